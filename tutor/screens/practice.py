"""Practise your mistakes: the puzzles a review made of your marked moves, and the lesson
steps you got wrong, when they are due.

Each puzzle (``lessons.practice``) is the position as you saw it when you played a move
the review marked: find a better move. A lesson step (a ``StepCard``) is shown with its
position and opened with ``o`` on the lesson screen, on that one step
(:class:`LessonSteps`), which hands back how it went. A puzzle's move is made on the
game's board as in Play (the shared :class:`MoveDesk`), and judged off the UI thread as
the review judges (:class:`PuzzleJudge`). After a miss, ``h`` gives the hint (the hard
player's move, as in Play) and ``s`` shows the review's answer. How it went is saved with
your puzzles, and FSRS says when the puzzle comes back.

The screen keeps where the queue stands and draws it; its side panel
(:class:`PuzzleSide`) owns the look. Nothing here names a game: the board and the words
come from the game's plug-in.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen

from engine.i18n import N_, _
from engine.registry import GAMES
from lessons.course import CourseLesson, course
from lessons.practice import Grade, Puzzle, StepCard, Verdict, puzzle_position
from tutor.board import Board
from tutor.plugins import ui_for
from tutor.practice_keys import key_allowed
from tutor.practice_queue import due_queue
from tutor.practice_words import feedback_words, item_words, left_out_words, no_hint_words
from tutor.screens.lesson import LessonScreen
from tutor.screens.practice_judge import PuzzleJudge
from tutor.screens.practice_steps import LessonSteps
from tutor.widgets.keybar import KeyBar
from tutor.widgets.move_desk import MoveDesk, bind_action_moves
from tutor.widgets.move_rules import EXERCISE
from tutor.widgets.puzzle_side import PuzzleSide
from tutor.widgets.title_bar import TitleBar


class PracticeScreen(Screen[Any]):
    """The due puzzles of one game, one after the other (or the ones given)."""

    DEFAULT_CSS = """
    PracticeScreen #practice-body { height: 1fr; }
    PracticeScreen #board { width: 1fr; height: 1fr; }
    PracticeScreen #board:focus { background: $boost; }
    """
    SCOPED_CSS = False
    """The rules name this screen themselves; the side panel's are its own."""

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
        Binding("shift+down", "scroll_text(1)", N_("More text")),
        Binding("shift+up", "scroll_text(-1)", N_("Text back"), show=False),
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
        self.lessons: list[CourseLesson] = course(game_id)
        self.queue: list[Puzzle | StepCard]
        """Lesson steps first (they are quick), then the puzzles."""
        self.queue, self.unreadable = due_queue(self.game, self.lessons, puzzles, steps)
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
        self._position: tuple[str, Any] | None = None
        self.desk = MoveDesk(self, id="practice-body")
        """The board and its side: a puzzle's move is the player's to find (an exercise)."""
        self.desk.rules = EXERCISE
        self.side = PuzzleSide(self.ui.move_placeholder, id="practice-side")
        self.judge = PuzzleJudge(self)
        self.steps = LessonSteps(self)

    # -- layout --------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with self.desk:
            yield self.ui.make_board(interactive=True)
            yield self.side
        yield self.judge
        yield KeyBar()

    def on_mount(self) -> None:
        bind_action_moves(self, self.ui)
        self.title = _("{game}: practise your mistakes").format(game=self.game.title)
        if self.unreadable:
            self.notify(left_out_words(self.unreadable), severity="warning", markup=False)
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

    # -- move entry (the desk's EntrySource) --------------------------------------------------

    def entry_state(self) -> Any:
        """The puzzle's position, parsed once (a hint is kept for this very object), or
        the lesson step's."""
        item = self.item
        if item is None:
            return None
        if isinstance(item, StepCard):
            return self.steps.position(item)
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
        return no_hint_words(self.item, self.finished is not None)

    def hint_names(self) -> list[str] | None:
        return None

    def draw_due(self) -> bool:
        return False

    def typing_open(self) -> bool:
        return self.entry_open()

    def focus_between_moves(self) -> None:
        self.desk.focus_default()

    def submit(self, move: Any) -> bool:
        """A move tried: refused if illegal, else judged off the UI thread."""
        return self.judge.submit(move)

    def board(self) -> Board:
        return self.desk.board()

    def action_hint(self) -> None:
        if self.hint_position() is not None:
            self.hinted = True
        self.desk.hint()

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
        item, side = self.item, self.side
        place = {"number": self.index + 1, "total": self.total}
        done = self.finished is not None
        side.show_words(*item_words(self.game, self.lessons, item, place, done))
        if item is None:
            side.close()
            self.draw_board()
            self.refresh_bindings()
            return
        self.sub_title = _("puzzle {number} of {total}").format(**place)
        self.draw_feedback()
        side.show_entry(self.entry_open())
        self.desk.draw_hand()
        self.desk.draw_choices()
        self.show_prompt(self.default_prompt())
        self.draw_board()
        self.refresh_bindings()
        self.focus_between_moves()

    def draw_feedback(self) -> None:
        done = self.finished is not None
        words = feedback_words(self.game, self.item, self.verdict, self.checking, done)
        self.side.show_verdict(*words)

    def default_prompt(self) -> Text:
        if self.puzzle is None or not self.entry_open():
            return Text("")
        text = Text(self.ui.help_for(self.entry_state()) if self.board().has_places else "")
        return self.desk.with_hint(text)

    def show_prompt(self, text: Text) -> None:
        self.side.show_prompt(text)

    def draw_board(self) -> None:
        item = self.item
        board = self.board()
        board.display = item is not None
        if item is None:
            return
        if isinstance(item, StepCard):  # the step's position; its moves are made in the lesson
            board.entering = False
            board.show(self.entry_state(), viewer=None, lit={})
            return
        marks = self.desk.entry_marks()
        if self.finished is not None:
            best = self.game.parse_move(self.entry_state(), item.best)
            marks.update({ref: "hint" for ref in self.ui.move_refs(best)})
        board.entering = self.entry_open()
        board.show(self.entry_state(), viewer=item.seat, lit=marks)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        finished, judging = self.finished is not None, self.checking is not None
        return key_allowed(action, self.item, finished, judging, bool(self.misses))

    # -- the keys --------------------------------------------------------------------------------

    def action_open_step(self) -> LessonScreen | None:
        """The lesson step, on the lesson screen alone: Next there brings back how it went."""
        screen = self.steps.open()
        if screen is not None:
            self.app.push_screen(screen, callback=self.steps.answered)
        return screen

    def action_show_answer(self) -> None:
        """Give up: the review's move is shown, and the puzzle comes back soon."""
        self.judge.show_answer()

    def action_next_puzzle(self) -> None:
        if self.item is None or self.finished is None:
            return
        self.index, self.misses, self.hinted = self.index + 1, 0, False
        self.verdict, self.finished = None, None
        self.desk.forget_hint()
        self.show_puzzle()

    def action_scroll_text(self, lines: int) -> None:
        """Shift+Down / Shift+Up: the puzzle's words and the verdict, where they run long."""
        self.side.scroll_text(lines)

    def action_leave(self) -> None:
        self.judge.stop()
        self.app.pop_screen()
