"""Seikatsu engine speed (CPU time, so other work on the machine matters less): complete
random 3-player games per second on one core,
and the mean time to generate legal moves. Prints its figures; asserts nothing.

Run: .venv/bin/python bench/engine_seikatsu.py [--seconds S]
"""

from __future__ import annotations

import argparse
import random
import time

from common import player_positions, random_game_rate

from engine.seikatsu import GAME, Options

TARGET_GAMES_PER_SECOND = 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    options = Options(players=3)
    rng = random.Random(2026)
    rate = random_game_rate(GAME, options, rng, args.seconds)

    # Legal-move generation over every player position of a set of random games.
    positions = player_positions(GAME, options, rng, 50)
    start = time.process_time()
    for state in positions:
        GAME.legal_moves(state)
    per_call = (time.process_time() - start) / len(positions)

    print(rate.line("seikatsu 3p", TARGET_GAMES_PER_SECOND))
    print(f"seikatsu legal_moves: {per_call * 1e6:.1f} us mean over {len(positions)} positions")


if __name__ == "__main__":
    main()
