"""A game's course: its lessons in order, how far the learner is in each, and a way in.

The list opens on the first lesson not finished yet, so "Learn" always continues
where the learner stopped.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from engine.i18n import N_, _, ngettext
from engine.registry import get_game
from lessons.course import CourseLesson, course
from lessons.practice import load_deck
from lessons.progress import Progress, load_progress
from tutor.learning import first_step_to_do, lesson_entry, lesson_mark
from tutor.lesson_words import KIND_NAMES
from tutor.rule_standing import rule_standings
from tutor.screens.base import niwa
from tutor.screens.lesson import LessonScreen
from tutor.widgets.keybar import KeyBar
from tutor.widgets.settled_options import SettledOptionList
from tutor.widgets.title_bar import TitleBar

MARK_WIDTH = 5


class LessonList(SettledOptionList):
    """The lessons; Enter starts the highlighted one (and says so in the key bar)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "select", N_("Start lesson"), key_display="Enter"),
    ]


class CourseScreen(Screen[None]):
    """The lessons of one game, with the learner's progress in each."""

    DEFAULT_CSS = """
    CourseScreen #course-body {
        height: 1fr;
    }

    CourseScreen #course-left {
        width: 3fr;
        padding: 0 1;
    }

    CourseScreen #course-title {
        margin: 1 0;
        height: auto;
    }

    CourseScreen #course-list {
        height: 1fr;
    }

    CourseScreen #course-detail {
        width: 2fr;
        min-width: 30;
        margin: 1 1 0 0;
    }
    """
    SCOPED_CSS = False
    """The rules name this screen themselves (some under the app's ``-narrow`` class)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "rules", N_("Rules")),
        Binding("m", "practise", N_("Practise mistakes")),
        Binding("escape", "back", N_("Back")),
    ]
    KEY_WIDGETS: ClassVar[tuple[type[Widget], ...]] = (LessonList,)
    """Widgets with keys of their own, which Help lists with the screen's."""

    def __init__(self, game_id: str) -> None:
        super().__init__()
        self.game_id = game_id
        self.game = get_game(game_id)
        self.lessons: list[CourseLesson] = course(game_id)
        self.progress = Progress()
        self._resumed_once = False

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with Horizontal(id="course-body"):
            with Vertical(id="course-left"):
                yield Static(id="course-title")
                yield LessonList(id="course-list")
            with VerticalScroll(id="course-detail", classes="panel"):
                yield Static(id="course-about")
                yield Static(id="course-rules")
        yield KeyBar()

    async def language_changed(self) -> None:
        """Worded anew in the language just chosen."""
        await self.recompose()
        self.on_mount()

    def on_mount(self) -> None:
        self.title = _("Learn {game}").format(game=self.game.title)
        self.sub_title = ngettext("{count} lesson", "{count} lessons", len(self.lessons)).format(
            count=len(self.lessons)
        )
        self.fill()
        self.query_one("#course-list").focus()

    def on_screen_resume(self) -> None:
        """Back from a lesson: its steps may have been marked done meanwhile."""
        if self.is_mounted and self._resumed_once:
            self.fill(keep=True)
        self._resumed_once = True

    # -- the list -----------------------------------------------------------------------

    def mark(self, index: int) -> str:
        item = self.lessons[index]
        return lesson_mark(
            lesson_entry(self.progress, self.game_id, item.id), len(item.lesson.steps)
        )

    def done_count(self) -> int:
        return sum(self.mark(i) == "done" for i in range(len(self.lessons)))

    def fill(self, *, keep: bool = False) -> None:
        """(Re)list the lessons with their marks; highlight the first one left to do."""
        self.progress = load_progress()
        self.show_rules()
        listing = self.query_one("#course-list", OptionList)
        previous = listing.highlighted
        listing.clear_options()
        for i, item in enumerate(self.lessons):
            mark = self.mark(i)
            text = Text()
            shown = _("done") if mark == "done" else mark
            text.append(f"{shown:>{MARK_WIDTH}} ", style="bold green" if mark == "done" else "dim")
            text.append(f"{i + 1:>2}. ")
            text.append(item.lesson.title)
            listing.add_option(Option(text, id=str(i)))
        done = self.done_count()
        title = Text.assemble((f"{self.game.title}: ", "bold"))
        title.append(
            ngettext(
                "{done} of {count} lesson done", "{done} of {count} lessons done", len(self.lessons)
            ).format(done=done, count=len(self.lessons))
        )
        title.append("   " + _("Enter starts a lesson"), style="dim")
        self.query_one("#course-title", Static).update(title)
        if not self.lessons:
            return
        if keep and previous is not None:
            listing.highlighted = previous
        else:
            listing.highlighted = next(
                (i for i in range(len(self.lessons)) if self.mark(i) != "done"), 0
            )
        self.describe(listing.highlighted or 0)

    def describe(self, index: int) -> None:
        """The highlighted lesson: its summary and its steps, each marked when done."""
        item = self.lessons[index]
        entry = lesson_entry(self.progress, self.game_id, item.id)
        about = Text()
        about.append(_("Lesson {number}: ").format(number=index + 1), style="bold")
        about.append(item.lesson.title, style="bold")
        about.append("\n")
        about.append(item.lesson.summary)
        about.append("\n\n" + _("Steps"), style="bold")
        # One text, not a Rich table: Textual measured the table's height short and
        # the last steps were cut off (issue 22).
        for s, step in enumerate(item.lesson.steps):
            done = _("done") if s in entry.steps_done else ""
            about.append("\n")
            about.append(f"{done:<{MARK_WIDTH - 1}} ", style="bold green")
            about.append(f"{s + 1:>2}. ")
            about.append(f"{KIND_NAMES[type(step)]} ", style="dim")
            about.append(step.title)
        self.query_one("#course-about", Static).update(about)

    def show_rules(self) -> None:
        """Which rules are solid and which keep tripping the learner (from the steps done
        and the steps missed, with their practice since); nothing before any is known."""
        standings = rule_standings(self.game, self.lessons, self.progress, load_deck())
        box = self.query_one("#course-rules", Static)
        box.display = bool(standings.tripping or standings.solid)
        text = Text()
        if standings.tripping:
            text.append("\n" + _("Rules that keep tripping you"), style="bold")
            for found in standings.tripping:
                text.append("\n  x ", style="bold red")
                text.append(found.title)
                misses = ngettext("{count} miss", "{count} misses", found.misses)
                text.append(" (" + misses.format(count=found.misses) + ")", style="dim")
            text.append("\n" + _("They come back in Practice (m)."), style="dim")
        if standings.solid:
            text.append("\n" + _("Solid rules"), style="bold")
            for found in standings.solid:
                text.append("\n  + ", style="bold green")
                text.append(found.title)
        box.update(text)

    @on(OptionList.OptionHighlighted, "#course-list")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id is not None:
            self.describe(int(event.option.id))

    @on(OptionList.OptionSelected, "#course-list")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self.open_lesson(int(event.option.id))

    # -- actions ------------------------------------------------------------------------

    def open_lesson(self, index: int) -> LessonScreen:
        """Start lesson ``index`` at its first step not done yet."""
        item = self.lessons[index]
        entry = lesson_entry(self.progress, self.game_id, item.id)
        start = first_step_to_do(entry, len(item.lesson.steps))
        screen = LessonScreen(self.game_id, self.lessons, index, step=start)
        self.app.push_screen(screen)
        return screen

    def action_rules(self) -> None:
        niwa(self).action_rules(self.game_id)

    def action_practise(self) -> None:
        """The game's practice: the lesson steps got wrong and the reviewed games' marks."""
        niwa(self).action_practise(self.game_id)

    def action_back(self) -> None:
        if len(self.app.screen_stack) > 1:
            self.dismiss()
