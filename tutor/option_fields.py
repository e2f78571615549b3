"""The setup form's fields, read from a game's options Struct through msgspec.

Each field becomes one control, whatever the game: a bool is a switch; a bounded int
(msgspec ``Meta(ge=..., le=...)``) or a ``Literal`` is a choice of its values; a
structured value (a Struct, a list, a table: a game's data) is a choice among the
named data sets the game's plug-in offers, never a repr in a text box; an unbounded
int is a number box. The plug-in may replace a field's choices and relabel it.
"""

from __future__ import annotations

import typing
from typing import Any, Final, Literal, NamedTuple

import msgspec
from msgspec import inspect as mi

from engine.i18n import _
from tutor.first_player import FIRST_FIELD
from tutor.ui import GamePlugin

Kind = Literal["switch", "choice", "number"]

MAX_RANGE: Final = 12
"""A bounded int with more values than this is a number box, not a list of choices."""

DEFAULT_KEY: Final = "(default)"


class Choice(NamedTuple):
    key: str
    """What the form stores (a radio button's name); unique within the field."""
    value: Any
    label: str


class OptionField(NamedTuple):
    name: str
    label: str
    kind: Kind
    default: Any
    choices: tuple[Choice, ...] = ()
    hint: str = ""

    def value_of(self, key: str) -> Any:
        """The option value a chosen key stands for."""
        for choice in self.choices:
            if choice.key == key:
                return choice.value
        raise KeyError(key)

    def default_key(self) -> str | None:
        for choice in self.choices:
            if choice.value == self.default:
                return choice.key
        return None


def option_fields(ui: GamePlugin) -> list[OptionField]:
    """The fields of ``ui.game``'s options, in their declared order; the first player is
    asked with the seats (tutor.first_player), not as an option."""
    info = mi.type_info(ui.game.options_type)
    assert isinstance(info, mi.StructType)
    defaults = ui.game.options_type()
    return [_field(ui, f, getattr(defaults, f.name)) for f in info.fields if f.name != FIRST_FIELD]


def _field(ui: GamePlugin, field: mi.Field, default: Any) -> OptionField:
    name = field.name
    label = ui.option_label(name)
    hint = ui.option_hint(name)
    friendly = ui.option_choices(name)
    kind: Kind = "choice"
    if friendly is not None:
        choices = [Choice(str(value), value, text) for value, text in friendly]
    elif isinstance(field.type, mi.BoolType):
        return OptionField(name, label, "switch", default, hint=hint)
    elif isinstance(field.type, mi.LiteralType):
        choices = [Choice(str(v), v, str(v)) for v in _literal_values(ui, name)]
    elif isinstance(field.type, mi.IntType):
        low, high = _bounds(field.type)
        if low is None or high is None or high - low + 1 > MAX_RANGE:
            return OptionField(name, label, "number", default, hint=hint)
        choices = [Choice(str(v), v, str(v)) for v in range(low, high + 1)]
    else:
        choices = [Choice(key, value, key) for key, value in ui.data_sets(name).items()]
    if not any(c.value == default for c in choices):
        choices.insert(0, Choice(DEFAULT_KEY, default, _("the game's default")))
    return OptionField(name, label, kind, default, tuple(choices), hint)


def _literal_values(ui: GamePlugin, name: str) -> tuple[Any, ...]:
    """A Literal's values in the order written (msgspec's type info keeps them as a set)."""
    hint = typing.get_type_hints(ui.game.options_type, include_extras=True)[name]
    while typing.get_origin(hint) is typing.Annotated:
        hint = typing.get_args(hint)[0]
    return typing.get_args(hint)


def _bounds(info: mi.IntType) -> tuple[int | None, int | None]:
    low = info.ge if info.ge is not None else (info.gt + 1 if info.gt is not None else None)
    high = info.le if info.le is not None else (info.lt - 1 if info.lt is not None else None)
    return low, high


def build_options(ui: GamePlugin, values: dict[str, Any]) -> Any:
    """The options Struct from the form's values, checked by msgspec (bounds included)."""
    return msgspec.convert(values, ui.game.options_type, from_attributes=False, strict=True)
