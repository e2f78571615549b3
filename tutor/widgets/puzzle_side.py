"""The side of a practice puzzle: what to find, how the answer went, and where the move is made.

:class:`PuzzleSide` is the column Practice lays out beside the board, inside its
:class:`tutor.widgets.move_desk.MoveDesk`: the puzzle's heading, its words and the verdict
(scrolled together, so the move box below stays in view), the prompt, the hand, the move
box and the move list. The desk drives the last three (it finds them by id); the screen
passes the words down through :meth:`show_words`, :meth:`show_verdict` and
:meth:`show_prompt`. The side owns the look of all of them, at 80 columns too.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from tutor.widgets.hand import Hand
from tutor.widgets.move_input import MoveInput
from tutor.widgets.settled_options import SettledOptionList


class PuzzleSide(Vertical):
    """The puzzle's words and verdict above the prompt, the hand, the move box and the list."""

    DEFAULT_CSS = """
    PuzzleSide {
        width: 46;
        min-width: 38;
    }

    PuzzleSide #puzzle-head {
        height: auto;
        padding: 0 1;
        background: $boost;
    }

    PuzzleSide #puzzle-scroll {
        height: 1fr;
        min-height: 4;
        scrollbar-gutter: stable;
    }

    PuzzleSide #puzzle-scroll:focus {
        background: $boost;
    }

    PuzzleSide #puzzle-text {
        height: auto;
        padding: 0 1;
        margin-bottom: 1;
    }

    PuzzleSide #feedback {
        height: auto;
        padding: 0 1;
        border: round $primary 50%;
    }

    PuzzleSide #feedback.-right {
        border: round $success;
    }

    PuzzleSide #feedback.-wrong {
        border: round $error;
    }

    PuzzleSide #prompt {
        height: auto;
        min-height: 1;
        padding: 0 1;
    }

    PuzzleSide #choices {
        height: auto;
        max-height: 8;
    }

    .-narrow PuzzleSide {
        width: 40;
        min-width: 30;
    }

    .-narrow PuzzleSide #choices {
        max-height: 4;
    }
    """
    SCOPED_CSS = False
    """Two rules read the app's ``-narrow`` class, above the screen."""

    def __init__(self, placeholder: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.placeholder = placeholder
        """The move box's placeholder (the game's notation)."""

    def compose(self) -> ComposeResult:
        yield Static(id="puzzle-head")
        with VerticalScroll(id="puzzle-scroll"):  # the move box stays in view
            yield Static(id="puzzle-text")
            yield Static(id="feedback")
        yield Static(id="prompt")
        yield Hand(id="hand")
        yield MoveInput(id="move-input", placeholder=self.placeholder)
        yield SettledOptionList(id="choices")

    def show_words(self, head: Text, words: Text) -> None:
        """The heading ("Puzzle 2 of 5") and what to find (or the end of the queue)."""
        self.query_one("#puzzle-head", Static).update(head)
        self.query_one("#puzzle-text", Static).update(words)

    def show_verdict(self, words: Text | None, solved: bool | None = None) -> None:
        """The verdict's box: ``words`` framed green where ``solved``, red where not, plain
        while it is judged (``solved`` None); hidden with no words."""
        box = self.query_one("#feedback", Static)
        if words is None:
            box.display = False
            box.update("")
            return
        box.update(words)
        if solved is not None:
            box.display = True
            box.set_class(solved, "-right")
            box.set_class(not solved, "-wrong")

    def show_prompt(self, text: Text) -> None:
        self.query_one("#prompt", Static).update(text)

    def show_entry(self, move_box: bool) -> None:
        """The move box shown where a move may be typed now."""
        self.query_one("#move-input").display = move_box

    def close(self) -> None:
        """The queue is done: no verdict, no prompt, nothing to move with."""
        self.query_one("#feedback", Static).update("")
        self.show_prompt(Text(""))
        for name in ("#hand", "#move-input", "#choices"):
            self.query_one(name).display = False

    def scroll_text(self, lines: int) -> None:
        """The words and the verdict, a few lines on (or back), where they run long."""
        self.query_one("#puzzle-scroll", VerticalScroll).scroll_relative(y=lines * 3)
