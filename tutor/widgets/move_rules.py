"""What a screen tells its :class:`tutor.widgets.move_desk.MoveDesk`, and how the desk helps.

:class:`EntrySource` is the protocol the screen hands the desk (state flows down through
it); :class:`EntryRules` is plain data the screen sets: Play's help, or an exercise's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from rich.text import Text

from engine.i18n import N_
from tutor.ui import GamePlugin


class EntrySource(Protocol):
    """What a screen tells its :class:`MoveDesk`: the state flows down through these."""

    @property
    def ui(self) -> GamePlugin: ...

    def entry_state(self) -> Any:
        """The position a person moves in."""

    def entry_open(self) -> bool:
        """A person may pick pieces and place them now."""

    def draw_due(self) -> bool:
        """A draw is entered on the board now (at the table, or a what-if's draw)."""

    def typing_open(self) -> bool:
        """Whether a typed move (or draw) is taken now."""

    def submit(self, move: Any) -> bool:
        """Make ``move``; whether it was made (an illegal one is refused through the desk)."""

    def shown_state(self) -> Any:
        """The position drawn (the standings panel reads it)."""

    def default_prompt(self) -> Text:
        """The prompt when nothing else is said."""

    def show_prompt(self, text: Text) -> None:
        """Say ``text`` where the screen prompts."""

    def draw_board(self) -> None:
        """Draw the board (with ``MoveDesk.entry_marks``)."""

    def hint_position(self) -> tuple[Any, int] | None:
        """The position and seat a hint is for here (``MoveDesk.seat_to_move``: the usual)."""

    def hint_names(self) -> list[str] | None:
        """The players' names by seat, for the other sides a hint names."""

    def no_hint_words(self) -> Text:
        """Why there is no hint here (``MoveDesk.no_hint_here``: the usual words)."""

    def focus_between_moves(self) -> None:
        """Where the keys go when nobody types (``MoveDesk.focus_default``: the usual)."""


@dataclass(frozen=True)
class EntryRules:
    """How the desk helps: Play's help everywhere; an exercise gives less away."""

    aims_at_targets: bool = True
    """Picking a piece puts the cursor on its first target (a shortcut in a game)."""
    previews_points: bool = True
    """The cursor over a place shows what the picked piece would score there."""
    lists_on_board: bool = True
    """The list of legal moves shows even where the board can make every move (an
    exercise hides it there: the list would hand the learner the answer)."""
    example: str | None = None
    """The move box's placeholder (a message id, translated where shown) instead of a legal
    move (None: a legal move as example; an exercise's example could be the answer)."""


PLAY = EntryRules()
EXERCISE = EntryRules(aims_at_targets=False, lists_on_board=False, example=N_("or type a move"))
"""A move the learner must find: the cursor stays where they put it (the step may invite
trying a place, and Enter plays there), no list to pick the answer from, no example."""
