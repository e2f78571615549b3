"""`niwa lessons check` keeps every course honest (issue 22, section 4), for every game:
each check fails on a deliberately broken step and passes once it is mended."""

from __future__ import annotations

import glob
import re
from typing import Any

import pytest

from engine.registry import get_game
from lessons.check import check_lesson
from lessons.course import games_with_courses
from lessons.format import DoStep, Goal, QuizStep, ReadStep
from lessons.honesty import answer_on_board
from tests.lessons.test_runner_why import _first_turn, _runner, _two_moves


def _a_rule(game_id: str) -> str:
    return next(iter(get_game(game_id).rules)).id


def _score_quiz(game_id: str, **fields: Any) -> QuizStep:
    score = get_game(game_id).scores(_first_turn(game_id))[0]
    defaults: dict[str, Any] = {
        "rules": [_a_rule(game_id)],
        "text": "What is seat 1's score?",
        "answer": score,
    }
    return QuizStep(title="q", ask="score", side=0, explain="", **{**defaults, **fields})


def _read(game_id: str) -> ReadStep:
    return ReadStep(title="r", text="This is how it goes.", rules=[_a_rule(game_id)])


@pytest.mark.parametrize("game_id", games_with_courses())
def test_a_step_may_not_ask_before_teaching(game_id: str) -> None:
    rule = _a_rule(game_id)
    untaught = check_lesson(_runner(game_id, _score_quiz(game_id)))
    assert any(f"cites {rule}, which no earlier step teaches" in p for p in untaught)
    taught_first = check_lesson(_runner(game_id, _read(game_id), _score_quiz(game_id)))
    assert not any("no earlier step teaches" in p for p in taught_first)
    says_it = check_lesson(_runner(game_id, _score_quiz(game_id, teaches=[rule])))
    assert not any("no earlier step teaches" in p for p in says_it)
    earlier_lesson = check_lesson(_runner(game_id, _score_quiz(game_id)), taught={rule})
    assert not any("no earlier step teaches" in p for p in earlier_lesson)


@pytest.mark.parametrize("game_id", games_with_courses())
def test_a_goal_may_not_name_its_own_answer(game_id: str) -> None:
    right, _ = _two_moves(game_id)
    pattern = glob.escape(right)

    def do(goal: Goal, text: str = "Make the move.") -> DoStep:
        return DoStep(
            title="d", text=text, rules=[_a_rule(game_id)], goal=goal, hint="", teaches=[]
        )

    named = check_lesson(_runner(game_id, _read(game_id), do(Goal(moves=[pattern]))))
    assert any(f"the goal names its own answer ({right})" in p for p in named), named
    in_text = do(Goal(moves=[pattern], text="make the move"), text=f"Play {right}.")
    told = check_lesson(_runner(game_id, _read(game_id), in_text))
    assert any(f"the text names a move that reaches the goal ({right})" in p for p in told)
    mended = do(Goal(moves=[pattern], text="make the move this position asks for"))
    fine = check_lesson(_runner(game_id, _read(game_id), mended))
    assert not any("names" in p for p in fine), fine


@pytest.mark.parametrize("game_id", games_with_courses())
def test_a_quiz_answer_may_not_stand_on_the_board(game_id: str) -> None:
    """A number the game's own position text writes after a label ("bag: 24 tiles"),
    asked for with that label, is an answer the learner reads off the board."""
    game = get_game(game_id)
    describe = game.describe(_first_turn(game_id), None)
    found = re.search(r"([A-Za-z]{3,}): (\d+)", describe)
    assert found, describe
    label, number = found.group(1), int(found.group(2))
    quiz = _score_quiz(game_id, text=f"What does the {label} hold?", answer=number)
    problems = check_lesson(_runner(game_id, _read(game_id), quiz))
    assert any("stands on the board" in p for p in problems), problems
    asked_after = _score_quiz(game_id, text="What is seat 1's score?")
    fine = check_lesson(_runner(game_id, _read(game_id), asked_after))
    assert not any("stands on the board" in p for p in fine), fine


def test_the_board_reading_heuristic() -> None:
    board = "bag: 60 rocks\n  2: 2W 2W 1W 1Y (value 6)   no bid\nbidding: seat 3 to bid or pass"
    assert answer_on_board(board, "60", "How many rocks are left in the bag?") == "bag: 60 rocks"
    assert answer_on_board(board, "6", "What is pile 2 worth?") is not None
    assert answer_on_board(board, "seat 3", "Whose turn is it?") is not None
    assert answer_on_board(board, "59", "How many rocks are in the bag after the draw?") is None
    assert answer_on_board(board, "seat 1", "Whose turn is it?") is None
    assert answer_on_board("Cook 2: next card", "2", "You hire the Cook 2. Coins left?") is None


@pytest.mark.parametrize("game_id", games_with_courses())
def test_a_seats_must_is_checked_against_the_legal_moves(game_id: str) -> None:
    game = get_game(game_id)
    state = _first_turn(game_id)
    texts = sorted({game.move_text(m) for m in game.legal_moves(state)})
    claim = "Seat 1 has no choice here: it must play one move only."

    def read(must: list[str]) -> ReadStep:
        return ReadStep(title="r", text=claim, rules=[_a_rule(game_id)], must=must)

    undeclared = check_lesson(_runner(game_id, read([])))
    assert any("without declaring it" in p for p in undeclared), undeclared
    too_narrow = check_lesson(_runner(game_id, read([glob.escape(texts[0])])))
    if len(texts) > 1:
        assert any("but it may also play" in p for p in too_narrow), too_narrow
    impossible = check_lesson(_runner(game_id, read(["*", "no-such-move"])))
    assert any("but no legal move does" in p for p in impossible), impossible
    true = check_lesson(_runner(game_id, read(["*"])))
    assert not any("must" in p for p in true), true
