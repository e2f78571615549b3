"""Filling the hidden parts of a Seikatsu view, for a computer that may not peek.

A seat sees the garden, its own hand and every face-up koi; the other hands are
HIDDEN and the view's ``bag`` holds every tile that seat has not seen (the bag
proper plus the hidden hand tiles). A determinization deals the hidden hand
tiles from that pool at random and leaves the rest in the bag: one arrangement
the seat cannot tell from the truth.
"""

from __future__ import annotations

import random

import msgspec

from engine.seikatsu import tiles as T
from engine.seikatsu.game import State


def determinize(view_state: State, seat: int, rng: random.Random) -> State:
    """A full state whose view for ``seat`` is ``view_state``, the hidden tiles drawn fairly."""
    pool = [tile for tile, count in enumerate(view_state.bag) for _ in range(count)]
    rng.shuffle(pool)
    bag = list(view_state.bag)
    hands = []
    for hand in view_state.hands:
        filled = []
        for tile in hand:
            if tile == T.HIDDEN:
                tile = pool.pop()
                bag[tile] -= 1
            filled.append(tile)
        hands.append(tuple(sorted(filled)))
    return msgspec.structs.replace(view_state, hands=tuple(hands), bag=tuple(bag))
