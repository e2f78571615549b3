"""Sakura (Csaba Hegedűs, A-Games): shed your cards on two piles without taking tricks.

``GAME`` is the implementation the registry holds; the module functions it
delegates to can be used directly too. The card symbols and the characters come
from the deck data (``deck.toml``), niwa's rulings where the rulebook text stops.
"""

from __future__ import annotations

from typing import Any

from engine.core import RuleCatalogue
from engine.sakura import game as _g
from engine.sakura import notation as _n
from engine.sakura import position as _p
from engine.sakura.deck import DEFAULT_DECK, Character, Deck, load_deck
from engine.sakura.game import (
    MOVE_TYPES,
    Deal,
    End,
    Hire,
    Move,
    Options,
    Play,
    Replace,
    Shuffle,
    State,
    Take,
)
from engine.sakura.hidden import determinize
from engine.sakura.rules import RULES
from engine.sakura.text import describe

__all__ = [
    "DEFAULT_DECK",
    "GAME",
    "Character",
    "Deal",
    "Deck",
    "End",
    "Hire",
    "Move",
    "Options",
    "Play",
    "Replace",
    "SakuraGame",
    "Shuffle",
    "State",
    "Take",
    "load_deck",
]


class SakuraGame:
    """The engine contract (:class:`engine.core.Game`) for Sakura."""

    id = "sakura"
    title = "Sakura"
    options_type = Options
    move_types: tuple[type[Any], ...] = MOVE_TYPES
    rules: RuleCatalogue = RULES
    lower_wins = True
    score_unit = "shurikens"
    dealer_name = "the deck"
    playout_horizon = "round"
    """A round's shurikens are final when it ends and the next is a fresh deal, so the
    computer's playouts stop there (engine/players/search.py, ``Horizon``)."""

    # The contract's functions, taken straight from the game modules (no extra call).
    new_game = staticmethod(_g.new_game)
    sides = staticmethod(_g.sides)
    side_of = staticmethod(_g.side_of)
    to_move = staticmethod(_g.to_move)
    is_over = staticmethod(_g.is_over)
    round_of = staticmethod(_g.round_of)
    legal_moves = staticmethod(_g.legal_moves)
    apply = staticmethod(_g.apply)
    scores = staticmethod(_g.scores)
    final_scoring = staticmethod(_g.final_scoring)
    view = staticmethod(_g.view)
    sample_chance = staticmethod(_g.sample_chance)
    move_text = staticmethod(_n.move_text)
    parse_move = staticmethod(_n.parse_move)
    describe = staticmethod(describe)
    position_text = staticmethod(_p.position_text)
    parse_position = staticmethod(_p.parse_position)
    check_position = staticmethod(_p.check_position)
    standing = staticmethod(_p.standing)
    determinize = staticmethod(determinize)
    determinize_loose_rules = frozenset({"sakura.play.colour"})
    """Rules a filled-in view may break: the cards under a pile's top are dealt from the
    unseen ones without the stacking rule (the search needs only their shurikens), so
    a determinized pile can hold a card on one it could not cover."""

    @staticmethod
    def seats(state: State) -> int:
        return state.players


GAME = SakuraGame()
