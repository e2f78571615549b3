"""The step on the lesson screen: going to it, drawing it, and where the focus goes.

The screen asks this part to show a step (``go``), to draw it again after a move or an
answer (``show``) and to give the focus to what the step wants used: the board for a
move, the answers for a quiz, the text for reading. What a kind of step decides comes from
its view (``tutor/lesson_views.py``), the words from ``tutor/lesson_texts.py``; the side
panel (:class:`LessonSide`), the desk, the quiz and the guided game draw their own parts.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Protocol

from rich.text import Text
from textual.app import App
from textual.widget import Widget

from lessons.format import Step
from lessons.runner import Feedback, LessonRunner
from tutor.lesson_play import GuidedPlay
from tutor.lesson_progress import LessonRecord
from tutor.lesson_quiz import LessonQuiz
from tutor.lesson_texts import head_text, rules_text, seats_text, step_text
from tutor.lesson_view_base import StepView
from tutor.lesson_views import DoStepView
from tutor.ui import GamePlugin
from tutor.widgets.lesson_side import LessonSide
from tutor.widgets.move_desk import MoveDesk
from tutor.widgets.move_rules import EXERCISE, PLAY
from tutor.widgets.quiz_answers import QuizAnswers

DO_RULES = replace(EXERCISE, previews_points=False)
"""A do step is an exercise (no list of moves that would hand the answer, no example), and
its goal is often the points: the learner works them out."""


class ShownLesson(Protocol):
    """What showing a step reads and asks of the lesson screen."""

    runner: LessonRunner
    game: Any
    ui: GamePlugin
    step_index: int
    feedback: dict[int, Feedback]
    solved: dict[int, Feedback]
    moves_made: dict[int, Any]
    highlights: dict[str, str]
    record: LessonRecord
    desk: MoveDesk
    side: LessonSide
    quiz: LessonQuiz
    play: GuidedPlay

    @property
    def app(self) -> App[Any]: ...
    @property
    def focused(self) -> Widget | None: ...
    @property
    def step(self) -> Step: ...
    @property
    def kind(self) -> str: ...
    @property
    def view(self) -> StepView: ...
    def names(self) -> list[str]: ...
    def entry_open(self) -> bool: ...
    def shown_state(self) -> Any: ...
    def shown_viewer(self) -> int | None: ...
    def default_prompt(self) -> Text: ...
    def show_prompt(self, text: Text) -> None: ...
    def refresh_bindings(self) -> None: ...
    def call_after_refresh(self, callback: Any) -> bool: ...


class StepShown:
    """The lesson's step on screen (the screen's ``step_index``)."""

    def __init__(self, lesson: ShownLesson) -> None:
        self.lesson = lesson

    def go(self, index: int) -> None:
        """Show step ``index`` afresh: nothing picked or typed, its text from the top."""
        lesson = self.lesson
        lesson.step_index = index
        lesson.desk.put_down()
        lesson.desk.rules = DO_RULES if isinstance(lesson.view, DoStepView) else PLAY
        lesson.side.start_step()
        lesson.play.refill_log()
        self.show()
        self.focus()

    def again(self) -> None:
        """A solved do step, opened for another try (it stays done in the progress)."""
        lesson = self.lesson
        index = lesson.step_index
        if not isinstance(lesson.view, DoStepView) or index not in lesson.solved:
            return
        del lesson.solved[index]
        lesson.feedback.pop(index, None)
        lesson.moves_made.pop(index, None)
        self.show()
        self.focus()

    def show(self) -> None:
        """Draw every part of the step as it stands, and the keys it offers."""
        lesson = self.lesson
        self.draw_head()
        self.draw_side()
        lesson.desk.draw_hand()
        lesson.desk.draw_choices()
        lesson.quiz.draw()
        lesson.play.draw()
        self.draw_board()
        lesson.show_prompt(lesson.default_prompt())
        lesson.refresh_bindings()
        lesson.call_after_refresh(lesson.refresh_bindings)  # "More text" once laid out

    def draw_head(self) -> None:
        lesson = self.lesson
        index = lesson.step_index
        done = index in lesson.record.steps_done
        lesson.side.show_head(head_text(index, len(lesson.runner.steps), lesson.kind, done))

    def draw_side(self) -> None:
        """The step's text and rules, the seats, the verdict."""
        lesson = self.lesson
        side, view, step = lesson.side, lesson.view, lesson.step
        rules = rules_text(step, lesson.game, view.rules_wait())
        side.show_text(step_text(step, view.goal()), rules)
        narrow = lesson.app.has_class("-narrow")
        state, viewer = lesson.shown_state(), lesson.shown_viewer()
        side.show_seats(seats_text(lesson.ui, state, lesson.names(), viewer, narrow))
        verdict = lesson.feedback.get(lesson.step_index)
        correct = None if verdict is None else verdict.correct
        side.show_verdict(view.verdict(), correct, ended=view.game_over())

    def draw_board(self) -> None:
        lesson = self.lesson
        marks = lesson.view.marks()
        marks.update(lesson.desk.entry_marks())
        lesson.highlights = marks
        board = lesson.desk.board()
        board.entering = lesson.entry_open()
        state, viewer = lesson.shown_state(), lesson.shown_viewer()
        board.show(state, viewer=viewer, lit=marks, names=lesson.names())

    def focus_between_moves(self) -> None:
        if self.lesson.entry_open():
            self.lesson.desk.focus_default()
        else:
            self.focus()

    def focus(self) -> None:
        """The board for a move, the answers for a quiz, the text for reading."""
        lesson = self.lesson
        if lesson.entry_open():
            if lesson.focused is lesson.side.query_one("#move-input"):
                return  # the learner is typing a move: the box keeps the focus
            self.focus_between_moves()
        elif lesson.view.answers and lesson.step_index not in lesson.solved:
            lesson.side.query_one(QuizAnswers).focus_answer()
        else:
            lesson.side.focus_text()
