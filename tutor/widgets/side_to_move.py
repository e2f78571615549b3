"""Whose turn it is in the edited position, switched by key or click (lichess's
side-to-move selector), for any game: one mark per seat of the position, the seat on
turn marked with brackets (never colour alone).

State down (:meth:`SideToMove.show`: how many seats, the seat the turn field names,
who moves in words), messages up (:class:`SideToMove.Chosen`, a seat clicked). Its
keys (``t`` next, ``T`` previous) are the editor screen's, since the board holds the
keys while pieces are placed; this widget names them.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from engine.i18n import _
from engine.safe_text import escaped


class SideToMove(Widget, can_focus=False):
    """``To move: seat 2 (blue)`` and the seats to choose from: ``t/T, click: 1 [2] 3``."""

    DEFAULT_CSS = """
    SideToMove { height: auto; padding: 0 1; }
    SideToMove .side-to-move--seat { text-style: bold reverse; }
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {"side-to-move--seat"}

    class Chosen(Message):
        """The person clicked ``seat`` (0-based) to put it on turn."""

        def __init__(self, seat: int) -> None:
            super().__init__()
            self.seat = seat

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.seats = 0
        self.on_turn: int | None = None
        self.mover = ""
        self._spots: list[tuple[int, int, int]] = []

    def show(self, seats: int, on_turn: int | None, mover: str) -> None:
        """``seats`` to choose from, the one the turn names (None: none), and who moves."""
        self.seats, self.on_turn, self.mover = seats, on_turn, mover
        self.refresh(layout=True)

    def render(self) -> Text:
        text = Text(_("To move: {who}").format(who=escaped(self.mover)) + "\n", end="")
        text.append(_("t/T or click:"))
        self._spots = []
        style = self.get_component_rich_style("side-to-move--seat")
        for seat in range(self.seats):
            text.append(" ")
            start = len(text.plain.split("\n")[-1])
            mark = f"[{seat + 1}]" if seat == self.on_turn else f" {seat + 1} "
            text.append(mark, style if seat == self.on_turn else None)
            self._spots.append((seat, start, start + len(mark)))
        return text

    def on_click(self, event: events.Click) -> None:
        gutter = self.styles.gutter  # the seats are on the second line of the content
        x, y = event.x - gutter.left, event.y - gutter.top
        for seat, start, end in self._spots:
            if y == 1 and start <= x < end:
                event.stop()
                self.post_message(self.Chosen(seat))
                return
