"""Sakura engine speed: complete random 4-player games per second on one core (three
rounds, every deal and reshuffle included), and the mean time to generate legal moves.
Prints its figures (CPU time); asserts nothing.

Run: .venv/bin/python bench/engine_sakura.py [--seconds S]
"""

from __future__ import annotations

import argparse
import random
import time

from common import player_positions, random_game_rate

from engine.sakura import GAME, Options

TARGET_GAMES_PER_SECOND = 300


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    options = Options(players=4)
    rng = random.Random(2026)
    rate = random_game_rate(GAME, options, rng, args.seconds)

    positions = player_positions(GAME, options, rng, 30)
    start = time.process_time()
    for state in positions:
        GAME.legal_moves(state)
    per_call = (time.process_time() - start) / len(positions)

    print(rate.line("sakura 4p", TARGET_GAMES_PER_SECOND))
    print(f"sakura legal_moves: {per_call * 1e6:.1f} us mean over {len(positions)} positions")


if __name__ == "__main__":
    main()
