"""Miyabi in the app: moves from the list on the text garden, its variants, the box as dealer."""

from __future__ import annotations

from tutor.miyabi import ABOUT
from tutor.ui import Dealer, GameUI

_HINTS = {
    "colourful_garden": "Colourful garden variant: at the end, your largest connected group "
    "of visible objects scores 1 point per square.",
    "big_meadow": "Big meadow variant: at the end, your largest connected group of visible "
    "empty squares scores 2 points per square.",
}


class MiyabiUI(GameUI):
    about = ABOUT
    player_counts = (2, 3, 4)
    rules_placeholder = "Search: e.g. lantern layer"
    dealer = Dealer(
        question="Who reveals the tiles?",
        computer="The computer reveals each round's tiles from the box",
        table="Table mode: I type the tiles revealed at the real table",
        noun="the box",
    )
    table_draw_prompt = "Type the tiles revealed at the table, in notation, then Enter."
    table_draw_placeholder = "the tiles revealed"
    what_if_draw_hint = "Type the tiles revealed, or d to reveal at random."
    still_to_draw = "Still in the box: "
    sheet_hint = "its squares light up in the gardens."

    def option_hint(self, field: str) -> str:
        return _HINTS.get(field, "")


UI = MiyabiUI
