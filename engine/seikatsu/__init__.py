"""Seikatsu (Kevin Russ, IDW Games): birds score as you play, flowers at the end.

``GAME`` is the implementation the registry holds; the module functions it
delegates to can be used directly too.
"""

from __future__ import annotations

from typing import Any

from engine.core import RuleCatalogue
from engine.seikatsu import game as _g
from engine.seikatsu.game import Draw, Move, Options, Play, State
from engine.seikatsu.hidden import determinize
from engine.seikatsu.position import check_position, parse_position, position_text, standing
from engine.seikatsu.rules import RULES
from engine.seikatsu.text import describe

__all__ = ["GAME", "Draw", "Move", "Options", "Play", "SeikatsuGame", "State"]


class SeikatsuGame:
    """The engine contract (:class:`engine.core.Game`) for Seikatsu."""

    id = "seikatsu"
    title = "Seikatsu"
    options_type = Options
    move_types: tuple[type[Any], ...] = (Draw, Play)
    rules: RuleCatalogue = RULES
    lower_wins = False
    score_unit = "points"
    dealer_name = "the bag"

    # The contract's functions, taken straight from the game module (no extra call).
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
    move_text = staticmethod(_g.move_text)
    parse_move = staticmethod(_g.parse_move)
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


GAME = SeikatsuGame()
