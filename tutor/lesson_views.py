"""A lesson's steps, one view per kind: read, do, quiz and play.

The lesson screen (``tutor/screens/lesson.py``) lays out the board and the side panel
and asks the view of the step shown what that kind of step decides: where the learner
moves and whether they may now, what a move or an answer does, what the board lights,
the prompt, which keys are offered. The screen never asks a step its kind; adding a
kind means adding a view (a :class:`StepView`, ``tutor/lesson_view_base.py``) and its
entry in :data:`VIEWS`. The read step's view is the base; the play step's lives with
the rest of the play step (``tutor/lesson_play.py``).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from engine.i18n import _
from lessons.format import DoStep, PlayStep, QuizStep, ReadStep, Step
from lessons.runner import describe_goal
from tutor.lesson_play import PlayStepView as PlayStepView
from tutor.lesson_view_base import StepView as StepView
from tutor.lesson_words import score_marks
from tutor.widgets.quiz_answers import MAX_QUIZ_CHOICES


class DoStepView(StepView):
    """Make the move the step asks for; the runner judges it."""

    moves = True

    def learner(self) -> int | None:
        seat = self.lesson.game.to_move(self.position())
        return seat if seat >= 0 else None

    def entry_open(self) -> bool:
        return self.lesson.step_index not in self.lesson.solved

    def marks(self) -> dict[str, str]:
        solved = self.solved
        if solved is None:
            return super().marks()
        lesson = self.lesson
        move = lesson.moves_made[lesson.step_index]
        marks = {ref: "last" for ref in lesson.ui.move_refs(move)}
        marks.update(score_marks(solved.events))
        return marks

    def goal(self) -> Text:
        step = self.lesson.step
        assert isinstance(step, DoStep)
        text = Text.assemble(("\n\n" + _("Goal: "), "bold"))
        text.append(describe_goal(step.goal, self.lesson.game) + ".")
        return text

    def prompt(self, onward: str) -> Text | None:
        if self.solved is not None:
            return Text(_("Done. {onward}").format(onward=onward), style="dim")
        return None

    def submit(self, move: Any) -> bool:
        lesson = self.lesson
        index = lesson.step_index
        verdict = lesson.runner.check_move(index, move)
        lesson.feedback[index] = verdict
        lesson.desk.piece = None
        if verdict.correct:
            lesson.solved[index] = verdict
            lesson.moves_made[index] = move
            lesson.desk.refused = None
            lesson.record.mark_done(index)
        else:
            refs = lesson.ui.move_refs(move)
            lesson.desk.refused = refs[0] if refs else None
            lesson.record.note_miss(index)
        lesson.after_move(verdict.correct)
        return verdict.correct

    def left(self) -> None:
        return


class QuizStepView(StepView):
    """Answer a question: a choice, a number or a word; the runner judges it."""

    answers = True

    @property
    def quiz(self) -> QuizStep:
        step = self.lesson.step
        assert isinstance(step, QuizStep)
        return step

    def choices(self) -> list[str]:
        choices = self.quiz.choices
        return choices if len(choices) <= MAX_QUIZ_CHOICES else []

    def asks_number(self) -> bool:
        return isinstance(self.quiz.answer, int)

    def rules_wait(self) -> bool:
        return self.solved is None

    def prompt(self, onward: str) -> Text | None:
        if self.solved is not None:
            return Text(_("Well done. {onward}").format(onward=onward), style="dim")
        if self.choices():
            return Text(_("Choose your answer (Tab moves between them, Enter picks)."))
        return Text(_("Type your answer, then Enter."))

    def left(self) -> None:
        return


VIEWS: dict[type[Step], type[StepView]] = {
    ReadStep: StepView,
    DoStep: DoStepView,
    QuizStep: QuizStepView,
    PlayStep: PlayStepView,
}
"""Each step kind's view."""
