"""Who scored what: the score breakdown of a replay, for ``niwa score`` and the app.

Scores belong to sides (a seat, or a team of seats); a side is named after its
players, and a team also by the game's name for it ("Ann & Cy (pink team)").
"""

from __future__ import annotations

from typing import Any

import msgspec

from engine.core import Score
from replays.timeline import Timeline


class BreakdownLine(msgspec.Struct, frozen=True):
    rule: str
    points: int
    detail: str


class SideScore(msgspec.Struct, frozen=True):
    name: str
    score: int
    breakdown: list[BreakdownLine]


class ScoreReport(msgspec.Struct, frozen=True):
    """The ``niwa score --json`` shape; ``winners`` is empty while the game is unfinished."""

    game: str
    players: list[SideScore]
    winners: list[str]
    tiebreak: str | None


def side_names(timeline: Timeline, ply: int | None = None) -> list[str]:
    """A name per side: the player's, or a team's players joined with the team's name."""
    game = timeline.game
    state = timeline.state_at(len(timeline) if ply is None else ply)
    teams = game.sides(state)
    members: list[list[str]] = [[] for _ in teams]
    for seat, player in enumerate(timeline.replay.players):
        members[game.side_of(state, seat)].append(player)
    return [
        names[0] if len(names) == 1 else f"{' & '.join(names)} ({team})"
        for names, team in zip(members, teams, strict=True)
    ]


def seat_name(timeline: Timeline, seat: int) -> str:
    """A seat's player, or "the dealer" for CHANCE (draws, deals)."""
    players = timeline.replay.players
    return players[seat] if 0 <= seat < len(players) else "the dealer"


def score_report(timeline: Timeline) -> ScoreReport:
    """Every Score event by side, in order, with the totals and (when over) the winners."""
    names = side_names(timeline)
    lines: list[list[BreakdownLine]] = [[] for _ in names]
    for _, event in timeline.all_events():
        if isinstance(event, Score):
            lines[event.side].append(BreakdownLine(event.rule, event.points, event.detail))
    scores = timeline.scores_at(len(timeline))
    winners: list[str] = []
    tiebreak: str | None = None
    if timeline.is_over:
        final: Any = timeline.game.final_scoring(timeline.final_state())
        winners = [names[side] for side in final.winners]
        tiebreak = final.tiebreak
    return ScoreReport(
        game=timeline.replay.game,
        players=[
            SideScore(name, score, breakdown)
            for name, score, breakdown in zip(names, scores, lines, strict=True)
        ],
        winners=winners,
        tiebreak=tiebreak,
    )
