"""A lesson's side panel: the step's head, its text and rules, the seats, the verdict,
the prompt, then where the learner acts (the row of pieces, the move box, the move list,
the quiz's answers) and the guided game's log.

The panel lays its parts out and shows what the lesson screen passes down (the words
come from ``tutor/lesson_texts.py`` and the step's view); it decides nothing. The parts
keep their ids, which the screen's rules (``tutor/lesson_style.py``) and the
:class:`MoveDesk` around it (``#hand``, ``#move-input``, ``#choices``) name. The step's
text scrolls with keys too, not only the mouse wheel (issue 22).
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Input, Static

from tutor.widgets.hand import Hand
from tutor.widgets.move_input import MoveInput
from tutor.widgets.quiz_answers import QuizAnswers
from tutor.widgets.reflow_log import ReflowLog
from tutor.widgets.score_sheet import ScoreSheet
from tutor.widgets.settled_options import SettledOptionList


class LessonSide(Vertical):
    """The side of the lesson screen, beside the board (``#lesson-side``)."""

    def __init__(self, placeholder: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.placeholder = placeholder
        """The move box's placeholder (the game's)."""

    def compose(self) -> ComposeResult:
        yield Static(id="step-head")
        with VerticalScroll(id="step-scroll"):
            yield ScoreSheet(id="sheet")
            yield Static(id="step-text")
            yield Static(id="step-rules")
        yield Static(id="seats")
        yield Static(id="feedback")
        yield Static(id="prompt")
        yield Hand(id="hand")
        yield MoveInput(id="move-input", placeholder=self.placeholder)
        yield SettledOptionList(id="choices")
        yield QuizAnswers(id="quiz")
        yield ReflowLog(
            id="log", wrap=True, markup=False, auto_scroll=True, max_lines=200, min_width=10
        )

    def start_step(self) -> None:
        """A step shown afresh: its text from the top, nothing typed in the boxes."""
        self.query_one("#step-scroll").scroll_home(animate=False)
        self.query_one("#move-input", Input).value = ""
        self.query_one("#quiz-input", Input).value = ""

    def show_head(self, head: Text) -> None:
        self.query_one("#step-head", Static).update(head)

    def show_text(self, text: Text, rules: Text) -> None:
        self.query_one("#step-text", Static).update(text)
        self.query_one("#step-rules", Static).update(rules)

    def show_seats(self, seats: Text) -> None:
        self.query_one("#seats", Static).update(seats)

    def show_verdict(self, said: Text | None, correct: bool | None, *, ended: bool) -> None:
        """The verdict panel: ``said`` (None: hidden), framed as ``correct`` (None: no
        verdict), unless the game ``ended`` (its end is said as such, in its own frame)."""
        panel = self.query_one("#feedback", Static)
        panel.display = said is not None
        if said is not None:
            panel.update(said)
        if ended:
            return
        panel.set_class(correct is True, "-right")
        panel.set_class(correct is False, "-wrong")

    def show_prompt(self, text: Text) -> None:
        self.query_one("#prompt", Static).update(text)

    def text_box(self) -> VerticalScroll | None:
        """The step's text box (None: not composed yet)."""
        boxes = self.query("#step-scroll").results(VerticalScroll)
        return next(iter(boxes), None)

    def scroll_text(self, direction: int) -> None:
        """Scroll the step's text by most of its height, whatever has the focus."""
        box = self.query_one("#step-scroll", VerticalScroll)
        page = max(1, box.scrollable_content_region.height - 1)
        box.scroll_relative(y=direction * page, animate=False)

    def focus_text(self) -> None:
        self.query_one("#step-scroll").focus()
