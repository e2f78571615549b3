"""A row of choices (buttons) that stacks them one under the other when they do not fit.

Textual lays a Horizontal's children out in one row whatever its width: at 80 columns a
lesson's quiz answers or a dialog's buttons ran past the edge ("Passin  The  Whose turn",
"Back to t"), hiding the very option that answered the step. A ChoiceRow measures what
its shown children need side by side; when that is more than its width it stacks them,
each as wide as the row, its words wrapping inside it (issue 22).
"""

from __future__ import annotations

from typing import ClassVar

from textual.containers import Horizontal
from textual.geometry import Size
from textual.widget import Widget

WIDE = Size(1000, 1000)
"""Room enough to ask a child its one-line width."""


def natural_width(child: Widget) -> int:
    """The cells a child takes in a row: its content on one line, its gutter and margins,
    at least its minimum width."""
    styles = child.styles
    width = child.get_content_width(WIDE, WIDE) + styles.gutter.width
    if styles.min_width is not None:
        width = max(width, int(styles.min_width.value))
    return width + styles.margin.width


class ChoiceRow(Horizontal):
    """Choices side by side while they fit; stacked (class ``-stacked``) when not."""

    DEFAULT_CSS: ClassVar[str] = """
    ChoiceRow {
        height: auto;
    }
    ChoiceRow.-stacked {
        layout: vertical;
    }
    ChoiceRow.-stacked > Button {
        width: 100%;
        height: auto;
        text-wrap: wrap;
        margin-right: 0;
        margin-bottom: 0;
    }
    """

    def needed_width(self) -> int:
        return sum(natural_width(c) for c in self.children if c.display)

    def refit(self) -> None:
        """Stack or unstack for the children's labels now (call after changing them)."""
        width = self.content_region.width
        if width:
            self.set_class(self.needed_width() > width, "-stacked")

    def on_resize(self) -> None:
        self.refit()
