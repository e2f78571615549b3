"""Moving through a replay in the viewer: a ply on or back, its lines, its rounds, its
marks, a ply asked for by number, and the seat it is seen as.

:class:`ReplayNav` moves the :class:`ReplayView`, the viewer as its helpers read and
move it (this and :class:`tutor.screens.viewer_what_if.WhatIf`): the screen keeps the
state (the main line, the line shown, the ply, the perspective) and draws it
(``seek``, ``refresh_view``); the helpers decide where it goes.

The keys that move it are the widget's own (``NAV_BINDINGS``): it holds the viewer's
body, every widget that takes the focus is inside it, so they act whatever has the
focus, and come first in the key bar, before the screen's. With nothing focused Textual
asks only the screen, which hands the key on (:meth:`ReplayNav.key`).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, ClassVar, Protocol

from textual import on, work
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.notifications import SeverityLevel
from textual.widgets import DataTable, OptionList

from engine.i18n import N_, _
from replays import Timeline
from replays.one_seat import seen_from_one_seat
from tutor.board import Board
from tutor.screens.dialogs import AskText
from tutor.screens.viewer_side import ViewerSide
from tutor.ui import GamePlugin
from tutor.viewer_words import perspective_name
from tutor.widgets.move_desk import MoveDesk
from tutor.widgets.review_panel import ReviewPanel
from tutor.widgets.scrubber import Scrubber


class ReplayView(Protocol):
    """The viewer, as its helpers read and move it."""

    main: Timeline
    line: Timeline
    var_index: int | None
    ply: int
    rounds: list[int]
    perspective: int | None
    recorded_by: int | None
    entering: bool
    ui: GamePlugin
    game: Any
    names: list[str]
    desk: MoveDesk
    side: ViewerSide
    review: ReviewPanel
    path: Path | None
    rng: random.Random

    @property
    def branch_from(self) -> int | None: ...
    def seek(self, ply: int) -> None: ...
    def show_line(self, index: int | None, ply: int | None = None) -> None: ...
    def set_main(self, main: Timeline) -> None: ...
    def fill_lines(self) -> None: ...
    def fill_moves(self) -> None: ...
    def refresh_view(self) -> None: ...
    def entry_state(self) -> Any: ...
    def shown_state(self) -> Any: ...
    def draw_board(self) -> None: ...
    def board(self) -> Board: ...
    def focus_between_moves(self) -> None: ...
    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None: ...


NAV_BINDINGS: list[BindingType] = [
    Binding("left", "step(-1)", N_("Back")),
    Binding("right", "step(1)", N_("Forward")),
    Binding("home", "first", N_("Start"), show=False),
    Binding("end", "last", N_("End"), show=False),
    Binding("pageup", "round(-1)", N_("Round back"), show=False),
    Binding("pagedown", "round(1)", N_("Round on"), show=False),
    Binding("shift+up", "scroll_board(-1)", N_("Scroll the board up"), show=False),
    Binding("shift+down", "scroll_board(1)", N_("Scroll the board down"), show=False),
    Binding("g", "goto", N_("Go to ply")),
    Binding("v", "perspective", N_("View as")),
    Binding("m", "main_line", N_("Main line"), show=False),
    Binding("left_square_bracket", "line(-1)", N_("Previous line"), key_display="[", show=False),
    Binding("right_square_bracket", "line(1)", N_("Next line"), key_display="]", show=False),
]


class ReplayNav(Vertical):
    """Where the viewer goes: a ply, another line, a round on or back, a mark, a ply by
    number, the seat it is seen as; by key, or by a choice in the lines, the move list or
    the scrubber inside it. The viewer's body, inside it, is laid out as before."""

    DEFAULT_CSS = """
    ReplayNav { height: 1fr; }
    """
    BINDINGS: ClassVar[list[BindingType]] = NAV_BINDINGS

    def __init__(self, view: ReplayView) -> None:
        super().__init__(id="replay-nav")
        self.view = view

    def key(self, key: str) -> bool:
        """Run the action of ``key`` if it is one of these keys (pressed with nothing
        focused, when Textual looks for bindings on the screen alone)."""
        for binding in NAV_BINDINGS:
            if isinstance(binding, Binding) and key in binding.key.split(","):
                self.call_later(self.run_action, binding.action)
                return True
        return False

    def action_step(self, delta: int) -> None:
        self.view.seek(self.view.ply + delta)

    def action_first(self) -> None:
        self.view.seek(0)

    def action_last(self) -> None:
        self.view.seek(len(self.view.line))

    def action_scroll_board(self, direction: int) -> None:
        """The board a page on (many gardens on a small terminal): here the arrows and
        Page keys step through the game, so they cannot scroll it."""
        self.view.board().action_page(direction)

    @on(OptionList.OptionSelected, "#lines")
    def _line_chosen(self, event: OptionList.OptionSelected) -> None:
        self.show_line(None if event.option.id == "main" else int(event.option.id or 0))

    @on(DataTable.RowSelected, "#moves")
    def _row_chosen(self, event: DataTable.RowSelected) -> None:
        self.view.seek(int(event.row_key.value or 0))

    @on(Scrubber.Seek)
    def _scrubbed(self, event: Scrubber.Seek) -> None:
        self.view.seek(event.ply)

    @work(exclusive=True, group="goto")
    async def action_goto(self) -> None:
        asked = _("Go to ply (0 to {last}):").format(last=len(self.view.line))
        answer = await self.app.push_screen_wait(AskText(asked, placeholder=_("e.g. 12")))
        if answer is not None:
            self.go_to(answer)

    def show_line(self, index: int | None, ply: int | None = None) -> None:
        """Show what-if number ``index`` (None: the main line) at ``ply`` (None: its start,
        a what-if's first move of its own)."""
        view = self.view
        view.var_index = index
        view.line = view.main if index is None else view.main.variation(index)
        view.rounds = view.line.round_starts()
        if ply is None:
            ply = 0 if index is None else (view.branch_from or 0) + 1
        view.fill_lines()
        view.fill_moves()
        view.seek(ply)

    def action_main_line(self) -> None:
        view = self.view
        if view.var_index is not None:
            self.show_line(None, ply=min(view.ply, len(view.main)))

    def action_line(self, delta: int) -> None:
        """The next (1) or previous (-1) line, the main line first, round and round."""
        view = self.view
        count = len(view.main.replay.variations)
        if not count:
            return
        order: list[int | None] = [None, *range(count)]
        here = order.index(view.var_index)
        self.show_line(order[(here + delta) % len(order)])

    def action_round(self, delta: int) -> None:
        """The next round's first ply (1: else the end) or the previous one's (-1: else 0)."""
        view = self.view
        if delta > 0:
            later = [r for r in view.rounds if r > view.ply]
            view.seek(later[0] if later else len(view.line))
        else:
            earlier = [r for r in view.rounds if r < view.ply]
            view.seek(earlier[-1] if earlier else 0)

    def action_mark(self, delta: int) -> None:
        """Go to the next (1) or previous (-1) marked move of the main line."""
        view = self.view
        branch = view.branch_from
        here = view.ply if branch is None else min(view.ply, branch)
        target = view.review.next_mark(here, delta)
        if target is not None and view.var_index is not None:
            self.show_line(None, ply=target)
        elif target is not None:
            view.seek(target)

    def go_to(self, answer: str) -> None:
        """Go to the ply typed in ``answer``; one out of range goes to the nearest end, said."""
        view = self.view
        try:
            wanted = int(answer.strip())
        except ValueError:
            said = _("'{answer}' is not a ply number").format(answer=answer)
            view.notify(said, severity="warning", markup=False)
            return
        view.seek(wanted)
        if wanted != view.ply:  # out of range: say where it went instead
            if view.ply == len(view.line):
                said = _("There is no ply {wanted}: went to the last, ply {ply}.")
            else:
                said = _("There is no ply {wanted}: went to the first, ply {ply}.")
            view.notify(said.format(wanted=wanted, ply=view.ply), markup=False)

    def action_perspective(self) -> None:
        """See the game as the next seat (None: all open); a record made from one seat
        is only ever seen from it."""
        view = self.view
        if view.recorded_by is not None:  # the others' hidden pieces were never seen
            view.notify(seen_from_one_seat(view.names, view.recorded_by), markup=False)
            return
        seats = view.game.seats(view.line.state_at(0))
        order: list[int | None] = [None, *range(seats)]
        view.perspective = order[(order.index(view.perspective) + 1) % len(order)]
        view.review.perspective = view.perspective
        view.fill_moves()
        view.refresh_view()
        seen_as = perspective_name(view.game, view.line, view.names, view.perspective)
        said = _("Seen as: {seat}").format(seat=seen_as)
        view.notify(said, timeout=2, markup=False)
