from __future__ import annotations

from pathlib import Path

import pytest

from lessons.progress import load_progress, save_progress


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


def test_a_damaged_progress_file_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / "progress.json").write_text("{not json")
    assert load_progress(tmp_path).games == {}
    assert (tmp_path / "progress.damaged.json").exists()


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
