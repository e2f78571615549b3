"""Karesansui (Joseph Kisenwether, Gryphon Games): bid for rocks, avoid forbidden sets.

``DECLARATION`` is what the game says of itself (cheap to read: the registry lists
titles and player counts from it); ``GAME``, the contract the registry holds
(contract.py), and the rules' types are loaded on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.karesansui.declaration import DECLARATION
from engine.lazy import lazy_attributes

if TYPE_CHECKING:
    from engine.karesansui.contract import GAME
    from engine.karesansui.game import State
    from engine.karesansui.moves import Bid, Done, Draw, Move, Pass, Surrender
    from engine.karesansui.options import Options

__all__ = [
    "DECLARATION",
    "GAME",
    "Bid",
    "Done",
    "Draw",
    "Move",
    "Options",
    "Pass",
    "State",
    "Surrender",
]

__getattr__ = lazy_attributes(
    __name__,
    {
        "Bid": "engine.karesansui.moves",
        "Done": "engine.karesansui.moves",
        "Draw": "engine.karesansui.moves",
        "GAME": "engine.karesansui.contract",
        "Move": "engine.karesansui.moves",
        "Options": "engine.karesansui.options",
        "Pass": "engine.karesansui.moves",
        "State": "engine.karesansui.game",
        "Surrender": "engine.karesansui.moves",
    },
)
