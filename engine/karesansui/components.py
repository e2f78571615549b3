"""What is in the Karesansui box, and the numbers niwa's rulings fix.

Everything a player's copy might print differently lives here as data, each with
the rule id that explains it, so changing a number never means touching the
rules' code. Values marked *ruling* come from ``rules-facts.md``.
"""

from __future__ import annotations

from typing import Final, NamedTuple


class Colour(NamedTuple):
    code: str
    """One capital letter, used in rock codes (``2R``) and as a garden column."""
    name: str


class Deck(NamedTuple):
    """One pile of demerit cards, its cards' values from the top down.

    Once the deck is empty the count goes on: each further card is worth the last
    printed value plus ``step_beyond`` times how far past the bottom it is
    (ruling karesansui.demerits.beyond).
    """

    code: str
    name: str
    values: tuple[int, ...]
    step_beyond: int
    rule: str
    """The rule that hands out this deck's cards."""


COLOURS: Final = (
    Colour("W", "white"),
    Colour("Y", "grey"),
    Colour("R", "red"),
    Colour("G", "green"),
    Colour("B", "blue"),
)
"""The five rock colours, in the order of the player-aid grid's columns (ruling
karesansui.setup.rocks). Grey is ``Y`` (grey's last letter) because ``G`` is green."""

VALUES: Final = (1, 2, 3)
"""Rock values I, II and III: the player-aid grid's rows."""
NUMERALS: Final = ("I", "II", "III")

COPIES: Final = 5
"""Rocks of each colour and value: 5 x 3 x 5 = 75 (ruling karesansui.setup.rocks)."""

BLACK_CODE: Final = "K"
"""The black stone, which marks the rounds and ends the game when drawn."""

MIN_PLAYERS: Final = 3
MAX_PLAYERS: Final = 6
SETUP_ROCKS: Final = 5
"""Rocks each player draws into their garden at setup (karesansui.setup.gardens)."""
PILE_TARGET: Final = 6
"""A pile is drawn until its total value reaches this (karesansui.piles.fill)."""
TRACKER_SPACES: Final = 5
"""Spaces of the round tracker; after the last the black stone enters the bag
(ruling karesansui.tracker.advance)."""

PASS, TRIPS, FOURSOME, FLUSH = 0, 1, 2, 3
"""Deck indexes. A forbidden set's kind is the index of the deck it draws from."""

DECKS: Final = (
    Deck("P", "Pass", (1,) * 10, 0, "karesansui.pass.card"),
    Deck("T", "Trips", tuple(range(1, 11)), 1, "karesansui.sets.trips"),
    Deck("F", "Foursome", tuple(range(1, 11)), 1, "karesansui.sets.foursome"),
    Deck("S", "Straight Flush", tuple(range(1, 11)), 1, "karesansui.sets.flush"),
)
"""The four demerit decks (ruling karesansui.demerits.values): Pass cards are worth
1 each; the other three are stacked 1 on top down to 10, so the k-th card taken
from one is worth k."""


def card_value(deck: int, taken: int) -> int:
    """The value of the next card of ``deck`` after ``taken`` cards left it."""
    values = DECKS[deck].values
    if taken < len(values):
        return values[taken]
    return values[-1] + DECKS[deck].step_beyond * (taken - len(values) + 1)
