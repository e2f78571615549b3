"""The position editor's board column: the board and what lies beside it, scrolled as one.

At 80x24 a board and the hand under it are taller than the room: :class:`BoardPanel`
scrolls them (Page Up/Down, :meth:`BoardPanel.page`), the board drawn whole inside it
rather than scrolling its own drawing. Where the board has no places (a game drawn as
text) the panel itself takes the focus, so the screen's keys always have a home.
"""

from __future__ import annotations

from textual.containers import VerticalScroll

from tutor.board import Board


class BoardPanel(VerticalScroll, can_focus=True):
    """The board and the line under it, scrolled by Page Up/Down where they are taller
    than the room (80x24); focusable itself where the board has no places (a game drawn
    as text), so the screen's keys always have a home."""

    DEFAULT_CSS = """
    BoardPanel > #board { height: auto; width: 1fr; overflow-y: hidden; }
    """

    def take_keys(self) -> None:
        """The keys to the board, where it takes them (it has places), else to the panel."""
        board = self.query_one("#board", Board)
        if board.can_focus:
            board.focus()
        else:
            self.focus()

    def page(self, board: Board, direction: int) -> None:
        """A page of the board: its own where its drawing scrolls, else the panel's (a
        tall board whose own page keys would find nothing to scroll)."""
        if board.max_scroll_y > 0:
            board.action_page(direction)
        else:
            height = max(1, self.scrollable_content_region.height - 1)
            self.scroll_relative(y=direction * height, animate=False)
