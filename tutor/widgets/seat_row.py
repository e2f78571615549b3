"""One seat of the set-up form: its label, the player's name, a person or the computer,
and the computer's level (shown for a computer only)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Input, Label, Select

from engine.i18n import N_, _
from engine.players.levels import Level
from tutor.names import MAX_NAME
from tutor.session import COMPUTER, PERSON

LEVEL_NAMES = {Level.EASY: N_("easy"), Level.MEDIUM: N_("medium"), Level.HARD: N_("hard")}
"""Each computer level as the form says it (its value is what a table plan stores)."""


class SeatRow(Horizontal):
    """Seat ``seat`` (from 0): ``#seat-label-N``, ``#name-N``, ``#kind-N``, ``#level-N``."""

    DEFAULT_CSS = """
    SeatRow.seat-row {
        height: auto;
        margin-left: 1;
    }

    SeatRow .seat-label {
        width: 19;
        padding: 1 0 1 1;
    }

    SeatRow .seat-name {
        width: 20;
    }

    SeatRow .seat-kind {
        width: 20;
    }

    SeatRow .seat-level {
        width: 14;
    }
    """

    def __init__(self, seat: int) -> None:
        super().__init__(classes="seat-row", id=f"seat-{seat}")
        self.seat = seat

    def compose(self) -> ComposeResult:
        seat = self.seat
        yield Label(
            _("Seat {number}").format(number=seat + 1),
            classes="seat-label",
            id=f"seat-label-{seat}",
        )
        yield Input(
            placeholder=_("name"), max_length=MAX_NAME, id=f"name-{seat}", classes="seat-name"
        )
        yield Select(
            [(_("a person"), PERSON), (_("the computer"), COMPUTER)],
            allow_blank=False,
            value=PERSON if seat == 0 else COMPUTER,
            id=f"kind-{seat}",
            classes="seat-kind",
        )
        yield Select(
            [(_(LEVEL_NAMES[level]), level.value) for level in Level],
            allow_blank=False,
            value=Level.MEDIUM.value,
            id=f"level-{seat}",
            classes="seat-level",
        )

    @property
    def kind(self) -> str:
        """``person`` or ``computer``."""
        return str(self.query_one(f"#kind-{self.seat}", Select).value)

    @property
    def level(self) -> str:
        return str(self.query_one(f"#level-{self.seat}", Select).value)

    @property
    def typed_name(self) -> str:
        return self.query_one(f"#name-{self.seat}", Input).value

    def show(self, side: str, placeholder: str) -> None:
        """Named after its side where the side has a name of its own ("Seat 1 (pink)"), the
        name box's placeholder the name the seat gets if none is typed; the level shown
        for a computer only."""
        label = _("Seat {number}").format(number=self.seat + 1)
        plain = f"seat {self.seat + 1}"  # the contract's name of a seat with no colour
        if side.casefold() not in (plain, label.casefold()):  # "Seat 1 (pink)"
            label = _("Seat {number} ({side})").format(number=self.seat + 1, side=side)
        self.query_one(f"#seat-label-{self.seat}", Label).update(Text(label))
        self.query_one(f"#name-{self.seat}", Input).placeholder = placeholder
        self.query_one(f"#level-{self.seat}", Select).display = self.kind == COMPUTER
