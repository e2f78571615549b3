"""The lesson file format: TOML decoded into strict msgspec Structs.

Unknown fields are errors, so a typo in a lesson names its file and field instead
of silently teaching nothing. Positions are never drawn: each step names the
moves (in the game's notation) that lead to it from the lesson's start.
"""

from __future__ import annotations

from typing import Any

import msgspec

from engine.i18n import _


class Goal(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """What a learner's move must do; every condition given must hold.

    ``moves`` are notation patterns (``*`` and ``?`` as in file names), e.g.
    ``K-*=W`` for "play a koi as a Waxwing anywhere". ``points`` and ``min_points``
    count in the game's unit (shurikens, demerits where the fewest win); ``best``
    asks for the best score possible, the fewest where the fewest win. ``kind``
    names a goal of the game's own (``lessons/<game>/goals.py``, e.g. "place on a
    layer") and ``args`` holds what it needs. ``text`` words the goal for the
    learner when the words niwa makes from the conditions would read badly (a
    pattern is notation, not a sentence): "play your Tanager on any allowed cell".
    """

    points: int | None = None
    min_points: int | None = None
    best: bool = False
    moves: list[str] = []
    kind: str | None = None
    args: dict[str, Any] = {}
    text: str = ""


class ReadStep(
    msgspec.Struct, tag_field="kind", tag="read", forbid_unknown_fields=True, frozen=True
):
    """Text beside a position, some cells highlighted."""

    title: str
    text: str
    rules: list[str]
    position: str = ""
    highlight: list[str] = []
    must: list[str] = []
    """What the seat to move may do here, as move patterns: a claim in the text that a
    seat must (or can only) do something is checked against the engine's legal moves."""


class DoStep(msgspec.Struct, tag_field="kind", tag="do", forbid_unknown_fields=True, frozen=True):
    """A position and a goal to reach with one move; several answers may be right."""

    title: str
    text: str
    rules: list[str]
    goal: Goal
    hint: str
    position: str = ""
    highlight: list[str] = []
    success: str = ""
    replies: str = ""
    """Moves made after a right answer (the other seats, the bag), shown to the learner."""
    why: dict[str, str] = {}
    """Why a tempting wrong move misses, by move pattern (``Tm-e3``, ``K-*=W``): shown at
    once with the verdict on a move it matches, legal or not."""
    teaches: list[str] = []
    """Rule ids this step's own text explains before it asks (``niwa lessons check`` lets
    a do or quiz step cite a rule no earlier step taught only if it teaches it here)."""
    must: list[str] = []
    """What the seat to move may do here, as move patterns: a claim in the text that a
    seat must (or can only) do something is checked against the engine's legal moves."""


class QuizStep(
    msgspec.Struct, tag_field="kind", tag="quiz", forbid_unknown_fields=True, frozen=True
):
    """A question about the position, answered by the engine.

    ``ask`` names what the engine computes: a generic question (lessons.questions)
    or one of the game's own (``lessons/<game>/questions.py``). ``answer`` is what
    the author expects, and `niwa lessons check` proves the engine agrees. The
    fields after ``choices`` are the question's parameters; ``args`` holds those
    of a game's own question, which decodes them strictly.

    A wrong answer is explained at once: ``why`` maps a wrong answer (a choice, or
    a typed answer) to why it is wrong, and ``hint`` points the way without giving
    the answer, shown from the first miss. ``explain`` says why the right answer is
    right, after it is given; a quiz with no ``hint`` shows ``explain`` after two
    misses instead, as a last resort.
    """

    title: str
    text: str
    rules: list[str]
    ask: str
    answer: int | str
    explain: str
    position: str = ""
    highlight: list[str] = []
    choices: list[str] = []
    side: int | None = None
    seat: int | None = None
    row: str | None = None
    move: str | None = None
    scores: list[int] = []
    args: dict[str, Any] = {}
    why: dict[str, str] = {}
    hint: str = ""
    teaches: list[str] = []
    """Rule ids this step's own text explains before it asks (``niwa lessons check`` lets
    a do or quiz step cite a rule no earlier step taught only if it teaches it here)."""
    must: list[str] = []
    """What the seat to move may do here, as move patterns: a claim in the text that a
    seat must (or can only) do something is checked against the engine's legal moves."""
    values: list[str] = []
    """The choices as the engine answers them, where ``choices`` holds their labels in
    another language (set by ``lessons.translation``; a lesson file leaves it out)."""

    def offered(self) -> list[str]:
        """The choices as the engine answers them (``answer`` and ``why`` use these)."""
        return self.values or self.choices

    def value_of(self, given: str) -> str:
        """The engine's word for an answer given by its label (itself if no label)."""
        for label, value in zip(self.choices, self.values, strict=False):
            if given.strip().casefold() == label.strip().casefold():
                return value
        return given

    def label_of(self, answer: int | str) -> int | str:
        """How the learner reads an engine answer: its choice's label, if it has one."""
        for label, value in zip(self.choices, self.values, strict=False):
            if str(answer) == value:
                return label
        return answer


class PlayStep(
    msgspec.Struct, tag_field="kind", tag="play", forbid_unknown_fields=True, frozen=True
):
    """Play on to the end against the computer (it also deals, with a fixed seed)."""

    title: str
    text: str
    rules: list[str]
    seat: int = 0
    seed: int = 1
    position: str = ""
    highlight: list[str] = []


Step = ReadStep | DoStep | QuizStep | PlayStep


class Lesson(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    title: str
    summary: str
    game: str
    steps: list[Step]
    options: dict[str, Any] = {}
    start: str = ""
    """Moves every step's position begins with (the step's own ``position`` follows)."""


class LessonFileError(ValueError):
    """A lesson file that cannot be used; the message names the file and the problem."""


MAX_LESSON_BYTES = 256 * 1024


def decode_lesson(data: bytes, name: str) -> Lesson:
    if len(data) > MAX_LESSON_BYTES:
        said = _("{file}: larger than {most} bytes")
        raise LessonFileError(said.format(file=name, most=MAX_LESSON_BYTES))
    try:
        lesson = msgspec.toml.decode(data, type=Lesson)
    except (msgspec.ValidationError, msgspec.DecodeError) as err:
        raise LessonFileError(f"{name}: {err}") from None
    except RecursionError:
        raise LessonFileError(_("{file}: nested too deep").format(file=name)) from None
    if any(isinstance(step, QuizStep) and step.values for step in lesson.steps):
        said = _("{file}: values are set by a translation, not written")
        raise LessonFileError(said.format(file=name))
    return lesson
