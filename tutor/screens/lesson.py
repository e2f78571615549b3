"""A lesson, step by step, beside the game's board: read, do, quiz and play.

The screen shows what :class:`lessons.runner.LessonRunner` builds and judges; it decides
nothing about the rules itself. Moves are made as on Play (the screen composes a
:class:`MoveDesk`); only the game's plug-in depends on the game (``ui_for``). Each kind
of step decides through its view (``tutor/lesson_views.py``); the screen lays out its
parts and answers the desk, and each other job is a part's (``tutor/lesson_*.py``: the
step shown, a quiz, a play step's game, the progress, the keys, going on and the end,
the prompt, the rules; the side panel is :class:`LessonSide`).

Lesson text is our own data, but it is still shown as plain text: a bracket in a
lesson is a bracket, never markup.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.screen import Screen

from engine.core import Event
from engine.i18n import _
from lessons.course import CourseLesson
from lessons.format import Step
from lessons.runner import Feedback, LessonRunner
from tutor.board import Board
from tutor.guided_game import GuidedGame
from tutor.lesson_end import end_lesson, leave_lesson, next_step
from tutor.lesson_keys import LESSON_BINDINGS, key_allowed
from tutor.lesson_play import GuidedPlay
from tutor.lesson_progress import LessonRecord
from tutor.lesson_prompt import lesson_prompt, no_hint_words
from tutor.lesson_quiz import LessonQuiz
from tutor.lesson_step import StepShown
from tutor.lesson_style import LESSON_CSS
from tutor.lesson_texts import seat_names
from tutor.lesson_views import VIEWS, PlayStepView, StepView
from tutor.lesson_words import KIND_NAMES
from tutor.plugins import ui_for
from tutor.screens.lesson_done import LessonDone as LessonDone  # opened by lesson_end
from tutor.screens.rules import RulesScreen
from tutor.widgets.keybar import KeyBar
from tutor.widgets.lesson_side import LessonSide
from tutor.widgets.move_desk import MoveDesk, bind_action_moves
from tutor.widgets.quiz_answers import QuizAnswers
from tutor.widgets.score_sheet import ScoreSheet
from tutor.widgets.title_bar import TitleBar


class LessonScreen(Screen[Any]):
    """One lesson of a course; Next and Previous walk its steps."""

    AUTO_FOCUS = ""
    """Each step chooses what has the focus (the board, the answers or the text)."""

    CSS = LESSON_CSS
    SCOPED_CSS = False  # its rules name the app's -narrow class above the screen
    """The screen's rules as the app's own CSS (not ``DEFAULT_CSS``), as lesson.tcss was: they
    beat the shared rules of app.tcss and widgets.tcss by specificity (``lesson_style``)."""

    BINDINGS: ClassVar[list[BindingType]] = [*LESSON_BINDINGS]  # tutor/lesson_keys.py

    def __init__(
        self,
        game_id: str,
        lessons: list[CourseLesson],
        index: int,
        *,
        step: int = 0,
        practising: bool = False,
    ) -> None:
        super().__init__()
        self.practising = practising
        """Opened by Practice for this one step: Next hands back how it went (a Grade, or
        None where it was left unanswered), and a miss is counted there, not added."""
        self.game_id = game_id
        self.lessons = lessons
        self.index = index
        self.item = item = lessons[index]
        self.runner = LessonRunner(item.lesson, f"lessons/{game_id}/{item.id}")
        self.game = self.runner.game
        self.ui = ui_for(self.game.id)
        self.record = LessonRecord(game_id, item.id, self.runner.steps, practising, self.notify)
        """The steps done (saved at once) and the misses (``tutor/lesson_progress.py``)."""
        self.step_index = max(0, min(step, len(self.runner.steps) - 1))
        self.feedback: dict[int, Feedback] = {}
        """The last verdict shown on each do or quiz step."""
        self.solved: dict[int, Feedback] = {}
        """Right answers, kept so that stepping back shows what was done."""
        self.moves_made: dict[int, Any] = {}
        self.games: dict[int, GuidedGame] = {}
        self.highlights: dict[str, str] = {}
        self.desk = MoveDesk(self, id="lesson-body")
        """The board and its side, where the learner moves."""
        # The screen's parts, one job each: the side panel (the step's words, the answers,
        # the log), a quiz, a play step's game, the step shown (going to it, drawing it).
        self.side = LessonSide(self.ui.move_placeholder, id="lesson-side")
        self.quiz = LessonQuiz(self)
        self.play = GuidedPlay(self)
        self.shown = StepShown(self)

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with self.desk:
            board = self.ui.make_board(interactive=True)
            board.enters_draws = False  # the course deals: no picker for a draw
            yield board
            yield self.side
        yield KeyBar()

    def on_mount(self) -> None:
        bind_action_moves(self, self.ui)
        lesson, total = self.item.lesson, len(self.lessons)
        self.title = _("{game}: {lesson}").format(game=self.game.title, lesson=lesson.title)
        self.sub_title = _("lesson {n} of {total}").format(n=self.index + 1, total=total)
        self.set_class(self.ui.board_lists_hands, "-board-lists-hands")  # see tutor/lesson_style.py
        self.set_class(self.ui.board_shows_pieces, "-board-shows-pieces")
        self.go(self.step_index)

    @property
    def step(self) -> Step:
        return self.runner.steps[self.step_index]

    @property
    def kind(self) -> str:
        return KIND_NAMES[type(self.step)]

    @property
    def view(self) -> StepView:
        """What the step shown decides, by its kind (``tutor/lesson_views.py``)."""
        return VIEWS[type(self.step)](self)

    def learner(self) -> int | None:
        """The seat the learner plays here (the seat to move in a do step)."""
        return self.view.learner()

    def names(self) -> list[str]:
        """Names for the seats: You (the learner), Computer 2, 3... in a game, else colours."""
        state = self.runner.position(self.step_index)
        play = isinstance(self.view, PlayStepView)
        return seat_names(self.game, state, self.learner(), play)

    def guided(self) -> GuidedGame:
        return self.play.guided()

    def play_over(self) -> bool:
        return self.view.game_over()

    # -- EntrySource: what the desk asks (where the learner moves) ---------------------------

    def entry_state(self) -> Any:
        return self.view.entry_state()

    def entry_open(self) -> bool:
        return self.view.entry_open()

    def hint_names(self) -> list[str] | None:
        return self.names()

    def hint_position(self) -> tuple[Any, int] | None:
        """Hints only in a play step's game: a do step's move is the learner's to find."""
        return self.desk.seat_to_move() if self.view.hints else None

    def draw_due(self) -> bool:
        return False  # the course deals

    def typing_open(self) -> bool:
        return self.entry_open()

    def board(self) -> Board:
        return self.desk.board()

    def action_pick(self, index: int) -> None:
        self.desk.pick(index)

    def action_focus_board(self) -> None:
        self.desk.focus_board()

    def action_type_move(self) -> None:
        self.desk.type_move()

    def action_hint(self) -> None:
        self.desk.hint()

    def action_game_move(self, index: int) -> None:
        self.desk.game_move(index)

    def on_key(self, event: events.Key) -> None:
        """Keys with nothing focused: the desk's rule (a letter starts typing a move)."""
        if self.focused is None:
            self.desk.on_key(event)

    def no_hint_words(self) -> Text:
        return no_hint_words(self.view, self.desk)

    def action_again(self) -> None:
        self.shown.again()

    def submit(self, move: Any) -> bool:
        """The learner's move: judged by the runner (do) or played in the guided game."""
        return self.entry_open() and self.view.submit(move)

    def after_move(self, solved: bool) -> None:
        """A move was made (or judged): show the step again; the next focus once solved."""
        self.show_step()
        if solved:
            self.focus_for_step()

    def game_ended(self) -> None:
        self.play.ended()

    def write_log(self, game: GuidedGame, events: list[Event] | tuple[Event, ...]) -> None:
        self.play.write_log(game, events)

    def answer(self, given: str) -> Feedback | None:
        return self.quiz.answer(given)

    @on(QuizAnswers.Answered)
    def _answered(self, event: QuizAnswers.Answered) -> None:
        self.quiz.answered(event.given)

    # -- navigation ---------------------------------------------------------------------------

    def go(self, index: int) -> None:
        self.shown.go(index)

    def action_next(self) -> None:
        next_step(self)

    def action_previous(self) -> None:
        if self.step_index > 0:
            self.go(self.step_index - 1)

    def action_scroll_text(self, direction: int) -> None:
        """Scroll the step's text, whatever has the focus (issue 22)."""
        self.side.scroll_text(direction)
        self.refresh_bindings()

    def action_rules(self) -> None:
        rules = self.step.rules
        self.app.push_screen(RulesScreen(self.game.id, rule_id=rules[0] if rules else None))

    @work(exclusive=True, group="leave")
    async def action_leave(self) -> None:
        """Back to the course, always asked (``tutor/lesson_end.py``)."""
        await leave_lesson(self)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Which keys act on this step (``tutor/lesson_keys.py``)."""
        return key_allowed(action, parameters, self)

    @work(exclusive=True, group="finish")
    async def finish(self) -> None:
        """The end of the lesson: offer the next one (``tutor/lesson_end.py``)."""
        await end_lesson(self)

    def open_next(self) -> LessonScreen:
        """Put the next lesson in this one's place (Esc then goes back to the course)."""
        screen = LessonScreen(self.game_id, self.lessons, self.index + 1)
        self.app.switch_screen(screen)
        return screen

    # -- showing ------------------------------------------------------------------------------

    def show_step(self) -> None:
        self.shown.show()

    def focus_between_moves(self) -> None:
        self.shown.focus_between_moves()

    def focus_for_step(self) -> None:
        self.shown.focus()

    def draw_head(self) -> None:
        self.shown.draw_head()

    def shown_viewer(self) -> int | None:
        """Whose hidden pieces stay hidden: in a guided game, the computer's."""
        return self.view.shown_viewer()

    def shown_state(self) -> Any:
        return self.view.shown_state()

    def draw_board(self) -> None:
        self.shown.draw_board()

    @on(ScoreSheet.LineChosen)
    def _sheet_line(self, event: ScoreSheet.LineChosen) -> None:
        self.play.light_line(event.line)

    def default_prompt(self) -> Text:
        last = self.step_index + 1 == len(self.runner.steps)
        return lesson_prompt(self.view, self.desk, last=last, moving=self.entry_open())

    def show_prompt(self, text: Text) -> None:
        self.side.show_prompt(text)
