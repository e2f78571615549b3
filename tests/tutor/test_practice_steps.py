"""Lesson mistakes join the practice schedule (issue 25), for every game with a course (the
toy's too): a do step answered wrong becomes a step card with the rules it cites, rated
Again as a missed puzzle is; Practice shows it and runs it on the lesson screen (``o``),
and how it went there is saved on FSRS's schedule."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from lessons.course import course, games_with_courses
from lessons.format import DoStep
from lessons.practice import Grade, read_deck
from lessons.runner import LessonRunner
from tests.tutor.conftest import quiet_app
from tests.tutor.lessons_helpers import shown
from tests.tutor.test_lessons_course import do_the_step_right
from tutor.screens.lesson import LessonScreen
from tutor.screens.practice import PracticeScreen


def a_step_to_miss(game_id: str) -> tuple[int, int, Any]:
    """The first do step of the course that some legal move misses: (lesson, step, that
    move)."""
    for index, item in enumerate(course(game_id)):
        runner = LessonRunner(item.lesson, f"lessons/{game_id}/{item.id}")
        for step_index, step in enumerate(item.lesson.steps):
            if not isinstance(step, DoStep):
                continue
            right = runner.right_moves(step_index)
            wrong = [m for m in runner.game.legal_moves(runner.position(step_index))]
            wrong = [m for m in wrong if m not in right]
            if wrong:
                return index, step_index, wrong[0]
    raise AssertionError(f"{game_id}: no do step can be missed")


@pytest.mark.parametrize("game_id", games_with_courses())
async def test_a_missed_step_comes_back_in_practice_and_is_rescheduled(
    game_id: str, data_dir: Path
) -> None:
    lessons = course(game_id)
    index, step_index, wrong = a_step_to_miss(game_id)
    step = lessons[index].lesson.steps[step_index]
    app = quiet_app(start=lambda app: LessonScreen(game_id, lessons, index, step=step_index))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        assert not screen.submit(wrong)
        assert not screen.submit(wrong)  # twice in one sitting: one miss on the schedule
        await pilot.pause()
    [card] = read_deck().steps_of(game_id)
    assert (card.lesson, card.step, card.rules) == (lessons[index].id, step_index, step.rules)
    assert card.missed_last and (card.schedule.reviews, card.schedule.lapses) == (1, 1)

    app = quiet_app(start=lambda app: PracticeScreen(game_id, puzzles=[], steps=[card]))
    async with app.run_test(size=(120, 40)) as pilot:
        practice = app.screen
        assert isinstance(practice, PracticeScreen) and practice.card == card
        words = shown(practice, "#puzzle-text")
        assert step.title in words and "You got this step wrong before" in words
        await pilot.press("o")
        await pilot.pause()
        lesson = app.screen
        assert isinstance(lesson, LessonScreen) and lesson.practising
        assert (lesson.item.id, lesson.step_index) == (card.lesson, card.step)
        do_the_step_right(lesson)  # right at the first try, then Next: back to Practice
        await pilot.pause()
        assert app.screen is practice and practice.finished is Grade.GOOD
        assert "It comes back in" in shown(practice, "#feedback")
    [saved] = read_deck().steps_of(game_id)
    assert not saved.missed_last and saved.schedule.reviews == 2
    assert saved.schedule.due > card.schedule.due
