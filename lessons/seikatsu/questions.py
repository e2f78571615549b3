"""Questions only a Seikatsu quiz asks: a row's flowers, the tie-break, the koi held."""

from __future__ import annotations

from typing import Any

from engine.core import Game
from engine.seikatsu import tiles
from engine.seikatsu.game import row_line, winners
from lessons.format import QuizStep
from lessons.kinds import Answer, QuestionKind
from lessons.questions import need


def row_points(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """The flower points one row gives one side if the game ended now."""
    line = row_line(state, need(step.side, "side", step), need(step.row, "row", step))
    return line.points if line else 0


def tie_winner(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """Which side wins with these final scores (the name of the side)."""
    won, _ = winners(state.options, tuple(need(step.scores, "scores", step)))
    return game.sides(state)[won[0]]


def koi_in_hand(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """How many koi ponds a seat holds."""
    seat: int = need(step.seat, "seat", step)
    return int(state.hands[seat].count(tiles.KOI))


QUESTIONS = {
    "row_points": QuestionKind(row_points, ("side", "row")),
    "tie_winner": QuestionKind(tie_winner, ("scores",)),
    "koi_in_hand": QuestionKind(koi_in_hand, ("seat",)),
}
