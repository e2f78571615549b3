"""The cheapest way to hand in a garden's forbidden sets, for "if the game ended now".

During step 4 of a round ("los jugadores entregan los conjuntos prohibidos") every
seat from the passer on hands in its forbidden sets, choosing which set goes first
("1 2222 333": the Foursome then the Trips, or the Straight Flush alone); which is
better "depende de la situación con respecto a los puntos negativos que se muestran
en las cartas de demérito superiores". The game's end finishes that scoring ("termine
de puntuar esa ronda"), so a standing taken mid-surrender must count the sets still
to come. niwa's reading (rule karesansui.surrender.standing): each seat still to hand
in, in turn order, hands in the sets that cost it the fewest demerits given the decks
as the seats before it left them; among equally cheap ways, the first in niwa order
(forbidden sets are listed Trips, Foursomes, Straight Flushes).

The search is exhaustive over the order of hand-ins with a memo on (garden, decks),
bounded by :data:`MOST_NODES` whatever a position claims; past it, each step takes
the set whose card is cheapest now.
"""

from __future__ import annotations

from typing import Final

from engine.karesansui import components as C
from engine.karesansui import rocks as R

MOST_NODES: Final = 20_000
"""Gardens tried per seat before the plan falls back to the cheapest card each step."""

Plan = tuple[R.KindSet, ...]


def cheapest_plan(garden: R.Counts, taken: tuple[int, ...]) -> tuple[Plan, int]:
    """The sets ``garden`` hands in, in order, for the fewest demerits, and their total,
    the decks having given ``taken`` cards each so far."""
    memo: dict[tuple[R.Counts, tuple[int, ...]], tuple[Plan, int]] = {}
    budget = [MOST_NODES]

    def best(garden: R.Counts, taken: tuple[int, ...]) -> tuple[Plan, int]:
        key = (garden, taken)
        if key in memo:
            return memo[key]
        sets = R.forbidden_sets(garden)
        if not sets:
            return (), 0
        budget[0] -= 1
        if budget[0] < 0:
            return _greedy(garden, taken)
        found: tuple[Plan, int] | None = None
        for kind, types in sets:
            cost = C.card_value(kind, taken[kind])
            rest, more = best(_without(garden, types), _took(taken, kind))
            if found is None or cost + more < found[1]:
                found = ((kind, types), *rest), cost + more
        assert found is not None
        memo[key] = found
        return found

    return best(garden, taken)


def _greedy(garden: R.Counts, taken: tuple[int, ...]) -> tuple[Plan, int]:
    plan: list[R.KindSet] = []
    total = 0
    while sets := R.forbidden_sets(garden):
        kind, types = min(sets, key=lambda kind_set: C.card_value(kind_set[0], taken[kind_set[0]]))
        total += C.card_value(kind, taken[kind])
        plan.append((kind, types))
        garden, taken = _without(garden, types), _took(taken, kind)
    return tuple(plan), total


def _without(garden: R.Counts, types: tuple[int, ...]) -> R.Counts:
    left = list(garden)
    for t in types:
        left[t] -= 1
    return tuple(left)


def _took(taken: tuple[int, ...], kind: int) -> tuple[int, ...]:
    return taken[:kind] + (taken[kind] + 1,) + taken[kind + 1 :]
