"""Tic-tac-toe's grid as a board of the board contract: nine cells, a cursor, clicks.

Each cell is three columns wide (`` x ``), its row two lines apart::

       a   b   c
    1   x | . | o
       ---+---+---
    2   . |[.]| .

The cursor is drawn in brackets, a hint between stars (a mark besides the colour), the
last move underlined and lit cells (a line that scored, a refused cell) in colour.
"""

from __future__ import annotations

from typing import Final

from rich.text import Text

from tests.toygame.game import CELLS, EMPTY, MARKS
from tutor.board import LAST, Board

STYLES: Final = {
    "score": "bold green",
    "row": "bold green",
    "target": "cyan",
    "refused": "bold red",
    "lesson": "bold yellow",
    "hint": "bold magenta",
    LAST: "underline",
}
LEFT: Final = 2
"""The column where the first cell starts."""
CELL: Final = 4
"""Columns from one cell to the next (three for the cell, one for the bar)."""


class TicTacToeBoard(Board):
    DEFAULT_CSS = """
    TicTacToeBoard { height: auto; width: auto; min-width: 16; }
    """

    def home_ref(self) -> str | None:
        return "b2"

    def ref_at(self, x: int, y: int) -> str | None:
        if y < 1 or y % 2 == 0 or x < LEFT:
            return None
        row, col = (y - 1) // 2, (x - LEFT) // CELL
        if row > 2 or col > 2 or (x - LEFT) % CELL == CELL - 1:
            return None
        return CELLS[3 * row + col]

    def step(self, ref: str, dx: int, dy: int) -> str:
        index = CELLS.index(ref)
        col = min(2, max(0, index % 3 + dx))
        row = min(2, max(0, index // 3 + dy))
        return CELLS[3 * row + col]

    def ref_order(self, ref: str) -> int:
        return CELLS.index(ref) if ref in CELLS else len(CELLS)

    def render(self) -> Text:
        if self.state is None:
            return Text()
        marks, cursor = self.marks(), self.shown_cursor()
        text = Text("   a   b   c\n")
        for row in range(3):
            text.append(f"{row + 1} ")
            for col in range(3):
                ref = CELLS[3 * row + col]
                seat = self.state.cells[3 * row + col]
                mark = "." if seat == EMPTY else MARKS[seat]
                kind = marks.get(ref)
                edge = "[]" if ref == cursor else "**" if kind == "hint" else "  "
                text.append(edge[0] + mark + edge[1], style=STYLES.get(kind or "", ""))
                if col < 2:
                    text.append("|")
            text.append("\n")
            if row < 2:
                text.append("  ---+---+---\n")
        return text
