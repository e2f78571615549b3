"""Game id -> implementation. Adding a game means adding one entry to ``_PACKAGES``.

Each game's package exposes ``DECLARATION`` (what the game says of itself: title,
player counts, score unit ...), cheap to import, and ``GAME`` (the contract), loaded on
first use: engines build their move tables at import time (Miyabi's placements take a
tenth of a second) and the app's home screen only needs the titles. ``GAMES``,
``DECLARATIONS`` and ``TITLES`` behave as read-only dicts, in the order the home screen
lists the games.

:func:`register` adds a game at run time: the test session registers its toy game
(tests/toygame) this way, so the shipped app never lists it.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator, Mapping
from typing import Any, Final

from engine.core import Declaration, Game
from engine.i18n import _

_PACKAGES: Final[dict[str, str]] = {
    "seikatsu": "engine.seikatsu",
    "sakura": "engine.sakura",
    "miyabi": "engine.miyabi",
    "karesansui": "engine.karesansui",
}
"""Game id -> the package exposing its ``DECLARATION`` and ``GAME``."""

SHIPPED: Final = tuple(_PACKAGES)
"""The games niwa ships (those :func:`register` adds are not among them): the ones its
own documents must cover."""


def register(game_id: str, package: str) -> None:
    """Add a game (its package exposes ``DECLARATION`` and ``GAME``), listed last.
    The declaration's id must be ``game_id``."""
    declaration = importlib.import_module(package).DECLARATION
    if not isinstance(declaration, Declaration) or declaration.id != game_id:
        raise ValueError(f"{package}.DECLARATION does not declare the game {game_id!r}")
    _PACKAGES[game_id] = package


def unregister(game_id: str) -> None:
    """Forget a game added by :func:`register` (a test's clean-up)."""
    _PACKAGES.pop(game_id, None)


class _Lazy(Mapping[str, Any]):
    """A read-only mapping over the registered games, reading ``attribute`` of each
    game's package on first look-up (the package's own cache keeps it); with ``field``,
    that field of it (the titles: ``DECLARATION.title``, the one place a title is stated)."""

    def __init__(self, attribute: str, field: str | None = None) -> None:
        self._attribute = attribute
        self._field = field

    def __getitem__(self, game_id: str) -> Any:
        package = _PACKAGES[game_id]  # KeyError for an unknown id, as a dict
        found = getattr(importlib.import_module(package), self._attribute)
        return found if self._field is None else getattr(found, self._field)

    def __iter__(self) -> Iterator[str]:
        return iter(list(_PACKAGES))

    def __len__(self) -> int:
        return len(_PACKAGES)

    def __contains__(self, game_id: object) -> bool:
        return game_id in _PACKAGES


GAMES: Mapping[str, Game[Any, Any, Any]] = _Lazy("GAME")
DECLARATIONS: Mapping[str, Declaration] = _Lazy("DECLARATION")
TITLES: Mapping[str, str] = _Lazy("DECLARATION", "title")


def engine_loaded(game_id: str) -> bool:
    """Whether ``game_id``'s engine (its ``GAME``) has been loaded in this process, which
    reading its declaration never does: for the tests of what loads what."""
    package = sys.modules.get(_PACKAGES[game_id])
    return package is not None and "GAME" in vars(package)


class UnknownGame(KeyError):
    def __str__(self) -> str:
        said = _("unknown game '{game}' (known: {known})")
        return said.format(game=self.args[0], known=", ".join(sorted(GAMES)))


def get_game(game_id: str) -> Game[Any, Any, Any]:
    try:
        return GAMES[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None
