"""Game id -> implementation. Adding a game means adding one entry to ``_ENGINES``.

Engines are imported on first use: each builds its move tables at import time
(Miyabi's placements take a tenth of a second), and the app's home screen only
needs the titles. ``GAMES`` behaves as a read-only dict.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import Any, Final

from engine.core import Game

_ENGINES: Final = {
    "seikatsu": ("engine.seikatsu", "Seikatsu"),
    "sakura": ("engine.sakura", "Sakura"),
    "miyabi": ("engine.miyabi", "Miyabi"),
    "karesansui": ("engine.karesansui", "Karesansui"),
}
"""Game id -> (module exposing ``GAME``, title), in the order the home screen lists them."""

TITLES: Final[dict[str, str]] = {game_id: title for game_id, (_, title) in _ENGINES.items()}


class _LazyGames(Mapping[str, Game[Any, Any, Any]]):
    """A mapping that imports a game's engine the first time it is looked up."""

    def __init__(self) -> None:
        self._loaded: dict[str, Game[Any, Any, Any]] = {}

    def __getitem__(self, game_id: str) -> Game[Any, Any, Any]:
        game = self._loaded.get(game_id)
        if game is None:
            module, _ = _ENGINES[game_id]  # KeyError for an unknown id, as a dict
            game = self._loaded[game_id] = importlib.import_module(module).GAME
        return game

    def __iter__(self) -> Iterator[str]:
        return iter(_ENGINES)

    def __len__(self) -> int:
        return len(_ENGINES)

    def __contains__(self, game_id: object) -> bool:
        return game_id in _ENGINES


GAMES: Mapping[str, Game[Any, Any, Any]] = _LazyGames()

COMING: tuple[tuple[str, str], ...] = ()
"""Games niwa will teach, not playable yet (shown as coming on the home screen)."""


class UnknownGame(KeyError):
    def __str__(self) -> str:
        return f"unknown game '{self.args[0]}' (known: {', '.join(sorted(GAMES))})"


def get_game(game_id: str) -> Game[Any, Any, Any]:
    try:
        return GAMES[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None
