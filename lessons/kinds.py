"""Question and goal kinds a game's course adds to the generic ones.

A course may need to ask what only its game knows ("which player takes this row's
majority?", "place a tile on layer 2"). Those kinds live with the game, in
``lessons/<game>/questions.py`` (a ``QUESTIONS`` mapping) and
``lessons/<game>/goals.py`` (a ``GOALS`` mapping); this module finds them by game
id, so no generic module names a game. A game without such a module simply adds
nothing.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any, NamedTuple

from engine.core import Game, Step
from lessons.course import course_package

Answer = int | str


class QuestionKind(NamedTuple):
    """A question a quiz may ask, answered by the engine from the shown position.

    ``answer(game, state, quiz)`` returns the answer (raise ``QuestionError`` when the
    quiz lacks what the question needs); ``params`` are the QuizStep fields it reads,
    so `niwa lessons check` and lesson authors know what to give.
    """

    answer: Callable[[Game[Any, Any, Any], Any, Any], Answer]
    params: tuple[str, ...] = ()


class GoalKind(NamedTuple):
    """A condition a do step's move must meet, beyond the generic points and patterns.

    ``holds(game, state, move, step, args)`` judges a legal move (``step`` is what
    ``apply`` returned); ``describe(args)`` words the goal for the learner ("place a
    tile on layer 2"), so a miss can say what was asked.
    """

    holds: Callable[[Game[Any, Any, Any], Any, Any, Step[Any], Mapping[str, Any]], bool]
    describe: Callable[[Mapping[str, Any]], str]


@cache
def _game_module(game_id: str, name: str) -> Any:
    package = course_package(game_id)
    try:
        return importlib.import_module(f"{package}.{name}")
    except ModuleNotFoundError as err:
        if err.name not in (package, f"{package}.{name}"):
            raise
        return None


def game_questions(game_id: str) -> Mapping[str, QuestionKind]:
    """The question kinds ``game_id``'s course adds (empty when it adds none)."""
    module = _game_module(game_id, "questions")
    return getattr(module, "QUESTIONS", {}) if module else {}


def game_goals(game_id: str) -> Mapping[str, GoalKind]:
    """The goal kinds ``game_id``'s course adds (empty when it adds none)."""
    module = _game_module(game_id, "goals")
    return getattr(module, "GOALS", {}) if module else {}
