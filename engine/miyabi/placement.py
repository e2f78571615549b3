"""Where a tile may go: the placement rules, as checks that explain and as a fast generator.

The generator works on bitmasks of the 36 cells. For each height h the state
keeps the mask of cells exactly h high; a tile turned one way lies flat with its
object square on cell a when a and each of a + offset are in the same such
mask, which is an AND of shifted masks: one pass finds every anchor of an
orientation at once. A tile's object square must lie in its object's row and in
a column without a lantern, so the anchors of one tile type reduce to 6 bits,
and every possible ``Place`` move is built at import, grouped by those 6 bits.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from engine.core import IllegalMove
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from engine.miyabi.state import Place, State

MAX_SEATS: Final = max(T.ROUNDS)
_ROW_BITS: Final = (1 << G.SIZE) - 1

_ORIENTS: Final = tuple(
    (shape.code, o) for shape in T.SHAPES if shape.code != "1" for o in G.ORIENTATIONS[shape.code]
)
"""Every orientation of every shape but the single (which lies flat anywhere)."""
_TILE_ORIENTS: Final = tuple(
    tuple(k for k, (shape, _) in enumerate(_ORIENTS) if shape == tile.shape) for tile in T.TILES
)
"""Tile type -> indexes into _ORIENTS of its shape's orientations (none for a single)."""
_ROW_SHIFT: Final = tuple(tile.object * G.SIZE for tile in T.TILES)


def _moves_by_columns(seat: int, tile: T.TileType, facing: str) -> tuple[tuple[Place, ...], ...]:
    """6-bit set of anchor columns -> the moves placing ``tile`` on them facing ``facing``."""
    row = tile.object * G.SIZE
    return tuple(
        tuple(
            Place(seat, tile.id, G.NAMES[row + col], facing)
            for col in range(G.SIZE)
            if columns >> col & 1
        )
        for columns in range(_ROW_BITS + 1)
    )


_MOVES: Final = tuple(
    tuple(
        tuple((k, _moves_by_columns(seat, tile, _ORIENTS[k][1].facing)) for k in _TILE_ORIENTS[t])
        for t, tile in enumerate(T.TILES)
    )
    for seat in range(MAX_SEATS)
)
"""seat -> tile type -> (orientation, columns -> moves) for each orientation of its shape."""
_SINGLE_MOVES: Final = tuple(
    tuple(_moves_by_columns(seat, tile, "") if tile.shape == "1" else () for tile in T.TILES)
    for seat in range(MAX_SEATS)
)
"""seat -> tile type -> columns -> moves, for singles (which lie flat on any cell)."""


def _steps(offsets: tuple[int, ...]) -> tuple[tuple[bool, int], ...]:
    """The orientation's neighbouring pairs of squares, as bits of the pair masks.

    Going from square x to its neighbour x + d, the pair is level when bit x of the
    across mask (d = 1), bit x - 1 of it (d = -1), bit x of the down mask (d = 6)
    or bit x - 6 of it (d = -6) is set. Each pair is given as (down, shift): the
    mask shifted right by ``shift`` has that bit at the anchor.
    """
    steps = []
    at = 0
    for offset in offsets:
        d = offset - at
        steps.append((abs(d) == G.SIZE, at + min(d, 0)))
        at = offset
    return tuple(steps)


_STEPS: Final = tuple(_steps(o.offsets) for _, o in _ORIENTS)
_ANCHORS: Final = tuple(o.anchors for _, o in _ORIENTS)
_NOT_LAST_COLUMN: Final = sum(G.BIT[c] for c in range(G.N_CELLS) if G.column_of(c) < G.SIZE - 1)


