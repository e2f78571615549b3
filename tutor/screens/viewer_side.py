"""The viewer's side: its lines, the review, the move list, what-if's entry, the ply explained.

:class:`ViewerSide` is the column beside the board. The viewer passes its state down
(the lines, the ply, what to say); the side's parts pass what is chosen up as their own
messages, which the viewer answers: a line (``OptionList.OptionSelected`` from
``#lines``), a ply (``DataTable.RowSelected`` from ``#moves``), a number of the score
sheet (``ScoreSheet.LineChosen``). Its look stays in the viewer's ``CSS`` (the app's
level, which beats the shared rules): the ids are the ones those rules name.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.widgets import DataTable, Static

from engine.core import Score
from replays import Timeline
from tutor.ply_story import sheet_note
from tutor.ui import GamePlugin
from tutor.widgets.hand import Hand
from tutor.widgets.info_panel import InfoPanel
from tutor.widgets.line_list import LineList
from tutor.widgets.move_input import MoveInput
from tutor.widgets.move_list import MoveList
from tutor.widgets.review_panel import ReviewPanel
from tutor.widgets.score_sheet import ScoreSheet
from tutor.widgets.settled_options import SettledOptionList


class ViewerSide(Vertical):
    """The column beside the viewer's board (``#viewer-side``; ``-final`` at the end)."""

    def __init__(self, review: ReviewPanel, ui: GamePlugin, names: list[str]) -> None:
        super().__init__(id="viewer-side")
        self.review = review
        self.ui = ui
        self.names = names
        self.ply = 0
        """The ply the move list's cursor is on."""

    def compose(self) -> ComposeResult:
        yield LineList(id="lines")
        yield self.review
        moves = MoveList(id="moves")
        moves.can_focus = False  # the arrows step through the game; a click chooses a row
        yield moves
        yield InfoPanel(id="info")
        with Vertical(id="whatif"):
            yield Hand(id="hand")
            yield MoveInput(id="move-input", placeholder=self.ui.move_placeholder)
            yield SettledOptionList(id="choices")
        with VerticalScroll(id="explain-box"):
            yield Static(id="explain")
            yield ScoreSheet(id="sheet")
            yield Static(id="sheet-note")

    def show_lines(self, main: Timeline, shown: int | None) -> None:
        """The main line and its what-ifs, number ``shown`` highlighted (None: the main)."""
        self.query_one(LineList).show(main, shown)

    def show_moves(
        self,
        line: Timeline,
        main: Timeline,
        branch: int | None,
        perspective: int | None,
    ) -> None:
        """Fill the move list with ``line`` (the review's column as narrow as the app)."""
        self.review.narrow = self.app.has_class("-narrow")
        self.query_one(MoveList).show(line, main, branch, perspective, self.names, self.review)

    def moves_need_layout(self) -> bool:
        """Whether the move list's width changed since it was filled."""
        return self.query_one(MoveList).needs_layout()

    def show_ply(self, ply: int, entering: bool) -> None:
        """The move list's cursor on ``ply`` (scrolled to once laid out); what-if's entry
        shown while ``entering``."""
        self.ply = ply
        self.query_one("#whatif").display = entering
        table = self.query_one("#moves", DataTable)
        if table.row_count > ply:
            table.move_cursor(row=ply, animate=False, scroll=False)
            self.call_after_refresh(self._scroll_moves)

    def _scroll_moves(self) -> None:
        table = self.query_one("#moves", DataTable)
        if table.row_count > self.ply:
            table.move_cursor(row=self.ply, animate=False, scroll=True)

    def show_end(
        self, final: bool, line: Timeline, ply: int, chosen: Score | None, made: tuple[Score, ...]
    ) -> None:
        """At the game's end (``final``) the score sheet of ``line`` at ``ply`` and its
        note below it (what the number ``chosen`` counted, ``made`` of these lines), the
        move list smaller; elsewhere neither."""
        sheet = self.query_one(ScoreSheet)
        sheet.display = final
        self.query_one("#sheet-note", Static).display = final
        self.set_class(final, "-final")
        if final:
            events = [
                (line.round_at(at), event)
                for at, event in line.all_events()
                if isinstance(event, Score)
            ]
            state = line.state_at(ply)
            sheet.show(line.game, self.ui, state, self.names, events, given=line.given_scores())
            self.show_note(state, chosen, made)

    def say(self, text: Text) -> None:
        """What the ply shown did, or what-if's prompt."""
        self.query_one("#explain", Static).update(text)

    def show_note(
        self, state: Any, chosen: Score | None, made: tuple[Score, ...], scroll: bool = False
    ) -> None:
        """The note under the score sheet of ``state``: what the number ``chosen`` counted
        (``ply_story.sheet_note``), in view if ``scroll``."""
        note = self.query_one("#sheet-note", Static)
        note.update(sheet_note(state, self.ui, self.names, chosen, made))
        if scroll:
            self.call_after_refresh(note.scroll_visible, animate=False)

    def focus_sheet(self) -> None:
        self.query_one(ScoreSheet).focus()
