"""Sakura in the app: moves from the list on the text table, decks by name, the deck as dealer."""

from __future__ import annotations

from typing import Any

from engine.sakura import DEFAULT_DECK
from tutor.sakura import ABOUT
from tutor.ui import Dealer, GameUI


class SakuraUI(GameUI):
    about = ABOUT
    player_counts = (2, 3, 4, 5, 6)
    rules_placeholder = "Search: e.g. cook pile"
    dealer = Dealer(
        question="Who deals the cards?",
        computer="The computer shuffles and deals the cards",
        table="Table mode: I type each deal made with a real deck",
        noun="the deck",
    )
    hand_noun = "cards"
    table_draw_prompt = "Type the deal made at the table, in notation, then Enter."
    table_draw_placeholder = "the deal, in notation"
    what_if_draw_hint = "Type the deal in notation, or d to deal at random."
    still_to_draw = "Still in the deck: "
    sheet_hint = "its piles light up on the table."

    def data_sets(self, field: str) -> dict[str, Any]:
        """The decks on offer: niwa's reading of the cards (rules-facts.md), by its name."""
        if field == "deck":
            return {DEFAULT_DECK.name: DEFAULT_DECK}
        return {}


UI = SakuraUI
