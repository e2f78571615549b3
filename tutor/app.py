"""The niwa app: home, lessons, play, the replay viewer and the rules, for every game.

Screens are pushed on one stack over the home screen. Every key a screen binds is
also a command in the palette (Ctrl+P), built from the screen's own bindings, so
the two can never disagree.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.command import Provider
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.widgets import Input

from engine.i18n import N_, _
from engine.language import LANGUAGES, current_language, use_language
from engine.safe_text import escaped, shown
from tutor import app_games as games
from tutor.app_commands import niwa_commands, system_commands
from tutor.app_screenshot import screenshot_to_data_dir
from tutor.app_style import APP_LEVEL_CSS, SHARED_CSS
from tutor.hangup import CHECK_SECONDS, terminal_fd, terminal_gone
from tutor.language_setting import save_language
from tutor.palette import PlainSystemCommands
from tutor.screens import make_screen, named, screen_class
from tutor.screens.base import GameScreen, NiwaServices, Redraws
from tutor.settings import Settings as Settings
from tutor.ui import GamePlugin

if TYPE_CHECKING:
    from textual.widgets import TextArea

    from tutor.session import TablePlan


NARROW = 100
"""Below this many columns the side panels shrink so the board keeps its room."""

StartScreen = Callable[["NiwaApp"], Screen[Any]]

GARDEN_GAMES = N_("garden games: learn, play, replay")


def text_boxes() -> tuple[type[Input | TextArea], ...]:
    """Input, and TextArea once something has imported it: a text area on a screen was made
    by code that did. Importing it only to ask would load its documents, syntax trees and
    themes into every start, for a Home that has none (issue 24)."""
    area = sys.modules.get("textual.widgets._text_area")
    return (Input,) if area is None else (Input, area.TextArea)


class NiwaApp(App[None]):
    """``niwa`` with no command: the home screen, and everything reachable from it."""

    TITLE = "niwa"
    SUB_TITLE = GARDEN_GAMES
    DEFAULT_CSS = SHARED_CSS
    SCOPED_CSS = False
    CSS = APP_LEVEL_CSS
    COMMANDS: ClassVar[set[type[Provider] | Callable[[], type[Provider]]]] = {PlainSystemCommands}
    """The palette shows file and player names as plain text (tutor/palette.py)."""
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark", "help", N_("Help"), key_display="?"),
        Binding("ctrl+q", "quit", N_("Quit"), show=False, priority=True),
    ]

    def __init__(self, settings: Settings | None = None, start: StartScreen | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self._start = start
        if not self.settings.animations:
            self.animation_level = "none"

    def run(self, *args: Any, **kwargs: Any) -> Any:
        """Run the app, what the imports made set aside from the garbage collector.

        Modules, classes and tables live as long as the app; without ``gc.freeze`` the
        first full collection, which the start's widgets trigger before Home is drawn,
        walks all of them (the largest single cost of the start, issue 24), and every
        later one walks them again. Frozen, the collector walks only what the app makes;
        when the app ends the collector has everything back (a test process runs many).
        A process that froze its own before (the test session, ``tests/collector.py``)
        keeps it: unfreezing would hand back what it set aside, and freezing again would
        keep the garbage of the tests before from ever being collected."""
        host_froze = gc.get_freeze_count() > 0
        if not host_froze:
            gc.freeze()
        try:
            return super().run(*args, **kwargs)
        finally:
            if not host_froze:
                gc.unfreeze()

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """A toast; the settings' duration, when set, wins over the caller's.

        Screens ask for short toasts ("Seen as: ...", 2 s): on a busy machine a
        snapshot could be taken before or after one times out.
        """
        if self.settings.notification_seconds is not None:
            timeout = self.settings.notification_seconds
        # Messages carry file names and texts from files: escaped here, whoever forgot.
        message, title = shown(message), escaped(title)
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def on_resize(self, event: events.Resize) -> None:
        """Screens lay out tighter below 100 columns (see the ``-narrow`` rules in the CSS)."""
        self.set_class(event.size.width < NARROW, "-narrow")

    def get_default_screen(self) -> Screen[Any]:
        return make_screen("home")

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """Every text box blinks as the settings say, whichever screen or widget made it
        (one rule here, instead of a line in each screen that one new box forgets: the
        position editor's boxes blinked under tests, so a snapshot caught the cursor
        half the time on a loaded machine)."""
        widget = event.widget
        if isinstance(widget, text_boxes()):
            widget.cursor_blink = self.settings.cursor_blink

    def on_mount(self) -> None:
        self.sub_title = _(GARDEN_GAMES)
        self.set_class(self.size.width < NARROW, "-narrow")
        if self._start is not None:
            self.push_screen(self._start(self))
        fd = None if self.is_headless else terminal_fd()
        if fd is not None:
            self.set_interval(CHECK_SECONDS, partial(self.leave_if_terminal_gone, fd))

    def leave_if_terminal_gone(self, fd: int) -> None:
        """Exit once the terminal has hung up (tutor/hangup.py says why niwa must look)."""
        if terminal_gone(fd):
            self.exit()

    # -- the language -----------------------------------------------------------------

    async def action_language(self, code: str = "") -> None:
        """Speak ``code`` (none: the next language) from now on, remembered in the data
        folder, and redraw every screen on the stack in it."""
        if not code:
            code = LANGUAGES[(LANGUAGES.index(current_language()) + 1) % len(LANGUAGES)]
        if code not in LANGUAGES or code == current_language():
            return
        use_language(LANGUAGES[LANGUAGES.index(code)])
        self.sub_title = _(GARDEN_GAMES)
        for screen in self.screen_stack:
            if isinstance(screen, Redraws):
                await screen.language_changed()
            for widget in screen.query("*"):
                widget.refresh(layout=True)
        try:
            save_language(LANGUAGES[LANGUAGES.index(code)])
        except OSError as err:
            self.notify(
                str(err),
                title=_("The language is not remembered"),
                severity="warning",
                markup=False,
            )

    # -- actions reachable from anywhere -------------------------------------------

    def action_help(self) -> None:
        if not isinstance(self.screen, screen_class("help")):
            ui = getattr(self.screen, "ui", None)
            here = self.screen
            self.push_screen(make_screen("help", ui if isinstance(ui, GamePlugin) else None, here))

    def action_home(self) -> None:
        home = screen_class("home")
        while len(self.screen_stack) > 1 and not isinstance(self.screen, home):
            self.pop_screen()

    def action_rules(self, game_id: str) -> None:
        self.push_screen(make_screen("rules", game_id))

    def action_learn(self, game_id: str) -> None:
        """The game's course (the home card offers it only for games that have one)."""
        self.push_screen(make_screen("course", game_id))

    def action_practise(self, game_id: str) -> None:
        """The game's practice puzzles that are due (made from reviewed games' marks)."""
        self.push_screen(make_screen("practice", game_id))

    def action_play(self, game_id: str) -> None:
        self.push_screen(make_screen("setup", game_id))

    def action_dispute(self, game_id: str, position: str | None = None) -> None:
        """Settle a dispute: the position editor of the game (issue 27), from its set-up
        or from ``position``."""
        self.push_screen(make_screen("editor", game_id, position))

    def action_open_replay(self, path: str) -> None:
        self.open_replay(Path(path))

    def open_replay(self, path: Path) -> Screen[Any] | None:
        """Show ``path`` in the viewer; a bad file gives one clear message instead."""
        opened: Screen[Any] | None = named("open_viewer")(self, path)
        return opened

    def action_pick_replay(self, game_id: str = "") -> None:
        self.push_screen(make_screen("picker", game_id or None))

    # -- games played here -------------------------------------------------------------

    def start_game(
        self,
        game_id: str,
        options: Any,
        names: list[str],
        plan: TablePlan,
        *,
        replace: Screen[Any] | None = None,
        start: str | None = None,
    ) -> Screen[Any] | None:
        """Open a new game for play (recorded move by move) in place of ``replace``; from
        the position ``start`` (the game's notation) where one is given."""
        session = games.open_game(self, self.settings, game_id, options, names, plan, start)
        if session is None:
            return None
        screen = make_screen("play", session)
        if replace is not None and self.screen is replace:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)
        return screen

    def action_resume(self, journal: str) -> None:
        """Continue an interrupted game from its journal."""
        session = games.resume_game(self, self.settings, Path(journal))
        if session is not None:
            self.push_screen(make_screen("play", session))

    def recording_failed(self, screen: GameScreen, err: Exception) -> None:
        """A move could not reach the disk: stop the game there, keeping it resumable."""
        games.recording_failed(self, screen.session, err)
        self.action_home()

    def game_left(self, screen: GameScreen) -> None:
        """The players left mid-game: the journal stays, for a resume."""
        games.leave_game(screen.session)

    def game_finished(self, screen: GameScreen) -> None:
        """The game on ``screen`` is over: save it and offer to review it."""
        saved = games.save_finished(self, screen.session)

        def after(choice: str | None) -> None:
            if choice == "review" and saved is not None:
                self.pop_screen()
                self.action_open_replay(str(saved))
            elif choice == "again":
                self.pop_screen()
                self.action_play(screen.session.game.id)
            else:
                self.action_home()

        self.push_screen(make_screen("game_over", screen.session, saved), after)

    # -- the command palette ---------------------------------------------------------

    def screenshot_to_data_dir(self) -> Path | None:
        """The palette's Screenshot: an SVG of the screen in niwa's data folder, said where
        (tutor/app_screenshot.py)."""
        return screenshot_to_data_dir(self)

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """The palette's entries (tutor/app_commands.py), Textual's own among them."""
        return system_commands(self, screen, super().get_system_commands(screen))

    def niwa_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """niwa's own palette entries: home, help, and each game's doors."""
        return niwa_commands(self)


if TYPE_CHECKING:
    _OFFERS_THE_SCREENS_DOORS: type[NiwaServices] = NiwaApp
    """mypy checks here that the app offers every door the screens ask for."""
