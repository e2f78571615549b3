"""Positions as text (issue 26), per game: parse a position line, check it, and answer
one ``niwa ask`` about it (one legal move, with its verdict, points and the standing),
in CPU milliseconds per position. The target is under 5 ms. Prints; asserts nothing.

The positions are those of random games (every ply where a player is to move, and as
seat 1 sees it, hidden things as ``?N``), written by the game's own ``position_text``.

Run: .venv/bin/python bench/positions.py [--games N] [GAME ...]
"""

from __future__ import annotations

import argparse
import random
import time

from common import player_positions

from engine.ask import ask
from engine.registry import GAMES

TARGET_MS = 5.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10, help="random games per game")
    parser.add_argument("game", nargs="*", help=f"some of {', '.join(GAMES)} (default: all)")
    args = parser.parse_args()
    unknown = [game_id for game_id in args.game if game_id not in GAMES]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r}")
    for game_id in args.game or list(GAMES):
        game = GAMES[game_id]
        rng = random.Random(26)
        states = player_positions(game, game.options_type(), rng, args.games)
        cases = []
        for state in states:
            for seen in (state, game.view(state, 0)):
                move = game.move_text(game.legal_moves(state)[0])
                cases.append((game.position_text(seen), move, seen is state))
        parse_check = ask_time = 0.0
        for text, move, whole in cases:
            start = time.process_time()
            game.check_position(game.parse_position(text))
            parse_check += time.process_time() - start
            start = time.process_time()
            ask(game, text, [move] if whole else [])
            ask_time += time.process_time() - start
        n = len(cases)
        total = (parse_check + ask_time) / n * 1000
        verdict = "meets" if total < TARGET_MS else "MISSES"
        longest = max(len(text) for text, _, _ in cases)
        print(
            f"{game_id}: {n} positions; parse + check {parse_check / n * 1000:.2f} ms, "
            f"ask {ask_time / n * 1000:.2f} ms, in all {total:.2f} ms a position "
            f"({verdict} the target of {TARGET_MS:.0f} ms); longest line {longest} characters"
        )


if __name__ == "__main__":
    main()
