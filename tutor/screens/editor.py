"""Settle a dispute (issue 27): set up any position, ask about moves, continue from it.

lichess's board editor is the model: the game's board with a palette of its pieces
(how many are left in the box, and a trash tool), the parts that are not on the
board as fields (whose turn, the round, the scores, what each game keeps aside), the
position line live under the board with its status ("parses", "consistent", or what
is wrong, with the rule), undo and redo. Then **Ask**: try moves, typed or on the
board, each legal or refused with the rule, its points lit on the board, compared
side by side, with the standing if the game ended now. **Continue from here** (a new
game from the position, against the computer, hot seat or at the table: the setup
screen offers them) stays disabled until the position is consistent and whole; the
position may also be saved as a replay that starts there, copied, or drawn.

The screen names no game: the board comes from the game's ``GamePlugin``, the palette and
the edits from its editor plug-in (:func:`tutor.plugins.editor_for`), and every edit
is a new line in :class:`tutor.editing.EditSession`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import ContentSwitcher, Header, Input, Static

from engine.ask import actor_name, legal_summary
from engine.registry import get_game
from engine.safe_text import escaped
from tutor.board import Board
from tutor.editing import EditSession, setup_line
from tutor.names import default_name
from tutor.piece_editing import EditRefused
from tutor.plugins import editor_for, ui_for
from tutor.widgets.ask_panel import AskPanel
from tutor.widgets.keybar import KeyBar
from tutor.widgets.piece_palette import PiecePalette
from tutor.widgets.position_form import PositionForm
from tutor.widgets.position_line import PositionLine

PIECES, FIELDS, ASK = "editor-pieces", "editor-fields", "editor-ask"


def ask_placeholder(placeholder: str) -> str:
    """Play's move-box words without their "or type" (here typing is all the box does)."""
    if placeholder.startswith("type a move"):
        return "a move"
    for lead in ("or type a move, ", "or type a move", "or type: ", "or type "):
        if placeholder.startswith(lead):
            return placeholder[len(lead) :]
    return placeholder


class BoardPanel(VerticalScroll, can_focus=True):
    """The board and the line under it, scrolled by Page Up/Down where they are taller
    than the room (80x24); focusable itself where the board has no places (a game drawn
    as text), so the screen's keys always have a home."""


