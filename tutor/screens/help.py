"""Help: every key of every screen, read from the screens' own bindings."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from engine.i18n import N_, _
from tutor.board import Board
from tutor.keys import key_name
from tutor.screens import named, screen_class
from tutor.ui import GamePlugin


def _bindings(owner: Any) -> list[Binding]:
    return [b for b in getattr(owner, "BINDINGS", []) if isinstance(b, Binding) and b.description]


def sections(ui: GamePlugin | None = None, here: Any = None) -> list[tuple[str, list[Binding]]]:
    """(heading, bindings) for the app and each screen, in the order a player meets them,
    except that the section of ``here`` (the screen help was asked from) comes first,
    with the board's keys after it where that screen has a board: ``?`` opens at the
    keys that work where the player is.

    ``ui`` is the game on screen when help was asked for: its board's keys are listed
    under its name; without one, the keys every board shares.
    """
    home_screen, setup_screen = screen_class("home"), screen_class("setup")
    lesson_screen, play_screen = screen_class("lesson"), screen_class("play")
    viewer_screen, rules_screen = screen_class("viewer"), screen_class("rules")
    practice_screen, editor_screen = screen_class("practice"), screen_class("editor")
    board = (_("Board (when it has the focus)"), _bindings(Board))
    if ui is not None:
        moves = [Binding(m.key, "game_move", m.label) for m in ui.action_moves]
        board = (
            _("{game} board (when it has the focus)").format(game=ui.game.title),
            [*ui.help_lines(), *moves],
        )
        if not ui.help_lines():
            board = (
                _("{game}: choose moves from the list or type them").format(game=ui.game.title),
                moves,
            )
    palette = Binding("ctrl+p", "command_palette", N_("Command palette: every action by name"))
    typing = [
        Binding("t", "type_move", N_("Type a move (so does any key that is no command)")),
        Binding("escape", "leave_box", N_("In the move box: clear it, back to the board")),
    ]
    playing = (_("Playing"), [*_bindings(play_screen), *typing])
    lesson = (_("Lesson"), [*_bindings(lesson_screen), *typing])
    viewer = (_("Replay viewer"), _bindings(viewer_screen))
    setup = (_("Setting up a game"), _bindings(setup_screen))
    home = (_("Home"), _bindings(home_screen))
    rules = (_("Rules"), _bindings(rules_screen))
    editor = (_("Settling a dispute (the position editor)"), _bindings(editor_screen))
    practice = (_("Practising your mistakes"), [*_bindings(practice_screen), *typing])
    everywhere = (_("Everywhere"), [*_bindings(named("app")), palette])
    review = (
        _("Review marks (the loss against the best move found, surely at least)"),
        named("review_help")(ui),
    )
    order = [
        *(everywhere, home, setup, lesson, playing, board, viewer, review, practice, editor),
        rules,
    ]
    first = {
        home_screen: [home],
        setup_screen: [setup],
        lesson_screen: [lesson, board],
        play_screen: [playing, board],
        viewer_screen: [viewer, board],
        practice_screen: [practice, board],
        editor_screen: [editor, board],
        rules_screen: [rules],
    }
    for kind, found in first.items():
        if isinstance(here, kind):
            return [*found, *(s for s in order if s not in found)]
    return order


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
