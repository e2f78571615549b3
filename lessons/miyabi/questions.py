"""Questions only a Miyabi quiz asks: tiles and the box, rounds, where a tile would
lie, who plays next, and the majorities of the end.

Every answer comes from ``engine/miyabi``: the rows, the box and the values are its
data, a placement's squares and layer are what ``placement.check`` finds, and the
end is ``scoring``'s, asked of the shown position "if the game ended now".
Seats are given 0-based (``seat = 0`` is seat 1) and named in answers as the
engine names them ("seat 1").
"""

from __future__ import annotations

from typing import Any

import msgspec

from engine.core import CHANCE, Game, IllegalMove
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from engine.miyabi.game import new_game, reveal_size, to_move
from engine.miyabi.placement import check
from engine.miyabi.scoring import placings, row_counts, variant_lines, winners
from engine.miyabi.state import Options, Place, State
from lessons.format import QuizStep
from lessons.kinds import Answer, QuestionKind
from lessons.questions import QuestionError, need, position_after, quiz_args, quiz_move


class TileArgs(msgspec.Struct, forbid_unknown_fields=True):
    tile: str


class PlayersArgs(msgspec.Struct, forbid_unknown_fields=True):
    players: int | None = None
    """Another player count than the lesson's (None: the lesson's own game)."""
    group: str = ""
    """For reveal_count: single, double, corner or straight."""


class PlaceArgs(msgspec.Struct, forbid_unknown_fields=True):
    value: str
    """Which of a row's two values: 'higher' or 'lower'."""


class VariantArgs(msgspec.Struct, forbid_unknown_fields=True):
    variant: str
    """'colourful' (colourful garden) or 'meadow' (big meadow)."""


def _tile(step: QuizStep) -> int:
    tile_id = quiz_args(step, TileArgs).tile.upper()
    if tile_id not in T.BY_ID:
        raise QuestionError(f"quiz '{step.title}': there is no Miyabi tile '{tile_id}'")
    return T.BY_ID[tile_id]


def _row(step: QuizStep) -> int:
    text: str = need(step.row, "row", step)
    if not text.isdigit() or not 1 <= int(text) <= G.SIZE:
        raise QuestionError(f"quiz '{step.title}': row must be 1 to {G.SIZE}, not '{text}'")
    return int(text) - 1


def _placing(game: Game[Any, Any, Any], state: State, step: QuizStep) -> tuple[Place, Any]:
    move = quiz_move(game, state, step)
    if not isinstance(move, Place):
        raise QuestionError(f"quiz '{step.title}': the move must place a tile")
    try:
        return move, check(state, move)
    except IllegalMove as err:
        raise QuestionError(f"quiz '{step.title}': the move is illegal: {err}") from None


