"""Miyabi (Michael Kiesling, HABA): stack garden tiles in layers, one lantern per column.

``GAME`` is the implementation the registry holds; the module functions it
delegates to can be used directly too.
"""

from __future__ import annotations

from typing import Any

from engine.core import RuleCatalogue
from engine.miyabi import game as _g
from engine.miyabi.hidden import determinize
from engine.miyabi.notation import move_text, parse_move
from engine.miyabi.position import check_position, parse_position, position_text, standing
from engine.miyabi.rules import RULES
from engine.miyabi.state import Move, Options, Pass, Place, Placed, Reveal, State
from engine.miyabi.text import describe

__all__ = [
    "GAME",
    "MiyabiGame",
    "Move",
    "Options",
    "Pass",
    "Place",
    "Placed",
    "Reveal",
    "State",
]


class MiyabiGame:
    """The engine contract (:class:`engine.core.Game`) for Miyabi."""

    id = "miyabi"
    title = "Miyabi"
    options_type = Options
    move_types: tuple[type[Any], ...] = (Reveal, Place, Pass)
    rules: RuleCatalogue = RULES
    lower_wins = False
    score_unit = "points"
    dealer_name = "the box"

    # The contract's functions, taken straight from the game modules (no extra call).
    new_game = staticmethod(_g.new_game)
    sides = staticmethod(_g.sides)
    side_of = staticmethod(_g.side_of)
    to_move = staticmethod(_g.to_move)
    is_over = staticmethod(_g.is_over)
    round_of = staticmethod(_g.round_of)
    legal_moves = staticmethod(_g.legal_moves)
    apply = staticmethod(_g.apply)
    final_scoring = staticmethod(_g.final_scoring)
    view = staticmethod(_g.view)
    sample_chance = staticmethod(_g.sample_chance)
    move_text = staticmethod(move_text)
    parse_move = staticmethod(parse_move)
    describe = staticmethod(describe)
    determinize = staticmethod(determinize)
    position_text = staticmethod(position_text)
    parse_position = staticmethod(parse_position)
    check_position = staticmethod(check_position)
    standing = staticmethod(standing)

    @staticmethod
    def seats(state: State) -> int:
        return state.players

    @staticmethod
    def scores(state: State) -> tuple[int, ...]:
        return state.scores


GAME = MiyabiGame()
