"""Seikatsu (Kevin Russ, IDW Games): birds score as you play, flowers at the end.

``DECLARATION`` is what the game says of itself (cheap to read: the registry lists
titles and player counts from it); ``GAME``, the contract the registry holds
(contract.py), and the rules' types are loaded on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.lazy import lazy_attributes
from engine.seikatsu.declaration import DECLARATION

if TYPE_CHECKING:
    from engine.seikatsu.contract import GAME
    from engine.seikatsu.game import Draw, Move, Play, State
    from engine.seikatsu.options import Options

__all__ = [
    "DECLARATION",
    "GAME",
    "Draw",
    "Move",
    "Options",
    "Play",
    "State",
]

__getattr__ = lazy_attributes(
    __name__,
    {
        "Draw": "engine.seikatsu.game",
        "GAME": "engine.seikatsu.contract",
        "Move": "engine.seikatsu.game",
        "Options": "engine.seikatsu.options",
        "Play": "engine.seikatsu.game",
        "State": "engine.seikatsu.game",
    },
)
