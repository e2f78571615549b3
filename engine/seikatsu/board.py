"""The Seikatsu garden: 37 hex cells, the pond in the middle, three pagodas.

Geometry follows ``shared/rules-facts.md``: axial coordinates (q, r) with the pond
at (0, 0). Cells are numbered 0..36 row by row, top to bottom, left to right, and
named for people by row letter and position in the row::

        a1  a2  a3  a4                 blue pagoda: top-left corner (a1)
      b1  b2  b3  b4  b5
    c1  c2  c3  c4  c5  c6
  d1  d2  d3  d4  d5  d6  d7           pond: d4;  pink pagoda: right corner (d7)
    e1  e2  e3  e4  e5  e6
      f1  f2  f3  f4  f5
        g1  g2  g3  g4                 green pagoda: bottom-left corner (g1)

The pink pagoda looks along the horizontal rows (constant r), the blue one along
lines of constant q, the green one along lines of constant s = -q - r.
"""

from __future__ import annotations

from typing import Final

RADIUS: Final = 3
ROW_LETTERS: Final = "abcdefg"


def _build_cells() -> tuple[tuple[int, int], ...]:
    cells = []
    for r in range(-RADIUS, RADIUS + 1):
        for q in range(max(-RADIUS, -RADIUS - r), min(RADIUS, RADIUS - r) + 1):
            cells.append((q, r))
    return tuple(cells)


COORDS: Final[tuple[tuple[int, int], ...]] = _build_cells()
"""Axial (q, r) of each cell index."""
INDEX: Final[dict[tuple[int, int], int]] = {qr: i for i, qr in enumerate(COORDS)}
N_CELLS: Final = len(COORDS)
POND: Final = INDEX[(0, 0)]


def _name(index: int) -> str:
    q, r = COORDS[index]
    first_q = max(-RADIUS, -RADIUS - r)
    return f"{ROW_LETTERS[r + RADIUS]}{q - first_q + 1}"


NAMES: Final[tuple[str, ...]] = tuple(_name(i) for i in range(N_CELLS))
BY_NAME: Final[dict[str, int]] = {name: i for i, name in enumerate(NAMES)}

_DIRECTIONS: Final = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
NEIGHBOURS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(
        INDEX[(q + dq, r + dr)]
        for dq, dr in _DIRECTIONS
        if (q + dq, r + dr) in INDEX and INDEX[(q + dq, r + dr)] != POND
    )
    for q, r in COORDS
)
"""Neighbouring cells that can hold a tile (the pond never does)."""
POND_NEIGHBOURS: Final[frozenset[int]] = frozenset(INDEX[(dq, dr)] for dq, dr in _DIRECTIONS)
"""The six cells around the pond: touching it does not make them next to a tile."""
NEIGHBOUR_MASK: Final[tuple[int, ...]] = tuple(sum(1 << n for n in nbrs) for nbrs in NEIGHBOURS)

PAGODAS: Final = ("pink", "blue", "green")
"""Pagoda colours in seat order: seat 0 faces pink, seat 1 blue, seat 2 green."""
PAGODA_CORNER: Final = {"pink": INDEX[(3, 0)], "blue": INDEX[(0, -3)], "green": INDEX[(-3, 3)]}
FLOWER_SPACE: Final = {"pink": INDEX[(1, 0)], "blue": INDEX[(0, -1)], "green": INDEX[(-1, 1)]}


def _lines(key: int, toward_pagoda: tuple[int, int]) -> tuple[tuple[int, ...], ...]:
    """Group cells by one cube coordinate (0=q, 1=r, 2=s) into seven rows.

    Rows are ordered by that coordinate (lowest first) and each row lists its
    cells from the pagoda's side outwards; the pond is left out of the middle row.
    """

    def coord(qr: tuple[int, int]) -> int:
        q, r = qr
        return (q, r, -q - r)[key]

    groups: dict[int, list[int]] = {}
    for i, qr in enumerate(COORDS):
        if i != POND:
            groups.setdefault(coord(qr), []).append(i)
    # Cells in a row sorted by distance from the pagoda corner (nearest first).
    cq, cr = toward_pagoda

    def distance(i: int) -> int:
        q, r = COORDS[i]
        dq, dr = q - cq, r - cr
        return max(abs(dq), abs(dr), abs(dq + dr))

    return tuple(tuple(sorted(groups[v], key=distance)) for v in sorted(groups))


PAGODA_ROWS: Final[dict[str, tuple[tuple[int, ...], ...]]] = {
    "pink": _lines(1, (3, 0)),
    "blue": _lines(0, (0, -3)),
    "green": _lines(2, (-3, 3)),
}
"""For each pagoda, its seven rows of cells (tiles only; the pond is no cell of a row)."""

ROW_LABELS: Final[dict[str, tuple[str, ...]]] = {
    pagoda: tuple(f"{pagoda[0].upper()}{n}" for n in range(1, 8)) for pagoda in PAGODAS
}
"""Short names for rows: P1..P7, B1..B7, G1..G7, in the order of PAGODA_ROWS."""


def row_cells_text(cells: tuple[int, ...]) -> str:
    return " ".join(NAMES[c] for c in cells)
