"""What Karesansui says of itself (engine/core.py ``Declaration``): read by the registry and
every generic module without loading the rules, so it imports only the options."""

from __future__ import annotations

from engine.core import Declaration
from engine.karesansui.options import Options

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
