"""Miyabi engine speed: complete random 4-player games per second on one core, and
the time to generate legal moves at mid-game positions. Prints its figures;
asserts nothing. Times are this process's CPU time, so that other programs
sharing the machine do not count against the engine.

Run: .venv/bin/python bench/engine_miyabi.py [--seconds S]
"""

from __future__ import annotations

import argparse
import random
import time

from common import random_game_rate

from engine.core import CHANCE
from engine.miyabi import GAME, Options, State

TARGET_GAMES_PER_SECOND = 100


def mid_game(rng: random.Random, options: Options) -> State:
    """The first player position of round 3 of 4 (gardens half built, a full offer)."""
    state = GAME.new_game(options)
    while not (state.round == 2 and GAME.to_move(state) != CHANCE):
        if GAME.to_move(state) == CHANCE:
            move = GAME.sample_chance(state, rng)
        else:
            move = rng.choice(GAME.legal_moves(state))
        state = GAME.apply(state, move).state
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    options = Options(players=4)
    rng = random.Random(2026)
    rate = random_game_rate(GAME, options, rng, args.seconds)

    positions = [mid_game(rng, options) for _ in range(30)]
    counts = [len(GAME.legal_moves(state)) for state in positions]
    repeats = 20
    start = time.process_time()
    for _ in range(repeats):
        for state in positions:
            GAME.legal_moves(state)
    per_call = (time.process_time() - start) / (repeats * len(positions))

    print(rate.line("miyabi 4p", TARGET_GAMES_PER_SECOND))
    print(
        f"miyabi legal_moves at mid-game (round 3 of 4, first turn): {per_call * 1e6:.1f} us "
        f"mean over {len(positions)} positions, {sum(counts) / len(counts):.0f} moves each"
    )


if __name__ == "__main__":
    main()
