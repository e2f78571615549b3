"""The parsers of ``niwa position`` and ``niwa ask``; their handlers (``positions``) are
imported when one runs."""

from __future__ import annotations

from typing import Any

from engine.i18n import _
from engine.registry import GAMES
from tutor.commands.handler import Handler
from tutor.commands.replay_args import PLY, SEAT


def register(sub: Any) -> None:
    p = sub.add_parser(
        "position", help=_("the position at a ply of a replay, as one line of the game's notation")
    )
    p.add_argument("file", metavar="FILE")
    p.add_argument("--ply", type=PLY, help=_("0 = before the first move (default: the last ply)"))
    p.add_argument(
        "--seat", type=SEAT, help=_("as seat S (1, 2, ...) sees it: hidden things as ?N")
    )
    p.set_defaults(run=Handler("positions", "run_position"))

    p = sub.add_parser(
        "ask",
        help=_(
            "settle a rules question: is each MOVE legal in POSITION, what it scores, "
            "and the standing if the game ended now"
        ),
    )
    p.add_argument("game", choices=sorted(GAMES))
    p.add_argument(
        "position", metavar="POSITION", help=_("a position line (niwa position prints one)")
    )
    p.add_argument(
        "moves", nargs="*", metavar="MOVE", help=_("moves in the game's notation, in turn")
    )
    p.add_argument(
        "--json", action="store_true", help=_("machine-readable (engine/ask.py's Answer)")
    )
    p.set_defaults(run=Handler("positions", "run_ask"))
