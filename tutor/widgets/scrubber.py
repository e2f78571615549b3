"""The timeline under the board: where you are in the game, round marks, click to jump.

Drawn in ASCII: ``=`` for the plies behind you, ``-`` ahead, ``|`` where a round
starts and ``O`` for the current ply.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget


class Scrubber(Widget, can_focus=True):
    """A one-line bar with a caption above it; clicking posts :class:`Seek`."""

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

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or self.total == 0:
            return
        if self.content_size.height == 1:
            left = self._bar_left
        elif offset.y < 1:
            return
        else:
            left = 0
        width = max(2, self.content_size.width - left)
        if offset.x < left:
            return
        ply = round((offset.x - left) * self.total / (width - 1))
        self.post_message(self.Seek(max(0, min(self.total, ply))))
