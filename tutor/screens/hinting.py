"""``h``: a hint for the seat to move, on any screen where a person makes moves.

The hard player's move (:func:`engine.players.advice.hint`, which sees only that
seat's view, never the true state) is worked out in a thread worker while the
screen says it is thinking; the answer is shown in the prompt and lit on the board
(kind ``"hint"``). A hint is for one position: a result for a position the screen
has left is dropped, and a move made meanwhile simply outdates it.
"""

from __future__ import annotations

import contextlib
import random
from typing import Any

from rich.text import Text
from textual import work
from textual.screen import Screen
from textual.widgets import Input
from textual.worker import get_current_worker

from engine.core import CHANCE
from engine.i18n import _
from engine.players.advice import Hint, hint
from engine.players.search import Budget
from tutor.hints import HINT, hint_text, thinking_text
from tutor.screens.base import niwa
from tutor.ui import GamePlugin

HINT_SECONDS = 1.0
"""How long a hint thinks where no table sets the hard player's time (the viewer, lessons)."""


class Hints(Screen[Any]):
    """The hint key's action, worker and marks; a screen says where a hint is for."""

    ui: GamePlugin
    _hint: tuple[Any, Hint] | None = None
    """The latest hint and the position it is for."""
    _hint_asked: Any = None
    """The position a hint is being worked out for (None: none is)."""

    # -- what the screen provides ------------------------------------------------------

    def hint_position(self) -> tuple[Any, int] | None:
        """The position and the seat a hint would be for now (None: no hint here)."""
        raise NotImplementedError

    def hint_budget(self) -> Budget:
        """The search's budget: the tests' fixed simulations, else ``HINT_SECONDS``."""
        playouts = niwa(self).settings.playouts
        return Budget.fixed(playouts) if playouts is not None else Budget(seconds=HINT_SECONDS)

    def show_prompt(self, text: Text) -> None:
        raise NotImplementedError

    def draw_board(self) -> None:
        raise NotImplementedError

    def entry_state(self) -> Any:
        """The position a move would be made in here."""
        raise NotImplementedError

    # -- the hint ------------------------------------------------------------------------

    def current_hint(self) -> Hint | None:
        """The hint for the position shown now, if one was worked out for it."""
        where = self.hint_position()
        if self._hint is None or where is None or self._hint[0] is not where[0]:
            return None
        return self._hint[1]

    def hint_marks(self) -> dict[str, str]:
        """The hinted move's refs, lit as ``"hint"`` while its position is shown."""
        found = self.current_hint()
        return {ref: HINT for ref in self.ui.move_refs(found.move)} if found else {}

    def board_help(self) -> str:
        """The board's help line, left out while a hint is shown: on a small screen the
        prompt has room for one of them, and the help is in ``?`` too."""
        if self.current_hint():
            return ""
        state = self.entry_state()
        self.show_example(state)
        return self.ui.help_for(state)

    def show_example(self, state: Any) -> None:
        """The move box's example, a legal move of the position the help is for."""
        for field in self.query("#move-input"):
            if isinstance(field, Input):
                field.placeholder = self.ui.placeholder_for(state)

    def with_hint(self, prompt: Text) -> Text:
        """``prompt`` with the current hint after it (a redraw keeps the hint in view)."""
        found = self.current_hint()
        if found is None:
            return prompt
        return Text("\n").join([prompt, self.said_hint(found)])

    def said_hint(self, found: Hint) -> Text:
        """The hint in words, for the position and seat it was worked out for."""
        where = self.hint_position()
        if where is None:
            return hint_text(self.ui.game, found)
        return hint_text(self.ui.game, found, where[0], where[1], self.hint_names())

    def hint_names(self) -> list[str] | None:
        """The players' names by seat, for the other sides a hint names (None: "seat N")."""
        return None

    def no_hint_words(self) -> Text:
        """Why there is no hint here, in the position's own terms: the dealer's draw is
        next, the game is over, or the move is not one a person makes here."""
        game = self.ui.game
        state = self.entry_state()
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

    def action_hint(self) -> None:
        """The hard player's move for the seat to move, and why (worked out off the UI)."""
        where = self.hint_position()
        if where is None:
            self.show_prompt(self.no_hint_words())
            return
        state, seat = where
        found = self.current_hint()
        if found is not None:
            self.show_prompt(self.said_hint(found))
            return
        if self._hint_asked is state:
            return  # already thinking about it
        self._hint_asked = state
        self.show_prompt(thinking_text())
        seed = niwa(self).settings.seed
        rng = random.Random(seed) if seed is not None else random.Random()
        self._hint_thinking(state, seat, self.hint_budget(), rng)

    @work(thread=True, exclusive=True, group="hint")
    def _hint_thinking(self, state: Any, seat: int, budget: Budget, rng: random.Random) -> None:
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
                self.app.call_from_thread(self._hint_found, state, found)

    def _hint_found(self, state: Any, found: Hint) -> None:
        """Show the hint, if the screen still shows the position it was worked out for."""
        if self._hint_asked is state:
            self._hint_asked = None
        where = self.hint_position()
        if not self.is_attached or where is None or where[0] is not state:
            return  # a move was made (or the screen left) while it thought: stale
        self._hint = (state, found)
        self.show_prompt(self.said_hint(found))
        self.draw_board()
