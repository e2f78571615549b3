"""Sakura (Csaba Hegedűs, A-Games): shed your cards on two piles without taking tricks.
The declaration, then the contract and types loaded on first use (engine/lazy.py)."""

from typing import TYPE_CHECKING

from engine.core import Declaration
from engine.lazy import lazy_attributes
from engine.sakura.options import Options

DECLARATION = Declaration(
    id="sakura",
    title="Sakura",
    options_type=Options,
    score_unit="shurikens",
    # A game is won by a few shurikens, so the thresholds are narrow.
    review_marks=(("blunder", 6.0), ("mistake", 3.0), ("slip", 1.0)),
    lower_wins=True,
    dealer_name="the deck",
    hides_information=True,
    scores_by_round=True,
    # A round's shurikens are final when it ends and the next is a fresh deal, so the
    # computer's playouts stop there (engine/players/search.py, ``Horizon``).
    playout_horizon="round",
)

if TYPE_CHECKING:
    from engine.sakura.contract import (
        DEFAULT_DECK,
        GAME,
        Character,
        Deal,
        Deck,
        End,
        Hire,
        Move,
        Play,
        Refill,
        Replace,
        Shuffle,
        State,
        Take,
        load_deck,
    )

__all__ = [
    "DECLARATION",
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
    "Refill",
    "Replace",
    "Shuffle",
    "State",
    "Take",
    "load_deck",
]
__getattr__ = lazy_attributes(__name__, "engine.sakura.contract", __all__)
