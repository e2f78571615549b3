"""Goals only a Seikatsu do step sets: grow a flower set in one of your rows.

The rows are read as they stand before and after the move (:mod:`engine.seikatsu.rows`),
the same standings the end of the game scores.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from engine.core import Game, Step
from engine.seikatsu.rows import find_row
from lessons.kinds import GoalKind


class GrowSet(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Row ``row`` (``P6``, ``G2``) must hold a largest set of at least ``size`` after the move."""

    row: str
    size: int


def _args(args: Mapping[str, Any]) -> GrowSet:
    return msgspec.convert(dict(args), type=GrowSet)


def grows_set(
    game: Game[Any, Any, Any], state: Any, move: Any, step: Step[Any], args: Mapping[str, Any]
) -> bool:
    goal = _args(args)
    before = find_row(state.board, goal.row).size
    after = find_row(step.state.board, goal.row).size
    return after > before and after >= goal.size


def describe_grow_set(args: Mapping[str, Any]) -> str:
    goal = _args(args)
    return f"grow the largest flower set of row {goal.row} to {goal.size}"


GOALS = {"grow_set": GoalKind(grows_set, describe_grow_set)}
