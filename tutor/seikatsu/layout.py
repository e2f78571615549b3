"""Where each cell, row label and pagoda of the garden goes on a character grid.

Pure geometry and painting, no Textual: the widget asks for a picture of a given
size and gets lines of rich Text plus the box of every cell (for the mouse).

The garden's rows a-g are drawn as horizontal lines, each shifted half a cell from
the next, so that hex neighbours touch as on the board. Every row label (P1..P7,
B1..B7, G1..G7) sits just beyond the end of its row nearest its pagoda, and each
pagoda's badge stands beside the label of the row that runs from its corner
through the pond: the labels show which way every player's rows run.

Only ASCII and plain spaces are drawn: no character whose width differs between
terminals (East Asian "ambiguous" widths), so columns line up everywhere.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from rich.style import Style
from rich.text import Text

from engine.seikatsu import board as B
from engine.seikatsu import tiles as T
from engine.seikatsu.game import EMPTY, POND_MARK
from engine.seikatsu.words import WORDS
from tutor.seikatsu import look


@dataclass(frozen=True)
class Geometry:
    """A drawing size: columns between neighbours in a row, a cell's size, lines per row."""

    name: str
    pitch: int
    cell_w: int
    ystep: int
    cell_h: int


GEOMETRIES: Final = (
    Geometry("large", pitch=8, cell_w=6, ystep=3, cell_h=2),
    Geometry("medium", pitch=6, cell_w=4, ystep=2, cell_h=1),
    Geometry("compact", pitch=4, cell_w=4, ystep=2, cell_h=1),
    Geometry("tiny", pitch=4, cell_w=4, ystep=1, cell_h=1),
)
"""Largest first: the widget draws the largest that fits."""

Axial = tuple[int, int]


def _label_spot(row: tuple[int, ...]) -> Axial:
    """One step beyond the row's cell nearest its pagoda, along the row."""
    (q0, r0), (q1, r1) = B.COORDS[row[0]], B.COORDS[row[1]]
    return (2 * q0 - q1, 2 * r0 - r1)


def _middle_row(pagoda: str) -> int:
    """The row that runs from the pagoda's corner through the pond."""
    corner = B.PAGODA_CORNER[pagoda]
    return next(i for i, row in enumerate(B.PAGODA_ROWS[pagoda]) if corner in row)


LABEL_SPOTS: Final[dict[str, tuple[Axial, ...]]] = {
    pagoda: tuple(_label_spot(row) for row in B.PAGODA_ROWS[pagoda]) for pagoda in B.PAGODAS
}


def _badge_spot(pagoda: str) -> Axial:
    """Beside the middle row's label, on the same line, away from the garden's centre."""
    q, r = LABEL_SPOTS[pagoda][_middle_row(pagoda)]
    return (q + 1, r) if q > 0 else (q - 1, r)


BADGE_SPOTS: Final = {pagoda: _badge_spot(pagoda) for pagoda in B.PAGODAS}
ALL_SPOTS: Final[tuple[Axial, ...]] = (
    *B.COORDS,
    *(spot for spots in LABEL_SPOTS.values() for spot in spots),
    *BADGE_SPOTS.values(),
)


