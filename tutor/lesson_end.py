"""Going on from a step, a lesson's end, and leaving it early.

Next leaves a step for the following one (a read step is done once read); practising one
step, it hands Practice back how the step went. After the last step :class:`LessonDone`
offers the next lesson, the steps left undone, a game, or the course. Esc always asks
before leaving: one Esc too many must not leave a lesson (and the next keys then open
another). Both wait for the answer, so the screen runs them in its workers.
"""

from __future__ import annotations

from typing import Any, Protocol

from textual.app import App

from engine.i18n import _
from lessons.course import CourseLesson
from lessons.runner import Feedback, LessonRunner
from tutor.lesson_progress import LessonRecord
from tutor.lesson_view_base import StepView
from tutor.screens.base import niwa
from tutor.screens.dialogs import Confirm
from tutor.screens.lesson_done import LessonDone


class EndingLesson(Protocol):
    """What the lesson's end reads and asks of the lesson screen."""

    lessons: list[CourseLesson]
    index: int
    step_index: int
    practising: bool
    solved: dict[int, Feedback]
    item: CourseLesson
    runner: LessonRunner
    game: Any
    record: LessonRecord

    @property
    def app(self) -> App[Any]: ...
    @property
    def view(self) -> StepView: ...
    def go(self, index: int) -> None: ...
    def finish(self) -> object: ...
    def open_next(self) -> object: ...
    def dismiss(self, result: Any = None) -> object: ...


def next_step(lesson: EndingLesson) -> None:
    """On to the next step (a read step counts as done once read); after the last, the
    end. Practising one step, back to Practice with how it went."""
    index = lesson.step_index
    if lesson.practising:
        lesson.dismiss(lesson.record.practice_result(index, solved=index in lesson.solved))
        return
    lesson.view.left()
    if index + 1 < len(lesson.runner.steps):
        lesson.go(index + 1)
    else:
        lesson.finish()


async def end_lesson(lesson: EndingLesson) -> None:
    """Offer the next lesson (or a game, after the last), and go where the learner chose."""
    after = lesson.index + 1
    following = lesson.lessons[after] if after < len(lesson.lessons) else None
    steps = lesson.runner.steps
    todo = [i for i in range(len(steps)) if i not in lesson.record.steps_done]
    choice = await lesson.app.push_screen_wait(
        LessonDone(lesson.item, following, todo, steps, lesson.game.title)
    )
    if choice == "next" and following is not None:
        lesson.open_next()
    elif choice == "again" and todo:
        lesson.go(todo[0])
    elif choice == "play":
        lesson.dismiss()
        niwa(lesson.app).action_play(lesson.game.id)
    elif choice == "course":
        lesson.dismiss()


async def leave_lesson(lesson: EndingLesson) -> None:
    """Back to the course once the learner says so (the steps done are saved)."""
    leave = await lesson.app.push_screen_wait(
        Confirm(
            _("Leave this lesson? The steps you did are saved."),
            yes=_("Leave"),
            no=_("Keep learning"),
        )
    )
    if leave:
        lesson.dismiss()
