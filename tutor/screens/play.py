"""Play: the board, the seats, your hand, and a log that explains every point.

The screen shows a :class:`tutor.session.PlaySession` and sends it moves. People
move by picking a piece and a place on the board, from the list, or by typing notation
(the :class:`MoveDesk` the screen is built on); the computer moves by itself, a moment
later, so people can follow it (:class:`PlayTurns`: a searching computer thinks in a
thread worker, so the screen answers while it does; Leave cancels the thinking). With
several people at one screen, a "pass the device" screen hides the hands between turns
(who sees what: :class:`tutor.play_seeing.Seeing`). In table mode the user types every
draw made at the real table. What the panels show is drawn by :class:`PlayView`, and Esc's
leaving by :class:`LeaveGame`: the screen keeps the keys and says what changed.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import RichLog, Static

from engine.i18n import N_, _, ngettext
from engine.players.levels import Level
from engine.players.search import Budget
from tutor import table_fix, table_seat
from tutor.board import Board
from tutor.play_keys import key_allowed, key_refusal
from tutor.play_seeing import Seeing
from tutor.plugins import ui_for
from tutor.screens.base import niwa
from tutor.screens.play_leave import LeaveGame
from tutor.screens.play_turns import PlayTurns
from tutor.screens.play_view import PlayView
from tutor.session import Due, PlaySession
from tutor.widgets.hand import Hand
from tutor.widgets.info_panel import InfoPanel
from tutor.widgets.keybar import KeyBar
from tutor.widgets.move_desk import MoveDesk, bind_action_moves
from tutor.widgets.move_input import MoveInput
from tutor.widgets.reflow_log import ReflowLog
from tutor.widgets.settled_options import SettledOptionList
from tutor.widgets.title_bar import TitleBar


class PlayScreen(Screen[Any]):
    """One game in progress."""

    CSS = """
    PlayScreen #play-body { height: 1fr; }
    PlayScreen #board { width: 1fr; height: 1fr; }
    PlayScreen #board:focus { background: $boost; }
    PlayScreen #play-side { width: 46; min-width: 38; }
    PlayScreen #seats { height: auto; }
    PlayScreen #prompt { height: auto; min-height: 2; padding: 0 1; margin-top: 1; }
    PlayScreen #move-input { margin: 0 0; }
    PlayScreen #log {
        height: 1fr;
        min-height: 5;  /* three lines of the log, whatever the other panels take */
        overflow-y: auto;
        scrollbar-gutter: stable;
        border: round $primary 40%;
        padding: 0 1;
    }
    .-narrow PlayScreen #play-side { width: 40; min-width: 30; }
    PlayScreen #choices { height: auto; max-height: 10; }
    /* 80x24: the side panel's parts share the rows, the log keeping its three lines; the
       seats and the prompt show every line (a box cut short scrolled by the mouse only).
       The hand's blank line goes to the prompt, which a hint's four lines fill. */
    .-narrow PlayScreen #choices { max-height: 4; }
    .-narrow PlayScreen #hand { margin-top: 0; }
    .-narrow PlayScreen #prompt { margin-top: 0; }
    /* An open side panel takes the log's place, never the seats': they say whose turn it
       is (issue 22: the standings box hid the player to move). The panel scrolls. */
    PlayScreen #info { display: none; height: 1fr; border: round $primary 40%; padding: 0 1; }
    /* Below 100 columns, where the board lists every player with their coins, hand and
       score, the side panel leaves the seats out: the prompt, the pieces, the move
       list and the log keep their rows (issue 22). */
    .-narrow PlayScreen.-board-lists-hands #seats { display: none; }
    """
    SCOPED_CSS = False  # its rules name the app's -narrow class above the screen
    """The screen's rules as the app's own CSS (``CSS``, not ``DEFAULT_CSS``): they beat the
    shared rules of app.tcss and widgets.tcss by specificity, as play.tcss did (default
    CSS always loses to the app's: the narrow move box's margin)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("1", "pick(0)", N_("Piece 1"), show=False),
        Binding("2", "pick(1)", N_("Piece 2"), show=False),
        Binding("3", "pick(2)", N_("Piece 3"), show=False),
        Binding("4", "pick(3)", N_("Piece 4"), show=False),
        Binding("b", "focus_board", N_("Board")),
        Binding("t,colon", "type_move", N_("Type a move"), key_display="t"),
        Binding("u", "take_back", N_("Take back")),
        Binding("F", "fix_draw", N_("Fix a draw"), show=False),
        Binding("d", "unseen_draw", N_("Draw not seen")),
        Binding("h", "hint", N_("Hint")),
        Binding("X", "export_picture", N_("Export picture"), show=False),
        Binding("o", "panel('standings')", N_("Standings")),
        Binding("k", "panel('legend')", N_("Legend")),
        Binding("n", "next_round", N_("Next round")),
        Binding("escape", "leave", N_("Leave (asks)")),
    ]

    def __init__(self, session: PlaySession) -> None:
        super().__init__()
        self.session = session
        self.game = session.game
        self.ui = ui_for(self.game.id)
        self.seeing = Seeing(session, self.ui)
        self.desk = MoveDesk(self, id="play-body")
        """Where people move: the board and its side (it handles their moves' keys)."""
        self.turns = PlayTurns(self)
        self.view = PlayView(self, self.turns)
        """What the screen shows, drawn afresh when something changed."""
        self.leaving = LeaveGame(self, self.turns)
        self.highlights: dict[str, str] = {}

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with self.desk:
            yield self.ui.make_board(interactive=True)
            with Vertical(id="play-side"):
                yield Static(id="seats", classes="panel")
                yield Hand(id="hand")
                yield Static(id="prompt")
                yield MoveInput(id="move-input", placeholder=self.ui.move_placeholder)
                yield SettledOptionList(id="choices")
                yield ReflowLog(
                    id="log", wrap=True, markup=False, auto_scroll=True, max_lines=200, min_width=10
                )
                yield InfoPanel(id="info")
        yield self.turns
        yield self.view
        yield self.leaving
        yield KeyBar()

    def on_mount(self) -> None:
        bind_action_moves(self, self.ui)
        self.desk.hint_budget = self.session.budget_for(Level.HARD) or Budget()
        names = ", ".join(self.session.names)
        self.title = _("{game}: {players}").format(game=self.game.title, players=names)
        self.sub_title = _("table mode") if self.session.table_mode else _("playing")
        self.set_class(self.ui.board_lists_hands, "-board-lists-hands")  # see the CSS
        if self.session.moves:
            moves = len(self.session.moves)
            said = ngettext("Game resumed after {n} move.", "Game resumed after {n} moves.", moves)
            self.log_line(Text(said.format(n=moves), "italic"))
        self.advance()

    def advance(self) -> None:
        """Let the computer act if it is due, then show what waits for a person."""
        self.turns.advance()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        holding = self.turns.holding_round is not None
        return key_allowed(action, parameters, self.session, self.desk, holding)

    def action_refusal(self, action: str) -> str | None:
        """Why a key chosen from the palette cannot act now (tutor.action_refusal)."""
        return key_refusal(action, self.session)

    def action_take_back(self) -> None:
        """Your last move and the computer's replies (at a table: the last entry), undone."""
        self.turns.take_back()

    def after_correction(self, said: str) -> None:
        """The game went back (a takeback, a fixed draw): say so and show it afresh."""
        self.turns.went_back(said)

    def action_unseen_draw(self) -> None:
        """Recording from one seat: the draw due is one this seat did not see."""
        table_seat.enter_unseen(self)

    def action_fix_draw(self) -> None:
        """At a table: a draw entered wrongly, put right where it stands (asks which)."""
        table_fix.ask_fix(self)

    def action_next_round(self) -> None:
        self.turns.next_round()

    # -- where people move (the desk's EntrySource) ---------------------------------------

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

    def action_panel(self, name: str) -> None:
        self.desk.toggle_panel(name)

    def action_game_move(self, index: int) -> None:
        self.desk.game_move(index)

    def on_key(self, event: events.Key) -> None:
        """Keys with nothing focused: the desk's rule (a letter starts typing a draw)."""
        if self.focused is None:
            self.desk.on_key(event)

    def entry_state(self) -> Any:
        return self.seeing.entry_state()

    def shown_state(self) -> Any:
        return self.seeing.shown_state()

    def entry_open(self) -> bool:
        due, holding = self.session.due(), self.turns.holding_round
        return due == Due.PERSON and not self.seeing.hiding_all and holding is None

    def draw_due(self) -> bool:
        return self.session.due() == Due.TABLE_DRAW

    def typing_open(self) -> bool:
        return self.entry_open() or self.draw_due()

    def hint_position(self) -> tuple[Any, int] | None:
        return self.desk.seat_to_move()

    def hint_names(self) -> list[str] | None:
        return list(self.session.names)

    def no_hint_words(self) -> Text:
        return self.desk.no_hint_here()

    def submit(self, move: Any) -> bool:
        """Make ``move`` for whoever is due; an illegal one is refused with its rule."""
        return self.turns.person_moves(move)

    # -- showing ---------------------------------------------------------------------------

    def refresh_view(self) -> None:
        self.view.redraw()

    def focus_for_turn(self) -> None:
        self.view.focus_for_turn()

    def focus_between_moves(self) -> None:
        self.view.focus_between_moves()

    def action_export_picture(self) -> None:
        """Write this position's picture (SVG and PNG) into the data folder's exports/."""
        from tutor.export import export_action

        export_action(self, self.game.id, self.shown_state(), self.session.names)

    def draw_board(self) -> None:
        self.view.draw_board()

    def default_prompt(self) -> Text:
        return self.view.default_prompt()

    def show_prompt(self, text: Text) -> None:
        self.query_one("#prompt", Static).update(text)

    def log_line(self, text: Text) -> None:
        self.query_one("#log", RichLog).write(text)

    def log_events(self, actor: int, events: Any, step: Any) -> None:
        """Write what a move did to the log (draws as this table may know them)."""
        self.view.log_events(events)
        del actor, step

    # -- the end, and leaving ---------------------------------------------------------------

    def game_over(self) -> None:
        niwa(self).game_finished(self)

    def action_leave(self) -> None:
        """Esc: close what is open, else leave, which always asks (:class:`LeaveGame`)."""
        self.leaving.escape()

    def ask_leave(self) -> object:
        return self.leaving.ask()
