"""Seikatsu's engine contract: its declaration and its modules, put together by the
generic adapter (engine/adapter.py)."""

from __future__ import annotations

from engine.adapter import Adapter
from engine.seikatsu import DECLARATION, game, hidden, position, text
from engine.seikatsu.game import Draw, Move, Play, State
from engine.seikatsu.rules import RULES
from engine.seikatsu.words import WORDS

GAME = Adapter(
    DECLARATION,
    rules=RULES,
    move_types=(Draw, Play),
    play=game,
    notation=game,
    position=position,
    text=text,
    hidden=hidden,
    words=WORDS,
)

__all__ = ["GAME", "Draw", "Move", "Play", "State"]
