"""Every bid a garden can make, cheapest first, ranked once and kept for reuse.

A bid is any sub-multiset of the bidder's garden, which on their turn is the
garden they began the round with (a beaten bid comes home): free of forbidden
sets, so at most 3^9 bids (nine rock types, two of each), or the five setup
rocks in round 1. A garden does not change while its owner waits to bid again,
so each garden's bids are ranked once and cached; the bids that beat a standing
bid are then a prefix of the ranking, found by bisection (rule
karesansui.bid.lower).

A bid is numbered by how many rocks of each type it takes, read as a mixed-radix
number whose fastest digit is the lowest rock type: its *index*. Its *rank* is
one int, ``key * size + index``, where ``key`` orders (value, rock count) and
``size`` is the number of bids, so one sort of small ints orders the bids by key
and, among equal keys, by index: the bid reaching higher rock types comes later
(2W before 2Y, 2W 2Y before 1W 3W). Nothing else is made up front: a bid's rock
codes come from its index only when somebody asks for that bid.

The index splits by row of the player-aid grid (one row per value): row I's
index, plus row II's times row I's size, and so on. Each row's sub-multisets,
their codes and their order repeat across gardens and are cached, and a bid's
codes are its rows' codes joined, lower rows first, so its rocks come in niwa
order.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator
from itertools import islice
from typing import Final

from engine.karesansui import components as C
from engine.karesansui import rocks as R

_KEY_BITS: Final = 10
KEY_BASE: Final = 1 << _KEY_BITS
"""Bid keys are ``value * KEY_BASE + rocks``: more rocks than this never exist."""

_CACHE_LIMIT: Final = 64
_CACHE_BIDS: Final = 40_000
_ROW_CACHE_LIMIT: Final = 4096

_keys: dict[tuple[int, ...], int] = {}


def bid_key(types: tuple[int, ...]) -> int:
    """The order bids are compared in: lower value first, then fewer rocks."""
    key = _keys.get(types)
    if key is None:
        if len(_keys) >= _ROW_CACHE_LIMIT:
            _keys.clear()
        key = _keys[types] = R.value(types) * KEY_BASE + len(types)
    return key


class _Row:
    """The sub-multisets of one grid row's rocks: their codes by row index, and
    (rock count, index) pairs in key order (within a row, rocks all have one value,
    so the count alone orders them)."""

    __slots__ = ("codes", "ranked", "step")

    def __init__(self, row: int, counts: tuple[int, ...]) -> None:
        sizes = [0]
        codes: list[tuple[str, ...]] = [()]
        # Higher types first, each new (lower) type the fastest digit; prepending its
        # codes keeps every subset's rocks in niwa order.
        for colour in reversed(range(R.N_COLOURS)):
            count = counts[colour]
            if count:
                code = R.CODES[row * R.N_COLOURS + colour]
                takes = range(count + 1)
                sizes = [n + j for n in sizes for j in takes]
                codes = [(code,) * j + c for c in codes for j in takes]
        self.codes = codes
        self.ranked = sorted(zip(sizes, range(len(codes)), strict=True))
        self.step = R.VALUE_OF[row * R.N_COLOURS]  # a rock here adds step * base + 1 to a key


_rows: tuple[dict[tuple[int, ...], _Row], ...] = tuple({} for _ in C.VALUES)
"""Per grid row, the rows met so far, by their counts."""


def _row(row: int, counts: tuple[int, ...]) -> _Row:
    cache = _rows[row]
    found = cache.get(counts)
    if found is None:
        if len(cache) >= _ROW_CACHE_LIMIT:
            cache.clear()
        found = cache[counts] = _Row(row, counts)
    return found


_I, _II, _III, _END = (row * R.N_COLOURS for row in range(len(C.VALUES) + 1))
assert _END == R.N_TYPES, "the grid has three rows: the code below is written for them"


class GardenBids:
    """The bids of one garden, ranked: ``ranks`` ascending, one per bid."""

    __slots__ = (
        "_high",
        "_low",
        "_middle",
        "_radix",
        "base",
        "garden",
        "ranks",
        "size",
    )

    def __init__(self, garden: R.Counts) -> None:
        self.garden = garden
        # Keys here are ``value * base + rock count``: bid_key's order in fewer digits,
        # so that ranks stay small ints, which sort fastest.
        self.base = base = sum(garden) + 1
        low = self._low = _row(0, garden[_I:_II])
        middle = self._middle = _row(1, garden[_II:_III])
        high = self._high = _row(2, garden[_III:])
        n0 = len(low.codes)
        n1 = len(middle.codes)
        self._radix = (n0, n1)
        self.size = size = n0 * n1 * len(high.codes)
        # Each row's ranks alone (the key of its rocks, its index weighted by the rows
        # below), already sorted. Summing the rows, the largest ones innermost, makes
        # long sorted runs, which the sort merges rather than sorts.
        parts = []
        weight = 1
        for row in (low, middle, high):
            if len(row.codes) > 1:
                key = (row.step * base + 1) * size
                parts.append([n * key + i * weight for n, i in row.ranked])
            weight *= len(row.codes)
        parts.sort(key=len)
        ranks = parts.pop() if parts else [0]
        while parts:
            # A row's first part is 0, its empty subset: those sums are ``ranks`` itself.
            ranks += [a + b for a in islice(parts.pop(), 1, None) for b in ranks]
            ranks.sort()
        self.ranks = ranks

    def __len__(self) -> int:
        return self.size

    def beating(
        self, bids: tuple[tuple[int, ...], ...], bidders: tuple[int, ...]
    ) -> tuple[int, ...]:
        """For each pile, how many of these bids beat its standing bid ``bids[pile]``
        (all of them where ``bidders[pile]`` is negative: nobody has bid there)."""
        size = self.size
        base = self.base
        counts = []
        for types, bidder in zip(bids, bidders, strict=True):
            if bidder < 0:
                counts.append(size)
            elif types:
                key = _keys.get(types) or bid_key(types)  # (not 0: only the empty bid is)
                rocks = key & (KEY_BASE - 1)
                key = (key >> _KEY_BITS) * base + (rocks if rocks < base else base)
                counts.append(bisect_left(self.ranks, key * size))
            else:
                counts.append(0)  # nothing beats the empty bid
        return tuple(counts)

    def codes(self, rank: int) -> tuple[str, ...]:
        """The rock codes, in niwa order, of the bid ranked ``rank``."""
        n0, n1 = self._radix
        rest, i = divmod(rank % self.size, n0)
        k, j = divmod(rest, n1)
        return self._low.codes[i] + self._middle.codes[j] + self._high.codes[k]

    def nth(self, n: int) -> tuple[str, ...]:
        """The rock codes of the ``n``-th cheapest bid (from 0)."""
        return self.codes(self.ranks[n])

    def first(self, count: int) -> Iterator[tuple[str, ...]]:
        """The rock codes of the ``count`` cheapest bids, cheapest first."""
        return map(self.codes, islice(self.ranks, count))

    def position(self, codes: object) -> int | None:
        """Where the bid of ``codes`` comes, cheapest first; None when these are not
        rocks of this garden in niwa order (a bid nobody could list)."""
        rank = self._rank(codes)
        return None if rank is None else bisect_left(self.ranks, rank)

    def _rank(self, codes: object) -> int | None:
        if not isinstance(codes, tuple):
            return None
        garden = self.garden
        taken = [0] * R.N_TYPES
        value = 0
        previous = 0
        for code in codes:
            t = R.BY_CODE.get(code) if isinstance(code, str) else None
            if t is None or t < previous:
                return None
            taken[t] += 1
            if taken[t] > garden[t]:
                return None
            value += R.VALUE_OF[t]
            previous = t
        index = 0
        for t in range(R.N_TYPES - 1, -1, -1):  # the mixed-radix digits, highest first
            index = index * (garden[t] + 1) + taken[t]
        return (value * self.base + len(codes)) * self.size + index


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
        if len(_gardens) >= _CACHE_LIMIT or _cached_bids + found.size > _CACHE_BIDS:
            _gardens.clear()
            _cached_bids = 0
        _gardens[garden] = found
        _cached_bids += found.size
    return found
