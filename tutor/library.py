"""The games on disk, as the home screen lists them: recent replays, unfinished games.

Listing reads each file's envelope only (who, what, when, how many moves), and loads no
game's rules (the home screen's start, issue 24); opening a replay or resuming a journal
is what checks it move by move. A file that cannot even be read is listed as such
rather than hidden, so a player can see it is there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from rich.text import Text

from engine.i18n import ngettext
from engine.registry import TITLES
from engine.safe_text import escaped, shown_path
from replays import ReplayError, journals, recent_replays
from replays.recorder import journal_header
from replays.storage import Header, read_header

RECENT = 10


@dataclass(frozen=True)
class Item:
    """One file: its path and what its envelope says (``problem`` if it says nothing)."""

    path: Path
    game: str = ""
    players: tuple[str, ...] = ()
    when: str = ""
    moves: int = 0
    problem: str = ""

    @property
    def title(self) -> str:
        return TITLES.get(self.game, self.game)

    def label(self) -> Text:
        """``2026-03-01 14:05  <Title>  Ann, Bob, Cy  (69 moves)``, as plain text."""
        text = Text(no_wrap=True, overflow="ellipsis")
        if self.problem:
            text.append(shown_path(self.path.name), style="bold")
            text.append(f"  {self.problem}", style="red")
            return text
        text.append(escaped(self.when[:16].replace("T", " ")), style="dim")
        text.append(f"  {escaped(self.title)}  ", style="bold")
        text.append(escaped(", ".join(self.players)))
        moves = ngettext("{count} move", "{count} moves", self.moves).format(count=self.moves)
        text.append(f"  ({moves})", style="dim")
        return text


def describe(path: Path, read: Callable[[Path], Header] = read_header) -> Item:
    """``path`` as listed, through the one header reader of its kind (a replay's
    ``replays.storage.read_header``, a journal's ``replays.recorder.journal_header``)."""
    try:
        header = read(path)
    except (ReplayError, OSError) as err:
        return Item(path, problem=_problem(err, path))
    return Item(path, header.game, header.players, header.created_at, header.moves)


def _problem(err: Exception, path: Path) -> str:
    """The error without the path it starts with (the label shows the name), escaped."""
    text = str(err)
    if isinstance(err, ReplayError):
        text = text.removeprefix(f"{escaped(err.source)}: ")
    return escaped(text)[:80]


def recent(limit: int = RECENT) -> list[Item]:
    """The newest replays in the data directory, newest first."""
    return [describe(path) for path in recent_replays(limit)]


def unfinished() -> list[Item]:
    """Journals of games that were not finished (the app, or ``niwa record``)."""
    return [describe(path, journal_header) for path in journals()]
