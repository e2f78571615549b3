"""Which of a seat's legal moves a search spends its playouts on.

Seikatsu and Miyabi offer tens to hundreds of moves, Karesansui's bids run into
thousands: more than a one-second search can try. So a search keeps at most
``limit`` candidates: half are the best-scoring now among the moves it looks at
(the engines list their most promising choices first, and ties keep that order),
the rest are drawn at random from the others looked at, so that a quiet move
with a good future still gets its chance.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, NamedTuple

from engine.core import Game
from engine.greedy import immediate_points


class Candidate(NamedTuple):
    move: Any
    now: int
    """Points the mover's side scores by this move alone."""


def candidates(
    game: Game[Any, Any, Any],
    state: Any,
    limit: int,
    rng: random.Random,
    must: Sequence[Any] = (),
) -> list[Candidate]:
    """Up to ``limit`` legal moves of ``state`` worth searching, in the order a search should
    open them: every move in ``must``, then the best-scoring now, then the random others."""
    moves = game.legal_moves(state)
    count = len(moves)
    if count <= limit:
        looked = list(range(count))
    else:
        scan = min(count, 4 * limit)
        rest = rng.sample(range(limit, count), scan - limit)
        looked = list(range(limit)) + sorted(rest)
    scored = [Candidate(moves[i], immediate_points(game, state, moves[i])) for i in looked]
    sign = -1 if game.lower_wins else 1
    order = sorted(range(len(scored)), key=lambda i: (-sign * scored[i].now, i))
    if count > limit:
        best = order[: limit // 2]
        order = best + rng.sample(order[limit // 2 :], limit - len(best))
    found = [Candidate(move, immediate_points(game, state, move)) for move in must]
    found.extend(scored[i] for i in order if scored[i].move not in must)
    return found
