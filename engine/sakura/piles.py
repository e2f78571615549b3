"""Which card may cover a pile: the rulebook's two placement rules.

A card covers the top card when it has the same value (any colour), or the same
colour and a value higher on the yin-yang's + side, lower on its - side, with the
one step round the end: a 1 may follow a 13 on the + side, a 13 a 1 on the - side.
A Cook moves the value the card counts as; the card itself stays what it is.

Move generation asks the question for every card in a hand many times per game, so
the answers are bitmasks over the 52 cards, made once per (side, Cook shift, top).
"""

from __future__ import annotations

from typing import Final

from engine.sakura.cards import (
    COLOURS,
    N_CARDS,
    card_name,
    colour_of,
    counted_value,
    value_of,
)

PILES: Final = ("L", "R")
"""The two face-up piles, left and right of the yin-yang card."""
PILE_NAMES: Final = ("left", "right")


def refusal(top: int, card: int, up: bool, shift: int = 0) -> tuple[str, str] | None:
    """Why ``card`` (counted ``shift`` away by a Cook) may not cover ``top``, with the rule id.

    ``up`` is True on the yin-yang's + side. None when the card is legal.
    """
    value = counted_value(value_of(card), shift)
    top_value = value_of(top)
    if value == top_value:
        return None
    counted = f" (counted as {value})" if shift else ""
    if colour_of(card) != colour_of(top):
        return (
            f"{card_name(card)}{counted} on {card_name(top)}: a card must match the top "
            f"card's colour, or its value {top_value}",
            "sakura.play.colour",
        )
    if up:
        if top_value == 13:
            return None if value == 1 else (_wrap_text(top, "+", 1), "sakura.play.wrap")
        if value > top_value:
            return None
    else:
        if top_value == 1:
            return None if value == 13 else (_wrap_text(top, "-", 13), "sakura.play.wrap")
        if value < top_value:
            return None
    word = "higher" if up else "lower"
    return (
        f"{card_name(card)}{counted} on {card_name(top)}: this pile faces the "
        f"{'+' if up else '-'} side of the yin-yang card, so a {colour_of_name(top)} card "
        f"must be {word} than {top_value}",
        "sakura.play.direction",
    )


def colour_of_name(card: int) -> str:
    return COLOURS[colour_of(card)].name


def _wrap_text(top: int, side: str, only: int) -> str:
    return (
        f"on the {side} side the only {colour_of_name(top)} card that may follow "
        f"{card_name(top)} is the {only}, going round the end"
    )


def _masks(shift: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For the - side then the + side: per top card, the cards that may cover it."""

    def side(up: bool) -> tuple[int, ...]:
        return tuple(
            sum(1 << card for card in range(N_CARDS) if refusal(top, card, up, shift) is None)
            for top in range(N_CARDS)
        )

    return side(False), side(True)


_MASKS: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {0: _masks(0)}


def covering_mask(top: int, up: bool, shift: int = 0) -> int:
    """Bitmask of the cards that may cover ``top`` (bit ``card`` set when legal)."""
    masks = _MASKS.get(shift)
    if masks is None:
        masks = _MASKS[shift] = _masks(shift)
    return masks[up][top]
