"""A wrong answer explained at once, hints that point, goals in words: for every game.

The lesson format's ``why`` (per wrong answer or move), a quiz's ``hint`` and a
goal's ``text`` are generic: each game's course may use them, so each is checked
here on a position of every registered game, reached through its own dealer.
"""

from __future__ import annotations

import glob
import random
from typing import Any

import pytest

from engine.registry import GAMES, get_game
from lessons.check import check_lesson
from lessons.format import DoStep, Goal, Lesson, QuizStep, Step
from lessons.runner import HINT_AFTER_MISSES, LessonRunner, describe_goal


def _first_turn(game_id: str) -> Any:
    """The state at the first player's first turn, the dealer's moves made by the engine."""
    game = get_game(game_id)
    state = game.new_game(game.options_type())
    rng = random.Random(3)
    while game.to_move(state) < 0:
        state = game.apply(state, game.sample_chance(state, rng)).state
    return state


def _runner(game_id: str, *steps: Step) -> LessonRunner:
    lesson = Lesson(title="t", summary="s", game=game_id, steps=list(steps))
    runner = LessonRunner(lesson, "test")
    # Every step shows the first turn. A lesson file would reach it by notation;
    # here the dealt position is handed over as built (a deal's notation varies by game).
    runner._positions = dict.fromkeys(range(len(steps)), _first_turn(game_id))
    return runner


def _score_quiz(answer: int, **fields: Any) -> QuizStep:
    rule = "x"
    return QuizStep(title="q", text="?", rules=[rule], ask="score", side=0, answer=answer, **fields)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_wrong_answer_is_explained_at_once_and_the_hint_points(game_id: str) -> None:
    state = _first_turn(game_id)
    right = get_game(game_id).scores(state)[0]
    wrong = right + 1
    runner = _runner(
        game_id,
        _score_quiz(
            right,
            explain="nothing scored yet",
            why={str(wrong): "that counts a point nobody made"},
            hint="look at the scores",
        ),
    )
    first = runner.check_answer(0, f" {wrong} ")
    assert not first.correct
    assert first.why == "that counts a point nobody made"
    assert "that counts a point nobody made" in first.message
    assert first.hint == "look at the scores"  # from the first miss, not the second
    other = runner.check_answer(0, str(wrong + 1))
    assert other.why is None and other.hint == "look at the scores"
    assert "nothing scored yet" not in other.message + (other.hint or "")
    assert runner.check_answer(0, str(right)).correct


@pytest.mark.parametrize("game_id", GAMES)
def test_a_quiz_without_a_hint_still_explains_after_two_misses(game_id: str) -> None:
    state = _first_turn(game_id)
    right = get_game(game_id).scores(state)[0]
    runner = _runner(game_id, _score_quiz(right, explain="nothing scored yet"))
    misses = [runner.check_answer(0, str(right + 1)) for _ in range(HINT_AFTER_MISSES)]
    assert [m.hint for m in misses] == [None] * (HINT_AFTER_MISSES - 1) + ["nothing scored yet"]


def _two_moves(game_id: str) -> tuple[str, str]:
    """Two legal moves of the first player, in notation, that no pattern confuses."""
    game = get_game(game_id)
    state = _first_turn(game_id)
    texts = list(dict.fromkeys(game.move_text(m) for m in list(game.legal_moves(state))[:50]))
    assert len(texts) >= 2
    return texts[0], texts[1]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_tempting_wrong_move_is_explained_by_its_pattern(game_id: str) -> None:
    right, wrong = _two_moves(game_id)
    goal = Goal(moves=[glob.escape(right)], text="make the first move on the list")
    step = DoStep(
        title="d",
        text="!",
        rules=["x"],
        goal=goal,
        hint="the list",
        why={glob.escape(wrong): "that is the second one"},
    )
    runner = _runner(game_id, step)
    verdict = runner.check_move(0, wrong)
    assert not verdict.correct
    assert verdict.why == "that is the second one"
    assert "the goal is to make the first move on the list" in verdict.message
    assert verdict.message.endswith("that is the second one")
    assert verdict.hint is None  # a do step's hint still waits for the second miss
    assert runner.check_move(0, right).correct
    assert describe_goal(goal, runner.game) == "make the first move on the list"


@pytest.mark.parametrize("game_id", GAMES)
def test_check_refuses_a_why_that_explains_a_right_answer(game_id: str) -> None:
    right, _ = _two_moves(game_id)
    state = _first_turn(game_id)
    score = get_game(game_id).scores(state)[0]
    runner = _runner(
        game_id,
        DoStep(
            title="d",
            text="!",
            rules=[],
            goal=Goal(moves=[glob.escape(right)]),
            hint="",
            why={glob.escape(right): "wrong"},
        ),
        _score_quiz(score, explain="", why={str(score): "wrong"}),
        _score_quiz(score, explain="", choices=[str(score), "many"], why={"few": "?"}),
    )
    problems = check_lesson(runner)
    assert any(f"why '{glob.escape(right)}' matches a right move" in p for p in problems)
    assert any(f"why '{score}' is the right answer" in p for p in problems)
    assert any("why 'few' is not one of the choices" in p for p in problems)
