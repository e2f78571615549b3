"""``screen_text`` (tests/tutor/screen_words.py) reads what the terminal shows: each line
on its own (two lines are never one word) and a dialog over the screen it leaves visible."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.containers import Center
from textual.screen import ModalScreen
from textual.widgets import Static

from tests.tutor.screen_words import screen_text


class Ask(ModalScreen[None]):
    DEFAULT_CSS = "Ask { align: center middle; background: $background 60%; } #ask { width: 12; }"

    def compose(self) -> ComposeResult:
        with Center():
            yield Static("Leave?", id="ask")


class TwoLines(App[None]):
    def compose(self) -> ComposeResult:
        yield Static("total")
        yield Static("o")


async def test_each_line_is_read_apart_and_a_dialog_over_what_it_leaves_visible() -> None:
    app = TwoLines()
    async with app.run_test(size=(30, 8)) as pilot:
        await pilot.pause()
        lines = [line.rstrip() for line in screen_text(app).splitlines()]
        assert lines[:2] == ["total", "o"] and len(lines) == 8
        await app.push_screen(Ask())
        await pilot.pause()
        shown = screen_text(app)
        assert "Leave?" in shown and "total" in shown
