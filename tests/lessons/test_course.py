"""The Seikatsu course checks out against the engine and teaches every rule."""

from __future__ import annotations

import random

import pytest

from engine.seikatsu import GAME
from lessons.check import check_all, check_lesson, taught_rules
from lessons.course import course
from lessons.format import DoStep, Goal, Lesson, LessonFileError, QuizStep, decode_lesson
from lessons.runner import LessonRunner
from tutor.cli import main


def test_every_lesson_checks_out() -> None:
    assert check_all() == []


def test_every_seikatsu_rule_is_taught() -> None:
    assert {rule.id for rule in GAME.rules} - taught_rules("seikatsu") == set()


def test_the_course_is_in_order_and_complete() -> None:
    ids = [item.id for item in course("seikatsu")]
    assert ids == sorted(ids)
    assert len(ids) >= 8


def test_cli_check(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lessons", "check"]) == 0
    assert "check out" in capsys.readouterr().out


def test_a_typo_in_a_field_names_the_file_and_field() -> None:
    bad = (
        b'title="x"\nsummary="y"\ngame="seikatsu"\n'
        b'[[steps]]\nkind="read"\ntitle="a"\ntxet="b"\nrules=[]\n'
    )
    with pytest.raises(LessonFileError, match=r"bad\.toml: .*unknown field `txet`"):
        decode_lesson(bad, "bad.toml")


def _lesson(*steps: object) -> LessonRunner:
    lesson = Lesson(
        title="t",
        summary="s",
        game="seikatsu",
        options={"players": 2},
        start="+Tp +Wp +Tm +Wb +Fp +Et",
        steps=list(steps),  # type: ignore[arg-type]
    )
    return LessonRunner(lesson, "test")


def test_check_catches_a_wrong_quiz_answer_and_an_unreachable_goal() -> None:
    runner = _lesson(
        QuizStep(
            title="q",
            text="?",
            rules=["seikatsu.birds.flock"],
            ask="move_points",
            move="Tm-c4",
            answer=3,
            explain="",
        ),
        DoStep(
            title="d",
            text="!",
            rules=["seikatsu.birds.flock"],
            goal=Goal(points=5),
            hint="",
        ),
        DoStep(title="e", text="!", rules=["no.such.rule"], goal=Goal(), hint=""),
    )
    problems = check_lesson(runner)
    assert any("the file says 3 but the engine says 2" in p for p in problems)
    assert any("no legal move reaches the goal" in p for p in problems)
    assert any("unknown rule id no.such.rule" in p for p in problems)


def test_a_position_that_the_rules_cannot_reach_is_refused() -> None:
    runner = _lesson(
        DoStep(title="d", text="", rules=["x"], goal=Goal(), hint="", position="Tm-a1")
    )
    with pytest.raises(LessonFileError, match=r"move 7 'Tm-a1'.*not next to any tile"):
        runner.position(0)


def test_guided_game_plays_to_the_end() -> None:
    items = {item.id: item for item in course("seikatsu")}
    runner = LessonRunner(items["10-guided-game"].lesson, "10-guided-game")
    index = 1
    state = runner.position(index)
    rng = random.Random(11)
    for _ in range(100):
        state, _ = runner.advance(index, state, rng)
        if GAME.is_over(state):
            break
        state = GAME.apply(state, GAME.legal_moves(state)[0]).state
    assert GAME.is_over(state)


def test_a_lesson_file_nested_too_deep_is_one_clear_error() -> None:
    from lessons.format import LessonFileError, decode_lesson

    with pytest.raises(LessonFileError, match=r"deep\.toml: nested too deep"):
        decode_lesson(b"a = " + b"[" * 5000 + b"]" * 5000, "deep.toml")
