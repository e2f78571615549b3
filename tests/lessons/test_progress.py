from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import Any

import msgspec
import pytest

from lessons.progress import (
    Progress,
    ProgressUnreadable,
    load_progress,
    read_progress,
    save_progress,
)


def test_progress_persists_between_runs(tmp_path: Path) -> None:
    progress = load_progress(tmp_path)
    progress.mark_step("seikatsu", "01-garden", 0, steps_in_lesson=2)
    save_progress(progress, tmp_path)
    again = load_progress(tmp_path)
    assert again.lesson("seikatsu", "01-garden").steps_done == [0]
    assert again.completed("seikatsu") == 0
    again.mark_step("seikatsu", "01-garden", 1, steps_in_lesson=2)
    save_progress(again, tmp_path)
    assert load_progress(tmp_path).completed("seikatsu") == 1


def test_a_damaged_progress_file_is_kept_aside_when_saving(tmp_path: Path) -> None:
    (tmp_path / "progress.json").write_text("{not json")
    progress = load_progress(tmp_path)
    assert progress.games == {}
    assert (tmp_path / "progress.json").read_text() == "{not json"  # reading moves nothing
    progress.mark_step("seikatsu", "01-garden", 0, steps_in_lesson=2)
    save_progress(progress, tmp_path)
    assert (tmp_path / "progress.damaged.json").read_text() == "{not json"
    assert load_progress(tmp_path).lesson("seikatsu", "01-garden").steps_done == [0]


# -- issue 23: special files, unreadable files, newer files -----------------------------


def test_a_fifo_progress_file_neither_hangs_nor_is_replaced(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    os.mkfifo(path)
    assert load_progress(tmp_path).games == {}  # at once: the app starts
    with pytest.raises(ProgressUnreadable, match="not a regular file"):
        read_progress(tmp_path)  # `niwa lessons list`: one line
    progress = Progress()
    progress.mark_step("seikatsu", "01-garden", 0, steps_in_lesson=2)
    with pytest.raises(ProgressUnreadable, match="not saved"):
        save_progress(progress, tmp_path)
    assert stat.S_ISFIFO(path.lstat().st_mode)


def test_a_progress_link_to_dev_zero_is_refused_at_its_size_bound(tmp_path: Path) -> None:
    (tmp_path / "progress.json").symlink_to("/dev/zero")
    with pytest.raises(ProgressUnreadable):
        read_progress(tmp_path)


def test_a_huge_progress_file_is_refused_without_reading_it_whole(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    with path.open("wb") as handle:
        handle.truncate(200 * 1024 * 1024)  # sparse: 200 MB that cost no disk
    with pytest.raises(ProgressUnreadable, match="larger than"):
        read_progress(tmp_path)


def test_an_unreadable_progress_file_is_never_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "progress.json"
    before = b'{"games": {"seikatsu": {"01-garden": {"steps_done": [0, 1], "completed": true}}}}'
    path.write_bytes(before)
    real_open = os.open

    def denied(name: Any, flags: int, *args: Any) -> int:
        if os.fspath(name) == os.fspath(path):
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(name))
        return real_open(name, flags, *args)

    monkeypatch.setattr(os, "open", denied)
    progress = load_progress(tmp_path)
    assert progress.games == {}
    progress.mark_step("seikatsu", "02-turn", 0, steps_in_lesson=3)
    with pytest.raises(OSError, match=r"permission denied.*not saved"):
        save_progress(progress, tmp_path)
    monkeypatch.undo()
    assert path.read_bytes() == before  # every earlier mark still there


def test_progress_from_a_newer_niwa_is_read_and_its_fields_kept(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    newer = {
        "games": {"seikatsu": {"01-garden": {"steps_done": [0], "completed": False, "stars": 3}}},
        "streak": {"days": 4},
    }
    path.write_bytes(msgspec.json.encode(newer))
    progress = read_progress(tmp_path)  # what `niwa lessons list` reads
    assert progress.lesson("seikatsu", "01-garden").steps_done == [0]
    assert not (tmp_path / "progress.damaged.json").exists()
    progress.mark_step("seikatsu", "01-garden", 1, steps_in_lesson=2)
    save_progress(progress, tmp_path)
    back = msgspec.json.decode(path.read_bytes())
    assert back["streak"] == {"days": 4}
    assert back["games"]["seikatsu"]["01-garden"] == {
        "steps_done": [0, 1],
        "completed": True,
        "stars": 3,
    }


def test_the_data_dir_follows_niwa_data_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NIWA_DATA_DIR", str(tmp_path))
    progress = load_progress()
    progress.mark_step("seikatsu", "02-turn", 3, steps_in_lesson=4)
    assert save_progress(progress) == tmp_path / "progress.json"


def test_two_lesson_sessions_keep_each_others_progress(tmp_path: Path) -> None:
    first, second = load_progress(tmp_path), load_progress(tmp_path)
    first.mark_step("seikatsu", "01-garden", 0, steps_in_lesson=3)
    save_progress(first, tmp_path)
    second.mark_step("seikatsu", "02-turn", 1, steps_in_lesson=3)
    second.mark_step("seikatsu", "01-garden", 2, steps_in_lesson=3)
    save_progress(second, tmp_path)
    on_disk = load_progress(tmp_path)
    assert on_disk.lesson("seikatsu", "01-garden").steps_done == [0, 2]
    assert on_disk.lesson("seikatsu", "02-turn").steps_done == [1]
    assert second.lesson("seikatsu", "01-garden").steps_done == [0, 2]  # the caller sees it
