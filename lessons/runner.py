"""Running a lesson: building each step's position and judging the learner.

The runner holds no screen: the app shows what it returns, and the tests and
`niwa lessons check` drive it the same way.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from fnmatch import fnmatchcase
from typing import Any

import msgspec

from engine.core import CHANCE, Event, Game, IllegalMove, Score
from engine.greedy import greedy_move, immediate_points
from engine.i18n import _
from engine.registry import get_game
from lessons.format import DoStep, Goal, Lesson, LessonFileError, PlayStep, QuizStep, Step
from lessons.kinds import Answer, GoalKind, game_goals
from lessons.questions import compute, same_answer

HINT_AFTER_MISSES = 2
"""A do step's hint, or a quiz's ``explain`` where it has no hint, waits for a second miss."""


class Feedback(msgspec.Struct, frozen=True):
    """The verdict on one try, ready to show.

    ``rule`` is the rule id that explains a refusal; ``why`` is the lesson's own
    word on this particular miss (a ``why`` entry of the step); ``hint`` is set
    once a hint is due; ``state`` is the position to show next.
    """

    correct: bool
    message: str
    rule: str | None = None
    hint: str | None = None
    state: Any = None
    events: tuple[Event, ...] = ()
    why: str | None = None


def _amount(n: int, unit: str, game: Game[Any, Any, Any] | None = None) -> str:
    """``n`` of the score unit: the game's own words where a game is given."""
    if game is not None:
        return game.units(n)
    return f"{n} {unit.removesuffix('s') if n == 1 else unit}"


def describe_goal(goal: Goal, game: Game[Any, Any, Any] | None = None) -> str:
    """The goal in words, in the game's unit of score ("score exactly 3 points")."""
    if goal.text:
        return goal.text
    unit = game.score_unit if game else "points"
    parts = []
    if goal.points is not None:
        parts.append(_("score exactly {amount}").format(amount=_amount(goal.points, unit, game)))
    if goal.min_points is not None:
        parts.append(_("score at least {points}").format(points=goal.min_points))
    if goal.best:
        fewest = game is not None and game.lower_wins
        parts.append(
            (
                _("take the fewest {unit} possible")
                if fewest
                else _("score the most {unit} possible")
            ).format(unit=unit)
        )
    if goal.kind is not None and game is not None:
        kind = game_goals(game.id).get(goal.kind)
        parts.append(kind.describe(goal.args) if kind else goal.kind)
    if goal.moves:
        parts.append(_("play a move like {moves}").format(moves=_(" or ").join(goal.moves)))
    return _(", and ").join(parts) or _("make any legal move")


