"""What a quiz may ask, each answered by the engine from the shown position.

A lesson names the question by kind; the answer is never written by hand into
the runner, so a lesson cannot teach a number the rules would not give.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Game, IllegalMove
from engine.greedy import immediate_points
from lessons.format import QuizStep

Answer = int | str
Question = Callable[[Game[Any, Any, Any], Any, QuizStep], Answer]


class QuestionError(ValueError):
    """A quiz that does not fit its position (a missing field, a bad move)."""


def _need(value: Any, field: str, step: QuizStep) -> Any:
    if value is None or value == []:
        raise QuestionError(f"quiz '{step.title}' asks {step.ask} but gives no '{field}'")
    return value


def _move(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Any:
    text = _need(step.move, "move", step)
    try:
        return game.parse_move(state, text)
    except ValueError as err:
        raise QuestionError(f"quiz '{step.title}': {err}") from None


def move_points(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """Points the move would score for the player making it."""
    try:
        return immediate_points(game, state, _move(game, state, step))
    except IllegalMove as err:
        raise QuestionError(f"quiz '{step.title}': the move is illegal: {err}") from None


def score(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    side: int = _need(step.side, "side", step)
    return int(game.scores(state)[side])


def legal(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """'yes' or 'no'."""
    move = _move(game, state, step)
    try:
        game.apply(state, move)
    except IllegalMove:
        return "no"
    return "yes"


def row_points(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """Seikatsu: the flower points one row gives one side if the game ended now."""
    from engine.seikatsu.game import row_line

    _only(game, "seikatsu", step)
    line = row_line(state, _need(step.side, "side", step), _need(step.row, "row", step))
    return line.points if line else 0


def tie_winner(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """Seikatsu: which side wins with these final scores (the name of the side)."""
    from engine.seikatsu.game import winners

    _only(game, "seikatsu", step)
    won, _ = winners(state.options, tuple(_need(step.scores, "scores", step)))
    return game.sides(state)[won[0]]


def koi_in_hand(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """Seikatsu: how many koi ponds a seat holds."""
    from engine.seikatsu import tiles

    _only(game, "seikatsu", step)
    seat: int = _need(step.seat, "seat", step)
    return state.hands[seat].count(tiles.KOI)  # type: ignore[no-any-return]


def _only(game: Game[Any, Any, Any], game_id: str, step: QuizStep) -> None:
    if game.id != game_id:
        raise QuestionError(f"quiz '{step.title}': {step.ask} is a {game_id} question")


QUESTIONS: dict[str, Question] = {
    "move_points": move_points,
    "score": score,
    "legal": legal,
    "row_points": row_points,
    "tie_winner": tie_winner,
    "koi_in_hand": koi_in_hand,
}


def compute(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    return QUESTIONS[step.ask](game, state, step)


def same_answer(given: str, expected: Answer) -> bool:
    """Compare a learner's typed answer with the engine's, forgiving case and spaces."""
    text = given.strip().casefold()
    if isinstance(expected, int):
        try:
            return int(text) == expected
        except ValueError:
            return False
    return text == expected.casefold()
