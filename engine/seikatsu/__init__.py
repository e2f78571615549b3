"""Seikatsu (Kevin Russ, IDW Games): birds score as you play, flowers at the end.
The declaration, then the contract and types loaded on first use (engine/lazy.py)."""

from typing import TYPE_CHECKING

from engine.core import Declaration
from engine.lazy import lazy_attributes
from engine.seikatsu.options import Options

DECLARATION = Declaration(
    id="seikatsu",
    title="Seikatsu",
    options_type=Options,
    score_unit="points",
    # A game runs to 60-230 points, so the thresholds are wide.
    review_marks=(("blunder", 8.0), ("mistake", 4.0), ("slip", 1.5)),
    dealer_name="the bag",
    hides_information=True,
)

if TYPE_CHECKING:
    from engine.seikatsu.contract import GAME, Draw, Move, Play, State

__all__ = ["DECLARATION", "GAME", "Draw", "Move", "Options", "Play", "State"]
__getattr__ = lazy_attributes(__name__, "engine.seikatsu.contract", __all__)
