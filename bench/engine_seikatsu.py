"""Seikatsu engine speed (CPU time, so other work on the machine matters less): complete
random 3-player games per second on one core,
and the mean time to generate legal moves. Prints its figures; asserts nothing.

Run: .venv/bin/python bench/engine_seikatsu.py [--seconds S]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core import CHANCE
from engine.seikatsu import GAME, Options

TARGET_GAMES_PER_SECOND = 1000


def play_one(rng: random.Random, options: Options) -> int:
    state = GAME.new_game(options)
    plies = 0
    while not GAME.is_over(state):
        if GAME.to_move(state) == CHANCE:
            move = GAME.sample_chance(state, rng)
        else:
            move = rng.choice(GAME.legal_moves(state))
        state = GAME.apply(state, move).state
        plies += 1
    return plies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    options = Options(players=3)
    rng = random.Random(2026)
    play_one(rng, options)  # warm up

    games = 0
    start = time.process_time()
    while time.process_time() - start < args.seconds:
        play_one(rng, options)
        games += 1
    elapsed = time.process_time() - start
    rate = games / elapsed

    # Legal-move generation over every player position of a set of random games.
    positions = []
    for _ in range(50):
        state = GAME.new_game(options)
        while not GAME.is_over(state):
            if GAME.to_move(state) == CHANCE:
                state = GAME.apply(state, GAME.sample_chance(state, rng)).state
                continue
            positions.append(state)
            state = GAME.apply(state, rng.choice(GAME.legal_moves(state))).state
    start = time.process_time()
    for state in positions:
        GAME.legal_moves(state)
    per_call = (time.process_time() - start) / len(positions)

    verdict = "meets" if rate >= TARGET_GAMES_PER_SECOND else "MISSES"
    print(
        f"seikatsu 3p random games: {rate:,.0f} games/s over {games} games "
        f"({verdict} the target of {TARGET_GAMES_PER_SECOND:,}/s)"
    )
    print(f"seikatsu legal_moves: {per_call * 1e6:.1f} us mean over {len(positions)} positions")


if __name__ == "__main__":
    main()
