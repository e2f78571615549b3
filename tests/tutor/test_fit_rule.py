"""The fit rule itself (tests/tutor/fit.py) catches a cut text, whatever the widget
renders (a str, a Rich Text, Textual Content), and passes one that wraps in its box."""

from __future__ import annotations

import pytest
from rich.text import Text
from textual.app import App, ComposeResult
from textual.content import Content
from textual.widgets import Static

from tests.tutor.fit import unfit

LONG = "the pink koi swims beside the blue heron at the edge of the garden"


class _Boxed(App[None]):
    CSS = "Static { width: 20; height: 3; } .cut { text-wrap: nowrap; text-overflow: ellipsis; }"

    def __init__(self, content: object, cut: bool) -> None:
        super().__init__()
        self.content = content
        self.cut = cut

    def compose(self) -> ComposeResult:
        yield Static(self.content, classes="cut" if self.cut else "")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "content", [LONG, Text(LONG), Content(LONG)], ids=["str", "Text", "Content"]
)
@pytest.mark.parametrize("cut", [True, False], ids=["cut", "wrapped"])
async def test_a_cut_text_is_found_and_a_wrapped_one_is_not(content: object, cut: bool) -> None:
    text = LONG if cut else "the pink koi swims beside the blue heron"  # three lines of 20
    shown = type(content)(text) if not isinstance(content, str) else text  # type: ignore[call-arg]
    app = _Boxed(shown, cut)
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.pause()
        problems = unfit(app.screen)
    if cut:
        assert any(p.startswith("Static") for p in problems), problems
    else:
        assert problems == []
