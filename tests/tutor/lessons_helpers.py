"""Opening a lesson of the Seikatsu course straight on one step, as the tests need it."""

from __future__ import annotations

import io
from typing import Any

from rich.console import Console
from rich.text import Text
from textual.widgets import Static

from lessons.course import course
from lessons.progress import load_progress
from tests.tutor.conftest import quiet_app
from tutor.app import NiwaApp
from tutor.screens.lesson import LessonScreen

GAME_ID = "seikatsu"


def lesson_index(lesson_id: str) -> int:
    return [item.id for item in course(GAME_ID)].index(lesson_id)


def lesson_app(lesson_id: str, step: int = 0) -> NiwaApp:
    """The app opened on ``step`` (0-based) of a lesson, over the home screen."""
    lessons = course(GAME_ID)
    index = lesson_index(lesson_id)
    return quiet_app(start=lambda app: LessonScreen(GAME_ID, lessons, index, step=step))


def lesson_screen(app: Any) -> LessonScreen:
    screen = app.screen
    assert isinstance(screen, LessonScreen)
    return screen


def shown(screen: Any, selector: str) -> str:
    """The plain text a Static shows (tables included, as a 100-column terminal draws them)."""
    content = screen.query_one(selector, Static).content
    if isinstance(content, str | Text):
        return str(content)
    console = Console(width=100, record=True, file=io.StringIO())
    console.print(content)
    return console.export_text().rstrip()


def steps_done(lesson_id: str, game_id: str = GAME_ID) -> list[int]:
    """What the progress file on disk says (the app saves as each step is done)."""
    return load_progress().lesson(game_id, lesson_id).steps_done
