"""Play: the board, the seats, your hand, and a log that explains every point.

The screen shows a :class:`tutor.session.PlaySession` and sends it moves. People
move by picking a piece and a place on the board, from the list, or by typing notation;
the computer moves by itself, a moment later, so people can follow it. A searching
computer (medium, hard) thinks in a thread worker, so the screen answers while it
does ("Computer 2 is thinking..."); Leave cancels the thinking. With
several people at one screen, a "pass the device" screen hides the hands between
turns. In table mode the user types every draw made at the real table.
"""

from __future__ import annotations

import contextlib
import random
from typing import Any, ClassVar

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, OptionList, RichLog, Static
from textual.worker import Worker, get_current_worker

from engine.core import IllegalMove, Score
from engine.i18n import N_, _, ngettext
from engine.players.levels import Level
from engine.players.search import Budget
from replays.errors import ReplayError, StorageError
from replays.one_seat import Impossible
from tutor import table_fix, table_seat
from tutor.board import Board
from tutor.explain import Table, event_texts, seat_label, turn_text
from tutor.plugins import ui_for
from tutor.round_result import round_result
from tutor.screens.base import niwa
from tutor.screens.dialogs import Confirm, PassDevice, TurnDone
from tutor.screens.move_entry import MoveEntry
from tutor.session import COMPUTER, Due, PlaySession
from tutor.widgets.hand import Hand
from tutor.widgets.info_panel import InfoPanel
from tutor.widgets.keybar import KeyBar
from tutor.widgets.move_input import MoveInput
from tutor.widgets.reflow_log import ReflowLog
from tutor.widgets.title_bar import TitleBar

NO_SEAT = -99
"""A perspective that matches no seat: only public texts are shown."""


