"""A test's app draws when its test looks (``tests/frames.py``): at a pause, before a key
or a click, and at the end; not at Textual's own refreshes in between."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.events import Click, Key
from textual.widgets import Static

from tests.steady_pilot import drained


class Counted(Static):
    """A text that counts how often it is drawn and keeps what it last drew; it can be
    told to fail drawing."""

    def __init__(self) -> None:
        super().__init__("first", id="counted")
        self.text = "first"
        self.drawn = 0
        self.last_drawn = ""
        self.broken = False
        self.seen_at_key = ""
        self.seen_at_click = ""

    def say(self, text: str) -> None:
        self.text = text
        self.update(text)

    def render_line(self, y: int):  # type: ignore[no-untyped-def]
        if y == 0:
            if self.broken:
                raise RuntimeError("drawing failed")
            self.drawn += 1
            self.last_drawn = self.text
        return super().render_line(y)

    def on_click(self, event: Click) -> None:
        self.seen_at_click = self.last_drawn


class OneText(App[None]):
    def compose(self) -> ComposeResult:
        yield Counted()

    def on_key(self, event: Key) -> None:
        text = self.query_one(Counted)
        text.seen_at_key = text.last_drawn


async def test_textual_refreshes_draw_nothing_until_the_test_pauses() -> None:
    app = OneText()
    async with app.run_test(size=(40, 5)) as pilot:
        await pilot.pause()
        text = app.query_one(Counted)
        drawn = text.drawn
        assert drawn >= 1  # the pause drew the first frame
        for word in ("second", "third", "fourth"):
            text.say(word)
            await drained()  # every queue handled, Textual's refresh run: no frame
        assert text.drawn == drawn, "a refresh the test did not look at drew a frame"
        await pilot.pause()
        assert text.drawn == drawn + 1  # the pause drew the last text, once
        assert text.last_drawn == "fourth"


async def test_a_key_and_a_click_reach_an_app_that_has_drawn_what_it_shows() -> None:
    app = OneText()
    async with app.run_test(size=(40, 5)) as pilot:
        await pilot.pause()
        text = app.query_one(Counted)
        text.say("changed")
        await drained()
        assert text.last_drawn == "first"
        await pilot.press("x")
        assert text.seen_at_key == "changed"
        text.say("changed again")
        await drained()
        await pilot.click("#counted")
        assert text.seen_at_click == "changed again"


async def test_an_error_drawing_the_last_frame_fails_the_test() -> None:
    app = OneText()
    with pytest.raises(RuntimeError, match="drawing failed"):
        async with app.run_test(size=(40, 5)) as pilot:
            await pilot.pause()
            text = app.query_one(Counted)
            text.broken = True
            text.say("never drawn")
            await drained()  # no pause follows: the end draws it
