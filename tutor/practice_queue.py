"""Which kept puzzles and lesson steps Practice can show: practice.json is a file anyone
may have written, and courses change, so what no longer reads is left out (and counted)."""

from __future__ import annotations

from typing import Any

from engine.core import IllegalMove, PositionError, Unseen
from lessons.course import CourseLesson
from lessons.format import DoStep, QuizStep
from lessons.practice import Puzzle, StepCard


def playable(game: Any, puzzles: list[Puzzle]) -> tuple[list[Puzzle], int]:
    """The puzzles whose position and best move read in ``game`` (practice.json is a file
    anyone may have written: a line that does not parse is left out, not shown), and how many
    were left out."""
    kept = []
    for puzzle in puzzles:
        if puzzle.game != game.id:
            continue
        try:
            state = game.parse_position(puzzle.position)
            game.apply(state, game.parse_move(state, puzzle.best))
        except (PositionError, IllegalMove, ValueError):
            continue
        except Unseen:  # legal as far as the seat sees: the puzzle stands
            pass
        if game.to_move(state) != puzzle.seat:
            continue
        kept.append(puzzle)
    return kept, len(puzzles) - len(kept)


def answerable(
    lessons: list[CourseLesson], game_id: str, given: list[StepCard]
) -> tuple[list[StepCard], int]:
    """The ``StepCard``s whose lesson and step are still in ``game_id``'s course as a do or
    quiz step (practice.json is a file anyone may have written, and courses change), and
    how many were left out."""
    steps = {item.id: item.lesson.steps for item in lessons}
    kept = [
        card
        for card in given
        if card.game == game_id
        and card.step < len(steps.get(card.lesson, []))
        and isinstance(steps[card.lesson][card.step], DoStep | QuizStep)
    ]
    return kept, len(given) - len(kept)
