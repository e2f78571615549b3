"""What the screens need from a game beyond the engine contract: how to draw it.

:class:`GameUI` is the generic answer, good for any registered game: the position
as the engine's own text (``describe``), moves typed in notation. A game with its
own board widget subclasses it (``tutor/seikatsu/ui.py``) and registers below;
adding a game to the app means adding its board and one entry here.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widget import Widget
from textual.widgets import Static

from engine.core import Game, Score
from engine.registry import get_game


class TextBoard(Static):
    """Any game's position as the engine describes it, in plain text."""


class GameUI:
    """The generic look of a game: text board, no clickable pieces."""

    board_help = "Choose a move from the list, or type it (the list narrows as you type)."
    lists_moves = True
    """Offer the legal moves as a list (games without a board to click on)."""
    move_placeholder = "type a move, or part of one"

    def __init__(self, game: Game[Any, Any, Any]) -> None:
        self.game = game

    # -- the board ----------------------------------------------------------------

    def make_board(self, *, interactive: bool = False) -> Widget:
        return TextBoard(id="board")

    def draw(
        self, board: Widget, state: Any, highlights: dict[str, str], viewer: int | None
    ) -> None:
        """Show ``state`` on ``board``; ``highlights`` maps a ref to a highlight kind."""
        assert isinstance(board, TextBoard)
        board.update(Text(self.game.describe(state, viewer)))

    def aim(self, board: Widget, targets: set[str]) -> None:
        """Put the board's cursor on one of ``targets`` (a piece was just picked)."""

    # -- seats ----------------------------------------------------------------------

    def hand_text(self, state: Any, seat: int, visible: bool) -> Text:
        """What ``seat`` holds, as the viewer may see it; empty if the game shows no hands."""
        return Text()

    def hand_codes(self, state: Any, seat: int) -> list[str]:
        """The pieces ``seat`` may choose from to play (empty: moves are typed)."""
        return []

    def piece_text(self, code: str) -> Text:
        return Text(code)

    def status_text(self, state: Any) -> Text:
        """A line under the seats: what is left to draw, whose turn of how many."""
        return Text()

    def draw_purpose(self, state: Any, names: list[str]) -> str:
        """What the draw due now is for (``"a setup tile for d5"``), or "" if unknown."""
        return ""

    def bag_text(self, state: Any) -> Text:
        """What may still be drawn, for people typing draws at the table."""
        return Text()

    # -- moves ------------------------------------------------------------------------

    def move_refs(self, move: Any) -> list[str]:
        """Board refs (cells) a move touches, to mark the last move."""
        return []

    def targets(self, state: Any, piece: str) -> set[str]:
        """Where ``piece`` may go now (for highlighting)."""
        return set()

    def moves_for(self, state: Any, piece: str, ref: str) -> list[Any]:
        """The legal moves putting ``piece`` on ``ref`` (several when a choice remains)."""
        return []

    def raw_move(self, state: Any, piece: str, ref: str) -> Any | None:
        """The move as the player meant it, even if illegal (to be refused with a reason)."""
        return None

    def choice_label(self, state: Any, move: Any) -> Text:
        """How to offer one of several moves for the same piece and place."""
        return Text(str(self.game.move_text(move)))

    # -- end of game ------------------------------------------------------------------

    during_play_label = "During play"

    def sheet_row(self, line: Score, index: int) -> str:
        """The score-sheet row a final Score line belongs to (rows x players)."""
        return line.subject or f"line {index + 1}"

    def line_highlights(self, state: Any, line: Score) -> dict[str, str]:
        return {ref: "score" for ref in line.refs}

    def pieces_legend(self) -> list[Text]:
        return []


def ui_for(game_id: str) -> GameUI:
    game = get_game(game_id)
    if game_id == "seikatsu":
        from tutor.seikatsu.ui import SeikatsuUI

        return SeikatsuUI(game)
    return GameUI(game)
