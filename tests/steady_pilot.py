"""A ``Pilot.pause`` that waits for events, not for the clock (issue 22, section 6).

Textual's ``pause()`` drains the current screen's queue, then waits until the process
*looks* idle: its CPU time stops advancing against the wall clock. On a loaded machine the
process is starved, so it looks idle while a new screen is still being pushed and mounted,
or while a scrollbar's appearance still owes the screen a second layout. Tests then read a
screen that is half there (seen: the viewer opened from Game over read before its
``on_mount`` set the first ply; a text measured against a box that had just lost two
columns to its scrollbar).

This pause does what Textual's does (every queue drained, then the screens' refresh), round
after round, until a round finds the screen on top the same one it began with, mounted,
every queue empty and no layout, scroll or recompose owed. The rounds are counted, never
timed; a screen that keeps animating (a spinner) only owes repaints, which do not count,
so it settles too. Then it draws the frame the screens owe: a headless app draws no frame
in between (:func:`_frame_owed`), so what a test reads never depends on whether Textual's
refresh timer fell in the middle of a change.
"""

from __future__ import annotations

import asyncio
from typing import Any

import textual.app
import textual.pilot
from textual._context import active_app
from textual.pilot import Pilot
from textual.screen import Screen

ROUNDS = 50
"""Rounds of a drain at most: a screen still moving after fifty is a bug in the app, and
the test that reads it sees it as it is."""

_textual_pause = Pilot.pause


def owes_work(screen: Any) -> bool:
    """Whether the screen still has a layout, a scroll or a recompose queued."""
    return bool(screen._layout_required or screen._scroll_required or screen._recompose_required)


async def steady_pause(self: Pilot[Any], delay: float | None = None) -> None:
    """Textual's pause, by events: :func:`drained`, whose last round refreshed every screen
    shown and found the one on top settled. (Textual's pause first queues a call behind
    every widget of the top screen; a drain does that for every screen on the stack, and
    doing it twice was 7% of a fit walk, issue 24.)"""
    if delay is not None:  # an explicit wait asked for by a test: Textual's own
        await _textual_pause(self, delay)
        return
    await drained()


YIELDS = 3
"""Turns of the event loop given before each drain: a key the headless driver sends reaches
the app's queue through ``run_coroutine_threadsafe``, two turns later."""


def refresh_shown(app: Any) -> None:
    """Textual's refresh (layout, then the frame) of every screen the terminal shows: those
    a see-through dialog leaves visible, from the bottom, then the one on top. Each runs
    it on its own timer, a sixtieth of a second of the clock, which a drain does not wait
    for: Play's log behind Game over was drawn scrolled or not as that timer fell. A
    screen behind is refreshed only when it owes something: drawing it marks it to be
    drawn again (Textual's ``Screen._compositor_refresh``), so every pause redrew both."""
    for screen in app._background_screens:
        if screen._dirty_widgets or owes_work(screen):
            screen._on_timer_update()
    app.screen._on_timer_update()


def _pumps(app: Any) -> list[Any]:
    """The app and every widget of every screen on its stack: a screen under a dialog
    still draws (the dialog is see-through) and its log may still be taking lines."""
    return [app, *(w for screen in app.screen_stack for w in screen.walk_children(with_self=True))]


def _idle(pump: Any) -> bool:
    """Waiting on its empty queue, with nothing held back for after its next message: it
    has handled all it was sent (a refresh it asks for posts itself a message, so the Idle
    after it sends the refresh on), and a call queued behind it would only be handled at
    once. A pump busy in a handler (awaiting a mount, say) is not waiting on its queue, so
    it is waited for. Skipping the idle ones: a pause queued a call on about 80 widgets
    and got two dispatches back from each (the call and the Idle after it); a fit walk
    spent a fifth of its time there (issue 24)."""
    queue = pump._message_queue
    return bool(
        queue.empty()
        and queue.ready_event._waiters
        and pump._pending_message is None
        and not pump._next_callbacks
    )


async def _handled(app: Any) -> None:
    """Each queue has handled what it held when this began: a call queued behind it in
    every queue not idle, awaited (Textual's ``Pilot._wait_for_screen``, for every screen)."""
    left = 0
    done = asyncio.Event()

    def one_more_handled() -> None:
        nonlocal left
        left -= 1
        if left == 0:
            done.set()

    for pump in _pumps(app):
        if _idle(pump):
            continue
        if pump.call_later(one_more_handled):
            left += 1
    if left:
        waits = [
            asyncio.ensure_future(done.wait()),
            asyncio.ensure_future(app._exception_event.wait()),
        ]
        _, pending = await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        for wait in pending:
            wait.cancel()


