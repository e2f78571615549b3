"""Miyabi as a picture (issue 30): each player's garden board with its stacked tiles.

Drawn like the box: a 6 x 6 board per player, the six objects down its left side
(row 1 maples ... row 6 stones), a lantern field above each column (a lit lantern
where one stands this round). Every visible square shows its layer: green, lighter
the higher, with the layer number in its corner; a visible object is a disc in the
object's colour with its letter and count (``K2``: two fish); the outline of each
topmost tile is drawn thick, so stacked tiles read as tiles. Colours and letters are
tutor/miyabi/look.py's. Above the boards: the round, the tiles on offer and the
bonus tiles taken.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from engine.i18n import _, ngettext
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from engine.miyabi.state import State
from tutor.miyabi import look
from tutor.pictures import Picture

CELL: Final = 44.0
LEFT: Final = 84.0
"""Room left of a board for the objects' names."""
BOARD: Final = LEFT + CELL * G.SIZE + 30
HEAD: Final = 160.0
TOP: Final = 58.0
"""Room above a board for its name and the lanterns."""


def owners(state: State, seat: int) -> list[int]:
    """For each square, the index in the garden's stack of the tile on top (-1: bare)."""
    top = [-1] * G.N_CELLS
    for index, placed in enumerate(state.stacks[seat]):
        shape = T.TILES[T.BY_ID[placed.tile]].shape
        cells = G.FOOTPRINT.get((shape, G.BY_NAME[placed.cell], placed.facing)) or ()
        for cell in cells:
            top[cell] = index
    return top


def draw_garden(picture: Picture, state: State, seat: int, name: str, x: float, y: float) -> None:
    points = state.scores[seat]
    said = ngettext("{count} point", "{count} points", points).format(count=points)
    picture.text(x, y + 16, f"{name}: {said}", size=15)
    board_x, board_y = x + LEFT, y + TOP
    picture.rect(board_x - 6, board_y - 6, CELL * 6 + 12, CELL * 6 + 12, fill="#5b4636", rx=4)
    lit = state.lanterns[seat] if seat < len(state.lanterns) else 0
    for col in range(G.SIZE):
        cx = board_x + (col + 0.5) * CELL
        on = bool(lit >> col & 1)
        picture.rect(
            cx - 8,
            y + 26,
            16,
            20,
            fill="#f5b041" if on else "#d5d0c4",
            stroke="#5b4636",
            rx=3,
            kind="lantern" if on else "lantern-field",
            code=G.COLUMNS[col],
        )
        picture.text(cx, y + 40, G.COLUMNS[col], size=11, anchor="middle")
    for row, obj in enumerate(T.OBJECTS):
        cy = board_y + (row + 0.5) * CELL
        picture.circle(x + 12, cy - 4, 8, fill=look.OBJECT_COLOURS[row])
        picture.text(x + 12, cy + 14, f"{row + 1}", size=10, anchor="middle")
        picture.text(x + 24, cy + 1, obj.name.split()[0][:7], size=10)
    heights, objects = state.heights[seat], state.objects[seat]
    top = owners(state, seat)
    for cell in range(G.N_CELLS):
        row, col = G.row_of(cell), G.column_of(cell)
        sx, sy = board_x + col * CELL, board_y + row * CELL
        height = heights[cell]
        if not height:
            picture.rect(
                sx,
                sy,
                CELL,
                CELL,
                fill=look.LAYER_BG[0],
                stroke="#444444",
                kind="bare",
                code=G.NAMES[cell],
            )
            continue
        fill = look.layer_bg(height)
        picture.rect(sx, sy, CELL, CELL, fill=fill, kind="square", code=f"{G.NAMES[cell]}:{height}")
        dark = height >= 4
        picture.text(
            sx + 4,
            sy + 13,
            str(height),
            size=11,
            fill="#10290f" if dark else "#e8f5e9",
            kind="layer",
        )
        count = objects[cell]
        if count:
            code = T.OBJECTS[row].code + (str(count) if count > 1 else "")
            picture.circle(
                sx + CELL / 2 + 4,
                sy + CELL / 2 + 4,
                CELL * 0.33,
                fill=look.TILE_BG,
                stroke=look.OBJECT_COLOURS[row],
                stroke_width=3,
                kind="object",
                code=code,
            )
            picture.text(
                sx + CELL / 2 + 4,
                sy + CELL / 2 + 9,
                code,
                size=14,
                fill=look.OBJECT_COLOURS[row],
                anchor="middle",
            )
    for cell in range(G.N_CELLS):
        row, col = G.row_of(cell), G.column_of(cell)
        sx, sy = board_x + col * CELL, board_y + row * CELL
        if col + 1 < G.SIZE and top[cell] != top[cell + 1]:
            picture.line(sx + CELL, sy, sx + CELL, sy + CELL, stroke="#1b1b1b", width=3)
        if row + 1 < G.SIZE and top[cell] != top[cell + G.SIZE]:
            picture.line(sx, sy + CELL, sx + CELL, sy + CELL, stroke="#1b1b1b", width=3)
    picture.rect(
        board_x, board_y, CELL * 6, CELL * 6, fill="none", stroke="#1b1b1b", stroke_width=3
    )


