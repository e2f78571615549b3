"""No test reaches the user's own folders (tests/sandbox.py).

The user's ~/.local/share/niwa once held journals of the toy game, which exists only in a
test session, and replays of whole test games: test code had written there. These
tests take away what a careless test would take away (NIWA_DATA_DIR, ``--data-dir``)
and check that niwa, in this process or in a ``niwa`` the test starts, still writes
inside the session's sandbox and never in the user's data folder.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from replays import journals
from replays.storage import data_dir, set_data_dir
from tests import sandbox


def test_without_niwa_data_dir_the_data_folder_is_the_sandboxs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("NIWA_DATA_DIR")
    set_data_dir(None)
    assert data_dir().is_relative_to(sandbox.root())
    assert not data_dir().is_relative_to(sandbox.users_data_dir())


def test_a_niwa_started_by_a_test_writes_in_the_sandbox() -> None:
    """``niwa record`` run as the CLI tests run it, its environment inherited but for
    NIWA_DATA_DIR: its journal lands in the sandbox's data folder, not the user's."""
    env = {k: v for k, v in os.environ.items() if k != "NIWA_DATA_DIR"}
    done = subprocess.run(
        [sys.executable, "-m", "tutor.cli", "record", "seikatsu", "--players", "2"],
        input="quit\n",
        capture_output=True,
        text=True,
        env=env,
        check=False,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    sandboxed = Path(os.environ["XDG_DATA_HOME"]) / "niwa" / "replays"
    [journal] = journals(sandboxed)
    assert journal.is_relative_to(sandbox.root())
    users = sandbox.users_data_dir() / "replays" / "journals" / journal.name
    assert not users.exists()


def test_a_test_that_leaves_a_user_folder_changed_is_caught_and_undone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """What ``stays_sandboxed`` (tests/conftest.py) checks after every test."""
    monkeypatch.setenv("NIWA_DATA_DIR", sandbox.variables(sandbox.root())["NIWA_DATA_DIR"])
    meant = os.environ["HOME"]
    os.environ["HOME"] = "/somewhere/else"
    del os.environ["XDG_DATA_HOME"]
    assert sandbox.strayed() == {"HOME": "/somewhere/else", "XDG_DATA_HOME": None}
    assert os.environ["HOME"] == meant
    assert os.environ["XDG_DATA_HOME"] == str(Path(meant) / ".local" / "share")
    assert sandbox.strayed() == {}