class EditorScreen(Screen[None]):
    """The position editor of one game: board, palette, fields, line, and Ask."""

    DEFAULT_CSS = """
    EditorScreen #editor-body { height: 1fr; }
    EditorScreen #editor-board { width: 1fr; min-width: 30; }
    EditorScreen #editor-board > #board { height: auto; width: 1fr; }
    EditorScreen #editor-side { width: 1fr; }
    .-narrow EditorScreen #editor-side { width: 34; }
    EditorScreen #editor-hands { height: auto; padding: 0 1; }
    EditorScreen #editor-side > ContentSwitcher { height: 1fr; }
    EditorScreen PiecePalette, EditorScreen PositionForm, EditorScreen AskPanel {
        border: round $panel;
    }
    """

    SCOPED_CSS = False
    """The narrow rule reads the app's ``-narrow`` class, above this screen."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "pane('editor-pieces')", "Pieces"),
        Binding("f", "pane('editor-fields')", "Fields"),
        Binding("a", "pane('editor-ask')", "Ask"),
        Binding("x", "trash", "Trash"),
        Binding("m", "pick_up", "Move a piece", show=False),
        Binding("delete,backspace", "take_off", "Take off", show=False),
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+y", "redo", "Redo"),
        Binding("s", "setup", "Set-up"),
        Binding("e", "empty", "Empty board"),
        Binding("l", "line", "Edit the line"),
        Binding("c", "continue", "Continue from here"),
        Binding("w", "save", "Save as replay"),
        Binding("y", "copy", "Copy line"),
        Binding("X", "export_picture", "Export picture", key_display="X"),
        Binding("escape", "leave", "Leave"),
    ]

    def __init__(self, game_id: str, text: str | None = None) -> None:
        super().__init__()
        self.game = get_game(game_id)
        self.ui = ui_for(game_id)
        self.editor = editor_for(game_id)
        options = self.game.declaration.options_type()
        self.session = EditSession(self.game, text or setup_line(self.game, options))
        self.held: str | None = None
        self.trash = False
        self.message = ""
        """What the last edit said (a refusal, a piece picked up), under the status."""
        self.saved: Path | None = None

    # -- layout --------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="editor-body"):
            with BoardPanel(id="editor-board"):
                yield self.ui.make_board(interactive=True)
                yield Static(id="editor-hands")
            with Vertical(id="editor-side"):
                pieces = bool(self.editor.pieces(self.session.last_good))
                with ContentSwitcher(initial=PIECES if pieces else FIELDS):
                    yield PiecePalette(id=PIECES)
                    yield PositionForm(
                        self.game.position_fields, self.editor.field_hints, id=FIELDS
                    )
                    yield AskPanel(ask_placeholder(self.ui.move_placeholder), id=ASK)
        yield PositionLine()
        yield KeyBar()

    def on_mount(self) -> None:
        self.title = f"Settle a dispute: {self.game.title}"
        self.query_one(PiecePalette).border_title = "Pieces"
        self.query_one(PositionForm).border_title = "Fields (what is off the board)"
        self.query_one(AskPanel).border_title = "Ask: is it legal, what does it score?"
        self.redraw()
        self.keys_to_board()

    def keys_to_board(self) -> None:
        """The board has the keys between edits (its scroll area where it has no places),
        so the screen's letter keys work and nothing is typed into a box by accident."""
        board = self.board()
        if board.can_focus:
            board.focus()
        else:
            self.query_one("#editor-board", BoardPanel).focus()

    def board(self) -> Board:
        return self.query_one("#board", Board)

    def pane(self) -> str:
        return self.query_one(ContentSwitcher).current or PIECES

    # -- state down ----------------------------------------------------------------

    def redraw(self) -> None:
        """Draw everything from the session's line (the one truth)."""
        session = self.session
        status = session.status()
        line = self.query_one(PositionLine)
        line.show(session.text, status, self.message)
        state = session.state
        shown = state if state is not None else session.last_good
        wrong = status.error.field if status.error is not None else None
        self.query_one(PositionForm).show(session.fields(), wrong)
        pieces = self.editor.pieces(shown) if shown is not None else []
        places = self.editor.places(shown) if shown is not None else []
        self.query_one(PiecePalette).show(pieces, self.held, self.trash, places)
        lit: dict[str, str] = {}
        if session.asked:
            for ref in session.asked[-1].refs:
                lit[ref] = "score"
        board = self.board()
        board.held = None if self.trash else self.held
        if shown is not None:
            board.show(shown, viewer=None, lit=lit, names=self.names(shown))
            self.query_one("#editor-hands", Static).update(self.hands_text(shown))
        legal: list[str] = []
        count = 0
        if state is not None and status.parses:
            count, legal, _ = legal_summary(self.game, state)
        self.query_one(AskPanel).show(session.asked, session.standing(), legal, count)
        self.refresh_bindings()

    def hands_text(self, state: Any) -> Text:
        """Whose turn it is, and the hand of the seat to move, open (what Ask plays from;
        every hand is in the fields)."""
        mover = self.game.to_move(state)
        text = Text(f"To move: {escaped(actor_name(self.game, state, mover))}")
        if mover >= 0:
            try:
                hand = self.ui.hand_text(state, mover, True)
            except Exception:  # an impossible position a game's words cannot draw
                hand = Text()
            if hand.plain:
                text.append("  holding: ")
                text.append_text(hand)
        return text

    def names(self, state: Any) -> list[str]:
        seats = self.game.seats(state)
        return [default_name(seat, False, seats) for seat in range(seats)]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """ "Continue from here" and "Save" only for a whole, consistent position (greyed
        until then, as lichess's editor does); undo and redo where there is a step."""
        if action in ("continue", "save"):
            return None if not self.session.status().playable else True
        if action == "undo":
            return None if self.session.index == 0 else True
        if action == "redo":
            return None if self.session.index >= len(self.session.history) - 1 else True
        if action in ("export_picture", "copy", "empty") and self.session.state is None:
            return None
        return True

    # -- messages up -----------------------------------------------------------------

    def edited(self, text: str | None, message: str = "", typing: str | None = None) -> None:
        if text is not None:
            self.session.set_text(text, typing)
        self.message = message
        self.redraw()

    @on(PositionLine.Edited)
    def line_edited(self, event: PositionLine.Edited) -> None:
        self.edited(event.text, typing="line")

    @on(PositionForm.FieldEdited)
    def field_edited(self, event: PositionForm.FieldEdited) -> None:
        self.session.set_field(event.name, event.value)
        self.message = ""
        self.redraw()

    @on(PiecePalette.Chosen)
    def piece_chosen(self, event: PiecePalette.Chosen) -> None:
        self.trash = event.code is None
        self.held = event.code
        self.message = ""
        self.redraw()
        palette = self.query_one(PiecePalette)
        state = self.session.state
        if state is not None and self.editor.places(state):
            palette.highlight_places()  # the places are listed: choose one there
            return
        self.keys_to_board()

    @on(PiecePalette.PlaceChosen)
    def listed_place(self, event: PiecePalette.PlaceChosen) -> None:
        self.edit_place(event.ref)

    @on(Board.PiecePicked)
    def board_piece(self, event: Board.PiecePicked) -> None:
        event.stop()
        self.held, self.trash = event.code, False
        self.redraw()

    @on(Board.TargetChosen)
    def place_chosen(self, event: Board.TargetChosen) -> None:
        event.stop()
        if self.pane() == ASK:
            self.ask_on_board(event.ref)
        else:
            self.edit_place(event.ref)

    def edit_place(self, ref: str) -> None:
        """Put the held piece on ``ref``, take it off with the trash, or pick up the piece
        lying there to move it (nothing held)."""
        state = self.session.state
        if state is None:
            self.edited(None, "The line does not parse: mend it (or undo) before editing the board")
            return
        try:
            if self.trash:
                self.edited(self.editor.remove(state, ref))
            elif self.held is not None:
                self.edited(self.editor.put(state, self.held, ref))
            else:
                self.pick_up(ref)
        except EditRefused as err:
            self.edited(None, f"Not done: {err}")

    def pick_up(self, ref: str) -> None:
        state = self.session.state
        if state is None:
            return
        code = self.editor.piece_on(state, ref)
        if code is None:
            self.edited(None, f"Nothing to pick up on {ref}: choose a piece (p) first")
            return
        self.held, self.trash = code, False
        self.edited(self.editor.remove(state, ref), f"Holding {code}: choose where it goes")

    def ask_on_board(self, ref: str) -> None:
        """A move made on the board as in Play: every choice it carries is asked."""
        state = self.session.state
        if state is None:
            return
        piece = self.held or ""
        moves = self.ui.moves_for(state, piece, ref)
        if not moves:
            raw = self.ui.raw_move(state, piece, ref)
            moves = [] if raw is None else [raw]
        if not moves:
            self.edited(None, f"No move puts {piece or 'anything'} on {ref}: type the move")
            return
        for move in moves:
            self.session.ask_move(self.game.move_text(move))
        self.edited(None)

    @on(AskPanel.AskMove)
    def ask_typed(self, event: AskPanel.AskMove) -> None:
        if self.session.ask_move(event.text) is None:
            self.edited(None, "The line does not parse: nothing to ask about yet")
        else:
            self.edited(None)

    # -- actions ------------------------------------------------------------------------

    def action_pane(self, pane: str) -> None:
        self.query_one(ContentSwitcher).current = pane
        if pane == ASK:
            self.query_one("#ask-input", Input).focus()
        elif pane == FIELDS:
            self.query_one(PositionForm).query(Input).first().focus()
        else:
            self.query_one(PiecePalette).focus()

    def action_trash(self) -> None:
        self.trash, self.held = True, None
        self.query_one(ContentSwitcher).current = PIECES
        self.redraw()

    def action_pick_up(self) -> None:
        cursor = self.board().cursor
        if cursor is not None:
            self.pick_up(cursor)

    def action_take_off(self) -> None:
        cursor, state = self.board().cursor, self.session.state
        if cursor is None or state is None:
            return
        try:
            self.edited(self.editor.remove(state, cursor))
        except EditRefused as err:
            self.edited(None, f"Not done: {err}")

    def action_undo(self) -> None:
        self.session.undo()
        self.edited(None)

    def action_redo(self) -> None:
        self.session.redo()
        self.edited(None)

    def action_setup(self) -> None:
        state = self.session.last_good
        self.edited(setup_line(self.game, state.options))

    def action_empty(self) -> None:
        state = self.session.state
        if state is None:
            return
        empty = self.editor.empty(state)
        if empty is None:
            empty = self.game.position_text(self.game.new_game(state.options))
        self.edited(empty)

    def action_line(self) -> None:
        box = self.query_one("#position-input", Input)
        box.focus()
        box.select_all()

    def action_continue(self) -> None:
        """A new game from this position: the setup screen asks who sits where and who
        deals (computer, hot seat, or a real table), and the game is saved as a replay
        that starts here."""
        from tutor.screens.setup import SetupScreen

        if self.session.status().playable:
            self.app.push_screen(SetupScreen(self.game.id, self.session.text))

    def action_save(self) -> None:
        """Save the position as a replay with no moves yet, starting here (the viewer
        opens it, ``niwa play --from`` and the what-if go on from it)."""
        from replays import ReplayError, replays_dir
        from replays.format import new_replay
        from replays.storage import save_new

        state = self.session.state
        if state is None or not self.session.status().playable:
            return
        try:
            replay = new_replay(self.game.id, state.options, self.names(state), self.session.text)
            path = save_new(replay, replays_dir(), f"{self.game.id}-position")
        except (ReplayError, OSError, ValueError) as err:
            self.app.notify(str(err), title="Not saved", severity="error", markup=False)
            return
        self.saved = path
        self.app.notify(f"Saved: {path}", title="Position saved as a replay", markup=False)

    def action_copy(self) -> None:
        self.app.copy_to_clipboard(self.session.text)
        self.app.notify(self.session.text, title="Position line copied", markup=False)

    def action_export_picture(self) -> None:
        from tutor.export import export_action

        state = self.session.state
        if state is not None:
            export_action(self, self.game.id, state, self.names(state))

    def action_leave(self) -> None:
        """Esc in a box gives the keys back to the board; on the board it leaves, asking
        first once something was edited (the position would be lost)."""
        if isinstance(self.focused, Input):
            self.keys_to_board()
            return
        if self.session.index == 0:
            self.app.pop_screen()
            return
        from tutor.screens.dialogs import Confirm

        def answered(leave: bool | None) -> None:
            if leave:
                self.app.pop_screen()

        self.app.push_screen(
            Confirm(
                "Leave the editor? The position is not kept (w saves it as a replay, "
                "y copies its line).",
                yes="Leave",
                no="Stay",
            ),
            answered,
        )
