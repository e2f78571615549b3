"""How strong the computer players are: one searching seat against greedy seats.

For each game at one player count (Seikatsu 3p, Miyabi 2p, Sakura 3p, Karesansui
4p), each level plays ``--games`` games with its seat rotated round the table,
the other seats played by the greedy (easy) player. Printed: the seat's win rate
(a shared victory counts 1/k) with its 95% Wilson interval, the fair share
(1/players), the goal (twice the fair share, at most 80%), and the CPU time per
decision where there was a choice (median and worst). Games run on a process
pool (``--workers``, both cores by default). A benchmark, not a test: it prints
and asserts nothing.

    python bench/players.py --games 200 --seconds 1.0
    python bench/players.py --games 40 --seconds 0.2 --only seikatsu,sakura
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core import CHANCE
from engine.players.levels import Level, decide, player_for
from engine.players.search import Budget
from engine.registry import GAMES

PLAYERS = {"seikatsu": 3, "miyabi": 2, "sakura": 3, "karesansui": 4}
"""The player count each game is measured at."""


class GameResult(NamedTuple):
    share: float
    """The searching seat's part of the victory: 1, 1/k for a shared win, 0."""
    times: list[float]


def play_one(game_id: str, level: str, seconds: float, seed: int) -> GameResult:
    """One game: the ``level`` seat (seed % players) against greedy seats."""
    game = GAMES[game_id]
    rng = random.Random(seed)
    state = game.new_game(game.options_type(players=PLAYERS[game_id]))
    seats = game.seats(state)
    tested = seed % seats
    players = [
        player_for(level, Budget(seconds=seconds)) if seat == tested else player_for(Level.EASY)
        for seat in range(seats)
    ]
    times: list[float] = []
    while not game.is_over(state):
        actor = game.to_move(state)
        if actor == CHANCE:
            move = game.sample_chance(state, rng)
        else:
            start = time.thread_time()
            move = decide(game, state, actor, players[actor], rng)
            if actor == tested and len(game.legal_moves(state)) > 1:
                times.append(time.thread_time() - start)
        state = game.apply(state, move).state
    winners = game.final_scoring(state).winners
    side = game.side_of(state, tested)
    return GameResult(1.0 / len(winners) if side in winners else 0.0, times)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``wins / n``."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def report(game_id: str, level: str, results: list[GameResult]) -> str:
    n = len(results)
    wins = sum(r.share for r in results)
    low, high = wilson(wins, n)
    fair = 1 / PLAYERS[game_id]
    goal = min(2 * fair, 0.8)
    times = [t for r in results for t in r.times] or [0.0]
    verdict = "" if level == "easy" else ("  goal met" if wins / n >= goal else "  goal missed")
    return (
        f"{game_id:10} {PLAYERS[game_id]}p {level:6} wins {wins / n:6.1%} "
        f"[{low:5.1%}, {high:5.1%}] over {n} games; "
        f"fair share {fair:.0%}, goal {goal:.0%}{verdict}; "
        f"decision median {statistics.median(times):.3f} s, worst {max(times):.3f} s "
        f"({len(times)} decisions)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per game and level")
    parser.add_argument("--seconds", type=float, default=1.0, help="hard's CPU s per decision")
    parser.add_argument("--medium-seconds", type=float, default=0.1, help="medium's budget")
    parser.add_argument("--levels", default="hard,medium", help="comma-separated levels")
    parser.add_argument("--only", default=",".join(PLAYERS), help="comma-separated game ids")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    budgets = {"hard": args.seconds, "medium": args.medium_seconds, "easy": 0.0}
    with ProcessPoolExecutor(args.workers) as pool:
        for game_id in args.only.split(","):
            for level in args.levels.split(","):
                jobs = [
                    pool.submit(play_one, game_id, level, budgets[level], seed)
                    for seed in range(args.games)
                ]
                print(report(game_id, level, [job.result() for job in jobs]), flush=True)


if __name__ == "__main__":
    main()
