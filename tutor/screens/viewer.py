"""The replay viewer: board, move list, timeline, and every point explained. The panel
on the right says what the selected move did (``tutor/ply_story.py``): what it scored,
the points, and the rule behind them, with its refs lit on the board. At the end, the
score sheet (rows x players) lights up what the line under the cursor counted.

The screen keeps the state (the lines, the ply, the perspective) and passes it down to
the widgets that own their part, whose messages come up to it: :class:`ViewerStage`
(board, seats, scrubber), :class:`ViewerSide` (lines, review, moves, score sheet) and
:class:`MoveDesk` (what-if's moves, the hint). :class:`ReplayNav`, around them, says
where it goes and owns the keys that move it (arrows, Home/End, Page keys, g, v, m, [, ]);
:class:`WhatIf` tries a move from any ply (w) and keeps the branch it opens; its keys
are ``viewer_keys``, its look ``viewer_css``.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, ClassVar

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.screen import Screen
from textual.widget import Widget

from engine.core import Score
from replays import Timeline
from replays.one_seat import recorder_of
from tutor.board import Board
from tutor.plugins import ui_for
from tutor.ply_story import is_final, ply_story
from tutor.screens import viewer_css
from tutor.screens.base import niwa
from tutor.screens.viewer_keys import VIEWER_BINDINGS, key_allowed
from tutor.screens.viewer_nav import ReplayNav
from tutor.screens.viewer_side import ViewerSide
from tutor.screens.viewer_stage import ViewerStage
from tutor.screens.viewer_what_if import WhatIf
from tutor.viewer_words import viewer_titles
from tutor.what_if import SavedLines
from tutor.widgets.keybar import KeyBar
from tutor.widgets.move_desk import MoveDesk, bind_action_moves
from tutor.widgets.review_panel import ReviewPanel
from tutor.widgets.score_sheet import ScoreSheet
from tutor.widgets.title_bar import TitleBar


class ViewerScreen(Screen[Any]):
    """One replay, its main line and its what-if branches."""

    CSS = viewer_css.CSS
    SCOPED_CSS = False  # its rules name the app's -narrow class above the screen
    """The screen's rules as the app's own CSS (``CSS``, not ``DEFAULT_CSS``): they beat the
    shared rules of app.tcss and widgets.tcss by specificity (``viewer_css`` says why)."""

    BINDINGS: ClassVar[list[BindingType]] = VIEWER_BINDINGS
    """The keys are the screen's: they act whatever has the focus (``viewer_keys``)."""
    KEY_WIDGETS: ClassVar[tuple[type[Widget], ...]] = (ReplayNav,)
    """Widgets with keys of their own, which Help lists with the screen's."""

    def __init__(
        self, timeline: Timeline, path: Path | None = None, *, journal: bool = False
    ) -> None:
        super().__init__()
        self.main = timeline
        self.path = path
        self.journal = journal
        """``path`` is an unfinished game's journal: shown, never written (what-ifs and
        reviews stay on screen; resume the game to go on with it)."""
        self.game = timeline.game
        self.ui = ui_for(self.game.id)
        self.names = list(timeline.replay.players)
        self.line = timeline
        self.var_index: int | None = None
        self.ply = 0
        self.recorded_by = recorder_of(timeline)
        """The seat a record was made from: its view only (the rest was never seen)."""
        self.perspective: int | None = self.recorded_by
        self.sheet_line: Score | None = None
        self.sheet_lines: tuple[Score, ...] = ()
        """The Score events behind the sheet's number under the cursor."""
        self.entering = False
        self.rng = random.Random()
        self.rounds: list[int] = []
        self.highlights_shown: dict[str, str] = {}
        self.what_if = WhatIf(self, SavedLines(path, journal, timeline))
        self.nav = ReplayNav(self)
        self.review = ReviewPanel(timeline, self.names, id="review-status")
        self.review.path, self.review.journal = path, journal
        self.review.perspective = self.perspective
        self.desk = MoveDesk(self.what_if, id="viewer-body")
        """The board and its side; it makes the what-if's moves (what-if is its source)."""
        self.desk.panel_replaces = "#moves"
        self.desk.extra_legend = self.review.legend
        self.stage = ViewerStage(self.ui, self.names)
        self.side = ViewerSide(self.review, self.ui, self.names)

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with self.nav, self.desk:
            yield self.stage
            yield self.side
        yield KeyBar()

    def on_mount(self) -> None:
        bind_action_moves(self, self.ui)
        self.title, self.sub_title = viewer_titles(self.game, self.names, self.path, self.journal)
        self.board().can_focus = False
        if niwa(self).settings.seed is not None:
            self.rng.seed(niwa(self).settings.seed)
        self.show_line(None, ply=0)
        self.stage.focus_timeline()

    # -- the state, moved by ReplayNav and WhatIf, and what the parts say -------------------

    @property
    def branch_from(self) -> int | None:
        if self.var_index is None:
            return None
        return int(self.main.replay.variations[self.var_index].from_ply)

    def set_main(self, main: Timeline) -> None:
        """The main line from now on (a what-if kept, a review merged), told to the panel."""
        self.main = main
        self.review.main = main

    def show_line(self, index: int | None, ply: int | None = None) -> None:
        self.nav.show_line(index, ply)

    def seek(self, ply: int) -> None:
        self.ply = max(0, min(len(self.line), ply))
        self.desk.put_down()
        self.sheet_line = None
        self.sheet_lines = ()
        self.refresh_view()

    def fill_lines(self) -> None:
        self.side.show_lines(self.main, self.var_index)

    def fill_moves(self) -> None:
        self.side.show_moves(self.line, self.main, self.branch_from, self.perspective)

    def on_resize(self) -> None:
        self.call_after_refresh(self._fit_moves)

    def _fit_moves(self) -> None:
        """Lay the move list out again for its width now (it was filled before layout)."""
        if self.side.moves_need_layout():
            self.fill_moves()
            self.seek(self.ply)

    @on(ReviewPanel.Done)
    def _reviewed(self, event: ReviewPanel.Done) -> None:
        self.set_main(event.main)
        self.fill_moves()
        self.refresh_view()
        self.refresh_bindings()  # n / p are offered now

    @on(ScoreSheet.LineChosen)
    def _sheet_line(self, event: ScoreSheet.LineChosen) -> None:
        self.sheet_line = event.line
        self.sheet_lines = event.lines
        self.draw_board()
        state = self.line.state_at(self.ply)
        self.side.show_note(state, self.sheet_line, self.sheet_lines, scroll=True)

    # -- the keys ----------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return key_allowed(action, parameters, self.entering, self.desk, self.review)

    def action_review(self) -> None:
        self.review.toggle()

    def action_mark(self, delta: int) -> None:
        self.nav.action_mark(delta)  # the review's n / p: the way to a mark is ReplayNav's

    def action_practise(self) -> None:
        self.review.practise()

    def action_sheet(self) -> None:
        if not self.is_final(self.ply):
            self.seek(len(self.line))
        if self.is_final(self.ply):
            self.side.focus_sheet()

    def action_export_picture(self) -> None:
        """Write this position's picture (SVG and PNG) into the data folder's exports/."""
        from tutor.export import export_action

        export_action(self, self.game.id, self.shown_state(), self.names)

    def action_edit_here(self) -> None:
        """The position editor on the position shown (issue 27): set it up otherwise, ask
        about it, continue from it."""
        state = self.line.state_at(self.ply)
        niwa(self).action_dispute(self.game.id, self.game.position_text(state))

    def action_what_if(self) -> None:
        self.what_if.start()

    def action_type_move(self) -> None:
        self.what_if.type_move()

    def action_deal(self) -> None:
        self.what_if.deal()

    def action_pick(self, index: int) -> None:
        self.desk.pick(index)

    def action_hint(self) -> None:
        self.desk.hint()

    def action_panel(self, name: str) -> None:
        self.desk.toggle_panel(name)

    def action_game_move(self, index: int) -> None:
        self.desk.game_move(index)

    def on_key(self, event: events.Key) -> None:
        """Keys with nothing focused (a click outside every widget): the focus goes back
        inside ReplayNav, and the key is its (once) or the desk's (a letter types a move)."""
        if self.focused is None:
            self.focus_between_moves()
            if self.nav.key(event.key):
                event.stop()  # else the app would run it again from the new focus
            else:
                self.desk.on_key(event)

    def action_back(self) -> None:
        """Esc: a side panel closed, a picked piece put down, what-if left, the sheet or
        the lines left for the timeline; else the viewer."""
        desk = self.desk
        if desk.panel is not None:
            desk.toggle_panel(desk.panel)
        elif self.entering and desk.piece is not None:
            desk.piece = None
            self.refresh_view()
        elif self.entering:
            self.what_if.stop()
        elif self.focused is not None and self.focused.id in ("sheet", "lines"):
            self.stage.focus_timeline()
        else:
            self.dismiss()

    def refresh_view(self) -> None:
        self.desk.draw_panel()
        self.review.draw()
        self.draw_board()
        self.stage.show_seats(self.shown_state(), self.perspective)
        self.stage.show_timeline(
            self.main, self.var_index, self.line, self.ply, self.rounds, self.perspective
        )
        final = self.is_final(self.ply)
        self.side.show_end(final, self.line, self.ply, self.sheet_line, self.sheet_lines)
        if self.entering:
            said = self.what_if.default_prompt()
        else:
            said = self.review.with_note(self.explanation(), self.ply, self.branch_from)
        self.side.say(self.desk.with_hint(said))
        self.desk.draw_hand()
        self.desk.draw_choices()
        self.side.show_ply(self.ply, self.entering)

    def board(self) -> Board:
        return self.desk.board()

    def is_final(self, ply: int) -> bool:
        return is_final(self.line, ply)

    def explanation(self) -> Text:
        return ply_story(self.line, self.ply, self.ui, self.names, self.perspective)

    # -- the ply shown, as the move desk and the helpers read it --------------------------------

    def shown_state(self) -> Any:
        return self.game.view(self.line.state_at(self.ply), self.perspective)

    def draw_board(self) -> None:
        sheet = (self.sheet_lines or (self.sheet_line,)) if self.sheet_line is not None else ()
        lit, entering = self.desk.entry_marks(), self.what_if.entry_open()
        self.highlights_shown = self.stage.draw_board(
            self.shown_state(), self.line, self.ply, self.perspective, sheet, lit, entering
        )

    def entry_state(self) -> Any:
        """The position at the ply shown, whole (what-if's moves are made in it)."""
        return self.line.state_at(self.ply)

    def focus_between_moves(self) -> None:
        if self.entering:
            self.desk.focus_board()  # also where a draw is due: d, or type it
        else:
            self.stage.focus_timeline()
