"""A review of one seat's game: for each of its moves the best move found and the loss.

Each position where the seat was to move is searched from that seat's view (the
played move always among the candidates); the loss is how much worse the played
move finished on average than the best found, in the game's points, and marks it
by the thresholds of :data:`MARKS`, one table per score unit.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Final, NamedTuple

import msgspec

from engine.core import Game
from engine.players.levels import Level, config_for
from engine.players.outcome import Objective
from engine.players.search import Budget, search

MARKS: Final[dict[str, tuple[tuple[str, float], ...]]] = {
    "points": (("blunder", 8.0), ("mistake", 4.0), ("slip", 1.5)),
    "shurikens": (("blunder", 6.0), ("mistake", 3.0), ("slip", 1.0)),
    "demerits": (("blunder", 5.0), ("mistake", 2.5), ("slip", 1.0)),
}
"""Per score unit, the least expected loss of each mark, worst first. Seikatsu's and
Miyabi's games run to 60-230 points, so their thresholds are the widest; a Sakura or
Karesansui game is won by a few shurikens or demerits."""


class MoveReview(NamedTuple):
    ply: int
    """1-based, as in the replay's move list."""
    move: Any
    text: str
    best: Any
    best_text: str
    loss: float
    """Expected loss in the game's points against the best move found (0: it was the best)."""
    mark: str | None
    """'slip', 'mistake', 'blunder', or None for a good move."""
    endings: int = 0
    """Simulated endings behind this judgement (every candidate's, as the search ran)."""


class Review(NamedTuple):
    seat: int
    unit: str
    moves: tuple[MoveReview, ...]
    playouts: int
    """Simulations per searched move (a fixed budget) or 0 for a time budget."""
    complete: bool = True
    """False when ``cancelled`` stopped it: ``moves`` then holds only the moves judged so far."""


def mark_for(unit: str, loss: float) -> str | None:
    """The mark a loss earns by :data:`MARKS` (None below the slip threshold)."""
    for mark, least in MARKS[unit]:
        if loss >= least:
            return mark
    return None


def judged_plies(
    game: Game[Any, Any, Any], options: Any, moves: Sequence[Any], seat: int, start: Any = None
) -> list[tuple[int, Any, Any]]:
    """(ply, position before it, move) for every choice ``seat`` made: its moves where it
    had more than one legal move (a forced move is not judged). The moves are played from
    ``start`` (a game from a position), else from the set-up of ``options``."""
    state = game.new_game(options) if start is None else start
    found: list[tuple[int, Any, Any]] = []
    for ply, move in enumerate(moves, start=1):
        if game.to_move(state) == seat and len(game.legal_moves(state)) > 1:
            found.append((ply, state, move))
        state = game.apply(state, move).state
    return found


def review(
    game: Game[Any, Any, Any],
    options: Any,
    moves: Sequence[Any],
    seat: int,
    budget: Budget | None = None,
    rng: random.Random | None = None,
    *,
    cancelled: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
    start: Any = None,
) -> Review:
    """Judge every choice ``seat`` made in the game ``moves`` played from ``options``
    (from the position ``start`` where the game starts from one).

    ``progress(n, total)`` is told before the n-th judged move is searched (a screen says
    "reviewing move n of total"); ``cancelled`` is asked before each move and inside each
    search, and a yes returns at once what was judged so far (``complete`` False).
    """
    rng = rng or random.Random()
    config = msgspec.structs.replace(config_for(Level.HARD, budget), objective=Objective.MARGIN)
    plies = judged_plies(game, options, moves, seat, start)
    found: list[MoveReview] = []
    complete = True
    for done, (ply, state, move) in enumerate(plies):
        if cancelled is not None and cancelled():
            complete = False
            break
        if progress is not None:
            progress(done + 1, len(plies))
        result = search(
            game, game.view(state, seat), seat, config, rng, must=(move,), cancelled=cancelled
        )
        if cancelled is not None and cancelled():  # a search cut short judges nothing
            complete = False
            break
        best = result.best
        played = result.stats_of(move)
        loss = 0.0 if played is None or best.move == move else best.mean - played.mean
        loss = round(max(loss, 0.0), 2)  # marked as saved, so a file read back agrees
        found.append(
            MoveReview(
                ply,
                move,
                game.move_text(move),
                best.move,
                game.move_text(best.move),
                loss,
                mark_for(game.score_unit, loss),
                result.playouts,
            )
        )
    return Review(seat, game.score_unit, tuple(found), config.budget.playouts or 0, complete)
