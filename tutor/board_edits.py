"""What an edit made on the position editor's board does to the position line: a piece put
on a place, taken off with the trash, picked up to move it, or a seat put on turn.

Plain functions over the game's editor plug-in (``tutor.piece_editing.BoardEditor``):
each returns an :class:`Edit`, the new line (or None) with what to say, and the tool in
hand after it; the screen applies it to its edit session and redraws.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from engine.i18n import N_, _
from tutor.piece_editing import BoardEditor, EditRefused
from tutor.ui import GamePlugin

NOT_PARSED = N_("The line does not parse: mend it (or undo) before editing the board")


class Edit(NamedTuple):
    """An edit's outcome: the new position line (None: unchanged), the words under the
    status, and the piece held (None) or the trash after it."""

    text: str | None
    message: str
    held: str | None
    trash: bool


def place(editor: BoardEditor, state: Any, ref: str, held: str | None, trash: bool) -> Edit:
    """Put the held piece on ``ref``, take it off with the trash, or pick up the piece lying
    there to move it (nothing held)."""
    try:
        if trash:
            return Edit(editor.remove(state, ref), "", held, trash)
        if held is not None:
            return Edit(editor.put(state, held, ref), "", held, trash)
        return pick_up(editor, state, ref, held, trash)
    except EditRefused as err:
        return Edit(None, _("Not done: {why}").format(why=err), held, trash)


def pick_up(editor: BoardEditor, state: Any, ref: str, held: str | None, trash: bool) -> Edit:
    """The piece on ``ref`` taken into the hand, to be put elsewhere."""
    code = editor.piece_on(state, ref)
    if code is None:
        said = _("Nothing to pick up on {place}: choose a piece (p) first").format(place=ref)
        return Edit(None, said, held, trash)
    said = _("Holding {piece}: choose where it goes").format(piece=code)
    return Edit(editor.remove(state, ref), said, code, False)


def take_off(editor: BoardEditor, state: Any, ref: str) -> tuple[str | None, str]:
    """The piece on ``ref`` back in the box: the new line, or None and why not."""
    try:
        return editor.remove(state, ref), ""
    except EditRefused as err:
        return None, _("Not done: {why}").format(why=err)


def turn_text(editor: BoardEditor, turn: str, seat: int) -> tuple[str | None, str]:
    """The turn field ``turn`` with ``seat`` on turn (what else it says kept), or None and
    why not."""
    try:
        return editor.turn_text(turn, seat), ""
    except EditRefused as err:
        return None, _("Not done: {why}").format(why=err)


def board_moves(ui: GamePlugin, state: Any, piece: str, ref: str) -> list[Any]:
    """The moves a click on ``ref`` makes with ``piece`` as in Play (every choice it
    carries), or the one move the game reads from them, or none."""
    moves = ui.moves_for(state, piece, ref)
    if not moves:
        raw = ui.raw_move(state, piece, ref)
        moves = [] if raw is None else [raw]
    return moves
