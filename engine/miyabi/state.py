"""Miyabi's options, moves and position, as immutable msgspec values.

Moves name tiles and cells in the readable notation of ``tiles.py`` and
``garden.py``, so a replay file can be read without niwa.
"""

from __future__ import annotations

from typing import Annotated, Final

import msgspec

from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from engine.miyabi.options import Options as Options

# Phases of the game; the actor to move follows from the phase.
REVEAL: Final = 0  # CHANCE lays out the round's tiles
PLAY: Final = 1  # the seat on turn places a tile or passes
OVER: Final = 2


BOX_TILES: Final = sum(T.full_box())
"""Every tile in the box: the most a round can lay out (it lays out far fewer)."""
RevealedTiles = Annotated[tuple[str, ...], msgspec.Meta(max_length=BOX_TILES)]


class Reveal(msgspec.Struct, frozen=True, tag="reveal"):
    """CHANCE lays out the building round's tiles (tile ids, in any order)."""

    tiles: RevealedTiles


class Place(msgspec.Struct, frozen=True, tag="place"):
    """``seat`` takes ``tile`` from the offer and places it.

    ``cell`` is the tile's object square; ``facing`` (N, E, S or W) is the way the
    tile runs from there, empty for a single.
    """

    seat: int
    tile: str
    cell: str
    facing: str = ""


class Pass(msgspec.Struct, frozen=True, tag="pass"):
    """``seat`` cannot place any tile on offer and is out until the next round."""

    seat: int


Move = Reveal | Place | Pass


class Placed(msgspec.Struct, frozen=True):
    """A tile in a garden, as it was placed: the stack a garden is made of."""

    tile: str
    cell: str
    facing: str
    layer: int
    round: int = 0
    """The building round it was placed in, 1 to the last (the sheet's rows by round)."""


class State(msgspec.Struct, frozen=True):
    """A whole position. Values only: every move makes a new one.

    Tile counts (``box``, ``offer``, ``removed``) are indexed by tile type.
    ``stacks`` is each garden's history, the tiles in the order they were placed;
    ``heights`` (tiles under each cell) and ``objects`` (objects visible on each
    cell: 0 for green or bare board, the row tells which object) follow from it,
    and so do ``levels`` (for each height, the bitmask of the cells that high:
    what move generation works with). ``lanterns`` are bitmasks of
    the columns with a lantern this round, ``passed`` a bitmask of the seats out
    of the round, ``bonuses`` the seat holding each object's bonus tile (-1: not
    taken yet).
    """

    options: Options
    phase: int
    round: int
    seat: int
    box: tuple[int, ...]
    offer: tuple[int, ...]
    removed: tuple[int, ...]
    stacks: tuple[tuple[Placed, ...], ...]
    heights: tuple[tuple[int, ...], ...]
    levels: tuple[tuple[int, ...], ...]
    objects: tuple[tuple[int, ...], ...]
    lanterns: tuple[int, ...]
    passed: int
    bonuses: tuple[int, ...]
    scores: tuple[int, ...]
    leaving: tuple[int, ...] = ()
    """By tile type, the tiles that left the game when the last round ended (what a
    round's summary names); empty once the next round is laid out."""

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def rounds(self) -> int:
        return T.ROUNDS[self.options.players]

    @property
    def start_seat(self) -> int:
        """The bonsai holder: seat 1 in the first round, then clockwise."""
        return self.round % self.options.players

    def lanterns_up(self, seat: int) -> int:
        return self.lanterns[seat].bit_count()

    def is_out(self, seat: int) -> bool:
        """Done for this round: six lanterns up, or passed."""
        return self.lanterns[seat] == G.ALL_COLUMNS or bool(self.passed >> seat & 1)
