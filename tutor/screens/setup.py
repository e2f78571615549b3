"""Set up a game: how many players, variants, who sits where, at what level, and who deals.

A computer seat plays easy, medium (the default) or hard; the hard player's
thinking time is set here too. Both go into the seat plan, so a resumed game keeps them.

The options come from the game's options Struct (:mod:`tutor.option_fields`: switches,
choices, named data sets), worded by the game's plug-in, as is the dealer.
"""

from __future__ import annotations

from typing import Any, ClassVar

import msgspec
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import (
    Button,
    Header,
    Input,
    Label,
    RadioButton,
    RadioSet,
    Select,
    Static,
    Switch,
)

from engine.core import Game, InvalidOptions
from engine.players.levels import Level
from engine.registry import get_game
from tutor.level_words import level_help
from tutor.names import MAX_NAME, clean_name, default_name
from tutor.option_fields import OptionField, build_options, option_fields
from tutor.plugins import ui_for
from tutor.screens.base import niwa
from tutor.session import COMPUTER, DEALER_COMPUTER, DEALER_TABLE, PERSON, TablePlan
from tutor.widgets.keybar import KeyBar

MAX_SEATS = 6


class SetupBody(VerticalScroll, can_focus=False, inherit_bindings=False):
    """The form: Up/Down go from field to field (the focused one scrolls into view), so
    the arrows never just scroll the page past the fields; PgUp/PgDn scroll."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "app.focus_previous", "Previous field", show=False),
        Binding("down", "app.focus_next", "Next field", show=False),
        Binding("pageup", "page_up", "Scroll up", show=False),
        Binding("pagedown", "page_down", "Scroll down", show=False),
    ]


class SetupScreen(Screen[None]):
    """Choose the options and the seats, then Ctrl+S (or the Start button) starts.

    The form opens with the focus on its first field, at the top: Enter never starts a
    game by surprise from a button below the fold."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", "Back"),
        Binding("ctrl+s", "start", "Start the game"),
        Binding("tab,down", "app.focus_next", "Next field", key_display="Down/Tab", show=False),
        Binding(
            "shift+tab,up",
            "app.focus_previous",
            "Previous field",
            key_display="Up/Shift+Tab",
            show=False,
        ),
    ]

    def __init__(self, game_id: str, start: str | None = None) -> None:
        """``start``: a position line to continue from (``niwa play GAME --from``), already
        read once by the caller; its options are the game's, so the form asks only seats."""
        super().__init__()
        self.game_id = game_id
        self.game: Game[Any, Any, Any] = get_game(game_id)
        self.ui = ui_for(game_id)
        self.start_state: Any = None if start is None else self.game.parse_position(start)
        self.start = None if start is None else self.game.position_text(self.start_state)
        self.fields = [] if start is not None else option_fields(self.ui)

    def compose(self) -> ComposeResult:
        yield Header()
        with SetupBody(id="setup-body"):
            title = f"New game of {self.game.title}"
            if self.start is not None:
                title = f"{self.game.title}, continued from a position"
            yield Static(Text(title, style="bold"), id="setup-title")
            if self.start is not None:
                yield Static(Text(self.start), id="setup-start", classes="muted")
            for field in self.fields:
                yield from self._option_control(field)
            yield Label("Seats", classes="section-title")
            for seat in range(MAX_SEATS):
                with Horizontal(classes="seat-row", id=f"seat-{seat}"):
                    yield Label(f"Seat {seat + 1}", classes="seat-label", id=f"seat-label-{seat}")
                    yield Input(
                        placeholder="name",
                        max_length=MAX_NAME,
                        id=f"name-{seat}",
                        classes="seat-name",
                    )
                    yield Select(
                        [("a person", PERSON), ("the computer", COMPUTER)],
                        allow_blank=False,
                        value=PERSON if seat == 0 else COMPUTER,
                        id=f"kind-{seat}",
                        classes="seat-kind",
                    )
                    yield Select(
                        [(f"{level.value}", level.value) for level in Level],
                        allow_blank=False,
                        value=Level.MEDIUM.value,
                        id=f"level-{seat}",
                        classes="seat-level",
                    )
            with Horizontal(classes="switch-row"):
                yield Label("Hard thinks (seconds a move)", id="hard-label")
                yield Input(value="1", id="hard-seconds", type="number")
            yield Static(level_help(self.ui), id="level-help", classes="muted")
            dealer = self.ui.dealer
            yield Label(dealer.question, classes="section-title")
            with RadioSet(id="dealer"):
                yield RadioButton(dealer.computer, value=True, id="deal-computer")
                yield RadioButton(dealer.table, id="deal-table")
            yield Static(id="setup-error", classes="error")
            with Horizontal(id="setup-buttons"):
                yield Button("Ctrl+S  Start", variant="primary", id="start")
                yield Button("Back", id="back")
        yield KeyBar()

    def _option_control(self, field: OptionField) -> ComposeResult:
        if field.kind == "choice":
            yield Label(field.label, classes="section-title")
            if field.hint:
                yield Static(Text(field.hint), classes="muted")
            default = field.default_key()
            with RadioSet(id=f"opt-{field.name}", classes="option"):
                for choice in field.choices:
                    yield RadioButton(choice.label, value=choice.key == default, name=choice.key)
        elif field.kind == "switch":
            with Horizontal(classes="switch-row"):
                yield Switch(value=bool(field.default), id=f"opt-{field.name}", classes="option")
                yield Label(field.hint or field.label)
        else:
            yield Label(field.label, classes="section-title")
            yield Input(
                value=str(field.default), id=f"opt-{field.name}", classes="option", type="integer"
            )

    def on_mount(self) -> None:
        self.title = f"Play {self.game.title}"
        self.sub_title = "set up"
        blink = niwa(self).settings.cursor_blink
        for field in self.query(Input):
            field.cursor_blink = blink
        self.refresh_seats()
        # The first field has the focus and the form opens at its top; Ctrl+S starts.
        options = self.query(".option")
        first = options.first() if options else self.query_one("#name-0")
        first.focus(scroll_visible=False)  # at the top: the form's first field
        body = self.query_one("#setup-body")
        body.scroll_home(animate=False)
        self.call_after_refresh(body.scroll_home, animate=False)  # after the field's own scroll

    # -- reading the form -------------------------------------------------------------

    def options(self) -> Any:
        if self.start_state is not None:
            return self.start_state.options
        values: dict[str, Any] = {}
        for field in self.fields:
            widget = self.query_one(f"#opt-{field.name}")
            if isinstance(widget, RadioSet):
                pressed = widget.pressed_button
                if pressed is not None and pressed.name is not None:
                    values[field.name] = field.value_of(pressed.name)
            elif isinstance(widget, Switch):
                values[field.name] = widget.value
            elif isinstance(widget, Input) and widget.value.strip():
                values[field.name] = int(widget.value)
        return build_options(self.ui, values)

    def seats(self) -> tuple[int, tuple[str, ...]]:
        """How many seats these options make, and each seat's side name."""
        state = self.game.new_game(self.options())
        n = self.game.seats(state)
        sides = self.game.sides(state)
        return n, tuple(sides[self.game.side_of(state, s)] for s in range(n))

    def refresh_seats(self) -> None:
        try:
            n, sides = self.seats()
        except (InvalidOptions, ValueError, msgspec.ValidationError) as err:
            self.query_one("#setup-error", Static).update(Text(str(err)))
            return
        self.query_one("#setup-error", Static).update("")
        for seat in range(MAX_SEATS):
            row = self.query_one(f"#seat-{seat}")
            row.display = seat < n
            if seat < n:
                label = f"Seat {seat + 1}"
                if sides[seat].casefold() != label.casefold():  # "Seat 1 (pink)", not "(seat 1)"
                    label += f" ({sides[seat]})"
                self.query_one(f"#seat-label-{seat}", Label).update(Text(label))
                name = self.query_one(f"#name-{seat}", Input)
                name.placeholder = self.default_name(seat)
                kind = self.query_one(f"#kind-{seat}", Select).value
                self.query_one(f"#level-{seat}", Select).display = kind == COMPUTER

    def default_name(self, seat: int) -> str:
        """ "Computer 2"; "You" when you are the only person, else "Player 3"."""
        n, _ = self.seats()
        kinds = [self.query_one(f"#kind-{s}", Select).value for s in range(n)]
        return default_name(seat, kinds[seat] == COMPUTER, kinds.count(PERSON))

    def names_and_plan(self) -> tuple[list[str], TablePlan]:
        n, _ = self.seats()
        names = [
            clean_name(self.query_one(f"#name-{s}", Input).value, self.default_name(s))
            for s in range(n)
        ]
        kinds = tuple(str(self.query_one(f"#kind-{s}", Select).value) for s in range(n))
        levels = tuple(str(self.query_one(f"#level-{s}", Select).value) for s in range(n))
        seconds = float(self.query_one("#hard-seconds", Input).value or "1")
        table = self.query_one("#deal-table", RadioButton).value
        dealer = DEALER_TABLE if table else DEALER_COMPUTER
        return names, TablePlan(kinds, dealer, levels=levels, hard_seconds=seconds)

    # -- events -------------------------------------------------------------------------

    @on(RadioSet.Changed, ".option")
    @on(Switch.Changed, ".option")
    @on(Input.Changed, ".option")
    def _options_changed(self) -> None:
        self.refresh_seats()

    @on(Select.Changed, ".seat-kind")
    def _kind_changed(self) -> None:
        self.refresh_seats()

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        try:
            options = self.options()
            self.game.new_game(options)
            names, plan = self.names_and_plan()
        except (InvalidOptions, ValueError, msgspec.ValidationError) as err:
            self.query_one("#setup-error", Static).update(Text(str(err)))
            return
        niwa(self).start_game(self.game_id, options, names, plan, replace=self, start=self.start)

    @on(Button.Pressed, "#back")
    def action_back(self) -> None:
        self.dismiss()