def _seats(seats: list[int]) -> str:
    """'seat 2', 'seat 1 and seat 3', 'nobody'."""
    names = [f"seat {seat + 1}" for seat in seats]
    if not names:
        return "nobody"
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def green_squares(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """How many plain green squares a tile has: all but its object square."""
    return T.TILES[_tile(step)].squares - 1


def in_box(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Copies of a tile still in the box at the shown position (ruling miyabi.setup.inventory)."""
    return state.box[_tile(step)]


def _options(state: State, step: QuizStep) -> Options:
    players = quiz_args(step, PlayersArgs).players
    return state.options if players is None else Options(players=players)


def most_tiles(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """The most tiles one player can place in a whole game (with ``args.players`` players).

    One per lantern field and round (rules miyabi.round.count, miyabi.round.order).
    """
    try:
        return new_game(_options(state, step)).rounds * G.SIZE
    except ValueError as err:
        raise QuestionError(f"quiz '{step.title}': {err}") from None


def reveal_count(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Tiles of ``args.group`` laid out per round (rule miyabi.round.reveal)."""
    group = quiz_args(step, PlayersArgs).group
    sizes = reveal_size(_options(state, step))
    if group not in sizes:
        raise QuestionError(f"quiz '{step.title}': group must be one of {', '.join(sizes)}")
    return sizes[group]


def lantern_column(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """The column whose lantern the move puts up: its object square's."""
    _, placing = _placing(game, state, step)
    return G.COLUMNS[G.column_of(placing.cells[0])]


def footprint(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """The squares the move covers, object square first, e.g. 'c3 d3 d2'."""
    _, placing = _placing(game, state, step)
    return " ".join(G.NAMES[c] for c in placing.cells)


def layer(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """The layer the move's tile would lie on (ruling miyabi.place.level)."""
    _, placing = _placing(game, state, step)
    return int(placing.layer)


def _actor(actor: int) -> str:
    if actor == CHANCE:
        return "the dealer"
    return "nobody" if actor < 0 else f"seat {actor + 1}"


def _after(game: Game[Any, Any, Any], state: State, step: QuizStep) -> State:
    """The position once the quiz's move is made."""
    after: State = position_after(game, state, step)
    return after


def to_play_after(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Who is to play once the move is made: a seat, 'the dealer' (a new round), 'nobody'."""
    return _actor(to_move(_after(game, state, step)))


def leaving_after(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Tiles that leave the game when the move ends the round (rule miyabi.round.end)."""
    return sum(_after(game, state, step).removed) - sum(state.removed)


def row_count(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Visible objects in a row of a seat's garden (rule miyabi.end.visible)."""
    seat: int = need(step.seat, "seat", step)
    return row_counts(state, _row(step))[seat]


def row_points(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """The end points a row would give a seat if the game ended now (rules miyabi.end.*)."""
    seat: int = need(step.seat, "seat", step)
    row = _row(step)
    obj = T.OBJECTS[row]
    for who, first, _rule in placings(row_counts(state, row)):
        if who == seat:
            return obj.most if first else obj.second
    return 0


def row_takers(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Who would take a row's higher (or lower) value if the game ended now."""
    value = quiz_args(step, PlaceArgs).value
    if value not in ("higher", "lower"):
        raise QuestionError(f"quiz '{step.title}': value must be 'higher' or 'lower'")
    seats = [
        seat
        for seat, first, _rule in placings(row_counts(state, _row(step)))
        if first == (value == "higher")
    ]
    return _seats(seats)


def winner(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Who wins with ``scores`` (rules miyabi.end.winner, miyabi.end.shared)."""
    won, _rule = winners(tuple(need(step.scores, "scores", step)))
    return _seats(list(won))


VARIANT_RULES = {"colourful": "miyabi.variant.colourful", "meadow": "miyabi.variant.meadow"}


def variant_points(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """What a variant would give a seat if the game ended now (the lesson's options on)."""
    seat: int = need(step.seat, "seat", step)
    variant = quiz_args(step, VariantArgs).variant
    if variant not in VARIANT_RULES:
        raise QuestionError(f"quiz '{step.title}': variant must be colourful or meadow")
    return variant_total(state, seat, variant)


def variant_total(state: State, seat: int, variant: str) -> int:
    """A seat's points from one variant if the game ended now (0 when it is off)."""
    rule = VARIANT_RULES[variant]
    return sum(
        line.points for line in variant_lines(state) if line.side == seat and line.rule == rule
    )


QUESTIONS = {
    "green_squares": QuestionKind(green_squares, ("args.tile",)),
    "in_box": QuestionKind(in_box, ("args.tile",)),
    "most_tiles": QuestionKind(most_tiles, ("args.players",)),
    "reveal_count": QuestionKind(reveal_count, ("args.group", "args.players")),
    "lantern_column": QuestionKind(lantern_column, ("move",)),
    "footprint": QuestionKind(footprint, ("move",)),
    "layer": QuestionKind(layer, ("move",)),
    "to_play_after": QuestionKind(to_play_after, ("move",)),
    "leaving_after": QuestionKind(leaving_after, ("move",)),
    "row_count": QuestionKind(row_count, ("seat", "row")),
    "row_points": QuestionKind(row_points, ("seat", "row")),
    "row_takers": QuestionKind(row_takers, ("row", "args.value")),
    "winner": QuestionKind(winner, ("scores",)),
    "variant_points": QuestionKind(variant_points, ("seat", "args.variant")),
}
