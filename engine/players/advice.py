"""A hint: the move the hard player would choose for a seat, and the numbers behind it.

No words for the screen beyond one plain sentence: a ``Hint`` carries what a
sentence is built from (the move's points now, how many simulated endings, how
much better it finishes on average than the next-best moves), so a screen or a
lesson can say it its own way. The hint sees only the seat's view, as the
players do.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, NamedTuple

import msgspec

from engine.core import Game
from engine.players.judge import compare
from engine.players.levels import Level, config_for
from engine.players.outcome import Objective
from engine.players.search import Budget, MoveStats, search


class Alternative(NamedTuple):
    """A next-best move and how far behind the hint it finishes on average."""

    move: Any
    text: str
    now: int
    mean: float
    visits: int
    behind: float
    """The hint's average outcome minus this move's, in the game's points (>= 0 is worse)."""


class Hint(NamedTuple):
    move: Any
    text: str
    now: int
    """Points the move scores at once for the seat's side (shurikens, demerits: a cost)."""
    mean: float
    """Average final margin against the best other side after it (higher is better)."""
    visits: int
    playouts: int
    """Simulated endings in all (every candidate's)."""
    unit: str
    alternatives: tuple[Alternative, ...]

    def sentence(self) -> str:
        """E.g. '+3 points now; in 400 simulated endings it finishes 4.1 points better on
        average than Tb-c4'."""
        now = f"{self.now:+d} {self.unit} now"
        if not self.alternatives:
            return f"{self.text}: {now}; it is the only move"
        other = self.alternatives[0]
        return (
            f"{self.text}: {now}; in {self.visits + other.visits} simulated endings it "
            f"finishes {other.behind:.1f} {self.unit} better on average than {other.text}"
        )


def hint(
    game: Game[Any, Any, Any],
    state: Any,
    seat: int,
    budget: Budget | None = None,
    rng: random.Random | None = None,
    alternatives: int = 3,
    cancelled: Callable[[], bool] | None = None,
    spends: Callable[[Any, Any], bool] | None = None,
) -> Hint:
    """The hard player's choice for ``seat`` in ``state`` (seen only as its view).

    The objective is the margin, whatever the hard player's, so that "better" is in
    the game's own points. ``spends(view, move)`` says which moves pay something the
    game counts (Sakura's coins, which break ties): such a move is hinted only where
    paired endings show it does better than the best move that spends nothing
    (:func:`thrifty`), so a hint never pays for nothing (two Samurai flips that cancel).
    """
    config = config_for(Level.HARD, budget)
    config = msgspec.structs.replace(config, objective=Objective.MARGIN)
    view = game.view(state, seat)
    rng = rng or random.Random()
    result = search(game, view, seat, config, rng, cancelled=cancelled)
    ranked = result.moves
    if spends is not None:
        pairs = budget.playouts if budget is not None and budget.playouts else THRIFT_PAIRS
        ranked = thrifty(game, view, seat, ranked, spends, pairs, rng, cancelled)
    best = ranked[0]
    others = tuple(_alternative(game, best, stats) for stats in ranked[1:] if stats.visits)[
        :alternatives
    ]
    return Hint(
        best.move,
        game.move_text(best.move),
        best.now,
        best.mean,
        best.visits,
        result.playouts,
        game.score_unit,
        others,
    )


THRIFT_PAIRS = 200
"""Paired endings that must show a spending move better (as many as the app's review)."""


def thrifty(
    game: Game[Any, Any, Any],
    view: Any,
    seat: int,
    ranked: tuple[MoveStats, ...],
    spends: Callable[[Any, Any], bool],
    pairs: int,
    rng: random.Random,
    cancelled: Callable[[], bool] | None = None,
) -> tuple[MoveStats, ...]:
    """``ranked`` (best first) with the best move that spends nothing put first, unless the
    search's best spends and paired endings show it surely better (the interval of its
    advantage above 0). The search's averages alone cannot tell a cancelled-out spend
    from a useful one: their noise is larger than a coin's worth."""
    best = ranked[0]
    if not spends(view, best.move):
        return ranked
    keep = next((m for m in ranked[1:] if m.visits and not spends(view, m.move)), None)
    if keep is None:
        return ranked
    diff = compare(game, view, seat, keep.move, best.move, pairs, rng, cancelled=cancelled)
    if diff.pairs and diff.low > 0:  # the spend surely finishes better: worth its price
        return ranked
    return (keep, *(m for m in ranked if m is not keep))


def _alternative(game: Game[Any, Any, Any], best: MoveStats, stats: MoveStats) -> Alternative:
    return Alternative(
        stats.move,
        game.move_text(stats.move),
        stats.now,
        stats.mean,
        stats.visits,
        best.mean - stats.mean,
    )
