"""Shared set-up for the app's tests: an isolated data directory, fixed seeds and dates.

Every test gets its own NIWA_DATA_DIR (tmp_path), and new replays are stamped
with a fixed date, so snapshots never depend on the machine, the clock or earlier
tests.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.widgets import Button

import replays.format
from replays import set_data_dir
from tutor.app import NiwaApp, Settings

FIXED_NOW = "2026-03-01T14:05:09Z"


@pytest.fixture(autouse=True)
def no_button_flash(monkeypatch: pytest.MonkeyPatch) -> None:
    """A pressed button stays lit for 0.2 s on a timer: a snapshot taken on a busy
    machine may catch it lit or not. Tests press buttons without the flash."""
    monkeypatch.setattr(Button, "_start_active_affect", lambda self: None)


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "niwa-data"
    monkeypatch.setenv("NIWA_DATA_DIR", str(folder))
    monkeypatch.setattr(replays.format, "utc_now", lambda: FIXED_NOW)
    set_data_dir(None)
    yield folder
    set_data_dir(None)


def quiet_app(**kwargs: object) -> NiwaApp:
    """The app as tests run it: fixed seed, the computer instant, nothing blinking."""
    settings = Settings(
        seed=7,
        computer_delay=0,
        cursor_blink=False,
        animations=False,
        notification_seconds=3600,
    )
    return NiwaApp(settings, **kwargs)  # type: ignore[arg-type]
