"""Leaving Play: Esc first closes what is open (a side panel, a picked piece), then asks
before the game is left; a finished game is left at once.

:class:`LeaveGame` is an invisible widget Play composes, as it does :class:`PlayTurns`.
Leaving keeps every move recorded: the journal stays for a resume from Home.
"""

from __future__ import annotations

from textual import work
from textual.widget import Widget

from engine.i18n import _
from tutor.screens.base import niwa
from tutor.screens.dialogs import Confirm
from tutor.screens.play_hand_over import PlayTable
from tutor.screens.play_turns import PlayTurns
from tutor.session import Due


class LeaveGame(Widget):
    """Esc and Leave for one game (mounted with Play, invisible)."""

    DEFAULT_CSS = """
    LeaveGame { display: none; }
    """

    def __init__(self, table: PlayTable, turns: PlayTurns) -> None:
        super().__init__()
        self.table = table
        self.turns = turns

    def escape(self) -> None:
        """Close an open panel, or put down a picked piece, before anything else; else
        leave, which always asks."""
        desk = self.table.desk
        if desk.panel is not None:
            desk.toggle_panel(desk.panel)
            return
        if desk.piece is not None:
            desk.piece = None
            self.table.refresh_view()
            return
        self.ask()

    @work(exclusive=True, group="leave")
    async def ask(self) -> None:
        table = self.table
        if table.session.due() == Due.OVER:
            self.screen.dismiss()
            return
        leave = await self.app.push_screen_wait(
            Confirm(
                _("Leave this game? Every move so far is saved: resume it from Home."),
                yes=_("Leave"),
                no=_("Keep playing"),
            )
        )
        if leave:
            self.turns.stop_thinking()
            niwa(self).game_left(table)
            self.screen.dismiss()
        elif table.seeing.hiding_all:
            self.turns.advance()
