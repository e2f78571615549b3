"""Every game's course checks out against the engine and teaches its whole catalogue.

The coverage tests run for every registered game: a game whose course is not
written yet fails them (strict xfail), so the marker must go when its course lands.
"""

from __future__ import annotations

import random

import pytest

from engine.registry import GAMES, get_game
from engine.seikatsu import GAME
from lessons.check import PRACTISED_SHARE, check_all, check_lesson, practised_rules, taught_rules
from lessons.course import course, games_with_courses
from lessons.format import DoStep, Goal, Lesson, LessonFileError, QuizStep, decode_lesson
from lessons.runner import LessonRunner, describe_goal
from tutor.cli import main


def _every_game(short: frozenset[str] = frozenset()) -> list[object]:
    """Each registered game; one with no course yet, or named ``short``, must fail (strictly)."""
    have = set(games_with_courses()) - short
    return [
        pytest.param(game_id)
        if game_id in have
        else pytest.param(game_id, marks=pytest.mark.xfail(strict=True, reason="course short"))
        for game_id in GAMES
    ]


PRACTISE_SHORT: frozenset[str] = frozenset()
"""Courses that still practise too little (none: Seikatsu practises all 27 rules since issue 16)."""


def test_every_lesson_checks_out() -> None:
    assert check_all() == []


@pytest.mark.parametrize("game_id", _every_game())
def test_every_rule_of_the_catalogue_is_cited(game_id: str) -> None:
    # The position line (``<game>.position``) is niwa's notation, not a rule of the game:
    # the position editor writes it and cites it when a pasted line breaks it.
    catalogue = {rule.id for rule in get_game(game_id).rules} - {f"{game_id}.position"}
    assert course(game_id), "the game has no course"
    assert catalogue - taught_rules(game_id) == set()


@pytest.mark.parametrize("game_id", _every_game(PRACTISE_SHORT))
def test_most_of_the_catalogue_is_practised_not_only_read(game_id: str) -> None:
    catalogue = {rule.id for rule in get_game(game_id).rules}
    practised = practised_rules(game_id) & catalogue
    assert course(game_id), "the game has no course"
    assert len(practised) >= PRACTISED_SHARE * len(catalogue), sorted(catalogue - practised)


@pytest.mark.parametrize("game_id", _every_game())
def test_the_course_is_in_order_and_complete(game_id: str) -> None:
    ids = [item.id for item in course(game_id)]
    assert ids == sorted(ids)
    assert len(ids) >= 8


def test_a_quiz_may_not_ask_another_games_question() -> None:
    runner = LessonRunner(
        Lesson(
            title="t",
            summary="s",
            game="miyabi",
            steps=[
                QuizStep(
                    title="q",
                    text="?",
                    rules=["x"],
                    ask="koi_in_hand",
                    answer=0,
                    explain="",
                    seat=0,
                )
            ],
        ),
        "test",
    )
    assert any("which Miyabi has no answer for" in p for p in check_lesson(runner))


def test_a_goal_kind_the_game_lacks_is_reported() -> None:
    runner = _lesson(DoStep(title="d", text="!", rules=["x"], goal=Goal(kind="nope"), hint=""))
    assert any("goal kind 'nope'" in p for p in check_lesson(runner))


def test_goals_are_worded_in_the_games_unit() -> None:
    sakura = get_game("sakura")
    assert describe_goal(Goal(points=1), sakura) == "score exactly 1 shuriken"
    assert describe_goal(Goal(best=True), sakura) == "take the fewest shurikens possible"
    assert describe_goal(Goal(points=3), GAME) == "score exactly 3 points"


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
