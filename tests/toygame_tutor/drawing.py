"""Tic-tac-toe as a picture: the grid, each mark a shape with its code, whose turn."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tests.toygame.game import CELLS, EMPTY, MARKS, State
from tutor.pictures import Picture

SIDE: Final = 90.0
LEFT: Final = 60.0
TOP: Final = 60.0


def draw(state: State, names: Sequence[str]) -> Picture:
    picture = Picture(LEFT * 2 + SIDE * 3 + 160, TOP * 2 + SIDE * 3)
    for i, cell in enumerate(CELLS):
        x, y = LEFT + SIDE * (i % 3), TOP + SIDE * (i // 3)
        picture.rect(x, y, SIDE, SIDE, fill="#faf6ec", stroke="#3b3b3b", kind="cell", code=cell)
        seat = state.cells[i]
        if seat == EMPTY:
            picture.text(x + 6, y + 16, cell, size=11, fill="#9a9a9a")
            continue
        centre_x, centre_y = x + SIDE / 2, y + SIDE / 2
        picture.circle(centre_x, centre_y, SIDE / 3, fill="#e8dcc0", kind="mark", code=MARKS[seat])
        picture.text(x + SIDE / 2, y + SIDE / 2 + 10, MARKS[seat], size=28, anchor="middle")
    for seat, name in enumerate(names[: state.players]):
        picture.text(LEFT + SIDE * 3 + 20, TOP + 20 + 24 * seat, f"{MARKS[seat]}: {name}", size=14)
    return picture
