"""A log that wraps its lines at the width it has now, not the width it had when written.

Textual's RichLog wraps each line once, when it is written: a line written while the
log was hidden (a side panel in its place) was wrapped ten columns wide and stayed so,
and a line written before the log's width settled lost its end under the scrollbar
("Paradise Flycatcher on e" for "... on e4", issue 22). This log keeps what was written
and wraps it all again whenever its width changes; while hidden it only keeps it.

A side column's width often swings between two values turn after turn (a hand shown
for the person's move gives the column a scrollbar, the computer's move takes it away).
Wrapping two hundred lines again costs a Rich render each, so each kept line remembers
its wrapped lines at the last widths it was drawn at, and a swing back costs nothing.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any, Self

from rich.console import RenderableType
from rich.text import Text
from textual.events import Resize
from textual.geometry import Size
from textual.strip import Strip
from textual.widgets import RichLog

WIDTHS_KEPT = 2
"""Widths each line keeps its wrapped lines for: the two a swinging column goes between."""


@dataclass
class _Kept:
    """A line as written, and its wrapped lines by the width they were wrapped at."""

    content: RenderableType | object
    wrapped: dict[int, list[Strip]] = field(default_factory=dict)


class ReflowLog(RichLog):
    """A RichLog (``wrap``, no markup) whose lines follow its width."""

    def __init__(self, *, max_lines: int = 200, **kwargs: Any) -> None:
        super().__init__(max_lines=max_lines, **kwargs)
        self._written: deque[_Kept] = deque(maxlen=max_lines)
        self._drawn_width = 0
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
        kept = _Kept(content.copy() if isinstance(content, Text) else content)
        self._written.append(kept)
        now = self.scrollable_content_region.width
        if self._size_known and not now:
            self._drawn_width = 0
            return self  # hidden: wrapped when it shows again, at its width then
        self._drawn_width = now
        if width is not None or expand or not shrink or not self._size_known:
            # drawn to measure other than the log's width: not reused at a reflow
            return super().write(content, width, expand, shrink, scroll_end, animate)
        kept.wrapped[now] = self._append(content, scroll_end, animate)
        return self

    def _append(
        self, content: RenderableType | object, scroll_end: bool | None, animate: bool = False
    ) -> list[Strip]:
        """RichLog's write, returning the lines it added (counted past any trimmed from
        the top to keep ``max_lines``)."""
        before = self._start_line + len(self.lines)
        RichLog.write(self, content, scroll_end=scroll_end, animate=animate)
        added = self._start_line + len(self.lines) - before
        return self.lines[-added:] if added > 0 else []

    def scroll_end(self, *args: Any, **kwargs: Any) -> None:
        """To the end even where no layout has run since its lines came: Textual scrolls
        only a box whose scrollbar is shown, and a log first sized on a screen already
        under a dialog (a game the computers played to its end, Game over on top) had
        none yet, so the scroll was dropped and the dialog showed the log's first lines
        behind it. The end is clamped to what the lines fill, so nothing else changes."""
        kwargs["force"] = True
        super().scroll_end(*args, **kwargs)

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
        """Wrap every kept line again at the log's width now (from memory where it was
        wrapped at this width before)."""
        RichLog.clear(self)
        width = self.scrollable_content_region.width
        self._drawn_width = width
        for kept in self._written:
            strips = kept.wrapped.get(width)
            if strips is None:
                strips = self._append(kept.content, scroll_end=False)
                if len(kept.wrapped) >= WIDTHS_KEPT:
                    kept.wrapped.pop(next(iter(kept.wrapped)))
                kept.wrapped[width] = strips
            else:
                self.lines.extend(strips)
        if self.max_lines is not None and len(self.lines) > self.max_lines:
            self._start_line += len(self.lines) - self.max_lines
            self.lines = self.lines[-self.max_lines :]
        widest = max((strip.cell_length for strip in self.lines), default=0)
        self._widest_line_width = widest
        self.virtual_size = Size(widest, len(self.lines))
        if self.auto_scroll:
            self.scroll_end(animate=False, immediate=False, x_axis=False)
