"""Karesansui engine speed: complete random 4-player games per second on one core
(CPU time, so other work on the machine matters less), and the mean time to generate
legal moves. Prints its figures; asserts nothing.

A random game picks uniformly among ``legal_moves`` at every turn, as
bench/engine_seikatsu.py does, so it pays for ranking every bid a garden can
make: a bid is any sub-multiset of the garden, so a garden of n different rocks
has 2^n bids per pile (up to 3^9 = 19,683 for a garden free of forbidden sets).
The bid phase's ``legal_moves`` is a lazy sequence: it ranks a garden's bids once
(cached while its owner waits to bid again) and makes only the move picked.

Run: .venv/bin/python bench/engine_karesansui.py [--seconds S]
"""

from __future__ import annotations

import argparse
import random
import time

from common import random_game_rate

from engine.core import CHANCE
from engine.karesansui import GAME, Options

TARGET_GAMES_PER_SECOND = 300


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    options = Options(players=4)
    rng = random.Random(2026)
    rate = random_game_rate(GAME, options, rng, args.seconds)

    # Legal-move generation and the pick in play order (each garden's bids are ranked
    # the first time its owner is to bid, then reused): its share of a random game's time.
    listing = total = 0.0
    sizes: list[int] = []
    for _ in range(50):
        state = GAME.new_game(options)
        start = time.process_time()
        while not GAME.is_over(state):
            if GAME.to_move(state) == CHANCE:
                move = GAME.sample_chance(state, rng)
            else:
                before = time.process_time()
                legal = GAME.legal_moves(state)
                move = rng.choice(legal)
                listing += time.process_time() - before
                sizes.append(len(legal))
            state = GAME.apply(state, move).state
        total += time.process_time() - start

    print(rate.line("karesansui 4p", TARGET_GAMES_PER_SECOND))
    print(
        f"karesansui legal_moves + pick: {listing / len(sizes) * 1e6:.1f} us mean over "
        f"{len(sizes)} player positions ({sum(sizes) / len(sizes):.0f} moves on average, "
        f"{max(sizes)} at most), {listing / total:.0%} of a random game's time"
    )


if __name__ == "__main__":
    main()
