"""A pause waits by events (``tests/steady_pilot.py``): for every handler still running,
however many turns of the event loop it takes, and for nothing that is already idle; and
it refreshes every screen the terminal shows, a dialog's see-through background included."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, ClassVar

import pytest
from textual.app import App, ComposeResult
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Static

from tests import steady_pilot
from tests.tutor.screen_words import screen_text

TURNS = 40
"""Turns of the event loop the slow handler takes: many more than a drain's own yields."""


class Slow(Static):
    """A widget whose handler awaits for many turns of the loop before it is done."""

    class Work(Message):
        pass

    def __init__(self) -> None:
        super().__init__("slow")
        self.done = False

    async def on_slow_work(self, message: Work) -> None:
        for _ in range(TURNS):
            await asyncio.sleep(0)
        self.done = True


class Quiet(App[None]):
    def compose(self) -> ComposeResult:
        yield Slow()
        for number in range(20):
            yield Static(f"quiet {number}")


async def test_a_pause_waits_for_a_handler_still_running() -> None:
    # Its queue is empty while it runs: only that it is not waiting on its queue tells
    # that it is busy (steady_pilot._idle).
    app = Quiet()
    async with app.run_test(size=(40, 30)) as pilot:
        await pilot.pause()
        slow = app.query_one(Slow)
        slow.post_message(Slow.Work())
        await pilot.pause()
        assert slow.done


def watched(
    monkeypatch: pytest.MonkeyPatch, owner: object, name: str, note: Callable[..., None]
) -> None:
    """``owner.name`` tells ``note`` each call's arguments, then does what it did."""
    real = getattr(owner, name)

    def noted(*args: Any, **kwargs: Any) -> Any:
        note(*args, **kwargs)
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, noted)


def calls_queued(app: App[Any], monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Every call queued behind a widget of the screen on top from now on."""
    sent: list[Any] = []
    for widget in app.screen.walk_children(with_self=True):
        watched(monkeypatch, widget, "call_later", lambda callback, *_, **__: sent.append(callback))
    return sent


async def test_a_pause_sends_nothing_to_widgets_already_idle(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = Quiet()
    async with app.run_test(size=(40, 30)) as pilot:
        await pilot.pause()
        sent = calls_queued(app, monkeypatch)
        await pilot.pause()
        assert sent == []
        assert all(steady_pilot._idle(w) for w in app.screen.walk_children(with_self=True))


class SeeThrough(ModalScreen[None]):
    DEFAULT_CSS = "SeeThrough { align: center middle; background: $background 60%; }"

    def compose(self) -> ComposeResult:
        yield Static("over it", id="dialog")


class Behind(App[None]):
    def compose(self) -> ComposeResult:
        yield Static("before", id="behind")


async def test_a_pause_draws_the_screen_a_dialog_leaves_visible() -> None:
    # Each screen refreshes on its own timer (a sixtieth of a second of the clock): a
    # pause refreshes every screen the terminal shows, not only the one on top. The
    # timer of the screen behind is stopped here, so that only the pause can refresh it.
    app = Behind()
    async with app.run_test(size=(30, 6)) as pilot:
        await app.push_screen(SeeThrough())
        await pilot.pause()
        behind = app.screen_stack[0]
        behind._update_timer.stop()
        behind.query_one("#behind", Static).update("after")
        await pilot.pause()
        shown = screen_text(app)
        assert "over it" in shown and "after" in shown


class Counter(App[None]):
    BINDINGS: ClassVar[list[Any]] = [("x", "count", "Count")]

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def action_count(self) -> None:
        self.count += 1


async def test_a_press_handles_each_key_and_then_waits_on_no_widget_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = Counter()
    async with app.run_test(size=(20, 5)) as pilot:
        await pilot.pause()
        sent = calls_queued(app, monkeypatch)
        await pilot.press("x", "x", "x")
        assert app.count == 3
        waits = [c for c in sent if "_wait_for_screen" in c.__qualname__]
        assert waits == []  # Textual's press queued a call behind every widget once more


def frames_drawn(app: App[Any], monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The text of ``#behind`` in each frame the screen on top draws from now on (its
    compositor's update is what Textual's refresh draws; ``App._display`` sends it nowhere
    when headless)."""
    drawn: list[str] = []
    shown = app.screen.query_one("#behind", Static)
    watched(
        monkeypatch,
        app.screen._compositor,
        "render_update",
        lambda *_, **__: drawn.append(str(shown.render())),
    )
    return drawn


async def test_a_headless_frame_is_drawn_when_a_pause_ends_not_between(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Textual draws a frame when its refresh timer falls: run here by hand, as the clock
    # would in the middle of a change. What a test reads must not depend on it.
    app = Behind()
    async with app.run_test(size=(30, 6)) as pilot:
        await pilot.pause()
        drawn = frames_drawn(app, monkeypatch)
        shown = app.query_one("#behind", Static)
        for text in ("halfway", "after"):
            shown.update(text)
            for _ in range(TURNS):  # the widget's refresh reaches its screen
                await asyncio.sleep(0)
            assert app.screen._layout_required
            app.screen._on_timer_update()  # the timer falls mid-change: no frame yet
        assert drawn == []
        await pilot.pause()
        assert drawn == ["after"]  # one frame, of the settled screen


class Breaks(Static):
    broken = False

    def render(self) -> str:
        if self.broken:
            raise RuntimeError("drawn wrong")
        return "fine"


class Breaking(App[None]):
    def compose(self) -> ComposeResult:
        yield Breaks(id="breaks")


async def test_a_frame_that_raises_fails_the_test_that_paused() -> None:
    app = Breaking()
    with pytest.raises(RuntimeError, match="drawn wrong"):
        async with app.run_test(size=(30, 6)) as pilot:
            await pilot.pause()
            breaks = app.query_one(Breaks)
            breaks.broken = True
            breaks.refresh()
            await pilot.pause()
