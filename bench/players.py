"""How strong the computer players are: one searching seat against greedy seats.

For each game at one player count (Seikatsu 3p, Miyabi 2p, Sakura 3p, Karesansui
4p), each level plays ``--games`` games with its seat rotated round the table,
the other seats played by the greedy (easy) player. Printed: the seat's win rate
(a shared victory counts 1/k) with its 95% Wilson interval, the fair share
(1/players), the goal (twice the fair share, at most 80%), and the CPU time per
decision where there was a choice (median and worst). Games run on a process
pool (``--workers``, both cores by default). A benchmark, not a test: it prints
and asserts nothing.

A time budget (``--seconds``, CPU seconds per decision) makes the figures depend on
the machine; ``--playouts N`` gives hard a fixed simulation budget instead (medium
``--medium-playouts``, a tenth of it unless given), so a loaded machine slows the
run but does not change its results. Each line also prints the playouts per CPU
second measured, so a reader can relate N to the 1 s budget.

    python bench/players.py --games 200 --seconds 1.0
    python bench/players.py --games 200 --playouts 300 --only sakura,miyabi
    python bench/players.py --games 20 --playouts 100 --only sakura --tune sample=3
    python bench/players.py --games 200 --playouts 100 --levels hard --against medium

``--against medium`` seats medium players (at medium's budget) in the other seats
instead of greedy ones: hard's strength against medium. The fair share and goal are
printed as before; against medium the goal is only a yardstick.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any, NamedTuple

import msgspec

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core import CHANCE
from engine.players.levels import Level, Player, SearchPlayer, config_for, decide, player_for
from engine.players.search import Budget, SearchConfig
from engine.registry import GAMES

PLAYERS = {"seikatsu": 3, "miyabi": 2, "sakura": 3, "karesansui": 4}
"""The player count each game is measured at."""


class GameResult(NamedTuple):
    share: float
    """The searching seat's part of the victory: 1, 1/k for a shared win, 0."""
    times: list[float]
    """CPU seconds of each of the seat's decisions where it had a choice."""
    playouts: int
    search_seconds: float
    """Simulations run in all, and the CPU seconds of the searches that ran them."""


def tested_player(level: str, budget: Budget, tune: dict[str, Any]) -> Player:
    """The measured seat's player: ``level`` with ``budget`` and the ``--tune`` changes."""
    if level == Level.EASY or not tune:
        return player_for(level, budget)
    config = msgspec.to_builtins(config_for(Level(level), budget))
    return SearchPlayer(msgspec.convert({**config, **tune}, SearchConfig))


class Opponents(NamedTuple):
    """Who sits in the other seats: a level, and its budget where it searches."""

    level: str = Level.EASY
    budget: Budget | None = None


GREEDY = Opponents()
"""The usual table: greedy players in every other seat."""


def play_one(
    game_id: str,
    level: str,
    budget: Budget,
    seed: int,
    tune: dict[str, Any],
    against: Opponents = GREEDY,
) -> GameResult:
    """One game: the ``level`` seat (seed % players) against ``against`` seats (greedy)."""
    game = GAMES[game_id]
    rng = random.Random(seed)
    state = game.new_game(game.options_type(players=PLAYERS[game_id]))
    seats = game.seats(state)
    tested = seed % seats
    measured = tested_player(level, budget, tune)
    players = [
        measured if seat == tested else player_for(against.level, against.budget)
        for seat in range(seats)
    ]
    times: list[float] = []
    playouts = 0
    search_seconds = 0.0
    while not game.is_over(state):
        actor = game.to_move(state)
        if actor == CHANCE:
            move = game.sample_chance(state, rng)
        else:
            start = time.thread_time()
            move = decide(game, state, actor, players[actor], rng)
            if actor == tested and len(game.legal_moves(state)) > 1:
                times.append(time.thread_time() - start)
                if isinstance(measured, SearchPlayer) and measured.last is not None:
                    playouts += measured.last.playouts
                    search_seconds += measured.last.seconds
        state = game.apply(state, move).state
    winners = game.final_scoring(state).winners
    side = game.side_of(state, tested)
    share = 1.0 / len(winners) if side in winners else 0.0
    return GameResult(share, times, playouts, search_seconds)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``wins / n``."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def report(game_id: str, level: str, budget: str, results: list[GameResult]) -> str:
    """One line of the table: the level's win rate against its goal, and what it cost."""
    n = len(results)
    wins = sum(r.share for r in results)
    low, high = wilson(wins, n)
    fair = 1 / PLAYERS[game_id]
    goal = min(2 * fair, 0.8)
    times = [t for r in results for t in r.times] or [0.0]
    met = "-" if level == "easy" else ("yes" if wins / n >= goal else "no")
    seconds = sum(r.search_seconds for r in results)
    rate = f"{sum(r.playouts for r in results) / seconds:6.0f}" if seconds else "     -"
    return (
        f"| {game_id:10} | {PLAYERS[game_id]}p | {level:6} | {budget:>9} | {wins / n:6.1%} "
        f"| [{low:5.1%}, {high:5.1%}] | {n:4} | {fair:4.0%} | {goal:4.0%} | {met:3} "
        f"| {statistics.median(times):6.3f} | {max(times):6.3f} | {len(times):6} | {rate} |"
    )


