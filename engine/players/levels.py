"""The three computer players, easy, medium and hard, and the one door to them.

Players are handed a view (``game.view(state, seat)``), never the true state:
``decide`` is the only function that sees a true state, and it views it first.
Easy is the greedy player (best score now); medium and hard are searches (see
``search.py``) that differ in budget and playout policy, as the table says.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from enum import StrEnum
from typing import Any, Final, Protocol

import msgspec

from engine.core import Game
from engine.greedy import greedy_move
from engine.players.search import Budget, SearchConfig, SearchResult, search


class Level(StrEnum):
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


class Player(Protocol):
    """Chooses a move for ``seat`` from what that seat may see; ``cancelled`` (when given)
    is asked now and then, and a yes cuts the thinking short."""

    def choose(
        self,
        game: Game[Any, Any, Any],
        view_state: Any,
        seat: int,
        rng: random.Random,
        cancelled: Callable[[], bool] | None = None,
    ) -> Any: ...


class GreedyPlayer:
    """Easy: the move scoring best now (engine/greedy.py), on one filled-in view."""

    def choose(
        self,
        game: Game[Any, Any, Any],
        view_state: Any,
        seat: int,
        rng: random.Random,
        cancelled: Callable[[], bool] | None = None,
    ) -> Any:
        del cancelled  # the greedy player does not think long enough to stop
        return greedy_move(game, game.determinize(view_state, seat, rng), rng)


class SearchPlayer:
    """Medium and hard: determinized Monte Carlo search under ``config``."""

    def __init__(self, config: SearchConfig) -> None:
        self.config = config
        self.last: SearchResult | None = None
        """The last decision's search (its playouts and CPU seconds, for the benches)."""

    def choose(
        self,
        game: Game[Any, Any, Any],
        view_state: Any,
        seat: int,
        rng: random.Random,
        cancelled: Callable[[], bool] | None = None,
    ) -> Any:
        self.last = search(game, view_state, seat, self.config, rng, cancelled=cancelled)
        return self.last.best.move


SEARCH_LEVELS: Final[dict[Level, SearchConfig]] = {
    Level.MEDIUM: SearchConfig(budget=Budget(seconds=0.1), sample=1, max_candidates=12),
    Level.HARD: SearchConfig(budget=Budget(seconds=1.0), sample=2, max_candidates=24),
}
"""The searching levels: CPU seconds per decision, playout policy, breadth."""


def config_for(level: Level, budget: Budget | None = None) -> SearchConfig:
    """A searching level's configuration, with its budget replaced when one is given."""
    config = SEARCH_LEVELS[level]
    return config if budget is None else msgspec.structs.replace(config, budget=budget)


def player_for(level: Level | str, budget: Budget | None = None) -> Player:
    """The player of ``level``; ``budget`` replaces a searching level's thinking time."""
    level = Level(level)
    if level is Level.EASY:
        return GreedyPlayer()
    return SearchPlayer(config_for(level, budget))


def decide(
    game: Game[Any, Any, Any],
    state: Any,
    seat: int,
    player: Player,
    rng: random.Random,
    cancelled: Callable[[], bool] | None = None,
) -> Any:
    """``player``'s move for ``seat`` in the true ``state``, which it is shown only as a view."""
    return player.choose(game, game.view(state, seat), seat, rng, cancelled)
