"""How Miyabi's objects, layers and tiles look: a colour AND a letter for everything.

Object squares are drawn light, like the printed tiles, with the object's letter
in its colour (M maple, P pagoda, K fish, A azalea, B boxwood, S stone); plain
green squares are green, darker low and lighter high, and always carry their
layer's number; the bare board is dark with a dot. So the layer reads by shade
and by number, and no colour is the only sign of anything.
"""

from __future__ import annotations

from typing import Final

from rich.style import Style

TILE_BG: Final = "#efe6cf"
OBJECT_COLOURS: Final = ("#c0392b", "#9a7d0a", "#1f618d", "#c2185b", "#1e8449", "#5d6d7e")
"""Maple red, pagoda ochre, fish blue, azalea pink, boxwood green, stone grey: six
colours that stay apart in a 256-colour terminal too (a purple pagoda fell on the
stone's grey there)."""
"""Maple red, pagoda purple, koi blue, azalea pink, boxwood green, stone grey (row order)."""
LAYER_BG: Final = ("#2b2b2b", "#1e4620", "#2d6a30", "#3e8e41", "#58a65c", "#7cc47f", "#a9d9ab")
"""Bare board, then layers 1 to 6 and higher: lighter the higher."""
OUTLINE: Final = Style(color="#7f8c8d")
LABEL: Final = Style(bold=True)
DIM: Final = Style(dim=True)

MARK_BG: Final = {
    "score": "#f7dc6f",  # squares a score counted
    "row": "#a9cce3",  # the rest of a highlighted row
    "last": "#f5cba7",  # the tile just placed
    "target": "#117a65",  # where the held tile's objects may go, this way round
    "refused": "#922b21",  # the square of a move the rules refused
    "lesson": "#f9e79f",  # a square a lesson asks the learner to look at
    "ghost": "#5dade2",  # the held tile under the cursor, where it may lie
    "ghost-bad": "#cb4335",  # the held tile under the cursor, where it may not
    "hint": "#c39bd3",  # the squares of the hinted move, underlined too
}
LIGHT_MARKS: Final = frozenset({"score", "row", "last", "lesson", "ghost", "hint"})
"""Marks with a light background, on which text is drawn dark."""


def layer_bg(height: int) -> str:
    return LAYER_BG[min(height, len(LAYER_BG) - 1)]


def object_style(obj: int, bg: str = TILE_BG) -> Style:
    return Style(color=OBJECT_COLOURS[obj], bgcolor=bg, bold=True)


def green_style(height: int) -> Style:
    dark_text = height >= 4
    return Style(color="#10290f" if dark_text else "#e8f5e9", bgcolor=layer_bg(height))


def bare_style() -> Style:
    return Style(color="#7f8c8d", bgcolor=LAYER_BG[0])


def mark_style(kind: str, obj: int | None) -> Style:
    """A marked square: the mark's background, the object's colour (or plain text) on it."""
    bg = MARK_BG.get(kind, MARK_BG["score"])
    underline = kind == "hint"  # the hint is marked by more than its colour
    if obj is not None and kind in LIGHT_MARKS:
        return Style(color=OBJECT_COLOURS[obj], bgcolor=bg, bold=True, underline=underline)
    colour = "#1b1b1b" if kind in LIGHT_MARKS else "#ffffff"
    return Style(color=colour, bgcolor=bg, bold=True, underline=underline)
