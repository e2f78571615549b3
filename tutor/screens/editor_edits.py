"""The position editor's edits made on the board: a piece put, picked up or taken off, a
move asked about, a seat put on turn, the board set up or emptied.

:class:`BoardEdits` turns what the learner did on the board (a place chosen, a key) into
a new position line for the screen's :class:`tutor.editing.EditSession`, through the
plain rules of :mod:`tutor.board_edits`, and hands it back with what to say
(:meth:`EditorTable.edited`); the screen keeps the piece held and the trash, which it
draws. Kept apart so the screen stays about laying out and drawing the editor.
"""

from __future__ import annotations

from typing import Any, Protocol

from engine.i18n import _
from tutor.board_edits import NOT_PARSED, Edit, board_moves, pick_up, place, take_off, turn_text
from tutor.editing import EditSession, setup_line
from tutor.piece_editing import BoardEditor
from tutor.ui import GamePlugin


class EditorTable(Protocol):
    """The position editor, as its board edits use it."""

    game: Any
    ui: GamePlugin
    editor: BoardEditor
    session: EditSession
    held: str | None
    trash: bool

    def edited(self, text: str | None, message: str = "", typing: str | None = None) -> None: ...


class BoardEdits:
    """The board's edits of the editor's position (each a new line, one undo step)."""

    def __init__(self, table: EditorTable) -> None:
        self.table = table

    def place(self, ref: str) -> None:
        """Put the held piece on ``ref``, take it off with the trash, or pick up the piece
        lying there to move it (nothing held)."""
        table = self.table
        state = table.session.state
        if state is None:
            table.edited(None, _(NOT_PARSED))
            return
        self.apply(place(table.editor, state, ref, table.held, table.trash))

    def pick_up(self, ref: str | None) -> None:
        """The piece on ``ref`` (None: no place under the cursor) in the hand, to be put
        elsewhere."""
        table = self.table
        state = table.session.state
        if ref is not None and state is not None:
            self.apply(pick_up(table.editor, state, ref, table.held, table.trash))

    def apply(self, edit: Edit) -> None:
        table = self.table
        table.held, table.trash = edit.held, edit.trash
        table.edited(edit.text, edit.message)

    def take_off(self, ref: str | None) -> None:
        """The piece on ``ref`` (the board's cursor) off the board."""
        table = self.table
        state = table.session.state
        if ref is None or state is None:
            return
        table.edited(*take_off(table.editor, state, ref))

    def ask_on_board(self, ref: str) -> None:
        """A move made on the board as in Play: every choice it carries is asked."""
        table = self.table
        state = table.session.state
        if state is None:
            return
        piece = table.held or ""
        moves = board_moves(table.ui, state, piece, ref)
        if not moves:
            table.edited(
                None,
                _("No move puts {piece} on {place}: type the move").format(
                    piece=piece or _("anything"), place=ref
                ),
            )
            return
        for move in moves:
            table.session.ask_move(table.game.move_text(move))
        table.edited(None)

    def put_on_turn(self, seat: int) -> None:
        """The turn field with ``seat`` on turn (what else it says kept): one undo step."""
        table = self.table
        session, editor = table.session, table.editor
        turn = dict(session.fields()).get(editor.turn_field, "")
        text, refused = turn_text(editor, turn, seat)
        if text is None:
            table.edited(None, refused)
            return
        session.set_field(editor.turn_field, text)
        session.typing = None  # each switch its own step, not merged like typing
        table.edited(None)

    def next_mover(self, step: int) -> None:
        """The next (or previous, ``step`` -1) seat on turn, round the table."""
        table = self.table
        state = table.session.state
        if state is None:
            table.edited(None, _(NOT_PARSED))
            return
        seats = table.game.seats(state)
        turn = dict(table.session.fields()).get(table.editor.turn_field, "")
        current = table.editor.turn_seat(turn)
        self.put_on_turn(0 if current is None else (current + step) % seats)

    def ask(self, text: str) -> None:
        """A move typed in Ask: legal or refused, with the rule (kept side by side)."""
        table = self.table
        if table.session.ask_move(text) is None:
            table.edited(None, _("The line does not parse: nothing to ask about yet"))
        else:
            table.edited(None)

    def set_up(self) -> None:
        """The game's set-up, with the options of the last line that parsed."""
        table = self.table
        table.edited(setup_line(table.game, table.session.last_good.options))

    def empty(self) -> None:
        """An empty board (the plug-in's, else a new game's), the rest of the line kept."""
        table = self.table
        state = table.session.state
        if state is None:
            return
        empty = table.editor.empty(state)
        if empty is None:
            empty = table.game.position_text(table.game.new_game(state.options))
        table.edited(empty)