@dataclass(frozen=True)
class Frame:
    """A geometry placed on the grid: the top-left character of any axial spot."""

    geometry: Geometry
    left: int
    top: int
    width: int
    height: int
    legend: bool = True
    """Whether the last line is kept for the legend (which way each pagoda's rows run)."""

    def origin(self, spot: Axial) -> tuple[int, int]:
        q, r = spot
        g = self.geometry
        return (self.left + g.pitch * q + g.pitch // 2 * r, self.top + g.ystep * r)


def frame_for(geometry: Geometry, legend: bool = True) -> Frame:
    g = geometry
    xs = [g.pitch * q + g.pitch // 2 * r for q, r in ALL_SPOTS]
    ys = [g.ystep * r for _, r in ALL_SPOTS]
    width = max(xs) - min(xs) + g.cell_w
    height = max(ys) - min(ys) + g.cell_h + (2 if legend else 0)
    return Frame(g, -min(xs), -min(ys), width, height, legend)


def choose_frame(width: int, height: int) -> Frame:
    """The largest drawing that fits; the smallest one when nothing does."""
    for geometry in GEOMETRIES:
        for legend in (True, False):
            frame = frame_for(geometry, legend)
            if frame.width <= width and frame.height <= height:
                return frame
    return frame_for(GEOMETRIES[-1], legend=False)


@dataclass
class Picture:
    """Lines of styled text, and the box (x, y, w, h) of each cell by name."""

    lines: list[Text]
    boxes: dict[str, tuple[int, int, int, int]]
    labels: dict[str, tuple[int, int, int, int]] = field(default_factory=dict)
    """The box of each row label drawn (``P1``..``G7``), to light a row the mouse is on."""

    def cell_at(self, x: int, y: int) -> str | None:
        return _hit(self.boxes, x, y)

    def label_at(self, x: int, y: int) -> str | None:
        return _hit(self.labels, x, y)


def _hit(boxes: Mapping[str, tuple[int, int, int, int]], x: int, y: int) -> str | None:
    for name, (bx, by, bw, bh) in boxes.items():
        if bx <= x < bx + bw and by <= y < by + bh:
            return name
    return None


class _Canvas:
    def __init__(self, width: int, height: int, background: Style) -> None:
        self.chars = [[" "] * width for _ in range(height)]
        self.styles: list[list[Style]] = [[background] * width for _ in range(height)]
        self.width = width
        self.height = height

    def put(self, x: int, y: int, text: str | Text, style: Style | None = None) -> None:
        if isinstance(text, Text):
            for i, char in enumerate(text.plain):
                self.put(x + i, y, char, _style_at(text, i))
            return
        for i, char in enumerate(text):
            if 0 <= x + i < self.width and 0 <= y < self.height:
                self.chars[y][x + i] = char
                if style is not None:
                    self.styles[y][x + i] = style

    def lines(self) -> list[Text]:
        out = []
        for chars, styles in zip(self.chars, self.styles, strict=True):
            line = Text(no_wrap=True, overflow="crop", end="")
            run, run_style = "", styles[0] if styles else Style()
            for char, style in zip(chars, styles, strict=True):
                if style != run_style and run:
                    line.append(run, run_style)
                    run = ""
                run_style = style
                run += char
            if run:
                line.append(run, run_style)
            out.append(line)
        return out


def _style_at(text: Text, offset: int) -> Style:
    """The style of one character of ``text`` (rich asks for a console to tell)."""
    style = Style.parse(text.style) if isinstance(text.style, str) else text.style
    for span in text.spans:
        if span.start <= offset < span.end:
            s = span.style
            style = style + (Style.parse(s) if isinstance(s, str) else s)
    return style


def paint(
    frame: Frame,
    board: tuple[int, ...],
    *,
    highlights: Mapping[str, str] | None = None,
    cursor: str | None = None,
    pagodas: tuple[str, ...] = B.PAGODAS,
) -> Picture:
    """Draw ``board`` (tile types per cell) into ``frame``.

    ``highlights`` maps a cell name to a kind in :data:`look.HIGHLIGHT_BG` ("score",
    "row", "last", "target", "refused", "lesson", "hint"); ``cursor`` is drawn as brackets around a
    cell; ``pagodas`` are those in play (others' labels are left out).
    """
    highlights = highlights or {}
    g = frame.geometry
    canvas = _Canvas(frame.width, frame.height, Style())
    boxes: dict[str, tuple[int, int, int, int]] = {}
    labels: dict[str, tuple[int, int, int, int]] = {}
    pad = (g.cell_w - 2) // 2
    for index, spot in enumerate(B.COORDS):
        x, y = frame.origin(spot)
        name = B.NAMES[index]
        tile = board[index]
        kind = highlights.get(name)
        _paint_cell(canvas, x, y, g, pad, name, tile, kind)
        if cursor == name:
            edge = Style(color="#ffff00", bold=True)
            for dy in range(g.cell_h):
                canvas.put(x, y + dy, "[", edge)
                canvas.put(x + g.cell_w - 1, y + dy, "]", edge)
        if index != B.POND:
            boxes[name] = (x, y, g.cell_w, g.cell_h)
    for pagoda in pagodas:
        colour = Style(color=look.PAGODA_COLOURS[pagoda], bold=True)
        for label, spot in zip(B.ROW_LABELS[pagoda], LABEL_SPOTS[pagoda], strict=True):
            x, y = frame.origin(spot)
            canvas.put(x + pad, y + (g.cell_h - 1) // 2, label, colour)
            labels[label] = (x + pad, y + (g.cell_h - 1) // 2, len(label), 1)
        x, y = frame.origin(BADGE_SPOTS[pagoda])
        badge = look.pagoda_badge(pagoda)
        if g.cell_h > 1:
            canvas.put(x + pad, y, "/\\", colour)
            y += 1
        canvas.put(x + (g.cell_w - 3) // 2, y, badge)
    if frame.legend:
        text = legend_text(pagodas)
        canvas.put(max(0, (frame.width - len(text)) // 2), frame.height - 1, text)
    return Picture(canvas.lines(), boxes, labels)


DIRECTIONS: Final = {"pink": "-", "blue": "\\", "green": "/"}
"""The slant of each pagoda's rows as drawn (rows a-g are horizontal)."""


def legend_text(pagodas: tuple[str, ...]) -> Text:
    text = Text(no_wrap=True, end="")
    for pagoda in pagodas:
        text.append_text(look.pagoda_badge(pagoda))
        text.append(f" {WORDS('legend.row_slant', slant=DIRECTIONS[pagoda])}  ")
    text.rstrip()
    return text


def _paint_cell(
    canvas: _Canvas, x: int, y: int, g: Geometry, pad: int, name: str, tile: int, kind: str | None
) -> None:
    bg = look.HIGHLIGHT_BG.get(kind or "", None)
    if tile == EMPTY:
        base = look.EMPTY_STYLE + Style(bgcolor=bg) if bg else look.EMPTY_STYLE
        if kind in ("target", "refused"):
            base += Style(color="#ffffff", bold=True)
        elif kind in ("lesson", "hint"):
            base += Style(color="#1e1e1e", bold=True)
        _fill(canvas, x, y, g, base)
        canvas.put(x + pad, y, name, base)
        if kind == "hint" and pad:  # a mark, not the colour alone
            canvas.put(x + pad - 1, y, "*", base)
            canvas.put(x + pad + len(name), y, "*", base)
        return
    if tile == POND_MARK:
        lit = kind == "lesson"  # a lesson about the pond lights it; play never does
        pond = look.POND_STYLE + Style(color=look.WATER_BG, bgcolor=bg) if lit else look.POND_STYLE
        _fill(canvas, x, y, g, pond)
        canvas.put(x + pad, y, "~~", pond)
        if g.cell_h > 1:
            canvas.put(x + 1, y + 1, "~" * (g.cell_w - 2), pond)
        return
    back = bg or look.TILE_BG
    base = Style(bgcolor=back)
    _fill(canvas, x, y, g, base)
    code = look.tile_text(tile, back)
    if kind in ("score", "last", "lesson"):
        code.stylize(Style(underline=True))
    canvas.put(x + pad, y, code)
    if g.cell_h > 1:
        if T.is_garden(tile):
            half = g.cell_w // 2
            canvas.put(x, y + 1, " " * half, Style(bgcolor=look.BIRD_COLOURS[T.bird_of(tile)]))
            canvas.put(
                x + half,
                y + 1,
                " " * (g.cell_w - half),
                Style(bgcolor=look.FLOWER_COLOURS[T.flower_of(tile)]),
            )
        else:
            canvas.put(x + 1, y + 1, "~" * (g.cell_w - 2), look.KOI_STYLE + Style(bgcolor=back))


def _fill(canvas: _Canvas, x: int, y: int, g: Geometry, style: Style) -> None:
    for dy in range(g.cell_h):
        canvas.put(x, y + dy, " " * g.cell_w, style)
