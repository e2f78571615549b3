"""Running a lesson: building each step's position and judging the learner.

The runner holds no screen: the app shows what it returns, and the tests and
`niwa lessons check` drive it the same way.
"""

from __future__ import annotations

import random
from fnmatch import fnmatchcase
from typing import Any

import msgspec

from engine.core import CHANCE, Event, Game, IllegalMove, Score
from engine.greedy import greedy_move, immediate_points
from engine.registry import get_game
from lessons.format import DoStep, Goal, Lesson, LessonFileError, PlayStep, QuizStep, Step
from lessons.questions import Answer, compute, same_answer

HINT_AFTER_MISSES = 2


class Feedback(msgspec.Struct, frozen=True):
    """The verdict on one try, ready to show.

    ``rule`` is the rule id that explains a refusal; ``hint`` is set once the
    learner has missed twice; ``state`` is the position to show next.
    """

    correct: bool
    message: str
    rule: str | None = None
    hint: str | None = None
    state: Any = None
    events: tuple[Event, ...] = ()


def describe_goal(goal: Goal) -> str:
    parts = []
    if goal.points is not None:
        parts.append(f"score exactly {goal.points} point{'s' * (goal.points != 1)}")
    if goal.min_points is not None:
        parts.append(f"score at least {goal.min_points}")
    if goal.best:
        parts.append("score the most points possible")
    if goal.moves:
        parts.append("play a move like " + " or ".join(goal.moves))
    return ", and ".join(parts) or "make any legal move"


class LessonRunner:
    """One lesson in progress: positions are built once, misses are counted per step."""

    def __init__(self, lesson: Lesson, lesson_id: str = "") -> None:
        self.lesson = lesson
        self.lesson_id = lesson_id
        self.game: Game[Any, Any, Any] = get_game(lesson.game)
        try:
            self.options = msgspec.convert(lesson.options, type=self.game.options_type)
        except msgspec.ValidationError as err:
            raise LessonFileError(f"{lesson_id}: options: {err}") from None
        self._positions: dict[int, Any] = {}
        self.misses: dict[int, int] = {}

    @property
    def steps(self) -> list[Step]:
        return self.lesson.steps

    # -- positions ---------------------------------------------------------------

    def position(self, index: int) -> Any:
        """The state a step shows, played out from its moves through the engine."""
        if index not in self._positions:
            step = self.steps[index]
            script = f"{self.lesson.start} {step.position}"
            self._positions[index] = self.play_script(self.game.new_game(self.options), script)
        return self._positions[index]

    def play_script(self, state: Any, script: str, label: str = "") -> Any:
        for n, text in enumerate(script.split(), start=1):
            try:
                state = self.game.apply(state, self.game.parse_move(state, text)).state
            except (ValueError, IllegalMove) as err:
                where = label or "position"
                raise LessonFileError(
                    f"{self.lesson_id}: {where}, move {n} '{text}': {err}"
                ) from None
        return state

    # -- do steps ----------------------------------------------------------------

    def satisfies(self, goal: Goal, state: Any, move: Any) -> bool:
        """Whether a legal ``move`` from ``state`` reaches ``goal``."""
        points = immediate_points(self.game, state, move)
        if goal.points is not None and points != goal.points:
            return False
        if goal.min_points is not None and points < goal.min_points:
            return False
        if goal.best and points < self.best_points(state):
            return False
        text = self.game.move_text(move)
        return not goal.moves or any(fnmatchcase(text, pattern) for pattern in goal.moves)

    def best_points(self, state: Any, patterns: list[str] | None = None) -> int:
        moves = self.game.legal_moves(state)
        if patterns:
            moves = [
                m for m in moves if any(fnmatchcase(self.game.move_text(m), p) for p in patterns)
            ]
        return max((immediate_points(self.game, state, m) for m in moves), default=0)

    def right_moves(self, index: int) -> list[Any]:
        step = self.steps[index]
        assert isinstance(step, DoStep)
        state = self.position(index)
        return [m for m in self.game.legal_moves(state) if self.satisfies(step.goal, state, m)]

    def check_move(self, index: int, move: Any) -> Feedback:
        """Judge a move (a move Struct, or text in the game's notation)."""
        step = self.steps[index]
        if not isinstance(step, DoStep):
            raise ValueError(f"step {index + 1} is not a 'do' step")
        state = self.position(index)
        if isinstance(move, str):
            try:
                move = self.game.parse_move(state, move)
            except ValueError as err:
                return self._miss(index, str(err))
        try:
            result = self.game.apply(state, move)
        except IllegalMove as err:
            rule = self.game.rules[err.rule]
            return self._miss(
                index, f"Not allowed: {err.reason}. {rule.title}: {rule.text}", err.rule
            )
        if not self.satisfies(step.goal, state, move):
            side = self.game.side_of(state, self.game.to_move(state))
            points = sum(e.points for e in result.events if isinstance(e, Score) and e.side == side)
            possible = self.best_points(state, step.goal.moves or None)
            return self._miss(
                index,
                f"Legal, and it scores {points} point{'s' * (points != 1)}, but the goal is to "
                f"{describe_goal(step.goal)}. {possible} would have been possible.",
            )
        after = self.play_script(result.state, step.replies, "replies")
        message = step.success or "Right!"
        return Feedback(True, message, state=after, events=result.events)

    def _miss(self, index: int, message: str, rule: str | None = None) -> Feedback:
        self.misses[index] = self.misses.get(index, 0) + 1
        step = self.steps[index]
        hint = None
        if self.misses[index] >= HINT_AFTER_MISSES and isinstance(step, DoStep | QuizStep):
            hint = step.hint if isinstance(step, DoStep) else step.explain
        return Feedback(False, message, rule, hint)

    # -- quiz steps --------------------------------------------------------------

    def answer(self, index: int) -> Answer:
        step = self.steps[index]
        if not isinstance(step, QuizStep):
            raise ValueError(f"step {index + 1} is not a quiz")
        return compute(self.game, self.position(index), step)

    def check_answer(self, index: int, given: str) -> Feedback:
        step = self.steps[index]
        assert isinstance(step, QuizStep)
        expected = self.answer(index)
        if same_answer(given, expected):
            return Feedback(True, f"Right: {expected}. {step.explain}")
        return self._miss(index, f"Not quite: {given.strip() or '(nothing)'} is not the answer.")

    # -- play steps --------------------------------------------------------------

    def advance(self, index: int, state: Any, rng: random.Random) -> tuple[Any, list[Event]]:
        """Let the bag and the computer seats move until the learner is to play."""
        step = self.steps[index]
        assert isinstance(step, PlayStep)
        events: list[Event] = []
        while not self.game.is_over(state) and self.game.to_move(state) != step.seat:
            if self.game.to_move(state) == CHANCE:
                move = self.game.sample_chance(state, rng)
            else:
                move = greedy_move(self.game, state)
            result = self.game.apply(state, move)
            state = result.state
            events.extend(result.events)
        return state, events
