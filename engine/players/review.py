"""A review of one seat's game: for each of its moves the best move found and the loss.

Each position where the seat was to move is searched from that seat's view (the
played move always among the candidates) to find the best rivals; then the played
move is compared with the best of them *paired* (``judge.compare``: the same simulated
endings for both, fresh ones, not the search's), which gives the loss in the game's
points with a 95% interval. A move is marked by the thresholds the game declares
(``Declaration.review_marks``, in its unit) only when the interval's lower end clears
them, so noise never earns a mark, and a move reaching the best's very position
is never marked against it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, Final, NamedTuple

import msgspec

from engine.core import Game, Marks
from engine.players.judge import Difference, compare
from engine.players.levels import Level, config_for
from engine.players.outcome import Objective
from engine.players.search import Budget, search
from engine.registry import DECLARATIONS

REVIEW_PAIRS: Final = 200
"""Paired endings per judged move under a time budget (a fixed budget of n simulations
compares over n)."""


class _MarksByUnit(Mapping[str, Marks]):
    """Score unit -> the review thresholds the registered games declare for it (each game
    declares its own, ``Declaration.review_marks``; games sharing a unit agree, a test
    checks). For readers that know a unit and not a game: a review file's note, a legend."""

    def __getitem__(self, unit: str) -> Marks:
        for declaration in DECLARATIONS.values():
            if declaration.score_unit == unit:
                return declaration.review_marks
        raise KeyError(unit)

    def _units(self) -> list[str]:
        return list(dict.fromkeys(d.score_unit for d in DECLARATIONS.values()))

    def __iter__(self) -> Iterator[str]:
        return iter(self._units())

    def __len__(self) -> int:
        return len(self._units())


MARKS: Final[Mapping[str, Marks]] = _MarksByUnit()
"""Per score unit, the least loss of each mark, worst first: the loss the review is sure
of (the lower end of its interval), as the games using that unit declare it."""


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
    """'slip', 'mistake', 'blunder', or None: earned by ``low``, the interval's lower end."""
    endings: int = 0
    """Simulated endings of the search that found the rivals (every candidate's)."""
    low: float = 0.0
    high: float = 0.0
    """The loss's 95% interval (both 0 when the played move was the best)."""
    pairs: int = 0
    """Paired endings the loss was measured on."""


class Review(NamedTuple):
    seat: int
    unit: str
    moves: tuple[MoveReview, ...]
    playouts: int
    """Simulations per searched move (a fixed budget) or 0 for a time budget."""
    complete: bool = True
    """False when ``cancelled`` stopped it: ``moves`` then holds only the moves judged so far."""


def mark_by(marks: Marks, loss: float) -> str | None:
    """The mark a loss earns by the thresholds ``marks`` (None below the slip threshold):
    a review passes the interval's lower end, the loss it is sure of."""
    for mark, least in marks:
        if loss >= least:
            return mark
    return None


def game_mark(game: Game[Any, Any, Any], loss: float) -> str | None:
    """The mark a loss earns in ``game``, by the thresholds it declares."""
    return mark_by(game.declaration.review_marks, loss)


def mark_for(unit: str, loss: float) -> str | None:
    """The mark a loss earns by :data:`MARKS` for ``unit``."""
    return mark_by(MARKS[unit], loss)


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
    fixed = config.budget.playouts
    budget_pairs = fixed if fixed is not None else REVIEW_PAIRS
    found: list[MoveReview] = []
    complete = True
    for done, (ply, state, move) in enumerate(plies):
        if cancelled is not None and cancelled():
            complete = False
            break
        if progress is not None:
            progress(done + 1, len(plies))
        view = game.view(state, seat)
        result = search(game, view, seat, config, rng, must=(move,), cancelled=cancelled)
        best = result.best.move
        if best == move:
            diff = Difference(move, 0.0, 0.0, 0.0, 0)
        else:
            diff = compare(
                *(game, view, seat, move, best, budget_pairs, rng),
                sample=config.sample,
                cancelled=cancelled,
            )
        if cancelled is not None and cancelled():  # a search cut short judges nothing
            complete = False
            break
        best = diff.best if diff.mean > 0 else move  # no better on the measuring half
        loss, low, high = (round(max(x, 0.0), 2) for x in (diff.mean, diff.low, diff.high))
        if best == move:
            loss = low = high = 0.0
        found.append(  # rounded as saved, so a file read back agrees
            MoveReview(
                *(ply, move, game.move_text(move), best, game.move_text(best), loss),
                game_mark(game, low),
                result.playouts,
                low,
                high,
                diff.pairs,
            )
        )
    return Review(seat, game.score_unit, tuple(found), config.budget.playouts or 0, complete)
