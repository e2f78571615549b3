"""How Seikatsu's tiles and pagodas look: a colour AND a letter for everything.

Colours follow the printed tiles (shared/rules-facts.md: birds red, grey, green,
dark blue; flowers purple, pink, orange, blue), picked so that they stay apart in
256- and 16-colour terminals; the letters are the engine's tile
codes, so a colour-blind player or a monochrome terminal loses nothing. Tiles are
drawn as light squares like the cardboard ones, so every letter keeps its contrast.
"""

from __future__ import annotations

from typing import Final

from rich.style import Style
from rich.text import Text

from engine.seikatsu import tiles as T
from engine.seikatsu.game import EMPTY, POND_MARK
from engine.seikatsu.words import WORDS

TILE_BG: Final = "#efe6cf"
# Each piece colour is one of the 256 terminal colours (tmux's default), and no two
# pieces share one of the 16 basic colours either (tests/tutor/test_seikatsu_look.py):
# the Tanager's red stays red (160, basic 1), not a brown beside the Tulip's orange.
BIRD_COLOURS: Final = ("#d70000", "#6c6c6c", "#008700", "#000087")
FLOWER_COLOURS: Final = ("#870087", "#d75faf", "#d75f00", "#5f87ff")
KOI_COLOUR: Final = "#0087af"
PAGODA_COLOURS: Final = {"pink": "#e84393", "blue": "#2e86de", "green": "#27ae60"}
GARDEN_BG: Final = "#243d24"
WATER_BG: Final = "#1b4f72"

EMPTY_STYLE: Final = Style(color="#86a886", bgcolor=GARDEN_BG)
POND_STYLE: Final = Style(color="#aed6f1", bgcolor=WATER_BG, bold=True)
KOI_STYLE: Final = Style(color=KOI_COLOUR, bgcolor="#d6eaf8", bold=True)
HIDDEN_STYLE: Final = Style(color="#7f8c8d", bgcolor="#3b3b3b", bold=True)

HIGHLIGHT_BG: Final = {
    "score": "#f7dc6f",  # the cells a score line counted
    "row": "#a9cce3",  # the rest of a highlighted row
    "last": "#f5cba7",  # the tile just played
    "target": "#3d7a3d",  # an empty cell the selected tile may go to
    "refused": "#922b21",  # the cell of a move the rules refused
    "lesson": "#f9e79f",  # a cell a lesson step asks the learner to look at
    "hint": "#af87d7",  # the cell of the hinted move, drawn between stars: *d5*
}


def bird_style(bird: int, bg: str = TILE_BG) -> Style:
    return Style(color=BIRD_COLOURS[bird], bgcolor=bg, bold=True)


def flower_style(flower: int, bg: str = TILE_BG) -> Style:
    return Style(color=FLOWER_COLOURS[flower], bgcolor=bg, bold=True)


def tile_text(tile: int, bg: str | None = None) -> Text:
    """A tile's two-letter code, each letter in its colour: ``Tp``, ``KO``, ``??``."""
    if T.is_garden(tile):
        back = bg or TILE_BG
        text = Text()
        text.append(T.BIRDS[T.bird_of(tile)].code, bird_style(T.bird_of(tile), back))
        text.append(T.FLOWERS[T.flower_of(tile)].code, flower_style(T.flower_of(tile), back))
        return text
    if tile == T.KOI:
        return Text("KO", KOI_STYLE + Style(bgcolor=bg) if bg else KOI_STYLE)
    if tile == T.HIDDEN:
        return Text("??", HIDDEN_STYLE)
    if tile == POND_MARK:
        return Text("~~", POND_STYLE)
    assert tile == EMPTY
    return Text("..", EMPTY_STYLE)


def code_text(code: str) -> Text:
    """A tile given by its code (``Tp``, ``K``), coloured as on the board."""
    return tile_text(T.BY_CODE[code])


PIECE_COLOURS: Final = {
    **{f"bird {kind.code}": colour for kind, colour in zip(T.BIRDS, BIRD_COLOURS, strict=True)},
    **{f"flower {k.code}": colour for k, colour in zip(T.FLOWERS, FLOWER_COLOURS, strict=True)},
    "koi": KOI_COLOUR,
}
"""Every colour a piece is told apart by, named: what must stay distinct in any terminal."""


def pagoda_style(pagoda: str) -> Style:
    return Style(color="#ffffff", bgcolor=PAGODA_COLOURS[pagoda], bold=True)


def pagoda_badge(pagoda: str) -> Text:
    """The pagoda's letter on its colour: ``P``, ``B`` or ``G``."""
    return Text(f" {pagoda[0].upper()} ", pagoda_style(pagoda))


def tile_legend() -> list[Text]:
    """One line per bird and per flower: the letter in its colour and the name (in the
    language spoken now; the letters are the notation's, the same in every language)."""
    lines = []
    for i, kind in enumerate(T.BIRDS):
        line = Text()
        line.append(f" {kind.code} ", bird_style(i))
        line.append(f" {T.bird_name(i)} ({T.colour_name(kind)})")
        lines.append(line)
    for i, kind in enumerate(T.FLOWERS):
        line = Text()
        line.append(f" {kind.code} ", flower_style(i))
        line.append(f" {T.flower_name(i)} ({T.colour_name(kind)})")
        lines.append(line)
    koi = Text()
    koi.append(" KO ", KOI_STYLE)
    koi.append(f" {WORDS('legend.koi')}")
    lines.append(koi)
    return lines
