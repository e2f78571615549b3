"""How good a finished (or cut-off) game is for one side: the number search maximises.

Three objectives, chosen per player: ``margin`` is the side's score against the
best other side (positive when ahead), ``win`` is 1 for a win, 1/k for a victory
shared by k sides, 0 for a loss, and ``lead`` is the margin plus half a point for
a finished game's win share, so that where the scores tie the game's own
tie-break decides (Sakura's coins, Karesansui's rocks) and a sure win is worth a
little more than a lead that is not one. All respect ``lower_wins``: in Sakura and
Karesansui fewer shurikens or demerits is the better score, so the margin is
turned round there. The players search for the lead; hints and reviews, which
speak in the game's points, for the margin.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from engine.core import Game


class Objective(StrEnum):
    MARGIN = "margin"
    WIN = "win"
    LEAD = "lead"


WIN_BONUS = 0.5
"""What the lead adds for a whole win, in the game's points: less than any point, so it
only ever decides between equal margins or rewards the win itself."""


def margin(game: Game[Any, Any, Any], state: Any, side: int) -> float:
    """The side's lead over the best other side, in the game's points (negative: behind)."""
    scores = game.scores(state)
    others = [points for other, points in enumerate(scores) if other != side]
    if not others:
        return 0.0
    if game.lower_wins:
        return float(min(others) - scores[side])
    return float(scores[side] - max(others))


def win_share(game: Game[Any, Any, Any], state: Any, side: int) -> float:
    """1 for a sole win, 1/k for a win shared by k sides, 0 otherwise (needs a finished game)."""
    winners = game.final_scoring(state).winners
    return 1.0 / len(winners) if side in winners else 0.0


def outcome(game: Game[Any, Any, Any], state: Any, side: int, objective: Objective) -> float:
    """The value of ``state`` for ``side`` under ``objective`` (a cut-off game: its margin)."""
    if objective is Objective.MARGIN or not game.is_over(state):
        return margin(game, state, side)
    if objective is Objective.WIN:
        return win_share(game, state, side)
    return margin(game, state, side) + WIN_BONUS * win_share(game, state, side)
