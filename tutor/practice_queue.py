"""Which kept puzzles and lesson steps Practice can show: practice.json is a file anyone
may have written, and courses change, so what no longer reads is left out (and counted).
:func:`due_queue` is Practice's queue: what is due (or given), as far as it reads."""

from __future__ import annotations

from typing import Any

from engine.core import IllegalMove, PositionError, Unseen
from lessons.course import CourseLesson
from lessons.format import DoStep, QuizStep
from lessons.practice import Practice, Puzzle, StepCard, load_deck, utc_now


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


def due_queue(
    game: Any,
    lessons: list[CourseLesson],
    puzzles: list[Puzzle] | None,
    steps: list[StepCard] | None,
) -> tuple[list[Puzzle | StepCard], int]:
    """What Practice shows: the lesson steps first (they are quick), then the puzzles (the
    ones given, else those saved practice has due now), and how many do not read here."""
    kept = load_deck() if puzzles is None or steps is None else Practice()
    given = puzzles if puzzles is not None else kept.due(game.id, utc_now())
    due_steps = steps if steps is not None else kept.due_steps(game.id, utc_now())
    found, left_out = playable(game, given)
    step_cards, steps_left_out = answerable(lessons, game.id, due_steps)
    return [*step_cards, *found], left_out + steps_left_out
