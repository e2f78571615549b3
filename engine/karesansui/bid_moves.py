"""The legal moves of a bid turn, made only when asked for.

A garden of a dozen rocks has thousands of bids per pile, and a player (or a
random playout) usually looks at a handful: the contract lets ``legal_moves`` be
a lazy sequence, like python-chess's ``board.legal_moves``. :class:`BidMoves`
holds a garden's ranked bids (:mod:`engine.karesansui.bidding`) and how many of
them beat each pile's standing bid, so its length is known at once, indexing
(``random.choice``) makes one move, and ``in`` / ``index`` check a move's rocks
against the garden and its rank against the standing bid, without listing
anything. Iterating makes the moves one by one.
"""

from __future__ import annotations

import operator
from collections.abc import Iterator, Sequence
from itertools import repeat
from typing import Any, ClassVar, Final, overload

from engine.karesansui.bidding import GardenBids
from engine.karesansui.moves import Bid, Move, Pass

_SHOWN: Final = 4
"""Moves shown at each end by ``repr``."""


class BidMoves(Sequence[Move]):
    """A pass first (once every pile has a bid), then for each pile in turn the
    bids that beat its standing bid, cheapest first (rule karesansui.bid.lower).

    Immutable, and equal to any sequence holding the same moves in the same order
    (a list included), so it can stand wherever a list of moves did.
    """

    __slots__ = ("_bids", "_counts", "_length", "_pass", "_seat")
    __hash__: ClassVar[None]  # type: ignore[assignment]  # equal to lists, so unhashable

    def __init__(
        self, seat: int, passing: Pass | None, bids: GardenBids, counts: tuple[int, ...]
    ) -> None:
        """``counts[pile]``: how many of ``bids`` (cheapest first) beat the bid on ``pile``."""
        self._seat = seat
        self._pass = passing
        self._bids = bids
        self._counts = counts
        self._length = sum(counts) + (passing is not None)

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> Move: ...

    @overload
    def __getitem__(self, index: slice) -> list[Move]: ...

    def __getitem__(self, index: int | slice) -> Move | list[Move]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._length))]
        i = operator.index(index)
        if i < 0:
            i += self._length
        if not 0 <= i < self._length:
            raise IndexError(f"move {index} of {self._length}")
        if self._pass is not None:
            if i == 0:
                return self._pass
            i -= 1
        for pile, count in enumerate(self._counts):
            if i < count:
                return Bid(self._seat, pile, self._bids.nth(i))
            i -= count
        raise AssertionError("unreachable: the counts add up to the length")

    def __iter__(self) -> Iterator[Move]:
        if self._pass is not None:
            yield self._pass
        seat = repeat(self._seat)
        for pile, count in enumerate(self._counts):
            yield from map(Bid, seat, repeat(pile), self._bids.first(count))

    def _find(self, move: object) -> tuple[int, int] | None:
        """A legal bid ``move``'s pile, and its place among the garden's bids."""
        if not isinstance(move, Bid) or move.seat != self._seat:
            return None
        pile = move.pile
        counts = self._counts
        if not isinstance(pile, int) or not 0 <= pile < len(counts):
            return None
        place = self._bids.position(move.rocks)
        if place is None or place >= counts[pile]:
            return None  # not rocks of this garden, or it does not beat the pile's bid
        return pile, place

    def __contains__(self, move: object) -> bool:
        if isinstance(move, Pass):
            return move == self._pass
        return self._find(move) is not None

    def index(self, move: Any, start: int = 0, stop: int | None = None) -> int:
        """Where ``move`` is, found by bisection (ValueError if it is not legal)."""
        if start or stop is not None:
            return super().index(move, start, len(self) if stop is None else stop)
        first = self._pass is not None
        if first and move == self._pass:
            return 0
        found = self._find(move)
        if found is None:
            raise ValueError(f"{move!r} is not a legal move here")
        pile, place = found
        return first + sum(self._counts[:pile]) + place

    def count(self, move: Any) -> int:
        """1 if ``move`` is legal, else 0 (no move is listed twice)."""
        return int(move in self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, BidMoves) and (
            self._seat == other._seat
            and self._pass == other._pass
            and self._counts == other._counts
            and self._bids.garden == other._bids.garden
        ):
            return True  # the same moves, without making them
        if isinstance(other, Sequence) and not isinstance(other, str | bytes):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    def __repr__(self) -> str:
        from engine.karesansui.notation import move_text  # notation imports the game

        n = self._length
        texts = [move_text(m) for m in self[:_SHOWN]]
        if n > 2 * _SHOWN:
            texts.append("...")
        texts.extend(move_text(m) for m in self[max(_SHOWN, n - _SHOWN) :])
        moves = f"{n} move{'' if n == 1 else 's'}"
        return f"<BidMoves: {moves} for seat {self._seat + 1}: {', '.join(texts)}>"
