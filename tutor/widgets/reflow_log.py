"""A log that wraps its lines at the width it has now, not the width it had when written.

Textual's RichLog wraps each line once, when it is written: a line written while the
log was hidden (a side panel in its place) was wrapped ten columns wide and stayed so,
and a line written before the log's width settled lost its end under the scrollbar
("Paradise Flycatcher on e" for "... on e4", issue 22). This log keeps what was written
and wraps it all again whenever its width changes; while hidden it only keeps it.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Self

from rich.console import RenderableType
from rich.text import Text
from textual.events import Resize
from textual.widgets import RichLog


class ReflowLog(RichLog):
    """A RichLog (``wrap``, no markup) whose lines follow its width."""

    def __init__(self, *, max_lines: int = 200, **kwargs: Any) -> None:
        super().__init__(max_lines=max_lines, **kwargs)
        self._written: deque[RenderableType | object] = deque(maxlen=max_lines)
        self._drawn_width = 0
        self._reflowing = False
        self._height = 0
        """The height the log had at the last resize: whether its end was in view then."""

    def write(
        self,
        content: RenderableType | object,
        width: int | None = None,
        expand: bool = False,
        shrink: bool = True,
        scroll_end: bool | None = None,
        animate: bool = False,
    ) -> Self:
        if not self._reflowing:
            self._written.append(content.copy() if isinstance(content, Text) else content)
        now = self.scrollable_content_region.width
        if self._size_known and not now:
            self._drawn_width = 0
            return self  # hidden: wrapped when it shows again, at its width then
        self._drawn_width = now
        return super().write(content, width, expand, shrink, scroll_end, animate)

    def clear(self) -> Self:
        self._written.clear()
        return super().clear()

    def on_resize(self, event: Resize) -> None:
        """Runs before RichLog's own handler: the first width known draws what was kept
        (RichLog's deferred writes, which would draw it a second time, are dropped)."""
        width, height = self.scrollable_content_region.size
        if not width:
            return
        showed_end = self.scroll_y >= self.virtual_size.height - self._height
        self._height = height
        if showed_end and self.auto_scroll:
            # a panel beside it grew or shrank: the newest lines stay in view
            self.scroll_end(animate=False, immediate=False)
        if not self._size_known:
            self._size_known = True
            self._deferred_renders.clear()
            self.reflow()
        elif width != self._drawn_width:
            self.reflow()

    def reflow(self) -> None:
        """Wrap every kept line again at the log's width now."""
        written = list(self._written)
        RichLog.clear(self)
        self._reflowing = True
        try:
            for content in written:
                self.write(content, scroll_end=True)
        finally:
            self._reflowing = False
