"""The shape every game's position line shares, so the four notations read alike.

A position is ``<game>/<version>:`` followed by fields separated by single spaces,
in an order each game fixes and documents (``docs/games/<game>.md``). Inside a
field, each game chooses its own marks, with two conventions kept by all: ``,``
separates items of a list and ``?N`` stands for N things the writer cannot see
(another seat's hand, the bag's order). Reading is bounded: a line longer than
:data:`MAX_POSITION` or holding anything but printable ASCII is refused before
any field is read, so a pasted or hostile string costs nothing.

This module only splits and joins; what a field means is the game's. Every refusal
names a rule of the game's catalogue: each game maps its fields to the rule that
gives a field its meaning, and :data:`LINE` to its notation rule (the line's own
shape: prefix, version, field count, characters).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

import msgspec

from engine.core import PositionError
from engine.i18n import _

MAX_POSITION: Final = 2_000
"""Characters a position line may hold (the longest reachable one is far shorter)."""

LINE: Final = "position"
"""The key, in a game's field rules, of the rule the line's own shape breaks."""

MAX_COUNT: Final = 999
"""The largest number any field may state (no box holds more of anything)."""


class Field(msgspec.Struct, frozen=True):
    """One field of a position line: its name (for errors), its text, and the
    1-based column where it starts (so an error can point at it)."""

    name: str
    text: str
    column: int
    rule: str
    """The rule id a wrong text in this field breaks, unless an error names another."""

    def error(self, message: str, offset: int = 0, rule: str | None = None) -> PositionError:
        """A parse error inside this field, ``offset`` characters into it, citing the
        field's rule (or ``rule``, where a more precise one is broken)."""
        return PositionError(message, self.name, self.column + offset, rule or self.rule)


def join_position(game_id: str, version: int, fields: Sequence[str]) -> str:
    """``<game>/<version>:`` and the fields, separated by single spaces."""
    return f"{game_id}/{version}:" + " ".join(fields)


def split_position(
    text: str, game_id: str, version: int, names: Sequence[str], rules: Mapping[str, str]
) -> list[Field]:
    """The fields of ``text``, named by ``names`` in order; :class:`PositionError`
    for a wrong prefix, version, field count, length or character. ``rules`` maps each
    name, and :data:`LINE`, to the rule id its refusals cite."""
    line = rules[LINE]
    text = text.strip()
    if len(text) > MAX_POSITION:
        said = _("longer than {most} characters").format(most=MAX_POSITION)
        raise PositionError(said, "position", MAX_POSITION + 1, line)
    for index, char in enumerate(text):
        if not (" " <= char <= "~"):
            said = _("unexpected character {char}").format(char=repr(char))
            raise PositionError(said, "position", index + 1, line)
    prefix = f"{game_id}/"
    if not text.startswith(prefix):
        head = text.split(":", 1)[0] if ":" in text else text[:20]
        said = _("expected '{expected}', got '{got}'").format(
            expected=f"{prefix}{version}:", got=head
        )
        raise PositionError(said, "prefix", 1, line)
    version_text, colon, body = text[len(prefix) :].partition(":")
    if not colon:
        said = _("expected ':' after '{head}'").format(head=f"{prefix}{version_text}")
        raise PositionError(said, "prefix", len(prefix) + 1, line)
    if version_text != str(version):
        raise PositionError(
            _("version {version} is not one this niwa reads (it reads {reads})").format(
                version=repr(version_text), reads=version
            ),
            "version",
            len(prefix) + 1,
            line,
        )
    column = len(prefix) + len(version_text) + 2
    tokens = body.split(" ")
    if len(tokens) != len(names):
        raise PositionError(
            _("expected {count} fields ({names}), got {got}").format(
                count=len(names), names=" ".join(names), got=len(tokens)
            ),
            "position",
            column,
            line,
        )
    fields: list[Field] = []
    for name, token in zip(names, tokens, strict=True):
        if not token:
            said = _("empty field (fields are separated by one space)")
            raise PositionError(said, name, column, line)
        fields.append(Field(name, token, column, rules[name]))
        column += len(token) + 1
    return fields


def parse_count(token: str, field: Field, offset: int = 0) -> int:
    """A whole number 0..MAX_COUNT written in ``token`` (a part of ``field``)."""
    if not token.isdigit() or len(token) > 3:
        said = _("expected a number 0..{most}, got '{token}'").format(most=MAX_COUNT, token=token)
        raise field.error(said, offset)
    return int(token)


def unknown(count: int) -> str:
    """How a field writes ``count`` things the writer cannot see."""
    return f"?{count}"


UNKNOWN_MARK: Final = "?"


def has_unknowns(text: str) -> bool:
    """Whether a position line writes anything as unknown (``?N``): a seat's view, which
    can be asked about but not played on (whose tiles would the unknown ones be?)."""
    return UNKNOWN_MARK in text.partition(":")[2]
