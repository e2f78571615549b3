"""A lesson's play step in progress: a game against the course's players, in plain Python.

The lesson screen shows it (the board, the log, the sheet at the end); this holds the
position, the dealer's generator, what was said and the cells to light, and moves it on.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rich.text import Text

from engine.core import Event, Game, Log, Step
from lessons.runner import LessonRunner
from tutor.lesson_words import score_marks


@dataclass
class GuidedGame:
    """A play step in progress: the position, the dealer's generator, what happened."""

    state: Any
    rng: random.Random
    log: list[Text] = field(default_factory=list)
    marks: dict[str, str] = field(default_factory=dict)

    def play(self, game: Game[Any, Any, Any], refs: Sequence[str], move: Any) -> Step[Any]:
        """The learner's ``move`` (touching ``refs``), made; IllegalMove leaves all as it was."""
        result = game.apply(self.state, move)
        self.marks = score_marks(result.events)
        self.marks.update({ref: "last" for ref in refs})
        self.state = result.state
        return result

    def advance(self, game: Game[Any, Any, Any], runner: LessonRunner, index: int) -> list[Event]:
        """The dealer and the other seats move (``runner.advance`` for step ``index``)
        until the learner is due; their events."""
        self.state, events = runner.advance(index, self.state, self.rng)
        if events:
            moved = [ref for e in events if isinstance(e, Log) and e.seat >= 0 for ref in e.refs]
            if moved:  # the computer played: its play replaces the learner's on the board
                self.marks = score_marks(events)
                self.marks.update({ref: "last" for ref in moved})
        if game.is_over(self.state):  # the end scored everything: mark just the last play
            self.marks = {ref: kind for ref, kind in self.marks.items() if kind == "last"}
        return events
