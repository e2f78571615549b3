"""What tic-tac-toe says of itself (engine/core.py ``Declaration``)."""

from __future__ import annotations

from engine.core import Declaration
from tests.toygame.options import Options

DECLARATION = Declaration(
    id="tictactoe",
    title="Tic-tac-toe",
    options_type=Options,
    score_unit="wins",
    # A game is worth one win: losing it where it was won is a blunder.
    review_marks=(("blunder", 0.9), ("mistake", 0.5), ("slip", 0.25)),
)
