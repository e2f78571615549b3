"""What a seat's surrenders cost: every order it may hand its forbidden sets in.

The rulebook's "1 2222 333" garden may give the Foursome then the Trips (two
cards) or only the Straight Flush (one card); which is cheaper depends on the
decks' next cards (rules karesansui.surrender.order, karesansui.demerits.values).
Both the questions and the goals of the course ask this, so it lives here once.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engine.core import Game, Score
from engine.karesansui.game import SURRENDER, State
from engine.karesansui.moves import Done, Surrender


def demerits_of(game: Game[Any, Any, Any], state: State, move: Any) -> tuple[State, int]:
    """The position after ``move`` and the demerits it gives the seat that made it."""
    seat = state.seat
    step = game.apply(state, move)
    points = sum(e.points for e in step.events if isinstance(e, Score) and e.side == seat)
    return step.state, points


def orders(game: Game[Any, Any, Any], state: State) -> Iterator[tuple[tuple[str, ...], int]]:
    """Each order the seat to move may surrender in until its garden is clean, as move
    texts, with the demerits it costs (an already clean garden: one empty order)."""
    seat = state.seat
    if state.phase != SURRENDER:
        return
    moves = [m for m in game.legal_moves(state) if isinstance(m, Surrender)]
    if not moves:
        yield (), 0
        return
    for move in moves:
        after, points = demerits_of(game, state, move)
        text = game.move_text(move)
        if after.phase == SURRENDER and after.seat == seat:
            for rest, more in orders(game, after):
                yield (text, *rest), points + more
        else:  # pragma: no cover - a surrender never ends the seat's turn; done does
            yield (text,), points


def fewest_demerits(game: Game[Any, Any, Any], state: State) -> int:
    """The fewest demerits the seat to move can clean its garden for."""
    return min(cost for _, cost in orders(game, state))


def order_cost(game: Game[Any, Any, Any], state: State, texts: list[str]) -> int:
    """The demerits a given order of surrenders costs, played through the engine
    (an illegal one raises, naming the rule)."""
    total = 0
    for text in texts:
        move = game.parse_move(state, text)
        if isinstance(move, Done):
            break
        state, points = demerits_of(game, state, move)
        total += points
    return total
