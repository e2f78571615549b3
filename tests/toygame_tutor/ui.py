"""Tic-tac-toe in the app: a grid to click, nothing in hand, nothing hidden.

A cell alone names the move (``needs_piece`` False), as the board sends it; there is no
chance, so no dealer's words (setup reads the declaration and asks nobody who deals).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from tests.toygame.game import CELLS, MARKS, Mark
from tests.toygame_tutor.board import TicTacToeBoard
from tutor.ui import GamePlugin, InfoLine


class TicTacToePlugin(GamePlugin):
    board_type = TicTacToeBoard
    lists_moves = False
    needs_piece = False
    board_help = "Choose a cell (arrows + Enter, or a click), or type it (b2)."
    move_placeholder = "type a cell, e.g. b2"
    rules_placeholder = "Search: e.g. line or cell"
    place_word = "cell"
    sheet_hint = "its line lights up on the grid."

    def move_refs(self, move: Any) -> list[str]:
        return [move.cell] if isinstance(move, Mark) else []

    def targets(self, state: Any, piece: str) -> set[str]:
        return {move.cell for move in self.game.legal_moves(state)}

    def raw_move(self, state: Any, piece: str, ref: str) -> Any | None:
        if ref not in CELLS or self.game.to_move(state) < 0:
            return None
        return Mark(self.game.to_move(state), ref)

    def moves_for(self, state: Any, piece: str, ref: str) -> list[Any]:
        return self.if_legal(state, self.raw_move(state, piece, ref))

    def preview(self, state: Any, piece: str, ref: str, *, points: bool) -> Text | None:
        """The cell and, where it makes three in a row, the line (``points`` False: only
        the cell, a lesson's do step keeps the answer to itself)."""
        del piece
        return super().preview(state, MARKS[max(0, self.game.to_move(state))], ref, points=points)

    def pieces_legend(self) -> list[Text]:
        return [Text("x moves first, o second; . is an empty cell")]

    def legend(self) -> list[InfoLine]:
        return [InfoLine(line) for line in self.pieces_legend()]


UI = TicTacToePlugin
