"""What the position editor asks of a game beyond its notation: its pieces and places.

A game's plug-in may hold ``editor.py`` with ``EDITOR``, a :class:`BoardEditor`
subclass: the palette of its pieces (with how many of each are left in the box), and
how a piece is put on a place of its board, taken off, or found there. Every edit
returns a new position line, so the editor's one truth stays the line. A game without
one gets this base: no palette, and the line and its fields edited as text (which
covers everything a position holds).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, NamedTuple


class Piece(NamedTuple):
    """One entry of the palette: the code the board and the notation use, a label,
    and how many are left in the box (None: the box does not count them)."""

    code: str
    label: str
    left: int | None = None


class EditRefused(Exception):
    """An edit the board cannot make (no such piece, a place that holds none): said
    on the status line; the line is unchanged."""


class BoardEditor:
    """The generic editor: no pieces to place, every part edited in the line's fields."""

    field_hints: ClassVar[Mapping[str, str]] = {}
    """A short help per field of the line (field name -> words), shown beside its box."""

    def __init__(self, game: Any) -> None:
        self.game = game

    def pieces(self, state: Any) -> list[Piece]:
        """The palette for ``state``: every kind of piece, and how many are left."""
        return []

    def places(self, state: Any) -> list[tuple[str, str]]:
        """Places off the board's own drawing that pieces go to (ref, label): a seat's
        hand, a trick pile, a garden the board does not show. Listed under the palette,
        chosen as a board place is."""
        return []

    def put(self, state: Any, code: str, ref: str) -> str:
        """The line with a ``code`` piece put on ``ref`` (replacing what lay there)."""
        raise EditRefused("this game's pieces are edited in the fields below the board")

    def remove(self, state: Any, ref: str) -> str:
        """The line with the piece on ``ref`` taken off (back to the box)."""
        raise EditRefused("this game's pieces are edited in the fields below the board")

    def piece_on(self, state: Any, ref: str) -> str | None:
        """The code of the piece lying on ``ref``, if any (to move it elsewhere)."""
        return None

    def empty(self, state: Any) -> str | None:
        """The line of an empty board with ``state``'s options (None: the game has no
        empty board apart from its start; the editor then starts from the new game)."""
        return None
