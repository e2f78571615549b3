"""Miyabi's short move notation (documented in docs/games/miyabi.md).

+M1,M1,P1,...,KI   CHANCE lays out the round's tiles (ids, comma separated)
K2-c3E             place the double koi pond with its fish on c3, running east
M1-a1              place a single maple on a1 (a single takes no facing)
pass               the seat on turn cannot place any tile on offer
"""

from __future__ import annotations

import re
from typing import Final

from engine.core import CHANCE
from engine.miyabi.game import to_move
from engine.miyabi.state import Move, Pass, Place, Reveal, State

_PLACE_RE: Final = re.compile(
    r"^\s*(?P<tile>[A-Za-z][0-9A-Za-z])\s*[-@ ]\s*(?P<cell>[A-Za-z][0-9]{1,2})"
    r"\s*(?P<facing>[A-Za-z])?\s*$"
)
_TILE_RE: Final = re.compile(r"^[A-Za-z][0-9A-Za-z]$")


def move_text(move: Move) -> str:
    """``+M1,K2,...`` a reveal, ``K2-c3E`` or ``M1-a1`` a placement, ``pass`` a pass."""
    if isinstance(move, Reveal):
        return "+" + ",".join(move.tiles)
    if isinstance(move, Pass):
        return "pass"
    return f"{move.tile}-{move.cell}{move.facing}"


def parse_move(state: State, text: str) -> Move:
    """Read the notation of :func:`move_text`; the player is whoever is on turn.

    Letters may be typed in either case. A facing written after a single is
    dropped: every way round, a single covers the same square.
    """
    actor = to_move(state)
    if actor == CHANCE:
        body = text.strip().removeprefix("+")
        tiles = [t for t in re.split(r"[,\s]+", body) if t]
        if not tiles or not all(_TILE_RE.match(t) for t in tiles):
            raise ValueError(
                f"'{text}' is not a reveal; list the tiles laid out, e.g. +M1,M1,K2,...,PL,SI"
            )
        return Reveal(tuple(t.upper() for t in tiles))
    seat = max(actor, 0)
    if text.strip().lower() == "pass":
        return Pass(seat)
    m = _PLACE_RE.match(text)
    if not m:
        raise ValueError(
            f"'{text}' is not a placement; write tile-cell and a facing, "
            "e.g. K2-c3E, or M1-a1 for a single, or pass"
        )
    tile = m["tile"].upper()
    facing = (m["facing"] or "").upper()
    if tile.endswith("1"):
        facing = ""
    return Place(seat, tile, m["cell"].lower(), facing)
