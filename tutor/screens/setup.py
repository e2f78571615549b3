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
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import (
    Button,
    Input,
    Label,
    RadioButton,
    RadioSet,
    Select,
    Static,
    Switch,
)

from engine.core import Game, InvalidOptions
from engine.i18n import N_, _
from engine.registry import get_game
from tutor.first_player import first_by_option, seat_first
from tutor.level_words import level_help
from tutor.names import clean_name, default_name
from tutor.option_controls import option_control, option_values
from tutor.option_fields import build_options, option_fields
from tutor.plugins import ui_for
from tutor.screens.base import niwa
from tutor.session import COMPUTER, DEALER_COMPUTER, DEALER_TABLE, PERSON, TablePlan
from tutor.widgets.keybar import KeyBar
from tutor.widgets.seat_choices import FirstPlayerRow, RecorderRow
from tutor.widgets.seat_row import SeatRow
from tutor.widgets.setup_body import SetupBody
from tutor.widgets.title_bar import TitleBar


class SetupScreen(Screen[None]):
    """Choose the options and the seats, then Ctrl+S (or the Start button) starts.

    The form opens with the focus on its first field, at the top: Enter never starts a
    game by surprise from a button below the fold."""

    DEFAULT_CSS = """
    SetupScreen #setup-body {
        padding: 0 2;
    }

    SetupScreen #setup-title {
        margin: 1 0;
    }

    SetupScreen RadioSet {
        width: 1fr;  /* "auto" took the body's whole width and its margin ran past the edge */
        margin: 0 0 1 1;
    }

    SetupScreen .switch-row {
        height: auto;
        margin: 1 0;
    }

    SetupScreen .switch-row Label {
        width: 1fr;
        padding: 1 1;
    }

    SetupScreen .error {
        color: $error;
        height: auto;
    }

    SetupScreen #setup-buttons {
        height: auto;
        margin: 1 0;
    }

    SetupScreen #setup-buttons Button {
        margin-right: 2;
    }

    SetupScreen #hard-label {
        width: auto;
        padding: 1 1;
    }

    SetupScreen #hard-seconds {
        width: 12;
    }
    """
    SCOPED_CSS = False
    """The rules name this screen themselves (some under the app's ``-narrow`` class)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", N_("Back")),
        Binding("ctrl+s", "start", N_("Start the game")),
        Binding("down,tab", "app.focus_next", N_("Next field"), show=False),
        Binding("up,shift+tab", "app.focus_previous", N_("Previous field"), show=False),
    ]
    KEY_WIDGETS: ClassVar[tuple[type[Widget], ...]] = (SetupBody,)
    """Widgets with keys of their own, which Help lists with the screen's."""

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
        yield TitleBar()
        with SetupBody(id="setup-body"):
            title = _("New game of {game}").format(game=self.game.title)
            if self.start is not None:
                title = _("{game}, continued from a position").format(game=self.game.title)
            yield Static(Text(title, style="bold"), id="setup-title")
            if self.start is not None:
                yield Static(Text(self.start), id="setup-start", classes="muted")
            for field in self.fields:
                yield from option_control(field)
            yield Label(_("Seats"), classes="section-title")
            for seat in range(self.game.declaration.players.most):  # a row per seat it may have
                yield SeatRow(seat)
            if self.start is None:  # a position says who started
                yield FirstPlayerRow()
            with Horizontal(classes="switch-row"):
                yield Label(_("Hard thinks (seconds a move)"), id="hard-label")
                yield Input(value="1", id="hard-seconds", type="number")
            yield Static(level_help(self.ui), id="level-help", classes="muted")
            if self.game.declaration.has_chance:  # nobody deals in a game without chance
                dealer = self.ui.dealer
                yield Label(dealer.question, classes="section-title")
                with RadioSet(id="dealer"):
                    yield RadioButton(dealer.computer, value=True, id="deal-computer")
                    yield RadioButton(dealer.table, id="deal-table")
            yield RecorderRow()
            yield Static(id="setup-error", classes="error")
            with Horizontal(id="setup-buttons"):
                yield Button(_("Ctrl+S  Start"), variant="primary", id="start")
                yield Button(_("Back"), id="back")
        yield KeyBar()

    async def language_changed(self) -> None:
        """Worded anew in the language just chosen (what was typed in the form is reset)."""
        await self.recompose()
        self.on_mount()

    def on_mount(self) -> None:
        self.title = _("Play {game}").format(game=self.game.title)
        self.sub_title = _("set up")
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
        values = option_values(self, self.fields)
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
        rows = list(self.query(SeatRow).results(SeatRow))
        names = self.default_names(rows[:n])
        for seat, row in enumerate(rows):
            row.display = seat < n
            if seat < n:
                row.show(sides[seat], names[seat])
        self.refresh_first(n, sides)

    def refresh_first(self, n: int, sides: tuple[str, ...]) -> None:
        """Who plays first and who records: one choice per seat, each kept where it sits."""
        labels = [_("Seat {seat}").format(seat=s + 1) for s in range(n)]
        for s in range(n):
            if sides[s].casefold() != labels[s].casefold():
                labels[s] += f" ({sides[s]})"
        self.query_one(RecorderRow).offer(labels)
        for first in self.query(FirstPlayerRow).results(FirstPlayerRow):
            first.offer(labels)

    def rows(self, n: int) -> list[SeatRow]:
        """The first ``n`` seats' rows (those these options seat)."""
        return list(self.query(SeatRow).results(SeatRow))[:n]

    @staticmethod
    def default_names(rows: list[SeatRow]) -> list[str]:
        """Each seat's name when none is typed: "Computer 2"; "You" when you are the only
        person, else "Player 3"."""
        kinds = [row.kind for row in rows]
        persons = kinds.count(PERSON)
        return [default_name(s, kind == COMPUTER, persons) for s, kind in enumerate(kinds)]

    def names_and_plan(self) -> tuple[list[str], TablePlan]:
        n, _ = self.seats()
        rows = self.rows(n)
        defaults = self.default_names(rows)
        names = [clean_name(row.typed_name, defaults[s]) for s, row in enumerate(rows)]
        kinds = tuple(row.kind for row in rows)
        levels = tuple(row.level for row in rows)
        seconds = float(self.query_one("#hard-seconds", Input).value or "1")
        table = any(button.value for button in self.query("#deal-table").results(RadioButton))
        dealer = DEALER_TABLE if table else DEALER_COMPUTER
        recorder = self.query_one(RecorderRow).seat if table else None
        return names, TablePlan(
            kinds, dealer, levels=levels, hard_seconds=seconds, recorded_by=recorder
        )

    def first_player(self) -> int:
        """The seat chosen to play first (0 where a position is continued)."""
        found = self.query(FirstPlayerRow)
        return found.first(FirstPlayerRow).seat if found else 0

    def seated(self) -> tuple[Any, list[str], TablePlan]:
        """Options, names and plan with the chosen first player (tutor.first_player)."""
        options = self.options()
        names, plan = self.names_and_plan()
        first = self.first_player()
        options, (names, kinds, levels) = seat_first(
            self.game, options, first, names, plan.kinds, plan.levels
        )
        recorder = plan.recorded_by
        if recorder is not None and not first_by_option(self.game):  # the seats turned
            recorder = (recorder - first) % len(names)
        plan = msgspec.structs.replace(
            plan, kinds=tuple(kinds), levels=tuple(levels), recorded_by=recorder
        )
        return options, names, plan

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
            self.game.new_game(self.options())
            options, names, plan = self.seated()
        except (InvalidOptions, ValueError, msgspec.ValidationError) as err:
            self.query_one("#setup-error", Static).update(Text(str(err)))
            return
        niwa(self).start_game(self.game_id, options, names, plan, replace=self, start=self.start)

    @on(Button.Pressed, "#back")
    def action_back(self) -> None:
        self.dismiss()
