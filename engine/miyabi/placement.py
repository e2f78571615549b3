"""Where a tile may go: the placement rules, as checks that explain and as a fast generator.

The generator works on bitmasks of the 36 cells. For each height h the state
keeps the mask of cells exactly h high; a tile turned one way lies flat with its
object square on cell a when a and each of a + offset are in the same such
mask, which is an AND of shifted masks: one pass finds every anchor of an
orientation at once. A tile's object square must lie in its object's row and in
a column without a lantern, so the anchors of one tile type reduce to 6 bits,
and the ``Place`` moves of one seat, tile type and facing are built the first time a
search asks for them (then kept), grouped by those 6 bits: building all of them at
import took about a tenth of a second of every start that reads a Miyabi replay.
"""

from __future__ import annotations

from functools import cache
from typing import Final, NamedTuple

from engine.core import IllegalMove
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from engine.miyabi.state import Place, State
from engine.miyabi.words import WORDS

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


@cache
def _moves_by_columns(seat: int, tile_type: int, facing: str) -> tuple[tuple[Place, ...], ...]:
    """6-bit set of anchor columns -> the moves placing tile type ``tile_type`` on them
    facing ``facing`` (built on first use, then kept)."""
    tile = T.TILES[tile_type]
    row = tile.object * G.SIZE
    return tuple(
        tuple(
            Place(seat, tile.id, G.NAMES[row + col], facing)
            for col in range(G.SIZE)
            if columns >> col & 1
        )
        for columns in range(_ROW_BITS + 1)
    )


_TILE_FACINGS: Final = tuple(
    tuple((k, _ORIENTS[k][1].facing) for k in _TILE_ORIENTS[t]) for t in range(len(T.TILES))
)
"""tile type -> (orientation, facing) for each orientation of its shape (none for a single)."""
_SINGLE: Final = tuple(tile.shape == "1" for tile in T.TILES)
"""tile type -> whether it is a single (which lies flat on any cell)."""


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
    for tile, count in enumerate(state.offer):
        if not count:
            continue
        if _SINGLE[tile]:
            moves.extend(_moves_by_columns(seat, tile, "")[free])
        else:
            shift = _ROW_SHIFT[tile]
            for orient, facing in _TILE_FACINGS[tile]:
                anchors = flat[orient]
                if anchors < 0:
                    anchors = _ANCHORS[orient]
                    for is_down, s in _STEPS[orient]:
                        pairs = down if is_down else across
                        anchors &= pairs >> s if s >= 0 else pairs << -s
                    flat[orient] = anchors
                columns = anchors >> shift & free
                if columns:
                    moves.extend(_moves_by_columns(seat, tile, facing)[columns])
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
            WORDS("refused.no_tile", tile=move.tile),
            "miyabi.take.offer",
        )
    if not state.offer[tile]:
        raise IllegalMove(WORDS("refused.not_on_offer", tile=move.tile), "miyabi.take.offer")
    anchor = G.BY_NAME.get(move.cell)
    if anchor is None:
        raise IllegalMove(
            WORDS("refused.no_cell", cell=move.cell),
            "miyabi.place.grid",
        )
    kind = T.TILES[tile]
    if move.facing not in G.facings_of(kind.shape):
        if kind.shape == "1":
            reason = WORDS("refused.single_facing", tile=move.tile, cell=move.cell)
        else:
            reason = WORDS("refused.say_facing", tile=move.tile, cell=move.cell)
        raise IllegalMove(reason, "miyabi.place.rotation")
    cells = G.FOOTPRINT[kind.shape, anchor, move.facing]
    if cells is None:
        raise IllegalMove(
            WORDS("refused.outside", tile=move.tile, cell=move.cell, facing=move.facing),
            "miyabi.place.grid",
        )
    if G.row_of(anchor) != kind.object:
        raise IllegalMove(
            WORDS(
                "refused.row",
                units=T.object_units(kind.object),
                row=kind.object + 1,
                given=G.row_of(anchor) + 1,
            ),
            "miyabi.place.row",
        )
    col = G.column_of(anchor)
    if state.lanterns[state.seat] >> col & 1:
        raise IllegalMove(WORDS("refused.lantern", column=G.COLUMNS[col]), "miyabi.place.lantern")
    heights = state.heights[state.seat]
    under = [heights[c] for c in cells]
    low, high = min(under), max(under)
    if low != high:
        where = ", ".join(f"{G.NAMES[c]} {heights[c]}" for c in cells)
        if low == 0:
            raise IllegalMove(
                WORDS("refused.overhang", where=where),
                "miyabi.place.overhang",
            )
        raise IllegalMove(WORDS("refused.level", where=where), "miyabi.place.level")
    return Placing(tile, cells, high + 1)
