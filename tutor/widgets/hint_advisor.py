"""``h``: a hint for the seat to move, worked out off the UI thread and posted up.

The hard player's move (:func:`engine.players.advice.hint`, which sees only that
seat's view, never the true state) is worked out in a thread worker owned by this
(invisible) widget: leaving the screen removes it and cancels the worker. When the
move is found the advisor posts :class:`HintAdvisor.Ready` up to its screen, which
keeps it only if it still shows the position the hint is for (a move made meanwhile
simply outdates it) and then shows it in the prompt and lights it on the board
(kind ``"hint"``). The advisor also words the hint and, where there is none, why.
"""

from __future__ import annotations

import contextlib
import random
from typing import Any

from rich.text import Text
from textual import work
from textual.message import Message
from textual.widget import Widget
from textual.worker import get_current_worker

from engine.core import CHANCE
from engine.i18n import _
from engine.players.advice import Hint, hint
from engine.players.search import Budget
from tutor.hints import HINT, hint_text
from tutor.ui import GamePlugin

HINT_SECONDS = 1.0
"""How long a hint thinks where no table sets the hard player's time (the viewer, lessons)."""


class HintAdvisor(Widget):
    """The hint of one position: asked, thought about in a worker, kept while shown."""

    DEFAULT_CSS = """
    HintAdvisor {
        display: none;
    }
    """

    class Ready(Message):
        """A hint was found for ``state`` (the screen keeps it if it still shows ``state``)."""

        def __init__(self, state: Any, found: Hint) -> None:
            super().__init__()
            self.state = state
            self.found = found

    def __init__(self, ui: GamePlugin) -> None:
        super().__init__()
        self.ui = ui
        self.kept: tuple[Any, Hint] | None = None
        """The latest hint and the position it is for."""
        self.asked: Any = None
        """The position a hint is being worked out for (None: none is)."""

    def for_position(self, state: Any) -> Hint | None:
        """The hint kept for ``state`` (that very object), if one was worked out for it."""
        if self.kept is None or state is None or self.kept[0] is not state:
            return None
        return self.kept[1]

    def keep(self, state: Any, found: Hint) -> None:
        self.kept = (state, found)

    def forget(self) -> None:
        self.kept = None

    def marks(self, state: Any) -> dict[str, str]:
        """The hinted move's refs, lit as ``"hint"`` while its position is shown."""
        found = self.for_position(state)
        return {ref: HINT for ref in self.ui.move_refs(found.move)} if found else {}

    def words(self, found: Hint, where: tuple[Any, int] | None, names: list[str] | None) -> Text:
        """The hint in words, for the position and seat it was worked out for."""
        if where is None:
            return hint_text(self.ui.game, found)
        return hint_text(self.ui.game, found, where[0], where[1], names)

    def none_here(self, state: Any) -> Text:
        """Why there is no hint here, in the position's own terms: the dealer's draw is
        next, the game is over, or the move is not one a person makes here."""
        game = self.ui.game
        actor = game.to_move(state)
        if actor == CHANCE:
            dealer = game.declaration.dealer_name
            said = (
                _("No hint here: the next move is {dealer}'s draw, not a player's.").format(
                    dealer=dealer
                )
                if dealer
                else _("No hint here: the next move is the dealer's draw, not a player's.")
            )
            return Text(said, "italic")
        if game.is_over(state):
            return Text(_("No hint: the game is over."), "italic")
        return Text(_("No hint here: this move is not one you make."), "italic")

    def ask(self, state: Any, seat: int, budget: Budget, seed: int | None) -> bool:
        """Start thinking about ``seat``'s move in ``state``; False if already thinking of it."""
        if self.asked is state:
            return False
        self.asked = state
        rng = random.Random(seed) if seed is not None else random.Random()
        self._thinking(state, seat, budget, rng)
        return True

    @work(thread=True, exclusive=True, group="hint")
    def _thinking(self, state: Any, seat: int, budget: Budget, rng: random.Random) -> None:
        worker = get_current_worker()
        found = hint(
            self.ui.game,
            state,
            seat,
            budget,
            rng,
            cancelled=lambda: worker.is_cancelled,
            spends=self.ui.spends,
        )
        if not worker.is_cancelled:
            with contextlib.suppress(RuntimeError):  # the app closed while it thought
                self.app.call_from_thread(self._found, state, found)

    def _found(self, state: Any, found: Hint) -> None:
        if self.asked is state:
            self.asked = None
        if self.is_attached:
            self.post_message(self.Ready(state, found))
