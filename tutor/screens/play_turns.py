"""Play's turn cycle: the computer's moves, forced moves, a round's result, the hot seat.

:class:`PlayTurns` is an invisible widget Play composes. After every move Play asks it
to ``advance``: it lets the computer act if it is due (a searching computer thinks in a
thread worker, so the screen answers meanwhile), makes a move forced on a person, stops
on a round's result until the person goes on (``n``), and in a hot seat hides the hands
between people's turns. A person's move comes here too (``person_moves``), refused with
its rule when illegal. What it shows goes through :class:`PlayTable`, the screen.
"""

from __future__ import annotations

import contextlib
import random
from typing import Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.widget import Widget
from textual.worker import Worker, get_current_worker

from engine.core import IllegalMove
from engine.i18n import _
from engine.players.levels import Level
from replays.errors import ReplayError, StorageError
from replays.one_seat import Impossible
from tutor import table_fix, table_seat
from tutor.explain import Table, seat_label
from tutor.round_result import round_result
from tutor.screens.base import niwa
from tutor.screens.play_hand_over import HandOver, PlayTable
from tutor.session import Due


class PlayTurns(Widget):
    """Who acts next, and what waits for a person (mounted with Play, invisible)."""

    DEFAULT_CSS = """
    PlayTurns { display: none; }
    """

    def __init__(self, table: PlayTable) -> None:
        super().__init__()
        self.table = table
        self.session = table.session
        self.seeing = table.seeing
        self._thinking_about: Any = None
        """The position the computer is thinking about (None: it is not)."""
        self.round_seen = table.game.round_of(self.session.state)
        """The round whose result has been shown (a resumed game starts in its round)."""
        self.holding_round: range | None = None
        """The rounds just ended, whose result is shown until the person goes on (n)."""
        self.hand_over = HandOver(table, self)

    def compose(self) -> ComposeResult:
        yield self.hand_over

    def advance(self) -> None:
        """Let the computer act if it is due, then show what waits for a person.

        A move the disk refuses (StorageError) ends the game here, kept resumable.
        """
        try:
            self._advance()
        except StorageError as err:
            niwa(self).recording_failed(self.table, err)

    def person_moves(self, move: Any) -> bool:
        """Make a person's ``move`` for whoever is due (a draw typed at the table too);
        an illegal one is refused with its rule, and nothing moves. Whether it was made."""
        table, session = self.table, self.session
        actor = session.actor
        if session.due() not in (Due.PERSON, Due.TABLE_DRAW):
            table.show_prompt(Text(_("Wait: it is not a person's turn."), "italic"))
            return False
        try:
            step = session.play(move)
        except IllegalMove as err:
            table.desk.refuse(err, table.ui.move_refs(move))
            return False
        except Impossible as err:  # recording from one seat: it contradicts what was seen
            table.show_prompt(table_seat.refused_text(err))
            return False
        except StorageError as err:
            niwa(self).recording_failed(table, err)
            return False
        table.desk.put_down()
        table.log_events(actor, step.events, step)
        self.advance()  # the hand stays shown while the same person goes on with the turn
        return True

    def _advance(self) -> None:
        table, seeing, session = self.table, self.seeing, self.session
        if self.hold_for_round():
            return
        due = session.due()
        delay = niwa(self).settings.computer_delay
        if self.hand_over.showing_turn:
            return
        if self.hand_over.turn_over(due):
            table.refresh_view()
            self.hand_over.show_turn_done()
            return
        if due == Due.COMPUTER and seeing.hot_seat:
            seeing.revealed = None  # the last person's hand hides while the computer plays
        if due in (Due.COMPUTER, Due.DEAL):
            while self._quick_step(delay):
                pass
            if session.due() in (Due.COMPUTER, Due.DEAL):
                table.refresh_view()
                if delay <= 0:
                    self._think()
                else:
                    self.set_timer(delay, self._think)
                return
            self._advance()
            return
        if due == Due.OVER:
            table.refresh_view()
            table.game_over()
            return
        forced = table.ui.forced_move(seeing.entry_state()) if self.may_force(due) else None
        if forced is not None:
            move, why = forced
            who = seat_label(table.game, session.state, session.names, session.actor)
            said = _("{player}: {why} (played by itself)").format(player=who, why=why)
            table.log_line(Text(said, style="italic"))
            self.notify(said, title=_("A move made for you"), markup=False)
            table.desk.enter(move)
            return
        if due == Due.PERSON and seeing.hot_seat and seeing.revealed != session.actor:
            seeing.revealed = None
            table.refresh_view()
            self.hand_over.ask_pass()
            return
        table.refresh_view()

    def may_force(self, due: Due) -> bool:
        """Whether a forced move is made for the person due: never, recording from one
        seat, for another player (their hand is not known: no fill-in is played)."""
        seat = self.session.recorded_by
        return due == Due.PERSON and (seat is None or self.session.actor == seat)

    def take_back(self) -> None:
        """The last person's move and the computer's replies (at a table: the last entry),
        undone; kept in the replay as a line."""
        self.stop_thinking()  # its reply would be to the move being taken back
        session = self.session
        ply = session.take_back_ply()
        why_not = session.why_no_take_back()
        try:
            taken = session.take_back()
        except ReplayError as err:  # the variation limit, a full disk: the game goes on as it was
            said = _("Not taken back: {problem}").format(problem=err.problem)
            self.table.log_line(Text(said, "italic"))
            self.advance()
            return
        if not taken or ply is None:
            self.table.show_prompt(Text(why_not or _("Nothing to take back."), "italic"))
            return
        self.went_back(table_fix.taken_back_text(session, self.table.ui, ply, taken))

    def went_back(self, said: str) -> None:
        """The game went back (a takeback, a fixed draw): say so and show it afresh."""
        self.table.desk.put_down()
        self.round_seen = min(self.round_seen, self.table.game.round_of(self.session.state))
        self.table.log_line(Text(said, "italic"))
        self.advance()

    # -- a round's result ------------------------------------------------------------------

    def hold_for_round(self) -> bool:
        """Whether Play stops on a round's result: the engine's round has moved on since
        the last result shown, in a game scored by round (``GamePlugin.round_result``)."""
        table, session = self.table, self.session
        if self.holding_round is not None:
            table.refresh_view()
            return True
        now = table.game.round_of(session.state)
        if now <= self.round_seen:
            return False
        ended = range(max(self.round_seen, 1), now)
        self.round_seen = now
        if not table.ui.round_result or not ended or session.due() == Due.OVER:
            return False
        if getattr(session.log, "timeline", None) is None:
            return False  # no record of the round's moves to sum up
        self.holding_round = ended
        table.log_line(self.round_result_text(go_on=False))
        if session.table_mode:  # a real table sums up on its board while it deals: no stop
            self.holding_round = None
            return False
        if self.seeing.hot_seat:
            self.seeing.revealed = None  # the result is for everyone: no hand stays up
        table.refresh_bindings()
        table.refresh_view()
        return True

    def next_round(self) -> None:
        """Go on from a round's result: the next round is dealt or played."""
        if self.holding_round is None:
            return
        self.holding_round = None
        self.table.refresh_bindings()
        self.advance()

    def round_result_text(self, go_on: bool = True) -> Text:
        """The result of the rounds held on; with how to go on (the prompt), or not (the log)."""
        assert self.holding_round is not None
        session, ui, shown = self.session, self.table.ui, self.seeing.shown_state()
        text = round_result(
            session.log.timeline,  # type: ignore[union-attr]
            shown,
            session.names,
            self.holding_round,
            self.seeing.log_perspective,
            ui.round_notes(shown, session.names),
        )
        if session.due() in (Due.PERSON, Due.COMPUTER):  # dealt: the round's first player
            who = Table(self.table.game, session.state, session.names).name(session.actor)
            text.append("\n" + _("Next to move: {player}.").format(player=who))
        if go_on:
            said = _("Press n to go on to round {round}.").format(round=self.round_seen)
            text.append("\n" + said, style="bold")
        return text

    # -- the computer --------------------------------------------------------------------------

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
        self.table.log_events(actor, step.events, step)
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
            niwa(self).recording_failed(self.table, err)
            return
        self.table.log_events(actor, step.events, step)
        self.advance()
