"""Tic-tac-toe's position editor: x and o put on the grid's cells, five x and four o
in the box (a full grid, x moving first)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, Final

import msgspec

from tests.toygame import game as G
from tests.toygame import position as P
from tutor.piece_editing import BoardEditor, EditRefused, Piece

BOX: Final = (5, 4)
"""Marks each player can have made on a full grid: x moves first."""


class TicTacToeEditor(BoardEditor):
    field_hints: ClassVar[Mapping[str, str]] = {
        "grid": "rows 1..3 by ','; x, o or . for a, b, c",
        "turn": "x or o (to move), or over",
    }
    seat_marks: ClassVar[tuple[str, ...]] = G.MARKS

    def pieces(self, state: G.State) -> list[Piece]:
        return [
            Piece(mark, mark, max(0, BOX[seat] - state.cells.count(seat)))
            for seat, mark in enumerate(G.MARKS)
        ]

    def _with(self, state: G.State, cells: list[int]) -> str:
        return P.position_text(msgspec.structs.replace(state, cells=tuple(cells)))

    def put(self, state: G.State, code: str, ref: str) -> str:
        if ref not in G.CELLS:
            raise EditRefused(f"{ref} is no cell of the grid")
        if code not in G.MARKS:
            raise EditRefused(f"{code} is no mark: x or o")
        cells = list(state.cells)
        cells[G.CELLS.index(ref)] = G.MARKS.index(code)
        return self._with(state, cells)

    def remove(self, state: G.State, ref: str) -> str:
        if ref not in G.CELLS or state.cells[G.CELLS.index(ref)] == G.EMPTY:
            raise EditRefused(f"no mark lies on {ref}")
        cells = list(state.cells)
        cells[G.CELLS.index(ref)] = G.EMPTY
        return self._with(state, cells)

    def piece_on(self, state: G.State, ref: str) -> str | None:
        if ref not in G.CELLS:
            return None
        seat = state.cells[G.CELLS.index(ref)]
        return None if seat == G.EMPTY else G.MARKS[seat]

    def empty(self, state: G.State) -> str:
        return self._with(msgspec.structs.replace(state, turn=0), [G.EMPTY] * len(G.CELLS))


EDITOR: Final = TicTacToeEditor
