"""Who scored what: the score breakdown of a replay, for ``niwa score`` and the app.

Scores belong to sides (a seat, or a team of seats); a side is named after its
players, and a team also by the game's name for it ("Ann & Cy (pink team)"): the
names come from the one explanation layer (``replays.explain.Table``).
"""

from __future__ import annotations

from typing import Any

import msgspec

from engine.core import Score
from engine.said import now
from replays.explain import Table
from replays.timeline import Timeline


class BreakdownLine(msgspec.Struct, frozen=True):
    """One Score event: its rule, points, phrase, what scored (``subject``) and the
    round it was scored in, as the game counts rounds (``Game.round_of``)."""

    rule: str
    points: int
    detail: str
    subject: str
    round: int


class SideScore(msgspec.Struct, frozen=True):
    """A side's score: ``given`` by the start position (a replay from a position: points
    not played here, in no line), plus its ``breakdown`` lines."""

    name: str
    score: int
    breakdown: list[BreakdownLine]
    given: int = 0


class ScoreReport(msgspec.Struct, frozen=True):
    """The ``niwa score --json`` shape; ``winners`` is empty while the game is unfinished."""

    game: str
    players: list[SideScore]
    winners: list[str]
    tiebreak: str | None


def table_at(timeline: Timeline, ply: int | None = None) -> Table:
    state = timeline.state_at(len(timeline) if ply is None else ply)
    return Table(timeline.game, state, timeline.replay.players)


def side_names(timeline: Timeline, ply: int | None = None) -> list[str]:
    """A name per side: the player's, or a team's players joined with the team's name."""
    table = table_at(timeline, ply)
    return [table.side(side) for side in range(len(table.side_names))]


def seat_name(timeline: Timeline, seat: int) -> str:
    """A seat's player, or the game's dealer for CHANCE ("the bag", "the deck")."""
    return table_at(timeline, 0).name(seat)


def score_report(timeline: Timeline) -> ScoreReport:
    """Every Score event by side, in order, with the totals and (when over) the winners."""
    names = side_names(timeline)
    lines: list[list[BreakdownLine]] = [[] for _ in names]
    for ply, event in timeline.all_events():
        if isinstance(event, Score):
            lines[event.side].append(
                BreakdownLine(
                    event.rule,
                    event.points,
                    now(event.detail),
                    now(event.subject),
                    timeline.round_at(ply),
                )
            )
    scores = timeline.scores_at(len(timeline))
    winners: list[str] = []
    tiebreak: str | None = None
    if timeline.is_over:
        final: Any = timeline.game.final_scoring(timeline.final_state())
        winners = [names[side] for side in final.winners]
        tiebreak = final.tiebreak
    given = timeline.given_scores()
    return ScoreReport(
        game=timeline.replay.game,
        players=[
            SideScore(name, score, breakdown, points)
            for name, score, breakdown, points in zip(names, scores, lines, given, strict=True)
        ],
        winners=winners,
        tiebreak=tiebreak,
    )
