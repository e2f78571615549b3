"""The replay viewer: board, move list, timeline, and every point explained.

Step with Left/Right (Home/End, PgUp/PgDn by round, g to go to a ply). The panel
on the right says what the selected move did: what it scored, the points, and the
rule behind them, with its refs lit on the board. At the end, the score sheet
(rows x players) lights up what the line under the cursor counted.

"What if" (w): from any ply, make a different move. An illegal one is refused
with its reason and rule; a legal one opens a branch that you can continue, kept
beside the main line and saved with the replay (a ``Variation``).

"Review this game" (R, ``tutor/screens/review.py``): a seat's moves marked in the
move list (n / p jump between the marks), each judged move's review in the panel.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, ClassVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import DataTable, Input, OptionList, Static
from textual.widgets.option_list import Option

from engine.core import CHANCE, NOBODY, GameOver, IllegalMove, Log, Score
from engine.safe_text import shown_path
from engine.words import count
from replays import MoveRecord, ReplayError, Timeline, Variation
from replays.annotations import player_comment
from replays.explain import moves_from
from replays.one_seat import recorder_of, seen_from_one_seat
from replays.opening import open_game
from replays.rewrite import save_variations
from tutor.explain import (
    Table,
    event_texts,
    move_label,
    round_caption,
    rule_line,
    score_text,
    seat_label,
    shown_points,
    side_label,
    tiebreak_text,
)
from tutor.plugins import ui_for
from tutor.screens.base import niwa
from tutor.screens.dialogs import AskText
from tutor.screens.loading import LoadingScreen, loads_in_background
from tutor.screens.review import REVIEW_ACTIONS, REVIEW_BINDINGS, ReviewingScreen
from tutor.widgets.info_panel import InfoPanel
from tutor.widgets.keybar import KeyBar
from tutor.widgets.move_input import MoveInput, hand_buttons
from tutor.widgets.score_sheet import ScoreSheet
from tutor.widgets.scrubber import Scrubber
from tutor.widgets.settled_table import SettledTable
from tutor.widgets.title_bar import TitleBar

WHO_WIDTH = 12


def open_viewer(app: Any, path: Path) -> Screen[Any] | None:
    """Load ``path`` and show it; a bad file is one clear message, never a traceback.

    A large file loads in a worker behind a LoadingScreen (returned; Esc cancels),
    so the app keeps answering; a small one loads at once and its viewer is returned.
    """

    def failed(err: ReplayError) -> None:
        app.notify(
            str(err), title="Cannot open this replay", severity="error", timeout=8, markup=False
        )

    if loads_in_background(path):
        loading = LoadingScreen(
            path, lambda t, journal: app.push_screen(ViewerScreen(t, path, journal=journal)), failed
        )
        app.push_screen(loading)
        return loading
    try:
        timeline, journal, _ = open_game(path)
    except ReplayError as err:
        failed(err)
        return None
    except OSError as err:
        app.notify(
            f"{shown_path(path)}: {err.strerror or err}",
            title="Cannot open",
            severity="error",
            markup=False,
        )
        return None
    screen = ViewerScreen(timeline, path, journal=journal)
    app.push_screen(screen)
    return screen


class ViewerScreen(ReviewingScreen):
    """One replay, its main line and its what-if branches."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", "Back"),
        Binding("right", "step(1)", "Forward"),
        Binding("home", "first", "Start", show=False),
        Binding("end", "last", "End", show=False),
        Binding("pageup", "round(-1)", "Round back", show=False),
        Binding("pagedown", "round(1)", "Round on", show=False),
        Binding("shift+up", "scroll_board(-1)", "Scroll the board up", show=False),
        Binding("shift+down", "scroll_board(1)", "Scroll the board down", show=False),
        Binding("g", "goto", "Go to ply"),
        Binding("X", "export_picture", "Export picture", show=False),
        Binding("ctrl+e", "edit_here", "Edit from here", show=False),
        Binding("v", "perspective", "View as"),
        Binding("w", "what_if", "What if"),
        Binding("h", "hint", "Hint"),
        Binding("s", "sheet", "Score sheet", show=False),
        Binding("o", "panel('standings')", "Standings", show=False),
        Binding("k", "panel('legend')", "Legend", show=False),
        Binding("m", "main_line", "Main line", show=False),
        Binding("left_square_bracket", "line(-1)", "Previous line", key_display="[", show=False),
        Binding("right_square_bracket", "line(1)", "Next line", key_display="]", show=False),
        Binding("d", "deal", "Draw at random (what if)", show=False),
        Binding("t,colon", "type_move", "Type a move (what if)", key_display="t", show=False),
        Binding("1", "pick(0)", "Piece 1 (what if)", show=False),
        Binding("2", "pick(1)", "Piece 2 (what if)", show=False),
        Binding("3", "pick(2)", "Piece 3 (what if)", show=False),
        Binding("4", "pick(3)", "Piece 4 (what if)", show=False),
        *REVIEW_BINDINGS,
        Binding("escape", "back", "Back"),
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
        self._moves_width = 0
        """The width the move list was laid out for."""
        self.rng = random.Random()
        self.rounds: list[int] = []
        self.highlights_shown: dict[str, str] = {}
        self._saved_once = False
        self._saved_variations = list(timeline.replay.variations)
        """The what-ifs as last read or written: what a merge with the file starts from."""

    # -- layout ------------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with Horizontal(id="viewer-body"):
            with Vertical(id="viewer-main"):
                yield self.ui.make_board(interactive=True)
                yield Static(id="seats")
                yield Scrubber(id="scrubber")
            with Vertical(id="viewer-side"):
                yield OptionList(id="lines")
                yield Static(id="review-status")
                yield SettledTable[Text](id="moves", cursor_type="row", zebra_stripes=True)
                yield InfoPanel(id="info")
                with Vertical(id="whatif"):
                    with Horizontal(id="hand"):
                        yield from hand_buttons()
                    yield MoveInput(id="move-input", placeholder=self.ui.move_placeholder)
                    yield OptionList(id="choices")
                with VerticalScroll(id="explain-box"):
                    yield Static(id="explain")
                    yield ScoreSheet(id="sheet")
                    yield Static(id="sheet-note")
        yield KeyBar()

    def on_mount(self) -> None:
        self.title = f"{self.game.title} replay: {', '.join(self.names)}"
        self.sub_title = shown_path(self.path.name) if self.path else ""
        if self.journal:
            self.sub_title += " (unfinished: what-ifs and reviews are not saved)"
        self.query_one("#moves", DataTable).can_focus = False
        board = self.query_one("#board")
        board.can_focus = False
        self.query_one("#move-input", Input).cursor_blink = niwa(self).settings.cursor_blink
        if niwa(self).settings.seed is not None:
            self.rng.seed(niwa(self).settings.seed)
        self.show_line(None, ply=0)
        self.query_one("#scrubber").focus()

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
        lines = self.query_one("#lines", OptionList)
        variations = self.main.replay.variations
        lines.display = bool(variations)
        lines.clear_options()
        if not variations:
            return
        lines.add_option(Option(Text(f"Main line: {count(len(self.main), 'move')}"), id="main"))
        for i, variation in enumerate(variations):
            label = Text.assemble((f"{variation.name}: ", "magenta"))
            label.append(moves_from(variation.from_ply, len(variation.moves)))
            lines.add_option(Option(label, id=str(i)))
        lines.highlighted = 0 if self.var_index is None else self.var_index + 1

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
        """The move list. The points stand before the move, and a move longer than the
        list's room wraps onto more lines of its row: no column runs out of view (issue
        22: "the black stone is drawn f", the points column lost)."""
        table = self.query_one("#moves", DataTable)
        table.clear(columns=True)
        room = table.scrollable_content_region.width
        self._moves_width = room
        branch = self.branch_from
        start = [Text("0"), Text(""), *self.review_cells(0), Text(""), Text("start", style="dim")]
        if branch is not None:
            start.append(Text(""))
        rows = [start, *(self.move_row(ply, branch) for ply in range(1, len(self.line) + 1))]
        heads = ["#", "who", *(["review"] if self.review_column else []), "pts", "move"]
        at = len(heads) - 1
        widths = [max([len(heads[i])] + [row[i].cell_len for row in rows]) for i in range(at)]
        pad = 2 * table.cell_padding
        main = 12 + pad if branch is not None else 0  # the main line's move, cut if need be
        move_room = room - sum(w + pad for w in widths) - pad - main
        longest = max(row[at].cell_len for row in rows)
        wrap = room > 0 and longest > move_room >= 8
        table.add_column("#", key="ply")
        table.add_column("who", key="who")
        self.add_review_column(table)  # before the move: a dealer's long move may run off
        table.add_column("pts", key="pts")
        table.add_column("move", key="move", width=move_room if wrap else None)
        if branch is not None:
            table.add_column("main line", key="main", width=12 if wrap else None)
        for ply, row in enumerate(rows):
            table.add_row(*row, key=str(ply), height=None if wrap else 1)

    def _fit_moves(self) -> None:
        """Lay the move list out again for its width now (it was filled before layout)."""
        table = self.query_one("#moves", DataTable)
        if table.scrollable_content_region.width != self._moves_width:
            self.fill_moves()
            self.seek(self.ply)

    def on_resize(self) -> None:
        self.call_after_refresh(self._fit_moves)

    def move_row(self, ply: int, branch: int | None) -> list[Text]:
        line = self.line
        before = line.state_at(ply - 1)
        actor = self.game.to_move(before)
        events = line.events_at(ply)
        label = move_label(
            self.game, before, line.move_at(ply), events, self.perspective, self.names
        )
        who = Table(self.game, before, self.names).name(actor)  # the dealer by its engine name
        points = shown_points(self.game, before, events, self.perspective)
        if any(isinstance(e, GameOver) for e in events):
            pts = Text("end", style="bold")
        elif points is None:
            pts = Text("+?", style="green")
        else:
            pts = Text(f"+{points}" if points else "", style="green")
        in_branch = branch is not None and ply > branch
        style = "magenta" if in_branch else ""
        row = [
            Text(f"{'*' if in_branch else ''}{ply}", style=style),
            Text(who[:WHO_WIDTH], style=style or ("dim" if actor == CHANCE else "")),
            *self.review_cells(ply),
            pts,
            self.marked_label(ply, Text(label, style=style)),
        ]
        if branch is not None:
            main = ""
            if in_branch and ply <= len(self.main):
                main = move_label(
                    self.game,
                    self.main.state_at(ply - 1),
                    self.main.move_at(ply),
                    self.main.events_at(ply),
                    self.perspective,
                )
            row.append(Text(main, style="dim"))
        return row

    @on(DataTable.RowSelected, "#moves")
    def _row_chosen(self, event: DataTable.RowSelected) -> None:
        self.seek(int(event.row_key.value or 0))

    # -- moving through the game -------------------------------------------------------------

    def seek(self, ply: int) -> None:
        self.ply = max(0, min(len(self.line), ply))
        self.piece = None
        self.refused = None
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
        answer = await self.app.push_screen_wait(
            AskText(f"Go to ply (0 to {len(self.line)}):", placeholder="e.g. 12")
        )
        if answer is None:
            return
        try:
            wanted = int(answer.strip())
        except ValueError:
            self.notify(f"'{answer}' is not a ply number", severity="warning", markup=False)
            return
        self.seek(wanted)
        if wanted != self.ply:  # out of range: say where it went instead
            where = "the last" if self.ply == len(self.line) else "the first"
            self.notify(f"There is no ply {wanted}: went to {where}, ply {self.ply}.", markup=False)

    def action_perspective(self) -> None:
        if self.recorded_by is not None:  # the others' hidden pieces were never seen
            self.notify(seen_from_one_seat(self.names, self.recorded_by), markup=False)
            return
        seats = self.game.seats(self.line.state_at(0))
        order: list[int | None] = [None, *range(seats)]
        self.perspective = order[(order.index(self.perspective) + 1) % len(order)]
        self.fill_moves()
        self.refresh_view()
        self.notify(f"Seen as: {self.perspective_name()}", timeout=2, markup=False)

    def perspective_name(self) -> str:
        if self.perspective is None:
            return "everything open"
        return seat_label(self.game, self.line.state_at(0), self.names, self.perspective)

    # -- showing a ply ---------------------------------------------------------------------------

    panel_replaces = "#moves"

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A panel key only where the game fills that panel."""
        if action == "game_move":  # only while trying moves
            return self.entering and self.action_moves_allowed(int(str(parameters[0])))
        if action == "panel":
            return self.has_panel(str(parameters[0]))
        if action in REVIEW_ACTIONS:
            return self.review_allows(action)
        if action == "pick":
            return self.entering and self.picks_pieces()
        return True

    def action_type_move(self) -> None:
        """``t``: type a move; outside what-if it starts trying moves at this ply first."""
        if not self.entering:
            self.action_what_if()
            if not self.entering:
                return
        super().action_type_move()

    def refresh_view(self) -> None:
        self.draw_panel()
        self.draw_review()
        self.draw_board()
        self.draw_seats()
        self.draw_scrubber()
        self.draw_explanation()
        self.draw_hand()
        self.draw_choices()
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
            lit = {}
            for line in self.sheet_lines or (self.sheet_line,):
                lit.update(self.ui.line_highlights(self.line.state_at(self.ply), line))
        elif self.ply > 0:
            last = tuple(self.ui.move_refs(self.line.move_at(self.ply)))
            if not self.is_final(self.ply):  # the end's many lines are lit one by one
                for event in self.line.events_at(self.ply):
                    if isinstance(event, Score):
                        lit.update({ref: "score" for ref in event.refs})
        lit.update(self.entry_marks())
        board = self.board()
        board.entering = self.entry_open()
        board.show(
            self.shown_state(), viewer=self.perspective, lit=lit, last=last, names=self.names
        )
        self.highlights_shown = board.marks()

    def is_final(self, ply: int) -> bool:
        return ply > 0 and any(isinstance(e, GameOver) for e in self.line.events_at(ply))

    def draw_seats(self) -> None:
        state = self.shown_state()
        actor = self.game.to_move(state)
        scores = self.game.scores(state)  # as the perspective may know them
        out = Text()
        for seat in range(self.game.seats(state)):
            if seat:
                out.append("\n")
            out.append("> " if actor == seat else "  ", style="bold yellow")
            side = self.game.side_of(state, seat)
            out.append(seat_label(self.game, state, self.names, seat))
            out.append(f" {self.ui.seat_score(state, scores[side])}  ", style="bold")
            visible = self.perspective is None or self.perspective == seat
            out.append_text(
                self.ui.seat_hand_text(self.app.has_class("-narrow"), state, seat, visible)
            )
        self.query_one("#seats", Static).update(out)

    def draw_scrubber(self) -> None:
        total = len(self.line)
        round_no = self.round_shown()
        caption = Text.assemble((f"Ply {self.ply} of {total}", "bold"))
        caption.append(f"   {round_caption(round_no)}", style="")
        caption.append("   seen as: ", style="dim")
        caption.append(self.perspective_name())
        if self.var_index is not None:
            name = self.main.replay.variations[self.var_index].name
            caption.append(f"   line: {name}", style="magenta")
        short = Text.assemble((f"{self.ply}/{total} R{round_no}", "bold"))
        if not round_no:
            short = Text.assemble((f"{self.ply}/{total} setup", "bold"))
        scrubber = self.query_one(Scrubber)
        scrubber.show(self.ply, total, self.rounds, caption, self.branch_from, short)

    def round_shown(self) -> int:
        """The round of the move shown, as the game counts rounds; at ply 0 the
        round the game opens with (0: setup)."""
        if self.ply == 0:
            return int(self.game.round_of(self.line.state_at(0)))
        return self.line.round_at(self.ply)

    def draw_explanation(self) -> None:
        sheet = self.query_one(ScoreSheet)
        note = self.query_one("#sheet-note", Static)
        final = self.is_final(self.ply)
        sheet.display = final
        note.display = final
        self.query_one("#viewer-side").set_class(final, "-final")
        if self.entering:
            self.show_prompt(self.with_hint(self.default_prompt()))
        else:
            explained = self.with_hint(self.with_review(self.explanation()))
            self.query_one("#explain", Static).update(explained)
        if final:
            events = [
                (self.line.round_at(ply), event)
                for ply, event in self.line.all_events()
                if isinstance(event, Score)
            ]
            sheet.show(
                self.game,
                self.ui,
                self.line.state_at(self.ply),
                self.names,
                events,
                given=self.line.given_scores(),
            )
        if final:
            note.update(self.sheet_note())

    def explanation(self) -> Text:
        line, ply = self.line, self.ply
        if ply == 0 and line.starts_from_position:
            text = Text.assemble(("The start: a given position", "bold"))
            scores = ", ".join(str(points) for points in line.given_scores())
            text.append(f" (its scores {scores} were given, not played here)")
            problems = line.start_problems()
            if problems:
                text.append("\nNo game reaches it: ", style="bold yellow")
                text.append("; ".join(problem.text for problem in problems))
            text.append(".\nRight steps through the moves; w tries your own.")
            return text
        if ply == 0:
            text = Text.assemble(("The start: ", "bold"))
            text.append("nothing played yet. Right steps through the moves; w tries your own.")
            return text
        before = line.state_at(ply - 1)
        actor = self.game.to_move(before)
        events = line.events_at(ply)
        text = Text.assemble((f"Ply {ply}, {round_caption(self.round_shown()).lower()}: ", "bold"))
        who = Table(self.game, before, self.names).name(actor)
        label = move_label(
            self.game, before, line.move_at(ply), events, self.perspective, self.names
        )
        if actor == CHANCE:  # the dealer's move, told as its own
            text.append(f"{who[:1].upper()}{who[1:]}: {label}.")
        else:
            text.append(f"{who} played {label}.")
        scored = [e for e in events if isinstance(e, Score)]
        said: list[Any] = []
        if self.ui.explains_logs:  # the first Log of a dealer's move is its label already
            logs = [e for e in events if isinstance(e, Log)]
            said = logs[1:] if actor == CHANCE else logs
        if self.is_final(ply):
            over = [e for e in events if isinstance(e, GameOver)]
            final = self.game.final_scoring(line.state_at(ply))
            during = [
                e
                for e in events
                if (isinstance(e, Score) and e not in final.lines) or any(e is s for s in said)
            ]
            logs_told = self.ui.explains_logs
            for part in event_texts(
                self.game, line.state_at(ply), self.names, during, log_rules=logs_told
            ):
                text.append("\n")
                text.append_text(part)
            text.append("\nThe end is scored: every line is on the sheet.")
            for part in event_texts(self.game, line.state_at(ply), self.names, over):
                text.append("\n")
                text.append_text(part)
            if final.tiebreak and final.tiebreak in self.game.rules:
                text.append("\n")
                text.append_text(tiebreak_text(self.game, line.state_at(ply), self.names, final))
                text.append("\n")
                text.append_text(rule_line(self.game.rules[final.tiebreak]))
            return text
        told = [e for e in events if isinstance(e, Score) or any(e is s for s in said)]
        if not scored and actor >= 0 and not told:
            text.append("\nNo points for this move.", style="dim")
        shown = event_texts(
            self.game,
            line.state_at(ply),
            self.names,
            told,
            self.perspective,
            log_rules=self.ui.explains_logs,
        )
        for part in shown:
            text.append("\n")
            text.append_text(part)
        comment = player_comment(line, ply)  # a review's lines are told as such
        if comment:
            text.append("\nComment: ", style="bold")
            text.append(comment)
        return text

    def sheet_note(self) -> Text:
        line = self.sheet_line
        if line is None:
            return Text(
                "Move the cursor on the sheet (s, then arrows) or click a number: what made "
                "it is listed here, and " + self.ui.sheet_hint,
                style="dim",
            )
        state = self.line.state_at(self.ply)
        text = Text.assemble((side_label(self.game, state, self.names, line.side), "bold"))
        lines = self.sheet_lines or (line,)
        if len(lines) > 1:
            total = sum(part.points for part in lines)
            text.append(f": {score_text(self.game, total)}, from {len(lines)} lines")
        rules: list[str] = []
        for part in lines:
            text.append("\n" if len(lines) == 1 else "\n  ")
            text.append(f"{part.detail} = {score_text(self.game, part.points)}")
            if part.refs:
                text.append(": ")
                text.append_text(Text(" ").join(self.ui.ref_text(state, ref) for ref in part.refs))
            if part.rule not in rules:
                rules.append(part.rule)
        for rule in rules:
            if rule in self.game.rules:
                text.append("\n")
                text.append_text(rule_line(self.game.rules[rule]))
        return text

    @on(ScoreSheet.LineChosen)
    def _sheet_line(self, event: ScoreSheet.LineChosen) -> None:
        self.sheet_line = event.line
        self.sheet_lines = event.lines
        self.draw_board()
        note = self.query_one("#sheet-note", Static)
        note.update(self.sheet_note())
        self.call_after_refresh(note.scroll_visible, animate=False)

    def action_sheet(self) -> None:
        if self.is_final(self.ply):
            self.query_one(ScoreSheet).focus()
        else:
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
            self.notify(
                "The game is over at this ply: step back to try another move.", markup=False
            )
            return
        self.entering = True
        board = self.query_one("#board")
        board.can_focus = True
        self.refresh_view()
        board.focus()

    def stop_entering(self) -> None:
        self.entering = False
        self.piece = None
        self.refused = None
        board = self.query_one("#board")
        board.can_focus = False
        self.query_one("#scrubber").focus()
        self.refresh_view()

    def default_prompt(self) -> Text:
        state = self.entry_state()
        actor = self.game.to_move(state)
        text = Text()
        text.append(f"What if, after ply {self.ply}: ", style="bold magenta")
        if actor == NOBODY:
            text.append("the game is over here.")
        elif actor == CHANCE:
            text.append(f"a draw is due. {self.ui.what_if_draw_hint}")
        else:
            text.append(f"{seat_label(self.game, state, self.names, actor)} to move. ")
            if self.piece is None:
                text.append(self.board_help())
            else:
                text.append(f"{self.piece} picked: choose a {self.ui.place_word}.")
        text.append("\nEsc stops trying moves.", style="dim")
        return text

    def show_prompt(self, text: Text) -> None:
        self.query_one("#explain", Static).update(text)

    def place(self, ref: str) -> None:
        """A place chosen on the board; where a draw is due it may name the draw (a board
        that offers what may be drawn, to pick from), as at the table in Play."""
        state = self.entry_state()
        if self.entering and self.game.to_move(state) == CHANCE:
            move = self.ui.raw_move(state, "", ref)
            if move is not None:
                self.submit(move)
            return
        super().place(ref)

    def action_deal(self) -> None:
        state = self.entry_state()
        if self.entering and self.game.to_move(state) == CHANCE:
            self.submit(self.game.sample_chance(state, self.rng))

    def submit(self, move: Any) -> bool:
        """Try ``move`` at the current ply: refused with its rule, or a branch made or grown."""
        ply = self.ply
        branch = self.branch_from
        on_main = self.var_index is None or branch is None or ply <= branch
        base = self.main if on_main else self.line
        try:
            base.try_move(ply, move)
        except IllegalMove as err:
            self.refuse(err, self.ui.move_refs(move))
            return False
        if on_main and ply < len(self.main) and move == self.main.move_at(ply + 1):
            self.notify("That is the move played in the game.", markup=False)
            if self.var_index is not None:
                self.show_line(None, ply=ply + 1)
            else:
                self.seek(ply + 1)
            return True
        record = MoveRecord(move)
        if on_main:
            variation = Variation(self.new_name(ply), ply, [record])
            stored = self.store(variation, replace=None)
        else:
            assert self.var_index is not None and branch is not None
            current = self.main.replay.variations[self.var_index]
            kept = list(current.moves[: ply - branch])
            if ply == len(self.line):
                variation = Variation(current.name, branch, [*kept, record])
                stored = self.store(variation, replace=self.var_index)
            else:
                variation = Variation(self.new_name(ply), branch, [*kept, record])
                stored = self.store(variation, replace=None)
        if not stored:
            return False
        self.piece = None
        self.refused = None
        self.seek(ply + 1)
        return True

    def new_name(self, ply: int) -> str:
        taken = {v.name for v in self.main.replay.variations}
        name = f"what if {ply}"
        n = 2
        while name in taken:
            name, n = f"what if {ply} ({n})", n + 1
        return name

    def store(self, variation: Variation[Any], replace: int | None) -> bool:
        """Keep ``variation`` with the replay (in place of number ``replace``) and save.

        False, said in one line, when the replay cannot hold it (its variation limit):
        the viewer goes on as it was.
        """
        base = self.main if replace is None else self.main.without_variation(replace)
        try:
            main = base.with_variation(variation)
        except ReplayError as err:
            self.notify(f"No new what-if: {err.problem}.", severity="warning", markup=False)
            return False
        self.main = main
        self.var_index = len(self.main.replay.variations) - 1
        self.line = self.main.variation(self.var_index)
        self.rounds = self.line.round_starts()
        self.fill_lines()
        self.fill_moves()
        self.save_replay()
        return True

    def save_replay(self) -> None:
        if self.path is None or self.journal:
            return
        current = (
            self.main.replay.variations[self.var_index] if self.var_index is not None else None
        )
        try:
            merged = save_variations(self.path, self.main, self._saved_variations)
        except (ReplayError, OSError, ValueError) as err:
            self.notify(f"Could not save the what-if: {err}", severity="error", markup=False)
            return
        self._saved_variations = list(merged.replay.variations)
        if merged.replay.variations != self.main.replay.variations:  # another viewer's kept too
            self.main = merged
            if current is not None:
                self.var_index = merged.replay.variations.index(current)
                self.line = merged.variation(self.var_index)
            self.fill_lines()
        if not self._saved_once:
            self._saved_once = True
            where = shown_path(self.path.name)
            self.notify(f"What-if lines are saved with {where}.", timeout=3, markup=False)

    # -- leaving -----------------------------------------------------------------------------------

    def focus_between_moves(self) -> None:
        if self.entering:
            self.action_focus_board()  # also where a draw is due: d, or type it
        else:
            self.query_one("#scrubber").focus()

    def action_back(self) -> None:
        if self.panel is not None:
            self.action_panel(self.panel)
        elif self.entering and self.piece is not None:
            self.piece = None
            self.refresh_view()
        elif self.entering:
            self.stop_entering()
        elif self.focused is not None and self.focused.id in ("sheet", "lines"):
            self.query_one("#scrubber").focus()
        else:
            self.dismiss()
