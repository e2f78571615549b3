"""What Sakura says of itself (engine/core.py ``Declaration``): read by the registry and
every generic module without loading the rules, so it imports only the options."""

from __future__ import annotations

from engine.core import Declaration
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
    # The cards under a pile's top are dealt from the unseen ones without the stacking
    # rule (the search needs only their shurikens), so a determinized pile can hold a
    # card on one it could not cover.
    determinize_loose_rules=frozenset({"sakura.play.colour"}),
)
