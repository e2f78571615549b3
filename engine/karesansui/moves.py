"""Karesansui's options and moves: frozen, tagged msgspec Structs.

Replays store these as they are, so every field a person reads is plain: seats
and piles are numbered from 0 here (shown from 1), and rocks are rock codes such
as ``2R`` (``K`` for the black stone), a set of rocks always in niwa order (by
value, then colour W Y R G B; rule karesansui.rocks.notation).
"""

from __future__ import annotations

from typing import Annotated, Final

import msgspec

from engine.karesansui.components import COLOURS, COPIES, VALUES
from engine.karesansui.options import (
    Options as Options,
)  # re-exported: moves and options travel together

ALL_ROCKS: Final = COPIES * len(VALUES) * len(COLOURS)
"""The most rocks a garden can hold: every rock of the game (75). A bid lists at most that."""
LARGEST_SET: Final = 4
"""A surrendered forbidden set is a Trips or Straight Flush (3) or a Foursome (4)."""
BidRocks = Annotated[tuple[str, ...], msgspec.Meta(max_length=ALL_ROCKS)]
SetRocks = Annotated[tuple[str, ...], msgspec.Meta(max_length=LARGEST_SET)]

# gc=False: moves hold only ints and tuples of str, so they can never be part of a
# reference cycle; untracked, the many bid objects cost the collector nothing.


class Draw(msgspec.Struct, frozen=True, tag="draw", gc=False):
    """CHANCE draws ``rock`` from the bag: for a garden at setup, for the pile being
    made, or for the player who passed. Where it goes follows from the position."""

    rock: str


class Bid(msgspec.Struct, frozen=True, tag="bid", gc=False):
    """``seat`` offers ``rocks`` from their garden (possibly none) for pile ``pile``."""

    seat: int
    pile: int
    rocks: BidRocks = ()


class Pass(msgspec.Struct, frozen=True, tag="pass", gc=False):
    """``seat`` passes, which ends the bidding."""

    seat: int


class Surrender(msgspec.Struct, frozen=True, tag="surrender", gc=False):
    """``seat`` puts one forbidden set, ``rocks``, back into the bag for a demerit card."""

    seat: int
    rocks: SetRocks


class Done(msgspec.Struct, frozen=True, tag="done", gc=False):
    """``seat`` declares their garden free of forbidden sets."""

    seat: int


Move = Draw | Bid | Pass | Surrender | Done
MOVE_TYPES = (Draw, Bid, Pass, Surrender, Done)
