"""Miyabi (Michael Kiesling, HABA): stack garden tiles in layers, one lantern per column.

``DECLARATION`` is what the game says of itself (cheap to read: the registry lists
titles and player counts from it); ``GAME``, the contract the registry holds
(contract.py), and the rules' types are loaded on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.lazy import lazy_attributes
from engine.miyabi.declaration import DECLARATION

if TYPE_CHECKING:
    from engine.miyabi.contract import GAME
    from engine.miyabi.options import Options
    from engine.miyabi.state import Move, Pass, Place, Placed, Reveal, State

__all__ = [
    "DECLARATION",
    "GAME",
    "Move",
    "Options",
    "Pass",
    "Place",
    "Placed",
    "Reveal",
    "State",
]

__getattr__ = lazy_attributes(
    __name__,
    {
        "GAME": "engine.miyabi.contract",
        "Move": "engine.miyabi.state",
        "Options": "engine.miyabi.options",
        "Pass": "engine.miyabi.state",
        "Place": "engine.miyabi.state",
        "Placed": "engine.miyabi.state",
        "Reveal": "engine.miyabi.state",
        "State": "engine.miyabi.state",
    },
)
