"""Which card may cover a pile: the rulebook's two placement rules.

A card covers the top card when it has the same value (any colour), or the same
colour and a value higher on the yin-yang's + side, lower on its - side, with the
one step round the end: a 1 may follow a 13 on the + side, a 13 a 1 on the - side.
A Cook moves the value the card counts as, by plain arithmetic (niwa's ruling
sakura.character.count); the card itself stays what it is.

Move generation asks the question for every card in a hand many times per game, so
the answers are bitmasks over the 52 cards, made once per (side, Cook shift, top).
"""

from __future__ import annotations

from typing import Final

from engine.said import unsaid
from engine.sakura.cards import (
    N_CARDS,
    VALUES,
    card_name,
    colour_name,
    colour_of,
    counted_value,
    value_of,
)
from engine.sakura.words import WORDS

PILES: Final = ("L", "R")
"""The two face-up piles, left and right of the yin-yang card."""
PILE_NAMES: Final = ("left", "right")
"""The piles' English names; :func:`pile_name` says them in the language spoken now."""


def pile_name(pile: int) -> str:
    """'left', 'izquierda': a pile's name in the language spoken now."""
    return WORDS(f"pile.{PILES[pile]}")


def refusal(top: int, card: int, up: bool, shift: int = 0) -> tuple[str, str] | None:
    """Why ``card`` (counted ``shift`` away by a Cook) may not cover ``top``, with the rule id.

    ``up`` is True on the yin-yang's + side. None when the card is legal. The count
    replaces the printed value in every comparison and is plain arithmetic (niwa's
    ruling sakura.character.count): B12+2 counts as 14, higher than any top card;
    B1-2 counts as -1, lower than any. The wrap between 13 and 1 needs a count of
    exactly 1 (on a 13, + side) or 13 (on a 1, - side).
    """
    value = counted_value(value_of(card), shift)
    top_value = value_of(top)
    if value == top_value:
        return None
    counted = WORDS("cover.counted", value=value) if shift else ""

    def said(why: str) -> str:
        return WORDS(
            "cover.refusal", card=card_name(card), counted=counted, top=card_name(top), why=why
        )

    if colour_of(card) != colour_of(top):
        return said(WORDS("cover.colour", value=top_value)), "sakura.play.colour"
    wrap_to = 1 if up else VALUES
    if (value > top_value) if up else (value < top_value):
        return None
    if top_value == (VALUES if up else 1):
        if value == wrap_to:
            return None
        rule = "sakura.play.wrap"
        text = _wrap_text(top, "+" if up else "-", wrap_to)
        if shift:
            text += WORDS("cover.wrap_cook_up" if up else "cover.wrap_cook_down")
    else:
        rule = "sakura.play.direction"
        text = WORDS(
            f"cover.direction_{'count' if shift else 'be'}_{'up' if up else 'down'}",
            side="+" if up else "-",
            colour=colour_of_name(top),
            value=top_value,
        )
    if shift and not 1 <= value <= VALUES:
        rule = "sakura.character.count"
        text += WORDS("cover.no_wrap", value=value)
    return said(text), rule


def allowance(top: int, card: int, up: bool, shift: int = 0) -> tuple[str, str]:
    """Why ``card`` (counted ``shift`` away by a Cook) may cover ``top``, in words, with
    the placement rule that allows it: the same value, the one step round the end, or
    the same colour higher (+ side) or lower (- side). The card must be legal.

    The words follow "covered the left pile's B7 with B9": ": a blue 9 is higher than
    7 on the + side". A Cook's count is named as the value ("a blue counted as 12").
    """
    value = counted_value(value_of(card), shift)
    top_value = value_of(top)
    side = "+" if up else "-"
    shown = WORDS("allow.counted", value=value) if shift else str(value)
    colour = colour_of_name(top)
    if value == top_value:
        return (
            WORDS("allow.same_cook" if shift else "allow.same", value=top_value),
            "sakura.play.same_value",
        )
    if top_value == (VALUES if up else 1) and value == (1 if up else VALUES):
        return (
            WORDS("allow.wrap", side=side, colour=colour, shown=shown, value=top_value),
            "sakura.play.wrap",
        )
    return (
        WORDS(
            "allow.up" if up else "allow.down",
            colour=colour,
            shown=shown,
            value=top_value,
            side=side,
        ),
        "sakura.play.direction",
    )


def need_words(top: int, up: bool) -> str:
    """What may cover ``top`` (no Cook), in words: "a higher blue or a 9", "the blue 1
    or a 13" (rules sakura.play.direction, .wrap, .same_value)."""
    value = value_of(top)
    colour = colour_of_name(top)
    if value == (VALUES if up else 1):
        return WORDS("need.wrap", colour=colour, only=1 if up else VALUES, value=value)
    return WORDS("need.up" if up else "need.down", colour=colour, value=value)


def colour_of_name(card: int) -> str:
    """A card's colour in the language spoken now."""
    return colour_name(colour_of(card))


def _wrap_text(top: int, side: str, only: int) -> str:
    return WORDS("cover.wrap", side=side, colour=colour_of_name(top), top=card_name(top), only=only)


def _masks(shift: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For the - side then the + side: per top card, the cards that may cover it. Only
    whether :func:`refusal` refuses is read, so its words are not made (``unsaid``):
    they were a fortieth of a lesson walk."""

    def side(up: bool) -> tuple[int, ...]:
        return tuple(
            sum(1 << card for card in range(N_CARDS) if refusal(top, card, up, shift) is None)
            for top in range(N_CARDS)
        )

    with unsaid():
        return side(False), side(True)


_MASKS: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {0: _masks(0)}


def covering_mask(top: int, up: bool, shift: int = 0) -> int:
    """Bitmask of the cards that may cover ``top`` (bit ``card`` set when legal)."""
    masks = _MASKS.get(shift)
    if masks is None:
        masks = _MASKS[shift] = _masks(shift)
    return masks[up][top]
