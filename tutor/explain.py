"""Sentences about moves and points, for the play log, the viewer and the score sheet.

The app and the command line share one explanation layer, ``replays.explain``: this
module only gives the screens its pieces under the names they call (seat and side
labels for a table of players, the result, a seat's turn).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import Game
from engine.i18n import _
from replays.explain import (
    Table,
    event_texts,
    gained_text,
    hidden_from,
    log_text,
    move_label,
    points_of,
    round_caption,
    rule_line,
    score_text,
    shown_points,
    tiebreak_text,
    unit,
)

__all__ = [
    "Table",
    "event_texts",
    "gained_text",
    "hidden_from",
    "log_text",
    "move_label",
    "points_of",
    "round_caption",
    "rule_line",
    "score_text",
    "seat_label",
    "shown_points",
    "side_label",
    "tiebreak_text",
    "turn_text",
    "unit",
    "wins_text",
]


def side_label(game: Game[Any, Any, Any], state: Any, names: Sequence[str], side: int) -> str:
    """Who a side is: ``"Ann (pink)"``, ``"Ann"``, or a team ``"Aki & Chie (pink team)"``."""
    return Table(game, state, names).side(side)


def seat_label(game: Game[Any, Any, Any], state: Any, names: Sequence[str], seat: int) -> str:
    """A seat: ``"Ann (pink)"``, ``"Ann"``; the dealer by its engine ``dealer_name``."""
    return Table(game, state, names).seat(seat)


def wins_text(
    game: Game[Any, Any, Any], state: Any, names: Sequence[str], winners: Sequence[int]
) -> str:
    """ "You win!", "Ann wins!", "Ann and Bob share the win!" """
    return _("{result}!").format(result=Table(game, state, names).wins(winners))


def turn_text(game: Game[Any, Any, Any], state: Any, names: Sequence[str], seat: int) -> str:
    """ "Your turn." for "You"; "Your turn, Ann." where players share a device."""
    return Table(game, state, names).turn(seat)
