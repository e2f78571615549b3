"""A lesson's quiz on the screen: the learner's answer judged and kept, the answers drawn.

The answers are the :class:`QuizAnswers` widget's (it sends the learner's choice or typed
answer up, and judges nothing); the runner judges (``LessonRunner.check_answer``). This
part keeps the verdict with the step (stepping back shows it again), records the step done
or missed, and hands the widget what to show. The screen only passes the answer on.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from textual.widget import Widget

from lessons.questions import same_answer
from lessons.runner import Feedback, LessonRunner
from tutor.lesson_progress import LessonRecord
from tutor.lesson_view_base import StepView
from tutor.widgets.quiz_answers import QuizAnswers

W = TypeVar("W", bound=Widget)


class QuizLesson(Protocol):
    """What the quiz reads and asks of the lesson screen."""

    runner: LessonRunner
    step_index: int
    solved: dict[int, Feedback]
    feedback: dict[int, Feedback]
    record: LessonRecord

    @property
    def view(self) -> StepView: ...
    def show_step(self) -> None: ...
    def focus_for_step(self) -> None: ...
    def query_one(self, selector: type[W]) -> W: ...


class LessonQuiz:
    """The quiz of the step shown (a step that asks nothing shows no answers)."""

    def __init__(self, lesson: QuizLesson) -> None:
        self.lesson = lesson

    def answer(self, given: str) -> Feedback | None:
        """The learner's answer to the quiz on screen, judged by the runner (None: no
        question is open here)."""
        lesson = self.lesson
        index = lesson.step_index
        if not lesson.view.answers or index in lesson.solved:
            return None
        verdict = lesson.runner.check_answer(index, given)
        lesson.feedback[index] = verdict
        if verdict.correct:
            lesson.solved[index] = verdict
            lesson.record.mark_done(index)
        else:
            lesson.record.note_miss(index)
        lesson.show_step()
        if verdict.correct:
            lesson.focus_for_step()
        return verdict

    def answered(self, given: str) -> None:
        """The widget's answer (``QuizAnswers.Answered``): a wrong typed one is cleared."""
        verdict = self.answer(given)
        if verdict is not None and not verdict.correct:
            self.lesson.query_one(QuizAnswers).clear_typed()

    def draw(self) -> None:
        lesson = self.lesson
        view, index = lesson.view, lesson.step_index
        lesson.query_one(QuizAnswers).show(
            quiz=view.answers,
            choices=view.choices(),
            solved=index in lesson.solved,
            is_right=lambda choice: same_answer(choice, lesson.runner.answer(index)),
            number=view.asks_number(),
        )
