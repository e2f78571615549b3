"""The set-up form's controls for a game's options, and the values read back from them.

Each field of the options Struct (:mod:`tutor.option_fields`) is a set of radio buttons
(a choice), a switch, or a number box, with the id ``opt-<name>`` and the class
``option`` (the screen listens to their changes by that class).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.dom import DOMNode
from textual.widgets import Input, Label, RadioButton, RadioSet, Static, Switch

from tutor.option_fields import OptionField


def option_control(field: OptionField) -> ComposeResult:
    """The control of one option field, with its label."""
    if field.kind == "choice":
        yield Label(field.label, classes="section-title")
        if field.hint:
            yield Static(Text(field.hint), classes="muted")
        default = field.default_key()
        with RadioSet(id=f"opt-{field.name}", classes="option"):
            for choice in field.choices:
                yield RadioButton(choice.label, value=choice.key == default, name=choice.key)
    elif field.kind == "switch":
        with Horizontal(classes="switch-row"):
            yield Switch(value=bool(field.default), id=f"opt-{field.name}", classes="option")
            yield Label(field.hint or field.label)
    else:
        yield Label(field.label, classes="section-title")
        yield Input(
            value=str(field.default), id=f"opt-{field.name}", classes="option", type="integer"
        )


def option_values(form: DOMNode, fields: list[OptionField]) -> dict[str, Any]:
    """The value each control under ``form`` holds, by field name (a blank number box says
    nothing: the option keeps its default)."""
    values: dict[str, Any] = {}
    for field in fields:
        widget = form.query_one(f"#opt-{field.name}")
        if isinstance(widget, RadioSet):
            pressed = widget.pressed_button
            if pressed is not None and pressed.name is not None:
                values[field.name] = field.value_of(pressed.name)
        elif isinstance(widget, Switch):
            values[field.name] = widget.value
        elif isinstance(widget, Input) and widget.value.strip():
            values[field.name] = int(widget.value)
    return values
