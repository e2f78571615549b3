"""Game id -> implementation. Adding a game means adding one entry here."""

from __future__ import annotations

from typing import Any

from engine.core import Game
from engine.karesansui import GAME as KARESANSUI
from engine.miyabi import GAME as MIYABI
from engine.sakura import GAME as SAKURA
from engine.seikatsu import GAME as SEIKATSU

GAMES: dict[str, Game[Any, Any, Any]] = {
    SEIKATSU.id: SEIKATSU,
    SAKURA.id: SAKURA,
    MIYABI.id: MIYABI,
    KARESANSUI.id: KARESANSUI,
}

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
