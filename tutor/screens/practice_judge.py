"""Practice's judge: a move tried on a puzzle, judged off the UI thread; the result saved.

:class:`PuzzleJudge` is an invisible widget Practice composes. A legal move is judged in a
thread worker as the review judges (paired endings against the review's best; solved when
the review would not mark it), so the screen answers meanwhile; Leave cancels it
(:meth:`stop`). Solved, or given up (``s``: the review's move shown), the puzzle's grade
is saved with when FSRS brings it back.
"""

from __future__ import annotations

import random
from typing import Any

import msgspec
from textual import work
from textual.widget import Widget
from textual.worker import Worker, get_current_worker

from engine.core import IllegalMove, Unseen
from engine.i18n import _
from lessons.practice import (
    PRACTICE_PAIRS,
    Grade,
    Puzzle,
    Verdict,
    grade_of,
    judge_answer,
    record,
)
from tutor.screens.base import niwa
from tutor.screens.practice_table import PracticeTable, saved


class PuzzleJudge(Widget):
    """Judges the moves tried on the puzzle shown (mounted with Practice, invisible)."""

    DEFAULT_CSS = """
    PuzzleJudge { display: none; }
    """

    def __init__(self, table: PracticeTable) -> None:
        super().__init__()
        self.table = table

    def submit(self, move: Any) -> bool:
        """A move tried: refused if illegal, else judged off the UI thread."""
        table = self.table
        if not table.entry_open():
            return False
        state = table.entry_state()
        try:
            table.game.apply(state, move)
        except IllegalMove as err:
            table.desk.refuse(err, table.ui.move_refs(move))
            return False
        except Unseen:  # legal as far as the seat can see; the judge plays it on fills
            pass
        puzzle = table.puzzle
        assert puzzle is not None
        table.desk.put_down()
        table.checking = move
        table.draw_feedback()
        table.show_puzzle()
        settings = niwa(self).settings
        pairs = settings.playouts or PRACTICE_PAIRS
        rng = random.Random(settings.seed) if settings.seed is not None else random.Random()
        self._judge(puzzle, move, pairs, rng)
        return True

    @work(thread=True, exclusive=True, group="practice")
    def _judge(self, puzzle: Puzzle, move: Any, pairs: int, rng: random.Random) -> None:
        worker = get_current_worker()
        verdict = judge_answer(
            self.table.game, puzzle, move, pairs, rng, cancelled=lambda: worker.is_cancelled
        )
        if not worker.is_cancelled:
            self.app.call_from_thread(self._judged, worker, puzzle, verdict)

    def _judged(self, worker: Worker[None], puzzle: Puzzle, verdict: Verdict) -> None:
        table = self.table
        if worker.is_cancelled or not self.is_attached or puzzle is not table.puzzle:
            return
        table.checking = None
        table.verdict = verdict
        if verdict.solved:
            self.finish(grade_of(table.misses, table.hinted, solved=True))
        else:
            table.misses += 1
        table.show_puzzle()

    def show_answer(self) -> None:
        """Give up: the review's move is shown, and the puzzle comes back soon."""
        table = self.table
        puzzle = table.puzzle
        if puzzle is None or table.finished is not None or table.checking is not None:
            return
        table.verdict = Verdict(False, _("the review found {move}.").format(move=puzzle.best))
        self.finish(Grade.AGAIN)
        table.show_puzzle()

    def finish(self, grade: Grade) -> None:
        """The puzzle went as ``grade``: saved, with when it comes back."""
        table = self.table
        puzzle = table.puzzle
        assert puzzle is not None
        table.finished = grade
        schedule = saved(self.app, lambda: record(puzzle, grade))
        if schedule is not None:
            table.queue[table.index] = msgspec.structs.replace(puzzle, schedule=schedule)

    def stop(self) -> None:
        """Leaving: the move being judged is let go."""
        self.workers.cancel_group(self, "practice")
