"""Tic-tac-toe's grid as plain ASCII."""

from __future__ import annotations

from tests.toygame.game import CELLS, EMPTY, MARKS, State, is_over


def describe(state: State, seat: int | None = None) -> str:
    rows = []
    for row in range(3):
        marks = state.cells[3 * row : 3 * row + 3]
        rows.append(f"{row + 1} " + " ".join("." if m == EMPTY else MARKS[m] for m in marks))
    rows.append("  a b c")
    rows.append(f"empty cells: {sum(1 for mark in state.cells if mark == EMPTY)}")
    rows.append("over" if is_over(state) else f"{MARKS[state.turn]} to move")
    assert len(CELLS) == 9
    return "\n".join(rows)
