"""``niwa rules GAME [WORDS]``: the rule catalogue as text, for settling a dispute fast."""

from __future__ import annotations

import argparse
import sys
import textwrap
from typing import Any

from engine.core import citation
from engine.i18n import _
from engine.registry import GAMES, UnknownGame, get_game


def register(sub: Any) -> None:
    parser = sub.add_parser("rules", help=_("print a game's rules, or those matching some words"))
    parser.add_argument(
        "game", nargs="?", choices=sorted(GAMES), help=_("the game (none: how to ask)")
    )
    parser.add_argument("words", nargs="*", help=_("only rules mentioning all these words"))
    parser.set_defaults(run=run)


def how_to_ask() -> str:
    """What ``niwa rules`` alone says: the games, and how to list or search their rules."""
    return _(
        "niwa rules GAME lists a game's rules; niwa rules GAME WORDS shows only those "
        "mentioning every word (e.g. niwa rules {game} end).\n"
        "Games: {games}"
    ).format(game=min(GAMES), games=", ".join(sorted(GAMES)))


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
        said = _("no {game} rule mentions: {words}")
        print(said.format(game=game.title, words=" ".join(args.words)))
        return 1
    for rule in found:
        print(f"{rule.title} ({rule.id})")
        print(textwrap.indent(textwrap.fill(rule.text, 76), "    "))
        print(f"    {citation(rule)}\n")
    return 0
