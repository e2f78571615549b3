"""Home: the four games, what you can do with each, and your recent games."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Button, Footer, Header, Label, OptionList, Static
from textual.widgets.option_list import Option

from tutor import library
from tutor.games import Entry, entries
from tutor.screens.base import niwa


class GameCard(Vertical, can_focus=True):
    """One game: title, a line about it, and its four doors (Learn, Play, Replays, Rules)."""

    def __init__(self, entry: Entry) -> None:
        super().__init__(id=f"card-{entry.id}", classes="game-card")
        self.entry = entry
        if not entry.ready:
            self.add_class("-coming")

    def compose(self) -> ComposeResult:
        entry = self.entry
        title = Text(entry.title, style="bold")
        title.append("  ")
        if entry.ready:
            title.append(" ready ", style="bold #1e1e1e on #7dcea0")
        else:
            title.append(" coming ", style="bold #1e1e1e on #b2babb")
        yield Static(title, classes="card-title")
        yield Static(Text(entry.blurb), classes="card-blurb muted")
        if not entry.ready:
            return
        with Horizontal(classes="card-buttons"):
            yield Button("Learn (soon)", id=f"learn-{entry.id}", compact=True, classes="learn")
            yield Button("Play", id=f"play-{entry.id}", compact=True)
            yield Button("Replays", id=f"replays-{entry.id}", compact=True)
            yield Button("Rules", id=f"rules-{entry.id}", compact=True)

    def on_focus(self) -> None:
        screen = self.screen
        if isinstance(screen, HomeScreen):
            screen.selected = screen.entries.index(self.entry)

    def on_descendant_focus(self) -> None:
        self.on_focus()


class GameList(VerticalScroll, can_focus=False, inherit_bindings=False):
    """The cards, scrolling when the terminal is short; Up/Down belong to the screen."""


class HomeScreen(Screen[None]):
    """Pick a game and what to do with it; reopen a recent replay or an unfinished game."""

    CSS_PATH = "home.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "select(-1)", "Previous game", show=False),
        Binding("down", "select(1)", "Next game", show=False),
        Binding("enter", "play", "Play", show=False),
        Binding("p", "play", "Play"),
        Binding("v", "replays", "Replays"),
        Binding("r", "rules", "Rules"),
        Binding("l", "learn", "Learn"),
        Binding("o", "open", "Open replay"),
        Binding("q", "app.quit", "Quit"),
    ]

    selected: reactive[int] = reactive(0)

    def __init__(self) -> None:
        super().__init__()
        self.entries = entries()

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="home-body"):
            with GameList(id="games"):
                yield Static("Choose a game", classes="section-title")
                for entry in self.entries:
                    yield GameCard(entry)
            with Vertical(id="side"):
                yield Label("Unfinished games", classes="section-title", id="resume-title")
                yield OptionList(id="resume-list", classes="panel")
                yield Label("Recent replays", classes="section-title")
                yield OptionList(id="recent-list", classes="panel")
                yield Button("Open a replay file...", id="open-file", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.watch_selected(self.selected)
        self.refresh_lists()
        self.query(GameCard)[self.selected].focus()

    def on_screen_resume(self) -> None:
        self.refresh_lists()

    def refresh_lists(self) -> None:
        """Unfinished games and recent replays, read again (they change as you play)."""
        resume = self.query_one("#resume-list", OptionList)
        resume.clear_options()
        unfinished = library.unfinished()
        for item in unfinished:
            resume.add_option(Option(item.label(), id=str(item.path)))
        resume.display = bool(unfinished)
        self.query_one("#resume-title").display = bool(unfinished)
        recent = self.query_one("#recent-list", OptionList)
        recent.clear_options()
        found = library.recent()
        for item in found:
            recent.add_option(Option(item.label(), id=str(item.path)))
        if not found:
            recent.add_option(
                Option(Text("No replays yet: play a game and it is saved here."), disabled=True)
            )

    # -- choosing a game ------------------------------------------------------------

    @property
    def entry(self) -> Entry:
        return self.entries[self.selected]

    def watch_selected(self, selected: int) -> None:
        for i, card in enumerate(self.query(GameCard)):
            card.set_class(i == selected, "-selected")

    def action_select(self, delta: int) -> None:
        self.selected = (self.selected + delta) % len(self.entries)
        self.query(GameCard)[self.selected].focus()

    @on(Button.Pressed)
    def _button(self, event: Button.Pressed) -> None:
        button_id = event.button.id or ""
        if button_id == "open-file":
            self.action_open()
            return
        verb, _, game_id = button_id.partition("-")
        self.selected = next(i for i, e in enumerate(self.entries) if e.id == game_id)
        actions = {
            "learn": self.action_learn,
            "play": self.action_play,
            "replays": self.action_replays,
            "rules": self.action_rules,
        }
        actions[verb]()

    def _ready(self) -> bool:
        if not self.entry.ready:
            self.notify(f"{self.entry.title} is coming: not playable yet.", title="Coming")
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

    def action_learn(self) -> None:
        self.notify(f"Lessons for {self.entry.title} are coming soon.", title="Learn")

    def action_open(self) -> None:
        niwa(self).action_pick_replay()

    @on(OptionList.OptionSelected, "#recent-list")
    def _open_recent(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            niwa(self).action_open_replay(event.option.id)

    @on(OptionList.OptionSelected, "#resume-list")
    def _resume(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            niwa(self).action_resume(event.option.id)
