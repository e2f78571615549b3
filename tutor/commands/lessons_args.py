"""The parser of ``niwa lessons check|list``; its handlers (``lessons``, the courses'
checker) are imported when one runs."""

from __future__ import annotations

from typing import Any

from engine.i18n import _
from engine.registry import GAMES
from tutor.commands.handler import Handler


def register(sub: Any) -> None:
    parser = sub.add_parser("lessons", help=_("check or list the lesson courses"))
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    check = actions.add_parser("check", help=_("validate every lesson against the engine"))
    check.add_argument("game", nargs="?", choices=sorted(GAMES), help=_("only this game's course"))
    check.set_defaults(run=Handler("lessons", "run_check"))
    listing = actions.add_parser("list", help=_("list the lessons and your progress"))
    listing.add_argument("game", nargs="?", choices=sorted(GAMES))
    listing.set_defaults(run=Handler("lessons", "run_list"))
