"""The Karesansui course as a learner meets it in the app, every step done right.

The board is still the generic text board (part 1 of issue 14); this proves that
every lesson opens, every do step takes its right move through the screen, every
quiz takes the engine's answer, and the guided game plays to its score sheet.
"""

from __future__ import annotations

from lessons.course import course
from tests.tutor.conftest import quiet_app
from tests.tutor.lessons_helpers import shown
from tests.tutor.test_lessons_course import card_text, take_the_whole_course
from tutor.screens.course import CourseScreen
from tutor.screens.home import HomeScreen

GAME_ID = "karesansui"


async def test_the_whole_karesansui_course_done_right() -> None:
    total = len(course(GAME_ID))
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        assert f"Learn 0/{total}" in card_text(app, GAME_ID)
        app.action_learn(GAME_ID)
        await pilot.pause()
        listing = app.screen
        assert isinstance(listing, CourseScreen)
        listing.open_lesson(0)
        await pilot.pause()
        await take_the_whole_course(app, pilot, GAME_ID)
        assert app.screen is listing
        title = shown(listing, "#course-title")
        assert title.startswith(f"Karesansui: {total} of {total} lessons done")
        await pilot.press("escape")
        assert isinstance(app.screen, HomeScreen)
        assert f"Learn {total}/{total}" in card_text(app, GAME_ID)
