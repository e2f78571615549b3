"""Karesansui in the app: bids from the list on the text gardens, the bag as dealer."""

from __future__ import annotations

from engine.karesansui.components import MAX_PLAYERS, MIN_PLAYERS
from tutor.karesansui import ABOUT
from tutor.ui import Dealer, GameUI


class KaresansuiUI(GameUI):
    about = ABOUT
    player_counts = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))
    rules_placeholder = "Search: e.g. pass demerit"
    dealer = Dealer(
        question="Who draws from the bag?",
        computer="The computer draws the rocks from the bag",
        table="Table mode: I type each rock drawn from a real bag",
        noun="the bag",
    )
    hand_noun = "cards"
    table_draw_prompt = "Type the rock drawn from the bag, in notation, then Enter."
    table_draw_placeholder = "the rock drawn"
    what_if_draw_hint = "Type the rock drawn in notation, or d to draw at random."
    still_to_draw = "Still in the bag: "
    sheet_hint = "its rocks light up in the gardens."


UI = KaresansuiUI
