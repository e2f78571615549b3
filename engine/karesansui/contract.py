"""Karesansui's engine contract: its declaration and its modules, put together by the
generic adapter (engine/adapter.py)."""

from __future__ import annotations

from engine.adapter import Adapter
from engine.karesansui import game, hidden, position, text
from engine.karesansui import notation as notation
from engine.karesansui.declaration import DECLARATION
from engine.karesansui.moves import MOVE_TYPES
from engine.karesansui.rules import RULES

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
