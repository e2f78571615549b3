"""Keys typed on the board that begin a move: the move box takes them, even typed fast.

:class:`TypeAhead` is the :class:`tutor.widgets.move_desk.MoveDesk`'s key rule (issue 30):
the board owns the keys between moves; a printable key no binding takes starts typing a
move (the box takes the focus and the character, so "Tp-g1" typed on the board lands in
the box); a command key is a command, always, and the key after it may join it
(``joins_command_key``); keys typed before the box had the focus go into it.
"""

from __future__ import annotations

from typing import Any, Protocol

from textual import events
from textual.app import App
from textual.screen import Screen
from textual.widgets import Input

from tutor.ui import GamePlugin
from tutor.widgets.move_input import CommandKey, MoveInput, joins_command_key
from tutor.widgets.move_rules import EntrySource


class Desk(Protocol):
    """The desk whose keys these are (:class:`tutor.widgets.move_desk.MoveDesk`)."""

    source: EntrySource
    ui: GamePlugin

    @property
    def screen(self) -> Screen[object]: ...
    @property
    def app(self) -> App[object]: ...
    def move_box(self) -> MoveInput | None: ...
    def keys_to_board(self) -> None: ...


class TypeAhead:
    """Where the keys that reach the desk (or its screen, with nothing focused) go."""

    def __init__(self, desk: Desk) -> None:
        self.desk = desk
        self.ahead = False
        """A move is being typed and the box has not the focus yet: Textual moves it after
        the keys already waiting, and typed fast or over a browser's websocket (``niwa
        serve``) the rest of the move is waiting. Those keys go into the box, command keys
        and Enter too."""
        self.command_key: CommandKey | None = None
        """The key just seen, if it was a command key: the first letter of a move typed fast
        may have been taken for a command (``joins_command_key`` states the rule)."""

    def key(self, event: events.Key) -> None:
        """A printable key that no binding took starts typing a move.

        Key events reach the app's bindings last, after the screen has seen the keys
        already waiting: so ``t`` starts typing here, at once, and the keys after it are
        the box's even in one burst; any other command key's binding runs as usual."""
        desk = self.desk
        screen = desk.screen
        command, self.command_key = self.command_key, None
        if isinstance(screen.focused, Input):
            self._came_round(event)
            return
        if self.ahead and self._typed_ahead(event):
            return
        source = desk.source
        if not event.is_printable or not event.character or not source.typing_open():
            return
        bound = screen.active_bindings.get(event.key)
        if bound is not None and bound.enabled:
            if bound.node is screen and bound.binding.action == "type_move":
                event.stop()
                event.prevent_default()
                typed: Any = screen  # its own action: the viewer's starts a what-if first
                typed.action_type_move()
            else:
                self.command_key = CommandKey(event.character, source.entry_state())
            return
        field = desk.move_box()
        if field is None:
            return
        event.stop()
        event.prevent_default()
        self.ahead = True
        field.focus()
        field.type_key(self._first_letters(command, event.character), event.time)

    def _came_round(self, event: events.Key) -> None:
        """A key that reaches the desk while a box has the focus. The box stops every
        printable key it takes, so a printable one here went round it: the app sent it to
        the board just before the box took the focus (typed fast, ``t`` then the move).
        It is the move box's, as it would have been a moment later. Other keys (Enter,
        Esc, Backspace) reach the box's bindings from here, which act on the focused box."""
        self.ahead = False
        field = self.desk.screen.focused
        if isinstance(field, MoveInput) and event.is_printable and event.character:
            event.stop()
            event.prevent_default()
            field.type_key(event.character, event.time)

    def _first_letters(self, command: CommandKey | None, character: str) -> str:
        """What a key that starts typing puts in the box: itself, or the command key just
        before it and itself where they begin a move together (``joins_command_key``)."""
        if command is None or command.position != self.desk.source.entry_state():
            return character  # no command key just before, or its command moved the game
        game = self.desk.ui.game
        texts = (str(game.move_text(m)) for m in game.legal_moves(command.position))
        if joins_command_key(command.character, character, texts):
            return command.character + character
        return character

    def _typed_ahead(self, event: events.Key) -> bool:
        """Put a key that came before the box had the focus where it was meant to go."""
        field = self.desk.move_box()
        if field is None or not self.desk.source.typing_open():
            self.ahead = False
            return False
        if event.key == "enter":
            # Submitted once the box has the focus (its focus call is already queued), so
            # the move is handled as any typed move: the keys go back to the board after.
            self.ahead = False
            self.desk.app.call_later(field.post_message, Input.Submitted(field, field.value))
        elif event.key == "escape":
            self.ahead = False
            self.desk.keys_to_board()
        elif event.key == "backspace":
            field.action_delete_left()
        elif event.is_printable and event.character:
            field.type_key(event.character, event.time)
        else:
            return False
        event.stop()
        event.prevent_default()
        return True
