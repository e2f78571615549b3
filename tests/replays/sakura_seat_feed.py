"""A selfplay Sakura game as one seat at the table sees it (issue 28): what that seat
would type to record it, and nothing it could not know.

The selfplay game deals whole (every hand, the character deck in order) and refills the
row inside a hire; the seat sees its own hand, the two pile cards and the row, then every
card played and every character turned face up, when it is turned. So each ``Deal``
becomes the seat's partial deal (``?`` for the other hands, the row's five characters
only), each ``Shuffle`` of the face-down pile is not seen at all, and each hire or new row
is followed by the dealer's ``Refill`` of the characters the table saw turned up.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engine.playout import random_moves
from engine.registry import GAMES
from engine.sakura.deck import ROW_SIZE
from engine.sakura.game import PLAY, UNKNOWN, Deal, Hire, Refill, Replace, Shuffle, State

GAME = GAMES["sakura"]


def seat_deal(deal: Deal, seat: int) -> Deal:
    """``deal`` as ``seat`` saw it: its own hand, the piles, the row."""
    hands = tuple(
        hand if other == seat else (UNKNOWN,) * len(hand) for other, hand in enumerate(deal.hands)
    )
    return Deal(hands, deal.piles, deal.characters[:ROW_SIZE])


def true_game(options: Any, seed: int) -> Iterator[tuple[State, Any, State]]:
    """(state before, move, state after) for every ply of a random whole game."""
    state = GAME.new_game(options)
    for move in random_moves(GAME, options, random.Random(seed)):
        after = GAME.apply(state, move).state
        yield state, move, after
        state = after


def sakura_feed(options: Any, seat: int, seed: int) -> Iterator[tuple[State, Any]]:
    """(the true state after the entry's move, the entry) as ``seat`` types the game."""
    kept = 0  # row places kept by the hire or new row waiting for its refill
    for before, move, after in true_game(options, seed):
        if isinstance(move, Deal):
            yield after, seat_deal(move, seat)
            continue
        if isinstance(move, Hire):
            kept = len(before.row) - 1
        elif isinstance(move, Replace):
            kept = 0
        if not isinstance(move, Shuffle):
            yield after, move
        if isinstance(move, Hire | Replace | Shuffle) and after.phase == PLAY:
            codes = after.deck.codes
            yield after, Refill(tuple(codes[k] for k in after.row[kept:]))
