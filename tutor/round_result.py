"""A round's result, for every game scored round by round (issue 22).

Play stops when the engine's ``round_of`` moves on (the dealer's deal or reveal that
opens the next round waits for the person), so a round never runs straight into the
next: the board shows the position the round ended in, and this text says what the
round brought each side and where they stand, from the Score events of the moves
that ``Timeline.round_at`` puts in that round. Private points (a face-down card)
stay hidden from a seat that may not read them, as everywhere (``hidden_from``). A
game adds its own lines (coins, who starts next) through ``GamePlugin.round_notes``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text

from engine.core import Score
from engine.i18n import _
from replays.explain import Table, hidden_from, score_text
from replays.timeline import Timeline


def round_points(timeline: Timeline, rounds: range, perspective: int | None) -> list[int | None]:
    """Each side's points scored in ``rounds`` (None: some of them hidden from
    ``perspective``; a negative one is no seat, which reads no private score)."""
    game = timeline.game
    state = timeline.final_state()
    points: list[int | None] = [0] * len(game.sides(state))
    for ply, event in timeline.all_events():
        if not isinstance(event, Score) or timeline.round_at(ply) not in rounds:
            continue
        if event.private and perspective is not None and perspective < 0:
            points[event.side] = None  # a screen of no seat: every private score hidden
        elif hidden_from(game, state, event, perspective):
            points[event.side] = None
        elif points[event.side] is not None:
            points[event.side] = (points[event.side] or 0) + event.points
    return points


def round_result(
    timeline: Timeline,
    shown_state: Any,
    names: Sequence[str],
    ended: range,
    perspective: int | None,
    notes: Sequence[Text] = (),
) -> Text:
    """ "Round 1 is over." and a line per side: this round's points and the total."""
    game = timeline.game
    table = Table(game, shown_state, names)
    last = ended.stop - 1
    title = (
        _("Round {last} is over.").format(last=last)
        if len(ended) == 1
        else _("Rounds {first}-{last} are over.").format(first=ended.start, last=last)
    )
    text = Text(title, style="bold")
    totals = game.scores(shown_state)
    for side, points in enumerate(round_points(timeline, ended, perspective)):
        this_round = "?" if points is None else f"+{score_text(game, points)}"
        line = _("{side}: {this_round} this round, {total} in all").format(
            side=table.side(side), this_round=this_round, total=score_text(game, totals[side])
        )
        text.append("\n  " + line)
    for note in notes:
        text.append("\n")
        text.append_text(note)
    return text
