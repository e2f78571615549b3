"""The set-up form's two choices made per seat once the seats are known: who plays first,
and who records a game played at a real table (an observer, or one seat).

Each is a row of the form (a label and a list, ``.switch-row``) that the screen offers the
seats' labels whenever the options seat a different table; a choice still seated is kept.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Label, Select

from engine.i18n import N_, _

OBSERVER = N_("an observer (every draw)")
NO_RECORDER = -1


class FirstPlayerRow(Horizontal):
    """Who plays first: ``#first-player``, one choice per seat (seat 1 by default)."""

    def __init__(self) -> None:
        super().__init__(classes="switch-row")

    def compose(self) -> ComposeResult:
        yield Label(_("First player"), id="first-label")
        yield Select(
            [(_("Seat {seat}").format(seat=1), 0)],
            allow_blank=False,
            value=0,
            id="first-player",
        )

    def offer(self, labels: list[str]) -> None:
        """One choice per seat's label, the choice kept where it still sits."""
        first = self.query_one("#first-player", Select)
        chosen = first.value if isinstance(first.value, int) and first.value < len(labels) else 0
        first.set_options([(label, s) for s, label in enumerate(labels)])
        first.value = chosen

    @property
    def seat(self) -> int:
        """The seat chosen to play first (from 0)."""
        value = self.query_one("#first-player", Select).value
        return value if isinstance(value, int) else 0


class RecorderRow(Horizontal):
    """Who records a table's game: ``#recorded-by``, an observer or one seat (what it
    sees only)."""

    def __init__(self) -> None:
        super().__init__(classes="switch-row")

    def compose(self) -> ComposeResult:
        yield Label(_("Table mode, recorded by"), id="recorder-label")
        yield Select(
            [(_(OBSERVER), NO_RECORDER)],
            allow_blank=False,
            value=NO_RECORDER,
            id="recorded-by",
        )

    def offer(self, labels: list[str]) -> None:
        """An observer, then each seat's label; the choice kept where it still sits."""
        recorder = self.query_one("#recorded-by", Select)
        chosen = recorder.value
        keep = isinstance(chosen, int) and chosen < len(labels)
        recorder.set_options(
            [(_(OBSERVER), NO_RECORDER)]
            + [(_("{seat}: my own seat").format(seat=label), s) for s, label in enumerate(labels)]
        )
        recorder.value = chosen if keep else NO_RECORDER

    @property
    def seat(self) -> int | None:
        """The recording seat (from 0); None for an observer."""
        chosen = self.query_one("#recorded-by", Select).value
        return chosen if isinstance(chosen, int) and chosen >= 0 else None
