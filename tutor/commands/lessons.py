"""``niwa lessons check|list``: validate and list the courses."""

from __future__ import annotations

import argparse
import sys

from engine.i18n import _, ngettext
from engine.safe_text import shown_path
from lessons.check import check_all, check_game
from lessons.course import course, games_with_courses
from lessons.progress import ProgressUnreadable, progress_path, read_progress
from replays.errors import one_line
from replays.fsio import why


def run_check(args: argparse.Namespace) -> int:
    problems = check_game(args.game) if args.game else check_all()
    for problem in problems:
        print(problem)
    games = [args.game] if args.game else games_with_courses()
    counted = sum(len(course(g)) for g in games)
    if problems:
        found = ngettext("{count} problem", "{count} problems", len(problems))
        lessons = ngettext("{count} lesson", "{count} lessons", counted)
        print(
            _("{problems} in {lessons}").format(
                problems=found.format(count=len(problems)), lessons=lessons.format(count=counted)
            )
        )
        return 1
    said = ngettext(
        "all {count} lesson checks out: {games}", "all {count} lessons check out: {games}", counted
    )
    print(said.format(count=counted, games=", ".join(games)))
    return 0


def run_list(args: argparse.Namespace) -> int:
    try:
        progress = read_progress()
    except ProgressUnreadable as err:
        print(one_line(f"niwa: {shown_path(progress_path())}: {err}"), file=sys.stderr)
        return 1
    except OSError as err:
        said = _("niwa: {file}: cannot be read: {why}")
        print(said.format(file=shown_path(progress_path()), why=why(err)), file=sys.stderr)
        return 1
    for game_id in [args.game] if args.game else games_with_courses():
        print(game_id)
        for item in course(game_id):
            entry = progress.lesson(game_id, item.id)
            mark = (
                _("done")
                if entry.completed
                else f"{len(entry.steps_done)}/{len(item.lesson.steps)}"
            )
            print(f"  {item.id:<20} {item.lesson.title:<40} {mark}")
    return 0
