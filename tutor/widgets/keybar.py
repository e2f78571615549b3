"""The key bar at the bottom of every screen: the keys that work here, in plain ASCII.

Textual's Footer builds one widget per key and rebuilds them whenever the focus
moves, which costs a tenth of a second at start-up; this draws the same keys as one
piece of text. Keys are named in ASCII (``Left``, ``PgUp``), never with arrows that
some terminals draw double-width. A click on a key runs its action.

Keys that do not fit in one row go on to a second (issue 22: a key bar cut at "h Hint
(in a" hid the keys after it); a key and its words are never split. The command
palette's key sits at the right of the last row where it fits (Help lists it too).

Which keys work is asked of the screen (``active_bindings`` runs every ``check_action``
along the focus chain), so the rows are packed once per change of the screen's bindings,
as Textual's Footer recomposes on the same signal, and reused for every layout and
repaint in between.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.dom import DOMNode
from textual.geometry import Size
from textual.screen import Screen
from textual.widget import Widget

from engine.i18n import _
from engine.language import current_language
from tutor.keys import key_name

Spot = tuple[int, int, int, DOMNode, Binding]
"""Where a key is drawn: row, first and last column, and what a click on it runs."""


class KeyBar(Widget, can_focus=False):
    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: auto;
        background: $footer-background;
        color: $footer-foreground;
    }

    KeyBar > .keybar--key {
        color: $footer-key-foreground;
        text-style: bold;
    }

    KeyBar > .keybar--disabled {
        color: $text-disabled;
    }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {"keybar--key", "keybar--disabled"}

    def __init__(self) -> None:
        super().__init__()
        self._spots: list[Spot] = []
        self._bindings_seen = 0
        """How many times the screen said its bindings changed: the packed rows' age."""
        self._packed: tuple[tuple[int, str, str, int], list[Text], list[Spot]] | None = None

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)

    def _bindings_changed(self, screen: Screen[Any]) -> None:
        if self.is_attached and screen is self.screen:
            self._bindings_seen += 1
            size = self.size
            if size.width and len(self._rows(size.width)[0]) == size.height:
                self.refresh()  # as tall as before: no need to lay the whole screen out again
            else:
                self.refresh(layout=True)

    def _keys(self) -> tuple[list[tuple[Text, DOMNode, Binding]], tuple[DOMNode, Binding] | None]:
        """Each shown key as its own piece of text, and the command palette's key."""
        key_style = self.get_component_rich_style("keybar--key")
        off_style = self.get_component_rich_style("keybar--disabled")
        pieces: list[tuple[Text, DOMNode, Binding]] = []
        seen: set[str] = set()
        palette: tuple[DOMNode, Binding] | None = None
        for node, binding, enabled, _tooltip in self.screen.active_bindings.values():
            if binding.action == "command_palette":
                palette = (node, binding)
                continue
            if not binding.show or binding.action in seen:
                continue
            seen.add(binding.action)
            piece = Text(end="")
            piece.append(f" {binding.key_display or key_name(binding.key)}", key_style)
            piece.append(f" {_(binding.description)} ", None if enabled else off_style)
            pieces.append((piece, node, binding))
        return pieces, palette

    def _rows(self, width: int) -> tuple[list[Text], list[Spot]]:
        """The keys packed into rows of ``width`` cells (again only when the bindings, the
        width, the language or the theme changed since they were last packed)."""
        key = (width, current_language(), self.app.theme, self._bindings_seen)
        if self._packed is None or self._packed[0] != key:
            self._packed = (key, *self._pack(width))
        return [row.copy() for row in self._packed[1]], list(self._packed[2])

    def _pack(self, width: int) -> tuple[list[Text], list[Spot]]:
        """The keys packed into rows of ``width`` cells, the palette's key last, at the right."""
        pieces, palette = self._keys()
        rows: list[Text] = [Text(no_wrap=True, end="")]
        spots: list[Spot] = []
        for piece, node, binding in pieces:
            row = rows[-1]
            if len(row) and len(row) + len(piece) > width:
                row = Text(no_wrap=True, end="")
                rows.append(row)
            start = len(row)
            row.append_text(piece)
            spots.append((len(rows) - 1, start, len(row), node, binding))
        if palette is not None:  # at the right of the last row, where it fits (Help lists it)
            tail = Text.assemble((" Ctrl+P", self.get_component_rich_style("keybar--key")), end="")
            tail.append(" " + _("palette") + " ")
            row = rows[-1]
            if len(row) + len(tail) + 1 <= width:
                row.append(" " * (width - len(row) - len(tail)))
                start = len(row)
                row.append_text(tail)
                spots.append((len(rows) - 1, start, len(row), *palette))
        return rows, spots

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        rows, _spots = self._rows(width)
        return len(rows)

    def render(self) -> Text:
        rows, self._spots = self._rows(self.size.width)
        return Text("\n", no_wrap=True, end="").join(rows)

    async def on_click(self, event: events.Click) -> None:
        for row, start, end, node, binding in self._spots:
            if row == event.y and start <= event.x < end:
                event.stop()
                await self.app.run_action(binding.action, node)
                return