class LessonRunner:
    """One lesson in progress: positions are built once, misses are counted per step."""

    def __init__(self, lesson: Lesson, lesson_id: str = "") -> None:
        self.lesson = lesson
        self.lesson_id = lesson_id
        self.game: Game[Any, Any, Any] = get_game(lesson.game)
        try:
            self.options = msgspec.convert(lesson.options, type=self.game.options_type)
        except msgspec.ValidationError as err:
            said = _("{lesson}: options: {problem}").format(lesson=lesson_id, problem=err)
            raise LessonFileError(said) from None
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
                where = label or _("position")
                said = _("{lesson}: {where}, move {number} '{move}': {problem}")
                raise LessonFileError(
                    said.format(
                        lesson=self.lesson_id, where=where, number=n, move=text, problem=err
                    )
                ) from None
        return state

    # -- do steps ----------------------------------------------------------------

    def goal_kind(self, goal: Goal) -> GoalKind | None:
        """The game's own goal a do step names, or None; an unknown name is an error."""
        if goal.kind is None:
            return None
        kinds = game_goals(self.game.id)
        if goal.kind not in kinds:
            said = _("{lesson}: goal kind '{kind}' is not one of {game}'s (known: {known})")
            known = ", ".join(sorted(kinds)) or _("none")
            raise LessonFileError(
                said.format(
                    lesson=self.lesson_id, kind=goal.kind, game=self.game.title, known=known
                )
            )
        return kinds[goal.kind]

    def satisfies(self, goal: Goal, state: Any, move: Any) -> bool:
        """Whether a legal ``move`` from ``state`` reaches ``goal``."""
        points = immediate_points(self.game, state, move)
        if goal.points is not None and points != goal.points:
            return False
        if goal.min_points is not None and points < goal.min_points:
            return False
        if goal.best and points != self.best_points(state):
            return False
        text = self.game.move_text(move)
        if goal.moves and not any(fnmatchcase(text, pattern) for pattern in goal.moves):
            return False
        kind = self.goal_kind(goal)
        return kind is None or kind.holds(
            self.game, state, move, self.game.apply(state, move), goal.args
        )

    def best_points(self, state: Any, patterns: list[str] | None = None) -> int:
        """The best immediate score a move can make: the most, or the fewest where they win."""
        moves: Sequence[Any] = self.game.legal_moves(state)
        if patterns:
            moves = [
                m for m in moves if any(fnmatchcase(self.game.move_text(m), p) for p in patterns)
            ]
        scores = [immediate_points(self.game, state, m) for m in moves]
        if not scores:
            return 0
        return min(scores) if self.game.lower_wins else max(scores)

    def right_moves(self, index: int) -> list[Any]:
        step = self.steps[index]
        assert isinstance(step, DoStep)
        state = self.position(index)
        return [m for m in self.game.legal_moves(state) if self.satisfies(step.goal, state, m)]

    def check_move(self, index: int, move: Any) -> Feedback:
        """Judge a move (a move Struct, or text in the game's notation)."""
        step = self.steps[index]
        if not isinstance(step, DoStep):
            raise ValueError(f"step {index + 1} is not a 'do' step")  # a caller's bug
        state = self.position(index)
        if isinstance(move, str):
            try:
                move = self.game.parse_move(state, move)
            except ValueError as err:
                return self._miss(index, str(err))
        why = self.why_move(step, move)
        try:
            result = self.game.apply(state, move)
        except IllegalMove as err:
            rule = self.game.rules[err.rule]
            said = _("Not allowed: {reason}. {rule}: {text}")
            return self._miss(
                index,
                said.format(reason=err.reason, rule=rule.title, text=rule.text),
                err.rule,
                why,
            )
        if not self.satisfies(step.goal, state, move):
            goal = step.goal
            wanted = describe_goal(goal, self.game).rstrip(".")
            wanted = wanted[:1].lower() + wanted[1:]
            if goal.points is None and goal.min_points is None and not goal.best:
                # A goal about what the move does, not its score: no points to compare.
                said = _("Legal, but the goal is to {goal}.").format(goal=wanted)
                return self._miss(index, said, why=why)
            side = self.game.side_of(state, self.game.to_move(state))
            points = sum(e.points for e in result.events if isinstance(e, Score) and e.side == side)
            possible = self.best_points(state, goal.moves or None)
            unit = self.game.score_unit
            return self._miss(
                index,
                _(
                    "Legal, and it scores {amount}, but the goal is to {goal}. "
                    "{possible} would have been possible."
                ).format(amount=_amount(points, unit, self.game), goal=wanted, possible=possible),
                why=why,
            )
        after = self.play_script(result.state, step.replies, "replies")
        message = step.success or _("Right!")
        return Feedback(True, message, state=after, events=result.events)

    def why_move(self, step: DoStep, move: Any) -> str | None:
        """The step's own word on a move that misses (its first ``why`` pattern that matches)."""
        text = self.game.move_text(move)
        for pattern, why in step.why.items():
            if fnmatchcase(text, pattern):
                return why
        return None

    def _miss(
        self, index: int, message: str, rule: str | None = None, why: str | None = None
    ) -> Feedback:
        self.misses[index] = self.misses.get(index, 0) + 1
        misses = self.misses[index]
        step = self.steps[index]
        hint = None
        if isinstance(step, QuizStep):
            hint = step.hint or (step.explain if misses >= HINT_AFTER_MISSES else None)
        elif isinstance(step, DoStep) and misses >= HINT_AFTER_MISSES:
            hint = step.hint
        if why:
            message = f"{message} {why}"
        return Feedback(False, message, rule, hint or None, why=why)

    # -- quiz steps --------------------------------------------------------------

    def engine_answer(self, index: int) -> Answer:
        """The quiz's answer as the engine computes it (one of ``offered()``)."""
        step = self.steps[index]
        if not isinstance(step, QuizStep):
            raise ValueError(f"step {index + 1} is not a quiz")  # a caller's bug
        return compute(self.game, self.position(index), step)

    def answer(self, index: int) -> Answer:
        """The quiz's answer as the learner reads it: its choice's label in the lesson's
        language (the engine's own word where the choice has no label)."""
        step = self.steps[index]
        if not isinstance(step, QuizStep):
            raise ValueError(f"step {index + 1} is not a quiz")  # a caller's bug
        return step.label_of(self.engine_answer(index))

    def check_answer(self, index: int, given: str) -> Feedback:
        step = self.steps[index]
        assert isinstance(step, QuizStep)
        expected = self.engine_answer(index)
        value = step.value_of(given)
        if same_answer(value, expected):
            said = _("Right: {answer}. {why}").format(
                answer=step.label_of(expected), why=step.explain
            )
            return Feedback(True, said)
        why = next((text for wrong, text in step.why.items() if same_answer(value, wrong)), None)
        return self._miss(
            index,
            _("Not quite: {answer} is not the answer.").format(
                answer=given.strip() or _("(nothing)")
            ),
            why=why,
        )

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
