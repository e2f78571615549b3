"""What-if in the viewer: a move tried at any ply, kept as a branch saved with the replay.

:class:`WhatIf` judges the move (an illegal one refused with its rule through the move
desk), opens or grows the branch (``tutor/what_if.py`` ``tried``), keeps it with the
replay and saves it beside the file (:class:`SavedLines`: another viewer's lines merged).
It starts and stops trying moves (w, Esc), deals a due draw at random (d) and says
what to do (the prompt). It moves the :class:`ReplayView` (the viewer) to what it made.

It is the viewer's :class:`MoveDesk` source (``tutor/widgets/move_rules.py``
``EntrySource``): the desk makes what-if's moves, so what-if says when a move is open,
what the box takes, and where a hint is for; the viewer keeps the ply and draws it.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from engine.core import CHANCE, NOBODY, IllegalMove
from engine.i18n import _
from engine.safe_text import shown_path
from replays import ReplayError
from tutor.screens.viewer_nav import ReplayView
from tutor.viewer_words import what_if_prompt
from tutor.what_if import SavedLines, tried


class WhatIf:
    """The what-if branches of one replay shown in the viewer."""

    def __init__(self, view: ReplayView, saved: SavedLines) -> None:
        self.view = view
        self.ui = view.ui
        self.saved = saved
        """Where the branches are saved (nowhere for a journal: shown, never written)."""

    def start(self) -> None:
        """Try moves from the ply shown (w), the board taking the keys; not past the end."""
        view = self.view
        if view.game.to_move(view.entry_state()) == NOBODY:
            said = _("The game is over at this ply: step back to try another move.")
            view.notify(said, markup=False)
            return
        view.entering = True
        board = view.board()
        board.can_focus = True
        view.refresh_view()
        board.focus()

    def stop(self) -> None:
        """Back to stepping through the game (the branches made stay)."""
        view = self.view
        view.entering = False
        view.desk.put_down()
        view.board().can_focus = False
        view.focus_between_moves()  # the scrubber, now that no move is being tried
        view.refresh_view()

    def type_move(self) -> None:
        """``t``: type a move; outside what-if it starts trying moves at this ply first."""
        if not self.view.entering:
            self.start()
            if not self.view.entering:
                return
        self.view.desk.type_move()

    def deal(self) -> None:
        """``d`` where a draw is due: one at random (the viewer's seeded generator)."""
        view = self.view
        state = view.entry_state()
        if view.entering and view.game.to_move(state) == CHANCE:
            self.submit(view.game.sample_chance(state, view.rng))

    def default_prompt(self) -> Text:
        """What to do at the ply shown: the piece picked, or the board's help."""
        view = self.view
        state, piece = view.entry_state(), view.desk.piece
        moving = piece is None and view.game.to_move(state) >= 0
        help_line = view.desk.board_help() if moving else ""
        return what_if_prompt(view.ui, state, view.names, view.ply, piece, help_line)

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

    # -- what the move desk reads (EntrySource) ----------------------------------------------

    def entry_state(self) -> Any:
        return self.view.entry_state()

    def shown_state(self) -> Any:
        return self.view.shown_state()

    def entry_open(self) -> bool:
        view = self.view
        return view.entering and view.game.to_move(view.entry_state()) >= 0

    def draw_due(self) -> bool:
        """Where a draw is due, a place on the board may name it (as at the table in Play)."""
        view = self.view
        return view.entering and view.game.to_move(view.entry_state()) == CHANCE

    def typing_open(self) -> bool:
        return self.entry_open()

    def draw_board(self) -> None:
        self.view.draw_board()

    def show_prompt(self, text: Text) -> None:
        self.view.side.say(text)

    def hint_position(self) -> tuple[Any, int] | None:
        """A hint is for the seat to move at the ply shown (in what-if too), from what that
        seat could see there."""
        state = self.view.entry_state()
        seat = self.view.game.to_move(state)
        return (state, seat) if seat >= 0 else None

    def hint_names(self) -> list[str] | None:
        """The players' names, for the other sides a hint names."""
        return list(self.view.names)

    def no_hint_words(self) -> Text:
        return self.view.desk.no_hint_here()

    def focus_between_moves(self) -> None:
        self.view.focus_between_moves()
