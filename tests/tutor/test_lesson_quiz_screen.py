"""A quiz on the lesson screen keeps its answer off the screen until it is answered.

For every game: the rules a quiz cites (whose words often are the answer) wait
until the learner has answered right; a wrong answer is explained at once, with
the quiz's own ``why`` and its hint.
"""

from __future__ import annotations

import pytest

from engine.registry import GAMES, get_game
from lessons.course import CourseLesson
from lessons.format import Lesson, QuizStep
from tests.tutor.conftest import quiet_app
from tests.tutor.lessons_helpers import lesson_screen, shown
from tutor.lesson_words import RULES_AFTER_ANSWER
from tutor.screens.lesson import LessonScreen


@pytest.mark.parametrize("game_id", GAMES)
async def test_a_quiz_shows_its_rules_only_once_answered(game_id: str) -> None:
    game = get_game(game_id)
    rule = next(iter(game.rules))
    quiz = QuizStep(
        title="Nothing yet",
        text="How many points has the first side scored before anyone moved?",
        rules=[rule.id],
        ask="score",
        side=0,
        answer=0,
        explain="Nobody has moved yet.",
        why={"1": "Nobody has moved yet: what could have scored?"},
        hint="Look at the scores beside the board.",
    )
    lesson = Lesson(title="Try", summary="s", game=game_id, steps=[quiz])
    app = quiet_app(start=lambda app: LessonScreen(game_id, [CourseLesson("01-try", lesson)], 0))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = lesson_screen(app)
        rules = shown(screen, "#step-rules")
        assert RULES_AFTER_ANSWER in rules and rule.text not in rules
        screen.answer("1")
        await pilot.pause()
        feedback = shown(screen, "#feedback")
        assert "Nobody has moved yet: what could have scored?" in feedback  # at the first miss
        assert "Hint: Look at the scores beside the board." in feedback
        assert rule.text[:30] not in shown(screen, "#step-rules")  # still hidden after a miss
        screen.answer("0")
        await pilot.pause()
        assert rule.title in shown(screen, "#step-rules")
        assert RULES_AFTER_ANSWER not in shown(screen, "#step-rules")
