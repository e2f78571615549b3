"""Play whole games with random legal moves: for tests, benchmarks and selfplay."""

from __future__ import annotations

import random
from typing import Any

from engine.core import CHANCE, Event, Game


def random_moves(game: Game[Any, Any, Any], options: Any, rng: random.Random) -> list[Any]:
    """The moves of one complete random legal game (CHANCE draws included)."""
    state = game.new_game(options)
    moves: list[Any] = []
    while not game.is_over(state):
        if game.to_move(state) == CHANCE:
            move = game.sample_chance(state, rng)
        else:
            move = rng.choice(game.legal_moves(state))
        state = game.apply(state, move).state
        moves.append(move)
    return moves


def replay(game: Game[Any, Any, Any], options: Any, moves: list[Any]) -> tuple[Any, list[Event]]:
    """The final state and every event of a move list."""
    state = game.new_game(options)
    events: list[Event] = []
    for move in moves:
        step = game.apply(state, move)
        state = step.state
        events.extend(step.events)
    return state, events
