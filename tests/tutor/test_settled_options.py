"""Option lists drawn before their scrollbar appears are laid out again once it has.

Textual's OptionList lays its options out when first drawn and again only on a Resize;
a scrollbar appearing narrows the options without one. Whether the list was drawn
before the scrollbar appeared depended on when the screen refreshed, so Seikatsu's
legend at 80x24 lost "blue)" from "Paradise Flycatcher (dark blue)" in some runs. The
test draws in between on purpose, so it does not depend on timing.
"""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.widgets import OptionList

from tests.tutor.fit import drawn_text, solid, unfit
from tutor.widgets.settled_options import SettledOptionList

WIDTH = 24
ROWS = 3


class OneList(App[None]):
    CSS = f"""
    OptionList {{ width: {WIDTH}; height: {ROWS}; border: none; padding: 0; }}
    """

    def __init__(self, kind: type[OptionList]) -> None:
        super().__init__()
        self.kind = kind

    def compose(self) -> ComposeResult:
        yield self.kind(id="list")


@pytest.mark.parametrize("kind", [SettledOptionList, OptionList], ids=["settled", "textual"])
async def test_an_option_drawn_before_the_scrollbar_is_drawn_whole_after(
    kind: type[OptionList],
) -> None:
    async with OneList(kind).run_test(size=(40, 10)) as pilot:
        options = pilot.app.query_one("#list", OptionList)
        await pilot.pause()
        inner = options.scrollable_content_region.width
        padding = options.get_component_styles("option-list--option").padding.width
        room = inner - padding  # one line without a scrollbar, two with one
        first = "x" * (room - len(" tail")) + " tail"
        options.add_options([first, *(f"option {n}" for n in range(6))])
        options.render_lines(Region(0, 0, WIDTH, ROWS))  # a frame before the next layout
        await pilot.pause()
        assert options.show_vertical_scrollbar
        assert options.scrollable_content_region.width < inner
        drawn = drawn_text(options)
        problems = unfit(pilot.app.screen)
        if kind is OptionList:  # Textual's own keeps the wide layout: the tail is lost
            assert "tail" not in drawn
            assert problems == [  # and the fit rule says so, twice
                "OptionList#list: an OptionList, not a SettledOptionList",
                f"OptionList#list: option {first!r} laid out in 1 lines, drawn in 2: "
                "its tail is not shown",
            ]
        else:
            assert solid(first) in solid(drawn)
            assert "option 0" in drawn
            assert problems == []
