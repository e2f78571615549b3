"""How Karesansui's rocks look: a colour AND a letter for every rock.

The notation's colour letters stay as they are (``2Y`` is a grey II: replays and
typed moves use them), but the garden grid heads its columns with two letters a
player can guess without a legend: wh, gy, rd, gn, bl. Every count in the grid is
drawn in its rock's colour, so colour and letters say the same thing.
"""

from __future__ import annotations

from typing import Final

from rich.style import Style
from rich.text import Text

from engine.karesansui import components as C
from engine.karesansui import rocks as R

COLUMN_LABELS: Final = ("wh", "gy", "rd", "gn", "bl")
"""The garden grid's column heads, in the order of components.COLOURS."""
assert len(COLUMN_LABELS) == len(C.COLOURS)

ROCK_COLOURS: Final = ("#f4f4f4", "#9aa0a6", "#e74c3c", "#2ecc71", "#3498db")
"""Each colour's rocks on a dark background, in the order of components.COLOURS."""

FORBIDDEN: Final = Style(color="#1b1b1b", bgcolor="#f5b041", bold=True)
"""A rock that is part of a forbidden set: outlined by a warm background."""
RAKE: Final = Style(reverse=True, bold=True)
"""Rocks put in the rake of the bid being built."""
HINT: Final = Style(color="#1b1b1b", bgcolor="#ce93d8", bold=True, underline=True)
"""The hinted move: its pile (starred) and its rocks, underlined on a lilac ground."""
CURSOR: Final = Style(bgcolor="#2e4053", bold=True, underline=True)
WARNING: Final = Style(color="#f5b041", bold=True)
REFUSED: Final = Style(color="#e74c3c", bold=True)
LEGAL: Final = Style(color="#2ecc71", bold=True)
DIM: Final = Style(dim=True)

LEGEND: Final = "legend"
"""The id of the rocks' legend in engine/karesansui/words.py (said in the language spoken
when the board is drawn)."""


def colour_style(colour: int) -> Style:
    return Style(color=ROCK_COLOURS[colour], bold=True)


def rock_text(code: str) -> Text:
    """One rock as its notation code in its colour, e.g. 2R in red."""
    t = R.BY_CODE.get(code)
    if t is None:
        return Text(code)
    return Text(code, style=colour_style(R.COLOUR_OF[t]))


def rocks_text(types: tuple[int, ...] | list[int], empty: str = "nothing") -> Text:
    """Rocks in niwa order, each in its colour: '1R 3R 3R'."""
    if not types:
        return Text(empty, style=DIM)
    out = Text()
    for i, t in enumerate(types):
        if i:
            out.append(" ")
        out.append_text(rock_text(R.CODES[t]))
    return out
