"""The row of pieces a person may pick (Play, the viewer's what-if, lessons).

The hand owns its look (every piece shown, as many rows as they take: a long hand and a
row of characters, issue 22) and draws what the screen passes down in one call,
:meth:`Hand.show`; a press is the buttons' own ``Button.Pressed`` (class ``hand-piece``),
which the move-entry screen turns into a pick. Keys 1-4 stay the screen's: the focus
is on the board while a person picks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Button

MAX_HAND = 24
"""Buttons for the pieces to pick from at most: every piece of the longest hand and the
places beside it."""
KEYED = 4
"""The pieces keys 1-4 pick (their buttons say their key); the rest by a click or the board."""


def fill_hand(
    hand: Widget, codes: Sequence[str], picked: str | None, piece_text: Callable[[str], Text]
) -> None:
    """Label ``hand``'s buttons with ``codes`` (keys 1-4 named), hide the rest. A hand
    longer than any before it mounts the buttons it lacks: a hand starts with none, so a
    screen opens without the longest hand's buttons (Play mounted 24, most never shown)."""
    buttons = list(hand.query(".hand-piece").results(Button))
    wanted = min(len(codes), MAX_HAND)
    if len(buttons) < wanted and hand.is_attached:  # a hand not in a screen yet shows nothing
        more = [  # ``#hand-N`` picks piece N
            Button("", id=f"hand-{i}", compact=True, classes="hand-piece")
            for i in range(len(buttons), wanted)
        ]
        hand.mount(*more)
        buttons += more
    for i, button in enumerate(buttons):
        button.display = i < len(codes)
        if i < len(codes):
            label = Text(f"{i + 1} " if i < KEYED else "")
            label.append_text(piece_text(codes[i]))
            button.label = label
            button.refresh(layout=True)  # its width follows its new label ("1 P12")
            button.set_class(codes[i] == picked, "-picked")
    hand.set_class(not codes, "-none")  # widgets.tcss


class Hand(Horizontal):
    """The pieces to pick from, the one held drawn reversed."""

    DEFAULT_CSS = """
    Hand {
        height: auto;
        layout: grid;
        grid-size: 5;
        grid-rows: 1;
        grid-gutter: 0 1;
        margin: 1 0 0 1;
    }
    Hand > Button.hand-piece {
        min-width: 6;
    }
    Hand > Button.hand-piece.-picked {
        text-style: reverse;
    }
    """

    def show(
        self, codes: Sequence[str], picked: str | None, piece_text: Callable[[str], Text]
    ) -> None:
        fill_hand(self, codes, picked, piece_text)
