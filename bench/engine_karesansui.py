"""Karesansui engine speed: complete random 4-player games per second on one core,
and the mean time to generate legal moves. Prints its figures; asserts nothing.

A random game picks uniformly among ``legal_moves`` at every turn, as
bench/engine_seikatsu.py does, so it pays for listing every bid a garden can
make (a bid is any sub-multiset of the garden: hundreds or thousands of moves).

Run: .venv/bin/python bench/engine_karesansui.py [--seconds S]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core import CHANCE
from engine.karesansui import GAME, Options

TARGET_GAMES_PER_SECOND = 300


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
    options = Options(players=4)
    rng = random.Random(2026)
    play_one(rng, options)  # warm up

    games = plies = 0
    start = time.perf_counter()
    while time.perf_counter() - start < args.seconds:
        plies += play_one(rng, options)
        games += 1
    elapsed = time.perf_counter() - start
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
    start = time.perf_counter()
    sizes = [len(GAME.legal_moves(state)) for state in positions]
    per_call = (time.perf_counter() - start) / len(positions)

    verdict = "meets" if rate >= TARGET_GAMES_PER_SECOND else "MISSES"
    print(
        f"karesansui 4p random games: {rate:,.0f} games/s over {games} games, "
        f"{plies / games:.0f} plies each ({verdict} the target of {TARGET_GAMES_PER_SECOND:,}/s)"
    )
    print(
        f"karesansui legal_moves: {per_call * 1e6:.1f} us mean over {len(positions)} positions "
        f"(warm caches; {sum(sizes) / len(sizes):.0f} moves on average, {max(sizes)} at most)"
    )


if __name__ == "__main__":
    main()
