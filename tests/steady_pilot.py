"""A ``Pilot.pause`` that waits for events, not for the clock (issue 22, section 6).

Textual's ``pause()`` drains the current screen's queue, then waits until the process
*looks* idle: its CPU time stops advancing against the wall clock. On a loaded machine the
process is starved, so it looks idle while a new screen is still being pushed and mounted,
or while a scrollbar's appearance still owes the screen a second layout. Tests then read a
screen that is half there (seen: the viewer opened from Game over read before its
``on_mount`` set the first ply; a text measured against a box that had just lost two
columns to its scrollbar).

This pause repeats Textual's own until the screen on top is the same one twice running,
has run its mount handlers, and owes no layout, scroll or recompose. The repeats are
counted, never timed; a screen that keeps animating (a spinner) only owes repaints, which
do not count, so it settles too.
"""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

ROUNDS = 50
"""Pauses at most, each ending on an event drain: a screen still moving after fifty is a
bug in the app, and the test that reads it sees it as it is."""

_textual_pause = Pilot.pause


def owes_work(screen: Any) -> bool:
    """Whether the screen still has a layout, a scroll or a recompose queued."""
    return bool(screen._layout_required or screen._scroll_required or screen._recompose_required)


async def steady_pause(self: Pilot[Any], delay: float | None = None) -> None:
    if delay is not None:  # an explicit wait asked for by a test: Textual's own
        await _textual_pause(self, delay)
        return
    for _ in range(ROUNDS):
        before = self.app.screen
        await _textual_pause(self)
        screen = self.app.screen
        if screen is before and screen.is_mounted and not owes_work(screen):
            return


def install() -> None:
    """Every Pilot of the test session pauses steadily."""
    Pilot.pause = steady_pause  # type: ignore[method-assign]
