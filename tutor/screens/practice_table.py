"""What Practice's helpers see of the screen, and saving a result through it.

:class:`PracticeTable` is the protocol the puzzle's judge (:mod:`tutor.screens.practice_judge`)
and the lesson steps (:mod:`tutor.screens.practice_steps`) are handed: the queue and where
it stands (the screen keeps that state, which the tests read), and the redraws they ask
for. :func:`saved` writes a result, saying so where the disk refuses.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from textual.app import App

from engine.i18n import _
from lessons.course import CourseLesson
from lessons.practice import Grade, Puzzle, StepCard, Verdict
from tutor.ui import GamePlugin
from tutor.widgets.move_desk import MoveDesk

T = TypeVar("T")


class PracticeTable(Protocol):
    """The practice screen, as its judge and its lesson steps use it."""

    game: Any
    game_id: str
    ui: GamePlugin
    desk: MoveDesk
    lessons: list[CourseLesson]
    queue: list[Puzzle | StepCard]
    index: int
    misses: int
    hinted: bool
    verdict: Verdict | None
    finished: Grade | None
    checking: Any

    @property
    def app(self) -> App[object]: ...
    @property
    def puzzle(self) -> Puzzle | None: ...
    @property
    def card(self) -> StepCard | None: ...
    def entry_open(self) -> bool: ...
    def entry_state(self) -> Any: ...
    def show_puzzle(self) -> None: ...
    def draw_feedback(self) -> None: ...


def saved(app: App[object], save: Callable[[], T]) -> T | None:
    """``save()``'s result, or None where the disk refused it (the learner is told)."""
    try:
        return save()
    except OSError as err:
        app.notify(
            _("Could not save your practice: {error}").format(error=err),
            severity="error",
            markup=False,
        )
        return None
