"""The parser of ``niwa export``; its handler (``export``, the pictures) is imported when
it runs."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.i18n import _
from tutor.commands.handler import Handler
from tutor.commands.replay_args import PLY, SEAT


def register(sub: Any) -> None:
    p = sub.add_parser(
        "export",
        help=_(
            "draw a position as a picture: FILE [--ply N] or GAME POSITION, to --svg and/or --png"
        ),
    )
    p.add_argument("source", metavar="FILE|GAME", help=_("a replay file, or a game id"))
    p.add_argument("position", nargs="?", metavar="POSITION", help=_("a position line (with GAME)"))
    p.add_argument("--ply", type=PLY, help=_("0 = before the first move (default: the last ply)"))
    p.add_argument(
        "--seat", type=SEAT, help=_("as seat S (1, 2, ...) sees it: hidden things as backs")
    )
    p.add_argument(
        "--move",
        metavar="MOVE",
        help=_("a move to ask about (its verdict goes in the caption)"),
    )
    p.add_argument("--svg", type=Path, metavar="OUT.svg")
    p.add_argument("--png", type=Path, metavar="OUT.png")
    p.set_defaults(run=Handler("export", "run_export"))
