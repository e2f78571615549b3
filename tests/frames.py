"""A test's app draws a frame when the test looks at it, not at every refresh (issue 24).

Textual redraws the screen on its update timer whenever a widget is dirty. A test drives
the app far faster than a person: between two of its looks the app may redraw several
times, and nobody sees those frames (a whole game played by the computers, a lesson's
steps set one after another). Measured on the suite, drawing them cost about a sixth of
its CPU time.

So an app started by ``App.run_test`` keeps what is dirty, and draws it when the test
looks, which is when a person would see it:

- at every pause (``tests/steady_pilot.py``: what a test reads after it is drawn as
  before, a board's picture included);
- before every key or click the pilot sends (a person sees the screen before acting on
  it: a board hit-tests a click against the picture it drew);
- when the test ends: the last frame is drawn, so an error in drawing fails the test that
  led to it.

Layout still runs at every refresh (sizes, scrollbars and Resize events are as before);
only the drawing of the frame waits. Snapshots are untouched: pytest-textual-snapshot runs
its app with ``run_async`` and draws its own full frame. ``tests/test_frames.py`` checks
all three moments.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any
from weakref import WeakSet

from textual.app import App
from textual.pilot import Pilot
from textual.screen import Screen

_deferring: WeakSet[App[Any]] = WeakSet()
"""The apps started by ``run_test`` and still running their test."""

_draw_frame = Screen._compositor_refresh
_run_test = App.run_test


def _frame_when_looked_at(self: Screen[Any]) -> None:
    """Textual's refresh, which for the top screen of a test's app only notes the dirty
    regions (the compositor keeps them) until :func:`draw`."""
    app = self.app
    if app in _deferring and self is app.screen and not app.is_inline:
        self._dirty_widgets.clear()
        app._update_mouse_over(self)
        return
    _draw_frame(self)


def draw(app: App[Any]) -> None:
    """Draw what the test's app left dirty on its top screen (nothing if nothing is)."""
    if app not in _deferring or not app.is_running or not app.screen_stack:
        return
    screen = app.screen
    if screen._compositor._dirty_regions:
        _draw_frame(screen)


@asynccontextmanager
async def _run_test_drawing_when_looked_at(
    self: App[Any], *args: Any, **kwargs: Any
) -> AsyncIterator[Pilot[Any]]:
    async with _run_test(self, *args, **kwargs) as pilot:
        _deferring.add(self)
        yield pilot
        draw(self)  # the last frame: an error drawing it fails the test
        _deferring.discard(self)


def _after_drawing(
    send: Callable[..., Awaitable[Any]],
) -> Callable[..., Awaitable[Any]]:
    async def drawn_then_sent(self: Pilot[Any], *args: Any, **kwargs: Any) -> Any:
        draw(self.app)
        return await send(self, *args, **kwargs)

    return drawn_then_sent


def install() -> None:
    """Every test's app draws when its test looks (``tests/conftest.py``)."""
    Screen._compositor_refresh = _frame_when_looked_at  # type: ignore[method-assign]
    App.run_test = _run_test_drawing_when_looked_at  # type: ignore[assignment, method-assign]
    Pilot.press = _after_drawing(Pilot.press)  # type: ignore[method-assign]
    Pilot._post_mouse_events = _after_drawing(Pilot._post_mouse_events)  # type: ignore[method-assign]
