"""The niwa app: home, lessons, play, the replay viewer and the rules, for every game.

Screens are pushed on one stack over the home screen. Every key a screen binds is
also a command in the palette (Ctrl+P), built from the screen's own bindings, so
the two can never disagree.
"""

from __future__ import annotations

import gc
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

from engine.i18n import N_, _, ngettext
from engine.language import LANGUAGES, Language, current_language, use_language
from engine.safe_text import escaped, shown, shown_path
from tutor.action_refusal import run_or_say
from tutor.games import entries
from tutor.hangup import CHECK_SECONDS, terminal_fd, terminal_gone
from tutor.language_setting import save_language
from tutor.palette import PlainSystemCommands
from tutor.screens import make_screen, named, screen_class
from tutor.screens.base import GameScreen, NiwaServices, Redraws
from tutor.settings import Settings as Settings
from tutor.ui import GamePlugin

if TYPE_CHECKING:
    from tutor.session import TablePlan


NARROW = 100
"""Below this many columns the side panels shrink so the board keeps its room."""

StartScreen = Callable[["NiwaApp"], Screen[Any]]

LANGUAGE_NAMES: dict[Language, str] = {"en": "English", "es": "Español"}
"""Each language by its own name (never translated: a player looks for their own word)."""

GARDEN_GAMES = N_("garden games: learn, play, replay")

TEXTUAL_COMMANDS = (
    N_("Bell"),
    N_("Ring the bell"),
    N_("Theme"),
    N_("Change the current theme"),
    N_("Quit"),
    N_("Quit the application as soon as possible"),
    N_("Minimize"),
    N_("Minimize the widget and restore to normal size"),
    N_("Maximize"),
    N_("Maximize the focused widget"),
)
"""Textual's own palette entries (Textual 8.2), in the catalogue so the palette speaks
one language; an entry a later Textual adds shows as Textual words it."""

REPLACED_SYSTEM_COMMANDS = {"Screenshot", "Keys"}
"""Textual's palette entries niwa words itself: its screenshot goes to niwa's data folder,
and "Keys" is niwa's Help (every key of every screen)."""


