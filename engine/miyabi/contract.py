"""Miyabi's engine contract: its declaration and its modules, put together by the
generic adapter (engine/adapter.py)."""

from __future__ import annotations

from engine.adapter import Adapter
from engine.miyabi import game, hidden, position, text
from engine.miyabi import notation as notation
from engine.miyabi.declaration import DECLARATION
from engine.miyabi.rules import RULES
from engine.miyabi.state import Pass, Place, Reveal

GAME = Adapter(
    DECLARATION,
    rules=RULES,
    move_types=(Reveal, Place, Pass),
    play=game,
    notation=notation,
    position=position,
    text=text,
    hidden=hidden,
)
