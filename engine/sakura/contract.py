"""Sakura's engine contract: its declaration and its modules, put together by the
generic adapter (engine/adapter.py)."""

from __future__ import annotations

from engine.adapter import Adapter
from engine.sakura import DECLARATION, game, hidden, position, text
from engine.sakura import notation as notation
from engine.sakura.deck import DEFAULT_DECK, Character, Deck, load_deck
from engine.sakura.game import (
    MOVE_TYPES,
    Deal,
    End,
    Hire,
    Move,
    Play,
    Refill,
    Replace,
    Shuffle,
    State,
    Take,
)
from engine.sakura.rules import RULES
from engine.sakura.words import WORDS

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

__all__ = [
    "DEFAULT_DECK",
    "GAME",
    "Character",
    "Deal",
    "Deck",
    "End",
    "Hire",
    "Move",
    "Play",
    "Refill",
    "Replace",
    "Shuffle",
    "State",
    "Take",
    "load_deck",
]
