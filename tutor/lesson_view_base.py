"""A lesson step's view: what it reads of the lesson screen, and what every kind does.

:class:`StepView` is the read step's view and every kind's default; the other kinds'
views (``tutor/lesson_views.py``, the play step's in ``tutor/lesson_play.py``) say only
where they differ. :class:`Lesson` is what a view reads and asks of the screen.
"""

from __future__ import annotations

from typing import Any, ClassVar, Protocol

from rich.text import Text

from engine.i18n import _
from lessons.format import DoStep, Step
from lessons.runner import Feedback, LessonRunner
from tutor.guided_game import GuidedGame
from tutor.lesson_progress import LessonRecord
from tutor.lesson_words import verdict_text
from tutor.ui import GamePlugin
from tutor.widgets.move_desk import MoveDesk


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
