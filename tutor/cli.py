"""The ``niwa`` command: the app by default, sub-commands for the table and for scripts.

Each sub-command lives in its own module under ``tutor/commands`` and registers
itself through a ``register(subparsers)`` function listed in ``COMMANDS``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from engine.registry import TITLES
from replays.storage import set_data_dir
from tutor.commands import (
    app,
    export,
    learn,
    lessons,
    positions,
    recording_commands,
    replay_commands,
    review,
    rules,
    serve,
)
from tutor.commands.arguments import OneLineParser, folder

COMMANDS = (
    rules,
    replay_commands,
    review,
    positions,
    export,
    recording_commands,
    lessons,
    learn,
    app,
    serve,
)


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="niwa",
        description=f"A tutor and replay viewer for {', '.join(TITLES.values())}.",
    )
    parser.add_argument(
        "--data-dir",
        dest="global_data_dir",
        metavar="DIR",
        type=folder,
        help="where replays, journals and lesson progress live "
        "(default: $NIWA_DATA_DIR, else your user data folder)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in COMMANDS:
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
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
