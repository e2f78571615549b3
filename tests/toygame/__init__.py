"""Tic-tac-toe, the test suite's toy fifth game: proof that a game needs only its own folder.
The declaration, then the contract and types loaded on first use (engine/lazy.py)."""

from typing import TYPE_CHECKING

from engine.core import Declaration
from engine.lazy import lazy_attributes
from tests.toygame.options import Options

DECLARATION = Declaration(
    id="tictactoe",
    title="Tic-tac-toe",
    options_type=Options,
    score_unit="tallies",
    # A game is worth one win: losing it where it was won is a blunder.
    review_marks=(("blunder", 0.9), ("mistake", 0.5), ("slip", 0.25)),
)

if TYPE_CHECKING:
    from tests.toygame.contract import GAME, Mark, State

__all__ = ["DECLARATION", "GAME", "Mark", "Options", "State"]
__getattr__ = lazy_attributes(__name__, "tests.toygame.contract", __all__)