def draw_tile_chip(picture: Picture, x: float, y: float, tile: int, count: int) -> float:
    """A tile on offer as it looks laid running east (a corner turns up or down), its
    object's square first, and its id with ``xN`` under it."""
    kind = T.TILES[tile]
    size = 18.0
    anchor = 2 * G.SIZE + 2  # a cell with room every way: the tile laid running east
    cells = G.FOOTPRINT[(kind.shape, anchor, "" if kind.shape == "1" else "E")] or (anchor,)
    for k, cell in enumerate(cells):
        fill = look.TILE_BG if k == 0 else look.LAYER_BG[2]
        picture.rect(
            x + (G.column_of(cell) - 2) * size,
            y + (G.row_of(cell) - 2) * size,
            size,
            size,
            fill=fill,
            stroke="#1b1b1b",
            kind="offer" if k == 0 else None,
            code=kind.id if k == 0 else None,
        )
    picture.text(
        x + size / 2,
        y + 14,
        T.OBJECTS[kind.object].code,
        size=13,
        fill=look.OBJECT_COLOURS[kind.object],
        anchor="middle",
    )
    label = f"{kind.id} x{count}"
    picture.text(x, y + 2 * size + 14, label, size=11)
    return max(kind.squares * size, picture.text_width(label, 11)) + 14


def draw(state: State, names: Sequence[str]) -> Picture:
    seats = state.players
    per_row = 2
    rows = (seats + per_row - 1) // per_row
    garden_h = TOP + CELL * 6 + 30
    picture = Picture(24 + BOARD * per_row, HEAD + rows * garden_h + 10)
    picture.background = "#f3efe2"
    picture.text(20, 26, _("building round {round}").format(round=state.round), size=15)
    held = [f"{T.OBJECTS[o].code}:{names[s]}" for o, s in enumerate(state.bonuses) if s >= 0]
    taken = _("bonus tiles taken: {taken}").format(taken=", ".join(held) or _("none"))
    picture.text(220, 26, taken, size=13)
    offer = _("offer:")
    picture.text(20, 80, offer, size=13)
    x = max(80.0, 28 + picture.text_width(offer, 13))
    for tile, count in enumerate(state.offer):
        if count and x < picture.width - 60:
            x += draw_tile_chip(picture, x, 66, tile, count)
    if not any(state.offer):
        picture.text(x, 80, _("(none)"), size=13)
    picture.rect(20, 124, 12, 14, fill="#f5b041", stroke="#5b4636", rx=3)
    picture.text(38, 136, _("a lantern stands on that column this round"), size=11)
    for seat in range(seats):
        gx = 12 + (seat % per_row) * BOARD
        gy = HEAD + (seat // per_row) * garden_h
        draw_garden(picture, state, seat, names[seat], gx, gy)
    return picture
