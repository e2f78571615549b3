"""Feedback for right, wrong and illegal answers, from the koi and birds lessons."""

from __future__ import annotations

import random

import pytest

from engine.core import CHANCE
from engine.registry import GAMES, get_game
from lessons.course import course
from lessons.format import DoStep, Goal, Lesson
from lessons.runner import LessonRunner


def runner(lesson_id: str) -> LessonRunner:
    items = {item.id: item for item in course("seikatsu")}
    return LessonRunner(items[lesson_id].lesson, lesson_id)


def test_a_right_move_is_praised_and_the_position_moves_on() -> None:
    koi = runner("05-koi")
    feedback = koi.check_move(1, "K-c5=T")
    assert feedback.correct
    assert "1 + 2 = 3" in feedback.message
    assert feedback.state.tile_at("c5") == 16  # the koi is on the board


def test_an_illegal_move_says_why_with_the_rule() -> None:
    koi = runner("05-koi")
    feedback = koi.check_move(1, "K-a1=T")
    assert not feedback.correct
    assert feedback.rule == "seikatsu.place.adjacent"
    assert "not next to any tile" in feedback.message
    assert "Next to a tile" in feedback.message  # the rule's title


def test_a_legal_move_short_of_the_goal_says_what_was_possible() -> None:
    # 05-koi step 2: the koi as a Tanager worth 3. K-e4=T touches only d5: 2 points.
    koi = runner("05-koi")
    feedback = koi.check_move(1, "K-e4=T")
    assert not feedback.correct
    assert feedback.rule is None
    assert "scores 2 points" in feedback.message
    assert "3 would have been possible" in feedback.message


def test_a_hint_comes_after_two_misses() -> None:
    koi = runner("05-koi")
    assert koi.check_move(1, "K-e4=T").hint is None
    second = koi.check_move(1, "K-e4=W")
    assert second.hint is not None and "two Tanager neighbours" in second.hint
    assert "c5" not in second.hint  # a hint points, it does not give the move away
    assert second.why is not None and "=T" in second.why  # the step's word on naming a W


def test_several_right_answers_are_accepted() -> None:
    birds = runner("04-birds")  # step 2: score 2 points
    right = {birds.game.move_text(m) for m in birds.right_moves(1)}
    assert {"Tm-c4", "Tm-d6", "Wb-b2", "Wb-d3"} <= right
    assert birds.check_move(1, "Wb-d3").correct


def step_of(lesson: LessonRunner, title: str) -> int:
    return [step.title for step in lesson.steps].index(title)


def test_quiz_answers_are_the_engines() -> None:
    # 06-flowers, "Pink's row P4": d7 d6 d5 Primroses, d3 a Tulip: a set of 3 = 6
    # (seikatsu.flowers.rows, seikatsu.flowers.sets).
    flowers = runner("06-flowers")
    index = step_of(flowers, "Pink's row P4")
    assert flowers.answer(index) == 6
    assert flowers.check_answer(index, " 6 ").correct
    wrong = flowers.check_answer(index, "10")
    assert not wrong.correct and "10 is not the answer" in wrong.message
    assert wrong.why is not None and "not all of them are Primroses" in wrong.message
    end = runner("07-end")
    assert end.check_answer(step_of(end, "A tie"), "Green").correct


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_miss_of_a_goal_without_points_does_not_talk_of_points(game_id: str) -> None:
    # A goal about the move itself (a pattern here) says what was asked and nothing about
    # scores: there is no score to compare. Every game, from its first player's move.
    game = get_game(game_id)
    state = game.new_game(game.options_type())
    rng = random.Random(1)
    dealt = []
    while game.to_move(state) == CHANCE:
        move = game.sample_chance(state, rng)
        dealt.append(game.move_text(move))
        state = game.apply(state, move).state
    step = DoStep(title="d", text="", rules=["x"], goal=Goal(moves=["no-such-move"]), hint="")
    lesson = Lesson(title="t", summary="s", game=game_id, start=" ".join(dealt), steps=[step])
    feedback = LessonRunner(lesson, "test").check_move(0, game.legal_moves(state)[0])
    assert not feedback.correct
    assert feedback.message == "Legal, but the goal is to play a move like no-such-move."
