"""Shared set-up for the app's tests: an isolated data directory, fixed seeds and dates.

Every test gets its own NIWA_DATA_DIR (tmp_path: ``data_dir`` in tests/conftest.py,
inside the session's sandbox), and new replays are stamped with a fixed date, so
snapshots never depend on the machine, the clock or earlier tests.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Button

import replays.format
from tests.steady_pilot import drained
from tutor.app import NiwaApp, Settings

FIXED_NOW = "2026-03-01T14:05:09Z"


@pytest.fixture(autouse=True)
def no_button_flash(monkeypatch: pytest.MonkeyPatch) -> None:
    """A pressed button stays lit for 0.2 s on a timer: a snapshot taken on a busy
    machine may catch it lit or not. Tests press buttons without the flash."""
    monkeypatch.setattr(Button, "_start_active_affect", lambda self: None)


@pytest.fixture(autouse=True)
def fixed_dates(monkeypatch: pytest.MonkeyPatch) -> None:
    """New replays are stamped with one date (the data folder is tests/conftest.py's)."""
    monkeypatch.setattr(replays.format, "utc_now", lambda: FIXED_NOW)


def quiet_app(**kwargs: object) -> NiwaApp:
    """The app as tests run it: fixed seed, the computer instant (a search a fixed 30
    simulations), nothing blinking."""
    settings = Settings(
        seed=7,
        computer_delay=0,
        cursor_blink=False,
        animations=False,
        notification_seconds=3600,
        playouts=30,
    )
    return NiwaApp(settings, **kwargs)  # type: ignore[arg-type]


def _playing(app: App[Any]) -> Any:
    """The Play screen on the app's stack (under a dialog or the game-over screen), if any."""
    from tutor.screens.play import PlayScreen

    for screen in reversed(app.screen_stack):
        if isinstance(screen, PlayScreen):
            return screen
    return None


async def settle(pilot: Pilot[Any], app: App[Any], limit: int = 5000) -> None:
    """Wait until the computer has made every move it is due: each thinking worker done
    and its move made, until a person, the table or the end is due.

    A computer that waits for its delay's timer is told to think at once (the test
    stands in for the timer); a worker already thinking is waited for, never doubled.
    No sleeping: only workers and the message queue are waited for (by events, as a pause
    does); the pause that ends the wait settles the screen the test then reads.
    """
    from tutor.session import Due

    for _ in range(limit):
        await app.workers.wait_for_complete()
        await drained()
        play = _playing(app)
        if play is None or not play.is_attached:
            break
        if play.turns.holding_round is not None:
            play.action_next_round()  # the test reads the round's result, then goes on
            continue
        if play.session.due() not in (Due.COMPUTER, Due.DEAL):
            break
        play.turns._think()
    else:
        raise AssertionError(f"the computer was still due after {limit} waits")
    await pilot.pause()


class Calls:
    """How many times a function was called since ``count`` was last set."""

    count = 0


def count_calls(monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> Calls:
    """Count the calls of ``module.name`` (still called through) for the test's length."""
    real = getattr(module, name)
    calls = Calls()

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.count += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, counted)
    return calls
