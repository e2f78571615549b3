"""Seikatsu's options: its own module, light, so the declaration can be read without the rules."""

from __future__ import annotations

from typing import Annotated

import msgspec


class Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """How the game is set up: 2 or 3 players, or 4 in two teams; tournament mode."""

    players: Annotated[int, msgspec.Meta(ge=2, le=4)] = 3
    tournament: bool = False
    first: Annotated[int, msgspec.Meta(ge=0, le=3)] = 0
    """The seat that plays first (0: pink): the table chooses (rulebook «Preparar, paso
    7»), and the turn order, the tie-break and tournament koi follow from it."""
