"""The hot seat: the device handed over between people's turns, and what a turn did.

Several people at one screen, in a game that hides something from them: each person's
hand shows only once they say they hold the device (:class:`PassDevice`), and when their
turn ends they see what it did over their own hand (:class:`TurnDone`) before it hides.
"""

from __future__ import annotations

from typing import Any, Protocol

from rich.text import Text
from textual import work
from textual.widget import Widget

from tutor.explain import seat_label
from tutor.play_seeing import Seeing
from tutor.screens.dialogs import PassDevice, TurnDone
from tutor.session import Due, PlaySession
from tutor.ui import GamePlugin
from tutor.widgets.move_desk import MoveDesk


class PlayTable(Protocol):
    """What the turn cycle shows and asks through (the Play screen)."""

    ui: GamePlugin
    game: Any
    seeing: Seeing
    desk: MoveDesk

    @property
    def session(self) -> PlaySession: ...
    def refresh_view(self) -> None: ...
    def refresh_bindings(self) -> None: ...
    def log_line(self, text: Text) -> None: ...
    def show_prompt(self, text: Text) -> None: ...
    def log_events(self, actor: int, events: Any, step: Any) -> None: ...
    def game_over(self) -> None: ...
    def action_leave(self) -> None: ...
    def ask_leave(self) -> object: ...


class Advances(Protocol):
    """The turn cycle, which goes on once the device is handed over."""

    def advance(self) -> None: ...


class HandOver(Widget):
    """The hand-over dialogs of a hot seat (mounted with Play's turn cycle, invisible)."""

    DEFAULT_CSS = """
    HandOver { display: none; }
    """

    def __init__(self, table: PlayTable, turns: Advances) -> None:
        super().__init__()
        self.table = table
        self.turns = turns
        self.session = table.session
        self.seeing = table.seeing
        self.turn_lines: list[Text] = []
        """What the shown person's turn did, as they may see it."""
        self.showing_turn = False
        self._asking_pass = False

    def turn_over(self, due: Due) -> bool:
        """Hot seat: the person shown has ended their turn (someone else is due)."""
        revealed = self.seeing.revealed
        if not self.seeing.hot_seat or revealed is None:
            return False
        return due == Due.COMPUTER or (due == Due.PERSON and self.session.actor != revealed)

    @work(exclusive=True, group="turn")
    async def show_turn_done(self) -> None:
        """What the turn did, over the person's own hand; then the hand hides."""
        revealed = self.seeing.revealed
        if self.showing_turn or revealed is None:
            return
        self.showing_turn = True
        session = self.session
        who = seat_label(self.table.game, session.state, session.names, revealed)
        go_on = await self.app.push_screen_wait(TurnDone(who, list(self.turn_lines)))
        self.showing_turn = False
        self.seeing.revealed = None
        self.turn_lines = []
        if not go_on:
            self.table.action_leave()
            return
        self.turns.advance()

    @work(exclusive=True, group="pass")
    async def ask_pass(self) -> None:
        if self._asking_pass:
            return
        self._asking_pass = True
        session = self.session
        seat = session.actor
        who = seat_label(self.table.game, session.state, session.names, seat)
        hand_over = self.table.ui.hand_over
        assert hand_over is not None  # asked only in a hot seat
        ready = await self.app.push_screen_wait(PassDevice(who, hand_over))
        self._asking_pass = False
        if not ready:
            self.table.ask_leave()
            return
        self.seeing.revealed = seat
        self.turn_lines = []
        self.table.refresh_view()
