"""``niwa`` opens the app; ``niwa play GAME`` and ``niwa replay FILE`` open it where asked."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.tutor.games import saved_game
from tutor.app import NiwaApp
from tutor.cli import main


@pytest.fixture
def runs(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Start screens of the apps the command line would run (the app itself not run)."""
    started: list[Any] = []

    def fake_run(self: NiwaApp, *args: object, **kwargs: object) -> None:
        started.append(self._start(self) if self._start else None)

    monkeypatch.setattr(NiwaApp, "run", fake_run)
    return started


def test_no_command_opens_the_home_screen(runs: list[Any]) -> None:
    assert main([]) == 0
    assert runs == [None]


def test_play_opens_the_setup_of_that_game(runs: list[Any]) -> None:
    assert main(["play", "seikatsu"]) == 0
    [screen] = runs
    assert type(screen).__name__ == "SetupScreen" and screen.game_id == "seikatsu"


def test_replay_opens_the_viewer_on_a_good_file(runs: list[Any], data_dir: Path) -> None:
    path = saved_game("evening.niwa.json")
    assert main(["replay", str(path)]) == 0
    [screen] = runs
    assert type(screen).__name__ == "ViewerScreen" and screen.path == path


def test_replay_of_a_bad_file_says_why_in_one_line_and_opens_nothing(
    runs: list[Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.niwa.json"
    bad.write_text("{not json")
    assert main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"niwa: {bad}: ") and err.count("\n") == 1
    assert runs == []
    assert main(["replay", str(tmp_path / "missing.niwa.json")]) == 2
    assert "no such file" in capsys.readouterr().err
