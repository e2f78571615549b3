"""Issue 23: the hidden copies a killed save leaves (``.NAME.xxxxxxxx.tmp``,
``.takeback-*.tmp``) are cleaned the next time niwa writes into their folder: only
niwa's own names, only when old and unlocked; never another program's files."""

from __future__ import annotations

import fcntl
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.seikatsu import Options
from lessons.progress import Progress, save_progress
from replays import Recorder, save
from replays.fsio import STALE_AFTER
from tests.replays.factory import random_replay

OLD = 1_700_000_000


def leave(folder: Path, name: str, *, old: bool = True) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(b"a full copy a killed niwa left behind")
    if old:
        os.utime(path, (OLD, OLD))
    return path


def left_behind(folder: Path) -> dict[str, Path]:
    """Temporaries a killed niwa leaves, and files that are not niwa's or not stale."""
    return {
        "what-if save": leave(folder, ".game.niwa.json.k3j_x9a2.tmp"),
        "msgpack save": leave(folder, ".game.niwa.ab12cd34.tmp"),
        "progress": leave(folder, ".progress.json.q1w2e3r4.tmp"),
        "settings": leave(folder, ".settings.json.p0o9i8u7.tmp"),
        "plan": leave(folder, ".seikatsu-1.niwa-journal.json.zz00yy11.tmp"),
        "takeback": leave(folder, ".takeback-m9n8b7v6.tmp"),
        "new journal": leave(folder, ".new-a1b2c3d4.tmp"),
    }


def not_ours(folder: Path) -> list[Path]:
    return [
        leave(folder, ".notes.txt.abcd1234.tmp"),  # another program's mkstemp
        leave(folder, ".config.json.abcd1234.tmp"),
        leave(folder, "game.niwa.json.tmp"),
        leave(folder, ".game.niwa.json.abc.tmp"),
        leave(folder, ".game.niwa.json.k3j_x9a3.tmp", old=False),  # a save going on now
    ]


def check(folder: Path, write: Callable[[], object]) -> None:
    stale = left_behind(folder)
    kept = not_ours(folder)
    locked = leave(folder, ".other.niwa.json.lockd123.tmp")
    fd = os.open(locked, os.O_RDONLY)
    fcntl.flock(fd, fcntl.LOCK_EX)  # another niwa writing it, slowly
    try:
        write()
    finally:
        os.close(fd)
    assert [what for what, path in stale.items() if path.exists()] == []
    assert all(path.exists() for path in kept)
    assert locked.exists()


def test_saving_a_replay_cleans_its_folder(tmp_path: Path) -> None:
    check(tmp_path, lambda: save(random_replay(1, plies=5), tmp_path / "new.niwa.json"))


def test_saving_progress_cleans_its_folder(tmp_path: Path) -> None:
    progress = Progress()
    progress.mark_step("seikatsu", "01-garden", 0, steps_in_lesson=2)
    check(tmp_path, lambda: save_progress(progress, tmp_path))


def test_saving_the_language_cleans_its_folder(tmp_path: Path) -> None:
    from tutor.language_setting import save_language

    check(tmp_path, lambda: save_language("es", tmp_path))


def test_a_new_journal_cleans_the_journals_folder(tmp_path: Path) -> None:
    folder = tmp_path / "journals"

    def record() -> None:
        Recorder("seikatsu", Options(players=2), ["Aki", "Ben"], directory=tmp_path).close()

    check(folder, record)


def test_a_takeback_cleans_the_journals_folder(tmp_path: Path) -> None:
    recorder = Recorder("seikatsu", Options(players=2), ["Aki", "Ben"], directory=tmp_path)
    for record in random_replay(2, Options(players=2), plies=8).moves:
        recorder.record(record.move)
    check(tmp_path / "journals", lambda: recorder.take_back(4, "taken back at ply 4"))
    recorder.close()


def test_the_safe_age_is_more_than_a_moment() -> None:
    assert STALE_AFTER >= 30


@pytest.mark.parametrize("name", [".game.niwa.json.k3j_x9a2.tmp", ".takeback-m9n8b7v6.tmp"])
def test_a_symlink_or_folder_of_a_temporarys_name_is_left_alone(tmp_path: Path, name: str) -> None:
    target = leave(tmp_path, "precious.txt")
    (tmp_path / name).symlink_to(target)
    save(random_replay(1, plies=3), tmp_path / "x.niwa.json")
    assert (tmp_path / name).is_symlink() and target.exists()
