"""A game review kept with its replay, so it is computed once.

The replay format has one annotation per move, its comment. A review is saved
there as one line per judged move, readable by a person and read back by
:func:`read_reviews`:
``[review seat 2] mistake: 4.10 points lost (2.30 to 6.00 over 100 paired endings), best
found Tb-c4 (200 simulated endings)`` (the interval and the count may be missing: files
written before they were added; such a line's mark is then checked against the loss). A
comment the player wrote stays above it; reviewing again replaces the old line of
that seat. (A dedicated optional field, ``MoveRecord.review``, would be the cleaner
home: a minor-version addition, proposed in docs/replay-format.md.)

A replay may come from anyone, so a line is a review only when every part of it
holds: the seat is the one that moved at that ply, the unit is the game's, the
loss a bounded number inside its interval whose lower end earns exactly the mark
written (``MARKS``), the best
move a short printable text the game reads as a move there. Anything else is the
player's own comment and is shown as such (as plain text).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any, Final, NamedTuple

from engine.core import IllegalMove
from engine.players.review import Review, game_mark, review
from engine.players.search import Budget
from engine.safe_text import text_problem
from replays.format import MAX_COMMENT, MAX_SHORT
from replays.timeline import Timeline

_LINE: Final = re.compile(
    r"\[review seat (?P<seat>[1-9]\d?)\] (?P<mark>good|slip|mistake|blunder): "
    r"(?P<loss>\d{1,5}(?:\.\d{1,2})?) (?P<unit>[a-z]{1,16}) lost"
    r"(?: \((?P<low>\d{1,5}(?:\.\d{1,2})?) to (?P<high>\d{1,5}(?:\.\d{1,2})?)"
    r" over (?P<pairs>\d{1,7}) paired endings\))?, "
    rf"best found (?P<best>[^\n]{{1,{MAX_SHORT}}}?)"
    r"(?: \((?P<endings>\d{1,7}) simulated endings\))?"
)
"""One review line, whole (``fullmatch``); every quantifier bounded."""


class ReviewNote(NamedTuple):
    """One judged move as read back from its comment."""

    seat: int
    mark: str | None
    """'slip', 'mistake', 'blunder', or None for a good move."""
    loss: float
    unit: str
    best: str
    """The best move found, in the game's notation."""
    endings: int = 0
    """Simulated endings behind the judgement (0: not saved)."""
    low: float | None = None
    high: float | None = None
    """The loss's 95% interval (None: a line from before intervals were saved)."""
    pairs: int = 0
    """Paired endings the loss was measured on (0: not saved)."""


def review_line(
    seat: int,
    mark: str | None,
    loss: float,
    unit: str,
    best: str,
    endings: int = 0,
    interval: tuple[float, float, int] | None = None,
) -> str:
    """One saved judgement; ``interval`` is (low, high, paired endings)."""
    measured = ""
    if interval is not None:
        low, high, pairs = interval
        measured = f" ({low:.2f} to {high:.2f} over {pairs} paired endings)"
    line = f"[review seat {seat + 1}] {mark or 'good'}: {loss:.2f} {unit} lost{measured}"
    line = f"{line}, best found {best}"
    return f"{line} ({endings} simulated endings)" if endings else line


