"""Filling the hidden parts of a Sakura view, for a computer that may not peek.

A seat sees its own hand, each pile's top card (and, depending on the view,
maybe the cards beneath), the row of characters, coins and tricks. Hidden are
the other hands, the order of the character draw pile and whatever card the
view replaced by HIDDEN (under a pile's top, in a trick pile). A
determinization deals every hidden card from the cards the seat has not seen
(the undealt cards are among them: they are out of the round, but the seat
cannot know which they are) and shuffles the draw pile from the characters
neither in the row nor discarded.

It tolerates HIDDEN anywhere in hands, piles and tricks, so it works whether
the view shows whole piles or only their top card and size.
"""

from __future__ import annotations

import random
from collections import Counter

import msgspec

from engine.sakura import cards as C
from engine.sakura.game import State

Cards = tuple[tuple[int, ...], ...]


def determinize(view_state: State, seat: int, rng: random.Random) -> State:
    """A full state whose view for ``seat`` is ``view_state``, the hidden cards dealt fairly."""
    groups = (view_state.hands, view_state.piles, view_state.tricks)
    seen = {card for group in groups for cards in group for card in cards if card != C.HIDDEN}
    pool = [card for card in range(C.N_CARDS) if card not in seen]
    rng.shuffle(pool)
    hands = tuple(tuple(sorted(cards)) for cards in _fill(view_state.hands, pool))
    piles = _fill(view_state.piles, pool)
    tricks = _fill(view_state.tricks, pool)
    return msgspec.structs.replace(
        view_state, hands=hands, piles=piles, tricks=tricks, draw=_draw_pile(view_state, rng)
    )


def _fill(groups: Cards, pool: list[int]) -> Cards:
    """``groups`` with each HIDDEN card replaced by the next card of ``pool`` (used up)."""
    return tuple(
        tuple(pool.pop() if card == C.HIDDEN else card for card in cards) for cards in groups
    )


def _draw_pile(view_state: State, rng: random.Random) -> tuple[int, ...]:
    """The face-down characters: each HIDDEN one dealt from the deck less the row,
    the discard pile and the draw pile's known cards, shuffled (a position may name
    some of the draw pile and leave the rest ``?N``)."""
    if C.HIDDEN not in view_state.draw:
        return view_state.draw
    left = Counter(view_state.deck.character_deck())
    left.subtract(view_state.row)
    left.subtract(view_state.discard)
    left.subtract(kind for kind in view_state.draw if kind != C.HIDDEN)
    pool = list(left.elements())
    rng.shuffle(pool)
    dealt = iter(pool)  # in the shuffled order: a wholly hidden pile reads as before
    return tuple(next(dealt) if kind == C.HIDDEN else kind for kind in view_state.draw)
