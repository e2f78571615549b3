"""Making a move with the keyboard, the mouse or notation: shared by Play, What-if, lessons.

A screen using :class:`MoveEntry` says where moves are made (``entry_state``),
whether a person may move now (``entry_open``) and what to do with a move
(``submit``). The mixin handles the rest, for any game, through the board contract
(:class:`tutor.board.Board`) and the game's :class:`tutor.ui.GamePlugin`: picking a piece
(keys 1-4, a hand button, or a piece on the board), showing where it may go,
previewing the move under the cursor, asking which of several moves was meant,
refusing an illegal move with its rule, and typed notation.
"""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import suppress
from types import MappingProxyType
from typing import Any

from rich.text import Text
from textual import events, on, work
from textual.binding import Binding
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import Button, Input, OptionList
from textual.widgets.option_list import Option

from engine.core import IllegalMove
from engine.i18n import _
from engine.players.advice import Hint
from engine.players.search import Budget
from tutor.board import Board
from tutor.explain import rule_line
from tutor.hints import thinking_text
from tutor.screens.base import niwa
from tutor.screens.dialogs import ChooseOne
from tutor.ui import GamePlugin, InfoLine
from tutor.widgets.hand import fill_hand
from tutor.widgets.hint_advisor import HINT_SECONDS, HintAdvisor
from tutor.widgets.info_panel import InfoPanel
from tutor.widgets.move_input import CommandKey, MoveInput, joins_command_key

MAX_CHOICES = 200
"""Moves listed at most; typing narrows the list (a game may have thousands of bids)."""


def refusal_text(rules: Any, err: IllegalMove) -> Text:
    """ "Refused: <reason>" and the rule it comes from, with our paraphrase."""
    text = Text.assemble((_("Refused: "), "bold red"))
    text.append(err.reason)
    if err.rule in rules:
        text.append("\n")
        text.append_text(rule_line(rules[err.rule]))
    return text


PANELS = ("standings", "legend")
"""The side panels a screen may show in place of its log (keys ``o`` and ``k``)."""


