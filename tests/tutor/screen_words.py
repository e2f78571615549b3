"""Words no Spanish screen of niwa shows (issue 29): the list the Spanish fit walk
(tests/tutor/test_fit.py, ``SpanishTour``) reads every screen against, and the screens
that walk must reach."""

from __future__ import annotations

import re
from typing import Any

from textual._compositor import LayoutUpdate
from textual.app import App

from engine.registry import GAMES

_ENGLISH_WORDS = """the and of to is are you your press move moves turn seat with for from this that
    what which game games round score scores points player players back next new quit
    help rules draw drew tile tiles card cards hand left right shows wins won lost
    nobody everybody choose choosing there here their they been have was were will
    would should none yet still only just again each every whose who when where why how
    loading saved open"""
ENGLISH = frozenset(_ENGLISH_WORDS.split())
"""English words that no Spanish sentence of niwa uses (no notation, no Spanish word:
"a", "no", "pass", "done" and the games' codes are left out)."""

QUOTED = re.compile(r"«[^»]*»?|^[^«]*»")
"""A rulebook section quoted as printed (Miyabi's Spanish rulebook heads one "Edificio
Round End"): the rulebook's words, not niwa's."""
WORD = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")

SCREENS = (
    "HomeScreen",
    "SetupScreen",
    "PlayScreen",
    "ChooseOne",
    "GameOverScreen",
    "ViewerScreen",
    "PracticeScreen",
    "CourseScreen",
    "LessonScreen",
    "LessonDone",
)
"""The screens the tour reaches, by class."""

SOMETIMES = frozenset({"ChooseOne"})
"""Screens a game's walk reaches only where its game asks (a choice at the end of play)."""


def english_words(text: str) -> list[str]:
    """The English words of ``text``, each with the words around it, for the message."""
    found = []
    for line in text.splitlines():
        words = WORD.findall(QUOTED.sub("", line))  # a rulebook's own heading is its words
        if any(word.lower() in ENGLISH for word in words):
            found.append(line.strip()[:100])
    return found


def speaks_spanish(game_id: str) -> bool:
    """Whether the game has its texts in Spanish (the toy game of the tests has none: it
    speaks English in every language, as a new game does until it is translated)."""
    return GAMES[game_id].rules.texts.has("es")


def screen_text(app: App[Any]) -> str:
    """What the terminal shows, line by line: the screen on top drawn whole over what it
    lets show of the screens under it, as ``App.export_screenshot`` draws it, read as the
    text of its lines (an SVG of it cost a twentieth of a Spanish fit walk, issue 24)."""
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    assert isinstance(update, LayoutUpdate)
    return "\n".join("".join(strip.text for strip in line) for line in update.strips)
