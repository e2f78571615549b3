"""``niwa learn GAME``: the app, opened on that game's course of lessons."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from engine.registry import GAMES, TITLES


def register(sub: Any) -> None:
    learn = sub.add_parser("learn", help="open the app on the lessons of GAME")
    learn.add_argument("game", choices=sorted(GAMES))
    learn.set_defaults(run=run_learn)


def run_learn(args: argparse.Namespace) -> int:
    from lessons.course import games_with_courses

    courses = games_with_courses()
    if args.game not in courses:
        title = TITLES[args.game]
        have = ", ".join(TITLES.get(g, g) for g in courses) or "none yet"
        print(
            f"niwa: {title} has no lessons yet (courses so far: {have}). "
            f"Its rules are in `niwa rules {args.game}`; `niwa play {args.game}` plays it.",
            file=sys.stderr,
        )
        return 1

    from tutor.app import NiwaApp
    from tutor.screens.course import CourseScreen

    NiwaApp(start=lambda app: CourseScreen(args.game)).run()
    return 0
