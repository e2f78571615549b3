"""A lesson's steps, one view per kind: read, do, quiz and play.

The lesson screen (``tutor/screens/lesson.py``) lays out the board and the side panel
and asks the view of the step shown what that kind of step decides: where the learner
moves and whether they may now, what a move or an answer does, what the board lights,
the prompt, which keys are offered. The screen never asks a step its kind; adding a
kind means adding a view here and its entry in :data:`VIEWS`.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, Protocol

from rich.text import Text

from engine.core import IllegalMove
from engine.i18n import _
from lessons.format import DoStep, PlayStep, QuizStep, ReadStep, Step
from lessons.runner import Feedback, LessonRunner, describe_goal
from tutor.guided_game import GuidedGame
from tutor.lesson_progress import LessonRecord
from tutor.lesson_words import final_text, score_marks, verdict_text
from tutor.ui import GamePlugin
from tutor.widgets.move_desk import MoveDesk
from tutor.widgets.quiz_answers import MAX_QUIZ_CHOICES


class Lesson(Protocol):
    """What a step's view reads and asks of the lesson screen."""

    runner: LessonRunner
    game: Any
    ui: GamePlugin
    step_index: int
    solved: dict[int, Feedback]
    feedback: dict[int, Feedback]
    moves_made: dict[int, Any]
    games: dict[int, GuidedGame]
    desk: MoveDesk
    record: LessonRecord

    @property
    def step(self) -> Step: ...
    def names(self) -> list[str]: ...
    def write_log(self, game: GuidedGame, events: Any) -> None: ...
    def after_move(self, solved: bool) -> None: ...
    def game_ended(self) -> None: ...


class StepView:
    """A read step, and what every kind does unless it says otherwise."""

    moves: ClassVar[bool] = False
    """A person moves on the board here (keys 1-4, ``t``, ``b``)."""
    hints: ClassVar[bool] = False
    """``h`` gives the hard player's move (the guided game only: elsewhere the move or the
    answer is the learner's to find)."""
    shows_log: ClassVar[bool] = False
    answers: ClassVar[bool] = False
    """The learner answers a question here (the quiz's answers are shown)."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson

    @property
    def solved(self) -> Feedback | None:
        return self.lesson.solved.get(self.lesson.step_index)

    def position(self) -> Any:
        return self.lesson.runner.position(self.lesson.step_index)

    def learner(self) -> int | None:
        """The seat the learner plays here."""
        return None

    def entry_state(self) -> Any:
        return self.position()

    def entry_open(self) -> bool:
        return False

    def shown_state(self) -> Any:
        solved = self.solved
        if solved is not None and solved.state is not None:
            return solved.state
        return self.position()

    def shown_viewer(self) -> int | None:
        """Whose hidden pieces stay hidden (None: none)."""
        return None

    def marks(self) -> dict[str, str]:
        return {ref: "lesson" for ref in self.lesson.step.highlight}

    def goal(self) -> Text:
        """What the step's text adds under it (a do step's goal)."""
        return Text()

    def rules_wait(self) -> bool:
        """Whether the step's rules wait for an answer (their words would give it away)."""
        return False

    def prompt(self, onward: str) -> Text | None:
        """The prompt, or None for the move prompt (the learner's move is due)."""
        return Text(_("Read, look at the board, then {onward}").format(onward=onward), style="dim")

    def verdict(self) -> Text | None:
        """The feedback panel's words (None: the panel is hidden)."""
        verdict = self.lesson.feedback.get(self.lesson.step_index)
        if verdict is None:
            return None
        lesson = self.lesson
        do_step = isinstance(lesson.step, DoStep)
        return verdict_text(
            lesson.game, verdict, self.shown_state(), lesson.names(), do_step=do_step
        )

    def submit(self, move: Any) -> bool:
        return False

    def choices(self) -> list[str]:
        """A question's choices to pick from (none: the answer is typed)."""
        return []

    def asks_number(self) -> bool:
        return False

    def left(self) -> None:
        """The learner goes on to the next step (``n``): a read step is done once read."""
        self.lesson.record.mark_done(self.lesson.step_index)

    def game_over(self) -> bool:
        return False


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


class PlayStepView(StepView):
    """A game against the course's players from the step's position (a guided game)."""

    moves = True
    hints = True
    shows_log = True

    @property
    def seat(self) -> int:
        step = self.lesson.step
        assert isinstance(step, PlayStep)
        return step.seat

    def guided(self) -> GuidedGame:
        """The step's game, started on first visit (the computer moves up to the learner)."""
        lesson = self.lesson
        step, index = lesson.step, lesson.step_index
        assert isinstance(step, PlayStep)
        if index not in lesson.games:
            game = GuidedGame(lesson.runner.position(index), random.Random(step.seed))
            lesson.games[index] = game
            self.run_computer(game)
            if lesson.game.is_over(game.state):  # nothing left for the learner to play
                lesson.record.mark_done(index)
        return lesson.games[index]

    def run_computer(self, game: GuidedGame) -> None:
        """The dealer and the other seats move (runner.advance) until the learner is due."""
        lesson = self.lesson
        events = game.advance(lesson.game, lesson.runner, lesson.step_index)
        if events:
            lesson.write_log(game, events)

    def game_over(self) -> bool:
        return bool(self.lesson.game.is_over(self.guided().state))

    def learner(self) -> int | None:
        return self.seat

    def entry_state(self) -> Any:
        return self.guided().state

    def entry_open(self) -> bool:
        state = self.guided().state
        game = self.lesson.game
        return not game.is_over(state) and game.to_move(state) == self.seat

    def shown_state(self) -> Any:
        return self.lesson.game.view(self.guided().state, self.seat)

    def shown_viewer(self) -> int | None:
        return self.seat

    def marks(self) -> dict[str, str]:
        return dict(self.guided().marks)

    def prompt(self, onward: str) -> Text | None:
        if self.game_over():
            return Text(_("Game over. {onward}").format(onward=onward), style="bold")
        return None

    def verdict(self) -> Text | None:
        if self.game_over():
            return final_text(self.lesson.game, self.guided().state, self.lesson.names())
        return super().verdict()

    def submit(self, move: Any) -> bool:
        lesson = self.lesson
        game = self.guided()
        refs = lesson.ui.move_refs(move)
        try:
            result = game.play(lesson.game, refs, move)
        except IllegalMove as err:
            lesson.desk.refuse(err, refs)
            return False
        lesson.desk.put_down()
        lesson.write_log(game, result.events)
        self.run_computer(game)
        lesson.after_move(False)
        if lesson.game.is_over(game.state):
            lesson.record.mark_done(lesson.step_index)
            lesson.game_ended()
        return True

    def left(self) -> None:
        return


VIEWS: dict[type[Step], type[StepView]] = {
    ReadStep: StepView,
    DoStep: DoStepView,
    QuizStep: QuizStepView,
    PlayStep: PlayStepView,
}
"""Each step kind's view."""
