"""How far the learner is in a game's course, as the home card and the course list show it.

Counts come from the lesson ids on disk and the saved progress only: the home
screen needs no lesson file decoded to draw "Learn 3/10".
"""

from __future__ import annotations

from typing import NamedTuple

from lessons.course import lesson_ids
from lessons.progress import LessonProgress, Progress, load_progress


class CourseProgress(NamedTuple):
    done: int
    """Lessons completed (every step done)."""
    total: int


def course_progress(game_id: str, progress: Progress | None = None) -> CourseProgress | None:
    """Lessons done out of the course's lessons; None for a game with no course yet."""
    ids = lesson_ids(game_id)
    if not ids:
        return None
    progress = progress if progress is not None else load_progress()
    return CourseProgress(sum(lesson_entry(progress, game_id, i).completed for i in ids), len(ids))


def lesson_entry(progress: Progress, game_id: str, lesson_id: str) -> LessonProgress:
    """A lesson's marks, read without adding an empty entry to ``progress``."""
    return progress.games.get(game_id, {}).get(lesson_id) or LessonProgress()


def lesson_mark(entry: LessonProgress, steps: int) -> str:
    """``done``, ``2/5`` (steps done so far) or blank: five columns, for a list."""
    if entry.completed:
        return "done"
    done = len([s for s in entry.steps_done if s < steps])
    return f"{done}/{steps}" if done else ""


def first_step_to_do(entry: LessonProgress, steps: int) -> int:
    """Where to open a lesson: its first step not done yet (the start once completed)."""
    if entry.completed:
        return 0
    return next((s for s in range(steps) if s not in entry.steps_done), 0)
