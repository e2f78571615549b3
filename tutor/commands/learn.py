"""``niwa learn GAME``: the app, opened on that game's course of lessons."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from engine.i18n import _
from engine.registry import GAMES, TITLES


def register(sub: Any) -> None:
    learn = sub.add_parser("learn", help=_("open the app on the lessons of GAME"))
    learn.add_argument("game", choices=sorted(GAMES))
    learn.set_defaults(run=run_learn)


def run_learn(args: argparse.Namespace) -> int:
    from lessons.course import games_with_courses

    courses = games_with_courses()
    if args.game not in courses:
        title = TITLES[args.game]
        have = ", ".join(TITLES.get(g, g) for g in courses) or _("none yet")
        said = _(
            "niwa: {game} has no lessons yet (courses so far: {courses}). "
            "Its rules are in `niwa rules {id}`; `niwa play {id}` plays it."
        )
        print(said.format(game=title, courses=have, id=args.game), file=sys.stderr)
        return 1

    from tutor.app import NiwaApp
    from tutor.screens.course import CourseScreen

    NiwaApp(start=lambda app: CourseScreen(args.game)).run()
    return 0
