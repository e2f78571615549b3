"""Sakura's 52 cards: four colours, values 1 to 13.

A card is a small int, ``colour * 13 + value - 1``; :data:`HIDDEN` stands for a card
another seat may not see. People read and type a card as its colour letter and
value: ``B7`` is the blue 7, ``Y13`` the yellow 13. The rulebook does not name the
colours; the names below are niwa's labels for the four suits of the box.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from engine.sakura.words import WORDS


class Colour(NamedTuple):
    code: str
    name: str


COLOURS: Final = (
    Colour("P", "pink"),
    Colour("B", "blue"),
    Colour("G", "green"),
    Colour("Y", "yellow"),
)
VALUES: Final = 13
N_CARDS: Final = len(COLOURS) * VALUES
HIDDEN: Final = -1
"""A card in another seat's hand, as a view shows it."""


def colour_of(card: int) -> int:
    return card // VALUES


def value_of(card: int) -> int:
    """The printed value, 1..13."""
    return card % VALUES + 1


def card_of(colour: int, value: int) -> int:
    return colour * VALUES + value - 1


CODES: Final[tuple[str, ...]] = tuple(
    COLOURS[colour_of(c)].code + str(value_of(c)) for c in range(N_CARDS)
)
BY_CODE: Final[dict[str, int]] = {code: card for card, code in enumerate(CODES)}


def code(card: int) -> str:
    return "??" if card == HIDDEN else CODES[card]


def colour_name(colour: int) -> str:
    """A colour's name in the language spoken now (``Colour.name`` is the English)."""
    return WORDS(f"colour.{COLOURS[colour].code}")


def card_name(card: int) -> str:
    """A card in words, e.g. 'blue 7', in the language spoken now."""
    return WORDS("card", colour=colour_name(colour_of(card)), value=value_of(card))


def parse_card(text: str) -> int:
    """Read ``B7`` / ``b7``; raise ValueError naming what a card looks like."""
    card = BY_CODE.get(text.strip().upper())
    if card is None:
        letters = ", ".join(c.code for c in COLOURS)
        raise ValueError(f"'{text}' is not a card: write a colour ({letters}) and 1-13, e.g. B7")
    return card


def counted_value(value: int, shift: int) -> int:
    """A value moved by a Cook: plain arithmetic, never going round the end.

    niwa's ruling sakura.character.count: a 12 raised by 2 counts as 14, a 1 lowered
    by 2 as -1; only a count of exactly 1 or 13 meets the wrap between 13 and 1.
    """
    return value + shift
