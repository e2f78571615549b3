"""Every text box blinks as the settings say, whichever screen made it (one rule in the
app, not a line per screen: the position editor's boxes were left blinking, and its
snapshots caught the cursor on or off depending on the machine's load)."""

from __future__ import annotations

from typing import Any

import pytest
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Input, TextArea

from tests.tutor.conftest import quiet_app
from tutor.app import NiwaApp
from tutor.settings import Settings


class _Boxes(Screen[None]):
    """A screen the app has never heard of, with one box of each kind."""

    def compose(self) -> ComposeResult:
        yield Input(id="line")
        yield TextArea(id="area")


@pytest.mark.parametrize("blink", [False, True])
async def test_every_focused_box_blinks_as_the_settings_say(blink: bool) -> None:
    app: Any = quiet_app() if not blink else NiwaApp(Settings(seed=7, cursor_blink=True))
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(_Boxes())
        for box in ("#line", "#area"):
            widget = app.screen.query_one(box)
            widget.cursor_blink = not blink  # as a widget comes by default, or opposite
            widget.focus()
            await pilot.pause()
            assert widget.cursor_blink is blink, box


async def test_the_position_editor_boxes_do_not_blink_in_tests() -> None:
    from tutor.screens.editor import EditorScreen

    app = quiet_app(start=lambda app: EditorScreen("seikatsu"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("a")  # the Ask pane's box takes the focus
        await pilot.pause()
        focused = app.focused
        assert isinstance(focused, Input | TextArea), focused
        assert focused.cursor_blink is False
