"""A DataTable that never keeps rows drawn at widths that changed since.

Textual's DataTable measures its columns when it is next idle, after rows are added,
and caches every row it draws under a counter that this measuring does not advance
(Textual 8.2). A table drawn between ``add_row`` and that idle moment — whether it is
depends on the machine's load — keeps its first rows at the labels' widths for good
(a move list's "the  X s" for "the dealer  X set on a1"). ``SettledTable`` drops those drawings
whenever the measuring changes a width, so what is drawn never depends on when the
screen happened to refresh. Every table of the app is one (the move list, the score
sheet).

It also scrolls its cursor back into view whenever it is resized. A table scrolls to its
cursor when the cursor moves, against the size it has then; a panel beside it may grow
afterwards and shrink it (the viewer's explanation of a reviewed ply, the score sheet at
the end), which left the cursor's row under the fold, or not, as the refreshes fell.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

from textual import events, on
from textual.widgets import DataTable
from textual.widgets.data_table import RowKey

CellType = TypeVar("CellType")


class SettledTable(DataTable[CellType]):
    """A DataTable whose drawing follows its column widths once they are measured."""

    def widths(self) -> tuple[int, ...]:
        """Every column's drawn width, the row labels' first."""
        label = self._label_column.get_render_width(self)
        return (label, *(column.get_render_width(self) for column in self.ordered_columns))

    def _update_dimensions(self, new_rows: Iterable[RowKey]) -> None:
        before = self.widths()
        super()._update_dimensions(new_rows)
        if self.widths() != before:
            self._clear_caches()  # rows drawn before the widths settled are drawn again
            self.refresh()

    @on(events.Resize)
    def _keep_the_cursor_in_view(self) -> None:
        if self.show_cursor and self.cursor_type != "none" and self.row_count:
            self.call_after_refresh(self._scroll_cursor_into_view)


def cell_texts(table: DataTable[Any], y: int) -> str:
    """The text a table draws on its line ``y`` (for tests and checks)."""
    return "".join(segment.text for segment in table.render_line(y))
