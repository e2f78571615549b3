"""Sakura's engine contract: its declaration and its modules, put together by the
generic adapter (engine/adapter.py)."""

from __future__ import annotations

from engine.adapter import Adapter
from engine.sakura import game, hidden, position, text
from engine.sakura import notation as notation
from engine.sakura.declaration import DECLARATION
from engine.sakura.game import MOVE_TYPES
from engine.sakura.rules import RULES

GAME = Adapter(
    DECLARATION,
    rules=RULES,
    move_types=MOVE_TYPES,
    play=game,
    notation=notation,
    position=position,
    text=text,
    hidden=hidden,
)
