"""Goals only a Sakura do step sets: cover a pile by a given rule, or leave the next
player unable to cover a pile (a Samurai hired at the end of a turn, rule note of
'Cómo se juega')."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import Game, Log, Step
from engine.sakura.game import Play, State
from engine.sakura.piles import PILE_NAMES, PILES, covering_mask
from engine.sakura.rules import RULES
from lessons.kinds import GoalKind


def _rule_title(args: Mapping[str, Any]) -> str:
    rule = str(args.get("rule", ""))
    return RULES[rule].title if rule in RULES else rule


def covers_by(
    game: Game[Any, Any, Any], state: State, move: Any, step: Step[Any], args: Mapping[str, Any]
) -> bool:
    """The move covers a pile (``args.pile`` if given) and the rule that allowed it is
    ``args.rule`` (the rule its log cites: sakura.play.direction, .wrap, .same_value,
    sakura.character.cook or .count)."""
    if not isinstance(move, Play):
        return False
    if "pile" in args and move.pile != args["pile"]:
        return False
    return any(isinstance(e, Log) and e.rule == args.get("rule") for e in step.events)


def describe_covers_by(args: Mapping[str, Any]) -> str:
    where = f"the {PILE_NAMES[PILES.index(args['pile'])]} pile" if "pile" in args else "a pile"
    return f"cover {where} by the rule '{_rule_title(args)}'"


def stuck_piles(state: State, seat: int) -> list[int]:
    """The piles ``seat``'s hand holds no card for, as the piles stand (no Cook)."""
    hand = state.hands[seat]
    return [
        pile
        for pile in (0, 1)
        if not any(covering_mask(state.top(pile), state.up(pile)) >> card & 1 for card in hand)
    ]


def hinders(
    game: Game[Any, Any, Any], state: State, move: Any, step: Step[Any], args: Mapping[str, Any]
) -> bool:
    """After the move the next player holds no card for a pile (``args.pile``, or any)
    that they could have covered before it."""
    after: State = step.state
    following = (state.seat + 1) % state.players
    before = set(stuck_piles(state, following))
    now = set(stuck_piles(after, following)) - before
    if "pile" in args:
        return PILES.index(args["pile"]) in now
    return bool(now)


def describe_hinders(args: Mapping[str, Any]) -> str:
    where = f"the {PILE_NAMES[PILES.index(args['pile'])]} pile" if "pile" in args else "a pile"
    return f"leave the next player no card for {where} that they could have covered"


GOALS = {
    "covers_by": GoalKind(covers_by, describe_covers_by),
    "hinders": GoalKind(hinders, describe_hinders),
}
