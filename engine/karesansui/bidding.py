"""Every bid a garden can make, cheapest first, kept for reuse.

A bid is any sub-multiset of a garden: up to 3^9 of them for the largest garden
free of forbidden sets. A garden does not change while its owner waits to bid
again, so each garden's bids are made once, sorted by their (value, rock count)
key, and cached; the bids that beat a standing bid are then a prefix of that
list, found by bisection (rule karesansui.bid.lower). Move objects are made
only as far as a prefix is asked for.

Subsets are built row by row of the player-aid grid (one row per value): the
subsets of one row repeat across gardens and are cached, and joining the rows
(lower rows in front) keeps every bid's rocks in niwa order.
"""

from __future__ import annotations

from bisect import bisect_left
from itertools import repeat
from typing import Final

from engine.karesansui import rocks as R
from engine.karesansui.moves import Bid

KEY_BASE: Final = 1024
"""Bid keys are ``value * KEY_BASE + rocks``: more rocks than this never exist."""

_CACHE_LIMIT: Final = 64
_CACHE_BIDS: Final = 40_000
_ROW_CACHE_LIMIT: Final = 4096

Subsets = tuple[list[int], list[tuple[str, ...]]]
"""Keys and rock codes of a set of bids, index by index."""


_keys: dict[tuple[int, ...], int] = {}


def bid_key(types: tuple[int, ...]) -> int:
    """The order bids are compared in: lower value first, then fewer rocks."""
    key = _keys.get(types)
    if key is None:
        if len(_keys) >= _ROW_CACHE_LIMIT:
            _keys.clear()
        key = _keys[types] = R.value(types) * KEY_BASE + len(types)
    return key


_rows: dict[tuple[int, ...], Subsets] = {}


def _row_subsets(types: range, counts: tuple[int, ...]) -> Subsets:
    """Every sub-multiset of one grid row's rocks (unsorted)."""
    key = (types.start, *counts)
    found = _rows.get(key)
    if found is not None:
        return found
    keys = [0]
    codes: list[tuple[str, ...]] = [()]
    for t, count in reversed(list(zip(types, counts, strict=True))):
        if not count:
            continue
        step = R.VALUE_OF[t] * KEY_BASE + 1
        code = R.CODES[t]
        keys = [k + j * step for k in keys for j in range(count + 1)]
        codes = [(code,) * j + c for c in codes for j in range(count + 1)]
    if len(_rows) >= _ROW_CACHE_LIMIT:
        _rows.clear()
    found = _rows[key] = (keys, codes)
    return found


_ROWS: Final = tuple(
    range(row * R.N_COLOURS, (row + 1) * R.N_COLOURS) for row in range(R.N_TYPES // R.N_COLOURS)
)


class GardenBids:
    """The bids of one garden: keys ascending, the rock codes of each, and the
    move objects made so far per (seat, pile)."""

    __slots__ = ("codes", "keys", "moves")

    def __init__(self, garden: R.Counts) -> None:
        keys = [0]
        codes: list[tuple[str, ...]] = [()]
        for types in reversed(_ROWS):
            row_keys, row_codes = _row_subsets(types, garden[types.start : types.stop])
            if len(row_keys) > 1:
                keys = [a + b for a in keys for b in row_keys]
                codes = [b + a for a in codes for b in row_codes]
        # Lower rock types vary fastest above, so the stable sort leaves bids of equal
        # key with their first rocks in niwa order (1W before 1Y before 2W...).
        order = sorted(range(len(keys)), key=keys.__getitem__)
        self.keys = sorted(keys)
        self.codes = list(map(codes.__getitem__, order))
        self.moves: dict[tuple[int, int], list[Bid]] = {}

    def below(self, key: int | None) -> int:
        """How many bids beat a standing bid of ``key`` (all of them if None)."""
        return len(self.keys) if key is None else bisect_left(self.keys, key)

    def moves_for(self, seat: int, pile: int, limit: int) -> list[Bid]:
        """The ``limit`` cheapest bids on ``pile`` as moves (a shared list: do not change)."""
        made = self.moves.get((seat, pile))
        if made is None:
            codes = self.codes if limit == len(self.codes) else self.codes[:limit]
            made = self.moves[(seat, pile)] = list(map(Bid, repeat(seat), repeat(pile), codes))
        elif len(made) < limit:
            made.extend(map(Bid, repeat(seat), repeat(pile), self.codes[len(made) : limit]))
        return made


_gardens: dict[R.Counts, GardenBids] = {}
_cached_bids = 0


def bids_of(garden: R.Counts) -> GardenBids:
    """The bids of ``garden``, from the cache when its owner asked before.

    The cache holds the gardens of a round or two; it is emptied before it grows
    past _CACHE_LIMIT gardens or _CACHE_BIDS bids (a garden may have thousands).
    """
    global _cached_bids
    found = _gardens.get(garden)
    if found is None:
        found = GardenBids(garden)
        if len(_gardens) >= _CACHE_LIMIT or _cached_bids + len(found.keys) > _CACHE_BIDS:
            _gardens.clear()
            _cached_bids = 0
        _gardens[garden] = found
        _cached_bids += len(found.keys)
    return found
