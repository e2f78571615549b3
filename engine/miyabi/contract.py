"""Miyabi's engine contract: its declaration and its modules, put together by the
generic adapter (engine/adapter.py)."""

from __future__ import annotations

from engine.adapter import Adapter
from engine.miyabi import DECLARATION, game, hidden, position, text
from engine.miyabi import notation as notation
from engine.miyabi.rules import RULES
from engine.miyabi.state import Move, Pass, Place, Placed, Reveal, State
from engine.miyabi.words import WORDS

GAME = Adapter(
    DECLARATION,
    rules=RULES,
    move_types=(Reveal, Place, Pass),
    play=game,
    notation=notation,
    position=position,
    text=text,
    hidden=hidden,
    words=WORDS,
)

__all__ = ["GAME", "Move", "Pass", "Place", "Placed", "Reveal", "State"]
