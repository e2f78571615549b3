"""How often a review marks the hard player's own choice: the review's calibration.

A review a player can trust never calls a strong move a mistake. Over positions of
seeded random games (a seat to move with a choice), the hard player (the hint) picks
a move at the review's budget; a review at that budget judges it: its search finds
a rival and the two are compared over paired endings. Target: under 5% of the
choices marked at all, none a blunder. Prints per game; asserts nothing.

    python bench/review_calibration.py [--positions 200] [--playouts 200] [--part K/N] [GAME ...]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import msgspec

from engine.core import CHANCE
from engine.players.advice import hint
from engine.players.judge import compare
from engine.players.levels import Level, config_for
from engine.players.outcome import Objective
from engine.players.review import game_mark
from engine.players.search import Budget, search
from engine.registry import GAMES


def positions(game_id: str, count: int, seed: int) -> list[object]:
    game = GAMES[game_id]
    rng = random.Random(seed)
    found: list[object] = []
    while len(found) < count:
        state = game.new_game(game.options_type())
        while not game.is_over(state) and len(found) < count:
            if game.to_move(state) == CHANCE:
                state = game.apply(state, game.sample_chance(state, rng)).state
                continue
            moves = game.legal_moves(state)
            if len(moves) > 1 and rng.random() < 0.15:
                found.append(state)
            state = game.apply(state, moves[rng.randrange(len(moves))]).state
    return found


def calibrate(game_id: str, count: int, playouts: int, part: tuple[int, int] = (1, 1)) -> str:
    game = GAMES[game_id]
    budget = Budget.fixed(playouts)
    config = msgspec.structs.replace(config_for(Level.HARD, budget), objective=Objective.MARGIN)
    marks: dict[str, int] = {}
    start = time.process_time()
    which, parts = part
    judged = 0
    for index, state in enumerate(positions(game_id, count, 11)):
        if index % parts != which - 1:
            continue  # another part's position (the same positions, the same seeds)
        judged += 1
        seat = game.to_move(state)
        chosen = hint(game, state, seat, budget, random.Random(index)).move
        view = game.view(state, seat)
        rival = search(game, view, seat, config, random.Random(10_000 + index)).best.move
        if rival == chosen:
            continue
        diff = compare(game, view, seat, chosen, rival, playouts, random.Random(index))
        mark = game_mark(game, max(diff.low, 0.0))
        if mark:
            marks[mark] = marks.get(mark, 0) + 1
    spent = time.process_time() - start
    marked = sum(marks.values())
    share = 100 * marked / judged
    verdict = "meets" if share < 5 and not marks.get("blunder") else "MISSES"
    detail = ", ".join(f"{n} {mark}" for mark, n in sorted(marks.items())) or "none"
    of = f" (part {which} of {parts}: one position in {parts})" if parts > 1 else ""
    return (
        f"{GAMES[game_id].title}{of}: the hard player's choice marked in {marked} of {judged} "
        f"positions ({share:.1f}%: {detail}) at {playouts} playouts, "
        f"{spent / judged:.2f} CPU s a position ({verdict} the target: under 5%, no blunder)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--playouts", type=int, default=200)
    parser.add_argument(
        "--part",
        default="1/1",
        help="K/N: judge only every Nth position from the Kth (parts run side by side "
        "add up to the whole run: the same positions and seeds)",
    )
    args = parser.parse_args()
    which, parts = (int(n) for n in args.part.split("/"))
    for game_id in args.games:
        print(calibrate(game_id, args.positions, args.playouts, (which, parts)), flush=True)


if __name__ == "__main__":
    main()
