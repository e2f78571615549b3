"""The key bar at the bottom of every screen: the keys that work here, in plain ASCII.

Textual's Footer builds one widget per key and rebuilds them whenever the focus
moves, which costs a tenth of a second at start-up; this draws the same line as one
piece of text. Keys are named in ASCII (``Left``, ``PgUp``), never with arrows that
some terminals draw double-width. A click on a key runs its action.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.dom import DOMNode
from textual.screen import Screen
from textual.widget import Widget

from tutor.keys import key_name


class KeyBar(Widget, can_focus=False):
    COMPONENT_CLASSES: ClassVar[set[str]] = {"keybar--key", "keybar--disabled"}

    def __init__(self) -> None:
        super().__init__()
        self._spots: list[tuple[int, int, DOMNode, Binding]] = []

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)

    def _bindings_changed(self, screen: Screen[Any]) -> None:
        if self.is_attached and screen is self.screen:
            self.refresh()

    def render(self) -> Text:
        key_style = self.get_component_rich_style("keybar--key")
        off_style = self.get_component_rich_style("keybar--disabled")
        text = Text(no_wrap=True, overflow="ellipsis", end="")
        spots: list[tuple[int, int, DOMNode, Binding]] = []
        seen: set[str] = set()
        palette: tuple[DOMNode, Binding] | None = None
        for node, binding, enabled, _tooltip in self.screen.active_bindings.values():
            if binding.action == "command_palette":
                palette = (node, binding)
                continue
            if not binding.show or binding.action in seen:
                continue
            seen.add(binding.action)
            start = len(text)
            text.append(f" {binding.key_display or key_name(binding.key)}", key_style)
            text.append(f" {binding.description} ", None if enabled else off_style)
            spots.append((start, len(text), node, binding))
        if palette is not None:
            tail = Text.assemble((" Ctrl+P", key_style), " palette ")
            gap = max(1, self.size.width - len(text) - len(tail))
            text.append(" " * gap)
            start = len(text)
            text.append_text(tail)
            spots.append((start, len(text), *palette))
        self._spots = spots
        return text

    async def on_click(self, event: events.Click) -> None:
        for start, end, node, binding in self._spots:
            if start <= event.x < end:
                event.stop()
                await self.app.run_action(binding.action, node)
                return
