"""Goals only a Miyabi *do* step sets: a layer to reach, green squares to lay
somewhere, a bonus tile to take, a row to lead.

Each is judged on the legal move and what ``apply`` made of it, so the engine
decides (the layer ``placement.check`` finds, the bonus Score event, the row
counts of ``scoring``), never the lesson.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import Game, Score, Step
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from engine.miyabi.placement import check
from engine.miyabi.scoring import row_counts
from engine.miyabi.state import Place, State
from lessons.kinds import GoalKind
from lessons.miyabi.questions import variant_total


def _placed_layer(state: State, move: Any) -> int:
    return check(state, move).layer if isinstance(move, Place) else 0


def on_layer(
    game: Game[Any, Any, Any], state: State, move: Any, step: Step[Any], args: Mapping[str, Any]
) -> bool:
    """The tile lies on layer ``args.layer`` (ruling miyabi.place.level)."""
    return _placed_layer(state, move) == int(args["layer"])


def _describe_layer(args: Mapping[str, Any]) -> str:
    return f"place a tile on layer {args['layer']}"


def green_on(
    game: Game[Any, Any, Any], state: State, move: Any, step: Step[Any], args: Mapping[str, Any]
) -> bool:
    """A plain green square of the tile lies on one of ``args.cells`` (rule miyabi.place.green)."""
    if not isinstance(move, Place):
        return False
    green = {G.NAMES[c] for c in check(state, move).cells[1:]}
    return bool(green & set(args["cells"]))


def _describe_green(args: Mapping[str, Any]) -> str:
    return "lay a plain green square on " + " or ".join(args["cells"])


def takes_bonus(
    game: Game[Any, Any, Any], state: State, move: Any, step: Step[Any], args: Mapping[str, Any]
) -> bool:
    """The move takes a fifth-layer bonus tile (rule miyabi.score.bonus)."""
    return any(isinstance(e, Score) and e.rule == "miyabi.score.bonus" for e in step.events)


def _describe_bonus(args: Mapping[str, Any]) -> str:
    return "take a fifth-layer bonus tile"


def leads_row(
    game: Game[Any, Any, Any], state: State, move: Any, step: Step[Any], args: Mapping[str, Any]
) -> bool:
    """After the move the mover alone shows the most objects in row ``args.row`` (1-6).

    That is the row's higher value if the game ended now (rule miyabi.end.rows).
    """
    seat = state.seat
    counts = row_counts(step.state, int(args["row"]) - 1)
    return all(counts[seat] > c for other, c in enumerate(counts) if other != seat)


def _describe_lead(args: Mapping[str, Any]) -> str:
    obj = T.OBJECTS[int(args["row"]) - 1]
    return f"show more {obj.units} in row {args['row']} than anyone else"


def variant_reaches(
    game: Game[Any, Any, Any], state: State, move: Any, step: Step[Any], args: Mapping[str, Any]
) -> bool:
    """After the move, variant ``args.variant`` would give the mover ``args.points`` or more."""
    return variant_total(step.state, state.seat, args["variant"]) >= int(args["points"])


def _describe_variant(args: Mapping[str, Any]) -> str:
    name = {"colourful": "colourful garden", "meadow": "big meadow"}[args["variant"]]
    return f"make your {name} worth at least {args['points']} points"


GOALS = {
    "layer": GoalKind(on_layer, _describe_layer),
    "green_on": GoalKind(green_on, _describe_green),
    "bonus": GoalKind(takes_bonus, _describe_bonus),
    "leads_row": GoalKind(leads_row, _describe_lead),
    "variant": GoalKind(variant_reaches, _describe_variant),
}
