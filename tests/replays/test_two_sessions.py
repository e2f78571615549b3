"""Two niwa sessions on one data folder lose nothing (issue 30, ``niwa serve``).

``niwa serve`` gives every browser its own niwa process, all with the same data folder.
Two real processes here play two visitors saving at once, over and over: lesson
progress (one shared file, re-read and merged under ``<file>.lock``: replays/fsio.py),
finished games (new files under the same name, never one over the other) and
unfinished games (a journal each). Afterwards every save of both is on disk.

The processes start together at a signal file and are waited for with a generous
overall timeout; nothing is timed.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from lessons.progress import load_progress
from replays import journals, load, replays_dir

SAVES = 25
"""Saves each session makes of each kind."""

SESSION = textwrap.dedent(
    """
    import sys
    from pathlib import Path

    from engine.registry import GAMES
    from lessons.progress import load_progress, save_progress
    from replays import Recorder, new_replay, replays_dir
    from replays.storage import save_new

    me, go = sys.argv[1], Path(sys.argv[2])
    game = GAMES["seikatsu"]
    options = game.options_type(players=2)
    while not go.exists():  # both sessions start saving together
        pass
    progress = load_progress()
    for step in range({saves}):
        progress.mark_step("seikatsu", "lesson-" + me, step, steps_in_lesson={saves})
        save_progress(progress)
        replay = new_replay("seikatsu", options, [me, "Computer"])
        save_new(replay, replays_dir(), "seikatsu-same-minute")
    for _ in range(3):
        Recorder("seikatsu", options, [me, "Computer"]).close()
    """
).format(saves=SAVES)


def test_two_sessions_saving_at_once_keep_every_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    env = {**os.environ, "NIWA_DATA_DIR": str(tmp_path / "data")}
    go = tmp_path / "go"
    sessions = [
        subprocess.Popen([sys.executable, "-c", SESSION, name, str(go)], env=env)
        for name in ("Ann", "Ben")
    ]
    go.touch()
    for session in sessions:
        assert session.wait(timeout=300) == 0
    monkeypatch.setenv("NIWA_DATA_DIR", env["NIWA_DATA_DIR"])
    progress = load_progress()
    for name in ("Ann", "Ben"):
        done = progress.lesson("seikatsu", f"lesson-{name}").steps_done
        assert done == list(range(SAVES)), name
    saved = sorted(replays_dir().glob("seikatsu-same-minute*.niwa.json"))
    assert len(saved) == 2 * SAVES
    players = sorted(load(path).replay.players[0] for path in saved)
    assert players == ["Ann"] * SAVES + ["Ben"] * SAVES
    assert len(journals()) == 6
