"""Tic-tac-toe positions as one line, and what makes a position impossible.

    tictactoe/1:<grid> <turn>

- ``grid``: the three rows 1 to 3, ``,`` between rows; in a row ``x``, ``o`` or ``.``
  for a, b, c: ``x.o,.x.,o..``.
- ``turn``: ``x`` or ``o`` (to move), or ``over``.
"""

from __future__ import annotations

from typing import Final

from engine.core import NOBODY, FinalScoring, Problem
from engine.position_fields import LINE, Field, join_position, split_position
from tests.toygame import game as G
from tests.toygame.options import Options

VERSION: Final = 1
FIELDS: Final = ("grid", "turn")
OVER: Final = "over"
FIELD_RULES: Final = {
    LINE: "tictactoe.position",
    "grid": "tictactoe.cell",
    "turn": "tictactoe.turn",
}


def position_text(state: G.State) -> str:
    grid = ",".join(
        "".join("." if m == G.EMPTY else G.MARKS[m] for m in state.cells[3 * r : 3 * r + 3])
        for r in range(3)
    )
    turn = OVER if state.turn == NOBODY else G.MARKS[state.turn]
    return join_position("tictactoe", VERSION, [grid, turn])


def parse_position(text: str) -> G.State:
    grid, turn = split_position(text, "tictactoe", VERSION, FIELDS, FIELD_RULES)
    return G.State(Options(), _parse_grid(grid), _parse_turn(turn))


def _parse_grid(field: Field) -> tuple[int, ...]:
    rows = field.text.split(",")
    if len(rows) != 3:
        raise field.error(f"expected 3 rows separated by ',', got {len(rows)}")
    cells: list[int] = []
    offset = 0
    for row in rows:
        if len(row) != 3:
            raise field.error(f"a row is 3 cells of x, o or '.', got {row[:8]!r}", offset)
        for index, char in enumerate(row):
            if char not in "xo.":
                raise field.error(f"expected x, o or '.', got {char!r}", offset + index)
            cells.append(G.EMPTY if char == "." else G.MARKS.index(char))
        offset += len(row) + 1
    return tuple(cells)


def _parse_turn(field: Field) -> int:
    if field.text == OVER:
        return NOBODY
    if field.text in G.MARKS:
        return G.MARKS.index(field.text)
    raise field.error(f"expected x, o or {OVER}, got {field.text[:8]!r}")


def check_position(state: G.State) -> list[Problem]:
    problems: list[Problem] = []
    x, o = (state.cells.count(seat) for seat in (0, 1))
    if x - o not in (0, 1):
        problems.append(Problem("tictactoe.turn", f"{x} x and {o} o: X moves first, in turn"))
    winners = {seat for seat, _ in G.lines_of(state.cells)}
    if len(winners) > 1:
        problems.append(Problem("tictactoe.line", "both players have three in a row"))
    finished = bool(winners) or G.EMPTY not in state.cells
    if finished != (state.turn == NOBODY):
        problems.append(Problem("tictactoe.over", "the turn does not match the grid's end"))
    elif not finished and x - o in (0, 1) and state.turn != x - o:
        problems.append(Problem("tictactoe.turn", f"it is {G.MARKS[x - o]}'s turn, not theirs"))
    return problems


def standing(state: G.State) -> FinalScoring:
    return G.final_scoring(state)
