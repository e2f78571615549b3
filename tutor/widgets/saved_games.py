"""Home's side: the unfinished games to continue and the recent replays to open.

The lists are read again whenever the screen asks (games are played meanwhile); choosing
a line says so (messages up), and the screen opens it.
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from engine.i18n import _
from tutor import library
from tutor.widgets.settled_options import SettledOptionList

OPEN_FILE = "open-file"


class SavedGames(Vertical):
    """The unfinished games (``#resume-list``, hidden while there are none) over the recent
    replays (``#recent-list``, ending with "Open a replay file...")."""

    DEFAULT_CSS = """
    SavedGames OptionList {
        border-title-color: $accent;
        border-title-style: bold;
    }

    SavedGames #resume-list {
        height: auto;
        max-height: 8;
        margin-top: 1;
    }

    SavedGames #recent-list {
        height: 1fr;
        margin-top: 1;
    }
    """

    class Resume(Message):
        """An unfinished game was chosen: its journal."""

        def __init__(self, journal: Path) -> None:
            super().__init__()
            self.journal = journal

    class Open(Message):
        """A replay was chosen (``path``), or None: "Open a replay file..."."""

        def __init__(self, path: Path | None) -> None:
            super().__init__()
            self.path = path

    def compose(self) -> ComposeResult:
        yield SettledOptionList(id="resume-list", classes="panel")
        yield SettledOptionList(id="recent-list", classes="panel")

    def on_mount(self) -> None:
        self.resume_list.border_title = _("Unfinished games (c)")
        self.query_one("#recent-list").border_title = _("Recent replays")

    @property
    def resume_list(self) -> OptionList:
        return self.query_one("#resume-list", OptionList)

    def refresh_lists(self) -> None:
        """Unfinished games and recent replays, read again (they change as you play)."""
        resume = self.resume_list
        resume.clear_options()
        unfinished = library.unfinished()
        for item in unfinished:
            resume.add_option(Option(item.label(), id=str(item.path)))
        resume.display = bool(unfinished)
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

    def highlighted_journal(self) -> Path | None:
        """The unfinished game under the list's highlight (the first if none is)."""
        resume = self.resume_list
        if not resume.option_count:
            return None
        option = resume.get_option_at_index(resume.highlighted or 0)
        return Path(option.id) if option.id else None

    @on(OptionList.OptionSelected, "#recent-list")
    def _open_recent(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id == OPEN_FILE:
            self.post_message(self.Open(None))
        elif event.option.id:
            self.post_message(self.Open(Path(event.option.id)))

    @on(OptionList.OptionSelected, "#resume-list")
    def _resume(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id:
            self.post_message(self.Resume(Path(event.option.id)))
