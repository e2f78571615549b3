"""A Spanish lesson on the lesson screen (issue 29): its words are the Spanish file's, its
quiz buttons show the Spanish labels, the right one is marked right, and a wrong one is
explained in Spanish, while the engine checks the English values behind the labels."""

from __future__ import annotations

import pytest
from textual.widgets import Button

from lessons.course import course, games_with_courses, translated_lessons
from lessons.format import QuizStep
from lessons.runner import LessonRunner
from tests.tutor.conftest import quiet_app
from tests.tutor.lessons_helpers import lesson_screen, shown
from tutor.screens.lesson import LessonScreen


def _labelled_quiz(game_id: str) -> tuple[int, int, QuizStep, str, str]:
    """The first quiz of the course whose choices have Spanish labels (one with a ``why``
    where the course has one): the lesson, the step, the step, its right label and a
    wrong label (one its ``why`` explains, if any)."""
    found = []
    for index, item in enumerate(course(game_id)):
        runner = LessonRunner(item.lesson, item.id)
        for step_index, step in enumerate(item.lesson.steps):
            if isinstance(step, QuizStep) and step.values:
                right = str(runner.answer(step_index))
                wrongs = [label for label in step.choices if label != right]
                explained = [
                    label
                    for label, value in zip(step.choices, step.values, strict=True)
                    if value in step.why
                ]
                found.append((index, step_index, step, right, (explained or wrongs)[0]))
    assert found, f"{game_id}: no quiz with labelled choices"
    return next((quiz for quiz in found if quiz[2].why), found[0])


@pytest.mark.parametrize(
    "game_id", [g for g in games_with_courses() if translated_lessons(g, "es")]
)
async def test_a_spanish_quiz_is_answered_by_its_labels(game_id: str, spanish: None) -> None:
    index, step_index, step, right, wrong = _labelled_quiz(game_id)
    lessons = course(game_id)
    app = quiet_app(start=lambda app: LessonScreen(game_id, lessons, index, step=step_index))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = lesson_screen(app)
        labels = [
            str(screen.query_one(f"#answer-{i}", Button).label) for i in range(len(step.choices))
        ]
        assert labels == step.choices and right in labels and wrong in labels
        await pilot.click(f"#answer-{labels.index(wrong)}")
        await pilot.pause()
        value = step.values[step.choices.index(wrong)]
        assert wrong in shown(screen, "#feedback")
        if value in step.why:
            assert step.why[value][:40] in shown(screen, "#feedback")
        await pilot.click(f"#answer-{labels.index(right)}")
        await pilot.pause()
        assert step.explain[:40] in shown(screen, "#feedback")
        button = screen.query_one(f"#answer-{labels.index(right)}", Button)
        assert button.has_class("-right")
