"""The games as the home screen lists them: playable ones come from the registry.

Each card's words (a one-line blurb, the player count) come from the game's plug-in
(:func:`tutor.plugins.about`), read without importing its engine.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from engine.core import Game
from engine.registry import COMING, GAMES, TITLES, get_game
from tutor.plugins import about


class Entry(NamedTuple):
    id: str
    title: str

    @property
    def ready(self) -> bool:
        return self.id in GAMES

    @property
    def game(self) -> Game[Any, Any, Any] | None:
        """The engine (imported on first use), or None while the game is coming."""
        return get_game(self.id) if self.ready else None

    @property
    def blurb(self) -> str:
        return about(self.id).blurb

    @property
    def players(self) -> str:
        """The player-count line ("2-4 players"), or "" if the plug-in gives none."""
        return about(self.id).players


def entries() -> list[Entry]:
    """Registered games first (in registry order), then those still coming."""
    out = [Entry(game_id, title) for game_id, title in TITLES.items()]
    out += [Entry(game_id, title) for game_id, title in COMING if game_id not in GAMES]
    return out
