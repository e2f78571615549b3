"""What the position editor asks of a game beyond its notation: its pieces and places.

A game's plug-in may hold ``editor.py`` with ``EDITOR``, a :class:`BoardEditor`
subclass: the palette of its pieces (with how many of each are left in the box), and
how a piece is put on a place of its board, taken off, or found there. Every edit
returns a new position line, so the editor's one truth stays the line. A game without
one gets this base: no palette, and the line and its fields edited as text (which
covers everything a position holds).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Final, NamedTuple

from engine.i18n import N_, _

IN_FIELDS: Final = N_("this game's pieces are edited in the fields below the board")
SEAT_NUMBER: Final = re.compile(r"\d+")
"""Where a turn field writes the seat on turn, as most games do (``2``, ``2+``,
``bid:2``, ``2,LR``): its first number, counted from 1."""


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

    turn_field: ClassVar[str] = "turn"
    """The line's field that says whose turn it is (the side-to-move selector edits it)."""
    seat_marks: ClassVar[Sequence[str]] = ()
    """How the turn field writes each seat where it does not number them (tic-tac-toe's
    ``x`` and ``o``); empty: the seat's number, from 1 (:data:`SEAT_NUMBER`)."""

    def __init__(self, game: Any) -> None:
        self.game = game

    def turn_seat(self, turn: str) -> int | None:
        """The seat the turn field ``turn`` names (None: it names none)."""
        if self.seat_marks:
            return self.seat_marks.index(turn) if turn in self.seat_marks else None
        found = SEAT_NUMBER.search(turn)
        return None if found is None else int(found.group()) - 1

    def turn_text(self, turn: str, seat: int) -> str:
        """The turn field ``turn`` with ``seat`` on turn instead, what else it says kept
        (a phase, piles done); EditRefused where it names no seat (set-up, the end)."""
        if self.seat_marks:
            if turn not in self.seat_marks:
                raise EditRefused(_("no player is on turn now ({turn})").format(turn=turn))
            return self.seat_marks[seat]
        found = SEAT_NUMBER.search(turn)
        if found is None:
            raise EditRefused(_("no player is on turn now ({turn})").format(turn=turn))
        return turn[: found.start()] + str(seat + 1) + turn[found.end() :]

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
        raise EditRefused(_(IN_FIELDS))

    def remove(self, state: Any, ref: str) -> str:
        """The line with the piece on ``ref`` taken off (back to the box)."""
        raise EditRefused(_(IN_FIELDS))

    def piece_on(self, state: Any, ref: str) -> str | None:
        """The code of the piece lying on ``ref``, if any (to move it elsewhere)."""
        return None

    def empty(self, state: Any) -> str | None:
        """The line of an empty board with ``state``'s options (None: the game has no
        empty board apart from its start; the editor then starts from the new game)."""
        return None
