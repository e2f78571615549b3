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

The cards under a pile's top obey the stacking rule (``consistency.may_lie_on``:
each covers the one beneath in its colour, or at its value up to a Cook's amount),
so a determinized state is one a game can reach and ``check_position`` finds nothing
wrong with it. The piles are filled first, from the top card down, each hidden
card drawn at random among the unseen cards that may lie under the one above it,
backtracking where a choice leaves no card for the next place (bounded by
:data:`MOST_TRIES`; a reachable position always has an arrangement, the true one,
and the search finds one in a few tries). Then the hands take the rest at random.
The fill is not exactly uniform over the arrangements the rule allows (a card with
fewer partners is a little less likely), which the computer's search tolerates.
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from typing import Final

import msgspec

from engine.sakura import cards as C
from engine.sakura.consistency import may_lie_on, stack_shifts
from engine.sakura.game import State

Cards = tuple[tuple[int, ...], ...]


MOST_TRIES: Final = 4_000
"""Cards tried for one pile's hidden places before it is filled without the stacking
rule (only a position no game reaches, with too few unseen cards that fit, gets there)."""


def determinize(view_state: State, seat: int, rng: random.Random) -> State:
    """A full state whose view for ``seat`` is ``view_state``, the hidden cards dealt fairly."""
    groups = (view_state.hands, view_state.piles, view_state.tricks)
    seen = {card for group in groups for cards in group for card in cards if card != C.HIDDEN}
    pool = [card for card in range(C.N_CARDS) if card not in seen]
    rng.shuffle(pool)
    shifts = stack_shifts(view_state)
    piles = tuple(_stacked(cards, pool, shifts, rng) for cards in view_state.piles)
    hands = tuple(tuple(sorted(cards)) for cards in _fill(view_state.hands, pool))
    tricks = _fill(view_state.tricks, pool)
    return msgspec.structs.replace(
        view_state, hands=hands, piles=piles, tricks=tricks, draw=_draw_pile(view_state, rng)
    )


def _stacked(
    pile: tuple[int, ...], pool: list[int], shifts: frozenset[int], rng: random.Random
) -> tuple[int, ...]:
    """``pile`` with its HIDDEN places dealt from ``pool`` (the cards used leave it) so
    that every card may lie on the one beneath it."""
    if C.HIDDEN not in pile:
        return pile
    cards = list(pile)
    tries = [MOST_TRIES]
    partners = _partners(shifts)
    anything = frozenset(range(C.N_CARDS))

    def place(at: int) -> bool:
        """Fill the places ``at`` and below (top down); False where none fits."""
        while at >= 0 and pile[at] != C.HIDDEN:
            at -= 1
        if at < 0:
            return True
        above = cards[at + 1] if at + 1 < len(cards) else C.HIDDEN
        below = pile[at - 1] if at > 0 else C.HIDDEN  # a card written under it, if any
        fit = (anything if above == C.HIDDEN else partners[above]) & (
            anything if below == C.HIDDEN else partners[below]
        )
        candidates = [card for card in pool if card in fit]
        rng.shuffle(candidates)
        for card in candidates:
            tries[0] -= 1
            if tries[0] < 0:
                return False
            pool.remove(card)
            cards[at] = card
            if place(at - 1):
                return True
            pool.append(card)
            cards[at] = C.HIDDEN
        return False

    if place(len(cards) - 1):
        return tuple(cards)
    return tuple(pool.pop() if card == C.HIDDEN else card for card in cards)


@functools.cache
def _partners(shifts: frozenset[int]) -> tuple[frozenset[int], ...]:
    """Per card, the cards that may lie on it or under it (the rule is symmetric)."""
    return tuple(
        frozenset(other for other in range(C.N_CARDS) if may_lie_on(card, other, shifts))
        for card in range(C.N_CARDS)
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
