"""The position's fields, one box each: what is not on the board (whose turn, the round,
the scores, what each game keeps aside), named as the game's notation names them.

Any game gets it, since every position line is made of named fields
(``Game.position_fields``); a game's editor plug-in adds a hint per field. State down
(:meth:`PositionForm.show`), messages up (:class:`PositionForm.FieldEdited`).
"""

from __future__ import annotations

from collections.abc import Mapping

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.message import Message
from textual.widgets import Input, Static

from engine.i18n import _
from engine.position_fields import MAX_POSITION
from engine.safe_text import escaped


class PositionForm(VerticalScroll):
    """A box per field of the line, with its name and the game's hint."""

    DEFAULT_CSS = """
    PositionForm { height: 1fr; }
    PositionForm > .field-name { height: 1; padding: 0 1; text-style: bold; }
    PositionForm > .field-hint { height: auto; padding: 0 1; color: $text-muted; }
    PositionForm > Input { height: 1; border: none; padding: 0 1; margin-bottom: 1; }
    PositionForm > Input:focus { background: $boost; }
    PositionForm > Input.-wrong { background: $error 30%; }
    """

    class FieldEdited(Message):
        """The person changed field ``name`` to ``value``."""

        def __init__(self, name: str, value: str) -> None:
            super().__init__()
            self.name = name
            self.value = value

    def __init__(
        self, names: tuple[str, ...], hints: Mapping[str, str], *, id: str | None = None
    ) -> None:
        super().__init__(id=id)
        self.names = names
        self.hints = hints

    def compose(self) -> ComposeResult:
        for name in self.names:
            yield Static(Text(name), classes="field-name")
            hint = _(self.hints[name]) if self.hints.get(name) else ""
            if hint:
                yield Static(Text(hint), classes="field-hint")
            yield Input(id=f"field-{name}", name=name, max_length=MAX_POSITION)

    def show(self, fields: list[tuple[str, str]], wrong: str | None) -> None:
        """The fields' texts as the line writes them; ``wrong`` the field an error names."""
        for name, value in fields:
            found = self.query(f"#field-{name}")
            if not found:
                continue
            box = found.first(Input)
            if box.value != value and not box.has_focus:
                with box.prevent(Input.Changed):
                    box.value = escaped(value)
            box.set_class(name == wrong, "-wrong")

    @on(Input.Changed)
    def changed(self, event: Input.Changed) -> None:
        event.stop()
        if event.input.name:
            self.post_message(self.FieldEdited(event.input.name, event.value))

    @on(Input.Submitted)
    def submitted(self, event: Input.Submitted) -> None:
        event.stop()
