"""What a quiz may ask, each answered by the engine from the shown position.

A lesson names the question by kind; the answer is never written by hand into
the runner, so a lesson cannot teach a number the rules would not give. The kinds
here work for every game; a game's course adds its own in
``lessons/<game>/questions.py`` (see :mod:`lessons.kinds`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

import msgspec

from engine.core import Game, IllegalMove
from engine.greedy import immediate_points
from engine.i18n import _
from engine.language import DEFAULT
from lessons.format import QuizStep
from lessons.kinds import Answer, QuestionKind, game_questions

T = TypeVar("T")


class QuestionError(ValueError):
    """A quiz that does not fit its position (a missing field, a bad move)."""


def need(value: Any, field: str, step: QuizStep) -> Any:
    """``value``, or a QuestionError naming the quiz field the question needs."""
    if value is None or value == []:
        said = _("quiz '{title}' asks {ask} but gives no '{field}'")
        raise QuestionError(said.format(title=step.title, ask=step.ask, field=field))
    return value


def quiz_args(step: QuizStep, args_type: type[T]) -> T:
    """The quiz's ``args`` table decoded strictly into a game question's own Struct."""
    try:
        return msgspec.convert(step.args, type=args_type)
    except msgspec.ValidationError as err:
        said = _("quiz '{title}' ({ask}): args: {problem}")
        raise QuestionError(said.format(title=step.title, ask=step.ask, problem=err)) from None


def quiz_move(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Any:
    """The quiz's ``move``, read in the game's notation."""
    text = need(step.move, "move", step)
    try:
        return game.parse_move(state, text)
    except ValueError as err:
        said = _("quiz '{title}': {problem}").format(title=step.title, problem=err)
        raise QuestionError(said) from None


def position_after(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Any:
    """The position once the quiz's ``move`` is made; an illegal move is the quiz's error."""
    try:
        return game.apply(state, quiz_move(game, state, step)).state
    except IllegalMove as err:
        said = _("quiz '{title}': the move is illegal: {problem}")
        raise QuestionError(said.format(title=step.title, problem=err)) from None


def move_points(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """Points (or shurikens, demerits: the game's unit) the move scores for its maker."""
    try:
        return immediate_points(game, state, quiz_move(game, state, step))
    except IllegalMove as err:
        said = _("quiz '{title}': the move is illegal: {problem}")
        raise QuestionError(said.format(title=step.title, problem=err)) from None


def score(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """A side's score so far."""
    side: int = need(step.side, "side", step)
    return int(game.scores(state)[side])


def legal(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """'yes' or 'no': whether the move is allowed here."""
    move = quiz_move(game, state, step)
    try:
        game.apply(state, move)
    except IllegalMove:
        return "no"
    return "yes"


def refusal_rule(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """The title of the rule that forbids the move (``"allowed"`` when none does)."""
    move = quiz_move(game, state, step)
    try:
        game.apply(state, move)
    except IllegalMove as err:
        # The English title, in every language: it is the value a quiz's choices hold
        # (a translation labels them; lessons.translation).
        return game.rules.rule_in(err.rule, DEFAULT).title
    return "allowed"


GENERIC: Mapping[str, QuestionKind] = {
    "move_points": QuestionKind(move_points, ("move",)),
    "score": QuestionKind(score, ("side",)),
    "legal": QuestionKind(legal, ("move",)),
    "refusal_rule": QuestionKind(refusal_rule, ("move",)),
}


def question_kinds(game_id: str) -> dict[str, QuestionKind]:
    """Every question a quiz of ``game_id`` may ask: the generic ones and the game's own."""
    return {**GENERIC, **game_questions(game_id)}


def compute(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    kinds = question_kinds(game.id)
    if step.ask not in kinds:
        said = _("quiz '{title}' asks '{ask}', which {game} has no answer for (known: {known})")
        raise QuestionError(
            said.format(
                title=step.title, ask=step.ask, game=game.title, known=", ".join(sorted(kinds))
            )
        )
    kind = kinds[step.ask]
    if step.move is not None and "move" not in kind.params:
        # A question about the position once ``move`` is made: the learner predicts
        # what the board does not show yet (an answer on the board gives itself away).
        state = position_after(game, state, step)
    return kind.answer(game, state, step)


def same_answer(given: str, expected: Answer) -> bool:
    """Compare a learner's typed answer with the engine's, forgiving case and spaces."""
    text = " ".join(given.split()).casefold()
    if isinstance(expected, int):
        try:
            return int(text) == expected
        except ValueError:
            return False
    return text == " ".join(expected.split()).casefold()
