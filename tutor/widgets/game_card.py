"""A game's card on Home: its title, its doors (Learn, Play, Replays, Rules, Settle a
dispute) and a line about it, drawn as one piece of text whose doors are clickable spans.

The card says which door was clicked and that it took the focus (messages up); the screen
decides what a door opens and which card is selected (state down: ``learn``, the class
``-selected``).
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from engine.i18n import _, pgettext
from tutor.games import Entry
from tutor.learning import CourseProgress

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


class GameCard(Widget, can_focus=True):
    """One game: its title, its doors (Learn, Play, Replays, Rules) and a line about it.

    Drawn as one piece of text: the doors are clickable spans on the second line, and
    the keys of the home screen (p, v, r, l) open them for the card that has the focus.
    """

    DEFAULT_CSS = """
    GameCard {
        height: auto;
        border: round $primary 40%;
        padding: 0 1;
        margin: 1 0 0 0;
    }

    GameCard:focus {
        background: $boost;
    }

    GameCard.-selected {
        border: round $accent;
    }

    GameCard.-coming {
        color: $text-muted;
    }
    """

    class DoorChosen(Message):
        """A door of the card was clicked."""

        def __init__(self, entry: Entry, door: str) -> None:
            super().__init__()
            self.entry = entry
            self.door = door

    class Focused(Message):
        """The card took the focus: its game is the selected one."""

        def __init__(self, entry: Entry) -> None:
            super().__init__()
            self.entry = entry

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
            self.draw_doors(text)
        text.append("\n")
        text.append(entry.blurb, style="italic" if not entry.ready else "")
        if entry.players:  # last: the doors stay on the second line, whatever wraps
            text.append(f"\n{entry.players}", style="dim")
        return text

    def draw_doors(self, text: Text) -> None:
        """The doors, each whole on one line, as many lines as the card's width needs."""
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

    def door_at(self, x: int, y: int) -> str | None:
        """The door drawn at content offset (x, y), if any (the doors fill as many lines as
        the card's width needs, each door whole on one line)."""
        return next(
            (verb for line, start, end, verb in self.doors if line == y and start <= x < end),
            None,
        )

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        door = self.door_at(offset.x, offset.y)
        if door is not None:
            event.stop()
            self.post_message(self.DoorChosen(self.entry, door))

    def on_focus(self) -> None:
        self.post_message(self.Focused(self.entry))
