"""Sakura (Csaba Hegedűs, A-Games): shed your cards on two piles without taking tricks.

``DECLARATION`` is what the game says of itself (cheap to read: the registry lists
titles and player counts from it); ``GAME``, the contract the registry holds
(contract.py), and the rules' types are loaded on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.lazy import lazy_attributes
from engine.sakura.declaration import DECLARATION

if TYPE_CHECKING:
    from engine.sakura.contract import GAME
    from engine.sakura.deck import DEFAULT_DECK, Character, Deck, load_deck
    from engine.sakura.game import Deal, End, Hire, Move, Play, Replace, Shuffle, State, Take
    from engine.sakura.options import Options

__all__ = [
    "DECLARATION",
    "DEFAULT_DECK",
    "GAME",
    "Character",
    "Deal",
    "Deck",
    "End",
    "Hire",
    "Move",
    "Options",
    "Play",
    "Replace",
    "Shuffle",
    "State",
    "Take",
    "load_deck",
]

__getattr__ = lazy_attributes(
    __name__,
    {
        "Character": "engine.sakura.deck",
        "DEFAULT_DECK": "engine.sakura.deck",
        "Deal": "engine.sakura.game",
        "Deck": "engine.sakura.deck",
        "End": "engine.sakura.game",
        "GAME": "engine.sakura.contract",
        "Hire": "engine.sakura.game",
        "Move": "engine.sakura.game",
        "Options": "engine.sakura.options",
        "Play": "engine.sakura.game",
        "Replace": "engine.sakura.game",
        "Shuffle": "engine.sakura.game",
        "State": "engine.sakura.game",
        "Take": "engine.sakura.game",
        "load_deck": "engine.sakura.deck",
    },
)
