"""The viewer's stage: the board with what the ply shown lit, the seats, the timeline.

:class:`ViewerStage` is the column left of the viewer's side (``#viewer-main``). The
viewer passes the ply shown down; the stage draws it: on the board the last move and
what it scored (at the game's end, what the score sheet's number under the cursor
counted instead), under it the seats and the scrubber (``Scrubber.Seek`` goes up to the
viewer). Its look stays in the viewer's ``CSS``, by these ids.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from engine.core import Score
from replays import Timeline
from tutor.board import Board
from tutor.ply_story import is_final
from tutor.ui import GamePlugin
from tutor.viewer_words import perspective_name, scrubber_captions, seats_text
from tutor.widgets.scrubber import Scrubber


class ViewerStage(Vertical):
    """The board, the seats and the scrubber of the ply shown."""

    def __init__(self, ui: GamePlugin, names: list[str]) -> None:
        super().__init__(id="viewer-main")
        self.ui = ui
        self.names = names

    def compose(self) -> ComposeResult:
        yield self.ui.make_board(interactive=True)
        yield Static(id="seats")
        yield Scrubber(id="scrubber")

    def draw_board(
        self,
        shown: Any,
        line: Timeline,
        ply: int,
        perspective: int | None,
        sheet: tuple[Score, ...],
        entry: dict[str, str],
        entering: bool,
    ) -> dict[str, str]:
        """Draw ``shown`` (the position at ``ply`` as seen) and return the board's marks.

        Lit: the lines of the score sheet chosen (``sheet``), else the last move and the
        points it scored (not at the end, whose many lines the sheet lights one by one);
        over them the marks of a what-if's move (``entry``)."""
        lit: dict[str, str] = {}
        last: tuple[str, ...] = ()
        if sheet:
            for scored in sheet:
                lit.update(self.ui.line_highlights(line.state_at(ply), scored))
        elif ply > 0:
            last = tuple(self.ui.move_refs(line.move_at(ply)))
            if not is_final(line, ply):
                for event in line.events_at(ply):
                    if isinstance(event, Score):
                        lit.update({ref: "score" for ref in event.refs})
        lit.update(entry)
        board = self.query_one("#board", Board)
        board.entering = entering
        board.show(shown, viewer=perspective, lit=lit, last=last, names=self.names)
        return board.marks()

    def show_seats(self, shown: Any, perspective: int | None) -> None:
        narrow = self.app.has_class("-narrow")
        seats = seats_text(self.ui, shown, self.names, perspective, narrow)
        self.query_one("#seats", Static).update(seats)

    def show_timeline(
        self,
        main: Timeline,
        index: int | None,
        line: Timeline,
        ply: int,
        rounds: list[int],
        perspective: int | None,
    ) -> None:
        """The scrubber at ``ply`` of ``line`` (what-if number ``index`` of ``main``, or
        the main line) with its ``rounds``, its caption naming the line and the seat seen as."""
        name = None if index is None else main.replay.variations[index].name
        branch = None if index is None else int(main.replay.variations[index].from_ply)
        seen_as = perspective_name(line.game, line, self.names, perspective)
        caption, short = scrubber_captions(line, ply, seen_as, name)
        self.query_one(Scrubber).show(ply, len(line), rounds, caption, branch, short)

    def focus_timeline(self) -> None:
        self.query_one(Scrubber).focus()
