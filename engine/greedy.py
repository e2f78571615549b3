"""A computer player that takes the best immediate score: simple, honest, instant.

It looks one move ahead only, so it is a fair sparring partner for a learner and
a quick opponent for the hot-seat table, not a strong player.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import CHANCE, Game, Score
from engine.said import unsaid


def immediate_points(game: Game[Any, Any, Any], state: Any, move: Any) -> int:
    """Points the mover's side scores by ``move`` alone (0 for an illegal move's absence).
    Only the points are read, so the move's texts are not made (``engine.said.unsaid``)."""
    side = game.side_of(state, game.to_move(state))
    with unsaid():
        step = game.apply(state, move)
    return sum(e.points for e in step.events if isinstance(e, Score) and e.side == side)


def greedy_move(game: Game[Any, Any, Any], state: Any, rng: random.Random | None = None) -> Any:
    """The legal move scoring best now (most points, or fewest where ``lower_wins``: Sakura's
    shurikens, Karesansui's demerits); ties go to the first listed (or a random one)."""
    moves = game.legal_moves(state)
    if not moves:
        raise ValueError("no legal move: the game is over or it is the dealer's turn")
    scored = [(immediate_points(game, state, move), i) for i, move in enumerate(moves)]
    pick = min if game.lower_wins else max
    best = pick(points for points, _ in scored)
    candidates = [moves[i] for points, i in scored if points == best]
    return rng.choice(candidates) if rng else candidates[0]


def greedy_or_deal(game: Game[Any, Any, Any], state: Any, rng: random.Random) -> Any:
    """The dealer's fair draw or the greedy player's move, whichever is due: a whole game
    played by the computer in one line (test fixtures, benchmarks). Ties between equally
    scoring moves are broken by ``rng``, so a fixed seed is repeatable."""
    if game.to_move(state) == CHANCE:
        return game.sample_chance(state, rng)
    return greedy_move(game, state, rng)
