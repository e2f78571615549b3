"""Tic-tac-toe's rules as pure functions over an immutable state (the engine contract)."""

from __future__ import annotations

import random
from typing import Final

import msgspec

from engine.core import (
    NOBODY,
    Event,
    FinalScoring,
    GameOver,
    IllegalMove,
    InvalidOptions,
    Log,
    Score,
    Step,
)
from engine.seating import seats as seats
from engine.seating import side_of as side_of
from engine.seating import sides as sides
from tests.toygame.options import Options

CELLS: Final = tuple(f"{col}{row}" for row in "123" for col in "abc")
"""a1 b1 c1 / a2 b2 c2 / a3 b3 c3: the cells in reading order."""
LINES: Final = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6),
)  # fmt: skip
EMPTY: Final = -1
MARKS: Final = ("x", "o")


class Mark(msgspec.Struct, frozen=True, tag="mark"):
    """``seat`` marks ``cell``."""

    seat: int
    cell: str


Move = Mark


class State(msgspec.Struct, frozen=True):
    options: Options
    cells: tuple[int, ...]
    """Per cell of :data:`CELLS`: the seat whose mark it holds, or EMPTY."""
    turn: int
    """The seat to move, or NOBODY once the game is over."""

    @property
    def players(self) -> int:
        return self.options.players


def new_game(options: Options) -> State:
    if options.players != 2:
        raise InvalidOptions(f"Tic-tac-toe is for 2 players, not {options.players}")
    return State(options, (EMPTY,) * len(CELLS), 0)


def to_move(state: State) -> int:
    return state.turn


def is_over(state: State) -> bool:
    return state.turn == NOBODY


def round_of(state: State) -> int:
    """Turns of the table: X and O mark one cell each per round."""
    marked = sum(1 for cell in state.cells if cell != EMPTY)
    return min(marked, len(CELLS) - 1) // 2 + 1


def legal_moves(state: State) -> list[Mark]:
    if is_over(state):
        return []
    return [Mark(state.turn, CELLS[i]) for i, cell in enumerate(state.cells) if cell == EMPTY]


def lines_of(cells: tuple[int, ...]) -> list[tuple[int, tuple[int, int, int]]]:
    """(seat, line) for every line of three marks of one seat."""
    return [
        (cells[line[0]], line)
        for line in LINES
        if cells[line[0]] != EMPTY and cells[line[0]] == cells[line[1]] == cells[line[2]]
    ]


def line_score(seat: int, line: tuple[int, int, int]) -> Score:
    refs = tuple(CELLS[i] for i in line)
    return Score(seat, 1, "tictactoe.line", "three in a row", refs, subject="-".join(refs))


def apply(state: State, move: Mark) -> Step[State]:
    if is_over(state):
        raise IllegalMove("the game is over", "tictactoe.over")
    if move.seat != state.turn:
        raise IllegalMove(f"it is seat {state.turn + 1}'s turn", "tictactoe.turn")
    if move.cell not in CELLS or state.cells[CELLS.index(move.cell)] != EMPTY:
        raise IllegalMove(f"{move.cell} is not an empty cell", "tictactoe.cell")
    index = CELLS.index(move.cell)
    cells = state.cells[:index] + (move.seat,) + state.cells[index + 1 :]
    events: list[Event] = [Log(move.seat, "tictactoe.cell", f"marks {move.cell}", (move.cell,))]
    won = [line for seat, line in lines_of(cells) if seat == move.seat]
    turn = 1 - move.seat
    if won:
        events += [line_score(move.seat, won[0]), GameOver((move.seat,), "tictactoe.line")]
        turn = NOBODY
    elif EMPTY not in cells:
        events.append(GameOver((0, 1), "tictactoe.draw"))
        turn = NOBODY
    return Step(State(state.options, cells, turn), tuple(events))


def end_lines(state: State) -> list[Score]:
    """One Score per seat holding a line (the first found): the game's only points."""
    found: dict[int, Score] = {}
    for seat, line in lines_of(state.cells):
        found.setdefault(seat, line_score(seat, line))
    return [found[seat] for seat in sorted(found)]


def scores(state: State) -> tuple[int, ...]:
    totals = [0] * state.players
    for line in end_lines(state):
        totals[line.side] += line.points
    return tuple(totals)


def final_scoring(state: State) -> FinalScoring:
    totals = scores(state)
    best = max(totals)
    winners = tuple(seat for seat, total in enumerate(totals) if total == best)
    rule = "tictactoe.line" if best else "tictactoe.draw"
    return FinalScoring.of(sides(state), totals, end_lines(state), (winners, rule), rule)


def view(state: State, seat: int | None) -> State:
    return state  # nothing is hidden


def sample_chance(state: State, rng: random.Random) -> Mark:
    raise IllegalMove("tic-tac-toe has no chance moves", "tictactoe.turn")


def move_text(move: Mark) -> str:
    return move.cell


def parse_move(state: State, text: str) -> Mark:
    cell = text.strip().lower()
    if cell not in CELLS:
        raise ValueError(f"expected a cell a1..c3, got {text[:8]!r}")
    return Mark(state.turn, cell)