def review_timeline(
    timeline: Timeline,
    seat: int,
    budget: Budget | None = None,
    rng: random.Random | None = None,
    *,
    cancelled: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Review:
    """Review ``seat``'s moves in the main line of ``timeline``."""
    moves = [record.move for record in timeline.replay.moves]
    return review(
        timeline.game,
        timeline.replay.options,
        moves,
        seat,
        budget,
        rng,
        cancelled=cancelled,
        progress=progress,
        start=timeline.state_at(0),
    )


def review_lines(done: Review) -> dict[int, str]:
    """The line each judged move's comment gets, by ply."""
    return {
        m.ply: review_line(
            done.seat,
            *(m.mark, m.loss, done.unit, m.best_text, m.endings),
            (m.low, m.high, m.pairs) if m.pairs else None,
        )
        for m in done.moves
    }


def with_review_line(comment: str | None, seat: int, line: str) -> str:
    """``comment`` with ``seat``'s review line replaced by ``line`` (the rest kept, in order)."""
    kept = [old for old in (comment or "").splitlines() if _line_seat(old) != seat]
    return "\n".join([*kept, line])


def fitting_lines(timeline: Timeline, done: Review) -> tuple[dict[int, str], list[int]]:
    """The review lines that fit their move's comment in ``timeline``, by ply, and the
    plies whose comment has no room left (a player's comment near ``MAX_COMMENT``).

    A review is kept line by line: one full comment costs that move's line, not the
    whole review (issue 23); the caller says which moves were left without one.
    """
    fits: dict[int, str] = {}
    no_room: list[int] = []
    for ply, line in review_lines(done).items():
        if len(with_review_line(timeline.comment_at(ply), done.seat, line)) <= MAX_COMMENT:
            fits[ply] = line
        else:
            no_room.append(ply)
    return fits, no_room


def annotate(timeline: Timeline, done: Review) -> Timeline:
    """``timeline`` with each judged move's comment carrying its review line, where it fits
    (``fitting_lines`` says which did not)."""
    for ply, line in fitting_lines(timeline, done)[0].items():
        timeline = timeline.with_comment(
            ply, with_review_line(timeline.comment_at(ply), done.seat, line)
        )
    return timeline


def read_reviews(timeline: Timeline) -> dict[int, ReviewNote]:
    """Every saved review line of the main line that holds, by ply (a ply has one mover)."""
    notes: dict[int, ReviewNote] = {}
    for ply in range(1, len(timeline) + 1):
        for line in (timeline.comment_at(ply) or "").splitlines():
            note = _note(timeline, ply, line)
            if note is not None:
                notes[ply] = note
                break
    return notes


def read_review(timeline: Timeline, seat: int) -> dict[int, ReviewNote]:
    """The saved review of ``seat``, by ply (empty when the game was not reviewed)."""
    return {ply: note for ply, note in read_reviews(timeline).items() if note.seat == seat}


def player_comment(timeline: Timeline, ply: int) -> str | None:
    """Move ``ply``'s comment without the review lines that hold (the review tells them
    itself), or None if nothing is left. A line that only looks like one stays."""
    comment = timeline.comment_at(ply) or ""
    kept = [line for line in comment.splitlines() if _note(timeline, ply, line) is None]
    return "\n".join(kept) or None


def _line_seat(line: str) -> int | None:
    """The seat of a line written as a review line (checked against nothing else)."""
    m = _LINE.fullmatch(line)
    return None if m is None else int(m["seat"]) - 1


def _note(timeline: Timeline, ply: int, line: str) -> ReviewNote | None:
    m = _LINE.fullmatch(line)
    if m is None:
        return None
    game = timeline.game
    seat, loss, unit, best = int(m["seat"]) - 1, float(m["loss"]), m["unit"], m["best"]
    mark = None if m["mark"] == "good" else m["mark"]
    low = None if m["low"] is None else float(m["low"])
    high = None if m["high"] is None else float(m["high"])
    if low is not None and high is not None and not low <= loss <= high:
        return None
    before: Any = timeline.state_at(ply - 1)
    sure = loss if low is None else low  # the mark is earned by what the review is sure of
    if game.to_move(before) != seat or unit != game.score_unit or game_mark(game, sure) != mark:
        return None
    if text_problem(best, "best move", MAX_SHORT) is not None or not _reads_as_move(
        timeline, before, best
    ):
        return None
    endings, pairs = int(m["endings"] or 0), int(m["pairs"] or 0)
    return ReviewNote(seat, mark, loss, unit, best, endings, low, high, pairs)


def _reads_as_move(timeline: Timeline, state: Any, text: str) -> bool:
    try:
        timeline.game.parse_move(state, text)
    except (ValueError, IllegalMove):
        return False
    return True
