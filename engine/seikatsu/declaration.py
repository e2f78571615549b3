"""What Seikatsu says of itself (engine/core.py ``Declaration``): read by the registry and
every generic module without loading the rules, so it imports only the options."""

from __future__ import annotations

from engine.core import Declaration
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
