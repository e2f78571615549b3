"""A side panel of lines that light the board: a game's standings, its legend.

The lines come from :class:`tutor.ui.GamePlugin` (``standings``, ``legend``) as
:class:`tutor.ui.InfoLine`; the panel knows no game. Choosing a line (keys, or a
click) or pointing at it with the mouse posts :class:`InfoPanel.LineLit` with the
refs the line lights, so a screen can show them on its board; leaving the panel
puts back the chosen line's.
"""

from __future__ import annotations

from collections.abc import Mapping

from rich.text import Text
from textual import on
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from tutor.ui import InfoLine
from tutor.widgets.settled_options import SettledOptionList


class InfoPanel(SettledOptionList):
    """Lines of text, each lighting its refs on the board while chosen or hovered."""

    class LineLit(Message):
        """The refs to light on the board now (empty: none)."""

        def __init__(self, panel: InfoPanel, lit: Mapping[str, str]) -> None:
            super().__init__()
            self.panel = panel
            self.lit = dict(lit)

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._lit: list[Mapping[str, str]] = []
        self.name_shown: str | None = None
        """Which panel the lines are (``"standings"``, ``"legend"``), None before any."""

    def show_lines(self, name: str, title: str, lines: list[InfoLine]) -> None:
        """Show ``lines`` under ``title``, keeping the chosen line where it was."""
        keep = self.highlighted if name == self.name_shown else None
        self.name_shown = name
        self.border_title = Text(title)
        self._lit = [line.lit for line in lines]
        self.clear_options()
        self.add_options([Option(line.text) for line in lines])
        if keep is not None and keep < len(lines):
            self.highlighted = keep

    def lit_at(self, index: int | None) -> Mapping[str, str]:
        if index is None or not 0 <= index < len(self._lit):
            return {}
        return self._lit[index]

    @on(OptionList.OptionHighlighted)
    def _chosen(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self.post_message(self.LineLit(self, self.lit_at(event.option_index)))

    def watch__mouse_hovering_over(self, index: int | None) -> None:
        """The mouse points at a line: light its refs (back to the chosen line's off it)."""
        shown = index if index is not None else self.highlighted
        self.post_message(self.LineLit(self, self.lit_at(shown)))
