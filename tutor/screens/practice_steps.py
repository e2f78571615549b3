"""Practice's lesson steps: a step missed in a lesson, due again, answered on the lesson screen.

A :class:`lessons.practice.StepCard` is shown in Practice with its position; ``o`` opens
it on the lesson screen, on that one step (``LessonScreen(practising=True)``), whose Next
hands back how it went. :class:`LessonSteps` runs each card's lesson as the lesson screen
runs it (its positions kept), opens the step, and saves the answer with when it comes back.
"""

from __future__ import annotations

from typing import Any

from engine.i18n import _
from lessons.practice import Grade, StepCard, Verdict, record_step
from lessons.runner import LessonRunner
from tutor.screens.lesson import LessonScreen
from tutor.screens.practice_table import PracticeTable, saved


class LessonSteps:
    """The lesson steps of a practice queue: their positions, opening one, its answer."""

    def __init__(self, table: PracticeTable) -> None:
        self.table = table
        self._runners: dict[str, LessonRunner] = {}

    def runner(self, card: StepCard) -> LessonRunner:
        """The lesson of a step card, run as the lesson screen runs it (positions kept)."""
        if card.lesson not in self._runners:
            lesson = next(item for item in self.table.lessons if item.id == card.lesson)
            self._runners[card.lesson] = LessonRunner(
                lesson.lesson, f"lessons/{self.table.game_id}/{lesson.id}"
            )
        return self._runners[card.lesson]

    def position(self, card: StepCard) -> Any:
        """The step's position, as the lesson shows it."""
        return self.runner(card).position(card.step)

    def open(self) -> LessonScreen | None:
        """The lesson step shown, on the lesson screen alone (None: no step is open)."""
        table = self.table
        card = table.card
        if card is None or table.finished is not None:
            return None
        lessons = table.lessons
        index = next(i for i, item in enumerate(lessons) if item.id == card.lesson)
        return LessonScreen(table.game_id, lessons, index, step=card.step, practising=True)

    def answered(self, grade: Grade | None) -> None:
        """Back from the lesson step: solved (Good at the first try, Hard after misses) is
        saved with when it comes back; left unanswered, it stays due."""
        table = self.table
        card = table.card
        if grade is None or card is None:
            return
        table.finished = grade
        table.verdict = Verdict(True, _("you answered the lesson step."))
        done = saved(table.app, lambda: record_step(card, grade))
        if done is not None:
            table.queue[table.index] = done
        table.show_puzzle()
