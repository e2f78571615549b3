"""A Miyabi garden: 6 x 6 cells, a lantern field above each column.

Cells are named like a chess board read from the top: column letter ``a``..``f``
left to right, then row number ``1``..``6`` top to bottom, so ``a1`` is the
top-left cell. Row n holds only the n-th object of ``tiles.OBJECTS`` (row 1
maples ... row 6 stones). A cell's index is ``row * 6 + column``; sets of cells
are bitmasks over those indexes.

A placed tile is given by its object square (the *anchor*) and, unless it is a
single, the compass direction it runs in from there (its *facing*: ``N`` up,
``E`` right, ``S`` down, ``W`` left). A corner tile runs one square that way and
then turns left (``L`` tiles) or right (``R`` tiles), seen walking along it.
This module precomputes every tile's footprint for every anchor and facing, and
each orientation's shape as cell-index offsets (for the bitmask move generator).
"""

from __future__ import annotations

from typing import Final, NamedTuple

from engine.miyabi.tiles import SHAPES

SIZE: Final = 6
COLUMNS: Final = "abcdef"
N_CELLS: Final = SIZE * SIZE
ALL_COLUMNS: Final = (1 << SIZE) - 1
"""The lantern bitmask of a player whose six lanterns all stand."""

NAMES: Final = tuple(f"{COLUMNS[i % SIZE]}{i // SIZE + 1}" for i in range(N_CELLS))
BY_NAME: Final[dict[str, int]] = {name: i for i, name in enumerate(NAMES)}
BIT: Final = tuple(1 << i for i in range(N_CELLS))


def row_of(cell: int) -> int:
    return cell // SIZE


def column_of(cell: int) -> int:
    return cell % SIZE


FACINGS: Final = ("N", "E", "S", "W")
"""Clockwise, so turning left is one step back in this tuple and right one forward."""
_STEP: Final = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}


def _path(shape: str, facing: str) -> tuple[str, ...]:
    """The steps from the object square to each further square of the tile."""
    if shape == "1":
        return ()
    turn = FACINGS[(FACINGS.index(facing) + (1 if shape == "R" else -1)) % 4]
    return {"2": (facing,), "I": (facing, facing), "L": (facing, turn), "R": (facing, turn)}[shape]


def _footprint(shape: str, cell: int, facing: str) -> tuple[int, ...] | None:
    row, col = row_of(cell), column_of(cell)
    cells = [cell]
    for step in _path(shape, facing):
        dr, dc = _STEP[step]
        row, col = row + dr, col + dc
        if not (0 <= row < SIZE and 0 <= col < SIZE):
            return None
        cells.append(row * SIZE + col)
    return tuple(cells)


def facings_of(shape: str) -> tuple[str, ...]:
    """A single looks the same every way round: it takes no facing (written '')."""
    return ("",) if shape == "1" else FACINGS


FOOTPRINT: Final[dict[tuple[str, int, str], tuple[int, ...] | None]] = {
    (shape.code, cell, facing): _footprint(shape.code, cell, facing)
    for shape in SHAPES
    for cell in range(N_CELLS)
    for facing in facings_of(shape.code)
}
"""(shape, anchor, facing) -> the cells covered, object square first; None: off the grid."""


class Orientation(NamedTuple):
    """A shape turned one way: where its squares lie relative to the object square."""

    facing: str
    offsets: tuple[int, ...]
    """Cell-index steps from the object square to each other square."""
    anchors: int
    """Bitmask of the object squares from which the tile stays inside the grid."""


_INDEX_STEP: Final = {"N": -SIZE, "E": 1, "S": SIZE, "W": -1}


def _orientation(shape: str, facing: str) -> Orientation:
    offsets, at = [], 0
    for step in _path(shape, facing):
        at += _INDEX_STEP[step]
        offsets.append(at)
    inside = (a for a in range(N_CELLS) if FOOTPRINT[shape, a, facing] is not None)
    return Orientation(facing, tuple(offsets), sum(BIT[a] for a in inside))


ORIENTATIONS: Final[dict[str, tuple[Orientation, ...]]] = {
    shape.code: tuple(_orientation(shape.code, f) for f in facings_of(shape.code))
    for shape in SHAPES
}
"""For each shape, its orientations (a single has one), in the order of FACINGS."""

NEIGHBOURS: Final = tuple(
    tuple(
        row * SIZE + col
        for row, col in (
            (row_of(c) - 1, column_of(c)),
            (row_of(c), column_of(c) + 1),
            (row_of(c) + 1, column_of(c)),
            (row_of(c), column_of(c) - 1),
        )
        if 0 <= row < SIZE and 0 <= col < SIZE
    )
    for c in range(N_CELLS)
)
"""Orthogonal neighbours of each cell (for the variants' connected groups)."""

ALL_CELLS: Final = (1 << N_CELLS) - 1
