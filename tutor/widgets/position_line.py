"""The position line under the editor's board: the line itself, editable, and its status.

State down (:meth:`PositionLine.show`: the line and its :class:`tutor.editing.Status`),
messages up (:class:`PositionLine.Edited` as the line is typed or pasted). The status
says "parses", "consistent", or what is wrong with the rule it breaks, in words and
with a mark (never colour alone).
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Input, Static

from engine.i18n import _
from engine.position_fields import MAX_POSITION
from engine.safe_text import escaped
from tutor.editing import Status


class PositionLine(Vertical):
    """The editable line and its status, under the board."""

    DEFAULT_CSS = """
    PositionLine { height: auto; }
    PositionLine > Input { border: tall $panel; height: 3; }
    .-narrow PositionLine > Input { border: none; height: 1; padding: 0 1; }
    PositionLine > #position-status { height: auto; padding: 0 1; }
    PositionLine > #position-status.-bad { color: $error; }
    PositionLine > #position-status.-good { color: $success; }
    """

    SCOPED_CSS = False
    """The narrow rule reads the app's ``-narrow`` class, above this widget."""

    class Edited(Message):
        """The person typed or pasted into the line (``text`` as it now stands)."""

        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    def compose(self) -> ComposeResult:
        line = Input(id="position-input", max_length=MAX_POSITION, select_on_focus=False)
        line.border_title = _("Position (type or paste a line)")
        yield line
        yield Static(id="position-status", markup=False)

    def show(self, text: str, status: Status, note: str = "") -> None:
        """The line, its status, and ``note`` (what the last edit said) under it."""
        line = self.query_one(Input)
        safe = escaped(text)  # a pasted line is untrusted: shown escaped, never raw
        if line.value != safe:
            with line.prevent(Input.Changed):
                line.value = safe
        marker = "[ok] " if status.playable else ("[?] " if status.parses else "[X] ")
        words = self.query_one("#position-status", Static)
        shown = Text(marker + escaped(status.words()))
        if note:
            shown.append("\n" + escaped(note), style="bold")
        words.update(shown)
        words.set_class(not status.parses or not status.consistent, "-bad")
        words.set_class(status.playable, "-good")

    @on(Input.Changed, "#position-input")
    def typed(self, event: Input.Changed) -> None:
        event.stop()
        self.post_message(self.Edited(event.value))

    @on(Input.Submitted, "#position-input")
    def submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.post_message(self.Edited(event.value))
