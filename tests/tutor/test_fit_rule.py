"""The fit rule itself (tests/tutor/fit.py) catches a cut text, whatever the widget
renders (a str, a Rich Text, Textual Content), and passes one that wraps in its box."""

from __future__ import annotations

import pytest
from rich.text import Text
from textual.app import App, ComposeResult
from textual.content import Content
from textual.widgets import DataTable, Static

from tests.tutor.fit import unfit
from tutor.widgets.settled_table import SettledTable

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


class _Table(App[None]):
    def __init__(self, table: DataTable[str]) -> None:
        super().__init__()
        self.table = table

    def compose(self) -> ComposeResult:
        yield self.table


@pytest.mark.parametrize("settled", [True, False], ids=["settled", "textual"])
async def test_a_table_of_niwa_must_be_a_settled_one(settled: bool) -> None:
    """Textual's own DataTable keeps rows drawn before its columns were measured
    (``tutor/widgets/settled_table.py``): a screen of niwa's that shows one breaks the rule."""
    table: DataTable[str] = SettledTable(id="t") if settled else DataTable(id="t")
    app = _Table(table)
    async with app.run_test(size=(40, 10)) as pilot:
        table.add_columns("who", "move")
        table.add_row("the bag", "Wb set on d5")
        await pilot.pause()
        problems = unfit(app.screen)
    assert problems == ([] if settled else ["DataTable#t: a DataTable, not a SettledTable"])
