"""Karesansui's engine contract: its declaration and its modules, put together by the
generic adapter (engine/adapter.py)."""

from __future__ import annotations

from engine.adapter import Adapter
from engine.karesansui import DECLARATION, game, hidden, position, text
from engine.karesansui import notation as notation
from engine.karesansui.game import State
from engine.karesansui.moves import MOVE_TYPES, Bid, Done, Draw, Move, Pass, Surrender
from engine.karesansui.rules import RULES
from engine.karesansui.words import WORDS

GAME = Adapter(
    DECLARATION,
    rules=RULES,
    move_types=MOVE_TYPES,
    play=game,
    notation=notation,
    position=position,
    text=text,
    hidden=hidden,
    words=WORDS,
)

__all__ = ["GAME", "Bid", "Done", "Draw", "Move", "Pass", "State", "Surrender"]
