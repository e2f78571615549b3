"""``niwa rules GAME [WORDS]``: the rule catalogue as text, for settling a dispute fast."""

from __future__ import annotations

import argparse
import sys
import textwrap
from typing import Any

from engine.core import citation
from engine.registry import GAMES, UnknownGame, get_game


def register(sub: Any) -> None:
    parser = sub.add_parser("rules", help="print a game's rules, or those matching some words")
    parser.add_argument(
        "game", nargs="?", choices=sorted(GAMES), help="the game (none: how to ask)"
    )
    parser.add_argument("words", nargs="*", help="only rules mentioning all these words")
    parser.set_defaults(run=run)


def how_to_ask() -> str:
    """What ``niwa rules`` alone says: the games, and how to list or search their rules."""
    return (
        f"niwa rules GAME lists a game's rules; niwa rules GAME WORDS shows only those "
        f"mentioning every word (e.g. niwa rules {min(GAMES)} end).\n"
        f"Games: {', '.join(sorted(GAMES))}"
    )


def run(args: argparse.Namespace) -> int:
    if args.game is None:
        print(how_to_ask())
        return 0
    try:
        game = get_game(args.game)
    except UnknownGame as err:
        print(f"niwa: {err}", file=sys.stderr)
        return 2
    found = game.rules.search(" ".join(args.words)) if args.words else list(game.rules)
    if not found:
        print(f"no {game.title} rule mentions: {' '.join(args.words)}")
        return 1
    for rule in found:
        print(f"{rule.title} ({rule.id})")
        print(textwrap.indent(textwrap.fill(rule.text, 76), "    "))
        print(f"    {citation(rule)}\n")
    return 0
