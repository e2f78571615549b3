"""Questions only a Seikatsu quiz asks: rows as they stand, tile counts, setup and seats.

Every answer comes from the engine: the rows from :mod:`engine.seikatsu.rows` (the
same standings the end scoring and the rows panel use), the counts from the box's
contents in :mod:`engine.seikatsu.tiles`, the setup from playing it out.
"""

from __future__ import annotations

from typing import Any

import msgspec

from engine.core import Game
from engine.seikatsu import board as B
from engine.seikatsu import tiles as T
from engine.seikatsu.game import (
    DEAL,
    SETUP,
    SETUP_SPACES,
    Draw,
    State,
    apply,
    side_of,
    turns_each,
    view,
    winners,
)
from engine.seikatsu.rows import RowStanding, find_row, flower_total, koi_choices, side_rows
from lessons.format import QuizStep
from lessons.kinds import Answer, QuestionKind
from lessons.questions import QuestionError, need, quiz_args


class Tiles(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Which tiles to count: a bird code (``T``), a flower code (``p``), both, or the koi.

    Neither bird nor flower (and no koi) counts every tile.
    """

    bird: str | None = None
    flower: str | None = None
    koi: bool = False


class Seen(Tiles, forbid_unknown_fields=True, frozen=True):
    """Tiles ``seat`` cannot see: in the bag or in the others' hidden hands."""

    seat: int = 0


class CellRow(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A cell, and the pagoda whose row through it is asked for."""

    cell: str
    pagoda: str


class KoiFlower(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A koi on the board and the side whose choice of flower for it is asked for."""

    cell: str
    side: int


def _row(state: State, step: QuizStep) -> RowStanding:
    label: str = need(step.row, "row", step)
    try:
        row = find_row(state.board, label)
    except ValueError as err:
        raise QuestionError(f"quiz '{step.title}': {err}") from None
    if step.side is not None and row.pagoda != B.PAGODAS[step.side]:
        raise QuestionError(f"quiz '{step.title}': row {label} is not side {step.side}'s")
    return row


def row_points(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """The flower points a row (``P4``, ``G3``) gives its pagoda if the game ended now."""
    return _row(state, step).points


def row_set(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """How many flowers the row's largest set holds now, its koi included."""
    return _row(state, step).size


def row_flower(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """The flower of the row's largest set (a quiz on a tied row is refused: no one answer)."""
    row = _row(state, step)
    if row.flower is None or len(row.tied) > 1:
        raise QuestionError(f"quiz '{step.title}': row {row.label} has no single largest set")
    return T.FLOWERS[row.flower].name


def row_of_cell(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """The label of the pagoda's row that runs through a cell (``e3``, green: ``G4``)."""
    args = quiz_args(step, CellRow)
    if args.pagoda not in B.PAGODAS or args.cell not in B.BY_NAME:
        raise QuestionError(f"quiz '{step.title}': no pagoda {args.pagoda} or cell {args.cell}")
    cell = B.BY_NAME[args.cell]
    rows = B.PAGODA_ROWS[args.pagoda]
    for label, row in zip(B.ROW_LABELS[args.pagoda], rows, strict=True):
        if cell in row:
            return label
    raise QuestionError(f"quiz '{step.title}': {args.cell} is the pond, in no row")


def flower_points(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """A side's flower points over its seven rows if the game ended now."""
    return flower_total(side_rows(state.board, need(step.side, "side", step)))


def koi_flower(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """The flower a side takes a koi on the board as (the best for that side's row)."""
    args = quiz_args(step, KoiFlower)
    choices = koi_choices(side_rows(state.board, args.side))
    if args.cell not in choices:
        raise QuestionError(f"quiz '{step.title}': there is no koi on {args.cell}")
    return choices[args.cell]


def _matches(tile: int, which: Tiles) -> bool:
    if which.koi:
        return tile == T.KOI
    if not T.is_garden(tile):
        return which.bird is None and which.flower is None
    bird, flower = T.CODES[tile][0], T.CODES[tile][1]
    return which.bird in (None, bird) and which.flower in (None, flower)


def _check_codes(which: Tiles, step: QuizStep) -> None:
    if which.bird is not None and which.bird not in T.BIRD_BY_CODE:
        raise QuestionError(f"quiz '{step.title}': no bird '{which.bird}'")
    if which.flower is not None and which.flower not in {f.code for f in T.FLOWERS}:
        raise QuestionError(f"quiz '{step.title}': no flower '{which.flower}'")


def tiles_in_box(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """How many tiles in the box match (``args``: bird, flower, koi): 'Mareas de jardín'."""
    which = quiz_args(step, Tiles)
    _check_codes(which, step)
    box = list(T.full_bag())
    box[T.KOI] = T.KOI_COUNT
    return sum(count for tile, count in enumerate(box) if _matches(tile, which))


def unseen(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """How many matching tiles a seat cannot see (the bag and the others' hands)."""
    which = quiz_args(step, Seen)
    _check_codes(which, step)
    pool = view(state, which.seat).bag
    return sum(count for tile, count in enumerate(pool) if _matches(tile, which))


def bag_size(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """Tiles in the bag now."""
    return int(state.bag_size)


def next_setup_space(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """The cell the next setup tile goes on."""
    if not isinstance(state, State) or state.phase != SETUP:
        raise QuestionError(f"quiz '{step.title}': setup is over in this position")
    return SETUP_SPACES[state.players][state.step]


def _after_setup(state: State, step: QuizStep) -> State:
    """The position once the setup tiles are down (any garden tiles will do).

    A quiz may so ask about the end of setup before it happens, with the answer
    not yet on screen.
    """
    while state.phase == SETUP:
        tile = next(t for t in range(T.GARDEN_TYPES) if state.bag[t])
        state = apply(state, Draw(T.CODES[tile])).state
    if state.phase != DEAL or any(state.turns):
        raise QuestionError(f"quiz '{step.title}': setup is long over in this position")
    return state


def bag_after_setup(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """Tiles in the bag once setup is done (the koi in, unless tournament mode deals them)."""
    return int(_after_setup(state, step).bag_size)


def koi_dealt(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """How many koi a seat holds once setup is done (tournament mode deals them face up)."""
    seat: int = need(step.seat, "seat", step)
    return int(_after_setup(state, step).hands[seat].count(T.KOI))


class TileName(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A garden tile by its bird's and its flower's code letters (``E``, ``t``)."""

    bird: str
    flower: str


def tile_code(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """The code niwa writes for a bird and a flower: the bird's capital, the flower's letter."""
    args = quiz_args(step, TileName)
    flowers = [f.code for f in T.FLOWERS]
    if args.bird not in T.BIRD_BY_CODE or args.flower not in flowers:
        raise QuestionError(f"quiz '{step.title}': no bird {args.bird} or flower {args.flower}")
    tile = T.BIRD_BY_CODE[args.bird] * len(T.FLOWERS) + flowers.index(args.flower)
    return T.CODES[tile]


def turns_per_player(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """How many turns each player has in this game (the tiles after setup, shared out)."""
    return turns_each(state.options)


def next_player(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """Whose turn follows ``seat``'s (the side's name; the bag goes clockwise)."""
    seat: int = need(step.seat, "seat", step)
    return str(game.sides(state)[side_of(state, (seat + 1) % state.players)])


def team_of(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """Which side a seat (0-based) plays and scores for."""
    seat: int = need(step.seat, "seat", step)
    return str(game.sides(state)[side_of(state, seat)])


def tie_winner(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """Which side wins with these final scores (the name of the side)."""
    won, _ = winners(state.options, tuple(need(step.scores, "scores", step)))
    return str(game.sides(state)[won[0]])


def winner(game: Game[Any, Any, Any], state: Any, step: QuizStep) -> Answer:
    """Who won the finished game on screen."""
    if not game.is_over(state):
        raise QuestionError(f"quiz '{step.title}': the game is not over")
    return " and ".join(game.sides(state)[s] for s in game.final_scoring(state).winners)


QUESTIONS = {
    "row_points": QuestionKind(row_points, ("row",)),
    "row_set": QuestionKind(row_set, ("row",)),
    "row_flower": QuestionKind(row_flower, ("row",)),
    "row_of_cell": QuestionKind(row_of_cell, ("args",)),
    "flower_points": QuestionKind(flower_points, ("side",)),
    "koi_flower": QuestionKind(koi_flower, ("args",)),
    "tiles_in_box": QuestionKind(tiles_in_box, ("args",)),
    "unseen": QuestionKind(unseen, ("args",)),
    "bag_size": QuestionKind(bag_size),
    "next_setup_space": QuestionKind(next_setup_space),
    "bag_after_setup": QuestionKind(bag_after_setup),
    "koi_dealt": QuestionKind(koi_dealt, ("seat",)),
    "tile_code": QuestionKind(tile_code, ("args",)),
    "turns_per_player": QuestionKind(turns_per_player),
    "next_player": QuestionKind(next_player, ("seat",)),
    "team_of": QuestionKind(team_of, ("seat",)),
    "tie_winner": QuestionKind(tie_winner, ("scores",)),
    "winner": QuestionKind(winner),
}
