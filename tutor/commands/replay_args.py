"""The parsers of ``niwa verify | score | show | convert | selfplay``, and the bounded
numbers and game options other sub-commands share: light, so building the whole command
line loads none of the handlers (``replay_commands``, imported when one runs)."""

from __future__ import annotations

import argparse
from typing import Any

from engine.i18n import _
from engine.registry import GAMES
from replays.format import MAX_MOVES, MAX_PLAYERS
from tutor.commands.arguments import Bounded
from tutor.commands.handler import Handler


def register(sub: Any) -> None:
    p = sub.add_parser("verify", help=_("check replay files move by move (exit 1 if any is bad)"))
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("-q", "--quiet", action="store_true", help=_("print only the bad files"))
    p.set_defaults(run=Handler("replay_commands", "run_verify"))

    p = sub.add_parser("score", help=_("a replay's scoring, every point with its rule"))
    p.add_argument("file", metavar="FILE")
    p.add_argument(
        "--json", action="store_true", help=_("machine-readable (docs/replay-format.md)")
    )
    p.set_defaults(run=Handler("replay_commands", "run_score"))

    p = sub.add_parser("show", help=_("the position at a ply of a replay, and what that move did"))
    p.add_argument("file", metavar="FILE")
    p.add_argument("--ply", type=PLY, help=_("0 = before the first move (default: the last ply)"))
    p.add_argument("--seat", type=SEAT, help=_("hide what seat S (1, 2, ...) may not see"))
    p.set_defaults(run=Handler("replay_commands", "run_show"))

    p = sub.add_parser(
        "convert", help=_("rewrite a replay as JSON (.niwa.json) or MessagePack (.niwa)")
    )
    p.add_argument("file", metavar="FILE")
    p.add_argument("out", metavar="OUT", help=_("the new file; its suffix picks the encoding"))
    p.add_argument("--force", action="store_true", help=_("overwrite OUT if it exists"))
    p.set_defaults(run=Handler("replay_commands", "run_convert"))

    p = sub.add_parser(
        "selfplay",
        help=_("write a complete game to a replay file: random moves, or --level players"),
    )
    p.add_argument("game", choices=sorted(GAMES))
    p.add_argument("out", metavar="OUT", help=_("a .niwa.json or .niwa file"))
    p.add_argument(
        "--players", type=PLAYERS, help=_("how many players (the game's default if left out)")
    )
    p.add_argument("--seed", type=SEED, help=_("random seed (default: a fresh one, printed)"))
    p.add_argument(
        "--level",
        default="random",
        metavar="LEVEL[,LEVEL...]",
        help=_("who plays: random, easy, medium or hard; one for every seat or one per seat"),
    )
    p.add_argument(
        "--seconds",
        type=SECONDS,
        help=_("CPU seconds per decision for medium and hard (their own)"),
    )
    p.add_argument(
        "--playouts",
        type=PLAYOUTS,
        help=_("simulations per decision instead of a time (repeatable)"),
    )
    add_game_options(p)
    p.add_argument("--force", action="store_true", help=_("overwrite OUT if it exists"))
    p.set_defaults(run=Handler("replay_commands", "run_selfplay"))


PLAYERS = Bounded(1, MAX_PLAYERS)
PLY = Bounded(0, MAX_MOVES)
SEAT = Bounded(1, MAX_PLAYERS)
SEED = Bounded(0, 2**64 - 1)
SECONDS = Bounded(0.01, 3600, integer=False)
PLAYOUTS = Bounded(1, 1_000_000)


def add_game_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--names", help=_("players' names, comma separated (default Player 1, ...)")
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help=_("a game option, e.g. tournament=true (repeatable)"),
    )
