"""Which of Practice's keys act now: a puzzle's, a lesson step's, and those of neither."""

from __future__ import annotations

from lessons.practice import Puzzle, StepCard

STEP_HIDES = ("pick", "focus_board", "type_move", "hint", "show_answer")
"""The keys a lesson step has no use for: it is answered on the lesson screen (``o``)."""


def key_allowed(
    action: str, item: Puzzle | StepCard | None, finished: bool, judging: bool, missed: bool
) -> bool | None:
    """``o`` only on a lesson step not yet answered; a puzzle's keys only on a puzzle; the
    answer (``s``) while the puzzle is open and no move is being judged, the hint (``h``)
    once it was ``missed``, ``n`` once the item is ``finished``. None greys a key out;
    False hides it."""
    step = isinstance(item, StepCard)
    open_ = isinstance(item, Puzzle) and not finished
    if action == "open_step":  # offered only on a lesson step
        if not step:
            return False
        return True if not finished else None
    if step and action in STEP_HIDES:
        return False
    if action == "show_answer":
        return True if open_ and not judging else None
    if action == "next_puzzle":
        return True if item is not None and finished else None
    if action == "hint":
        return True if open_ and missed else None
    return True
