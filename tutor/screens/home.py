"""Home: the four games, what you can do with each (learn, play, replay, rules), recent games."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import OptionList, Static

from engine.i18n import N_, _
from lessons.progress import load_progress
from tutor.games import Entry, entries
from tutor.learning import CourseProgress, course_progress
from tutor.screens.base import niwa
from tutor.widgets.game_card import GameCard as GameCard
from tutor.widgets.keybar import KeyBar
from tutor.widgets.saved_games import SavedGames
from tutor.widgets.title_bar import TitleBar


class GameList(VerticalScroll, can_focus=False, inherit_bindings=False):
    """One card per game, scrolling when the terminal is short; Up/Down belong to the screen."""


class HomeScreen(Screen[None]):
    """Pick a game and what to do with it; reopen a recent replay or an unfinished game."""

    DEFAULT_CSS = """
    HomeScreen #home-body {
        height: 1fr;
    }

    HomeScreen #games {
        width: 2fr;
        padding: 0 1;
    }

    HomeScreen #games-title {
        margin-top: 1;
        color: $accent;
    }

    HomeScreen #side {
        width: 1fr;
        min-width: 30;
        padding: 0 1 0 0;
    }
    """
    SCOPED_CSS = False
    """The rules name this screen themselves (some under the app's ``-narrow`` class)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "select(-1)", N_("Previous game"), show=False),
        Binding("down", "select(1)", N_("Next game"), show=False),
        Binding("enter", "play", N_("Play"), show=False),
        Binding("p", "play", N_("Play")),
        Binding("v", "replays", N_("Replays")),
        Binding("r", "rules", N_("Rules")),
        Binding("l", "learn", N_("Learn")),
        Binding("m", "practise", N_("Practise mistakes")),
        Binding("d", "dispute", N_("Settle a dispute")),
        Binding("c", "resume", N_("Continue a game")),
        Binding("o", "open", N_("Open replay")),
        Binding("i", "app.language", N_("Español")),
        Binding("q", "app.quit", N_("Quit")),
        Binding("escape", "to_games", N_("Back to the games"), show=False),
    ]

    selected: reactive[int] = reactive(0)

    def __init__(self) -> None:
        super().__init__()
        self.entries = entries()
        self.courses = self.read_courses()
        self._resumed_once = False

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with Horizontal(id="home-body"):
            with GameList(id="games"):
                yield Static(
                    Text.assemble(
                        (_("Choose a game"), "bold"),
                        ("  " + _("Up/Down to move, Enter or p to play, l to learn"), "dim"),
                    ),
                    id="games-title",
                )
                for i, entry in enumerate(self.entries):
                    yield GameCard(
                        entry, selected=i == self.selected, learn=self.courses.get(entry.id)
                    )
            yield SavedGames(id="side")
        yield KeyBar()

    def on_mount(self) -> None:
        self.refresh_lists()
        self.query(GameCard)[self.selected].focus()

    async def language_changed(self) -> None:
        """Every word anew: the games, the titles, the lists' own lines."""
        await self.recompose()
        self.on_mount()

    def on_screen_resume(self) -> None:
        if self.is_mounted and self._resumed_once:
            self.refresh_lists()
            self.refresh_courses()
            # Back from a game or a door: the keys act on the card that has the focus.
            self.query(GameCard)[self.selected].focus()
        self._resumed_once = True

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """ "Continue a game" only while there is one to continue."""
        if action == "resume":
            return self.query_one("#resume-list", OptionList).option_count > 0
        return True

    def read_courses(self) -> dict[str, CourseProgress]:
        """Course progress of each playable game that has lessons."""
        progress = load_progress()
        out = {}
        for entry in self.entries:
            found = course_progress(entry.id, progress) if entry.ready else None
            if found is not None:
                out[entry.id] = found
        return out

    def refresh_courses(self) -> None:
        """Lessons may have been finished meanwhile: redraw the Learn doors."""
        self.courses = self.read_courses()
        for card in self.query(GameCard):
            card.learn = self.courses.get(card.entry.id)
            card.refresh()

    def refresh_lists(self) -> None:
        """Unfinished games and recent replays, read again (they change as you play)."""
        self.query_one(SavedGames).refresh_lists()
        self.refresh_bindings()  # "c Continue a game" while there is one

    # -- choosing a game ------------------------------------------------------------

    @property
    def entry(self) -> Entry:
        return self.entries[self.selected]

    def watch_selected(self, selected: int) -> None:
        if not self.is_mounted:
            return
        for i, card in enumerate(self.query(GameCard)):
            card.set_class(i == selected, "-selected")

    def action_select(self, delta: int) -> None:
        self.selected = (self.selected + delta) % len(self.entries)
        self.query(GameCard)[self.selected].focus()

    def open_door(self, entry: Entry, door: str) -> None:
        self.selected = self.entries.index(entry)
        {
            "learn": self.action_learn,
            "play": self.action_play,
            "replays": self.action_replays,
            "rules": self.action_rules,
            "dispute": self.action_dispute,
        }[door]()

    def _ready(self) -> bool:
        if not self.entry.ready:
            self.notify(
                _("{game} is coming: not playable yet.").format(game=self.entry.title),
                title=_("Coming"),
                markup=False,
            )
            return False
        return True

    def action_play(self) -> None:
        if self._ready():
            niwa(self).action_play(self.entry.id)

    def action_rules(self) -> None:
        if self._ready():
            niwa(self).action_rules(self.entry.id)

    def action_replays(self) -> None:
        if self._ready():
            niwa(self).action_pick_replay(self.entry.id)

    def action_dispute(self) -> None:
        """The position editor: set up what lies on the table, ask, continue from it."""
        if self._ready():
            niwa(self).action_dispute(self.entry.id)

    def action_learn(self) -> None:
        if self.entry.id in self.courses:
            niwa(self).action_learn(self.entry.id)
        else:
            self.notify(
                _("Lessons for {game} are coming soon.").format(game=self.entry.title),
                title=_("Learn"),
                markup=False,
            )

    def action_practise(self) -> None:
        """The selected game's practice puzzles (the marked moves of reviewed games)."""
        if self._ready():
            niwa(self).action_practise(self.entry.id)

    def action_resume(self) -> None:
        """One unfinished game: ``c`` resumes it. Several: ``c`` puts the keys in their list
        (Up/Down choose, Enter resumes; ``c`` again resumes the highlighted one)."""
        saved = self.query_one(SavedGames)
        resume = saved.resume_list
        if not resume.option_count:
            return
        if resume.option_count > 1 and not resume.has_focus:
            resume.focus()
            if resume.highlighted is None:
                resume.highlighted = 0
            self.notify(
                _("Choose the game to continue: Up/Down, then Enter (Esc: back to the games)."),
                markup=False,
            )
            return
        journal = saved.highlighted_journal()
        if journal is not None:
            niwa(self).action_resume(str(journal))

    def action_to_games(self) -> None:
        """Esc in a list: the keys go back to the list of games."""
        self.query(GameCard)[self.selected].focus()

    def action_open(self) -> None:
        niwa(self).action_pick_replay()

    @on(SavedGames.Open)
    def _open_saved(self, event: SavedGames.Open) -> None:
        if event.path is None:
            self.action_open()
        else:
            niwa(self).action_open_replay(str(event.path))

    @on(SavedGames.Resume)
    def _resume(self, event: SavedGames.Resume) -> None:
        niwa(self).action_resume(str(event.journal))

    @on(GameCard.DoorChosen)
    def _door_chosen(self, event: GameCard.DoorChosen) -> None:
        self.open_door(event.entry, event.door)

    @on(GameCard.Focused)
    def _card_focused(self, event: GameCard.Focused) -> None:
        self.selected = self.entries.index(event.entry)
