"""`niwa lessons check`: prove every lesson teaches only what the rules allow.

Each file must decode, every position must build through the engine, every
cited rule must exist, every goal must be reachable, every quiz answer must be
the engine's, every ``why`` must explain a wrong answer (never a right one), and
every guided game must reach its end; and every step must be honest
(``lessons.honesty``): nothing asked before it is taught, no answer given away,
no claim about what a seat must do that the engine's legal moves deny.
"""

from __future__ import annotations

import random
from fnmatch import fnmatchcase

from engine.core import IllegalMove
from engine.greedy import greedy_move
from engine.i18n import _
from engine.language import DEFAULT, Language, current_language, use_language
from lessons import honesty
from lessons.course import course, games_with_courses
from lessons.format import DoStep, LessonFileError, PlayStep, QuizStep
from lessons.kinds import Answer
from lessons.questions import QuestionError, same_answer
from lessons.runner import LessonRunner

MAX_GUIDED_PLIES = 400


def check_game(game_id: str, language: Language | None = None) -> list[str]:
    """Every problem found in a game's course, one line each (empty: all good), in
    ``language`` (by default the one spoken now): a translation that does not match
    its English lesson is a problem too."""
    spoken = current_language()
    use_language(spoken if language is None else language)  # the engine speaks it too
    try:
        return _check_course(game_id)
    finally:
        use_language(spoken)


def _check_course(game_id: str) -> list[str]:
    try:
        lessons = course(game_id)
    except LessonFileError as err:
        return [str(err)]
    problems: list[str] = []
    taught: set[str] = set()  # the course is read in order: what earlier lessons taught
    for item in lessons:
        runner = LessonRunner(item.lesson, f"lessons/{game_id}/{item.id}")
        problems.extend(check_lesson(runner, taught))
    return problems


def check_lesson(runner: LessonRunner, taught: set[str] | None = None) -> list[str]:
    """Every problem of one lesson; ``taught`` (the rules earlier lessons taught) grows
    with what this one teaches."""
    problems: list[str] = []
    taught = set() if taught is None else taught
    name = runner.lesson_id
    for index, step in enumerate(runner.steps):
        where = _("{lesson} step {number} ({title})").format(
            lesson=name, number=index + 1, title=step.title
        )
        problems.extend(honesty.untaught(step, taught, where))
        taught |= honesty.learned(step)
        for rule in step.rules:
            if rule not in runner.game.rules:
                problems.append(_("{where}: unknown rule id {rule}").format(where=where, rule=rule))
        if not step.rules:
            problems.append(_("{where}: names no rule it teaches").format(where=where))
        try:
            state = runner.position(index)
            problems.extend(honesty.must_claims(runner, index, where))
            if isinstance(step, DoStep):
                problems.extend(_check_do(runner, index, where))
            elif isinstance(step, QuizStep):
                expected = runner.engine_answer(index)
                if expected != step.answer:
                    said = _("{where}: the file says {file} but the engine says {engine}")
                    problems.append(
                        said.format(where=where, file=repr(step.answer), engine=repr(expected))
                    )
                if step.choices and str(expected) not in step.offered():
                    said = _("{where}: the right answer {answer} is not a choice")
                    problems.append(said.format(where=where, answer=repr(expected)))
                problems.extend(_check_why_answers(step, expected, where))
                if current_language() == DEFAULT:
                    # Reads English sentences (a question's words against the board's
                    # labels); a translation asks the same about the same position, and
                    # the English course is checked too.
                    problems.extend(honesty.visible_answer(runner, index, where))
            elif isinstance(step, PlayStep):
                problems.extend(_check_play(runner, index, state, where))
        except (LessonFileError, QuestionError) as err:
            problems.append(f"{where}: {err}")  # the error's own words
    return problems


def _check_do(runner: LessonRunner, index: int, where: str) -> list[str]:
    state = runner.position(index)
    if runner.game.to_move(state) < 0:
        return [_("{where}: nobody is to play in this position").format(where=where)]
    right = runner.right_moves(index)
    if not right:
        return [_("{where}: no legal move reaches the goal").format(where=where)]
    given_away = honesty.goal_gives_away(runner, index, right, where)
    step = runner.steps[index]
    assert isinstance(step, DoStep)
    try:
        runner.play_script(runner.game.apply(state, right[0]).state, step.replies, "replies")
    except LessonFileError as err:
        return [f"{where}: {err}"]
    return (
        given_away
        + [
            _("{where}: why '{pattern}' matches a right move, {move}").format(
                where=where, pattern=pattern, move=text
            )
            for pattern in step.why
            for text in [runner.game.move_text(m) for m in right]
            if fnmatchcase(text, pattern)
        ][:1]
    )


def _check_why_answers(step: QuizStep, expected: Answer, where: str) -> list[str]:
    """A quiz's ``why`` explains wrong answers only, and only answers it offers."""
    problems = []
    for wrong in step.why:
        if same_answer(wrong, expected):
            said = _("{where}: why '{answer}' is the right answer, not a wrong one")
            problems.append(said.format(where=where, answer=wrong))
        elif step.choices and wrong not in step.offered():
            said = _("{where}: why '{answer}' is not one of the choices")
            problems.append(said.format(where=where, answer=wrong))
    return problems


def _check_play(runner: LessonRunner, index: int, state: object, where: str) -> list[str]:
    step = runner.steps[index]
    assert isinstance(step, PlayStep)
    rng = random.Random(step.seed)
    for _ply in range(MAX_GUIDED_PLIES):
        state, _events = runner.advance(index, state, rng)
        if runner.game.is_over(state):
            return []
        try:
            state = runner.game.apply(state, greedy_move(runner.game, state)).state
        except IllegalMove as err:  # pragma: no cover - greedy only plays legal moves
            return [f"{where}: {err}"]
    said = _("{where}: the guided game does not end within {most} plies")
    return [said.format(where=where, most=MAX_GUIDED_PLIES)]


def check_all() -> list[str]:
    problems: list[str] = []
    for game_id in games_with_courses():
        problems.extend(check_game(game_id))
    return problems


def taught_rules(game_id: str) -> set[str]:
    """Rule ids cited by any step of the game's course."""
    return {rule for item in course(game_id) for step in item.lesson.steps for rule in step.rules}


def practised_rules(game_id: str) -> set[str]:
    """Rule ids the learner works with, in a *do* or *quiz* step (not only reads)."""
    return {
        rule
        for item in course(game_id)
        for step in item.lesson.steps
        if isinstance(step, DoStep | QuizStep)
        for rule in step.rules
    }


PRACTISED_SHARE = 0.8
"""The share of a game's catalogue its course must practise, not only cite."""
