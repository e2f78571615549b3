"""Table mode recorded from one seat (issue 28): the words and the key for a draw the
recording seat did not see, and what the shared screen shows (that seat's view only).

The play screen only binds the key (``d``) and asks here; ``PlaySession`` and
``replays.one_seat`` do the recording.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from engine.core import CHANCE
from replays.one_seat import Impossible
from tutor.session import Due, PlaySession

if TYPE_CHECKING:
    from tutor.screens.base import TableScreen

KEY_HELP = "d: a draw you did not see (another player's)"


def why_no_unseen(session: PlaySession) -> str | None:
    """Why no draw can be entered as unseen now (None: one can)."""
    if session.recorded_by is None:
        return "Only a record made from one seat has draws it did not see."
    if session.due() != Due.TABLE_DRAW or session.game.to_move(session.state) != CHANCE:
        return "No draw is due now."
    return None


def can_enter_unseen(session: PlaySession) -> bool | None:
    """The binding's state: hidden unless recording from one seat, greyed until a draw."""
    if session.recorded_by is None:
        return False
    return why_no_unseen(session) is None or None


def enter_unseen(screen: TableScreen) -> None:
    """The draw due was not seen by the recording seat: filled in, never shown."""
    session = screen.session
    why = why_no_unseen(session)
    if why is not None:
        screen.show_prompt(Text(why, "italic"))
        return
    actor = session.actor
    try:
        step = session.play_unseen()
    except ValueError as err:  # the seat sees this draw: it types it
        screen.show_prompt(Text(f"{err}.", style="bold red"))
        return
    screen.log_events(actor, step.events, step)
    screen.advance()


def why_no_hint(session: PlaySession) -> str | None:
    """Recording from one seat, a hint only for that seat's own moves: another player's
    rest on a hand the recorder cannot see (None: a hint may be asked)."""
    seat = session.recorded_by
    if seat is None or session.due() != Due.PERSON or session.actor == seat:
        return None
    return "A hint is for your own moves: this player's rest on a hand you cannot see."


def refused_text(err: Impossible) -> Text:
    """A move that contradicts what the recording seat saw, said plainly."""
    return Text(f"Impossible with what you have seen: {err}", style="bold red")
