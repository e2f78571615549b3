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
) -> Hint:
    """The hard player's choice for ``seat`` in ``state`` (seen only as its view).

    The objective is the margin, whatever the hard player's, so that "better" is in
    the game's own points.
    """
    config = config_for(Level.HARD, budget)
    config = msgspec.structs.replace(config, objective=Objective.MARGIN)
    result = search(
        game, game.view(state, seat), seat, config, rng or random.Random(), cancelled=cancelled
    )
    best = result.best
    others = tuple(_alternative(game, best, stats) for stats in result.moves[1:] if stats.visits)[
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


def _alternative(game: Game[Any, Any, Any], best: MoveStats, stats: MoveStats) -> Alternative:
    return Alternative(
        stats.move,
        game.move_text(stats.move),
        stats.now,
        stats.mean,
        stats.visits,
        best.mean - stats.mean,
    )