def _quiet(app: Any) -> bool:
    """No message waits in any queue, no call waits for a refresh or for the next message
    (``call_after_refresh``, ``call_next``), and the screen on top owes no layout. The
    viewer scrolls its move list after a refresh: a loaded run caught the list unscrolled."""
    pumps = _pumps(app)
    waiting = any(screen._callbacks for screen in app.screen_stack)
    waiting = waiting or any(pump._next_callbacks for pump in pumps)
    return (
        not waiting and not owes_work(app.screen) and all(p._message_queue.empty() for p in pumps)
    )


_compositor_refresh = Screen._compositor_refresh
_drawing = False
"""True while :func:`draw_frames` draws: the frames it asks for are drawn at once."""


def _frame_owed(self: Any) -> None:
    """Textual's ``Screen._compositor_refresh``, put off in a headless app until the drain
    ends (:func:`draw_frames`): its dirty widgets and regions are kept, not drawn.

    Textual draws a frame whenever its refresh timer falls or a layout runs, so what a test
    read could depend on when the clock let a frame fall between two messages: an option
    list drawn before its scrollbar appeared kept the wider layout, and a word was lost, in
    some runs only (``tutor/widgets/settled_options.py``). Drawn once per drain, the frame
    a test reads is the one a player's terminal shows once the screen has settled, the
    same in every run. A headless frame goes nowhere (``App._display``): those drawn in
    between were work for nothing, about a tenth of the app tests' time (issue 24)."""
    app = self.app
    if _drawing or not app.is_headless or app.is_inline:
        _compositor_refresh(self)


def draw_frames(app: Any) -> None:
    """Draw what each screen shown owes, as Textual's refresh would: the screens a
    see-through dialog leaves visible first (their changes mark the screen on top), then the
    screen on top. A frame that raises, raises here, in the test that drew it."""
    global _drawing
    _drawing = True
    try:
        for screen in [*app._background_screens, app.screen]:
            screen._compositor.update_widgets(screen._dirty_widgets)
            _compositor_refresh(screen)
    finally:
        _drawing = False


async def drained(min_sleep: float = 0.0, max_sleep: float = 1.0) -> None:
    """Textual's ``wait_for_idle`` by events, not by the clock.

    Textual waits until the process's CPU time stops advancing against the wall clock, at
    least 20 ms each time (a key press waits twice): most of a whole-game test was spent
    asleep there, both cores idle, and a starved process looked idle when it was not. This
    drains every queue of the app and of each screen on its stack, runs the layout they
    asked for, and repeats until a round finds the same screen mounted and every queue
    empty. A thread worker's answer is not waited for: a test waits for it by name
    (``app.workers.wait_for_complete()``), as ``settle`` does."""
    del min_sleep, max_sleep  # rounds are counted, never timed
    app = active_app.get()
    for _ in range(ROUNDS):
        for _ in range(YIELDS):
            await asyncio.sleep(0)
        before = app.screen
        await _handled(app)
        await app.animator.wait_until_complete()
        refresh_shown(app)
        screen = app.screen
        if screen is before and screen.is_mounted and _quiet(app):
            draw_frames(app)  # drawing may ask for more (a line laid out): then a round more
            if _quiet(app):
                return


async def steady_press(self: Pilot[Any], *keys: str) -> None:
    """Textual's ``press`` without its last wait: after the keys, each drained after it (the
    ``wait_for_idle`` Textual's sending calls is :func:`drained`), it queued a call behind
    every widget of the screen on top again, idle or not (issue 24)."""
    await self.app._press_keys(keys)


def install() -> None:
    """Every Pilot of the test session presses and pauses steadily, waits by events, and
    draws a headless app's frames when a pause ends."""
    Screen._compositor_refresh = _frame_owed  # type: ignore[method-assign]
    Pilot.pause = steady_pause  # type: ignore[method-assign]
    Pilot.press = steady_press  # type: ignore[method-assign]
    textual.app.wait_for_idle = drained  # type: ignore[attr-defined]
    textual.pilot.wait_for_idle = drained  # type: ignore[attr-defined]
