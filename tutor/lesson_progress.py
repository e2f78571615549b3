"""A lesson's bookkeeping as the learner goes: the steps done, and the misses.

A step done is saved at once (a closed terminal loses nothing). A wrong answer on a do or
quiz step puts the step on the practice schedule (``lessons.practice``) at its first in a
sitting; opened by Practice for one step, the misses are counted for the grade handed
back instead. A file that cannot be written is a warning (the screen's ``notify``, never
markup: the error may name a path), and the lesson goes on.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from textual.notifications import SeverityLevel

from engine.i18n import _
from lessons.format import Step
from lessons.practice import Grade, add_step_miss, grade_of
from lessons.progress import load_progress, save_progress


class Notify(Protocol):
    """How a warning is said (``Widget.notify``)."""

    def __call__(self, message: str, *, severity: SeverityLevel, markup: bool) -> object: ...


class LessonRecord:
    """What one sitting of a lesson records: steps done (on disk) and misses per step."""

    def __init__(
        self,
        game_id: str,
        lesson_id: str,
        steps: Sequence[Step],
        practising: bool,
        notify: Notify,
    ) -> None:
        self.game_id = game_id
        self.lesson_id = lesson_id
        self.steps = steps
        self.practising = practising
        """Opened by Practice for one step: a miss is counted for its grade, not added."""
        self.notify = notify
        self.progress = load_progress()
        self.missed: dict[int, int] = {}
        """Wrong answers given on each step in this sitting."""

    @property
    def steps_done(self) -> list[int]:
        return self.progress.lesson(self.game_id, self.lesson_id).steps_done

    def mark_done(self, index: int) -> None:
        """Record the step as done, on disk at once (a closed terminal loses nothing)."""
        self.progress.mark_step(self.game_id, self.lesson_id, index, len(self.steps))
        try:
            save_progress(self.progress)
        except OSError as err:
            said = _("Could not save your progress: {error}").format(error=err)
            self.notify(said, severity="warning", markup=False)

    def note_miss(self, index: int) -> None:
        """A wrong answer on a do or quiz step: its first in this sitting puts the step on
        the practice schedule (lessons.practice), with the rules it cites."""
        self.missed[index] = self.missed.get(index, 0) + 1
        if self.practising or self.missed[index] > 1:
            return
        step = self.steps[index]
        try:
            add_step_miss(self.game_id, self.lesson_id, index, step.rules, step.title)
        except OSError as err:
            said = _("Could not save the step for practice: {error}").format(error=err)
            self.notify(said, severity="warning", markup=False)

    def practice_result(self, index: int, solved: bool) -> Grade | None:
        """How the step went in practice: Good at the first try, Hard after misses; None
        while it is not solved (left unanswered, nothing is recorded)."""
        if not solved:
            return None
        return grade_of(self.missed.get(index, 0), hinted=False, solved=True)
