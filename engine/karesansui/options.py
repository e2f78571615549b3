"""Karesansui's options: their own light module, so the declaration reads without the rules."""

from __future__ import annotations

from typing import Annotated

import msgspec

from engine.karesansui.components import MAX_PLAYERS, MIN_PLAYERS


class Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """3 to 6 players; seat 0 is the first start player (karesansui.setup.start)."""

    players: Annotated[int, msgspec.Meta(ge=MIN_PLAYERS, le=MAX_PLAYERS)] = 4
