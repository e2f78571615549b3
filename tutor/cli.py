"""The ``niwa`` command: the app by default, sub-commands for the table and for scripts.

Each sub-command lives in its own module under ``tutor/commands`` and registers
itself through a ``register(subparsers)`` function; ``COMMANDS`` names those modules,
imported when the parser is built. Those whose handlers import much register from a
light ``*_args`` module that names its handlers (``tutor/commands/handler.py``), so a
sub-command loads only its own handler. ``niwa`` with no arguments (or only ``--data-dir``
and ``--lang``) builds no parser at all: it starts the app on Home (issue 24).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from importlib import import_module
from typing import NoReturn

from engine.i18n import _
from engine.language import LANGUAGES, use_language
from engine.registry import TITLES
from replays.storage import set_data_dir
from tutor.commands import app
from tutor.commands.arguments import OneLineParser, folder, speak_argparse
from tutor.language_setting import choose_language

COMMANDS = (
    "rules",
    "replay_args",
    "review_args",
    "position_args",
    "export_args",
    "recording_args",
    "lessons_args",
    "learn",
    "app",
    "serve",
)
"""The modules under ``tutor/commands`` that register the sub-commands, in ``--help``'s order."""


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="niwa",
        description=_("A tutor and replay viewer for {games}.").format(
            games=", ".join(TITLES.values())
        ),
    )
    parser.add_argument(
        "--data-dir",
        dest="global_data_dir",
        metavar=_("DIR"),
        type=folder,
        help=_(
            "where replays, journals and lesson progress live "
            "(default: $NIWA_DATA_DIR, else your user data folder)"
        ),
    )
    parser.add_argument(
        "--lang",
        dest="global_lang",
        choices=LANGUAGES,
        help=_(
            "the language niwa speaks (default: the one chosen in the app, "
            "else $LC_ALL, $LC_MESSAGES or $LANG)"
        ),
    )
    sub = parser.add_subparsers(dest="command", metavar=_("COMMAND"))
    for name in COMMANDS:
        import_module(f"tutor.commands.{name}").register(sub)
    return parser


def global_options(argv: Sequence[str] | None) -> argparse.Namespace:
    """``--data-dir`` and ``--lang``, read before the parser is built: its help and its
    refusals are written in the language they choose (a wrong value is refused later,
    by the whole parser). ``plain``: the command line holds nothing else, each value
    sound, so it asks for the app's Home and the whole parser has nothing to add."""
    early = _QuietParser(add_help=False, allow_abbrev=False)
    early.add_argument("--data-dir", dest="global_data_dir", type=folder)
    early.add_argument("--lang", dest="global_lang")
    try:
        known, rest = early.parse_known_args(argv)
    except _EarlyRefusal:  # a bad value: the whole parser says so, in the default words
        return argparse.Namespace(global_data_dir=None, global_lang=None, plain=False)
    known.plain = not rest and known.global_lang in (None, *LANGUAGES)
    return known


class _EarlyRefusal(Exception):
    """The early look at the global options found something the whole parser refuses."""


class _QuietParser(argparse.ArgumentParser):
    """Says nothing and exits nothing: the whole parser does both, once."""

    def error(self, message: str) -> NoReturn:
        raise _EarlyRefusal(message)


def main(argv: Sequence[str] | None = None) -> int:
    early = global_options(argv)
    if early.global_data_dir is not None:
        set_data_dir(early.global_data_dir)
    use_language(choose_language(early.global_lang))
    if early.plain:  # `niwa`: Home, without building the sub-commands' parsers (issue 24)
        return app.run_home(early)
    speak_argparse()
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.global_data_dir is not None:
        set_data_dir(args.global_data_dir)
    if args.command is None:
        return app.run_home(args)
    try:
        code: int = args.run(args)
    except BrokenPipeError:  # e.g. `niwa rules GAME | head`
        sys.stderr.close()
        return 0
    return code


if __name__ == "__main__":
    sys.exit(main())
