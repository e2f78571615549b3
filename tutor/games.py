"""The games as the home screen lists them, from the registry.

Each card's words (a one-line blurb, the player count) come from the game's plug-in
(:func:`tutor.plugins.about`), read without importing its engine.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from engine.core import Game
from engine.registry import GAMES, TITLES, get_game
from tutor.plugins import about


class Entry(NamedTuple):
    id: str
    title: str

    @property
    def ready(self) -> bool:
        """Always True since every listed game is registered (kept for the home screen's
        old "coming" branches, which go with its refactor)."""
        return self.id in GAMES

    @property
    def game(self) -> Game[Any, Any, Any]:
        """The engine (imported on first use)."""
        return get_game(self.id)

    @property
    def blurb(self) -> str:
        return about(self.id).blurb

    @property
    def players(self) -> str:
        """The player-count line ("2-4 players"), or "" if the plug-in gives none."""
        return about(self.id).players


def entries() -> list[Entry]:
    """The registered games, in registry order."""
    return [Entry(game_id, title) for game_id, title in TITLES.items()]
