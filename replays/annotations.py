"""A game review kept with its replay, so it is computed once.

The replay format has one annotation per move, its comment. A review is saved
there as one line per judged move, readable by a person and read back by
:func:`read_review`: ``[review seat 2] mistake: 4.10 points lost, best found Tb-c4``.
A comment the player wrote stays above it; reviewing again replaces the old line
of that seat. (A dedicated optional field, ``MoveRecord.review``, would be the
cleaner home: a minor-version addition, proposed in docs/replay-format.md.)
"""

from __future__ import annotations

import random
import re
from typing import Final, NamedTuple

from engine.players.review import Review, review
from engine.players.search import Budget
from replays.timeline import Timeline

_LINE: Final = re.compile(
    r"^\[review seat (?P<seat>\d+)\] (?P<mark>good|slip|mistake|blunder): "
    r"(?P<loss>\d+(?:\.\d+)?) (?P<unit>\w+) lost, best found (?P<best>.+)$"
)


class ReviewNote(NamedTuple):
    """One judged move as read back from its comment."""

    seat: int
    mark: str | None
    """'slip', 'mistake', 'blunder', or None for a good move."""
    loss: float
    unit: str
    best: str
    """The best move found, in the game's notation."""


def review_line(seat: int, mark: str | None, loss: float, unit: str, best: str) -> str:
    return f"[review seat {seat + 1}] {mark or 'good'}: {loss:.2f} {unit} lost, best found {best}"


def review_timeline(
    timeline: Timeline, seat: int, budget: Budget | None = None, rng: random.Random | None = None
) -> Review:
    """Review ``seat``'s moves in the main line of ``timeline``."""
    moves = [record.move for record in timeline.replay.moves]
    return review(timeline.game, timeline.replay.options, moves, seat, budget, rng)


def annotate(timeline: Timeline, done: Review) -> Timeline:
    """``timeline`` with each judged move's comment carrying its review line."""
    for judged in done.moves:
        kept = [
            line
            for line in (timeline.comment_at(judged.ply) or "").splitlines()
            if not _is_seat_line(line, done.seat)
        ]
        line = review_line(done.seat, judged.mark, judged.loss, done.unit, judged.best_text)
        timeline = timeline.with_comment(judged.ply, "\n".join([*kept, line]))
    return timeline


def read_review(timeline: Timeline, seat: int) -> dict[int, ReviewNote]:
    """The saved review of ``seat``, by ply (empty when the game was not reviewed)."""
    notes: dict[int, ReviewNote] = {}
    for ply in range(1, len(timeline) + 1):
        for line in (timeline.comment_at(ply) or "").splitlines():
            note = _note(line)
            if note is not None and note.seat == seat:
                notes[ply] = note
    return notes


def _note(line: str) -> ReviewNote | None:
    m = _LINE.match(line)
    if m is None:
        return None
    mark = None if m["mark"] == "good" else m["mark"]
    return ReviewNote(int(m["seat"]) - 1, mark, float(m["loss"]), m["unit"], m["best"])


def _is_seat_line(line: str, seat: int) -> bool:
    note = _note(line)
    return note is not None and note.seat == seat
