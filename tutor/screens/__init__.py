"""The app's screens, one module each, with their styles in their ``DEFAULT_CSS``.

Screens are reached by name (:data:`SCREENS`): the app, and the help screen that reads
every screen's keys, name the screens they open or read, and each module is imported on
first use. So no screen module imports the app or a screen it only opens (no import
cycle, tests/tutor/test_import_graph.py), and the start imports only what Home shows.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, Final

from textual.screen import Screen

SCREENS: Final = {
    "home": "tutor.screens.home:HomeScreen",
    "help": "tutor.screens.help:HelpScreen",
    "rules": "tutor.screens.rules:RulesScreen",
    "course": "tutor.screens.course:CourseScreen",
    "setup": "tutor.screens.setup:SetupScreen",
    "picker": "tutor.screens.picker:ReplayPicker",
    "play": "tutor.screens.play:PlayScreen",
    "lesson": "tutor.screens.lesson:LessonScreen",
    "viewer": "tutor.screens.viewer:ViewerScreen",
    "game_over": "tutor.screens.game_over:GameOverScreen",
    "editor": "tutor.screens.editor:EditorScreen",
    "practice": "tutor.screens.practice:PracticeScreen",
}
"""A screen's name -> ``module:class``."""

NAMED: Final = {
    "app": "tutor.app:NiwaApp",
    "open_viewer": "tutor.screens.viewer_open:open_viewer",
    "review_help": "tutor.widgets.review_panel:review_help",
}
"""Other things reached by name: the app class (its keys, for help), the viewer's opener
(a replay is checked before its screen is built) and the review marks' help lines."""


def named(name: str) -> Any:
    """What ``name`` (of :data:`SCREENS` or :data:`NAMED`) stands for, imported on first use."""
    module, _, attribute = {**SCREENS, **NAMED}[name].partition(":")
    return getattr(importlib.import_module(module), attribute)


def screen_class(name: str) -> type[Screen[Any]]:
    """The class of the screen called ``name`` (for ``isinstance`` and its bindings)."""
    found: type[Screen[Any]] = named(name)
    return found


def make_screen(name: str, *args: Any, **kwargs: Any) -> Screen[Any]:
    """A new screen called ``name``, built with ``args``."""
    build: Callable[..., Screen[Any]] = named(name)
    return build(*args, **kwargs)
