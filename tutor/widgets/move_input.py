"""The move box, shared by every screen where moves are made."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable
from itertools import islice
from typing import Any, ClassVar, NamedTuple, Self

from textual import events
from textual.actions import SkipAction
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widgets import Input, OptionList

from engine.i18n import N_

MOVES_READ = 5000
"""Legal moves read at most to judge what typed letters begin (a game may list thousands
of bids): past that nothing is joined, and a key is what it would be alone."""


class CommandKey(NamedTuple):
    """A command key the screen just saw (its binding ran or is about to), and the
    position it was pressed at: the letter a move typed fast may have begun with."""

    character: str
    position: Any


def joins_command_key(command: str, character: str, move_texts: Iterable[str]) -> bool:
    """Whether ``character``, which starts typing right after the command key ``command``,
    was the second letter of a move whose first letter the command took.

    The rule (issue 30, typed ahead): a command key is a command, always, typed alone or
    not (issue 22). A key that is no command starts typing. Typed fast, a move may begin
    with a command's letter (the toy game's "b1", ``b`` being Board): its command runs,
    and the next key starts typing. That key and the command's letter are joined in the
    box when the key begins no legal move on its own and the two together begin one; a
    key that begins a move on its own is typed alone. Letters compare without case, as
    the move list narrows. Reads at most :data:`MOVES_READ` moves: past that, no join.
    """
    alone = character.casefold()
    joined = (command + character).casefold()
    found = False
    for read, text in enumerate(islice(move_texts, MOVES_READ + 1)):
        folded = text.casefold()
        if read == MOVES_READ or folded.startswith(alone):
            return False  # too many moves to tell, or the key begins a move alone
        found = found or folded.startswith(joined)
    return found


class MoveInput(Input):
    """The move box: Down goes into the list of moves; Esc clears it and leaves it.

    The board owns the keys between moves: the box has the focus only while someone
    types in it (``t`` or ``:``, or a key that is no command, starts typing). Esc here
    only empties the box and gives the keys back (:class:`MoveInput.Left` up, to
    ``MoveEntry.keys_to_board``); the key never reaches the screen, so a half-typed or
    empty box is never why a game is left.
    """

    class Left(Message):
        """Esc in the box: the screen empties it and gives the keys back to the board."""

        def __init__(self, box: MoveInput) -> None:
            super().__init__()
            self.box = box

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        """Text is never selected as the box takes the focus (Input's ``select_on_focus``):
        typed fast, the first letters of a move reach the box before its focus does, and
        the next letter would replace them all ("Em-a3" became "m-a3" in a browser)."""
        kwargs.setdefault("select_on_focus", False)
        super().__init__(*args, **kwargs)
        self.focus_pending = False
        """Asked to take the focus, not there yet (Textual moves it after the keys waiting)."""
        self._typed_at: list[float] = []
        """When each character of the box was typed, while the box holds just the keys
        typed into it one after another (else empty: they go in at the cursor)."""

    def type_key(self, text: str, typed_at: float) -> None:
        """Put what a key typed (its character; or a command key's letter and the key
        after it, ``joins_command_key``) where the time it was typed puts it.

        Keys reach the box by two ways: straight, once it has the focus, and round by the
        board (:class:`tutor.widgets.type_ahead.TypeAhead`) when they were sent before it
        had it. Typed fast, over a browser's websocket, a key sent straight may arrive
        ahead of earlier ones still on their way round ("Em-b2" typed became "2Em-b").
        While the box holds only keys typed one after another, each goes in after every
        key typed before it; once the text was edited otherwise (the cursor moved, a
        paste, a deletion), keys go in at the cursor as in any box."""
        end = len(self.value)
        if len(self._typed_at) != end or self.cursor_position != end:
            self.insert_text_at_cursor(text)  # edited otherwise, or the cursor moved
            return
        index = bisect_right(self._typed_at, typed_at)
        times = [*self._typed_at[:index], *[typed_at] * len(text), *self._typed_at[index:]]
        self._typed_at = times  # before the text changes: watch_value keeps what matches
        self.insert(text, index)
        if len(self.value) == len(times):
            self.cursor_position = len(self.value)
        else:
            self._typed_at = []  # refused (the box's length limit)

    def watch_value(self, value: str) -> None:
        """The typing times go with the text only while it is made of typed keys alone."""
        if len(value) != len(self._typed_at):
            self._typed_at = []  # emptied, or changed by other than a typed key

    def on_key(self, event: events.Key) -> None:
        """A printable key typed straight into the box (Input's own way, with no text
        selected) goes where its time puts it (:meth:`type_key`)."""
        if event.is_printable and event.character and self.selection.is_empty:
            event.stop()
            event.prevent_default()  # Input's own handler would type it at the cursor
            self._restart_blink()  # as Input's does: the cursor shows while keys come
            self.type_key(event.character, event.time)

    def focus(self, scroll_visible: bool = True) -> Self:
        """Take the focus after the keys already waiting, unless :meth:`give_back` came
        first: a move typed fast may be played, and the keys given back to the board,
        before the focus asked for at its ``t`` arrives, which then kept it in an empty
        box (Esc emptied the box instead of leaving, in a browser)."""
        self.focus_pending = True

        def take() -> None:
            if self.focus_pending and self.is_attached:
                self.focus_pending = False
                self.screen.set_focus(self, scroll_visible=scroll_visible)

        self.refresh()
        self.app.call_later(take)
        return self

    def give_back(self) -> None:
        """The keys go back to the board: a focus asked for and not there yet never lands."""
        self.focus_pending = False

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("down", "into_list", N_("Into the list of moves"), show=False),
        Binding("escape", "leave_box", N_("Clear the box, back to the board")),
    ]

    def action_into_list(self) -> None:
        found = self.screen.query("#choices")
        choices = found.first(OptionList) if found else None
        if choices is None or not choices.display or not choices.option_count:
            raise SkipAction()
        choices.focus()

    def action_leave_box(self) -> None:
        self.post_message(self.Left(self))
