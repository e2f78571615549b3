"""The Seikatsu garden as a :class:`tutor.board.Board`: drawn to fit, with a cursor and the mouse.

The widget draws the state it is shown (the tile on each cell, the pagodas in
play) with the marks the screen lit; it picks the largest drawing from
:mod:`tutor.seikatsu.layout` that fits its size.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.geometry import Size
from textual.reactive import reactive

from engine.seikatsu import board as B
from engine.seikatsu.game import EMPTY, POND_MARK
from tutor.board import Board
from tutor.seikatsu.layout import Picture, choose_frame, paint

_EMPTY_BOARD = tuple(POND_MARK if i == B.POND else EMPTY for i in range(B.N_CELLS))


class SeikatsuBoard(Board):
    """The hex garden on the board contract: arrows walk the cells, the pond is skipped.

    A row label (``P1``..``G7``) lights its row while the mouse is on it; a click on
    it keeps the row lit until the next click on a label (the same one: off).
    """

    _picture: Picture | None = None
    """The drawing last rendered, to find the cell under a click."""
    _offset = (0, 0)
    hover_row: reactive[str | None] = reactive[str | None](None)
    chosen_row: reactive[str | None] = reactive[str | None](None)

    def row_marks(self) -> dict[str, str]:
        """The cells of the row whose label is pointed at (or was clicked)."""
        label = self.hover_row or self.chosen_row
        for pagoda, labels in B.ROW_LABELS.items():
            if label in labels:
                return {B.NAMES[c]: "row" for c in B.PAGODA_ROWS[pagoda][labels.index(label)]}
        return {}

    def marks(self) -> dict[str, str]:
        """The screen's marks over a row lit from its label."""
        out = self.row_marks()
        out.update(super().marks())
        return out

    def label_at(self, x: int, y: int) -> str | None:
        if self._picture is None:
            return None
        return self._picture.label_at(x - self._offset[0], y - self._offset[1])

    def on_mouse_move(self, event: events.MouseMove) -> None:
        offset = event.get_content_offset(self)
        self.hover_row = None if offset is None else self.label_at(offset.x, offset.y)

    def on_leave(self, event: events.Leave) -> None:
        self.hover_row = None

    def on_click(self, event: events.Click) -> None:
        """A click on a row label keeps its row lit; elsewhere the base handles it (a cell)."""
        offset = event.get_content_offset(self)
        label = None if offset is None else self.label_at(offset.x, offset.y)
        if label is not None:
            event.stop()
            event.prevent_default()  # not a cell: the base's handler does not run
            self.chosen_row = None if self.chosen_row == label else label

    def watch_hover_row(self) -> None:
        self.refresh()

    def watch_chosen_row(self) -> None:
        self.refresh()

    def cells(self) -> tuple[int, ...]:
        """The tile type on each cell of the state shown (an empty garden before any)."""
        return _EMPTY_BOARD if self.state is None else tuple(self.state.board)

    def pagodas(self) -> tuple[str, ...]:
        """The pagodas in play: two for four players (teams), else one per seat."""
        if self.state is None:
            return B.PAGODAS
        players = self.state.players
        return B.PAGODAS[: 2 if players == 4 else players]

    # -- drawing ------------------------------------------------------------------

    def render(self) -> Text:
        width, height = self.content_size
        frame = choose_frame(width, height)
        picture = paint(
            frame,
            self.cells(),
            highlights=self.marks(),
            cursor=self.shown_cursor(),
            pagodas=self.pagodas(),
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

    # -- places -------------------------------------------------------------------

    def home_ref(self) -> str:
        return "d5"

    def ref_at(self, x: int, y: int) -> str | None:
        """The cell drawn at content offset (x, y), if any."""
        if self._picture is None:
            return None
        return self._picture.cell_at(x - self._offset[0], y - self._offset[1])

    def step(self, ref: str, dx: int, dy: int) -> str:
        return step_cursor(ref, dx, dy)

    def ref_order(self, ref: str) -> int:
        return B.BY_NAME[ref]


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
