"""A terminal that hangs up ends the app, even where no SIGHUP reaches it (make run)."""

from __future__ import annotations

import os

import pytest

from tests.tutor.conftest import quiet_app
from tutor import hangup


def test_a_terminal_is_gone_once_its_other_end_closes() -> None:
    controller, terminal = os.openpty()
    try:
        assert not hangup.terminal_gone(terminal)
        os.close(controller)  # the terminal window closes
        assert hangup.terminal_gone(terminal)
    finally:
        os.close(terminal)


async def test_the_app_leaves_when_its_terminal_has_gone() -> None:
    controller, terminal = os.openpty()
    app = quiet_app()
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            app.leave_if_terminal_gone(terminal)  # what the app's timer asks every 2 s
            await pilot.pause()
            assert app.is_running
            os.close(controller)
            app.leave_if_terminal_gone(terminal)
            await pilot.pause()
            assert not app.is_running
    finally:
        os.close(terminal)


def test_no_terminal_is_watched_where_keys_do_not_come_from_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with open(os.devnull) as not_a_terminal:
        monkeypatch.setattr("sys.__stdin__", not_a_terminal)
        assert hangup.terminal_fd() is None
