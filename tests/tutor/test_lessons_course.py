"""The course as a learner meets it: Learn on the home card, the list of lessons, the
whole Seikatsu course done right, and ``niwa learn GAME``."""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList

import lessons.course
from engine.greedy import greedy_move
from engine.registry import TITLES, get_game
from lessons.course import course
from lessons.format import DoStep, PlayStep, QuizStep, ReadStep
from lessons.progress import load_progress
from tests.tutor.conftest import quiet_app
from tests.tutor.lessons_helpers import GAME_ID, lesson_screen, shown
from tutor.app import NiwaApp
from tutor.cli import main
from tutor.screens.course import CourseScreen
from tutor.screens.home import GameCard, HomeScreen
from tutor.screens.lesson import LessonDone, LessonScreen


def card_text(app: NiwaApp, game_id: str) -> str:
    return app.screen.query_one(f"#card-{game_id}", GameCard).render().plain


def do_the_step_right(screen: LessonScreen) -> None:
    """What a learner who knows the answer does, through the screen's own actions."""
    step, index = screen.step, screen.step_index
    if isinstance(step, DoStep):
        assert screen.submit(screen.runner.right_moves(index)[0])
    elif isinstance(step, QuizStep):
        verdict = screen.answer(str(screen.runner.answer(index)))
        assert verdict is not None and verdict.correct
    elif isinstance(step, PlayStep):
        while screen.entry_open():
            assert screen.submit(greedy_move(screen.game, screen.entry_state()))
        assert screen.play_over()
    else:
        assert isinstance(step, ReadStep)
    screen.action_next()


async def take_the_whole_course(app: NiwaApp, pilot: Pilot[None], game_id: str) -> None:
    """From the first lesson open on screen, every step of every lesson done right and
    saved, each lesson's end offering the next, back to the course list at the end."""
    lessons = course(game_id)
    title = get_game(game_id).title
    for number, item in enumerate(lessons, start=1):
        screen = lesson_screen(app)
        assert screen.item.id == item.id and screen.step_index == 0
        for _ in item.lesson.steps:
            do_the_step_right(screen)
        await pilot.pause()
        done = app.screen
        assert isinstance(done, LessonDone)  # the end of the lesson offers the next one
        assert load_progress().lesson(game_id, item.id).completed
        if number < len(lessons):
            assert shown(done, "#done-head") == "Lesson complete!"
            done.action_choose("next")
        else:
            assert shown(done, "#done-head") == f"Course complete: you have learnt {title}!"
            done.action_choose("course")
        await pilot.pause()
    assert load_progress().completed(game_id) == len(lessons)


async def test_the_whole_course_done_right_is_saved_and_shown_on_home() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        assert "Learn 0/10" in card_text(app, GAME_ID)
        await pilot.press("l")  # Seikatsu's card has the focus
        listing = app.screen
        assert isinstance(listing, CourseScreen)
        assert listing.query_one("#course-list", OptionList).highlighted == 0
        lesson = listing.open_lesson(0)
        await pilot.pause()
        await take_the_whole_course(app, pilot, GAME_ID)
        assert app.screen is listing and lesson is not None
        assert shown(listing, "#course-title").startswith("Seikatsu: 10 of 10 lessons done")
        await pilot.press("escape")
        assert isinstance(app.screen, HomeScreen)
        assert "Learn 10/10" in card_text(app, GAME_ID)


def test_the_course_lists_lessons_with_progress(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        home = pilot.app.screen
        assert isinstance(home, HomeScreen)
        await pilot.press("l")
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, CourseScreen)
        first = screen.open_lesson(0)
        await pilot.pause()
        first.action_next()  # one step read of the first lesson: "1/13"
        await pilot.pause()
        first.action_leave()
        await pilot.pause()
        await pilot.press("y")  # leaving a lesson asks (issue 22)
        await pilot.pause()
        assert pilot.app.screen is screen
        options = screen.query_one("#course-list", OptionList)
        first_line = str(options.get_option_at_index(0).prompt)
        assert first_line == " 1/13  1. The garden, its tiles and the pagodas"
        assert options.highlighted == 0  # kept where the learner was
        about = shown(screen, "#course-about")
        assert "done  1. read A shared garden" in about
        assert "      2. read Tiles: a bird and a flower" in about
        assert "      3. quiz Read a code" in about

    assert snap_compare(quiet_app(), terminal_size=(120, 40), run_before=check)


async def test_a_finished_lesson_reopens_at_its_start_and_a_started_one_where_it_stopped() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.action_learn(GAME_ID)
        await pilot.pause()
        listing = app.screen
        assert isinstance(listing, CourseScreen)
        screen = listing.open_lesson(1)  # 02-turn: read, quiz, do, read, quiz
        await pilot.pause()
        do_the_step_right(screen)
        screen.action_leave()
        await pilot.pause()
        await pilot.press("y")  # leaving a lesson asks (issue 22)
        await pilot.pause()
        again = listing.open_lesson(1)
        await pilot.pause()
        assert again.step_index == 1 and again.kind == "quiz"


@pytest.fixture
def courseless(monkeypatch: pytest.MonkeyPatch) -> str:
    """A registered game made to have no course (every game may have one by now)."""
    game_id = "miyabi"
    lesson_files = lessons.course._lesson_files
    with_courses = lessons.course.games_with_courses
    monkeypatch.setattr(
        lessons.course, "_lesson_files", lambda g: [] if g == game_id else lesson_files(g)
    )
    monkeypatch.setattr(
        lessons.course, "games_with_courses", lambda: [g for g in with_courses() if g != game_id]
    )
    return game_id


async def test_learn_on_a_game_without_lessons_says_they_are_coming(courseless: str) -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        home = app.screen
        assert isinstance(home, HomeScreen)
        home.action_select([e.id for e in home.entries].index(courseless))
        await pilot.pause()
        assert "Learn (soon)" in card_text(app, courseless)
        await pilot.press("l")
        assert app.screen is home
        [note] = list(app._notifications)
        assert note.message == f"Lessons for {TITLES[courseless]} are coming soon."


@pytest.fixture
def apps(monkeypatch: pytest.MonkeyPatch) -> list[NiwaApp]:
    """The apps the command line would run, kept to be run under a Pilot."""
    made: list[NiwaApp] = []
    monkeypatch.setattr(NiwaApp, "run", lambda self, *args, **kwargs: made.append(self))
    return made


async def test_niwa_learn_opens_the_app_on_the_course(apps: list[NiwaApp]) -> None:
    assert main(["learn", "seikatsu"]) == 0
    [app] = apps
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CourseScreen) and screen.game_id == "seikatsu"
        assert screen.query_one("#course-list", OptionList).option_count == 10
        await pilot.press("enter")
        assert isinstance(app.screen, LessonScreen) and app.screen.item.id == "01-garden"
        await pilot.press("escape", "y", "escape")  # leaving the lesson asks (issue 22)
        assert isinstance(app.screen, HomeScreen)  # home is under the course


def test_niwa_learn_a_game_without_a_course_says_so(
    apps: list[NiwaApp], capsys: pytest.CaptureFixture[str], courseless: str
) -> None:
    assert main(["learn", courseless]) == 1
    err = capsys.readouterr().err
    have = ", ".join(TITLES[g] for g in lessons.course.games_with_courses())
    assert err.startswith(
        f"niwa: {TITLES[courseless]} has no lessons yet (courses so far: {have})."
    )
    assert "Seikatsu" in have
    assert f"niwa rules {courseless}" in err and err.count("\n") == 1
    assert apps == []
