"""Miyabi (Michael Kiesling, HABA): stack garden tiles in layers, one lantern per column.
The declaration, then the contract and types loaded on first use (engine/lazy.py)."""

from typing import TYPE_CHECKING

from engine.core import Declaration
from engine.lazy import lazy_attributes
from engine.miyabi.options import Options

DECLARATION = Declaration(
    id="miyabi",
    title="Miyabi",
    options_type=Options,
    score_unit="points",
    # A game runs to 60-230 points, so the thresholds are wide.
    review_marks=(("blunder", 8.0), ("mistake", 4.0), ("slip", 1.5)),
    dealer_name="the box",
)

if TYPE_CHECKING:
    from engine.miyabi.contract import GAME, Move, Pass, Place, Placed, Reveal, State

__all__ = ["DECLARATION", "GAME", "Move", "Options", "Pass", "Place", "Placed", "Reveal", "State"]
__getattr__ = lazy_attributes(__name__, "engine.miyabi.contract", __all__)
