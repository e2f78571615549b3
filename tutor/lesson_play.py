"""A lesson's play step on the screen: the guided game's log, and its score sheet at the end.

The game itself is plain Python (:class:`tutor.guided_game.GuidedGame`), started and moved
on by the step's view (:class:`tutor.lesson_views.PlayStepView`). This part shows it: the
events told in the log as they happen (and kept with the game, so stepping back and forth
shows them again), the score sheet once the game is over (its lines light the board), and
the move box only while the learner may move.
"""

from __future__ import annotations

from typing import Any, Protocol, TypeVar

from textual.widget import Widget
from textual.widgets import RichLog

from engine.core import Event, Score
from tutor.board import Board
from tutor.explain import event_texts
from tutor.guided_game import GuidedGame
from tutor.lesson_views import PlayStepView, StepView
from tutor.ui import GamePlugin
from tutor.widgets.move_input import MoveInput
from tutor.widgets.score_sheet import ScoreSheet

W = TypeVar("W", bound=Widget)


class PlayLesson(Protocol):
    """What the guided game's part reads and asks of the lesson screen."""

    game: Any
    ui: GamePlugin

    @property
    def view(self) -> StepView: ...
    @property
    def is_mounted(self) -> bool: ...
    def learner(self) -> int | None: ...
    def names(self) -> list[str]: ...
    def entry_open(self) -> bool: ...
    def shown_state(self) -> Any: ...
    def shown_viewer(self) -> int | None: ...
    def board(self) -> Board: ...
    def draw_head(self) -> None: ...
    def query_one(self, selector: str, expect_type: type[W]) -> W: ...


class GuidedPlay:
    """The play step's game as the lesson screen shows it (other steps: no log, no sheet)."""

    def __init__(self, lesson: PlayLesson) -> None:
        self.lesson = lesson

    def guided(self) -> GuidedGame:
        """The play step's game, started on first visit (the computer moves up to you)."""
        view = self.lesson.view
        assert isinstance(view, PlayStepView)
        return view.guided()

    def write_log(self, game: GuidedGame, events: list[Event] | tuple[Event, ...]) -> None:
        """Tell ``events`` in the log, and keep the words with the game."""
        lesson = self.lesson
        seat = lesson.learner()  # the guided game's learner: what that seat may read
        texts = event_texts(lesson.game, game.state, lesson.names(), events, seat, with_rules=False)
        game.log.extend(texts)
        if lesson.is_mounted:
            log = lesson.query_one("#log", RichLog)
            for text in texts:
                log.write(text)

    def refill_log(self) -> None:
        """A step just shown: the log holds its game's words (none outside a game)."""
        view = self.lesson.view
        game = view.guided() if isinstance(view, PlayStepView) else None
        log = self.lesson.query_one("#log", RichLog)
        log.clear()
        for text in game.log if game is not None else []:
            log.write(text)

    def draw(self) -> None:
        """The log where the step plays a game, the sheet once it is over, the move box
        while the learner may move."""
        lesson = self.lesson
        view = lesson.view
        over = view.game_over()
        lesson.query_one("#log", RichLog).display = view.shows_log
        sheet = lesson.query_one("#sheet", ScoreSheet)
        sheet.display = over
        if over:
            sheet.show(lesson.game, lesson.ui, self.guided().state, lesson.names())
        box = lesson.query_one("#move-input", MoveInput)
        box.display = view.moves and lesson.entry_open()

    def ended(self) -> None:
        """The guided game is over: the step is done, and the score sheet scrolled to."""
        self.lesson.draw_head()
        self.lesson.query_one("#sheet", ScoreSheet).focus()

    def light_line(self, line: Score | None) -> None:
        """A line of the score sheet chosen: the board lights what scored it."""
        lesson = self.lesson
        if line is None or not isinstance(lesson.view, PlayStepView):
            return
        marks = lesson.ui.line_highlights(self.guided().state, line)
        lesson.board().show(
            lesson.shown_state(), viewer=lesson.shown_viewer(), lit=marks, names=lesson.names()
        )
