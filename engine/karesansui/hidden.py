"""Filling the hidden parts of a Karesansui view, for a computer that may not peek.

Every rock lies open (gardens, piles, bids; the bag's content follows from them),
so what a seat cannot see is only the value of the other seats' face-down demerit
cards and so their totals. Which deck each card came from is public, and the
decks are stacked in a known order (components.DECKS), so the values a deck has
given out are known as a whole: a determinization shares out the ones the seat
does not hold itself among the other seats' cards of that deck, at random.
"""

from __future__ import annotations

import random
from collections import Counter

import msgspec

from engine.karesansui import components as C
from engine.karesansui.game import HIDDEN, State


def determinize(view_state: State, seat: int, rng: random.Random) -> State:
    """A full state whose view for ``seat`` is ``view_state``, the hidden card values dealt."""
    unseen: list[list[int]] = []
    for deck, taken in enumerate(view_state.taken):
        values = Counter(C.card_value(deck, k) for k in range(taken))
        mine = (v for cards in view_state.cards for d, v in cards if d == deck and v != HIDDEN)
        values.subtract(mine)
        pool = list(values.elements())
        rng.shuffle(pool)
        unseen.append(pool)
    cards = tuple(
        tuple((deck, unseen[deck].pop() if value == HIDDEN else value) for deck, value in mine)
        for mine in view_state.cards
    )
    scores = tuple(sum(value for _, value in mine) for mine in cards)
    return msgspec.structs.replace(view_state, cards=cards, scores=scores)
