"""The timeline under the board: where you are in the game, round marks; click or drag.

Drawn in ASCII: ``=`` for the plies behind you, ``-`` ahead, ``|`` where a round
starts and ``O`` for the current ply.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget


class Scrubber(Widget, can_focus=True):
    """A one-line bar with a caption above it; clicking or dragging posts :class:`Seek`."""

    DEFAULT_CSS = """
    Scrubber {
        height: 2;
        padding: 0 1;
    }
    """

    class Seek(Message):
        def __init__(self, ply: int) -> None:
            super().__init__()
            self.ply = ply

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.ply = 0
        self.total = 0
        self.rounds: list[int] = []
        self.caption = Text()
        self.short = Text()
        self.branch_from: int | None = None
        self._bar_left = 0
        self._dragging = False

    def show(
        self,
        ply: int,
        total: int,
        rounds: list[int],
        caption: Text,
        branch_from: int | None = None,
        short: Text | None = None,
    ) -> None:
        self.ply, self.total, self.rounds = ply, total, rounds
        self.caption = caption
        self.short = short or caption
        self.branch_from = branch_from
        self.refresh()

    def _column(self, ply: int, width: int) -> int:
        return 0 if self.total == 0 else round(ply * (width - 1) / self.total)

    def render(self) -> Text:
        if self.content_size.height == 1:
            return self._one_line()
        return self._two_lines()

    def _bar(self, width: int) -> Text:
        bar = ["-"] * width
        styles = ["dim"] * width
        here = self._column(self.ply, width)
        for x in range(here):
            bar[x], styles[x] = "=", "green"
        if self.branch_from is not None:
            for x in range(self._column(self.branch_from, width) + 1, width):
                styles[x] = "magenta" if bar[x] == "-" else "bold magenta"
        for ply in self.rounds:
            x = self._column(ply, width)
            if x != here:
                bar[x] = "|"
        bar[here], styles[here] = "O", "bold yellow"
        line = Text(no_wrap=True, overflow="crop")
        for char, style in zip(bar, styles, strict=True):
            line.append(char, style)
        return line

    def _two_lines(self) -> Text:
        line = self._bar(max(2, self.content_size.width))
        out = self.caption.copy()
        out.no_wrap = True
        out.overflow = "ellipsis"
        out.append("\n")
        out.append_text(line)
        return out

    def _one_line(self) -> Text:
        """Short caption and bar side by side, for short terminals."""
        out = self.short.copy()
        out.no_wrap = True
        out.append(" ")
        self._bar_left = len(out.plain)
        out.append_text(self._bar(max(2, self.content_size.width - self._bar_left)))
        return out

    def ply_at(self, x: int, y: int) -> int | None:
        """The ply under content cell (x, y), or None off the bar."""
        if self.total == 0:
            return None
        if self.content_size.height == 1:
            left = self._bar_left
        elif y < 1:
            return None
        else:
            left = 0
        width = max(2, self.content_size.width - left)
        if x < left:
            return None
        ply = round((x - left) * self.total / (width - 1))
        return max(0, min(self.total, ply))

    def _seek_to(self, event: events.MouseEvent) -> None:
        """Seek to the ply under the pointer's column (its row no longer matters)."""
        offset = event.get_content_offset_capture(self)
        ply = self.ply_at(offset.x, self.content_size.height - 1)
        if ply is not None and ply != self.ply:
            self.post_message(self.Seek(ply))

    def on_mouse_down(self, event: events.MouseDown) -> None:
        """Press on the bar and drag: the position follows the pointer."""
        offset = event.get_content_offset(self)
        if offset is None or self.ply_at(offset.x, offset.y) is None:
            return
        self._dragging = True
        self.capture_mouse()
        self._seek_to(event)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        if self._dragging:
            self._seek_to(event)

    def on_mouse_up(self, event: events.MouseUp) -> None:
        if self._dragging:
            self._dragging = False
            self.release_mouse()
