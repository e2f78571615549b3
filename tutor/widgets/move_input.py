"""The move box and the hand's buttons, shared by every screen where moves are made."""

from __future__ import annotations

from typing import ClassVar

from textual.actions import SkipAction
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widgets import Button, Input, OptionList

MAX_HAND = 24
"""Buttons for the pieces to pick from, made once: every piece of the longest hand
and the places beside it."""
KEYED = 4
"""The pieces keys 1-4 pick (their buttons say their key); the rest by a click or the board."""


def hand_buttons() -> list[Button]:
    return [Button("", id=f"hand-{i}", compact=True, classes="hand-piece") for i in range(MAX_HAND)]


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

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("down", "into_list", "Into the list", show=False),
        Binding("escape", "leave_box", "Clear the box, back to the board"),
    ]

    def action_into_list(self) -> None:
        found = self.screen.query("#choices")
        choices = found.first(OptionList) if found else None
        if choices is None or not choices.display or not choices.option_count:
            raise SkipAction()
        choices.focus()

    def action_leave_box(self) -> None:
        self.post_message(self.Left(self))
