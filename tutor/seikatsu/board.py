"""The Seikatsu garden as a Textual widget: drawn to fit, with a cursor and the mouse.

The widget only draws what it is given (a board of tile types, the cells to
highlight, the pagodas in play); screens decide what those are. It picks the
largest drawing from :mod:`tutor.seikatsu.layout` that fits its size.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from engine.seikatsu import board as B
from engine.seikatsu.game import EMPTY, POND_MARK
from tutor.seikatsu.layout import Picture, choose_frame, paint

_EMPTY_BOARD = tuple(POND_MARK if i == B.POND else EMPTY for i in range(B.N_CELLS))


class SeikatsuBoard(Widget, can_focus=True):
    """The hex garden. Arrow keys move the cursor; Enter or a click chooses a cell."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1, 0)", "Cursor left", show=False),
        Binding("right", "move(1, 0)", "Cursor right", show=False),
        Binding("up", "move(0, -1)", "Cursor up", show=False),
        Binding("down", "move(0, 1)", "Cursor down", show=False),
        Binding("enter,space", "choose", "Place here", show=False),
    ]

    class CellChosen(Message):
        """The player chose a cell (Enter on the cursor, or a click)."""

        def __init__(self, board: SeikatsuBoard, cell: str) -> None:
            super().__init__()
            self.board = board
            self.cell = cell

    class CursorMoved(Message):
        def __init__(self, board: SeikatsuBoard, cell: str) -> None:
            super().__init__()
            self.board = board
            self.cell = cell

    cursor: reactive[str | None] = reactive[str | None](None)
    show_cursor: reactive[bool] = reactive(False)

    def __init__(
        self, *, id: str | None = None, classes: str | None = None, show_cursor: bool = False
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.board: tuple[int, ...] = _EMPTY_BOARD
        self.highlights: dict[str, str] = {}
        self.pagodas: tuple[str, ...] = B.PAGODAS
        self._picture: Picture | None = None
        self._offset = (0, 0)
        self.set_reactive(SeikatsuBoard.show_cursor, show_cursor)
        self.set_reactive(SeikatsuBoard.cursor, "d5")

    # -- what to draw -------------------------------------------------------------

    def show(
        self,
        board: tuple[int, ...],
        *,
        highlights: Mapping[str, str] | None = None,
        pagodas: tuple[str, ...] | None = None,
    ) -> None:
        """Draw ``board`` (tile types per cell) with ``highlights`` (cell -> kind)."""
        self.board = board
        self.highlights = dict(highlights or {})
        if pagodas is not None:
            self.pagodas = pagodas
        self.refresh()

    def watch_cursor(self) -> None:
        self.refresh()

    def watch_show_cursor(self) -> None:
        self.refresh()

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    # -- drawing ------------------------------------------------------------------

    def render(self) -> Text:
        width, height = self.content_size
        frame = choose_frame(width, height)
        cursor = self.cursor if self.show_cursor and self.has_focus else None
        picture = paint(
            frame, self.board, highlights=self.highlights, cursor=cursor, pagodas=self.pagodas
        )
        left = max(0, (width - frame.width) // 2)
        top = max(0, (height - frame.height) // 2)
        self._picture, self._offset = picture, (left, top)
        out = Text(no_wrap=True, overflow="crop", end="")
        out.append("\n" * top)
        for i, line in enumerate(picture.lines):
            if i:
                out.append("\n")
            out.append(" " * left)
            out.append_text(line)
        return out

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return choose_frame(container.width, container.height).width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return choose_frame(width, container.height).height

    def cell_at(self, x: int, y: int) -> str | None:
        """The cell drawn at content offset (x, y), if any."""
        if self._picture is None:
            return None
        return self._picture.cell_at(x - self._offset[0], y - self._offset[1])

    # -- input --------------------------------------------------------------------

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        cell = self.cell_at(offset.x, offset.y)
        if cell is not None:
            event.stop()
            self.cursor = cell
            self.post_message(self.CellChosen(self, cell))

    def action_move(self, dx: int, dy: int) -> None:
        self.cursor = step_cursor(self.cursor or "d5", dx, dy)
        self.post_message(self.CursorMoved(self, self.cursor))

    def action_choose(self) -> None:
        if self.cursor is not None:
            self.post_message(self.CellChosen(self, self.cursor))


def step_cursor(cell: str, dx: int, dy: int) -> str:
    """The cell left/right in the same row, or the nearest one in the row above/below.

    Rows are drawn shifted by half a cell, so "up" lands up-right or up-left; we
    keep the cursor near the column it came from, favouring the right.
    """
    row = B.ROW_LETTERS.index(cell[0])
    pos = int(cell[1:]) - 1
    width = [7 - abs(r - 3) for r in range(7)]
    if dx:
        pos = max(0, min(width[row] - 1, pos + dx))
        name = f"{B.ROW_LETTERS[row]}{pos + 1}"
        if name == B.NAMES[B.POND]:
            pos = max(0, min(width[row] - 1, pos + dx))
        return f"{B.ROW_LETTERS[row]}{pos + 1}"
    new_row = max(0, min(6, row + dy))
    if new_row == row:
        return cell
    # Column of a cell in half-cell units: the row's shift plus two per cell.
    column = abs(row - 3) + 2 * pos
    best = min(
        range(width[new_row]),
        key=lambda p: (abs(abs(new_row - 3) + 2 * p - column), -p),
    )
    name = f"{B.ROW_LETTERS[new_row]}{best + 1}"
    if name == B.NAMES[B.POND]:
        name = f"{B.ROW_LETTERS[new_row]}{best + 2}"
    return name
