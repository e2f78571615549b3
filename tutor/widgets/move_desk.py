"""Where a person makes a move: the board, the hand, the move box and the list of moves.

:class:`MoveDesk` is the container a screen composes its body in (Play, the viewer's
what-if, lessons, practice). The board, the hand's buttons, the move box
(``#move-input``) and the move list (``#choices``) are laid out by the screen inside it;
the desk drives them, for any game, through the board contract (:class:`tutor.board.Board`)
and the game's :class:`tutor.ui.GamePlugin`: picking a piece (keys 1-4, a hand button, or
a piece on the board), showing where it may go, previewing the move under the cursor,
asking which of several moves was meant, refusing an illegal move with its rule, typed
notation and its type-ahead, and the hint (:class:`HintAdvisor`).

Their messages (``Board.TargetChosen``, ``Input.Submitted``, ``HintAdvisor.Ready``...)
bubble up to the desk, which handles them. What the screen knows (the position, whether a
person moves now, what a move does there) comes down through :class:`EntrySource`, the
small protocol the screen hands the desk; the desk's settings (:class:`EntryRules`) are
plain data the screen sets. A move goes back up through ``EntrySource.submit``, called at
once: the turn cycle and the refusal must happen before the key that made the move is done.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextlib import suppress
from types import MappingProxyType
from typing import Any

from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import Button, Input, OptionList

from engine.core import IllegalMove
from engine.i18n import _
from engine.players.advice import Hint
from engine.players.search import Budget
from tutor.board import Board
from tutor.hints import thinking_text
from tutor.screens.base import niwa
from tutor.screens.dialogs import ChooseOne
from tutor.ui import GamePlugin, InfoLine
from tutor.widgets.hand import fill_hand
from tutor.widgets.hint_advisor import HINT_SECONDS, HintAdvisor
from tutor.widgets.info_panel import InfoPanel
from tutor.widgets.move_choices import draw_choices, refusal_text
from tutor.widgets.move_input import MoveInput
from tutor.widgets.move_rules import PLAY, EntrySource
from tutor.widgets.type_ahead import TypeAhead

PANELS = ("standings", "legend")
"""The side panels a screen may show in place of its log (keys ``o`` and ``k``)."""


def bind_action_moves(screen: Screen[Any], ui: GamePlugin) -> None:
    """Bind the game's moves without a place (``GamePlugin.action_moves``) to their keys, as
    the screen's ``game_move(index)`` actions (shown in its key bar, after its own keys)."""
    found = screen._bindings.key_to_bindings
    for index, move in enumerate(ui.action_moves):
        # A new list per key: the map is a shallow copy of the class's, so appending to
        # a key the class binds too would bind it on every later screen of every game.
        binding = Binding(move.key, f"game_move({index})", move.label)
        found[move.key] = [*found.get(move.key, []), binding]


