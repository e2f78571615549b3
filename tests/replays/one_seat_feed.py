"""Feeding a selfplay game to a record made from one seat: only what that seat sees."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from engine.core import CHANCE, Game
from engine.playout import random_moves
from replays.one_seat import sees_outcome


def seat_feed(
    game: Game[Any, Any, Any], options: Any, seat: int, seed: int
) -> Iterator[tuple[Any, Any | None]]:
    """(the true state before, the move as ``seat`` sees it: None for a draw it does not
    see) for every ply of a random game."""
    state = game.new_game(options)
    rng = random.Random(seed)
    for move in random_moves(game, options, random.Random(seed)):
        seen = game.to_move(state) != CHANCE or sees_outcome(game, state, seat, rng)
        yield state, move if seen else None
        state = game.apply(state, move).state


def check_no_peeking(
    game: Game[Any, Any, Any], truth: Any, recorded: Any, seat: int, say: Callable[[], str]
) -> None:
    """What the seat is shown of the record is exactly what it saw of the true game."""
    assert game.view(recorded, seat) == game.view(truth, seat), say()
