"""Tic-tac-toe's engine contract, put together by the generic adapter (engine/adapter.py)."""

from __future__ import annotations

from engine.adapter import Adapter
from tests.toygame import DECLARATION, game, hidden, position, text
from tests.toygame.game import Mark, State
from tests.toygame.rules import RULES

GAME = Adapter(
    DECLARATION,
    rules=RULES,
    move_types=(game.Mark,),
    play=game,
    notation=game,
    position=position,
    text=text,
    hidden=hidden,
)

__all__ = ["GAME", "Mark", "State"]
