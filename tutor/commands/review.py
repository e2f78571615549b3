"""``niwa review FILE --seat N``: the viewer's review (R) at the command line, as text or
JSON, so a review can be checked and scripted.

The judgement is the engine's (``engine/players/review.py``): per choice the seat made,
the best move found, the loss over paired endings with its 95% interval, and a mark
only where the interval's lower end clears the threshold.
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import Any

import msgspec

from engine.i18n import _, ngettext
from engine.players.review import Review
from engine.players.search import Budget
from engine.safe_text import shown
from engine.said import enc_hook
from replays import ReplayError, load, seat_name
from replays.annotations import review_timeline

_JSON = msgspec.json.Encoder(enc_hook=enc_hook)


class JudgedMove(msgspec.Struct, frozen=True):
    """One judged move of ``niwa review --json`` (documented in docs/replay-format.md)."""

    ply: int
    move: str
    best: str
    loss: float
    low: float
    high: float
    pairs: int
    mark: str | None


class ReviewReport(msgspec.Struct, frozen=True):
    seat: int
    player: str
    unit: str
    playouts: int
    moves: list[JudgedMove]


def run_review(args: argparse.Namespace) -> int:
    try:
        timeline = load(args.file)
    except ReplayError as err:
        print(f"niwa: {err}", file=sys.stderr)
        return 1
    seats = timeline.game.seats(timeline.state_at(0))
    if not 1 <= args.seat <= seats:
        said = _("niwa: --seat is 1..{seats} in this game, not {seat}")
        print(said.format(seats=seats, seat=args.seat), file=sys.stderr)
        return 2
    seat = args.seat - 1
    budget = Budget.fixed(args.playouts) if args.playouts else Budget(seconds=args.seconds or 1.0)
    done = review_timeline(timeline, seat, budget, random.Random(args.seed))
    report = _report(timeline, done)
    if args.json:
        print(_JSON.encode(report).decode())
    else:
        print("\n".join(_lines(report)))
    return 0


def _report(timeline: Any, done: Review) -> ReviewReport:
    return ReviewReport(
        seat=done.seat + 1,
        player=shown(seat_name(timeline, done.seat)),
        unit=done.unit,
        playouts=done.playouts,
        moves=[
            JudgedMove(m.ply, m.text, m.best_text, m.loss, m.low, m.high, m.pairs, m.mark)
            for m in done.moves
        ],
    )


def _lines(report: ReviewReport) -> list[str]:
    marked = [m for m in report.moves if m.mark]
    judged = ngettext("{count} choice judged", "{count} choices judged", len(report.moves))
    said = _("Review of {player} (seat {seat}): {judged}, {marked} marked")
    lines = [
        said.format(
            player=report.player,
            seat=report.seat,
            judged=judged.format(count=len(report.moves)),
            marked=len(marked),
        )
    ]
    for m in report.moves:
        ply = f"{m.ply:>3}"
        if m.best == m.move:
            lines.append(_("  ply {ply}  {move}: the best move found").format(ply=ply, move=m.move))
            continue
        said = _(
            "  ply {ply}  {move}: about {loss} {unit} worse than {best} "
            "({low} to {high} over {pairs} paired endings)"
        )
        line = said.format(
            ply=ply,
            move=m.move,
            loss=f"{m.loss:.1f}",
            unit=report.unit,
            best=m.best,
            low=f"{m.low:.1f}",
            high=f"{m.high:.1f}",
            pairs=m.pairs,
        )
        lines.append(line + (f": {m.mark}" if m.mark else ""))
    return lines
