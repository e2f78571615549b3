"""Tic-tac-toe's options: two players, always (the bounds are the player counts)."""

from __future__ import annotations

from typing import Annotated

import msgspec


class Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Two players: X (seat 1) moves first."""

    players: Annotated[int, msgspec.Meta(ge=2, le=2)] = 2
