"""Game id -> the app's plug-in for that game (``tutor/<game>/``), as engine/registry.py does
for engines. Adding a game to the app means adding its folder and one entry to ``_PLUGINS``
(a game niwa ships), or :func:`register` at run time (the test session's toy game, whose
plug-in lives in tests/, as its engine does: the shipped app never lists it).

A plug-in package's ``__init__.py`` holds ``ABOUT`` (the home card's words: cheap, it
imports no engine, so the home screen stays fast) and its ``ui.py`` module exposes
``UI``, the game's :class:`tutor.ui.GamePlugin` subclass, imported when a screen needs it.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Sequence
from functools import cache
from typing import Any, Final

from engine.i18n import _
from engine.registry import get_game
from tutor.piece_editing import BoardEditor
from tutor.ui import About, GamePlugin, said

_PLUGINS: Final[dict[str, str]] = {
    "seikatsu": "tutor.seikatsu",
    "miyabi": "tutor.miyabi",
    "sakura": "tutor.sakura",
    "karesansui": "tutor.karesansui",
}
"""Game id -> the package of its plug-in."""

SHIPPED: Final = tuple(_PLUGINS)
"""The plug-ins niwa ships (those :func:`register` adds are not among them)."""


class _Registered(Sequence[str]):
    """The game ids with a plug-in, shipped and registered, in order: a live view, so a
    test parametrised over it at collection time sees what the test session registered."""

    def __getitem__(self, index: Any) -> Any:
        return list(_PLUGINS)[index]

    def __len__(self) -> int:
        return len(_PLUGINS)

    def __repr__(self) -> str:
        return repr(tuple(_PLUGINS))


PLUGINS: Final[Sequence[str]] = _Registered()
"""Every game id with a plug-in (shipped, then registered)."""


def register(game_id: str, package: str) -> None:
    """Give ``game_id`` (a game of ``engine.registry``) the plug-in ``package``, which
    holds ``ABOUT`` and a ``ui`` module exposing ``UI``, as ``engine.registry.register``
    adds its engine."""
    about: Any = getattr(importlib.import_module(package), "ABOUT", None)
    if not isinstance(about, About):
        raise ValueError(
            _("{package} holds no ABOUT for the game {game}").format(
                package=package, game=repr(game_id)
            )
        )
    _PLUGINS[game_id] = package
    ui_for.cache_clear()


def unregister(game_id: str) -> None:
    """Forget a plug-in added by :func:`register` (a test's clean-up)."""
    if game_id not in SHIPPED:
        _PLUGINS.pop(game_id, None)
        ui_for.cache_clear()


def about(game_id: str) -> About:
    """The home card's blurb and player-count line (empty for a game without a plug-in), in
    the language spoken now (a plug-in marks its ``ABOUT`` with ``N_``)."""
    module = _PLUGINS.get(game_id)
    if module is None:
        return About("")
    about: About = importlib.import_module(module).ABOUT
    return About(said(about.blurb), said(about.players))


def plugin_package(game_id: str) -> str:
    """The package of the game's plug-in (``tutor.<game>``); KeyError for a game without one."""
    return _PLUGINS[game_id]


@cache
def ui_for(game_id: str) -> GamePlugin:
    """The game's look: its plug-in's ``UI``, or the generic one for a game without a plug-in."""
    game = get_game(game_id)
    module = _PLUGINS.get(game_id)
    if module is None:
        return GamePlugin(game)
    ui: type[GamePlugin] = importlib.import_module(f"{module}.ui").UI
    return ui(game)


@cache
def editor_for(game_id: str) -> BoardEditor:
    """The game's position-editor plug-in (``tutor/<game>/editor.py``'s ``EDITOR``), or the
    generic one (the line and its fields as text) for a game without one."""
    game = get_game(game_id)
    module = _PLUGINS.get(game_id)
    if module is None or importlib.util.find_spec(f"{module}.editor") is None:
        return BoardEditor(game)
    editor: type[BoardEditor] = importlib.import_module(f"{module}.editor").EDITOR
    return editor(game)