class NiwaApp(App[None]):
    """``niwa`` with no command: the home screen, and everything reachable from it."""

    TITLE = "niwa"
    SUB_TITLE = GARDEN_GAMES
    DEFAULT_CSS = """
    Screen {
        background: $surface;
    }

    .muted {
        color: $text-muted;
    }

    .section-title {
        text-style: bold;
        color: $accent;
        padding: 0 1;
    }

    .ruling {
        color: $warning;
        text-style: bold;
    }

    .panel {
        border: round $primary 50%;
        padding: 0 1;
    }

    .panel:focus-within {
        border: round $accent;
    }

    /* Dialogs: every modal box looks the same. */

    .dialog {
        width: 60;
        max-width: 95%;
        height: auto;
        border: thick $accent;
        background: $panel;
        padding: 1 2;
    }

    .dialog-title {
        text-style: bold;
        margin-bottom: 1;
    }

    .dialog OptionList {
        height: auto;
        max-height: 12;
    }

    .dialog-buttons {
        height: auto;
        margin-top: 1;
    }

    .dialog-buttons Button {
        margin-right: 2;
    }

    /* Stacked, they keep that margin as they did when this was app CSS (ChoiceRow's own
       "-stacked > Button" rule, more specific, would take it away). */
    .dialog-buttons.-stacked > Button {
        margin-right: 2;
    }

    .error {
        color: $error;
        height: auto;
    }

    /* 80x24: the move box takes one row (its border took two that the side panel's log
       needed, issue 22). */
    .-narrow MoveInput {
        border: none;
        height: 1;
        padding: 0 1;
        margin-top: 1;
    }

    .-narrow MoveInput:focus {
        background: $boost;
    }

    /* A title longer than the header wraps onto a second row rather than losing its end
       (a replay's file name, "lesson 10 of 11": issue 22). "Screen" before the names: Textual's
       Header states its own height and wrapping, and a tie goes to it (added after the app's). */
    Screen Header {
        height: auto;
    }

    Screen HeaderTitle {
        height: auto;
        text-wrap: wrap;
    }
    """
    """Styles shared by every screen (each screen's and widget's own are in its
    ``DEFAULT_CSS``, added when the first one is mounted: Home's start parses only what
    Home shows). Default CSS like the widgets', so their order of precedence is the one
    the app's sheets had among themselves: a screen's rule wins a tie with these."""
    SCOPED_CSS = False
    CSS = """
    #hand.-none {
        display: none;
    }
    """
    """The move-entry screens' own rules are screen CSS (``CSS``, as an app sheet ranks), so
    their row of pieces, when there are none, is hidden at that level too."""
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

    def run(self, *args: Any, **kwargs: Any) -> None:
        """Run the app, the objects made by the imports set aside from the collector first.

        Modules, classes and tables live as long as the app; without ``gc.freeze`` the
        first full collection, which the start's widgets trigger before Home is drawn,
        walks all of them (the largest single cost of the start, issue 24). Frozen, the
        collector walks only what the app makes from then on. Tests (``run_test``) never
        freeze, so nothing of one test is kept from the collector in the next."""
        gc.freeze()
        super().run(*args, **kwargs)

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
        from replays import ReplayError
        from tutor.session import new_session

        try:
            session = new_session(
                game_id,
                options,
                names,
                plan,
                seed=self.settings.seed,
                playouts=self.settings.playouts,
                start=start,
            )
        except (ReplayError, OSError) as err:
            self.notify(
                str(err),
                title=_("Cannot start recording"),
                severity="error",
                timeout=8,
                markup=False,
            )
            return None
        screen = make_screen("play", session)
        if replace is not None and self.screen is replace:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)
        return screen

    def action_resume(self, journal: str) -> None:
        """Continue an interrupted game from its journal."""
        from replays import ReplayError
        from tutor.session import resume_session

        try:
            session = resume_session(
                Path(journal), seed=self.settings.seed, playouts=self.settings.playouts
            )
        except ReplayError as err:
            self.notify(
                str(err),
                title=_("Cannot resume this game"),
                severity="error",
                timeout=8,
                markup=False,
            )
            return
        dropped = getattr(session.log, "dropped", None)
        if dropped:  # a damaged journal: every move before the damage goes on
            self.notify(
                dropped, title=_("Part of this game was damaged"), severity="warning", markup=False
            )
        self.push_screen(make_screen("play", session))

    def recording_failed(self, screen: GameScreen, err: Exception) -> None:
        """A move could not reach the disk: stop the game there, keeping it resumable."""
        from tutor.session import close_session

        close_session(screen.session)
        self.notify(
            _(
                "{error}. The game is kept up to the last move recorded: resume it from Home, "
                "under Unfinished games."
            ).format(error=err),
            title=_("Could not record the move"),
            severity="error",
            timeout=12,
            markup=False,
        )
        self.action_home()

    def game_left(self, screen: GameScreen) -> None:
        """The players left mid-game: the journal stays, for a resume."""
        from tutor.session import close_session

        close_session(screen.session)

    def game_finished(self, screen: GameScreen) -> None:
        """The game on ``screen`` is over: save it and offer to review it."""
        from replays import ReplayError
        from tutor.session import close_session, finish_session

        try:
            saved = finish_session(screen.session)
        except ReplayError as err:  # a full disk, a read-only folder: the journal stays
            close_session(screen.session)
            saved = None
            self.notify(
                _("{error}. The game is kept: resume it from Home, under Unfinished games.").format(
                    error=err
                ),
                title=_("Could not save the finished game"),
                severity="error",
                timeout=12,
                markup=False,
            )

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
        """Save the screen as SVG in niwa's data folder (made if missing) and say where.

        Textual's own command saves into ~/Downloads, which many machines lack."""
        from replays import data_dir

        folder = data_dir() / "screenshots"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            saved = Path(self.save_screenshot(path=str(folder)))
        except OSError as err:
            self.notify(
                f"{folder}: {err.strerror or err}",
                title=_("Screenshot not saved"),
                severity="error",
                markup=False,
            )
            return None
        self.notify(str(saved), title=_("Screenshot saved"), markup=False)
        return saved

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        ours = list(self.niwa_commands(screen))
        titles = {command.title.casefold() for command in ours}
        for command in super().get_system_commands(screen):
            if command.title in REPLACED_SYSTEM_COMMANDS:
                continue
            yield SystemCommand(
                _(command.title), _(command.help), command.callback, command.discover
            )
        yield SystemCommand(
            _("Screenshot"),
            _("Save an SVG picture of the screen in niwa's data folder"),
            self.screenshot_to_data_dir,
        )
        for command in ours:
            yield command
        home = isinstance(screen, screen_class("home"))
        for command in screen_commands(screen):
            # Home's keys act on the selected game: its "Learn" is "Learn <game>" above.
            title = command.title.casefold()
            if title in titles or (home and any(t.startswith(title + " ") for t in titles)):
                continue
            yield command

    def niwa_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """niwa's own palette entries: home, help, and each game's doors."""
        yield SystemCommand(_("Home"), _("Back to the list of games"), self.action_home)
        yield SystemCommand(_("Help"), _("Every key of every screen"), self.action_help)
        yield SystemCommand(
            _("Open replay"), _("Choose a replay file to view"), self.action_pick_replay
        )
        for code in LANGUAGES:
            if code != current_language():
                yield SystemCommand(
                    _("Language: {language}").format(language=LANGUAGE_NAMES[code]),
                    _("niwa speaks {language} from now on (remembered)").format(
                        language=LANGUAGE_NAMES[code]
                    ),
                    partial(self.action_language, code),
                )
        from lessons.course import games_with_courses

        courses = games_with_courses()
        for entry in entries():
            if entry.id in courses:
                yield SystemCommand(
                    _("Learn {game}").format(game=entry.title),
                    _("The lessons, step by step"),
                    partial(self.action_learn, entry.id),
                )
            yield SystemCommand(
                _("Play {game}").format(game=entry.title),
                _("Set up a game"),
                partial(self.action_play, entry.id),
            )
            yield SystemCommand(
                _("Settle a dispute in {game}").format(game=entry.title),
                _("Set up a position as it lies on the table, ask about moves, continue from it"),
                partial(self.action_dispute, entry.id),
            )
            yield SystemCommand(
                _("Practise {game}").format(game=entry.title),
                _("Your marked moves from reviewed games, when they are due"),
                partial(self.action_practise, entry.id),
            )
            yield SystemCommand(
                _("Rules of {game}").format(game=entry.title),
                _("The rule catalogue, searchable"),
                partial(self.action_rules, entry.id),
            )
            yield SystemCommand(
                _("Replays of {game}").format(game=entry.title),
                _("Recent and saved games"),
                partial(self.action_pick_replay, entry.id),
            )
        from tutor import library

        for item in library.unfinished():
            if not item.problem:
                yield SystemCommand(
                    escaped(
                        _("Resume {game}: {players}").format(
                            game=item.title, players=", ".join(item.players)
                        )
                    ),
                    escaped(
                        ngettext(
                            "An unfinished game of {date}, {count} move in",
                            "An unfinished game of {date}, {count} moves in",
                            item.moves,
                        ).format(date=item.when[:10], count=item.moves)
                    ),
                    partial(self.action_resume, str(item.path)),
                )
        for item in library.recent():
            if not item.problem:
                yield SystemCommand(
                    escaped(
                        _("Replay {game}: {players}").format(
                            game=item.title, players=", ".join(item.players)
                        )
                    ),
                    f"{shown_path(item.path.name)}, {escaped(item.when[:10])}",
                    partial(self.action_open_replay, str(item.path)),
                    discover=False,
                )


def screen_commands(screen: Screen[Any]) -> Iterable[SystemCommand]:
    """A palette command for each described binding of ``screen`` (and its focused widget)."""
    seen: set[str] = set()
    sources: list[Any] = [screen]
    if screen.focused is not None:
        sources.append(screen.focused)
    for source in sources:
        for binding in getattr(source, "BINDINGS", []):
            if not isinstance(binding, Binding) or not binding.description:
                continue
            if binding.action in seen or binding.action.startswith("app."):
                continue
            seen.add(binding.action)
            yield SystemCommand(
                _(binding.description),
                _("key: {key}").format(key=binding.key_display or binding.key),
                partial(run_or_say, source, binding.action, _(binding.description)),
            )


if TYPE_CHECKING:
    _OFFERS_THE_SCREENS_DOORS: type[NiwaServices] = NiwaApp
    """mypy checks here that the app offers every door the screens ask for."""