class MoveEntry(Screen[Any]):
    """Base for screens where a person makes moves on the board (and may ask a hint).

    The hint is the :class:`HintAdvisor`'s, a widget this base mounts: it thinks in its
    own worker and posts :class:`HintAdvisor.Ready` up; this base keeps it for the
    position shown, and words it through the screen's prompt.
    """

    ui: GamePlugin
    _choice_moves: list[Any]
    _piece: str | None = None

    @property
    def piece(self) -> str | None:
        """The piece picked to place; the board is told, so it may draw it under its cursor."""
        return self._piece

    @piece.setter
    def piece(self, code: str | None) -> None:
        self._piece = code
        with suppress(NoMatches):  # not composed yet
            self.board().held = code

    refused: str | None = None
    panel: str | None = None
    """The side panel shown (one of PANELS), or None: the screen's own widget instead."""
    panel_replaces = "#log"
    """The widget a side panel takes the place of."""
    panel_lit: Mapping[str, str] = MappingProxyType({})
    """Refs the side panel's chosen or hovered line lights on the board."""

    # -- what the screen provides ----------------------------------------------------------

    def entry_state(self) -> Any:
        raise NotImplementedError

    def entry_open(self) -> bool:
        """A person may pick pieces and place them now."""
        raise NotImplementedError

    def submit(self, move: Any) -> bool:
        raise NotImplementedError

    def default_prompt(self) -> Text:
        raise NotImplementedError

    def hint_position(self) -> tuple[Any, int] | None:
        """A hint is for the seat whose move a person makes here, where one may."""
        if not self.entry_open():
            return None
        state = self.entry_state()
        seat = self.ui.game.to_move(state)
        return (state, seat) if seat >= 0 else None

    def board(self) -> Board:
        return self.query_one("#board", Board)

    def previews_points(self) -> bool:
        """Whether the cursor over a place shows what the picked piece would score there."""
        return True

    # -- the hint (the HintAdvisor's, shown here) -----------------------------------------------

    _advisor: HintAdvisor | None = None

    @property
    def advisor(self) -> HintAdvisor:
        """The hint's worker and words (mounted with the screen, invisible)."""
        if self._advisor is None:
            self._advisor = HintAdvisor(self.ui)
            self.mount(self._advisor)
        return self._advisor

    @property
    def _hint(self) -> tuple[Any, Hint] | None:
        """The latest hint and the position it is for (None forgets it)."""
        return self.advisor.kept

    @_hint.setter
    def _hint(self, kept: tuple[Any, Hint] | None) -> None:
        self.advisor.kept = kept

    def hint_budget(self) -> Budget:
        """The search's budget: the tests' fixed simulations, else ``HINT_SECONDS``."""
        playouts = niwa(self).settings.playouts
        return Budget.fixed(playouts) if playouts is not None else Budget(seconds=HINT_SECONDS)

    def current_hint(self) -> Hint | None:
        """The hint for the position shown now, if one was worked out for it."""
        where = self.hint_position()
        return self.advisor.for_position(where[0] if where else None)

    def hint_marks(self) -> dict[str, str]:
        """The hinted move's refs, lit as ``"hint"`` while its position is shown."""
        where = self.hint_position()
        return self.advisor.marks(where[0]) if where else {}

    def board_help(self) -> str:
        """The board's help line, left out while a hint is shown: on a small screen the
        prompt has room for one of them, and the help is in ``?`` too."""
        if self.current_hint():
            return ""
        state = self.entry_state()
        self.show_example(state)
        return self.ui.help_for(state)

    def show_example(self, state: Any) -> None:
        """The move box's example, a legal move of the position the help is for."""
        for field in self.query("#move-input"):
            if isinstance(field, Input):
                field.placeholder = self.ui.placeholder_for(state)

    def with_hint(self, prompt: Text) -> Text:
        """``prompt`` with the current hint after it (a redraw keeps the hint in view)."""
        found = self.current_hint()
        if found is None:
            return prompt
        return Text("\n").join([prompt, self.said_hint(found)])

    def said_hint(self, found: Hint) -> Text:
        """The hint in words, for the position and seat it was worked out for."""
        return self.advisor.words(found, self.hint_position(), self.hint_names())

    def hint_names(self) -> list[str] | None:
        """The players' names by seat, for the other sides a hint names (None: "seat N")."""
        return None

    def no_hint_words(self) -> Text:
        """Why there is no hint here (the advisor says it in the position's terms)."""
        return self.advisor.none_here(self.entry_state())

    def action_hint(self) -> None:
        """The hard player's move for the seat to move, and why (worked out off the UI)."""
        where = self.hint_position()
        if where is None:
            self.show_prompt(self.no_hint_words())
            return
        found = self.current_hint()
        if found is not None:
            self.show_prompt(self.said_hint(found))
            return
        state, seat = where
        if self.advisor.ask(state, seat, self.hint_budget(), niwa(self).settings.seed):
            self.show_prompt(thinking_text())

    @on(HintAdvisor.Ready)
    def _hint_ready(self, event: HintAdvisor.Ready) -> None:
        """Show the hint, if the screen still shows the position it was worked out for."""
        where = self.hint_position()
        if not self.is_attached or where is None or where[0] is not event.state:
            return  # a move was made (or the screen left) while it thought: stale
        self.advisor.keep(event.state, event.found)
        self.show_prompt(self.said_hint(event.found))
        self.draw_board()

    def show_prompt(self, text: Text) -> None:
        raise NotImplementedError

    def draw_board(self) -> None:
        raise NotImplementedError

    # -- the hand ---------------------------------------------------------------------------

    def entry_codes(self) -> list[str]:
        if not self.entry_open():
            return []
        state = self.entry_state()
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
        if self.piece is not None and self.entry_open():
            marks.update({ref: "target" for ref in self.ui.targets(self.entry_state(), self.piece)})
        if self.refused:
            marks[self.refused] = "refused"
        return marks

    def action_pick(self, index: int) -> None:
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
        if self.aims_at_targets():
            self.board().aim(self.ui.targets(self.entry_state(), code))
        self.draw_hand()
        self.draw_board()
        self.show_prompt(self.default_prompt())
        self.action_focus_board()

    def aims_at_targets(self) -> bool:
        """Whether picking a piece puts the cursor on its first target (a shortcut in a
        game); a screen where the player must choose the place themselves says no."""
        return True

    @on(Button.Pressed, ".hand-piece")
    def _hand_pressed(self, event: Button.Pressed) -> None:
        self.action_pick(int((event.button.id or "hand-0").split("-")[1]))

    def action_focus_board(self) -> None:
        board = self.query_one("#board")
        if board.can_focus:
            board.focus()

    # -- moves on keys of their own (pass, done, end of turn) ------------------------------------

    def on_mount(self) -> None:
        """Bind the game's moves without a place (``GamePlugin.action_moves``) to their keys."""
        found = self._bindings.key_to_bindings
        for index, move in enumerate(self.ui.action_moves):
            # A new list per key: the map is a shallow copy of the class's, so appending to
            # a key the class binds too would bind it on every later screen of every game.
            binding = Binding(move.key, f"game_move({index})", move.label)
            found[move.key] = [*found.get(move.key, []), binding]

    def action_game_move(self, index: int) -> None:
        """Play the ``index``-th action move (a pass, done...): refused like any other move."""
        if not self.entry_open():
            self.show_prompt(Text(_("Not now: it is not a move you make here."), "italic"))
            return
        text = self.ui.action_moves[index].text
        try:
            move = self.ui.game.parse_move(self.entry_state(), text)
        except ValueError as err:
            self.show_prompt(Text(str(err), style="bold red"))
            return
        self.enter(move)

    def action_moves_allowed(self, index: int) -> bool | None:
        """An action move's key is lit only while that move is legal (greyed otherwise)."""
        if not self.entry_open():
            return None
        try:
            move = self.ui.game.parse_move(self.entry_state(), self.ui.action_moves[index].text)
        except ValueError:
            return None
        return True if self.is_legal(move) else None

    def action_type_move(self) -> None:
        self.typing_ahead = True
        self.query_one("#move-input").focus()

    # -- side panels: the game's standings and legend, in place of the log --------------------

    def has_panel(self, name: str) -> bool:
        """Whether the game fills the panel (a game without standings offers no key for it)."""
        if name == "standings":
            return bool(self.ui.standings_title)
        return bool(self.ui.legend())

    def panel_lines(self, name: str) -> tuple[str, list[InfoLine]]:
        if name == "standings":
            return self.ui.standings_title, self.ui.standings(self.shown_state())
        return _("Legend"), self.ui.legend()

    def shown_state(self) -> Any:
        raise NotImplementedError

    def action_panel(self, name: str) -> None:
        """Show the panel ``name`` in place of the log; the same key again puts the log back."""
        if not self.has_panel(name):
            return
        self.panel = None if self.panel == name else name
        self.panel_lit = MappingProxyType({})
        self.draw_panel()
        self.draw_board()

    def draw_panel(self) -> None:
        """Fill the side panel from the position shown (call after the position changes)."""
        panel = self.query_one("#info", InfoPanel)
        panel.display = self.panel is not None
        self.set_class(self.panel is not None, "-panel")  # narrow screens make room for it
        self.query_one(self.panel_replaces).display = self.panel is None
        if self.panel is not None:
            title, lines = self.panel_lines(self.panel)
            panel.show_lines(self.panel, title, lines)

    @on(InfoPanel.LineLit)
    def _panel_lit(self, event: InfoPanel.LineLit) -> None:
        if event.lit != self.panel_lit:
            self.panel_lit = event.lit
            self.draw_board()

    # -- the board ----------------------------------------------------------------------------

    @on(Board.CursorMoved)
    def _preview(self, event: Board.CursorMoved) -> None:
        if self.piece is None or not self.entry_open():
            return
        text = self.ui.preview(
            self.entry_state(), self.piece, event.ref, points=self.previews_points()
        )
        self.board().preview = text or Text()
        self.show_prompt(text or self.default_prompt())

    @on(Board.TargetChosen)
    def _target_chosen(self, event: Board.TargetChosen) -> None:
        self.place(event.ref)

    @on(MoveInput.Left)
    def _box_left(self, event: MoveInput.Left) -> None:
        event.stop()
        self.keys_to_board()

    def enter(self, move: Any) -> bool:
        """Hand ``move`` to ``submit`` with the move box emptied first, so the lists drawn
        for the next move are not filtered by what was typed for this one. Played or
        refused, a typed move gives the keys back to the board: the box stays empty (the
        refusal says what was wrong) and the next key is a command again."""
        field = self.query_one("#move-input", Input)
        typing = self.focused is field or (isinstance(field, MoveInput) and field.focus_pending)
        with self.prevent(Input.Changed):
            field.value = ""
        done = self.submit(move)
        if typing:
            self.keys_to_board()
        return done

    def keys_to_board(self) -> None:
        """Empty the move box and give the keys back to the board (or the move list):
        after a typed move, played or refused, and on Esc in the box."""
        self.typing_ahead = False
        if not self.is_attached:
            return
        with suppress(NoMatches):
            field = self.query_one("#move-input", Input)
            field.value = ""
            if isinstance(field, MoveInput):
                field.give_back()
            if self.focused is field:
                self.set_focus(None)
            self.focus_between_moves()

    def focus_between_moves(self) -> None:
        """Where the keys go when nobody types: the board where it has places, else the
        move list while a person moves; a screen may say otherwise."""
        if not self.entry_open():
            return
        board = self.board()
        if board.can_focus:
            board.focus()
            return
        choices = self.query_one("#choices", OptionList)
        if choices.display:
            choices.focus()

    def picks_pieces(self) -> bool:
        """Whether keys 1-4 pick pieces here: a game whose moves start with a piece, on a
        board with places (elsewhere digits start a typed move)."""
        return self.ui.needs_piece and self.ui.board_type.has_places

    def typing_open(self) -> bool:
        """Whether a typed move (or draw) is taken now: where a person moves, by default."""
        return self.entry_open()

    typing_ahead = False
    """A move is being typed and the box has not the focus yet: Textual moves it after the
    keys already waiting, and typed fast or over a browser's websocket (``niwa serve``) the
    rest of the move is waiting. Those keys go into the box, command keys and Enter too."""

    command_key: CommandKey | None = None
    """The key just seen, if it was a command key: the first letter of a move typed fast
    may have been taken for a command (``joins_command_key`` states the rule)."""

    def on_key(self, event: events.Key) -> None:
        """A printable key that no binding took starts typing a move: the box takes the
        focus and the character (so "Tp-g1" typed on the board lands in the box).

        Key events reach the app's bindings last, after the screen has seen the keys
        already waiting: so ``t`` starts typing here, at once, and the keys after it are
        the box's even in one burst; any other command key's binding runs as usual."""
        command, self.command_key = self.command_key, None
        if isinstance(self.focused, Input):
            self._came_round(event)
            return
        if self.typing_ahead and self._typed_ahead(event):
            return
        if not event.is_printable or not event.character or not self.typing_open():
            return
        bound = self.active_bindings.get(event.key)
        if bound is not None and bound.enabled:
            if bound.node is self and bound.binding.action == "type_move":
                event.stop()
                event.prevent_default()
                self.action_type_move()
            else:
                self.command_key = CommandKey(event.character, self.entry_state())
            return
        found = self.query("#move-input")
        field = found.first(Input) if found else None
        if field is None or not field.display:
            return
        event.stop()
        event.prevent_default()
        self.typing_ahead = True
        field.focus()
        field.insert_text_at_cursor(self._first_letters(command, event.character))

    def _came_round(self, event: events.Key) -> None:
        """A key that reaches the screen while a box has the focus. The box stops every
        printable key it takes, so a printable one here went round it: the app sent it to
        the board just before the box took the focus (typed fast, ``t`` then the move).
        It is the move box's, as it would have been a moment later. Other keys (Enter,
        Esc, Backspace) reach the box's bindings from here, which act on the focused box."""
        self.typing_ahead = False
        field = self.focused
        if isinstance(field, MoveInput) and event.is_printable and event.character:
            event.stop()
            event.prevent_default()
            field.insert_text_at_cursor(event.character)

    def _first_letters(self, command: CommandKey | None, character: str) -> str:
        """What a key that starts typing puts in the box: itself, or the command key just
        before it and itself where they begin a move together (``joins_command_key``)."""
        if command is None or command.position != self.entry_state():
            return character  # no command key just before, or its command moved the game
        game = self.ui.game
        texts = (str(game.move_text(m)) for m in game.legal_moves(command.position))
        if joins_command_key(command.character, character, texts):
            return command.character + character
        return character

    def _typed_ahead(self, event: events.Key) -> bool:
        """Put a key that came before the box had the focus where it was meant to go."""
        found = self.query("#move-input")
        field = found.first(Input) if found else None
        if field is None or not field.display or not self.typing_open():
            self.typing_ahead = False
            return False
        if event.key == "enter":
            # Submitted once the box has the focus (its focus call is already queued), so
            # the move is handled as any typed move: the keys go back to the board after.
            self.typing_ahead = False
            self.app.call_later(field.post_message, Input.Submitted(field, field.value))
        elif event.key == "escape":
            self.typing_ahead = False
            self.keys_to_board()
        elif event.key == "backspace":
            field.action_delete_left()
        elif event.is_printable and event.character:
            field.insert_text_at_cursor(event.character)
        else:
            return False
        event.stop()
        event.prevent_default()
        return True

    def place(self, ref: str) -> None:
        """Put the picked piece on ``ref`` (asking which move was meant if several are)."""
        if not self.entry_open():
            return
        if self.piece is None and self.ui.needs_piece:
            self.show_prompt(Text(self.ui.pick_first, "bold"))
            return
        state = self.entry_state()
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
        state = self.entry_state()
        labels = [self.ui.choice_label(state, m) for m in moves]
        question = ChooseOne(self.ui.choice_question, labels, self.ui.choice_note)
        index = await self.app.push_screen_wait(question)
        if index is not None:
            self.enter(moves[index])

    def refuse(self, err: IllegalMove, refs: list[str]) -> None:
        self.refused = refs[0] if refs else None
        self.show_prompt(refusal_text(self.ui.game.rules, err))
        self.draw_board()

    # -- the list of moves (games without pieces to click) --------------------------------------

    def lists_moves(self) -> bool:
        """Whether this screen offers the list of legal moves now (the game's
        ``lists_moves``; a lesson's exercise may hide it, since the list can be the answer)."""
        return self.ui.lists_moves

    def draw_choices(self) -> None:
        """Fill the move list from the legal moves that contain what is typed so far."""
        choices = self.query_one("#choices", OptionList)
        shown = self.lists_moves() and self.entry_open()
        choices.display = shown
        if not shown:
            return
        typed = self.query_one("#move-input", Input).value.strip().casefold()
        game = self.ui.game
        state = self.entry_state()
        options: list[Option] = []
        self._choice_moves: list[Any] = []
        for move in game.legal_moves(state):
            text = str(game.move_text(move))
            if typed and typed not in text.casefold():
                continue
            if len(options) == MAX_CHOICES:
                options.append(
                    Option(Text(_("... type to narrow the list"), style="dim"), disabled=True)
                )
                break
            options.append(Option(Text(text), id=str(len(self._choice_moves))))
            self._choice_moves.append(move)
        choices.clear_options()
        choices.add_options(options)
        if self._choice_moves:
            choices.highlighted = 0

    @on(OptionList.OptionSelected, "#choices")
    def _choice(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self.enter(self._choice_moves[int(event.option.id)])

    @on(Input.Changed, "#move-input")
    def _narrow(self) -> None:
        if self.lists_moves():
            self.draw_choices()

    # -- typed notation ------------------------------------------------------------------------

    def listed_match(self) -> Any | None:
        """The one move the list shows for what is typed (None: none, or several)."""
        if not (self.lists_moves() and self.entry_open()):
            return None
        moves = getattr(self, "_choice_moves", [])
        return moves[0] if len(moves) == 1 else None

    @on(Input.Submitted, "#move-input")
    def _typed(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if not text:
            self.keys_to_board()
            return
        match = self.listed_match()
        try:
            move = self.ui.game.parse_move(self.entry_state(), text)
        except ValueError as err:
            if match is None:
                self.show_prompt(Text(str(err), style="bold red"))
                self.keys_to_board()
                return
            move = match  # the list has narrowed to the one move it shows: that one
        if match is not None and move != match and not self.is_legal(move):
            move = match
        self.enter(move)

    def is_legal(self, move: Any) -> bool:
        try:
            self.ui.game.apply(self.entry_state(), move)
        except IllegalMove:
            return False
        return True
