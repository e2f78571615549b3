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
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import ContentSwitcher, Input, Static

from engine.ask import legal_summary
from engine.i18n import N_, _
from engine.registry import get_game
from tutor.board import Board
from tutor.board_edits import NOT_PARSED, Edit, board_moves, pick_up, place, take_off, turn_text
from tutor.editing import EditSession, setup_line
from tutor.editor_view import ask_placeholder, hand_of_mover, mover, seat_names
from tutor.plugins import editor_for, ui_for
from tutor.screens.editor_files import PositionFiles
from tutor.widgets.ask_panel import AskPanel
from tutor.widgets.keybar import KeyBar
from tutor.widgets.piece_palette import PiecePalette
from tutor.widgets.position_form import PositionForm
from tutor.widgets.position_line import PositionLine
from tutor.widgets.side_to_move import SideToMove
from tutor.widgets.title_bar import TitleBar

PIECES, FIELDS, ASK = "editor-pieces", "editor-fields", "editor-ask"


class BoardPanel(VerticalScroll, can_focus=True):
    """The board and the line under it, scrolled by Page Up/Down where they are taller
    than the room (80x24); focusable itself where the board has no places (a game drawn
    as text), so the screen's keys always have a home."""

    def page(self, board: Board, direction: int) -> None:
        """A page of the board: its own where its drawing scrolls, else the panel's (a
        tall board whose own page keys would find nothing to scroll)."""
        if board.max_scroll_y > 0:
            board.action_page(direction)
        else:
            height = max(1, self.scrollable_content_region.height - 1)
            self.scroll_relative(y=direction * height, animate=False)


class EditorScreen(PositionFiles):
    """The position editor of one game: board, palette, fields, line, and Ask."""

    DEFAULT_CSS = """
    EditorScreen #editor-body { height: 1fr; }
    EditorScreen #editor-board { width: 3fr; min-width: 30; }
    EditorScreen #editor-board > #board { height: auto; width: 1fr; overflow-y: hidden; }
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
            hand = hand_of_mover(self.game, self.ui, shown)
            self.query_one("#editor-hands", Static).update(hand)
        legal: list[str] = []
        count = 0
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
            self.edited(None, _(NOT_PARSED))
            return
        self.apply(place(self.editor, state, ref, self.held, self.trash))

    def pick_up(self, ref: str) -> None:
        """The piece on ``ref`` in the hand, to be put elsewhere."""
        state = self.session.state
        if state is not None:
            self.apply(pick_up(self.editor, state, ref, self.held, self.trash))

    def apply(self, edit: Edit) -> None:
        self.held, self.trash = edit.held, edit.trash
        self.edited(edit.text, edit.message)

    def ask_on_board(self, ref: str) -> None:
        """A move made on the board as in Play: every choice it carries is asked."""
        state = self.session.state
        if state is None:
            return
        piece = self.held or ""
        moves = board_moves(self.ui, state, piece, ref)
        if not moves:
            self.edited(
                None,
                _("No move puts {piece} on {place}: type the move").format(
                    piece=piece or _("anything"), place=ref
                ),
            )
            return
        for move in moves:
            self.session.ask_move(self.game.move_text(move))
        self.edited(None)

    @on(AskPanel.AskMove)
    def ask_typed(self, event: AskPanel.AskMove) -> None:
        if self.session.ask_move(event.text) is None:
            self.edited(None, _("The line does not parse: nothing to ask about yet"))
        else:
            self.edited(None)

    @on(SideToMove.Chosen)
    def mover_chosen(self, event: SideToMove.Chosen) -> None:
        self.put_on_turn(event.seat)

    def put_on_turn(self, seat: int) -> None:
        """The turn field with ``seat`` on turn (what else it says kept): one undo step."""
        turn = dict(self.session.fields()).get(self.editor.turn_field, "")
        text, refused = turn_text(self.editor, turn, seat)
        if text is None:
            self.edited(None, refused)
            return
        self.session.set_field(self.editor.turn_field, text)
        self.session.typing = None  # each switch its own step, not merged like typing
        self.edited(None)

    # -- actions ------------------------------------------------------------------------

    def action_mover(self, step: int) -> None:
        """The next (or previous) seat on turn, round the table."""
        state = self.session.state
        if state is None:
            self.edited(None, _(NOT_PARSED))
            return
        seats = self.game.seats(state)
        turn = dict(self.session.fields()).get(self.editor.turn_field, "")
        current = self.editor.turn_seat(turn)
        self.put_on_turn(0 if current is None else (current + step) % seats)

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
        cursor = self.board().cursor
        if cursor is not None:
            self.pick_up(cursor)

    def action_take_off(self) -> None:
        cursor, state = self.board().cursor, self.session.state
        if cursor is None or state is None:
            return
        self.edited(*take_off(self.editor, state, cursor))

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
