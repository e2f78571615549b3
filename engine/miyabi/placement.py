"""Where a tile may go: the placement rules, as checks that explain and as a fast generator.

The generator leans on two facts. A tile's object square must lie in its
object's row, so each tile type has at most 6 anchors x 4 facings to try; and a
tile lies flat exactly when its footprint (a precomputed bitmask) is inside the
set of cells as high as its anchor. Every possible ``Place`` move is built once
at import; generation only picks from them.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from engine.core import IllegalMove
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from engine.miyabi.state import Place, State

MAX_SEATS: Final = max(T.ROUNDS)

_PLACES: Final = tuple(
    tuple(
        tuple(
            tuple(
                (fit.mask, Place(seat, tile.id, G.NAMES[cell], fit.facing))
                for fit in G.FITS[tile.shape][cell]
            )
            for cell in range(tile.object * G.SIZE, (tile.object + 1) * G.SIZE)
        )
        for tile in T.TILES
    )
    for seat in range(MAX_SEATS)
)
"""seat -> tile type -> anchor column -> (footprint mask, move) for each facing in the grid."""
_ROW_START: Final = tuple(tile.object * G.SIZE for tile in T.TILES)


def level_masks(heights: tuple[int, ...]) -> list[int]:
    """For each height h, the bitmask of the cells exactly h tiles high."""
    levels = [0] * (max(heights) + 1)
    for cell, height in enumerate(heights):
        levels[height] |= G.BIT[cell]
    return levels


def placements(state: State, seat: int) -> list[Place]:
    """Every legal placement of every tile type on offer, in tile-type order."""
    heights = state.heights[seat]
    levels = level_masks(heights)
    free = G.FREE_COLUMNS[state.lanterns[seat]]
    table = _PLACES[seat]
    moves: list[Place] = []
    for tile, count in enumerate(state.offer):
        if count:
            start = _ROW_START[tile]
            by_column = table[tile]
            for col in free:
                level = levels[heights[start + col]]
                moves.extend([move for mask, move in by_column[col] if mask & level == mask])
    return moves


def can_place(state: State, seat: int) -> bool:
    """Whether any tile on offer fits anywhere (else the seat must pass)."""
    heights = state.heights[seat]
    levels = level_masks(heights)
    free = G.FREE_COLUMNS[state.lanterns[seat]]
    table = _PLACES[seat]
    for tile, count in enumerate(state.offer):
        if count:
            start = _ROW_START[tile]
            for col in free:
                level = levels[heights[start + col]]
                for mask, _ in table[tile][col]:
                    if mask & level == mask:
                        return True
    return False


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
