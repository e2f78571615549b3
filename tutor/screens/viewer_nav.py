"""Moving through a replay in the viewer: its lines, its rounds, its marks, a ply asked
for by number, and the seat it is seen as.

:class:`ReplayNav` moves the :class:`ReplayView`, the viewer as its helpers read and
move it (this and :class:`tutor.screens.viewer_what_if.WhatIf`): the screen keeps the
state (the main line, the line shown, the ply, the perspective) and draws it
(``seek``, ``refresh_view``); the helpers decide where it goes.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Protocol

from textual.notifications import SeverityLevel

from engine.i18n import _
from replays import Timeline
from replays.one_seat import seen_from_one_seat
from tutor.board import Board
from tutor.screens.viewer_side import ViewerSide
from tutor.ui import GamePlugin
from tutor.viewer_words import perspective_name
from tutor.widgets.move_desk import MoveDesk
from tutor.widgets.review_panel import ReviewPanel


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


class ReplayNav:
    """Where the viewer goes: another line, a round on or back, a mark, a ply by number."""

    def __init__(self, view: ReplayView) -> None:
        self.view = view

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

    def main_line(self) -> None:
        view = self.view
        if view.var_index is not None:
            self.show_line(None, ply=min(view.ply, len(view.main)))

    def next_line(self, delta: int) -> None:
        """The next (1) or previous (-1) line, the main line first, round and round."""
        view = self.view
        count = len(view.main.replay.variations)
        if not count:
            return
        order: list[int | None] = [None, *range(count)]
        here = order.index(view.var_index)
        self.show_line(order[(here + delta) % len(order)])

    def next_round(self, delta: int) -> None:
        """The next round's first ply (1: else the end) or the previous one's (-1: else 0)."""
        view = self.view
        if delta > 0:
            later = [r for r in view.rounds if r > view.ply]
            view.seek(later[0] if later else len(view.line))
        else:
            earlier = [r for r in view.rounds if r < view.ply]
            view.seek(earlier[-1] if earlier else 0)

    def next_mark(self, delta: int) -> None:
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

    def next_perspective(self) -> None:
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