class MoveDesk(Horizontal):
    """The body of a screen where a person makes moves on the board (and may ask a hint)."""

    def __init__(self, source: EntrySource, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.source = source
        self.ui = source.ui
        self.rules = PLAY
        """How much the desk helps (an exercise sets less)."""
        self.hint_budget: Budget | None = None
        """The hint's search budget (None: the tests' fixed simulations, else ``HINT_SECONDS``)."""
        self.extra_legend: Callable[[], list[InfoLine]] = list
        """Lines the screen adds to the legend (the viewer: its review's marks)."""
        self.panel_replaces = "#log"
        """The widget a side panel takes the place of."""
        self.refused: str | None = None
        self.panel: str | None = None
        """The side panel shown (one of PANELS), or None: the screen's own widget instead."""
        self.panel_lit: Mapping[str, str] = MappingProxyType({})
        """Refs the side panel's chosen or hovered line lights on the board."""
        self._piece: str | None = None
        self._choice_moves: list[Any] = []
        self.advisor = HintAdvisor(self.ui)
        """The hint's worker and words (composed with the desk, invisible)."""
        self.typing = TypeAhead(self)

    @property
    def piece(self) -> str | None:
        """The piece picked to place; the board is told, so it may draw it under its cursor."""
        return self._piece

    @piece.setter
    def piece(self, code: str | None) -> None:
        self._piece = code
        with suppress(NoMatches):  # not composed yet
            self.board().held = code

    def board(self) -> Board:
        return self.query_one("#board", Board)

    def move_box(self) -> MoveInput | None:
        """The move box, where it is shown (None: not composed, or hidden)."""
        found = self.query("#move-input")
        field = found.first(MoveInput) if found else None
        return field if field is not None and field.display else None

    # -- the hint (the HintAdvisor's, shown through the screen's prompt) -------------------------

    def compose(self) -> ComposeResult:
        yield self.advisor  # after the children the screen lays out in the desk

    def seat_to_move(self) -> tuple[Any, int] | None:
        """The usual hint position: the seat whose move a person makes here, where one may."""
        if not self.source.entry_open():
            return None
        state = self.source.entry_state()
        seat = self.ui.game.to_move(state)
        return (state, seat) if seat >= 0 else None

    def no_hint_here(self) -> Text:
        """The usual words for no hint (the advisor says it in the position's terms)."""
        return self.advisor.none_here(self.source.entry_state())

    def forget_hint(self) -> None:
        self.advisor.kept = None

    def current_hint(self) -> Hint | None:
        """The hint for the position shown now, if one was worked out for it."""
        where = self.source.hint_position()
        return self.advisor.for_position(where[0] if where else None)

    def hint_marks(self) -> dict[str, str]:
        """The hinted move's refs, lit as ``"hint"`` while its position is shown."""
        where = self.source.hint_position()
        return self.advisor.marks(where[0]) if where else {}

    def board_help(self) -> str:
        """The board's help line, left out while a hint is shown: on a small screen the
        prompt has room for one of them, and the help is in ``?`` too."""
        if self.current_hint():
            return ""
        state = self.source.entry_state()
        for field in self.query("#move-input").results(Input):  # its example: a legal move
            example = self.rules.example
            field.placeholder = _(example) if example else self.ui.placeholder_for(state)
        return self.ui.help_for(state)

    def with_hint(self, prompt: Text) -> Text:
        """``prompt`` with the current hint after it (a redraw keeps the hint in view)."""
        found = self.current_hint()
        if found is None:
            return prompt
        return Text("\n").join([prompt, self.said_hint(found)])

    def said_hint(self, found: Hint) -> Text:
        """The hint in words, for the position and seat it was worked out for."""
        source = self.source
        return self.advisor.words(found, source.hint_position(), source.hint_names())

    def hint(self) -> None:
        """The hard player's move for the seat to move, and why (worked out off the UI)."""
        source = self.source
        where = source.hint_position()
        if where is None:
            source.show_prompt(source.no_hint_words())
            return
        found = self.current_hint()
        if found is not None:
            source.show_prompt(self.said_hint(found))
            return
        state, seat = where
        playouts = niwa(self).settings.playouts
        budget = self.hint_budget or (
            Budget.fixed(playouts) if playouts is not None else Budget(seconds=HINT_SECONDS)
        )
        if self.advisor.ask(state, seat, budget, niwa(self).settings.seed):
            source.show_prompt(thinking_text())

    @on(HintAdvisor.Ready)
    def _hint_ready(self, event: HintAdvisor.Ready) -> None:
        """Show the hint, if the screen still shows the position it was worked out for."""
        event.stop()
        where = self.source.hint_position()
        if not self.is_attached or where is None or where[0] is not event.state:
            return  # a move was made (or the screen left) while it thought: stale
        self.advisor.keep(event.state, event.found)
        self.source.show_prompt(self.said_hint(event.found))
        self.source.draw_board()

    # -- the hand ---------------------------------------------------------------------------

    def entry_codes(self) -> list[str]:
        if not self.source.entry_open():
            return []
        state = self.source.entry_state()
        seat = self.ui.game.to_move(state)
        return self.ui.hand_codes(state, seat) if seat >= 0 else []

    def draw_hand(self) -> None:
        fill_hand(self.query_one("#hand"), self.entry_codes(), self.piece, self.ui.piece_text)

    def entry_marks(self) -> dict[str, str]:
        """Highlights for the piece being placed: where it may go, and a refused place.

        A side panel's lit line and the hinted move lie under them.
        """
        marks: dict[str, str] = dict(self.panel_lit) if self.panel else {}
        marks.update(self.hint_marks())
        if self.piece is not None and self.source.entry_open():
            marks.update(
                {ref: "target" for ref in self.ui.targets(self.source.entry_state(), self.piece)}
            )
        if self.refused:
            marks[self.refused] = "refused"
        return marks

    def pick(self, index: int) -> None:
        """Keys 1-4 and the hand buttons: the ``index``-th piece of the hand."""
        codes = self.entry_codes()
        if index < len(codes):
            self.take_piece(codes[index])

    @on(Board.PiecePicked)
    def _piece_picked(self, event: Board.PiecePicked) -> None:
        if event.code in self.entry_codes():
            self.take_piece(event.code)

    def take_piece(self, code: str) -> None:
        """Hold ``code`` to place it: light where it may go and aim the cursor there."""
        self.piece = code
        self.refused = None
        if self.rules.aims_at_targets:
            self.board().aim(self.ui.targets(self.source.entry_state(), code))
        self.draw_hand()
        self.source.draw_board()
        self.source.show_prompt(self.source.default_prompt())
        self.focus_board()

    def put_down(self) -> None:
        """Forget the picked piece and a refused place (a move made, a position left)."""
        self.piece = None
        self.refused = None

    @on(Button.Pressed, ".hand-piece")
    def _hand_pressed(self, event: Button.Pressed) -> None:
        self.pick(int((event.button.id or "hand-0").split("-")[1]))

    def focus_board(self) -> None:
        board = self.board()
        if board.can_focus:
            board.focus()

    def picks_pieces(self) -> bool:
        """Whether keys 1-4 pick pieces here: a game whose moves start with a piece, on a
        board with places (elsewhere digits start a typed move)."""
        return self.ui.needs_piece and self.ui.board_type.has_places

    # -- moves on keys of their own (pass, done, end of turn) ------------------------------------

    def game_move(self, index: int) -> None:
        """Play the ``index``-th action move (a pass, done...): refused like any other move."""
        source = self.source
        if not source.entry_open():
            source.show_prompt(Text(_("Not now: it is not a move you make here."), "italic"))
            return
        text = self.ui.action_moves[index].text
        try:
            move = self.ui.game.parse_move(source.entry_state(), text)
        except ValueError as err:
            source.show_prompt(Text(str(err), style="bold red"))
            return
        self.enter(move)

    def moves_allowed(self, index: int) -> bool | None:
        """An action move's key is lit only while that move is legal (greyed otherwise)."""
        if not self.source.entry_open():
            return None
        try:
            move = self.ui.game.parse_move(
                self.source.entry_state(), self.ui.action_moves[index].text
            )
        except ValueError:
            return None
        return True if self.is_legal(move) else None

    # -- side panels: the game's standings and legend, in place of the log --------------------

    def has_panel(self, name: str) -> bool:
        """Whether the game fills the panel (a game without standings offers no key for it)."""
        if name == "standings":
            return bool(self.ui.standings_title)
        return bool(self.ui.legend()) or bool(self.extra_legend())

    def panel_lines(self, name: str) -> tuple[str, list[InfoLine]]:
        if name == "standings":
            return self.ui.standings_title, self.ui.standings(self.source.shown_state())
        return _("Legend"), [*self.ui.legend(), *self.extra_legend()]

    def toggle_panel(self, name: str) -> None:
        """Show the panel ``name`` in place of the log; the same key again puts the log back."""
        if not self.has_panel(name):
            return
        self.panel = None if self.panel == name else name
        self.panel_lit = MappingProxyType({})
        self.draw_panel()
        self.source.draw_board()

    def draw_panel(self) -> None:
        """Fill the side panel from the position shown (call after the position changes)."""
        panel = self.query_one("#info", InfoPanel)
        panel.display = self.panel is not None
        self.screen.set_class(self.panel is not None, "-panel")  # narrow screens make room
        self.query_one(self.panel_replaces).display = self.panel is None
        if self.panel is not None:
            title, lines = self.panel_lines(self.panel)
            panel.show_lines(self.panel, title, lines)

    @on(InfoPanel.LineLit)
    def _panel_lit(self, event: InfoPanel.LineLit) -> None:
        if event.lit != self.panel_lit:
            self.panel_lit = event.lit
            self.source.draw_board()

    # -- the board ----------------------------------------------------------------------------

    @on(Board.CursorMoved)
    def _preview(self, event: Board.CursorMoved) -> None:
        source = self.source
        if self.piece is None or not source.entry_open():
            return
        text = self.ui.preview(
            source.entry_state(), self.piece, event.ref, points=self.rules.previews_points
        )
        self.board().preview = text or Text()
        source.show_prompt(text or source.default_prompt())

    @on(Board.TargetChosen)
    def _target_chosen(self, event: Board.TargetChosen) -> None:
        self.place(event.ref)

    @on(MoveInput.Left)
    def _box_left(self, event: MoveInput.Left) -> None:
        event.stop()
        self.keys_to_board()

    def place(self, ref: str) -> None:
        """Put the picked piece on ``ref`` (asking which move was meant if several are); where
        a draw is due, the place may name the draw (a board offering what may be drawn)."""
        source = self.source
        state = source.entry_state()
        if source.draw_due():
            raw = self.ui.raw_move(state, "", ref)
            if raw is not None:
                source.submit(raw)
            return
        if not source.entry_open():
            return
        if self.piece is None and self.ui.needs_piece:
            source.show_prompt(Text(self.ui.pick_first, "bold"))
            return
        piece = self.piece or ""
        moves = self.ui.moves_for(state, piece, ref)
        if len(moves) == 1:
            self.enter(moves[0])
        elif moves:
            self.choose_among(moves)
        else:
            raw = self.ui.raw_move(state, piece, ref)
            if raw is not None:
                self.enter(raw)

    @work(exclusive=True, group="choose")
    async def choose_among(self, moves: list[Any]) -> None:
        state = self.source.entry_state()
        labels = [self.ui.choice_label(state, m) for m in moves]
        question = ChooseOne(self.ui.choice_question, labels, self.ui.choice_note)
        index = await self.app.push_screen_wait(question)
        if index is not None:
            self.enter(moves[index])

    def refuse(self, err: IllegalMove, refs: list[str]) -> None:
        self.refused = refs[0] if refs else None
        self.source.show_prompt(refusal_text(self.ui.game.rules, err))
        self.source.draw_board()

    def enter(self, move: Any) -> bool:
        """Hand ``move`` to ``submit`` with the move box emptied first, so the lists drawn
        for the next move are not filtered by what was typed for this one. Played or
        refused, a typed move gives the keys back to the board: the box stays empty (the
        refusal says what was wrong) and the next key is a command again."""
        field = self.query_one("#move-input", Input)
        typing = self.screen.focused is field or (
            isinstance(field, MoveInput) and field.focus_pending
        )
        with self.prevent(Input.Changed):
            field.value = ""
        done = self.source.submit(move)
        if typing:
            self.keys_to_board()
        return done

    def keys_to_board(self) -> None:
        """Empty the move box and give the keys back to the board (or the move list):
        after a typed move, played or refused, and on Esc in the box."""
        self.typing.ahead = False
        if not self.is_attached:
            return
        with suppress(NoMatches):
            field = self.query_one("#move-input", Input)
            field.value = ""
            if isinstance(field, MoveInput):
                field.give_back()
            if self.screen.focused is field:
                self.screen.set_focus(None)
            self.source.focus_between_moves()

    def focus_default(self) -> None:
        """The usual place of the keys when nobody types: the board where it has places,
        else the move list while a person moves."""
        if not self.source.entry_open():
            return
        board = self.board()
        if board.can_focus:
            board.focus()
            return
        choices = self.query_one("#choices", OptionList)
        if choices.display:
            choices.focus()

    # -- typed notation and the list of moves -------------------------------------------------

    def type_move(self) -> None:
        """``t``: the move box takes the keys."""
        self.typing.ahead = True
        self.query_one("#move-input").focus()

    def on_key(self, event: events.Key) -> None:
        """A key the board, the box or a list inside the desk did not take (see TypeAhead)."""
        self.typing.key(event)

    def lists_moves(self) -> bool:
        """Whether the list of legal moves is offered now (the game's ``lists_moves``; an
        exercise hides it where the board can make every move)."""
        if not self.rules.lists_on_board and self.board().has_places:
            return False
        return self.ui.lists_moves

    def draw_choices(self) -> None:
        """Fill the move list from the legal moves that contain what is typed so far."""
        choices = self.query_one("#choices", OptionList)
        shown = self.lists_moves() and self.source.entry_open()
        choices.display = shown
        if not shown:
            return
        typed = self.query_one("#move-input", Input).value
        self._choice_moves = draw_choices(choices, self.ui.game, self.source.entry_state(), typed)

    @on(OptionList.OptionSelected, "#choices")
    def _choice(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.enter(self._choice_moves[int(event.option.id)])

    @on(Input.Changed, "#move-input")
    def _narrow(self) -> None:
        if self.lists_moves():
            self.draw_choices()

    def listed_match(self) -> Any | None:
        """The one move the list shows for what is typed (None: none, or several)."""
        if not (self.lists_moves() and self.source.entry_open()):
            return None
        moves = self._choice_moves
        return moves[0] if len(moves) == 1 else None

    @on(Input.Submitted, "#move-input")
    def _typed(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if not text:
            self.keys_to_board()
            return
        match = self.listed_match()
        try:
            move = self.ui.game.parse_move(self.source.entry_state(), text)
        except ValueError as err:
            if match is None:
                self.source.show_prompt(Text(str(err), style="bold red"))
                self.keys_to_board()
                return
            move = match  # the list has narrowed to the one move it shows: that one
        if match is not None and move != match and not self.is_legal(move):
            move = match
        self.enter(move)

    def is_legal(self, move: Any) -> bool:
        try:
            self.ui.game.apply(self.source.entry_state(), move)
        except IllegalMove:
            return False
        return True
