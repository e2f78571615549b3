"""Learn shows which rules are solid and which keep tripping the learner (issue 25): by
rule id from the game's catalogue, from the steps done and the steps got wrong, with their
practice since. Worked by hand on the Seikatsu course."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from engine.registry import GAMES
from lessons.course import course, games_with_courses
from lessons.format import DoStep, QuizStep
from lessons.practice import Grade, add_step_miss, read_deck, record_step
from lessons.progress import Progress, save_progress
from tests.tutor.conftest import quiet_app
from tests.tutor.lessons_helpers import shown
from tutor.rule_standing import rule_standings
from tutor.screens.course import CourseScreen
from tutor.screens.practice import PracticeScreen

NOW = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)


def learnt_some_seikatsu() -> None:
    """01-garden's quizzes 3 and 13 and 04-birds' do step 2 done; 04-birds' quiz 4 missed
    in two sittings; 01-garden's quiz 13 missed once, then answered right in practice."""
    lessons = {item.id: item.lesson for item in course("seikatsu")}
    progress = Progress()
    for lesson, step in (("01-garden", 2), ("01-garden", 12), ("04-birds", 1)):
        progress.mark_step("seikatsu", lesson, step, len(lessons[lesson].steps))
    save_progress(progress)
    for _ in range(2):
        add_step_miss("seikatsu", "04-birds", 3, lessons["04-birds"].steps[3].rules, now=NOW)
    pond = add_step_miss("seikatsu", "01-garden", 12, ["seikatsu.place.pond"], now=NOW)
    record_step(pond, Grade.GOOD, NOW + timedelta(hours=1))


def course_app() -> Any:
    return quiet_app(start=lambda app: CourseScreen("seikatsu"))


async def test_the_course_says_which_rules_trip_the_learner_and_which_are_solid(
    data_dir: Path,
) -> None:
    learnt_some_seikatsu()
    async with course_app().run_test(size=(120, 40)) as pilot:
        screen = pilot.app.screen
        assert isinstance(screen, CourseScreen)
        words = shown(screen, "#course-rules")
        # Flocks (seikatsu.birds.flock): missed twice on 04-birds step 4, never answered
        # right since, so tripping, though 04-birds step 2 (the same rule) is done.
        # The garden (setup.board): 01-garden step 3 done, never missed: solid. Never the
        # pond (place.pond): missed once, answered right in practice: solid again.
        assert words.split("\n") == [
            "",
            "Rules that keep tripping you",
            "  x Flocks score at once (2 misses)",
            "They come back in Practice (m).",
            "Solid rules",
            "  + The garden",
            "  + Never the pond",
        ]
        await pilot.press("m")  # the practice of the game, from the course
        await pilot.pause()
        practice = pilot.app.screen
        assert isinstance(practice, PracticeScreen) and practice.game_id == "seikatsu"


def test_the_course_with_rules_solid_and_tripping(snap_compare: Any, data_dir: Path) -> None:
    learnt_some_seikatsu()

    async def check(pilot: Pilot[None]) -> None:
        screen = pilot.app.screen
        assert isinstance(screen, CourseScreen)
        assert "Flocks score at once (2 misses)" in shown(screen, "#course-rules")

    assert snap_compare(course_app(), terminal_size=(120, 40), run_before=check)


@pytest.mark.parametrize("game_id", games_with_courses())
async def test_every_course_hides_its_rules_until_one_is_known_then_names_it(
    game_id: str, data_dir: Path
) -> None:
    game = GAMES[game_id]
    lessons = course(game_id)
    empty = rule_standings(game, lessons, Progress(), read_deck())
    assert empty.tripping == [] and empty.solid == []
    item, index = next(
        (item, i)
        for item in lessons
        for i, step in enumerate(item.lesson.steps)
        if step.rules and isinstance(step, DoStep | QuizStep)
    )
    rules = item.lesson.steps[index].rules
    add_step_miss(game_id, item.id, index, rules, now=NOW)
    found = rule_standings(game, lessons, Progress(), read_deck())
    assert [s.rule for s in found.tripping] == list(dict.fromkeys(rules))
    assert all(s.title == game.rules[s.rule].title for s in found.tripping)
    async with quiet_app(start=lambda app: CourseScreen(game_id)).run_test() as pilot:
        assert game.rules[rules[0]].title in shown(pilot.app.screen, "#course-rules")
