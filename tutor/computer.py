"""The computer at the table: a greedy player and a fair dealer.

The greedy player takes the move that scores most for its own side right now
(ties broken by the seeded generator, so a game with a fixed seed is repeatable).
It works for any game through the engine contract: it only calls ``legal_moves``,
``apply`` and ``scores``.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import CHANCE, Game


def greedy_move(game: Game[Any, Any, Any], state: Any, rng: random.Random) -> Any:
    """The legal move with the best immediate gain for the side to move."""
    seat = game.to_move(state)
    if seat < 0:
        raise ValueError("greedy_move is for a seat on turn, not the dealer or a finished game")
    side = game.side_of(state, seat)
    before = game.scores(state)[side]
    best: list[Any] = []
    best_gain = -1
    for move in game.legal_moves(state):
        gain = game.scores(game.apply(state, move).state)[side] - before
        if gain > best_gain:
            best, best_gain = [move], gain
        elif gain == best_gain:
            best.append(move)
    return rng.choice(best)


def computer_move(game: Game[Any, Any, Any], state: Any, rng: random.Random) -> Any:
    """The dealer's draw or the greedy player's move, whichever is due."""
    if game.to_move(state) == CHANCE:
        return game.sample_chance(state, rng)
    return greedy_move(game, state, rng)
