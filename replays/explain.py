"""Events told as sentences, each naming the rule it follows (by its catalogue title)."""

from __future__ import annotations

from engine.core import Event, GameOver, Log, Score
from replays.report import seat_name, side_names
from replays.timeline import Timeline


def rule_title(timeline: Timeline, rule_id: str) -> str:
    rules = timeline.game.rules
    return rules[rule_id].title if rule_id in rules else rule_id


def sees_side(timeline: Timeline, ply: int, seat: int | None, side: int) -> bool:
    """Whether ``seat`` (None: all open) may see what ``side`` keeps private."""
    return seat is None or timeline.game.side_of(timeline.state_at(ply), seat) == side


def _points(n: int) -> str:
    return f"{n} point" if abs(n) == 1 else f"{n} points"


def explain(timeline: Timeline, ply: int, event: Event, seat: int | None = None) -> str:
    """One sentence for ``event`` of move ``ply``, as ``seat`` may know it (None: all open)."""
    if isinstance(event, Score):
        who = side_names(timeline, ply)[event.side]
        title = rule_title(timeline, event.rule)
        if event.private and not sees_side(timeline, ply, seat, event.side):
            return f"{who} scores, how much is hidden from you — {title}."
        unit = timeline.game.score_unit
        amount = f"{event.points} {unit}" if unit != "points" else _points(event.points)
        return f"{who} scores {amount} — {title}: {event.detail}."
    if isinstance(event, Log):
        who = seat_name(timeline, event.seat) if event.seat >= 0 else "The dealer"
        text = event.private if event.private and seat in (None, event.seat) else event.text
        return f"{who}: {text} — {rule_title(timeline, event.rule)}."
    if isinstance(event, GameOver):
        names = side_names(timeline, ply)
        won = " and ".join(names[side] for side in event.winners)
        verb = "wins" if len(event.winners) == 1 else "share the win"
        return f"The game is over: {won} {verb} — {rule_title(timeline, event.rule)}."
    return f"{type(event).__name__}: {event}"