class PlayScreen(MoveEntry):
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
        self.piece: str | None = None
        self.revealed: int | None = None
        """Hot seat: the person whose hand is showing (None: hands hidden)."""
        self.refused: str | None = None
        self.highlights: dict[str, str] = {}
        self._asking_pass = False
        self._thinking_about: Any = None
        """The position the computer is thinking about (None: it is not)."""
        self.round_seen = self.game.round_of(session.state)
        """The round whose result has been shown (a resumed game starts in its round)."""
        self.turn_lines: list[Text] = []
        """Hot seat: what the shown person's turn did, as they may see it."""
        self._showing_turn = False
        self.holding_round: range | None = None
        """The rounds just ended, whose result is shown until the person goes on (n)."""

    # -- layout ------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with Horizontal(id="play-body"):
            yield self.ui.make_board(interactive=True)
            with Vertical(id="play-side"):
                yield Static(id="seats", classes="panel")
                yield Hand(id="hand")
                yield Static(id="prompt")
                yield MoveInput(id="move-input", placeholder=self.ui.move_placeholder)
                yield OptionList(id="choices")
                yield ReflowLog(
                    id="log", wrap=True, markup=False, auto_scroll=True, max_lines=200, min_width=10
                )
                yield InfoPanel(id="info")
        yield KeyBar()

    def on_mount(self) -> None:
        names = ", ".join(self.session.names)
        self.title = _("{game}: {players}").format(game=self.game.title, players=names)
        self.sub_title = _("table mode") if self.session.table_mode else _("playing")
        self.set_class(self.ui.board_lists_hands, "-board-lists-hands")  # see play.tcss
        self.query_one("#move-input", Input).cursor_blink = niwa(self).settings.cursor_blink
        if self.session.moves:
            moves = len(self.session.moves)
            said = ngettext("Game resumed after {n} move.", "Game resumed after {n} moves.", moves)
            self.log_line(Text(said.format(n=moves), "italic"))
        self.advance()

    # -- who sees what -------------------------------------------------------------------

    @property
    def hot_seat(self) -> bool:
        """Several people share this screen and the game hides something from them: the
        device is handed over (once per person's turn, however many plies it takes)."""
        return self.session.needs_pass() and self.ui.hand_over is not None

    @property
    def viewer(self) -> int | None:
        """The seat whose hidden pieces may show (None: everything open)."""
        session = self.session
        if session.recorded_by is not None:  # a record from one seat: its view, always
            return session.recorded_by
        if session.table_mode:  # the mover's own pieces, where their move needs them
            moving = session.due() == Due.PERSON and self.ui.moves_from_own_view
            return session.actor if moving else None
        if not session.persons:
            return None
        if self.hot_seat:
            return self.revealed
        return session.persons[0] if len(session.persons) == 1 else None

    @property
    def view_seat(self) -> int | None:
        """The seat whose view of the game the screen draws (None: all of it). A real
        table's shared screen shows what the table shows: no seat's private pieces or
        points, but what the person entering their move holds."""
        if self.hiding_all:
            return self.session.persons[0]
        if self.session.table_mode:
            return NO_SEAT if self.viewer is None else self.viewer
        return self.viewer

    @property
    def hiding_all(self) -> bool:
        return self.hot_seat and self.revealed is None

    @property
    def log_perspective(self) -> int | None:
        session = self.session
        if session.recorded_by is not None:
            return session.recorded_by  # a record from one seat: what it may read
        if session.table_mode:
            return NO_SEAT  # the table's log: what everyone at it may read
        if not session.persons:
            return None
        if self.hot_seat:
            return NO_SEAT
        return session.persons[0] if len(session.persons) == 1 else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys for picking pieces on a board only where the game has such a board; a
        takeback only against the computer (see ``PlaySession.offers_take_back``); a panel
        key only where the game fills that panel."""
        if action == "game_move":
            return self.action_moves_allowed(int(str(parameters[0])))
        if action == "take_back":
            if not self.session.offers_take_back:
                return False
            return self.session.take_back_ply() is not None or None
        if action == "fix_draw":
            return table_fix.can_fix(self.session)
        if action == "unseen_draw":
            return table_seat.can_enter_unseen(self.session)
        if action == "hint" and table_seat.why_no_hint(self.session) is not None:
            return None  # recording from one seat: another player's hand is not known
        if action == "panel":
            return self.has_panel(str(parameters[0]))
        if action == "next_round":
            return self.holding_round is not None
        if action == "pick":
            return self.picks_pieces()
        if action == "focus_board":
            return self.ui.board_type.has_places
        return True

    def action_refusal(self, action: str) -> str | None:
        """Why a key chosen from the palette cannot act now (tutor.action_refusal)."""
        if action == "take_back":
            return self.session.why_no_take_back()
        if action == "fix_draw":
            return table_fix.why_no_fix(self.session)
        if action == "unseen_draw":
            return table_seat.why_no_unseen(self.session)
        if action == "hint":
            return table_seat.why_no_hint(self.session)
        return None

    def action_take_back(self) -> None:
        """Your last move and the computer's replies (at a table: the last entry), undone;
        kept in the replay as a line."""
        self.stop_thinking()  # its reply would be to the move being taken back
        ply = self.session.take_back_ply()
        why_not = self.session.why_no_take_back()
        try:
            taken = self.session.take_back()
        except ReplayError as err:  # the variation limit, a full disk: the game goes on as it was
            self.log_line(
                Text(_("Not taken back: {problem}").format(problem=err.problem), "italic")
            )
            self.advance()
            return
        if not taken or ply is None:
            self.show_prompt(Text(why_not or _("Nothing to take back."), "italic"))
            return
        self.after_correction(table_fix.taken_back_text(self.session, self.ui, ply, taken))

    def after_correction(self, said: str) -> None:
        """The game went back (a takeback, a fixed draw): say so and show it afresh."""
        self.piece = None
        self.refused = None
        self.round_seen = min(self.round_seen, self.game.round_of(self.session.state))
        self.log_line(Text(said, "italic"))
        self.advance()

    def action_unseen_draw(self) -> None:
        """Recording from one seat: the draw due is one this seat did not see."""
        table_seat.enter_unseen(self)

    def action_fix_draw(self) -> None:
        """At a table: a draw entered wrongly, put right where it stands (asks which)."""
        table_fix.ask_fix(self)

    # -- where people move (MoveEntry) ---------------------------------------------------

    def hint_names(self) -> list[str] | None:
        """The players' names, for the other sides a hint names."""
        return list(self.session.names)

    def entry_state(self) -> Any:
        session = self.session
        if session.recorded_by is not None:  # a record from one seat: never its fill-ins
            return self.game.view(session.state, session.recorded_by)
        return session.state

    def entry_open(self) -> bool:
        return (
            self.session.due() == Due.PERSON and not self.hiding_all and self.holding_round is None
        )

    def hint_budget(self) -> Budget:
        """A hint thinks as this table's hard player does (its seconds, or the tests'
        fixed simulations)."""
        return self.session.budget_for(Level.HARD) or Budget()

    # -- the turn cycle ----------------------------------------------------------------

    def advance(self) -> None:
        """Let the computer act if it is due, then show what waits for a person.

        A move the disk refuses (StorageError) ends the game here, kept resumable.
        """
        try:
            self._advance()
        except StorageError as err:
            niwa(self).recording_failed(self, err)

    def _advance(self) -> None:
        if self.hold_for_round():
            return
        due = self.session.due()
        delay = niwa(self).settings.computer_delay
        if self._showing_turn:
            return
        if self.turn_over(due):
            self.refresh_view()
            self.show_turn_done()
            return
        if due == Due.COMPUTER and self.hot_seat:
            self.revealed = None  # the last person's hand hides while the computer plays
        if due in (Due.COMPUTER, Due.DEAL):
            while self._quick_step(delay):
                pass
            if self.session.due() in (Due.COMPUTER, Due.DEAL):
                self.refresh_view()
                if delay <= 0:
                    self._think()
                else:
                    self.set_timer(delay, self._think)
                return
            self._advance()
            return
        if due == Due.OVER:
            self.refresh_view()
            self.game_over()
            return
        forced = self.ui.forced_move(self.entry_state()) if self.may_force(due) else None
        if forced is not None:
            move, why = forced
            who = seat_label(self.game, self.session.state, self.session.names, self.session.actor)
            said = _("{player}: {why} (played by itself)").format(player=who, why=why)
            self.log_line(Text(said, style="italic"))
            self.notify(said, title=_("A move made for you"), markup=False)
            self.enter(move)
            return
        if due == Due.PERSON and self.hot_seat and self.revealed != self.session.actor:
            self.revealed = None
            self.refresh_view()
            self.ask_pass()
            return
        self.refresh_view()

    def may_force(self, due: Due) -> bool:
        """Whether a forced move is made for the person due: never, recording from one
        seat, for another player (their hand is not known: no fill-in is played)."""
        seat = self.session.recorded_by
        return due == Due.PERSON and (seat is None or self.session.actor == seat)

    def hold_for_round(self) -> bool:
        """Whether Play stops on a round's result: the engine's round has moved on since
        the last result shown, in a game scored by round (``GamePlugin.round_result``)."""
        if self.holding_round is not None:
            self.refresh_view()
            return True
        session = self.session
        now = self.game.round_of(session.state)
        if now <= self.round_seen:
            return False
        ended = range(max(self.round_seen, 1), now)
        self.round_seen = now
        if not self.ui.round_result or not ended or session.due() == Due.OVER:
            return False
        if getattr(session.log, "timeline", None) is None:
            return False  # no record of the round's moves to sum up
        self.holding_round = ended
        self.log_line(self.round_result_text(go_on=False))
        if session.table_mode:  # a real table sums up on its board while it deals: no stop
            self.holding_round = None
            return False
        if self.hot_seat:
            self.revealed = None  # the result is for everyone: no hand stays up
        self.refresh_bindings()
        self.refresh_view()
        return True

    def action_next_round(self) -> None:
        """Go on from a round's result: the next round is dealt or played."""
        if self.holding_round is None:
            return
        self.holding_round = None
        self.refresh_bindings()
        self.advance()

    def round_result_text(self, go_on: bool = True) -> Text:
        """The result of the rounds held on; with how to go on (the prompt), or not (the log)."""
        assert self.holding_round is not None
        session = self.session
        text = round_result(
            session.log.timeline,  # type: ignore[union-attr]
            self.shown_state(),
            session.names,
            self.holding_round,
            self.log_perspective,
            self.ui.round_notes(self.shown_state(), session.names),
        )
        due = session.due()
        if due in (Due.PERSON, Due.COMPUTER):  # dealt already: the round's first player
            who = Table(self.game, session.state, session.names).name(session.actor)
            text.append("\n" + _("Next to move: {player}.").format(player=who))
        if go_on:
            said = _("Press n to go on to round {round}.").format(round=self.round_seen)
            text.append("\n" + said, style="bold")
        return text

    def _quick_step(self, delay: float) -> bool:
        """Make a draw, or with no delay an easy seat's move, at once; whether one was made.

        A searching seat, or any seat when people follow the computer (a delay), waits
        for ``_think``.
        """
        session = self.session
        due = session.due()
        quick = due == Due.DEAL or (
            due == Due.COMPUTER
            and delay <= 0
            and session.plan.level_of(session.actor) is Level.EASY
        )
        if not quick:
            return False
        actor = session.actor
        step = session.computer_step()
        self.log_events(actor, step.events, step)
        return True

    def _think(self) -> None:
        """Start the computer thinking about the position now, unless it already is (a
        timer and a takeback may both ask)."""
        session = self.session
        if session.due() not in (Due.COMPUTER, Due.DEAL) or not self.is_attached:
            return
        if self.holding_round is not None:
            return  # the round's result is showing: the next round waits
        if self._thinking_about is session.state:
            return
        self._thinking_about = session.state
        rng = random.Random(session.rng.getrandbits(64))  # the worker's own: no sharing
        self._thinking(session.state, rng)

    def stop_thinking(self) -> None:
        """Cancel the computer's thinking (a takeback, Leave): its move is never made."""
        self.workers.cancel_group(self, "computer")
        self._thinking_about = None

    @work(thread=True, group="computer")
    def _thinking(self, state: Any, rng: random.Random) -> None:
        """The computer's choice in ``state``, off the UI thread; a cancelled worker plays
        nothing."""
        worker = get_current_worker()
        move = self.session.computer_choice(lambda: worker.is_cancelled, state=state, rng=rng)
        if not worker.is_cancelled:
            with contextlib.suppress(RuntimeError):  # the app closed while it thought
                self.app.call_from_thread(self._computer_chose, state, move, worker)

    def _computer_chose(self, state: Any, move: Any, worker: Worker[None]) -> None:
        """Make the move chosen in ``state``, if the game is still there: a result for any
        other position (a takeback came first) is dropped."""
        session = self.session
        if worker.is_cancelled or not self.app.is_running or not self.is_attached:
            return  # left, or the app closing (its widgets going one by one), while it thought
        if session.state is not state:
            return  # the game moved on (a takeback) while it thought
        self._thinking_about = None
        actor = session.actor
        try:
            step = session.play(move)
        except StorageError as err:
            niwa(self).recording_failed(self, err)
            return
        self.log_events(actor, step.events, step)
        self.advance()

    def turn_over(self, due: Due) -> bool:
        """Hot seat: the person shown has ended their turn (someone else is due)."""
        if not self.hot_seat or self.revealed is None:
            return False
        return due == Due.COMPUTER or (due == Due.PERSON and self.session.actor != self.revealed)

    @work(exclusive=True, group="turn")
    async def show_turn_done(self) -> None:
        """What the turn did, over the person's own hand; then the hand hides."""
        if self._showing_turn or self.revealed is None:
            return
        self._showing_turn = True
        who = seat_label(self.game, self.session.state, self.session.names, self.revealed)
        go_on = await self.app.push_screen_wait(TurnDone(who, list(self.turn_lines)))
        self._showing_turn = False
        self.revealed = None
        self.turn_lines = []
        if not go_on:
            self.action_leave()
            return
        self.advance()

    @work(exclusive=True, group="pass")
    async def ask_pass(self) -> None:
        if self._asking_pass:
            return
        self._asking_pass = True
        seat = self.session.actor
        who = seat_label(self.game, self.session.state, self.session.names, seat)
        assert self.ui.hand_over is not None  # asked only in a hot seat
        ready = await self.app.push_screen_wait(PassDevice(who, self.ui.hand_over))
        self._asking_pass = False
        if not ready:
            self.ask_leave()
            return
        self.revealed = seat
        self.turn_lines = []
        self.refresh_view()

    def place(self, ref: str) -> None:
        """A place chosen on the board; at the table it may name the draw just made (a
        board that offers what may be drawn, to pick from), else a person's move."""
        if self.session.due() == Due.TABLE_DRAW:
            move = self.ui.raw_move(self.entry_state(), "", ref)
            if move is not None:
                self.submit(move)
            return
        super().place(ref)

    def submit(self, move: Any) -> bool:
        """Make ``move`` for whoever is due; an illegal one is refused with its rule."""
        session = self.session
        actor = session.actor
        if session.due() not in (Due.PERSON, Due.TABLE_DRAW):
            self.show_prompt(Text(_("Wait: it is not a person's turn."), "italic"))
            return False
        try:
            step = session.play(move)
        except IllegalMove as err:
            self.refuse(err, self.ui.move_refs(move))
            return False
        except Impossible as err:  # recording from one seat: it contradicts what was seen
            self.show_prompt(table_seat.refused_text(err))
            return False
        except StorageError as err:
            niwa(self).recording_failed(self, err)
            return False
        self.piece = None
        self.refused = None
        self.log_events(actor, step.events, step)
        self.advance()  # the hand stays shown while the same person goes on with the turn
        return True

    # -- showing ---------------------------------------------------------------------------

    def refresh_view(self) -> None:
        self.refresh_bindings()  # a takeback becomes possible once the person has moved
        self.draw_seats()
        self.draw_hand()
        self.draw_choices()
        self.draw_panel()
        self.draw_board()
        self.show_prompt(self.default_prompt())
        self.focus_for_turn()

    def focus_for_turn(self) -> None:
        """Typing for a draw at the table; the board (and keys 1-4) for a person's move.

        The move box, once the player is in it, keeps the focus whatever the other
        seats do meanwhile: what they type must never reach the board's keys.
        """
        field = self.query_one("#move-input", Input)
        due = self.session.due()
        if self.holding_round is not None:
            self.set_focus(None)  # a round's result: n goes on, nothing is typed meanwhile
            return
        if due == Due.TABLE_DRAW:
            field.placeholder = self.ui.table_draw_placeholder
            if self.focused is field:
                return
            if self.board().offers_draw():
                self.action_focus_board()  # the board's picker; t types the draw instead
            elif isinstance(self.focused, OptionList | Board):
                self.set_focus(None)  # the screen's keys; typing the draw starts the box
        elif due == Due.PERSON and not self.hiding_all:
            field.placeholder = self.ui.placeholder_for(self.entry_state())
            if self.focused is field:
                return
            self.focus_between_moves()

    def action_export_picture(self) -> None:
        """Write this position's picture (SVG and PNG) into the data folder's exports/."""
        from tutor.export import export_action

        export_action(self, self.game.id, self.shown_state(), self.session.names)

    def shown_state(self) -> Any:
        return self.game.view(self.session.state, self.view_seat)

    def draw_board(self) -> None:
        lit: dict[str, str] = {}
        last: tuple[str, ...] = ()
        if self.session.last_play is not None:
            move, events = self.session.last_play
            for event in events:
                if isinstance(event, Score) and not self.game.is_over(self.session.state):
                    lit.update({ref: "score" for ref in event.refs})
            last = tuple(self.ui.move_refs(move))
        lit.update(self.entry_marks())
        board = self.board()
        board.table_draw = self.session.due() == Due.TABLE_DRAW
        board.entering = self.entry_open()
        board.show(
            self.shown_state(), viewer=self.viewer, lit=lit, last=last, names=self.session.names
        )
        self.highlights = board.marks()

    def draw_seats(self) -> None:
        session = self.session
        state = self.shown_state()
        scores = self.game.scores(state)  # what this table may know
        out = Text()
        for seat in range(self.game.seats(state)):
            if seat:
                out.append("\n")
            turn = session.actor == seat
            out.append("> " if turn else "  ", style="bold yellow")
            side = self.game.side_of(state, seat)
            computer = session.plan.kinds[seat] == COMPUTER
            label = Table(self.game, state, session.names).with_kind(seat, computer)
            out.append(label, style="bold" if turn else "")
            if not (self.hiding_all and scores[side] < 0):
                out.append(f"  {self.ui.seat_score(state, scores[side])}")
            visible = not self.hiding_all and (self.viewer is None or self.viewer == seat)
            hand = self.ui.seat_hand_text(self.app.has_class("-narrow"), state, seat, visible)
            if hand.plain:  # a game without hands draws no empty line under each seat
                out.append("\n    ")
                out.append_text(hand)
        status = self.ui.status_text(self.entry_state())
        if status.plain:
            out.append("\n")
            out.append_text(status)
        self.query_one("#seats", Static).update(out)

    def default_prompt(self) -> Text:
        session = self.session
        due = session.due()
        state = self.entry_state()  # as the screen may know it (one seat: its view)
        if due == Due.OVER:
            return Text(_("The game is over."), style="bold")
        if self.holding_round is not None:
            return self.round_result_text()
        if due == Due.TABLE_DRAW:
            text = Text.assemble((_("Table mode: "), "bold"))
            purpose = self.ui.draw_purpose(state, session.names)
            if purpose:
                text.append(_("draw {purpose}. ").format(purpose=purpose), style="bold")
            text.append(self.ui.table_draw_prompt)
            left = self.ui.supply_text(state)
            if left.plain:
                text.append(f"\n{self.ui.still_to_draw}")
                text.append_text(left)
            return text
        if due in (Due.COMPUTER, Due.DEAL):
            who = seat_label(self.game, state, session.names, session.actor)
            return Text(_("{player} is thinking...").format(player=who), style="italic")
        if self.hiding_all:
            return Text(_("Waiting for the next player."), style="italic")
        turn = turn_text(self.game, state, session.names, session.actor)
        text = Text.assemble((f"{turn} ", "bold"))
        if self.piece is None:
            text.append(self.board_help())
        else:
            said = _("{piece} picked: choose a {place}. ")
            text.append(said.format(piece=self.piece, place=self.ui.place_word))
            text.append(_("Enter or click to place it."), style="dim")
        return self.with_hint(text)

    def show_prompt(self, text: Text) -> None:
        self.query_one("#prompt", Static).update(text)

    def log_line(self, text: Text) -> None:
        self.query_one("#log", RichLog).write(text)

    def log_events(self, actor: int, events: Any, step: Any) -> None:
        """Write what a move did to the log (draws as this table may know them)."""
        state = self.session.state
        for text in event_texts(
            self.game,
            state,
            self.session.names,
            events,
            self.log_perspective,
            with_rules=False,
        ):
            self.log_line(text)
        if self.hot_seat and self.revealed is not None:  # the turn as its player sees it
            self.turn_lines.extend(
                event_texts(
                    self.game, state, self.session.names, events, self.revealed, with_rules=False
                )
            )
        del actor, step

    # -- people's input ------------------------------------------------------------------

    # -- the end, and leaving ---------------------------------------------------------------

    def game_over(self) -> None:
        niwa(self).game_finished(self)

    def typing_open(self) -> bool:
        return self.entry_open() or self.session.due() == Due.TABLE_DRAW

    def focus_between_moves(self) -> None:
        if self.session.due() == Due.TABLE_DRAW:
            self.focus_for_turn()
        else:
            super().focus_between_moves()

    def action_leave(self) -> None:
        """Esc: close an open panel, or put down a picked piece, before anything else;
        else leave, which always asks."""
        if self.panel is not None:
            self.action_panel(self.panel)
            return
        if self.piece is not None:
            self.piece = None
            self.refresh_view()
            return
        self.ask_leave()

    @work(exclusive=True, group="leave")
    async def ask_leave(self) -> None:
        if self.session.due() == Due.OVER:
            self.dismiss()
            return
        leave = await self.app.push_screen_wait(
            Confirm(
                _("Leave this game? Every move so far is saved: resume it from Home."),
                yes=_("Leave"),
                no=_("Keep playing"),
            )
        )
        if leave:
            self.stop_thinking()
            niwa(self).game_left(self)
            self.dismiss()
        elif self.hot_seat and self.revealed is None:
            self.advance()
