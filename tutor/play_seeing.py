"""Who sees what on Play: the hot seat's hidden hands, a real table's shared screen, a
record made from one seat."""

from __future__ import annotations

from typing import Any

from tutor.session import Due, PlaySession
from tutor.ui import GamePlugin

NO_SEAT = -99
"""A perspective that matches no seat: only public texts are shown."""


class Seeing:
    """The seat whose pieces and log Play may show now, from its session and the person
    whose hand is up (``revealed``)."""

    def __init__(self, session: PlaySession, ui: GamePlugin) -> None:
        self.session = session
        self.ui = ui
        self.revealed: int | None = None
        """Hot seat: the person whose hand is showing (None: hands hidden)."""

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

    def entry_state(self) -> Any:
        """The position a person moves in, as the screen may know it (recording from one
        seat: its view, never its fill-ins)."""
        session = self.session
        if session.recorded_by is not None:
            return session.game.view(session.state, session.recorded_by)
        return session.state

    def shown_state(self) -> Any:
        """The position drawn: the game as ``view_seat`` sees it."""
        return self.session.game.view(self.session.state, self.view_seat)
