"""What-if in the viewer: a move tried at any ply, kept as a branch saved with the replay.

:class:`WhatIf` judges the move (an illegal one refused with its rule through the move
desk), opens or grows the branch (``tutor/what_if.py`` ``tried``), keeps it with the
replay and saves it beside the file (:class:`SavedLines`: another viewer's lines merged).
It moves the :class:`ReplayView` (the viewer) to what it made.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from textual.notifications import SeverityLevel

from engine.core import IllegalMove
from engine.i18n import _
from engine.safe_text import shown_path
from replays import ReplayError, Timeline
from tutor.ui import GamePlugin
from tutor.what_if import SavedLines, tried
from tutor.widgets.move_desk import MoveDesk


class ReplayView(Protocol):
    """The viewer, as a what-if reads and moves it."""

    main: Timeline
    line: Timeline
    var_index: int | None
    ply: int
    ui: GamePlugin
    desk: MoveDesk
    path: Path | None
    rounds: list[int]

    @property
    def branch_from(self) -> int | None: ...
    def seek(self, ply: int) -> None: ...
    def show_line(self, index: int | None, ply: int | None = None) -> None: ...
    def set_main(self, main: Timeline) -> None: ...
    def fill_lines(self) -> None: ...
    def fill_moves(self) -> None: ...
    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None: ...


class WhatIf:
    """The what-if branches of one replay shown in the viewer."""

    def __init__(self, view: ReplayView, saved: SavedLines) -> None:
        self.view = view
        self.saved = saved
        """Where the branches are saved (nowhere for a journal: shown, never written)."""

    def submit(self, move: Any) -> bool:
        """Try ``move`` at the current ply: refused with its rule, or a branch made or grown."""
        view = self.view
        ply = view.ply
        branch = view.branch_from
        on_main = branch is None or ply <= branch
        try:
            (view.main if on_main else view.line).try_move(ply, move)
        except IllegalMove as err:
            view.desk.refuse(err, view.ui.move_refs(move))
            return False
        if on_main and ply < len(view.main) and move == view.main.move_at(ply + 1):
            view.notify(_("That is the move played in the game."), markup=False)
            if view.var_index is not None:
                view.show_line(None, ply=ply + 1)
            else:
                view.seek(ply + 1)
            return True
        line = None if on_main else view.var_index
        if not self.keep(*tried(view.main, line, ply, len(view.line), move)):
            return False
        view.desk.put_down()
        view.seek(ply + 1)
        return True

    def keep(self, variation: Any, replace: int | None) -> bool:
        """Keep ``variation`` with the replay (in place of number ``replace``) and save.

        False, said in one line, when the replay cannot hold it (its variation limit):
        the viewer goes on as it was.
        """
        view = self.view
        base = view.main if replace is None else view.main.without_variation(replace)
        try:
            main = base.with_variation(variation)
        except ReplayError as err:
            said = _("No new what-if: {problem}.").format(problem=err.problem)
            view.notify(said, severity="warning", markup=False)
            return False
        view.set_main(main)
        view.var_index = len(view.main.replay.variations) - 1
        view.line = view.main.variation(view.var_index)
        view.rounds = view.line.round_starts()
        view.fill_lines()
        view.fill_moves()
        self.save()
        return True

    def save(self) -> None:
        view = self.view
        saved = self.saved
        if not saved.writable:
            return
        variations = view.main.replay.variations
        current = variations[view.var_index] if view.var_index is not None else None
        try:
            merged = saved.save(view.main)
        except (ReplayError, OSError, ValueError) as err:
            said = _("Could not save the what-if: {error}").format(error=err)
            view.notify(said, severity="error", markup=False)
            return
        if merged.replay.variations != variations:  # another viewer's kept too
            view.set_main(merged)
            if current is not None:
                view.var_index = merged.replay.variations.index(current)
                view.line = merged.variation(view.var_index)
            view.fill_lines()
        if not saved.saved_once and view.path is not None:
            saved.saved_once = True
            said = _("What-if lines are saved with {file}.").format(file=shown_path(view.path.name))
            view.notify(said, timeout=3, markup=False)
