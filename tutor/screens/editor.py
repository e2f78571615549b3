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

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import ContentSwitcher, Input, Static

from engine.ask import legal_summary
from engine.i18n import N_, _
from engine.registry import get_game
from tutor.board import Board
from tutor.editing import EditSession, setup_line
from tutor.editor_keys import key_allowed
from tutor.editor_view import ask_placeholder, hand_of_mover, mover, seat_names
from tutor.plugins import editor_for, ui_for
from tutor.screens.editor_edits import BoardEdits
from tutor.screens.editor_files import PositionFiles
from tutor.widgets.ask_panel import AskPanel
from tutor.widgets.board_panel import BoardPanel
from tutor.widgets.keybar import KeyBar
from tutor.widgets.piece_palette import PiecePalette
from tutor.widgets.position_form import PositionForm
from tutor.widgets.position_line import PositionLine
from tutor.widgets.side_to_move import SideToMove
from tutor.widgets.title_bar import TitleBar

PIECES, FIELDS, ASK = "editor-pieces", "editor-fields", "editor-ask"


class EditorScreen(PositionFiles):
    """The position editor of one game: board, palette, fields, line, and Ask."""

    DEFAULT_CSS = """
    EditorScreen #editor-body { height: 1fr; }
    EditorScreen #editor-board { width: 3fr; min-width: 30; }
    EditorScreen #editor-side { width: 2fr; }
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
        Binding("p", "pane('editor-pieces')", N_("Pieces")),
        Binding("f", "pane('editor-fields')", N_("Fields")),
        Binding("a", "pane('editor-ask')", N_("Ask")),
        Binding("x", "trash", N_("Trash")),
        Binding("pageup", "page(-1)", N_("Scroll the board up"), show=False, priority=True),
        Binding("pagedown", "page(1)", N_("Scroll the board down"), show=False, priority=True),
        Binding("t", "mover(1)", N_("Next to move")),
        Binding("T", "mover(-1)", N_("Previous to move"), key_display="T", show=False),
        Binding("m", "pick_up", N_("Move a piece"), show=False),
        Binding("delete,backspace", "take_off", N_("Take off"), show=False),
        Binding("ctrl+z", "undo", N_("Undo")),
        Binding("ctrl+y", "redo", N_("Redo")),
        Binding("s", "setup", N_("Set-up")),
        Binding("e", "empty", N_("Empty board")),
        Binding("l", "line", N_("Edit the line")),
        Binding("c", "continue", N_("Continue from here")),
        Binding("w", "save", N_("Save as replay")),
        Binding("y", "copy", N_("Copy line")),
        Binding("X", "export_picture", N_("Export picture"), key_display="X"),
        Binding("escape", "leave", N_("Leave")),
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
        self.edits = BoardEdits(self)
        """The edits made on the board, as new lines of the session."""

    # -- layout --------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with Horizontal(id="editor-body"):
            with BoardPanel(id="editor-board"):
                yield self.ui.make_board(interactive=True)
                yield Static(id="editor-hands")
            with Vertical(id="editor-side"):
                yield SideToMove()
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
        self.title = _("Settle a dispute: {game}").format(game=self.game.title)
        self.query_one(PiecePalette).border_title = _("Pieces")
        self.query_one(PositionForm).border_title = _("Fields (off the board)")
        self.query_one(AskPanel).border_title = _("Ask: legal? scores?")
        self.redraw()
        self.keys_to_board()

    async def language_changed(self) -> None:
        """Every word anew (the boxes' titles, the fields' hints, the answers): the
        position is the session's, so nothing edited is lost."""
        pane = self.pane()
        await self.recompose()
        self.on_mount()
        self.query_one(ContentSwitcher).current = pane

    def keys_to_board(self) -> None:
        """The board has the keys between edits (its scroll area where it has no places),
        so the screen's letter keys work and nothing is typed into a box by accident."""
        self.query_one("#editor-board", BoardPanel).take_keys()

    def board(self) -> Board:
        return self.query_one("#board", Board)

    def pane(self) -> str:
        return self.query_one(ContentSwitcher).current or PIECES

    # -- state down ----------------------------------------------------------------

    def redraw(self) -> None:
        """Draw everything from the session's line (the one truth)."""
        session, status = self.session, self.session.status()
        self.query_one(PositionLine).show(session.text, status, self.message)
        state = session.state
        shown = state if state is not None else session.last_good
        wrong = status.error.field if status.error is not None else None
        self.query_one(PositionForm).show(session.fields(), wrong)
        pieces = self.editor.pieces(shown) if shown is not None else []
        places = self.editor.places(shown) if shown is not None else []
        self.query_one(PiecePalette).show(pieces, self.held, self.trash, places)
        lit = {ref: "score" for ref in session.asked[-1].refs} if session.asked else {}
        board = self.board()
        board.held = None if self.trash else self.held
        if shown is not None:
            board.show(shown, viewer=None, lit=lit, names=self.names(shown))
            self.query_one("#editor-hands", Static).update(hand_of_mover(self.game, self.ui, shown))
        count, legal = 0, list[str]()
        if state is not None and status.parses:
            count, legal, _ = legal_summary(self.game, state)
        self.query_one(AskPanel).show(session.asked, session.standing(), legal, count)
        self.query_one(SideToMove).show(
            *mover(self.game, self.editor, dict(session.fields()), shown)
        )
        self.refresh_bindings()

    def names(self, state: Any) -> list[str]:
        return seat_names(self.game, state)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return key_allowed(action, self.session)

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
        self.held, self.trash, self.message = event.code, event.code is None, ""
        self.redraw()
        state = self.session.state
        if state is not None and self.editor.places(state):
            self.query_one(
                PiecePalette
            ).highlight_places()  # the places are listed: choose one there
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
            self.edits.ask_on_board(event.ref)
        else:
            self.edit_place(event.ref)

    def edit_place(self, ref: str) -> None:
        """Put the held piece on ``ref``, take it off with the trash, or pick up the piece
        lying there to move it (nothing held)."""
        self.edits.place(ref)

    def pick_up(self, ref: str) -> None:
        """The piece on ``ref`` in the hand, to be put elsewhere."""
        self.edits.pick_up(ref)

    @on(AskPanel.AskMove)
    def ask_typed(self, event: AskPanel.AskMove) -> None:
        self.edits.ask(event.text)

    @on(SideToMove.Chosen)
    def mover_chosen(self, event: SideToMove.Chosen) -> None:
        self.edits.put_on_turn(event.seat)

    # -- actions ------------------------------------------------------------------------

    def action_mover(self, step: int) -> None:
        """The next (or previous) seat on turn, round the table."""
        self.edits.next_mover(step)

    def action_page(self, direction: int) -> None:
        self.query_one("#editor-board", BoardPanel).page(self.board(), direction)

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
        self.edits.pick_up(self.board().cursor)

    def action_take_off(self) -> None:
        self.edits.take_off(self.board().cursor)

    def action_undo(self) -> None:
        self.session.undo()
        self.edited(None)

    def action_redo(self) -> None:
        self.session.redo()
        self.edited(None)

    def action_setup(self) -> None:
        self.edits.set_up()

    def action_empty(self) -> None:
        self.edits.empty()

    def action_line(self) -> None:
        box = self.query_one("#position-input", Input)
        box.focus()
        box.select_all()
