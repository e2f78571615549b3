"""Playing a position out to the end, cheaply: the simulations search averages.

A playout must be fast (search runs hundreds per decision) yet not absurd. The
policy ``sample`` = k looks at k moves drawn at random from the legal ones and
plays the one scoring best now (fewest points where ``lower_wins``): k = 1 is a
pure random playout, a larger k is greedy-ish and costs k applies per ply. The
dealer's moves are drawn with ``sample_chance``, as a fair dealer would.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import CHANCE, Game, Score
from engine.said import unsaid


def playout(
    game: Game[Any, Any, Any],
    state: Any,
    rng: random.Random,
    sample: int = 1,
    max_plies: int = 5_000,
    round_: int | None = None,
) -> Any:
    """The position reached by playing on from ``state`` (a full state) until the game ends,
    or, given ``round_``, until that round is over (a game scored round by round). The
    moves' texts are not made (``engine.said.unsaid``): nobody reads them."""
    with unsaid():
        for _ in range(max_plies):
            if round_ is not None and game.round_of(state) != round_:
                return state
            actor = game.to_move(state)
            if actor == CHANCE:
                state = game.apply(state, game.sample_chance(state, rng)).state
                continue
            if game.is_over(state):
                return state
            moves = game.legal_moves(state)
            if sample <= 1 or len(moves) == 1:
                state = game.apply(state, moves[rng.randrange(len(moves))]).state
                continue
            state = _best_of_sample(game, state, moves, actor, rng, sample)
        return state


def _best_of_sample(
    game: Game[Any, Any, Any],
    state: Any,
    moves: Any,
    actor: int,
    rng: random.Random,
    sample: int,
) -> Any:
    """The state after the best-scoring of ``sample`` moves drawn at random (first on ties)."""
    side = game.side_of(state, actor)
    sign = -1 if game.lower_wins else 1
    best_state = None
    best_points = 0
    for _ in range(min(sample, len(moves))):
        step = game.apply(state, moves[rng.randrange(len(moves))])
        points = sign * sum(
            e.points for e in step.events if isinstance(e, Score) and e.side == side
        )
        if best_state is None or points > best_points:
            best_state, best_points = step.state, points
    return best_state
