"""Home: the four games, what you can do with each (learn, play, replay, rules), recent games."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.reactive import reactive
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from engine.i18n import N_, _, pgettext
from lessons.progress import load_progress
from tutor import library
from tutor.games import Entry, entries
from tutor.learning import CourseProgress, course_progress
from tutor.screens.base import niwa
from tutor.widgets.keybar import KeyBar
from tutor.widgets.title_bar import TitleBar

DOORS = ("learn", "play", "replays", "rules", "dispute")


def door_label(door: str) -> str:
    """A door's word on a card (the doors wrap onto more lines where the card is narrow)."""
    return {
        "learn": pgettext("door", "Learn"),
        "play": pgettext("door", "Play"),
        "replays": pgettext("door", "Replays"),
        "rules": pgettext("door", "Rules"),
        "dispute": pgettext("door", "Settle a dispute"),
    }[door]


OPEN_FILE = "open-file"


class GameCard(Widget, can_focus=True):
    """One game: its title, its doors (Learn, Play, Replays, Rules) and a line about it.

    Drawn as one piece of text: the doors are clickable spans on the second line, and
    the keys of the home screen (p, v, r, l) open them for the card that has the focus.
    """

    DEFAULT_CSS = """
    GameCard {
        height: auto;
    }
    """

    def __init__(
        self, entry: Entry, selected: bool = False, learn: CourseProgress | None = None
    ) -> None:
        classes = "game-card -selected" if selected else "game-card"
        super().__init__(id=f"card-{entry.id}", classes=classes)
        self.entry = entry
        self.learn = learn
        """Lessons done of the course's; None while the game has no course."""
        self.doors: list[tuple[int, int, int, str]] = []
        """Each door's line, first and last column, and verb (as drawn last)."""
        if not entry.ready:
            self.add_class("-coming")

    def render(self) -> Text:
        entry = self.entry
        text = Text.assemble((entry.title, "bold"), "  ")
        if entry.ready:
            text.append(" " + _("ready") + " ", style="bold #1e1e1e on #7dcea0")
        else:
            text.append(" " + _("coming") + " ", style="bold #1e1e1e on #b2babb")
        self.doors = []
        if entry.ready:
            text.append("\n")
            width = self.content_size.width or 1000
            line, start = 1, len(text)
            for verb in DOORS:
                style = "bold #ffffff on #2f5d8a"
                label = door_label(verb)
                if verb == "learn" and self.learn is None:
                    label, style = pgettext("door", "Learn (soon)"), "#9a9a9a on #3a3a3a"
                elif verb == "learn" and self.learn is not None:
                    label = f"{label} {self.learn.done}/{self.learn.total}"
                here = len(text) - start
                if here and here + len(label) + 2 > width:  # the doors go on to a new line
                    text.rstrip()
                    text.append("\n")
                    line, start, here = line + 1, len(text), 0
                text.append(f" {label} ", style=style)
                self.doors.append((line, here, here + len(label) + 2, verb))
                text.append(" ")
        text.append("\n")
        text.append(entry.blurb, style="italic" if not entry.ready else "")
        if entry.players:  # last: the doors stay on the second line, whatever wraps
            text.append(f"\n{entry.players}", style="dim")
        return text

    def door_at(self, x: int, y: int) -> str | None:
        """The door drawn at content offset (x, y), if any (the doors fill as many lines as
        the card's width needs, each door whole on one line)."""
        return next(
            (verb for line, start, end, verb in self.doors if line == y and start <= x < end),
            None,
        )

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        screen = self.screen
        if offset is None or not isinstance(screen, HomeScreen):
            return
        door = self.door_at(offset.x, offset.y)
        if door is not None:
            event.stop()
            screen.open_door(self.entry, door)

    def on_focus(self) -> None:
        screen = self.screen
        if isinstance(screen, HomeScreen):
            screen.selected = screen.entries.index(self.entry)


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

    HomeScreen .game-card {
        border: round $primary 40%;
        padding: 0 1;
        margin: 1 0 0 0;
    }

    HomeScreen .game-card:focus {
        background: $boost;
    }

    HomeScreen .game-card.-selected {
        border: round $accent;
    }

    HomeScreen .game-card.-coming {
        color: $text-muted;
    }

    HomeScreen #side OptionList {
        border-title-color: $accent;
        border-title-style: bold;
    }

    HomeScreen #resume-list {
        height: auto;
        max-height: 8;
        margin-top: 1;
    }

    HomeScreen #recent-list {
        height: 1fr;
        margin-top: 1;
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
            with Vertical(id="side"):
                yield OptionList(id="resume-list", classes="panel")
                yield OptionList(id="recent-list", classes="panel")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#resume-list").border_title = _("Unfinished games (c continues)")
        self.query_one("#recent-list").border_title = _("Recent replays")
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
        resume = self.query_one("#resume-list", OptionList)
        resume.clear_options()
        unfinished = library.unfinished()
        for item in unfinished:
            resume.add_option(Option(item.label(), id=str(item.path)))
        resume.display = bool(unfinished)
        self.refresh_bindings()  # "c Continue a game" while there is one
        recent = self.query_one("#recent-list", OptionList)
        recent.clear_options()
        found = library.recent()
        for item in found:
            recent.add_option(Option(item.label(), id=str(item.path)))
        if not found:
            recent.add_option(
                Option(Text(_("No replays yet: play a game and it is saved here.")), disabled=True)
            )
        recent.add_option(Option(Text(_("Open a replay file..."), style="bold"), id=OPEN_FILE))

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
        resume = self.query_one("#resume-list", OptionList)
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
        option = resume.get_option_at_index(resume.highlighted or 0)
        if option.id:
            niwa(self).action_resume(option.id)

    def action_to_games(self) -> None:
        """Esc in a list: the keys go back to the list of games."""
        self.query(GameCard)[self.selected].focus()

    def action_open(self) -> None:
        niwa(self).action_pick_replay()

    @on(OptionList.OptionSelected, "#recent-list")
    def _open_recent(self, event: OptionList.OptionSelected) -> None:
        if event.option.id == OPEN_FILE:
            self.action_open()
        elif event.option.id:
            niwa(self).action_open_replay(event.option.id)

    @on(OptionList.OptionSelected, "#resume-list")
    def _resume(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            niwa(self).action_resume(event.option.id)
