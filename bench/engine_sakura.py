"""Sakura engine speed: complete random 4-player games per second on one core (three
rounds, every deal and reshuffle included), and the mean time to generate legal moves.
Prints its figures; asserts nothing.

Run: .venv/bin/python bench/engine_sakura.py [--seconds S]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core import CHANCE
from engine.playout import random_moves
from engine.sakura import GAME, Options, State

TARGET_GAMES_PER_SECOND = 300


def player_positions(options: Options, rng: random.Random, games: int) -> list[State]:
    """Every position where a player is to move, over a few random games."""
    positions = []
    for _ in range(games):
        state = GAME.new_game(options)
        for move in random_moves(GAME, options, rng):
            if GAME.to_move(state) != CHANCE:
                positions.append(state)
            state = GAME.apply(state, move).state
    return positions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    options = Options(players=4)
    rng = random.Random(2026)
    random_moves(GAME, options, rng)  # warm up (Cook tables are built on first use)

    games = plies = 0
    start = time.perf_counter()
    while time.perf_counter() - start < args.seconds:
        plies += len(random_moves(GAME, options, rng))
        games += 1
    elapsed = time.perf_counter() - start
    rate = games / elapsed

    positions = player_positions(options, rng, 30)
    start = time.perf_counter()
    for state in positions:
        GAME.legal_moves(state)
    per_call = (time.perf_counter() - start) / len(positions)

    verdict = "meets" if rate >= TARGET_GAMES_PER_SECOND else "MISSES"
    print(
        f"sakura 4p random games: {rate:,.0f} games/s over {games} games, "
        f"{plies / games:.0f} plies each ({verdict} the target of {TARGET_GAMES_PER_SECOND:,}/s)"
    )
    print(f"sakura legal_moves: {per_call * 1e6:.1f} us mean over {len(positions)} positions")


if __name__ == "__main__":
    main()
