"""Karesansui (Joseph Kisenwether, Gryphon Games): bid for rocks, avoid forbidden sets.
The declaration, then the contract and types loaded on first use (engine/lazy.py)."""

from typing import TYPE_CHECKING

from engine.core import Declaration
from engine.karesansui.options import Options
from engine.lazy import lazy_attributes

DECLARATION = Declaration(
    id="karesansui",
    title="Karesansui",
    options_type=Options,
    score_unit="demerits",
    # A game is won by a few demerits, so the thresholds are narrow.
    review_marks=(("blunder", 5.0), ("mistake", 2.5), ("slip", 1.0)),
    lower_wins=True,
    dealer_name="the bag",
    hides_information=True,
)

if TYPE_CHECKING:
    from engine.karesansui.contract import GAME, Bid, Done, Draw, Move, Pass, State, Surrender

__all__ = [
    "DECLARATION",
    "GAME",
    "Bid",
    "Done",
    "Draw",
    "Move",
    "Options",
    "Pass",
    "State",
    "Surrender",
]
__getattr__ = lazy_attributes(__name__, "engine.karesansui.contract", __all__)
