"""Small modal questions: pass the device, choose among moves, confirm, go to a ply."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, OptionList, Static
from textual.widgets.option_list import Option

from engine.i18n import N_, _
from tutor.ui import HandOver
from tutor.widgets.choice_row import ChoiceRow
from tutor.widgets.settled_options import SettledOptionList


class PassDevice(ModalScreen[bool]):
    """Hot seat: the screen hides every hand until the next player says it is them."""

    DEFAULT_CSS = """
    PassDevice {
        align: center middle;
        background: $background;
    }

    PassDevice #pass-who {
        text-style: bold;
        color: $accent;
        margin-bottom: 1;
    }

    PassDevice Button {
        margin-top: 1;
        width: 100%;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "ready", N_("Show my hand")),
        Binding("escape", "leave", N_("Leave the game")),
    ]

    def __init__(self, who: str, words: HandOver, detail: str = "") -> None:
        super().__init__()
        self.who = who
        self.detail = detail
        self.words = words
        """What stays hidden, in the game's words (``GamePlugin.hand_over``)."""

    def compose(self) -> ComposeResult:
        with Vertical(id="pass-box", classes="dialog"):
            yield Static(Text(_("Pass the device"), style="bold"), classes="dialog-title")
            yield Static(Text(_("to {player}").format(player=self.who)), id="pass-who")
            if self.detail:
                yield Static(Text(self.detail), classes="muted")
            yield Static(Text(_(self.words.note)), classes="muted")
            yield Button(
                Text(
                    _("I am {player}: {ready}").format(player=self.who, ready=_(self.words.ready))
                ),
                variant="primary",
                id="ready",
            )

    def on_mount(self) -> None:
        self.query("#ready").focus()  # (none when the app closes while this one opens)

    @on(Button.Pressed, "#ready")
    def action_ready(self) -> None:
        self.dismiss(True)

    def action_leave(self) -> None:
        self.dismiss(False)


class TurnDone(ModalScreen[bool]):
    """Hot seat: what a person's turn did (as they may see it: their own draw too), shown
    over their hand before the device is handed on, so no result goes unseen."""

    DEFAULT_CSS = """
    TurnDone {
        align: center middle;
        background: $background 60%;
    }

    TurnDone Button {
        margin-top: 1;
        width: 100%;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "hand_over", N_("Hand over")),
        Binding("escape", "leave", N_("Leave the game")),
    ]

    def __init__(self, who: str, lines: list[Text]) -> None:
        super().__init__()
        self.who = who
        self.lines = lines

    def compose(self) -> ComposeResult:
        with Vertical(id="turn-box", classes="dialog"):
            yield Static(
                Text(_("{player}: your turn is over").format(player=self.who), style="bold"),
                classes="dialog-title",
            )
            said = Text("\n").join(self.lines) if self.lines else Text(_("Nothing scored."))
            yield Static(said, id="turn-lines")
            yield Static(Text(_("Then hand the device on: your hand hides.")), classes="muted")
            yield Button(Text(_("Hand over (Enter)")), variant="primary", id="hand-over")

    def on_mount(self) -> None:
        self.query("#hand-over").focus()

    @on(Button.Pressed, "#hand-over")
    def action_hand_over(self) -> None:
        self.dismiss(True)

    def action_leave(self) -> None:
        self.dismiss(False)


class ChooseOne(ModalScreen[int | None]):
    """Pick one of a few labelled choices (the choice a move carries, for instance)."""

    DEFAULT_CSS = """
    ChooseOne {
        align: center middle;
        background: $background 60%;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", N_("Cancel"))]

    def __init__(self, title: str, choices: list[Text], note: str = "") -> None:
        super().__init__()
        self.heading = title
        self.choices = choices
        self.note = note

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="choose-box"):
            yield Static(Text(self.heading, style="bold"), classes="dialog-title")
            if self.note:
                yield Static(Text(self.note), classes="muted")
            yield SettledOptionList(*[Option(c, id=str(i)) for i, c in enumerate(self.choices)])

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(int(event.option.id or 0))

    def action_cancel(self) -> None:
        self.dismiss(None)


class Confirm(ModalScreen[bool]):
    """A yes/no question. The safe answer (``no``) has the focus, and the focused button
    is the one drawn bright (``DEFAULT_CSS`` below): no button is a
    "primary" that would look chosen while the other has the focus. Each button names its
    key (``y``; ``n`` or Esc), so the keys are read where they are pressed."""

    DEFAULT_CSS = """
    Confirm {
        align: center middle;
        background: $background 60%;
    }

    /* The focused button is the bright one (the answer Enter gives); the other stays plain.
       Named with Button's own style class (and its hover and press states) to win over
       Button's rules for them, as these did when they were app CSS. */
    Confirm Button.-style-default,
    Confirm Button.-style-default:hover,
    Confirm Button.-style-default.-active {
        background: $surface;
        color: $text-muted;
    }

    Confirm Button.-style-default:focus {
        background: $accent;
        color: $text;
        text-style: bold;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", N_("Yes")),
        Binding("n,escape", "answer(False)", N_("No")),
        Binding("left,right", "other_button", N_("The other button"), show=False),
    ]

    def __init__(self, question: str, yes: str = "", no: str = "") -> None:
        super().__init__()
        self.question = question
        self.yes = yes or _("Yes")
        self.no = no or _("No")

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="confirm-box"):
            yield Static(Text(self.question))
            with ChoiceRow(classes="dialog-buttons"):
                yield Button(f"y  {self.yes}", id="yes")
                yield Button(f"n/Esc  {self.no}", id="no")

    def on_mount(self) -> None:
        self.query_one("#no").focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)

    def action_other_button(self) -> None:
        self.query_one("#no" if self.query_one("#yes").has_focus else "#yes").focus()


class AskText(ModalScreen[str | None]):
    """One line of text (a ply number, a move, a file path)."""

    DEFAULT_CSS = """
    AskText {
        align: center middle;
        background: $background 60%;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", N_("Cancel"))]

    def __init__(self, question: str, placeholder: str = "", value: str = "") -> None:
        super().__init__()
        self.question = question
        self.placeholder = placeholder
        self.value = value

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="ask-box"):
            yield Static(Text(self.question))
            yield Input(value=self.value, placeholder=self.placeholder, id="answer")
            yield Static(id="ask-error", classes="error")

    def on_mount(self) -> None:
        self.query_one("#answer", Input).focus()

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value)

    def action_cancel(self) -> None:
        self.dismiss(None)
