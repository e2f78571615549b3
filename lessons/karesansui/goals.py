"""Goals only a Karesansui do step sets: beat a bid, bid safely, surrender cheaply.

Piles in ``args`` count from 1, as the notation writes them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import Game, Step
from engine.karesansui import components as C
from engine.karesansui import rocks as R
from engine.karesansui.game import State
from engine.karesansui.moves import Bid, Done, Surrender
from lessons.karesansui import surrenders
from lessons.kinds import GoalKind


def _undercut(
    game: Game[Any, Any, Any], state: State, move: Any, step: Step[Any], args: Mapping[str, Any]
) -> bool:
    """A bid on ``args["pile"]`` that beats another player's standing bid there; with
    ``same_value``, of the same value in fewer rocks (karesansui.bid.lower)."""
    if not isinstance(move, Bid) or move.pile != int(args["pile"]) - 1:
        return False
    if state.bidders[move.pile] < 0:
        return False
    if args.get("same_value"):
        types = tuple(R.BY_CODE[code] for code in move.rocks)
        return R.value(types) == R.value(state.bids[move.pile])
    return True


def _describe_undercut(args: Mapping[str, Any]) -> str:
    how = " with a bid of the same value" if args.get("same_value") else ""
    return f"beat the standing bid on pile {args['pile']}{how}"


def _clean_if_won(
    game: Game[Any, Any, Any], state: State, move: Any, step: Step[Any], args: Mapping[str, Any]
) -> bool:
    """A bid that, if it wins, leaves the bidder's garden free of forbidden sets: the garden
    without the bid's rocks, with the pile's (karesansui.collect, karesansui.sets.forbidden)."""
    if not isinstance(move, Bid):
        return False
    garden = list(state.gardens[move.seat])
    for code in move.rocks:
        garden[R.BY_CODE[code]] -= 1
    for t in state.piles[move.pile]:
        garden[t] += 1
    return not R.has_forbidden(tuple(garden))


def _bid_size(
    game: Game[Any, Any, Any], state: State, move: Any, step: Step[Any], args: Mapping[str, Any]
) -> bool:
    """A bid of exactly ``args["rocks"]`` rocks, on ``args["pile"]`` if given
    (karesansui.bid.rocks: any number of your rocks, none included)."""
    if not isinstance(move, Bid) or len(move.rocks) != int(args["rocks"]):
        return False
    return "pile" not in args or move.pile == int(args["pile"]) - 1


def _describe_bid_size(args: Mapping[str, Any]) -> str:
    count = int(args["rocks"])
    what = "offer nothing" if count == 0 else f"offer exactly {count} rock{'s' * (count != 1)}"
    return f"{what} for pile {args['pile']}" if "pile" in args else f"{what}, on any pile"


def _unbeatable(
    game: Game[Any, Any, Any], state: State, move: Any, step: Step[Any], args: Mapping[str, Any]
) -> bool:
    """A bid nothing can beat: the empty one, worth 0 in no rocks (karesansui.bid.lower)."""
    return isinstance(move, Bid) and not move.rocks


def _surrender_kind(
    game: Game[Any, Any, Any], state: State, move: Any, step: Step[Any], args: Mapping[str, Any]
) -> bool:
    """A surrender of the forbidden set named ``args["set"]`` (a deck's name or letter)."""
    if not isinstance(move, Surrender):
        return False
    kind = R.kind_of(tuple(sorted(R.BY_CODE[code] for code in move.rocks)))
    wanted = str(args["set"]).casefold()
    return kind is not None and wanted in (
        C.DECKS[kind].name.casefold(),
        C.DECKS[kind].code.casefold(),
    )


def _cheapest(
    game: Game[Any, Any, Any], state: State, move: Any, step: Step[Any], args: Mapping[str, Any]
) -> bool:
    """A surrender that starts an order costing the fewest demerits there are
    (karesansui.surrender.order): its own card plus the cheapest way on from there."""
    if isinstance(move, Done):
        return True  # only legal in a clean garden, which costs nothing
    if not isinstance(move, Surrender):
        return False
    after, points = surrenders.demerits_of(game, state, move)
    return points + surrenders.fewest_demerits(game, after) == surrenders.fewest_demerits(
        game, state
    )


GOALS = {
    "bid_size": GoalKind(_bid_size, _describe_bid_size),
    "unbeatable": GoalKind(_unbeatable, lambda args: "make a bid that no later bid can beat"),
    "surrender_set": GoalKind(_surrender_kind, lambda args: f"hand in the {args['set']}"),
    "undercut": GoalKind(_undercut, _describe_undercut),
    "clean_if_won": GoalKind(
        _clean_if_won, lambda args: "bid so that winning leaves no forbidden set in your garden"
    ),
    "cheapest_surrender": GoalKind(
        _cheapest, lambda args: "surrender in the order that costs the fewest demerits"
    ),
}
