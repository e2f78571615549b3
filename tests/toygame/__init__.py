"""Tic-tac-toe, the test suite's toy fifth game: proof that a game needs only its own folder.

No chance, nothing hidden, scored in wins. The test session registers it
(tests/conftest.py: ``engine.registry.register``); the shipped app never lists it.
It is built exactly as docs/architecture.md "Adding a game" says, like the four real
games: ``DECLARATION`` here, ``GAME`` (contract.py) loaded on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.lazy import lazy_attributes
from tests.toygame.declaration import DECLARATION

if TYPE_CHECKING:
    from tests.toygame.contract import GAME
    from tests.toygame.game import Mark, State
    from tests.toygame.options import Options

__all__ = ["DECLARATION", "GAME", "Mark", "Options", "State"]

__getattr__ = lazy_attributes(
    __name__,
    {
        "GAME": "tests.toygame.contract",
        "Mark": "tests.toygame.game",
        "Options": "tests.toygame.options",
        "State": "tests.toygame.game",
    },
)