HEADER = (
    "| game       | n  | level  |    budget | wins   | 95% interval   | games | fair | goal "
    "| met | median s | worst s | decisions | playouts/s |\n"
    "|------------|----|--------|-----------|--------|----------------|-------|------|------"
    "|-----|----------|---------|-----------|------------|"
)
"""The table's head (Markdown): the decision times are CPU seconds per decision."""


def budget_of(args: argparse.Namespace, level: str) -> Budget:
    """The level's budget from the command line: fixed playouts when asked, else seconds."""
    if level == "hard" and args.playouts:
        return Budget.fixed(args.playouts)
    if level == "medium" and (args.medium_playouts or args.playouts):
        return Budget.fixed(args.medium_playouts or max(1, args.playouts // 10))
    return Budget(seconds=args.seconds if level == "hard" else args.medium_seconds)


def budget_text(budget: Budget) -> str:
    return f"{budget.playouts} sims" if budget.playouts else f"{budget.seconds:g} s"


def parse_tune(text: str) -> dict[str, Any]:
    """``sample=3,max_candidates=16`` as SearchConfig changes (numbers or words)."""
    changes: dict[str, Any] = {}
    for item in filter(None, text.split(",")):
        key, _, value = item.partition("=")
        changes[key] = float(value) if "." in value else int(value) if value.isdigit() else value
    return changes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per game and level")
    parser.add_argument("--seconds", type=float, default=1.0, help="hard's CPU s per decision")
    parser.add_argument("--medium-seconds", type=float, default=0.1, help="medium's budget")
    parser.add_argument("--playouts", type=int, default=0, help="hard's fixed simulations")
    parser.add_argument("--medium-playouts", type=int, default=0, help="medium's (N/10)")
    parser.add_argument("--tune", default="", help="SearchConfig changes, e.g. sample=3")
    parser.add_argument("--levels", default="hard,medium", help="comma-separated levels")
    parser.add_argument("--only", default=",".join(PLAYERS), help="comma-separated game ids")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--progress", action="store_true", help="the tally so far after each game (stderr)"
    )
    parser.add_argument(
        "--against",
        choices=[Level.EASY.value, Level.MEDIUM.value],
        default=Level.EASY.value,
        help="the other seats' level (medium at medium's budget)",
    )
    args = parser.parse_args()
    tune = parse_tune(args.tune)
    against = Opponents(args.against, budget_of(args, args.against))
    print(
        f"Against {args.against} seats"
        + (f" ({budget_text(against.budget)})" if args.against != Level.EASY else ""),
        flush=True,
    )
    print(HEADER, flush=True)
    with ProcessPoolExecutor(args.workers) as pool:
        for game_id in args.only.split(","):
            for level in args.levels.split(","):
                budget = budget_of(args, level)
                jobs = [
                    pool.submit(play_one, game_id, level, budget, seed, tune, against)
                    for seed in range(args.games)
                ]
                results = []
                for job in as_completed(jobs):
                    results.append(job.result())
                    if args.progress and len(results) < len(jobs):  # a long run's tally
                        line = report(game_id, level, budget_text(budget), results)
                        print(f"{line} (so far)", file=sys.stderr, flush=True)
                print(report(game_id, level, budget_text(budget), results), flush=True)


if __name__ == "__main__":
    main()
