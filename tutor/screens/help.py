"""Help: every key of every screen, read from the screens' own bindings."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from engine.i18n import N_, _
from tutor.board import Board
from tutor.keys import declared_keys, key_name
from tutor.screens import named, screen_class
from tutor.ui import GamePlugin
from tutor.widgets.move_input import MoveInput

Section = tuple[str, list[Binding]]
"""A heading and the keys under it."""
ScreenSections = dict[type[Screen[Any]], list[Section]]
"""The sections of each screen's keys (and its board's)."""


def _bindings(owner: Any) -> list[Binding]:
    return declared_keys(owner)


def screen_keys(screen: type[Screen[Any]]) -> list[Binding]:
    """A screen's keys: those of the widgets it names in ``KEY_WIDGETS`` (keys a widget
    owns, such as the viewer's way through the game), then its own."""
    owners = [*getattr(screen, "KEY_WIDGETS", ()), screen]
    return [binding for owner in owners for binding in _bindings(owner)]


def sections(ui: GamePlugin | None = None, here: Any = None) -> list[Section]:
    """(heading, bindings) for the app and each screen, in the order a player meets them,
    except that the sections of ``here`` (the screen help was asked from) come first,
    with the board's keys after it where that screen has a board: ``?`` opens at the
    keys that work where the player is.

    ``ui`` is the game on screen when help was asked for: its board's keys are listed
    under its name; without one, the keys every board shares.
    """
    order, first = _all_sections(ui)
    found = _sections_of(here, first)
    return [*found, *(s for s in order if s not in found)]


def sections_of(here: Any, ui: GamePlugin | None = None) -> list[Section]:
    """The sections that list the keys of ``here``, a screen (none for a dialog, whose
    buttons name its keys)."""
    return _sections_of(here, _all_sections(ui)[1])


def _sections_of(here: Any, first: ScreenSections) -> list[Section]:
    for kind, found in first.items():
        if isinstance(here, kind):
            return found
    return []


def _board_section(ui: GamePlugin | None) -> tuple[str, list[Binding]]:
    if ui is None:
        return (_("Board (when it has the focus)"), _bindings(Board))
    moves = [Binding(m.key, "game_move", m.label) for m in ui.action_moves]
    if not ui.help_lines():
        return (
            _("{game}: choose moves from the list or type them").format(game=ui.game.title),
            moves,
        )
    return (
        _("{game} board (when it has the focus)").format(game=ui.game.title),
        [*ui.help_lines(), *moves],
    )


def _all_sections(
    ui: GamePlugin | None,
) -> tuple[
    list[tuple[str, list[Binding]]], dict[type[Screen[Any]], list[tuple[str, list[Binding]]]]
]:
    """Every section in the order a player meets them, and the sections of each screen."""
    kinds = ("home", "course", "setup", "lesson", "play", "viewer", "practice", "editor")
    home, course, setup, lesson, play, viewer, practice, editor = map(screen_class, kinds)
    rules_screen, picker_screen = screen_class("rules"), screen_class("picker")
    board = _board_section(ui)
    palette = Binding("ctrl+p", "command_palette", N_("Command palette: every action by name"))
    typing = [
        Binding("t", "type_move", N_("Type a move (so does any key that is no command)")),
        *_bindings(MoveInput),
    ]
    playing = (_("Playing"), [*screen_keys(play), *typing])
    lessons = (_("Lesson"), [*screen_keys(lesson), *typing])
    replays = (_("Replay viewer"), screen_keys(viewer))
    setting_up = (_("Setting up a game"), screen_keys(setup))
    homes = (_("Home"), screen_keys(home))
    courses = (_("The course"), screen_keys(course))
    picking = (_("Opening a replay"), screen_keys(picker_screen))
    rules = (_("Rules"), screen_keys(rules_screen))
    editing = (_("Settling a dispute (the position editor)"), screen_keys(editor))
    practising = (_("Practising your mistakes"), [*screen_keys(practice), *typing])
    everywhere = (_("Everywhere"), [*_bindings(named("app")), palette])
    review = (
        _("Review marks (the loss against the best move found, surely at least)"),
        named("review_help")(ui),
    )
    order = [
        *(everywhere, homes, courses, setting_up, lessons, playing, board, picking, replays),
        *(review, practising, editing, rules),
    ]
    first = {
        home: [homes],
        course: [courses],
        setup: [setting_up],
        lesson: [lessons, board],
        play: [playing, board],
        picker_screen: [picking],
        viewer: [replays, board],
        practice: [practising, board],
        editor: [editing, board],
        rules_screen: [rules],
    }
    return order, first


def help_table(ui: GamePlugin | None = None, here: Any = None) -> Table:
    table = Table.grid(padding=(0, 2))
    table.add_column(justify="right", style="bold", no_wrap=True)
    table.add_column()
    for heading, bindings in sections(ui, here):
        table.add_row("", Text(heading, style="bold underline"))
        for binding in bindings:
            table.add_row(
                Text(binding.key_display or key_name(binding.key)), _(binding.description)
            )
        table.add_row("", "")
    return table


class HelpScreen(ModalScreen[None]):
    """Keys, grouped by screen. Esc or ? closes it."""

    DEFAULT_CSS = """
    HelpScreen {
        align: center middle;
        background: $background 60%;
    }

    HelpScreen #help-box {
        width: 80;
        max-width: 100%;
        height: 90%;
        border: thick $accent;
        background: $panel;
        padding: 0 2;
    }

    HelpScreen #help-title {
        text-align: center;
        margin-bottom: 1;
    }

    HelpScreen #help-keys {
        margin-top: 1;
    }
    """
    SCOPED_CSS = False
    """The rules name this screen themselves (some under the app's ``-narrow`` class)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,question_mark,q", "dismiss", N_("Close help")),
    ]

    def __init__(self, ui: GamePlugin | None = None, here: Any = None) -> None:
        super().__init__()
        self.here = here
        """The screen help was asked from: its keys come first."""
        self.ui = ui
        """The game on screen when help was asked for, if any: its board's keys are shown."""

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-box"):
            yield Static(Text(_("Keys"), style="bold"), id="help-title")
            yield Static(
                Text(
                    _(
                        "Tip: Ctrl+P opens the command palette; type any action's name there. "
                        "The mouse works too: click cells, buttons and lists."
                    ),
                    style="italic",
                )
            )
            yield Static(help_table(self.ui, self.here), id="help-keys")

    async def language_changed(self) -> None:
        await self.recompose()
