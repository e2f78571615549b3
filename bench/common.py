"""What the engine benchmarks share: random whole games timed in CPU time.

CPU time (``time.process_time``), not wall time, so that other work on the
machine disturbs the figures less. Each bench prints; none asserts.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path
from typing import Any, NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core import CHANCE, Game
from engine.playout import random_moves


class GameRate(NamedTuple):
    per_second: float
    games: int
    plies_per_game: float

    def line(self, label: str, target: int) -> str:
        verdict = "meets" if self.per_second >= target else "MISSES"
        return (
            f"{label} random games: {self.per_second:,.0f} games/s over {self.games} games, "
            f"{self.plies_per_game:.0f} plies each ({verdict} the target of {target:,}/s)"
        )


def random_game_rate(
    game: Game[Any, Any, Any], options: Any, rng: random.Random, seconds: float
) -> GameRate:
    """Complete random legal games (dealer moves included) per CPU second, after a warm-up."""
    random_moves(game, options, rng)  # warm up: tables some engines build on first use
    games = plies = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        plies += len(random_moves(game, options, rng))
        games += 1
    return GameRate(games / (time.process_time() - start), games, plies / games)


def player_positions(
    game: Game[Any, Any, Any], options: Any, rng: random.Random, games: int
) -> list[Any]:
    """Every position where a player (not the dealer) is to move, over random games."""
    positions = []
    for _ in range(games):
        state = game.new_game(options)
        for move in random_moves(game, options, rng):
            if game.to_move(state) != CHANCE:
                positions.append(state)
            state = game.apply(state, move).state
    return positions
