"""The parsers of ``niwa record`` and ``niwa resume``; their handlers
(``recording_commands``, the typed game's loop) are imported when one runs."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from engine.i18n import N_, _
from engine.registry import GAMES
from tutor.commands.arguments import folder
from tutor.commands.handler import Handler
from tutor.commands.replay_args import PLAYERS, SEAT, SEED, add_game_options

HELP = N_(
    "Type one move per line in the game's notation, then Enter; '# text' after a move\n"
    "adds a comment. Commands: show (the position), moves (legal moves), undo (take\n"
    "back the last entry; it stays in the replay as a variation), fix PLY DRAW (the\n"
    "draw of entry PLY was DRAW, e.g. fix 12 +B9: every later entry is checked again),\n"
    "quit (stop; the journal is kept for `niwa resume`)."
)


def register(sub: Any) -> None:
    p = sub.add_parser(
        "record",
        help=_("record a game move by move, typed at the table"),
        description=_("Record a game move by move, typed at the table."),
        epilog=_(HELP),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("game", choices=sorted(GAMES))
    p.add_argument(
        "--players", type=PLAYERS, help=_("how many players (the game's default if left out)")
    )
    add_game_options(p)
    p.add_argument(
        "--first",
        type=SEAT,
        metavar="SEAT",
        help=_(
            "the first player: the seat (1 = the first name) that started at the table; "
            "every rulebook lets the table choose (default 1)"
        ),
    )
    p.add_argument(
        "--as",
        dest="as_seat",
        type=SEAT,
        metavar="SEAT",
        help=_(
            "record as that seat's player (1 = the first name), seeing only what that "
            "seat sees: type ? for a draw you did not see (the others' hidden draws); "
            "without it, an observer who sees every draw"
        ),
    )
    p.add_argument(
        "--from",
        dest="start",
        metavar="POSITION",
        help=_(
            "continue from a position line (its options are the game's); saved as a replay "
            "that starts there"
        ),
    )
    _recording_flags(p)
    p.set_defaults(run=Handler("recording_commands", "run_record"))

    p = sub.add_parser(
        "resume", help=_("continue an interrupted game (lists them without JOURNAL)")
    )
    p.add_argument("journal", nargs="?", metavar="JOURNAL", help=_("a journal file or its name"))
    _recording_flags(p)
    p.set_defaults(run=Handler("recording_commands", "run_resume"))


def _recording_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--data-dir",
        type=folder,
        help=_("niwa's data directory (default: $NIWA_DATA_DIR or the user data dir)"),
    )
    parser.add_argument("--out", type=Path, help=_("save the finished game here"))
    parser.add_argument("--deal", action="store_true", help=_("let niwa deal (no draws to type)"))
    parser.add_argument(
        "--seed",
        type=SEED,
        help=_("random seed of niwa's deals and of the draws it fills in (default: a fresh one)"),
    )
