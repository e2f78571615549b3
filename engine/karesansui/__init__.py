"""Karesansui (Joseph Kisenwether, Gryphon Games): bid for rocks, avoid forbidden sets.

``GAME`` is the implementation the registry holds; the module functions it
delegates to can be used directly too.
"""

from __future__ import annotations

from typing import Any

from engine.core import RuleCatalogue
from engine.karesansui import game as _g
from engine.karesansui import notation as _n
from engine.karesansui.game import State
from engine.karesansui.hidden import determinize
from engine.karesansui.moves import MOVE_TYPES, Bid, Done, Draw, Move, Options, Pass, Surrender
from engine.karesansui.position import check_position, parse_position, position_text, standing
from engine.karesansui.rules import RULES
from engine.karesansui.text import describe

__all__ = [
    "GAME",
    "Bid",
    "Done",
    "Draw",
    "KaresansuiGame",
    "Move",
    "Options",
    "Pass",
    "State",
    "Surrender",
]


class KaresansuiGame:
    """The engine contract (:class:`engine.core.Game`) for Karesansui."""

    id = "karesansui"
    title = "Karesansui"
    options_type = Options
    move_types: tuple[type[Any], ...] = MOVE_TYPES
    rules: RuleCatalogue = RULES
    lower_wins = True
    score_unit = "demerits"
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
    move_text = staticmethod(_n.move_text)
    parse_move = staticmethod(_n.parse_move)
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


GAME = KaresansuiGame()
