"""Sakura's options: their own module, light, so the declaration can be read without the rules."""

from __future__ import annotations

from typing import Annotated

import msgspec

from engine.sakura.deck import DEFAULT_DECK, Deck


class Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """2 to 6 players, and the deck data the game is played with (see deck.py)."""

    players: Annotated[int, msgspec.Meta(ge=2, le=6)] = 4
    deck: Deck = DEFAULT_DECK
