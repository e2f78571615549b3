"""Miyabi's options: their own module, light, so the declaration can be read without the rules."""

from __future__ import annotations

from typing import Annotated

import msgspec


class Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """2 to 4 players, and the published variants that add end scoring."""

    players: Annotated[int, msgspec.Meta(ge=2, le=4)] = 2
    colourful_garden: bool = False
    big_meadow: bool = False
