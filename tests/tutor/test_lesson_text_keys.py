"""A lesson's text longer than its panel is read with keys (issue 22: Seikatsu's lesson
text ran out of its panel at 120x40 with only the mouse wheel to scroll it): Shift+Down
scrolls it whatever has the focus, and the key bar offers "More text" while there is
more below."""

from __future__ import annotations

from textual.widget import Widget

from tests.tutor.conftest import quiet_app
from tutor.screens.course import CourseScreen
from tutor.screens.lesson import LessonScreen
from tutor.widgets.keybar import KeyBar


def long_step(screen: LessonScreen) -> bool:
    return bool(screen.query_one("#step-scroll", Widget).max_scroll_y)


async def test_shift_down_reads_on_where_a_step_text_runs_past_its_panel() -> None:
    app = quiet_app(start=lambda app: CourseScreen("seikatsu"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        course = app.screen
        assert isinstance(course, CourseScreen)
        lesson = course.open_lesson(5)  # lesson 6: its first step is longer than its panel
        await pilot.pause()
        lesson.go(0)
        await pilot.pause()
        await pilot.pause()
        box = lesson.query_one("#step-scroll", Widget)
        assert long_step(lesson) and box.scroll_y == 0
        assert "More text" in app.screen.query_one(KeyBar).render().plain
        await pilot.press("shift+down")
        await pilot.pause()
        assert box.scroll_y > 0
        await pilot.press("shift+up")
        await pilot.pause()
        assert box.scroll_y == 0
        for step in range(len(lesson.runner.steps)):  # a step that fits offers no such key
            lesson.go(step)
            await pilot.pause()
            await pilot.pause()
            if not long_step(lesson):
                assert "More text" not in app.screen.query_one(KeyBar).render().plain
                break
