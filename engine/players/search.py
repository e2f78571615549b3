"""Determinized Monte Carlo search: the medium and hard players' thinking.

The searching seat knows only its view. Each simulation fills the hidden parts
afresh with ``game.determinize`` (one arrangement consistent with the view), plays
one candidate move on it, plays the game out (``playout``) and scores the end for
the seat's side (``outcome``). Candidates are chosen by UCB1, so the promising
ones get most simulations; the answer is the best average among the well-tried.
Averaging over many determinizations is what keeps the player honest: it plays
well against every truth the view allows, not against the one truth it cannot see.

A ``Budget`` is either a CPU-time allowance (the thinking thread's own clock, so a
loaded machine slows the answer but does not weaken it) or a fixed number of
simulations: the deterministic mode the tests use, where nothing depends on timing.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import Any, NamedTuple

import msgspec

from engine.core import Game
from engine.players.candidates import candidates
from engine.players.outcome import Objective, outcome
from engine.players.playout import playout
from engine.said import unsaid


class Budget(msgspec.Struct, frozen=True):
    """How long to think: ``seconds`` of CPU time, or exactly ``playouts`` simulations."""

    seconds: float | None = 1.0
    playouts: int | None = None

    @classmethod
    def fixed(cls, playouts: int) -> Budget:
        """A deterministic budget: the same simulations on every machine."""
        return cls(seconds=None, playouts=playouts)

    def __post_init__(self) -> None:
        if (self.seconds is None) == (self.playouts is None):
            raise ValueError("a budget is either seconds or playouts, exactly one")


class Horizon(StrEnum):
    """How far a playout goes: to the game's end, or to the end of the round being played.

    A round's end is a good place to stop where a game scores each round in full and
    carries little else over (Sakura: the shurikens of a round are final when it ends,
    the next round is a fresh deal): the playouts are three times cheaper and free of
    the noise of rounds not yet dealt. A game declares it (``Declaration.playout_horizon``,
    "round"); by default playouts go to the game's end.
    """

    GAME = "game"
    ROUND = "round"


def horizon_of(game: Game[Any, Any, Any]) -> Horizon:
    """The horizon ``game`` declares (``Declaration.playout_horizon``)."""
    return Horizon(game.declaration.playout_horizon)


class SearchConfig(msgspec.Struct, frozen=True):
    """What a searching player is: its budget, playout policy, objective and breadth."""

    budget: Budget = Budget()
    sample: int = 1
    """Playout policy: best-now of this many random moves per ply (1: random)."""
    objective: Objective = Objective.LEAD
    max_candidates: int = 24
    horizon: Horizon | None = None
    """Where playouts stop; None: where the game asks (:func:`horizon_of`)."""
    exploration: float = 1.0
    """UCB1's constant, in units of the spread of the outcomes seen so far."""
    widening: float = 1.5
    """Progressive widening: after n simulations the first widening * sqrt(n) candidates
    (best-scoring now first) are open, so a short search is not spread over them all."""


class MoveStats(NamedTuple):
    """What the search learnt about one candidate move."""

    move: Any
    now: int
    """Points the move scores at once for the mover's side."""
    visits: int
    mean: float
    """Average outcome over its simulations (the objective's units, higher is better)."""


class SearchResult(NamedTuple):
    """Every candidate, best first, and what the search cost."""

    moves: tuple[MoveStats, ...]
    playouts: int
    seconds: float

    @property
    def best(self) -> MoveStats:
        return self.moves[0]

    def stats_of(self, move: Any) -> MoveStats | None:
        return next((m for m in self.moves if m.move == move), None)


def search(
    game: Game[Any, Any, Any],
    view_state: Any,
    seat: int,
    config: SearchConfig,
    rng: random.Random,
    must: Sequence[Any] = (),
    cancelled: Callable[[], bool] | None = None,
) -> SearchResult:
    """Search ``view_state`` (what ``seat`` may see) for ``seat``'s move; ``must`` are moves
    to evaluate whatever the candidate choice (a review's played move).

    ``cancelled`` is asked before each simulation after the first: when it says yes
    the search stops with what it has (the app's Leave, answered at once)."""
    start = time.thread_time()
    first = game.determinize(view_state, seat, rng)
    side = game.side_of(first, seat)
    found = candidates(game, first, config.max_candidates, rng, must)
    if len(found) == 1 and not must:
        only = found[0]
        return SearchResult((MoveStats(only.move, only.now, 0, 0.0),), 0, 0.0)
    visits = [0] * len(found)
    totals = [0.0] * len(found)
    seen = _Spread()
    budget = config.budget
    done = 0
    horizon = config.horizon or horizon_of(game)
    round_ = game.round_of(first) if horizon is Horizon.ROUND else None
    while True:
        if done and cancelled is not None and cancelled():
            break
        if budget.playouts is not None:
            if done >= budget.playouts:
                break
        elif done:
            spent = time.thread_time() - start
            if spent + spent / done > (budget.seconds or 0.0):
                break  # one more simulation would overrun the allowance
        active = max(len(must) + 1, int(config.widening * math.sqrt(done + 1)))
        pick = _choose(
            visits[:active], totals[:active], done, seen.deviation() * config.exploration
        )
        with unsaid():  # a simulation reads positions and points only: no texts made
            world = game.determinize(view_state, seat, rng)
            after = game.apply(world, found[pick].move).state
            end = playout(game, after, rng, config.sample, round_=round_)
            value = outcome(game, end, side, config.objective)
        visits[pick] += 1
        totals[pick] += value
        seen.add(value)
        done += 1
    stats = [
        MoveStats(c.move, c.now, n, total / n if n else -math.inf)
        for c, n, total in zip(found, visits, totals, strict=True)
    ]
    return SearchResult(_best_first(stats), done, time.thread_time() - start)


def _choose(visits: list[int], totals: list[float], done: int, scale: float) -> int:
    """UCB1 over the candidates open so far: each once, then the best mean plus a bonus."""
    for i, n in enumerate(visits):
        if not n:
            return i
    log_n = math.log(done)
    return max(
        range(len(visits)),
        key=lambda i: totals[i] / visits[i] + scale * math.sqrt(log_n / visits[i]),
    )


TRUSTED_VISITS = 3
"""Fewer simulations than this make a mean too noisy to overrule the opening order."""


def _best_first(stats: list[MoveStats]) -> tuple[MoveStats, ...]:
    """Well-tried moves (at least half the most-visited's count) by mean, then the rest.

    A search too short to try any move ``TRUSTED_VISITS`` times keeps the order it
    opened them in, best-scoring now first: a handful of random playouts is noisier
    than the greedy choice, so a tiny budget plays no worse than easy (the floor).
    """
    most = max(s.visits for s in stats)
    if most < TRUSTED_VISITS:
        return tuple(stats)
    trusted = [s for s in stats if 2 * s.visits >= most]
    others = [s for s in stats if 2 * s.visits < most]
    trusted.sort(key=lambda s: -s.mean)
    others.sort(key=lambda s: (-s.visits, -s.mean))
    return tuple(trusted + others)


class _Spread:
    """Running standard deviation of the outcomes (Welford): UCB1's unit of exploration."""

    def __init__(self) -> None:
        self.n = 0
        self.mean = 0.0
        self.m2 = 0.0

    def add(self, value: float) -> None:
        self.n += 1
        delta = value - self.mean
        self.mean += delta / self.n
        self.m2 += delta * (value - self.mean)

    def deviation(self) -> float:
        if self.n < 2:
            return 1.0
        return max(math.sqrt(self.m2 / (self.n - 1)), 1e-6)