def _find(state: State, seat: int, first_only: bool) -> list[Place]:
    """The placements of ``seat`` (only the first found when ``first_only``).

    ``across`` and ``down`` are the pair masks: cell x is set when x and its right
    (lower) neighbour are equally high. A tile lies flat when each pair of its
    neighbouring squares does; an orientation's anchors are worked out when a tile
    on offer first asks for them.
    """
    free = ~state.lanterns[seat] & _ROW_BITS
    moves: list[Place] = []
    if not free:
        return moves
    across = down = 0
    for level in state.levels[seat]:
        across |= level & level >> 1
        down |= level & level >> G.SIZE
    across &= _NOT_LAST_COLUMN
    flat: list[int] = [-1] * len(_ORIENTS)
    table, singles = _MOVES[seat], _SINGLE_MOVES[seat]
    for tile, count in enumerate(state.offer):
        if not count:
            continue
        if singles[tile]:
            moves.extend(singles[tile][free])
        else:
            shift = _ROW_SHIFT[tile]
            for orient, by_columns in table[tile]:
                anchors = flat[orient]
                if anchors < 0:
                    anchors = _ANCHORS[orient]
                    for is_down, s in _STEPS[orient]:
                        pairs = down if is_down else across
                        anchors &= pairs >> s if s >= 0 else pairs << -s
                    flat[orient] = anchors
                columns = anchors >> shift & free
                if columns:
                    moves.extend(by_columns[columns])
        if moves and first_only:
            break
    return moves


def placements(state: State, seat: int) -> list[Place]:
    """Every legal placement of every tile type on offer, in tile-type order."""
    return _find(state, seat, first_only=False)


def can_place(state: State, seat: int) -> bool:
    """Whether any tile on offer fits anywhere (else the seat must pass)."""
    return bool(_find(state, seat, first_only=True))


class Placing(NamedTuple):
    """A placement found legal: the tile type, the cells it covers (anchor first), its layer."""

    tile: int
    cells: tuple[int, ...]
    layer: int


def check(state: State, move: Place) -> Placing:
    """The placement ``move`` makes, or IllegalMove naming the first rule it breaks."""
    tile = T.BY_ID.get(move.tile)
    if tile is None:
        raise IllegalMove(
            f"there is no tile '{move.tile}' (ids are like M1, K2, PL, AR or SI)",
            "miyabi.take.offer",
        )
    if not state.offer[tile]:
        raise IllegalMove(f"no {move.tile} is on offer", "miyabi.take.offer")
    anchor = G.BY_NAME.get(move.cell)
    if anchor is None:
        raise IllegalMove(
            f"there is no cell '{move.cell}' (columns a-f, rows 1-6, e.g. c3)",
            "miyabi.place.grid",
        )
    kind = T.TILES[tile]
    if move.facing not in G.facings_of(kind.shape):
        if kind.shape == "1":
            reason = f"a single has no facing: write {move.tile}-{move.cell}"
        else:
            reason = f"say which way {move.tile} runs from {move.cell}: N, E, S or W"
        raise IllegalMove(reason, "miyabi.place.rotation")
    cells = G.FOOTPRINT[kind.shape, anchor, move.facing]
    if cells is None:
        raise IllegalMove(
            f"{move.tile} on {move.cell} facing {move.facing} would stick out of the grid",
            "miyabi.place.grid",
        )
    obj = T.OBJECTS[kind.object]
    if G.row_of(anchor) != kind.object:
        raise IllegalMove(
            f"{obj.units} belong in row {kind.object + 1}, not row {G.row_of(anchor) + 1}",
            "miyabi.place.row",
        )
    col = G.column_of(anchor)
    if state.lanterns[state.seat] >> col & 1:
        raise IllegalMove(
            f"column {G.COLUMNS[col]} already has its lantern this round", "miyabi.place.lantern"
        )
    heights = state.heights[state.seat]
    under = [heights[c] for c in cells]
    low, high = min(under), max(under)
    if low != high:
        where = ", ".join(f"{G.NAMES[c]} {heights[c]}" for c in cells)
        if low == 0:
            raise IllegalMove(
                f"part of the tile would rest on the bare board and part on tiles "
                f"(heights {where})",
                "miyabi.place.overhang",
            )
        raise IllegalMove(
            f"the tiles underneath are not level (heights {where})", "miyabi.place.level"
        )
    return Placing(tile, cells, high + 1)
