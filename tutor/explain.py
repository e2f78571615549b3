"""Sentences about moves and points, for the play log, the viewer and the score sheet.

Everything here is built as rich Text from plain strings, never parsed as markup:
a player called "[bold]Ann" is shown exactly as typed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from rich.text import Text

from engine.core import CHANCE, Game, GameOver, Log, Rule, Score


def side_label(game: Game[Any, Any, Any], state: Any, names: Sequence[str], side: int) -> str:
    """Who a side is: ``"Ann (pink)"``, or ``"pink team: Ann & Cy"`` for a team."""
    seats = [s for s in range(game.seats(state)) if game.side_of(state, s) == side]
    side_name = game.sides(state)[side]
    who = " & ".join(names[s] for s in seats if s < len(names))
    if len(seats) == 1:
        return f"{who} ({side_name})"
    return f"{side_name}: {who}"


def seat_label(game: Game[Any, Any, Any], state: Any, names: Sequence[str], seat: int) -> str:
    if seat == CHANCE:
        return "the bag"
    side_name = game.sides(state)[game.side_of(state, seat)]
    name = names[seat] if seat < len(names) else f"seat {seat + 1}"
    return f"{name} ({side_name})"


def unit(game: Game[Any, Any, Any]) -> str:
    """What the game counts: points, shurikens, demerits."""
    return str(getattr(game, "score_unit", "points"))


def score_text(game: Game[Any, Any, Any], points: int) -> str:
    """``12 points``; a score a view hides (negative, HIDDEN_SCORE) reads ``?``."""
    return f"{'?' if points < 0 else points} {unit(game)}"


def hidden_from(
    game: Game[Any, Any, Any], state: Any, event: Score, perspective: int | None
) -> bool:
    """A private Score (a face-down card) that ``perspective`` may not read."""
    if not event.private or perspective is None:
        return False
    seats = range(game.seats(state))
    return not any(s == perspective and game.side_of(state, s) == event.side for s in seats)


def rule_line(rule: Rule) -> Text:
    """``Rule: <title>. <our paraphrase> (<section>)``, with niwa's rulings marked."""
    text = Text.assemble(("Rule: ", "bold"))
    text.append(rule.title, style="bold")
    text.append(". ")
    text.append(rule.text)
    text.append(f" ({rule.section})", style="dim")
    if rule.ruling:
        text.append(" niwa's ruling", style="bold yellow")
    return text


def log_text(log: Log, perspective: int | None) -> str:
    """The log line as ``perspective`` may read it (None: everything open)."""
    if log.private is not None and (perspective is None or perspective == log.seat):
        return log.private
    return log.text


def event_texts(
    game: Game[Any, Any, Any],
    state: Any,
    names: Sequence[str],
    events: Iterable[Any],
    perspective: int | None = None,
    *,
    with_rules: bool = True,
) -> list[Text]:
    """One paragraph per event: what happened, the points, and the rule behind them."""
    out: list[Text] = []
    for event in events:
        if isinstance(event, Score):
            text = Text()
            if hidden_from(game, state, event, perspective):
                text.append(side_label(game, state, names, event.side), style="bold")
                text.append(f" scored {unit(game)}: how much is hidden from you.")
                out.append(text)
                continue
            gained = (
                f"+{event.points}" if unit(game) == "points" else f"+{event.points} {unit(game)}"
            )
            text.append(f"{gained} ", style="bold green")
            text.append(side_label(game, state, names, event.side), style="bold")
            text.append(f": {event.detail}")
            if with_rules and event.rule in game.rules:
                text.append("\n")
                text.append_text(rule_line(game.rules[event.rule]))
            out.append(text)
        elif isinstance(event, Log):
            said = log_text(event, perspective)
            if event.seat == CHANCE:
                out.append(Text(said[:1].upper() + said[1:] + ".", style="dim"))
            else:
                who = seat_label(game, state, names, event.seat)
                out.append(Text(f"{who} {said}."))
        elif isinstance(event, GameOver):
            winners = " and ".join(side_label(game, state, names, s) for s in event.winners)
            text = Text.assemble(("Game over: ", "bold"))
            text.append(f"{winners} {'wins' if len(event.winners) == 1 else 'win'}.")
            if with_rules and event.rule in game.rules:
                text.append("\n")
                text.append_text(rule_line(game.rules[event.rule]))
            out.append(text)
    return out


def move_label(
    game: Game[Any, Any, Any],
    state_before: Any,
    move: Any,
    events: Sequence[Any],
    perspective: int | None = None,
) -> str:
    """A move in notation; a draw as the seat watching may know it (``drew a tile``)."""
    if game.to_move(state_before) == CHANCE:
        logs = [e for e in events if isinstance(e, Log)]
        if logs:
            return log_text(logs[0], perspective)
    return str(game.move_text(move))


def points_of(events: Iterable[Any]) -> int:
    return sum(e.points for e in events if isinstance(e, Score))


def shown_points(
    game: Game[Any, Any, Any], state: Any, events: Iterable[Any], perspective: int | None
) -> int | None:
    """The points of a move as ``perspective`` may know them (None: some are hidden)."""
    scores = [e for e in events if isinstance(e, Score)]
    if any(hidden_from(game, state, e, perspective) for e in scores):
        return None
    return sum(e.points for e in scores)
