"""A lesson's play step: a guided game against the course's players, and how it is shown.

The game itself is plain Python (:class:`tutor.guided_game.GuidedGame`), started and moved
on by the step's view (:class:`PlayStepView`: the computer moves up to the learner, whose
moves it plays). :class:`GuidedPlay` shows it on the screen: the events told in the log as
they happen (and kept with the game, so stepping back and forth shows them again), the
score sheet once the game is over (its lines light the board), and the move box only
while the learner may move.
"""

from __future__ import annotations

import random
from typing import Any, Protocol, TypeVar

from rich.text import Text
from textual.widget import Widget
from textual.widgets import RichLog

from engine.core import Event, IllegalMove, Score
from engine.i18n import _
from lessons.format import PlayStep
from tutor.board import Board
from tutor.explain import event_texts
from tutor.guided_game import GuidedGame
from tutor.lesson_view_base import StepView
from tutor.lesson_words import final_text
from tutor.ui import GamePlugin
from tutor.widgets.move_input import MoveInput
from tutor.widgets.score_sheet import ScoreSheet


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
