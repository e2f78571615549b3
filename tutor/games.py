"""The four games as the home screen lists them: playable ones come from the registry.

Blurbs are ours, one line each, for a player choosing what to open.
"""

from __future__ import annotations

from typing import Any, Final, NamedTuple

from engine.core import Game
from engine.registry import COMING, GAMES, TITLES, get_game

BLURBS: Final = {
    "seikatsu": "Birds score as you place them; flowers score from your pagoda at the end.",
    "miyabi": "Build a garden in layers: each row holds its own object.",
    "sakura": "Cover both piles every turn, or take them and their shurikens.",
    "karesansui": "Bid for piles of rocks, but never keep a forbidden set.",
}
PLAYERS: Final = {"seikatsu": "2-3 players, or 4 in teams", "miyabi": "2-4 players"}


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
        return BLURBS.get(self.id, "")


def entries() -> list[Entry]:
    """Registered games first (in registry order), then those still coming."""
    out = [Entry(game_id, title) for game_id, title in TITLES.items()]
    out += [Entry(game_id, title) for game_id, title in COMING if game_id not in GAMES]
    return out
