"""How much worse one move is than another, measured so that the number can be trusted.

A search's averages are poor judges of a single move: the best of many noisy means
is biased upwards, the move played may have had a handful of simulations, and no
number says how sure it is. Here the move is compared with the search's choice
*paired*: each simulated ending starts from one determinization and one playout
seed shared by both moves (common random numbers), so much of the luck of the
draw cancels out of the difference, and two moves that reach the same position
finish exactly alike (their difference is 0, every time).

The endings are fresh: the search that chose the rival is not reused, so the
maximum's upward bias does not enter the figure. The difference comes with a 95%
interval (Student's t over the paired differences), and a review marks a move only
when the interval's lower end clears the mark's threshold.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any, Final, NamedTuple

from engine.core import Game
from engine.players.outcome import Objective, outcome
from engine.players.playout import playout
from engine.players.search import Horizon, horizon_of

_T95: Final = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip
"""Student's t, two-sided 95%, for 1..30 degrees of freedom (beyond: the normal's 1.96,
nudged up as t is)."""

MIN_PAIRS: Final = 4
"""Fewest paired endings a comparison is made on (fewer give no interval worth the name)."""


def t95(df: int) -> float:
    """The 95% two-sided quantile of Student's t with ``df`` degrees of freedom."""
    if df < 1:
        return math.inf
    return _T95[df - 1] if df <= len(_T95) else 1.96 + 2.4 / df


class Difference(NamedTuple):
    """How much better ``best`` finished than the move judged, in the game's points."""

    best: Any
    """The rival (or the judged move itself, when the two reach one position)."""
    mean: float
    """Average paired difference, rival minus judged (higher: the judged move was worse)."""
    low: float
    high: float
    """The 95% interval of ``mean``."""
    pairs: int
    """Paired endings measured (0: the two moves reach one position, nothing to measure)."""


def compare(
    game: Game[Any, Any, Any],
    view_state: Any,
    seat: int,
    judged: Any,
    rival: Any,
    pairs: int,
    rng: random.Random,
    *,
    sample: int = 2,
    cancelled: Callable[[], bool] | None = None,
) -> Difference:
    """Compare ``judged`` with ``rival`` in ``view_state`` (what ``seat`` may see) over
    ``pairs`` paired endings (at least :data:`MIN_PAIRS`)."""
    diffs: list[float] = []
    for index in range(max(pairs, MIN_PAIRS)):
        if index and cancelled is not None and cancelled():
            break
        seed = rng.getrandbits(64)
        world = game.determinize(view_state, seat, random.Random(seed))
        mine = game.apply(world, judged).state
        theirs = game.apply(world, rival).state
        if mine == theirs:  # one position: no luck can tell them apart
            return Difference(judged, 0.0, 0.0, 0.0, 0)
        side = game.side_of(world, seat)
        round_ = game.round_of(world) if horizon_of(game) is Horizon.ROUND else None
        values = [
            outcome(
                game,
                playout(game, after, random.Random(seed ^ _PLAYOUT_SEED), sample, round_=round_),
                side,
                Objective.MARGIN,
            )
            for after in (theirs, mine)
        ]
        diffs.append(values[0] - values[1])
    mean = sum(diffs) / len(diffs)
    half = t95(len(diffs) - 1) * _deviation(diffs, mean) / math.sqrt(len(diffs))
    return Difference(rival, mean, mean - half, mean + half, len(diffs))


_PLAYOUT_SEED: Final = 0x5EED
"""Mixed into each ending's seed for its playouts, apart from its determinization's."""


def _deviation(values: Sequence[float], mean: float) -> float:
    if len(values) < 2:
        return math.inf
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (len(values) - 1))
