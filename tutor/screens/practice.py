"""Practise your mistakes: the puzzles a review made of your marked moves, and the lesson
steps you got wrong, when they are due.

Each puzzle (``lessons.practice``) is the position as you saw it when you played a move
the review marked: find a better move. A lesson step (a ``StepCard``) is shown with its
position and opened with ``o`` on the lesson screen, on that one step
(``LessonScreen(practising=True)``), which hands back how it went. A puzzle's move is
made on the game's board as in Play (the shared :class:`MoveEntry`), and judged off the
UI thread as the review judges (paired endings against the review's best; solved when
the review would not mark it). After a miss, ``h`` gives the hint (the hard player's
move, as in Play) and ``s`` shows the review's answer. How it went is saved with your
puzzles, and FSRS says when the puzzle comes back.

Nothing here names a game: the board and the words come from the game's plug-in.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

import msgspec
from rich.text import Text
from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.worker import Worker, get_current_worker

from engine.core import IllegalMove, Unseen
from engine.i18n import N_, _, ngettext
from engine.registry import GAMES
from lessons.course import CourseLesson, course
from lessons.practice import (
    PRACTICE_PAIRS,
    Grade,
    Practice,
    Puzzle,
    StepCard,
    Verdict,
    grade_of,
    judge_answer,
    load_deck,
    puzzle_position,
    record,
    record_step,
    utc_now,
)
from lessons.runner import LessonRunner
from tutor.board import Board
from tutor.plugins import ui_for
from tutor.practice_queue import answerable, playable
from tutor.practice_words import (
    checking_text,
    comes_back,
    end_words,
    puzzle_words,
    step_words,
    verdict_text,
)
from tutor.screens.base import niwa
from tutor.screens.lesson import LessonScreen
from tutor.widgets.keybar import KeyBar
from tutor.widgets.move_desk import MoveDesk, bind_action_moves
from tutor.widgets.move_input import MoveInput, hand_buttons
from tutor.widgets.move_rules import EXERCISE
from tutor.widgets.title_bar import TitleBar


class PracticeScreen(Screen[Any]):
    """The due puzzles of one game, one after the other (or the ones given)."""

    DEFAULT_CSS = """
    PracticeScreen #practice-body {
        height: 1fr;
    }

    PracticeScreen #board {
        width: 1fr;
        height: 1fr;
    }

    PracticeScreen #board:focus {
        background: $boost;
    }

    PracticeScreen #practice-side {
        width: 46;
        min-width: 38;
    }

    PracticeScreen #puzzle-head {
        height: auto;
        padding: 0 1;
        background: $boost;
    }

    PracticeScreen #puzzle-scroll {
        height: 1fr;
        min-height: 4;
        scrollbar-gutter: stable;
    }

    PracticeScreen #puzzle-scroll:focus {
        background: $boost;
    }

    PracticeScreen #puzzle-text {
        height: auto;
        padding: 0 1;
        margin-bottom: 1;
    }

    PracticeScreen #feedback {
        height: auto;
        padding: 0 1;
        border: round $primary 50%;
    }

    PracticeScreen #feedback.-right {
        border: round $success;
    }

    PracticeScreen #feedback.-wrong {
        border: round $error;
    }

    PracticeScreen #prompt {
        height: auto;
        min-height: 1;
        padding: 0 1;
    }

    PracticeScreen #hand {
        /* every piece shown, as many rows as they take (as on Play: issue 22) */
        height: auto;
        layout: grid;
        grid-size: 5;
        grid-rows: 1;
        grid-gutter: 0 1;
        margin: 1 0 0 1;
    }

    PracticeScreen .hand-piece {
        min-width: 6;
    }

    PracticeScreen .hand-piece.-picked {
        text-style: reverse;
    }

    PracticeScreen #choices {
        height: auto;
        max-height: 8;
    }

    .-narrow PracticeScreen #practice-side {
        width: 40;
        min-width: 30;
    }

    .-narrow PracticeScreen #choices {
        max-height: 4;
    }
    """
    SCOPED_CSS = False
    """The rules name this screen themselves (some under the app's ``-narrow`` class)."""

    AUTO_FOCUS = ""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("1", "pick(0)", N_("Piece 1"), show=False),
        Binding("2", "pick(1)", N_("Piece 2"), show=False),
        Binding("3", "pick(2)", N_("Piece 3"), show=False),
        Binding("4", "pick(3)", N_("Piece 4"), show=False),
        Binding("b", "focus_board", N_("Board"), show=False),
        Binding("t,colon", "type_move", N_("Type a move"), key_display="t"),
        Binding("o", "open_step", N_("Answer the step")),
        Binding("h", "hint", N_("Hint (after a miss)")),
        Binding("s", "show_answer", N_("Show the answer")),
        Binding("n", "next_puzzle", N_("Next puzzle")),
        Binding("shift+down", "scroll_text(1)", N_("More text"), key_display="Shift+Down"),
        Binding("shift+up", "scroll_text(-1)", N_("Text back"), show=False, key_display="Shift+Up"),
        Binding("escape", "leave", N_("Leave")),
    ]

    def __init__(
        self,
        game_id: str,
        puzzles: list[Puzzle] | None = None,
        steps: list[StepCard] | None = None,
    ) -> None:
        super().__init__()
        self.game_id = game_id
        self.game = GAMES[game_id]
        self.ui = ui_for(game_id)
        kept = load_deck() if puzzles is None or steps is None else Practice()
        given = puzzles if puzzles is not None else kept.due(game_id, utc_now())
        self.lessons: list[CourseLesson] = course(game_id)
        due_steps = steps if steps is not None else kept.due_steps(game_id, utc_now())
        found, left_out = playable(self.game, given)
        step_cards, steps_left_out = answerable(self.lessons, game_id, due_steps)
        self.queue: list[Puzzle | StepCard] = [*step_cards, *found]
        """Lesson steps first (they are quick), then the puzzles."""
        self.unreadable = left_out + steps_left_out
        self.total = len(self.queue)
        self.index = 0
        self.misses = 0
        self.hinted = False
        self.verdict: Verdict | None = None
        """The last answer's verdict on this puzzle."""
        self.finished: Grade | None = None
        """How the puzzle went, once solved or given up (then saved)."""
        self.checking: Any = None
        """The move being judged (None: none is)."""
        self.tried: Any = None
        self._position: tuple[str, Any] | None = None
        self._runners: dict[str, LessonRunner] = {}
        self.desk = MoveDesk(self, id="practice-body")
        """The board and its side: a puzzle's move is the player's to find (an exercise)."""
        self.desk.rules = EXERCISE

    # -- layout --------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with self.desk:
            yield self.ui.make_board(interactive=True)
            with Vertical(id="practice-side"):
                yield Static(id="puzzle-head")
                with VerticalScroll(id="puzzle-scroll"):  # the move box stays in view
                    yield Static(id="puzzle-text")
                    yield Static(id="feedback")
                yield Static(id="prompt")
                with Horizontal(id="hand"):
                    yield from hand_buttons()
                yield MoveInput(id="move-input", placeholder=self.ui.move_placeholder)
                yield OptionList(id="choices")
        yield KeyBar()

    def on_mount(self) -> None:
        bind_action_moves(self, self.ui)
        self.title = _("{game}: practise your mistakes").format(game=self.game.title)
        if self.unreadable:
            self.notify(
                ngettext(
                    "Left out {count} puzzle whose position or lesson step does not read in "
                    "this niwa.",
                    "Left out {count} puzzles whose position or lesson step does not read in "
                    "this niwa.",
                    self.unreadable,
                ).format(count=self.unreadable),
                severity="warning",
                markup=False,
            )
        self.show_puzzle()

    # -- where we are ------------------------------------------------------------------------

    @property
    def item(self) -> Puzzle | StepCard | None:
        """What is being practised: a puzzle or a lesson step (None: the queue is done)."""
        return self.queue[self.index] if self.index < len(self.queue) else None

    @property
    def puzzle(self) -> Puzzle | None:
        """The puzzle being practised (None where it is a lesson step, or none is left)."""
        item = self.item
        return item if isinstance(item, Puzzle) else None

    @property
    def card(self) -> StepCard | None:
        """The lesson step being practised (None where it is a puzzle, or none is left)."""
        item = self.item
        return item if isinstance(item, StepCard) else None

    def runner(self, card: StepCard) -> LessonRunner:
        """The lesson of a step card, run as the lesson screen runs it (positions kept)."""
        if card.lesson not in self._runners:
            lesson = next(item for item in self.lessons if item.id == card.lesson)
            self._runners[card.lesson] = LessonRunner(
                lesson.lesson, f"lessons/{self.game_id}/{lesson.id}"
            )
        return self._runners[card.lesson]

    def entry_state(self) -> Any:
        """The puzzle's position, parsed once (a hint is kept for this very object), or
        the lesson step's."""
        item = self.item
        if item is None:
            return None
        if isinstance(item, StepCard):
            return self.runner(item).position(item.step)
        if self._position is None or self._position[0] != item.id:
            self._position = (item.id, puzzle_position(self.game, item))
        return self._position[1]

    def shown_state(self) -> Any:
        return self.entry_state()

    def entry_open(self) -> bool:
        return self.puzzle is not None and self.finished is None and self.checking is None

    def hint_position(self) -> tuple[Any, int] | None:
        """The hint comes after a miss: before that, finding the move is the exercise."""
        puzzle = self.puzzle
        if puzzle is None or self.finished is not None or not self.misses:
            return None
        return self.entry_state(), puzzle.seat

    def no_hint_words(self) -> Text:
        if self.card is not None and self.finished is None:
            return Text(_("The lesson step has its own hint: o opens it."), "italic")
        if self.item is None or self.finished is not None:
            return Text(_("No hint: this puzzle is done (n: the next one)."), "italic")
        return Text(_("The hint comes after a first try: find a better move first."), "italic")

    def action_hint(self) -> None:
        if self.hint_position() is not None:
            self.hinted = True
        self.desk.hint()

    def hint_names(self) -> list[str] | None:
        return None

    def draw_due(self) -> bool:
        return False

    def typing_open(self) -> bool:
        return self.entry_open()

    def focus_between_moves(self) -> None:
        self.desk.focus_default()

    def board(self) -> Board:
        return self.desk.board()

    def action_pick(self, index: int) -> None:
        self.desk.pick(index)

    def action_focus_board(self) -> None:
        self.desk.focus_board()

    def action_type_move(self) -> None:
        self.desk.type_move()

    def action_game_move(self, index: int) -> None:
        self.desk.game_move(index)

    def on_key(self, event: events.Key) -> None:
        """Keys with nothing focused: the desk's rule (a letter starts typing a move)."""
        if self.focused is None:
            self.desk.on_key(event)

    # -- drawing -------------------------------------------------------------------------------

    def show_puzzle(self) -> None:
        """Draw the puzzle (or the end of the queue) and put the keys on the board."""
        item = self.item
        head = self.query_one("#puzzle-head", Static)
        text = self.query_one("#puzzle-text", Static)
        if item is None:
            head.update(Text(_("Practice"), style="bold"))
            text.update(end_words(self.game, self.total))
            self.query_one("#feedback", Static).update("")
            self.show_prompt(Text(""))
            for name in ("#hand", "#move-input", "#choices"):
                self.query_one(name).display = False
            self.draw_board()
            self.refresh_bindings()
            return
        place = {"number": self.index + 1, "total": self.total}
        self.sub_title = _("puzzle {number} of {total}").format(**place)
        head.update(Text(_("Puzzle {number} of {total}").format(**place), style="bold"))
        text.update(
            step_words(self.game, self.lessons, item, self.finished is not None)
            if isinstance(item, StepCard)
            else puzzle_words(self.game, item)
        )
        self.draw_feedback()
        self.query_one("#move-input").display = self.entry_open()
        self.desk.draw_hand()
        self.desk.draw_choices()
        self.show_prompt(self.default_prompt())
        self.draw_board()
        self.refresh_bindings()
        self.focus_between_moves()

    def draw_feedback(self) -> None:
        box = self.query_one("#feedback", Static)
        verdict = self.verdict
        if self.checking is not None:
            box.update(checking_text(self.game.move_text(self.checking)))
            return
        box.display = verdict is not None
        if verdict is None:
            box.update("")
            return
        finished = self.finished is not None
        box.update(verdict_text(verdict, self.puzzle, comes_back(self.item) if finished else None))
        box.set_class(verdict.solved, "-right")
        box.set_class(not verdict.solved, "-wrong")

    def default_prompt(self) -> Text:
        if self.puzzle is None or not self.entry_open():
            return Text("")
        text = Text(self.ui.help_for(self.entry_state()) if self.board().has_places else "")
        return self.desk.with_hint(text)

    def show_prompt(self, text: Text) -> None:
        self.query_one("#prompt", Static).update(text)

    def draw_board(self) -> None:
        item = self.item
        board = self.board()
        if item is None:
            board.display = False
            return
        board.display = True
        if isinstance(item, StepCard):  # the step's position; its moves are made in the lesson
            board.entering = False
            board.show(self.entry_state(), viewer=None, lit={})
            return
        marks = self.desk.entry_marks()
        if self.finished is not None:
            state = self.entry_state()
            best = self.game.parse_move(state, item.best)
            marks.update({ref: "hint" for ref in self.ui.move_refs(best)})
        board.entering = self.entry_open()
        board.show(self.entry_state(), viewer=item.seat, lit=marks)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        open_ = self.puzzle is not None and self.finished is None
        if action == "open_step":  # offered only on a lesson step
            if self.card is None:
                return False
            return True if self.finished is None else None
        if self.card is not None and action in (
            *("pick", "focus_board", "type_move", "hint", "show_answer"),
        ):
            return False  # a lesson step is answered on the lesson screen (o)
        if action == "show_answer":
            return True if open_ and self.checking is None else None
        if action == "next_puzzle":
            return True if self.item is not None and self.finished is not None else None
        if action == "hint":
            return True if open_ and self.misses else None
        return True

    # -- a lesson step ------------------------------------------------------------------------

    def action_open_step(self) -> LessonScreen | None:
        """The lesson step, on the lesson screen alone: Next there brings back how it went."""
        card = self.card
        if card is None or self.finished is not None:
            return None
        index = next(i for i, item in enumerate(self.lessons) if item.id == card.lesson)
        screen = LessonScreen(self.game_id, self.lessons, index, step=card.step, practising=True)
        self.app.push_screen(screen, callback=self.step_answered)
        return screen

    def step_answered(self, grade: Grade | None) -> None:
        """Back from the lesson step: solved (Good at the first try, Hard after misses) is
        saved with when it comes back; left unanswered, it stays due."""
        card = self.card
        if grade is None or card is None:
            return
        self.finished = grade
        self.verdict = Verdict(True, _("you answered the lesson step."))
        try:
            self.queue[self.index] = record_step(card, grade)
        except OSError as err:
            self.notify(
                _("Could not save your practice: {error}").format(error=err),
                severity="error",
                markup=False,
            )
        self.show_puzzle()

    # -- answering ------------------------------------------------------------------------------

    def submit(self, move: Any) -> bool:
        """A move tried: refused if illegal, else judged off the UI thread."""
        if not self.entry_open():
            return False
        state = self.entry_state()
        try:
            self.game.apply(state, move)
        except IllegalMove as err:
            self.desk.refuse(err, self.ui.move_refs(move))
            return False
        except Unseen:  # legal as far as the seat can see; the judge plays it on fills
            pass
        puzzle = self.puzzle
        assert puzzle is not None
        self.desk.put_down()
        self.checking = move
        self.draw_feedback()
        self.show_puzzle()
        settings = niwa(self).settings
        pairs = settings.playouts or PRACTICE_PAIRS
        rng = random.Random(settings.seed) if settings.seed is not None else random.Random()
        self._judge(puzzle, move, pairs, rng)
        return True

    @work(thread=True, exclusive=True, group="practice")
    def _judge(self, puzzle: Puzzle, move: Any, pairs: int, rng: random.Random) -> None:
        worker = get_current_worker()
        verdict = judge_answer(
            self.game, puzzle, move, pairs, rng, cancelled=lambda: worker.is_cancelled
        )
        if not worker.is_cancelled:
            self.app.call_from_thread(self._judged, worker, puzzle, verdict)

    def _judged(self, worker: Worker[None], puzzle: Puzzle, verdict: Verdict) -> None:
        if worker.is_cancelled or not self.is_attached or puzzle is not self.puzzle:
            return
        self.checking = None
        self.verdict = verdict
        if verdict.solved:
            self.finish(grade_of(self.misses, self.hinted, solved=True))
        else:
            self.misses += 1
        self.show_puzzle()

    def action_show_answer(self) -> None:
        """Give up: the review's move is shown, and the puzzle comes back soon."""
        puzzle = self.puzzle
        if puzzle is None or self.finished is not None or self.checking is not None:
            return
        self.verdict = Verdict(False, _("the review found {move}.").format(move=puzzle.best))
        self.finish(Grade.AGAIN)
        self.show_puzzle()

    def finish(self, grade: Grade) -> None:
        """The puzzle went as ``grade``: saved, with when it comes back."""
        puzzle = self.puzzle
        assert puzzle is not None
        self.finished = grade
        try:
            schedule = record(puzzle, grade)
        except OSError as err:
            self.notify(
                _("Could not save your practice: {error}").format(error=err),
                severity="error",
                markup=False,
            )
            return
        self.queue[self.index] = msgspec.structs.replace(puzzle, schedule=schedule)

    def action_next_puzzle(self) -> None:
        if self.item is None or self.finished is None:
            return
        self.index += 1
        self.misses = 0
        self.hinted = False
        self.verdict = None
        self.finished = None
        self.desk.forget_hint()
        self.show_puzzle()

    def action_scroll_text(self, lines: int) -> None:
        """Shift+Down / Shift+Up: the puzzle's words and the verdict, where they run long."""
        self.query_one("#puzzle-scroll", VerticalScroll).scroll_relative(y=lines * 3)

    def action_leave(self) -> None:
        self.workers.cancel_group(self, "practice")
        self.app.pop_screen()
