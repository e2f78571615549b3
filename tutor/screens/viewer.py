"""The replay viewer: board, move list, timeline, and every point explained.

Step with Left/Right (Home/End, PgUp/PgDn by round, g to go to a ply). The panel
on the right says what the selected move did (``tutor/ply_story.py``): what it scored,
the points, and the rule behind them, with its refs lit on the board. At the end, the
score sheet (rows x players) lights up what the line under the cursor counted.

The screen is composed of widgets that own their part: the move list
(:class:`MoveList`), the review's line and worker (:class:`ReviewPanel`, R / n / p / P;
it posts ``ReviewPanel.Done`` with the reviewed main line), the scrubber, the score
sheet (``ScoreSheet.LineChosen``), the side panel (``InfoPanel.LineLit``) and the
hint's worker (``HintAdvisor.Ready``, through :class:`MoveEntry`).

"What if" (w): from any ply, make a different move. An illegal one is refused
with its reason and rule; a legal one opens a branch that you can continue, kept
beside the main line and saved with the replay (a ``Variation``, ``tutor/what_if.py``).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, ClassVar

from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import DataTable, OptionList, Static

from engine.core import CHANCE, NOBODY, Score
from engine.i18n import N_, _
from engine.safe_text import shown_path
from replays import Timeline
from replays.one_seat import recorder_of, seen_from_one_seat
from tutor.board import Board
from tutor.plugins import ui_for
from tutor.ply_story import is_final, ply_story, sheet_note
from tutor.screens.base import niwa
from tutor.screens.dialogs import AskText
from tutor.screens.viewer_what_if import WhatIf
from tutor.viewer_words import perspective_name, scrubber_captions, seats_text, what_if_prompt
from tutor.what_if import SavedLines
from tutor.widgets.hand import Hand
from tutor.widgets.info_panel import InfoPanel
from tutor.widgets.keybar import KeyBar
from tutor.widgets.line_list import LineList
from tutor.widgets.move_desk import MoveDesk, bind_action_moves
from tutor.widgets.move_input import MoveInput
from tutor.widgets.move_list import MoveList
from tutor.widgets.review_panel import REVIEW_ACTIONS, REVIEW_BINDINGS, ReviewPanel
from tutor.widgets.score_sheet import ScoreSheet
from tutor.widgets.scrubber import Scrubber
from tutor.widgets.title_bar import TitleBar


class ViewerScreen(Screen[Any]):
    """One replay, its main line and its what-if branches."""

    CSS = """
    ViewerScreen #viewer-body { height: 1fr; }
    ViewerScreen #viewer-main { width: 1fr; }
    ViewerScreen #board { height: 1fr; }
    ViewerScreen #board:focus { background: $boost; }
    ViewerScreen #seats { height: auto; padding: 0 1; }
    ViewerScreen #viewer-side { width: 46; min-width: 36; }
    ViewerScreen #whatif { height: auto; }
    ViewerScreen #explain-box {
        height: auto;
        max-height: 60%;
        border: round $primary 50%;
        padding: 0 1;
    }
    ViewerScreen #viewer-side.-final #moves { height: 6; min-height: 3; }
    ViewerScreen #viewer-side.-final #explain-box { height: 1fr; max-height: 100%; }
    ViewerScreen #explain { height: auto; }
    ViewerScreen #sheet { height: auto; margin: 1 0 0 0; }
    ViewerScreen #sheet-note { height: auto; }
    .-narrow ViewerScreen #viewer-side { width: 40; min-width: 30; }
    .-narrow ViewerScreen #scrubber { height: 1; }
    ViewerScreen #choices { height: auto; max-height: 8; }
    ViewerScreen #info {
        display: none;
        height: 1fr;
        min-height: 5;
        border: round $primary 40%;
    }
    """
    SCOPED_CSS = False  # its rules name the app's -narrow class above the screen
    """The screen's rules as the app's own CSS (``CSS``, not ``DEFAULT_CSS``): they beat the
    shared rules of app.tcss and widgets.tcss by specificity, as the .tcss beside the
    screen did (default CSS always loses to the app's: the narrow scrubber's one row)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", N_("Back")),
        Binding("right", "step(1)", N_("Forward")),
        Binding("home", "first", N_("Start"), show=False),
        Binding("end", "last", N_("End"), show=False),
        Binding("pageup", "round(-1)", N_("Round back"), show=False),
        Binding("pagedown", "round(1)", N_("Round on"), show=False),
        Binding("shift+up", "scroll_board(-1)", N_("Scroll the board up"), show=False),
        Binding("shift+down", "scroll_board(1)", N_("Scroll the board down"), show=False),
        Binding("g", "goto", N_("Go to ply")),
        Binding("X", "export_picture", N_("Export picture"), show=False),
        Binding("ctrl+e", "edit_here", N_("Edit from here"), show=False),
        Binding("v", "perspective", N_("View as")),
        Binding("w", "what_if", N_("What if")),
        Binding("h", "hint", N_("Hint")),
        Binding("s", "sheet", N_("Score sheet"), show=False),
        Binding("o", "panel('standings')", N_("Standings"), show=False),
        Binding("k", "panel('legend')", N_("Legend"), show=False),
        Binding("m", "main_line", N_("Main line"), show=False),
        Binding(
            "left_square_bracket", "line(-1)", N_("Previous line"), key_display="[", show=False
        ),
        Binding("right_square_bracket", "line(1)", N_("Next line"), key_display="]", show=False),
        Binding("d", "deal", N_("Draw at random (what if)"), show=False),
        Binding("t,colon", "type_move", N_("Type a move (what if)"), key_display="t", show=False),
        Binding("1", "pick(0)", N_("Piece 1 (what if)"), show=False),
        Binding("2", "pick(1)", N_("Piece 2 (what if)"), show=False),
        Binding("3", "pick(2)", N_("Piece 3 (what if)"), show=False),
        Binding("4", "pick(3)", N_("Piece 4 (what if)"), show=False),
        *REVIEW_BINDINGS,
        Binding("escape", "back", N_("Back")),
    ]

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
        self.review = ReviewPanel(timeline, self.names, id="review-status")
        self.review.path, self.review.journal = path, journal
        self.review.perspective = self.perspective
        self.desk = MoveDesk(self, id="viewer-body")
        """The board and its side; it makes the what-if's moves."""
        self.desk.panel_replaces = "#moves"
        self.desk.extra_legend = self.review.legend

    # -- layout ------------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with self.desk:
            with Vertical(id="viewer-main"):
                yield self.ui.make_board(interactive=True)
                yield Static(id="seats")
                yield Scrubber(id="scrubber")
            with Vertical(id="viewer-side"):
                yield LineList(id="lines")
                yield self.review
                yield MoveList(id="moves")
                yield InfoPanel(id="info")
                with Vertical(id="whatif"):
                    yield Hand(id="hand")
                    yield MoveInput(id="move-input", placeholder=self.ui.move_placeholder)
                    yield OptionList(id="choices")
                with VerticalScroll(id="explain-box"):
                    yield Static(id="explain")
                    yield ScoreSheet(id="sheet")
                    yield Static(id="sheet-note")
        yield KeyBar()

    def on_mount(self) -> None:
        bind_action_moves(self, self.ui)
        self.title = _("{game} replay: {players}").format(
            game=self.game.title, players=", ".join(self.names)
        )
        self.sub_title = shown_path(self.path.name) if self.path else ""
        if self.journal:
            self.sub_title += " " + _("(unfinished: what-ifs and reviews are not saved)")
        self.query_one("#moves", DataTable).can_focus = False
        board = self.query_one("#board")
        board.can_focus = False
        if niwa(self).settings.seed is not None:
            self.rng.seed(niwa(self).settings.seed)
        self.show_line(None, ply=0)
        self.query_one("#scrubber").focus()

    # -- the review (its panel's state, named as the viewer's) --------------------------------

    def action_review(self) -> None:
        self.review.toggle()

    def action_practise(self) -> None:
        self.review.practise()

    def action_mark(self, delta: int) -> None:
        """Go to the next (1) or previous (-1) marked move of the main line."""
        here = self.ply if self.branch_from is None else min(self.ply, self.branch_from)
        target = self.review.next_mark(here, delta)
        if target is not None and self.var_index is not None:
            self.show_line(None, ply=target)
        elif target is not None:
            self.seek(target)

    @on(ReviewPanel.Done)
    def _reviewed(self, event: ReviewPanel.Done) -> None:
        self.set_main(event.main)
        self.fill_moves()
        self.refresh_view()
        self.refresh_bindings()  # n / p are offered now

    def set_main(self, main: Timeline) -> None:
        """The main line from now on (a what-if kept, a review merged), told to the panel."""
        self.main = main
        self.review.main = main

    # -- lines: the main line and the what-if branches -------------------------------------------

    @property
    def branch_from(self) -> int | None:
        if self.var_index is None:
            return None
        return int(self.main.replay.variations[self.var_index].from_ply)

    def show_line(self, index: int | None, ply: int | None = None) -> None:
        self.var_index = index
        self.line = self.main if index is None else self.main.variation(index)
        self.rounds = self.line.round_starts()
        if ply is None:
            ply = 0 if index is None else (self.branch_from or 0) + 1
        self.fill_lines()
        self.fill_moves()
        self.seek(ply)

    def fill_lines(self) -> None:
        self.query_one(LineList).show(self.main, self.var_index)

    @on(OptionList.OptionSelected, "#lines")
    def _line_chosen(self, event: OptionList.OptionSelected) -> None:
        self.show_line(None if event.option.id == "main" else int(event.option.id or 0))

    def action_main_line(self) -> None:
        if self.var_index is not None:
            self.show_line(None, ply=min(self.ply, len(self.main)))

    def action_line(self, delta: int) -> None:
        count = len(self.main.replay.variations)
        if not count:
            return
        order: list[int | None] = [None, *range(count)]
        here = order.index(self.var_index)
        self.show_line(order[(here + delta) % len(order)])

    # -- the move list ---------------------------------------------------------------------------

    def fill_moves(self) -> None:
        self.review.narrow = self.app.has_class("-narrow")
        self.query_one(MoveList).show(
            self.line, self.main, self.branch_from, self.perspective, self.names, self.review
        )

    def _fit_moves(self) -> None:
        """Lay the move list out again for its width now (it was filled before layout)."""
        if self.query_one(MoveList).needs_layout():
            self.fill_moves()
            self.seek(self.ply)

    def on_resize(self) -> None:
        self.call_after_refresh(self._fit_moves)

    @on(DataTable.RowSelected, "#moves")
    def _row_chosen(self, event: DataTable.RowSelected) -> None:
        self.seek(int(event.row_key.value or 0))

    # -- moving through the game -------------------------------------------------------------

    def seek(self, ply: int) -> None:
        self.ply = max(0, min(len(self.line), ply))
        self.desk.put_down()
        self.sheet_line = None
        self.sheet_lines = ()
        self.refresh_view()

    def action_step(self, delta: int) -> None:
        self.seek(self.ply + delta)

    def action_first(self) -> None:
        self.seek(0)

    def action_last(self) -> None:
        self.seek(len(self.line))

    def action_scroll_board(self, direction: int) -> None:
        """The board a page on (many gardens on a small terminal): here the arrows and
        Page keys step through the game, so they cannot scroll it."""
        self.board().action_page(direction)

    def action_round(self, delta: int) -> None:
        if delta > 0:
            later = [r for r in self.rounds if r > self.ply]
            self.seek(later[0] if later else len(self.line))
        else:
            earlier = [r for r in self.rounds if r < self.ply]
            self.seek(earlier[-1] if earlier else 0)

    @on(Scrubber.Seek)
    def _scrubbed(self, event: Scrubber.Seek) -> None:
        self.seek(event.ply)

    @work(exclusive=True, group="goto")
    async def action_goto(self) -> None:
        asked = _("Go to ply (0 to {last}):").format(last=len(self.line))
        answer = await self.app.push_screen_wait(AskText(asked, placeholder=_("e.g. 12")))
        if answer is None:
            return
        try:
            wanted = int(answer.strip())
        except ValueError:
            said = _("'{answer}' is not a ply number").format(answer=answer)
            self.notify(said, severity="warning", markup=False)
            return
        self.seek(wanted)
        if wanted != self.ply:  # out of range: say where it went instead
            if self.ply == len(self.line):
                said = _("There is no ply {wanted}: went to the last, ply {ply}.")
            else:
                said = _("There is no ply {wanted}: went to the first, ply {ply}.")
            self.notify(said.format(wanted=wanted, ply=self.ply), markup=False)

    def action_perspective(self) -> None:
        if self.recorded_by is not None:  # the others' hidden pieces were never seen
            self.notify(seen_from_one_seat(self.names, self.recorded_by), markup=False)
            return
        seats = self.game.seats(self.line.state_at(0))
        order: list[int | None] = [None, *range(seats)]
        self.perspective = order[(order.index(self.perspective) + 1) % len(order)]
        self.review.perspective = self.perspective
        self.fill_moves()
        self.refresh_view()
        seen_as = perspective_name(self.game, self.line, self.names, self.perspective)
        said = _("Seen as: {seat}").format(seat=seen_as)
        self.notify(said, timeout=2, markup=False)

    # -- showing a ply ---------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A panel key only where the game fills that panel."""
        if action == "game_move":  # only while trying moves
            return self.entering and self.desk.moves_allowed(int(str(parameters[0])))
        if action == "panel":
            return self.desk.has_panel(str(parameters[0]))
        if action in REVIEW_ACTIONS:
            return self.review.allows(action)
        if action == "pick":
            return self.entering and self.desk.picks_pieces()
        return True

    def action_type_move(self) -> None:
        """``t``: type a move; outside what-if it starts trying moves at this ply first."""
        if not self.entering:
            self.action_what_if()
            if not self.entering:
                return
        self.desk.type_move()

    def board(self) -> Board:
        return self.desk.board()

    def action_pick(self, index: int) -> None:
        self.desk.pick(index)

    def action_focus_board(self) -> None:
        self.desk.focus_board()

    def action_hint(self) -> None:
        self.desk.hint()

    def action_panel(self, name: str) -> None:
        self.desk.toggle_panel(name)

    def action_game_move(self, index: int) -> None:
        self.desk.game_move(index)

    def on_key(self, event: events.Key) -> None:
        """Keys with nothing focused: the desk's rule (a letter starts typing a move)."""
        if self.focused is None:
            self.desk.on_key(event)

    def refresh_view(self) -> None:
        self.desk.draw_panel()
        self.review.draw()
        self.draw_board()
        self.draw_seats()
        self.draw_scrubber()
        self.draw_explanation()
        self.desk.draw_hand()
        self.desk.draw_choices()
        self.query_one("#whatif").display = self.entering
        table = self.query_one("#moves", DataTable)
        if table.row_count > self.ply:
            table.move_cursor(row=self.ply, animate=False, scroll=False)
            self.call_after_refresh(self._scroll_moves)

    def _scroll_moves(self) -> None:
        table = self.query_one("#moves", DataTable)
        if table.row_count > self.ply:
            table.move_cursor(row=self.ply, animate=False, scroll=True)

    def action_export_picture(self) -> None:
        """Write this position's picture (SVG and PNG) into the data folder's exports/."""
        from tutor.export import export_action

        export_action(self, self.game.id, self.shown_state(), self.names)

    def action_edit_here(self) -> None:
        """The position editor on the position shown (issue 27): set it up otherwise, ask
        about it, continue from it."""
        state = self.line.state_at(self.ply)
        niwa(self).action_dispute(self.game.id, self.game.position_text(state))

    def shown_state(self) -> Any:
        return self.game.view(self.line.state_at(self.ply), self.perspective)

    def draw_board(self) -> None:
        lit: dict[str, str] = {}
        last: tuple[str, ...] = ()
        if self.sheet_line is not None:
            for line in self.sheet_lines or (self.sheet_line,):
                lit.update(self.ui.line_highlights(self.line.state_at(self.ply), line))
        elif self.ply > 0:
            last = tuple(self.ui.move_refs(self.line.move_at(self.ply)))
            if not self.is_final(self.ply):  # the end's many lines are lit one by one
                for event in self.line.events_at(self.ply):
                    if isinstance(event, Score):
                        lit.update({ref: "score" for ref in event.refs})
        lit.update(self.desk.entry_marks())
        board = self.board()
        board.entering = self.entry_open()
        board.show(
            self.shown_state(), viewer=self.perspective, lit=lit, last=last, names=self.names
        )
        self.highlights_shown = board.marks()

    def is_final(self, ply: int) -> bool:
        return is_final(self.line, ply)

    def draw_seats(self) -> None:
        narrow = self.app.has_class("-narrow")
        seats = seats_text(self.ui, self.shown_state(), self.names, self.perspective, narrow)
        self.query_one("#seats", Static).update(seats)

    def draw_scrubber(self) -> None:
        var = self.var_index
        name = None if var is None else self.main.replay.variations[var].name
        seen_as = perspective_name(self.game, self.line, self.names, self.perspective)
        caption, short = scrubber_captions(self.line, self.ply, seen_as, name)
        self.query_one(Scrubber).show(
            self.ply, len(self.line), self.rounds, caption, self.branch_from, short
        )

    def draw_explanation(self) -> None:
        sheet = self.query_one(ScoreSheet)
        note = self.query_one("#sheet-note", Static)
        final = self.is_final(self.ply)
        sheet.display = final
        note.display = final
        self.query_one("#viewer-side").set_class(final, "-final")
        if self.entering:
            self.show_prompt(self.desk.with_hint(self.default_prompt()))
        else:
            explained = self.review.with_note(self.explanation(), self.ply, self.branch_from)
            self.query_one("#explain", Static).update(self.desk.with_hint(explained))
        if final:
            events = [
                (self.line.round_at(ply), event)
                for ply, event in self.line.all_events()
                if isinstance(event, Score)
            ]
            state = self.line.state_at(self.ply)
            sheet.show(
                self.game, self.ui, state, self.names, events, given=self.line.given_scores()
            )
            note.update(self.sheet_note())

    def explanation(self) -> Text:
        return ply_story(self.line, self.ply, self.ui, self.names, self.perspective)

    def sheet_note(self) -> Text:
        state = self.line.state_at(self.ply)
        return sheet_note(state, self.ui, self.names, self.sheet_line, self.sheet_lines)

    @on(ScoreSheet.LineChosen)
    def _sheet_line(self, event: ScoreSheet.LineChosen) -> None:
        self.sheet_line = event.line
        self.sheet_lines = event.lines
        self.draw_board()
        note = self.query_one("#sheet-note", Static)
        note.update(self.sheet_note())
        self.call_after_refresh(note.scroll_visible, animate=False)

    def action_sheet(self) -> None:
        if not self.is_final(self.ply):
            self.seek(len(self.line))
        if self.is_final(self.ply):
            self.query_one(ScoreSheet).focus()

    # -- what if ----------------------------------------------------------------------------------

    def entry_state(self) -> Any:
        return self.line.state_at(self.ply)

    def entry_open(self) -> bool:
        return self.entering and self.game.to_move(self.entry_state()) >= 0

    def hint_names(self) -> list[str] | None:
        """The players' names, for the other sides a hint names."""
        return list(self.names)

    def hint_position(self) -> tuple[Any, int] | None:
        """A hint is for the seat to move at the ply shown (in what-if too), from what that
        seat could see there."""
        state = self.entry_state()
        seat = self.game.to_move(state)
        return (state, seat) if seat >= 0 else None

    def action_what_if(self) -> None:
        state = self.entry_state()
        if self.game.to_move(state) == NOBODY:
            said = _("The game is over at this ply: step back to try another move.")
            self.notify(said, markup=False)
            return
        self.entering = True
        board = self.query_one("#board")
        board.can_focus = True
        self.refresh_view()
        board.focus()

    def stop_entering(self) -> None:
        self.entering = False
        self.desk.put_down()
        board = self.query_one("#board")
        board.can_focus = False
        self.query_one("#scrubber").focus()
        self.refresh_view()

    def default_prompt(self) -> Text:
        state, piece = self.entry_state(), self.desk.piece
        moving = piece is None and self.game.to_move(state) >= 0
        help_line = self.desk.board_help() if moving else ""
        return what_if_prompt(self.ui, state, self.names, self.ply, piece, help_line)

    def show_prompt(self, text: Text) -> None:
        self.query_one("#explain", Static).update(text)

    def draw_due(self) -> bool:
        """Where a draw is due, a place on the board may name it (as at the table in Play)."""
        return self.entering and self.game.to_move(self.entry_state()) == CHANCE

    def typing_open(self) -> bool:
        return self.entry_open()

    def no_hint_words(self) -> Text:
        return self.desk.no_hint_here()

    def action_deal(self) -> None:
        state = self.entry_state()
        if self.entering and self.game.to_move(state) == CHANCE:
            self.submit(self.game.sample_chance(state, self.rng))

    def submit(self, move: Any) -> bool:
        """Try ``move`` at the current ply: refused with its rule, or a branch made or grown."""
        return self.what_if.submit(move)

    # -- leaving -----------------------------------------------------------------------------------

    def focus_between_moves(self) -> None:
        if self.entering:
            self.action_focus_board()  # also where a draw is due: d, or type it
        else:
            self.query_one("#scrubber").focus()

    def action_back(self) -> None:
        desk = self.desk
        if desk.panel is not None:
            desk.toggle_panel(desk.panel)
        elif self.entering and desk.piece is not None:
            desk.piece = None
            self.refresh_view()
        elif self.entering:
            self.stop_entering()
        elif self.focused is not None and self.focused.id in ("sheet", "lines"):
            self.query_one("#scrubber").focus()
        else:
            self.dismiss()
