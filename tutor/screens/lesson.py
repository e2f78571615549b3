"""A lesson, step by step, beside the game's board: read, do, quiz and play.

The screen shows what :class:`lessons.runner.LessonRunner` builds and judges; it
decides nothing about the rules itself. Moves are made exactly as on the Play
screen (the screen composes a :class:`tutor.widgets.move_desk.MoveDesk`): pick a piece
and a place, or type the move. Only the game's plug-in depends on the game (``ui_for``).

Each kind of step decides through its view (``tutor/lesson_views.py``); the screen's
other jobs are parts of their own: a quiz's answers (``tutor/lesson_quiz.py``), a play
step's log and sheet (``tutor/lesson_play.py``), the progress and misses
(``tutor/lesson_progress.py``), which keys act (``tutor/lesson_keys.py``) and the rules
(``tutor/lesson_style.py``).

Lesson text is our own data, but it is still shown as plain text: a bracket in a
lesson is a bracket, never markup.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static

from engine.core import Event
from engine.i18n import N_, _
from lessons.course import CourseLesson
from lessons.format import Step
from lessons.practice import Grade
from lessons.runner import Feedback, LessonRunner
from tutor.board import Board
from tutor.guided_game import GuidedGame
from tutor.lesson_keys import key_allowed
from tutor.lesson_play import GuidedPlay
from tutor.lesson_progress import LessonRecord
from tutor.lesson_quiz import LessonQuiz
from tutor.lesson_style import LESSON_CSS
from tutor.lesson_texts import head_text, rules_text, seat_names, seats_text, step_text
from tutor.lesson_views import VIEWS, DoStepView, PlayStepView, StepView
from tutor.lesson_words import (
    KIND_NAMES,
)
from tutor.plugins import ui_for
from tutor.screens.base import niwa
from tutor.screens.dialogs import Confirm
from tutor.screens.lesson_done import LessonDone
from tutor.screens.rules import RulesScreen
from tutor.widgets.hand import Hand
from tutor.widgets.keybar import KeyBar
from tutor.widgets.move_desk import MoveDesk, bind_action_moves
from tutor.widgets.move_input import MoveInput
from tutor.widgets.move_rules import EXERCISE, PLAY
from tutor.widgets.quiz_answers import QuizAnswers
from tutor.widgets.reflow_log import ReflowLog
from tutor.widgets.score_sheet import ScoreSheet
from tutor.widgets.title_bar import TitleBar


class LessonScreen(Screen[Any]):
    """One lesson of a course; Next and Previous walk its steps."""

    AUTO_FOCUS = ""
    """Each step chooses what has the focus (the board, the answers or the text)."""

    CSS = LESSON_CSS
    SCOPED_CSS = False  # its rules name the app's -narrow class above the screen
    """The screen's rules as the app's own CSS (``CSS``, not ``DEFAULT_CSS``), as lesson.tcss
    was: they beat the shared rules of app.tcss and widgets.tcss by specificity (kept in
    ``tutor/lesson_style.py``)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n,pagedown", "next", N_("Next step")),
        Binding("p,pageup", "previous", N_("Previous step")),
        Binding("1", "pick(0)", N_("Piece 1"), show=False),
        Binding("2", "pick(1)", N_("Piece 2"), show=False),
        Binding("3", "pick(2)", N_("Piece 3"), show=False),
        Binding("4", "pick(3)", N_("Piece 4"), show=False),
        Binding("b", "focus_board", N_("Board"), show=False),
        Binding("t,colon", "type_move", N_("Type a move"), key_display="t"),
        Binding("h", "hint", N_("Hint")),  # offered in a game only (check_action)
        Binding("r", "rules", N_("Rules")),
        Binding("a", "again", N_("Try the step again")),
        Binding("shift+down", "scroll_text(1)", N_("More text"), key_display="Shift+Down"),
        Binding("shift+up", "scroll_text(-1)", N_("Text back"), show=False, key_display="Shift+Up"),
        Binding("escape", "leave", N_("Leave (asks)")),
    ]

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
        self.item = lessons[index]
        self.runner = LessonRunner(self.item.lesson, f"lessons/{game_id}/{self.item.id}")
        self.game = self.runner.game
        self.ui = ui_for(self.game.id)
        self.record = LessonRecord(
            game_id, self.item.id, self.runner.steps, practising=practising, warn=self.warn
        )
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
        self.quiz = LessonQuiz(self)
        """A quiz step's answers, judged (``tutor/lesson_quiz.py``)."""
        self.play = GuidedPlay(self)
        """A play step's game: its log and score sheet (``tutor/lesson_play.py``)."""

    # -- layout ------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with self.desk:
            board = self.ui.make_board(interactive=True)
            board.enters_draws = False  # the course deals: no picker for a draw
            yield board
            with Vertical(id="lesson-side"):
                yield Static(id="step-head")
                with VerticalScroll(id="step-scroll"):
                    yield ScoreSheet(id="sheet")
                    yield Static(id="step-text")
                    yield Static(id="step-rules")
                yield Static(id="seats")
                yield Static(id="feedback")
                yield Static(id="prompt")
                yield Hand(id="hand")
                yield MoveInput(id="move-input", placeholder=self.ui.move_placeholder)
                yield OptionList(id="choices")
                yield QuizAnswers(id="quiz")
                yield ReflowLog(
                    id="log", wrap=True, markup=False, auto_scroll=True, max_lines=200, min_width=10
                )
        yield KeyBar()

    def on_mount(self) -> None:
        bind_action_moves(self, self.ui)
        self.title = _("{game}: {lesson}").format(
            game=self.game.title, lesson=self.item.lesson.title
        )
        self.sub_title = _("lesson {n} of {total}").format(
            n=self.index + 1, total=len(self.lessons)
        )
        self.set_class(self.ui.board_lists_hands, "-board-lists-hands")  # see lesson.tcss
        self.set_class(self.ui.board_shows_pieces, "-board-shows-pieces")
        self.go(self.step_index)

    # -- where we are -------------------------------------------------------------------

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
        """The play step's game, started on first visit (the computer moves up to you)."""
        return self.play.guided()

    def play_over(self) -> bool:
        return self.view.game_over()

    def warn(self, said: str) -> None:
        """Say what went wrong on disk; the lesson goes on."""
        self.notify(said, severity="warning", markup=False)

    # -- MoveEntry: where the learner moves ------------------------------------------------

    def entry_state(self) -> Any:
        return self.view.entry_state()

    def entry_open(self) -> bool:
        return self.view.entry_open()

    def hint_names(self) -> list[str] | None:
        """The players' names, for the other sides a hint names."""
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
        """Outside the guided game the move or the answer is the learner's to find."""
        if not self.view.hints:
            return Text(_("No hints in this step: finding it is the exercise."), "italic")
        return self.desk.no_hint_here()

    def action_again(self) -> None:
        """A solved do step, opened for another try (it stays done in the progress)."""
        index = self.step_index
        if not isinstance(self.view, DoStepView) or index not in self.solved:
            return
        del self.solved[index]
        self.feedback.pop(index, None)
        self.moves_made.pop(index, None)
        self.show_step()
        self.focus_for_step()

    def submit(self, move: Any) -> bool:
        """The learner's move: judged by the runner (do) or played in the guided game."""
        return self.entry_open() and self.view.submit(move)

    def after_move(self, solved: bool) -> None:
        """A move was made (or judged): show the step again; the next focus once solved."""
        self.show_step()
        if solved:
            self.focus_for_step()

    def game_ended(self) -> None:
        """The guided game is over: the step is done, and the score sheet scrolled to."""
        self.play.ended()

    def write_log(self, game: GuidedGame, events: list[Event] | tuple[Event, ...]) -> None:
        self.play.write_log(game, events)

    # -- quizzes ----------------------------------------------------------------------------

    def answer(self, given: str) -> Feedback | None:
        """The learner's answer to the quiz on screen, judged by the runner."""
        return self.quiz.answer(given)

    @on(QuizAnswers.Answered)
    def _answered(self, event: QuizAnswers.Answered) -> None:
        self.quiz.answered(event.given)

    def practice_result(self) -> Grade | None:
        """How the step went in practice (None: not solved, nothing is recorded)."""
        index = self.step_index
        return self.record.practice_result(index, solved=index in self.solved)

    # -- navigation ---------------------------------------------------------------------------

    def go(self, index: int) -> None:
        self.step_index = index
        self.desk.put_down()
        # A do step is an exercise (no list of moves that would hand the answer, no
        # example), and its goal is often the points: the learner works them out.
        exercise = isinstance(self.view, DoStepView)
        self.desk.rules = replace(EXERCISE, previews_points=False) if exercise else PLAY
        self.query_one("#step-scroll").scroll_home(animate=False)
        self.query_one("#move-input", Input).value = ""
        self.query_one("#quiz-input", Input).value = ""
        self.play.refill_log()
        self.show_step()
        self.focus_for_step()

    def action_next(self) -> None:
        """On to the next step (a read step counts as done once read); after the last, the end.
        Practising one step, back to Practice with how it went."""
        if self.practising:
            self.dismiss(self.practice_result())
            return
        self.view.left()
        if self.step_index + 1 < len(self.runner.steps):
            self.go(self.step_index + 1)
        else:
            self.finish()

    def action_previous(self) -> None:
        if self.step_index > 0:
            self.go(self.step_index - 1)

    def action_scroll_text(self, direction: int) -> None:
        """Scroll the step's text by most of its height, whatever has the focus (a text
        longer than its panel is read with keys, not only the mouse wheel: issue 22)."""
        box = self.query_one("#step-scroll")
        page = max(1, box.scrollable_content_region.height - 1)
        box.scroll_relative(y=direction * page, animate=False)
        self.refresh_bindings()

    def action_rules(self) -> None:
        rules = self.step.rules
        self.app.push_screen(RulesScreen(self.game.id, rule_id=rules[0] if rules else None))

    @work(exclusive=True, group="leave")
    async def action_leave(self) -> None:
        """Back to the course, always asked: one Esc too many must not leave a lesson (and
        the next keys then open another)."""
        leave = await self.app.push_screen_wait(
            Confirm(
                _("Leave this lesson? The steps you did are saved."),
                yes=_("Leave"),
                no=_("Keep learning"),
            )
        )
        if leave:
            self.dismiss()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Which keys act on this step (``tutor/lesson_keys.py``)."""
        boxes = self.query("#step-scroll")
        return key_allowed(
            action,
            parameters,
            self.view,
            self.desk,
            first=self.step_index == 0 or self.practising,
            solved=self.step_index in self.solved,
            text_box=boxes.first() if boxes else None,
        )

    @work(exclusive=True, group="finish")
    async def finish(self) -> None:
        """The end of the lesson: offer the next one (or a game, after the last)."""
        following = self.lessons[self.index + 1] if self.index + 1 < len(self.lessons) else None
        todo = [i for i in range(len(self.runner.steps)) if i not in self.record.steps_done]
        choice = await self.app.push_screen_wait(
            LessonDone(self.item, following, todo, self.runner.steps, self.game.title)
        )
        if choice == "next" and following is not None:
            self.open_next()
        elif choice == "again" and todo:
            self.go(todo[0])
        elif choice == "play":
            self.dismiss()
            niwa(self).action_play(self.game.id)
        elif choice == "course":
            self.dismiss()

    def open_next(self) -> LessonScreen:
        """Put the next lesson in this one's place (Esc then goes back to the course)."""
        screen = LessonScreen(self.game_id, self.lessons, self.index + 1)
        self.app.switch_screen(screen)
        return screen

    # -- showing ------------------------------------------------------------------------------

    def show_step(self) -> None:
        self.draw_head()
        self.draw_text()
        self.draw_seats()
        self.draw_feedback()
        self.desk.draw_hand()
        self.desk.draw_choices()
        self.quiz.draw()
        self.play.draw()
        self.draw_board()
        self.show_prompt(self.default_prompt())
        self.refresh_bindings()
        self.call_after_refresh(self.refresh_bindings)  # "More text" once the text is laid out

    def focus_between_moves(self) -> None:
        if self.entry_open():
            self.desk.focus_default()
        else:
            self.focus_for_step()

    def focus_for_step(self) -> None:
        """The board for a move, the answers for a quiz, the text for reading."""
        if self.entry_open():
            if self.focused is self.query_one("#move-input"):
                return  # the learner is typing a move: the box keeps the focus
            self.focus_between_moves()
        elif self.view.answers and self.step_index not in self.solved:
            self.query_one(QuizAnswers).focus_answer()
        else:
            self.query_one("#step-scroll").focus()

    def draw_head(self) -> None:
        done = self.step_index in self.record.steps_done
        head = head_text(self.step_index, len(self.runner.steps), self.kind, done)
        self.query_one("#step-head", Static).update(head)

    def draw_text(self) -> None:
        view = self.view
        self.query_one("#step-text", Static).update(step_text(self.step, view.goal()))
        rules = rules_text(self.step, self.game, view.rules_wait())
        self.query_one("#step-rules", Static).update(rules)

    def shown_viewer(self) -> int | None:
        """Whose hidden pieces stay hidden: in a guided game, the computer's."""
        return self.view.shown_viewer()

    def shown_state(self) -> Any:
        return self.view.shown_state()

    def draw_seats(self) -> None:
        narrow = self.app.has_class("-narrow")
        seats = seats_text(self.ui, self.shown_state(), self.names(), self.shown_viewer(), narrow)
        self.query_one("#seats", Static).update(seats)

    def draw_feedback(self) -> None:
        panel = self.query_one("#feedback", Static)
        view = self.view
        said = view.verdict()
        panel.display = said is not None
        if said is not None:
            panel.update(said)
        if view.game_over():
            return  # the game's end, said as such
        verdict = self.feedback.get(self.step_index)
        panel.set_class(verdict is not None and verdict.correct, "-right")
        panel.set_class(verdict is not None and not verdict.correct, "-wrong")

    def draw_board(self) -> None:
        marks = self.view.marks()
        marks.update(self.desk.entry_marks())
        self.highlights = marks
        self.board().entering = self.entry_open()
        self.board().show(
            self.shown_state(), viewer=self.shown_viewer(), lit=marks, names=self.names()
        )

    @on(ScoreSheet.LineChosen)
    def _sheet_line(self, event: ScoreSheet.LineChosen) -> None:
        self.play.light_line(event.line)

    def default_prompt(self) -> Text:
        last = self.step_index + 1 == len(self.runner.steps)
        onward = _("n: finish the lesson.") if last else _("n: next step.")
        told = self.view.prompt(onward)
        if told is not None:
            return told
        if not self.entry_open():
            return Text(_("The computer is moving..."), style="italic")
        text = Text.assemble((_("Your move. "), "bold"))
        piece = self.desk.piece
        if piece is None:
            text.append(self.desk.board_help())
        else:
            said = _("{piece} picked: choose a {place}. ")
            text.append(said.format(piece=piece, place=self.ui.place_word))
            text.append(_("Enter or click to place it."), style="dim")
        return self.desk.with_hint(text)

    def show_prompt(self, text: Text) -> None:
        self.query_one("#prompt", Static).update(text)
