"""The viewer's game review: R reviews a seat's moves, n / p jump between the marks.

The review (``engine.players.review``, through ``replays.annotations``) searches
every choice the seat made, so it runs in a Textual thread worker, never on the UI
thread: the screen says "reviewing move 7 of 31..." meanwhile, R again stops it
(and leaving the viewer does: a removed screen cancels its workers), and nothing
of a stopped review is kept. A finished review is merged into the replay's
comments under the save lock (``replays.rewrite.save_review``), so reopening the
file shows the marks at once; R on a seat already reviewed asks before computing
again.

:class:`ReviewingScreen` is the viewer's base: it holds only the review's state and
actions, and the viewer calls its hooks (``review_cells``, ``with_review``,
``draw_review``) where it draws the move list, the explanation and the side panel.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Final

from rich.text import Text
from textual import work
from textual.binding import Binding
from textual.widgets import DataTable, Static
from textual.worker import Worker, get_current_worker

from engine.players.review import MARKS, Review
from engine.players.search import Budget
from engine.safe_text import shown_path
from engine.words import count
from lessons.practice import add_puzzles, from_review, in_deck, load_deck, utc_now
from replays import ReplayError, Timeline
from replays.annotations import (
    ReviewNote,
    annotate,
    fitting_lines,
    read_reviews,
    review_timeline,
)
from replays.rewrite import save_review
from tutor.explain import seat_label
from tutor.review_view import (
    SYMBOLS,
    amount,
    legend_lines,
    mark_cell,
    mark_suffix,
    marked_plies,
    next_marked,
    note_text,
    summary,
    thresholds_short,
)
from tutor.screens import make_screen
from tutor.screens.base import niwa
from tutor.screens.dialogs import ChooseOne, Confirm
from tutor.screens.move_entry import MoveEntry
from tutor.ui import GamePlugin, InfoLine

REVIEW_BINDINGS: Final = [
    Binding("R", "review", "Review this game"),
    Binding("n", "mark(1)", "Next mark"),
    Binding("p", "mark(-1)", "Previous mark"),
    Binding("P", "practise", "Practise the marked moves", show=False),  # said in the toast
]
"""Spliced into the viewer's bindings (so help and the palette list them)."""

REVIEW_ACTIONS: Final = frozenset({"review", "mark", "practise"})

FROM_FILE: Final = "(read from the file, not recomputed: R recomputes)"
"""Said of a review this viewer did not compute: a file's review lines are whatever its
writer wrote (consistent, but possibly untrue), so niwa never shows them as its own."""

REVIEW_PLAYOUTS: Final = 200
"""Simulated endings per judged move, unless ``Settings.playouts`` fixes another number:
a fixed count, so a review says how many endings it stands on."""


def review_help(ui: GamePlugin | None) -> list[Binding]:
    """The marks and their thresholds as rows of the help screen (the game's unit, or
    every unit when no game is on screen)."""
    units = [ui.game.score_unit] if ui is not None else list(MARKS)
    rows = []
    for mark, symbol in SYMBOLS.items():
        least = " / ".join(amount(dict(MARKS[unit])[mark], unit) for unit in units)
        rows.append(
            Binding(
                f"review-{mark}",
                "",
                f"{mark}: surely {least} or more lost",
                key_display=symbol,
            )
        )
    return rows


class ReviewingScreen(MoveEntry):
    """What the viewer needs to review a game and show the review."""

    main: Timeline
    game: Any
    perspective: int | None
    path: Path | None
    journal: bool
    names: list[str]
    ply: int
    var_index: int | None

    def __init__(self) -> None:
        super().__init__()
        self.reviewing: int | None = None
        """The seat whose review is running, if one is."""
        self.review_progress = (0, 0)
        self._notes: dict[int, ReviewNote] = {}
        self._notes_of: object = None
        self.reviewed_here: set[int] = set()
        """Seats reviewed in this viewer; every other review was read from the file:
        whoever wrote the file wrote it, and niwa shows it as such, not as its own."""

    # -- what the viewer provides ---------------------------------------------------------

    def seek(self, ply: int) -> None:
        raise NotImplementedError

    def show_line(self, index: int | None, ply: int | None = None) -> None:
        raise NotImplementedError

    def fill_moves(self) -> None:
        raise NotImplementedError

    def refresh_view(self) -> None:
        raise NotImplementedError

    # -- the review as saved in the main line -------------------------------------------------

    @property
    def review_notes(self) -> dict[int, ReviewNote]:
        """Every seat's review read from the main line's comments, by ply (read once per
        main line: it changes only when a review or a merge replaces it)."""
        if self._notes_of is not self.main.replay:
            self._notes = read_reviews(self.main)
            self._notes_of = self.main.replay
        return self._notes

    def shown_note(self, ply: int) -> ReviewNote | None:
        """The review of move ``ply`` of the line shown (a what-if's own moves have none)."""
        if ply == 0:
            return None
        if self.var_index is not None:
            branch = self.main.replay.variations[self.var_index].from_ply
            if ply > branch:
                return None
        return self.review_notes.get(ply)

    def review_allows(self, action: str) -> bool:
        """R always; n / p (and P, practise them) only once there are marks to jump to."""
        return action == "review" or bool(marked_plies(self.review_notes))

    # -- hooks the viewer calls where it draws ---------------------------------------------

    @property
    def review_column(self) -> bool:
        """A review column where there is room ("?? blunder"); a narrow list gets the
        sign after the move instead (its word is in the line above the list)."""
        return bool(self.review_notes) and not self.app.has_class("-narrow")

    def add_review_column(self, table: DataTable[Any]) -> None:
        if self.review_column:
            table.add_column("review", key="review")

    def review_cells(self, ply: int) -> list[Text]:
        """The move list's review cell of ``ply`` (none without a review column)."""
        return [mark_cell(self.shown_note(ply))] if self.review_column else []

    def marked_label(self, ply: int, label: Text) -> Text:
        """The move's label, with the mark's sign after it in a narrow list."""
        if self.review_notes and not self.review_column:
            label.append_text(mark_suffix(self.shown_note(ply)))
        return label

    def with_review(self, text: Text) -> Text:
        """The explanation of the ply shown, with its review under it."""
        note = self.shown_note(self.ply)
        if note is None:
            return text
        text.append("\n")
        text.append_text(note_text(note, self.seat_name(note.seat), self.game.lower_wins))
        if note.seat not in self.reviewed_here:
            text.append(f" {FROM_FILE}", style="dim")
        return text

    def seat_name(self, seat: int) -> str:
        return seat_label(self.game, self.main.state_at(0), self.names, seat)

    def has_panel(self, name: str) -> bool:
        return super().has_panel(name) or (name == "legend" and bool(self.review_notes))

    def panel_lines(self, name: str) -> tuple[str, list[InfoLine]]:
        title, lines = super().panel_lines(name)
        if name == "legend" and self.review_notes:
            lines = [*lines, *legend_lines(self.game.score_unit)]
        return title, lines

    def draw_review(self) -> None:
        """The line above the move list: the review's progress, or what it found."""
        status = self.query_one("#review-status", Static)
        status.display = self.reviewing is not None or bool(self.review_notes)
        if self.reviewing is not None:
            done, total = self.review_progress
            text = Text(f"Reviewing {self.seat_name(self.reviewing)}'s moves", style="bold")
            text.append(f": move {done} of {total}..." if total else "...")
            text.append(" (R stops)", style="dim")
        else:
            text = Text("Review: ", style="bold")
            by_seat: dict[int, list[ReviewNote]] = {}
            for note in self.review_notes.values():
                by_seat.setdefault(note.seat, []).append(note)
            text.append(
                "; ".join(f"{self.seat_name(s)}: {summary(n)}" for s, n in sorted(by_seat.items()))
            )
            if any(seat not in self.reviewed_here for seat in by_seat):
                text.append(f" {FROM_FILE}", style="dim")
            if self.review_column:  # a narrow list keeps its room: k shows the legend
                text.append(f"\n{thresholds_short(self.game.score_unit)}; n/p jump", style="dim")
            else:
                text.append(" (k: the marks)", style="dim")
        status.update(text)

    # -- the actions -------------------------------------------------------------------------

    def action_review(self) -> None:
        """Review a seat's moves, or stop the review running."""
        if self.reviewing is not None:
            self.workers.cancel_group(self, "review")
            self.reviewing = None
            self.draw_review()
            self.notify("Review stopped: nothing was kept.", markup=False)
            return
        self._ask_review()

    @work(exclusive=True, group="review-ask")
    async def _ask_review(self) -> None:
        seat = await self._review_seat()
        if seat is None:
            return
        if any(note.seat == seat for note in self.review_notes.values()):
            again = await self.app.push_screen_wait(
                Confirm(
                    f"{self.seat_name(seat)}'s moves are reviewed already (the marks are in "
                    "the move list). Review them again?",
                    yes="Review again",
                    no="Keep",
                )
            )
            if not again:
                return
        self.start_review(seat)

    async def _review_seat(self) -> int | None:
        """The seat the viewer is shown to, or the one chosen among the players."""
        if self.perspective is not None:
            return self.perspective
        seats = self.game.seats(self.main.state_at(0))
        choice: int | None = await self.app.push_screen_wait(
            ChooseOne(
                "Review whose moves?",
                [Text(self.seat_name(seat)) for seat in range(seats)],
                note="Each choice the player made is searched; the marks go in the move list.",
            )
        )
        return choice

    def start_review(self, seat: int) -> None:
        settings = niwa(self).settings
        budget = Budget.fixed(settings.playouts or REVIEW_PLAYOUTS)
        self.reviewing = seat
        self.review_progress = (0, 0)
        self.draw_review()
        self._review_worker(self.main, seat, budget, random.Random(settings.seed))

    @work(thread=True, exclusive=True, group="review")
    def _review_worker(self, timeline: Timeline, seat: int, budget: Budget, rng: Any) -> None:
        """The review, off the UI thread; a cancelled worker keeps nothing."""
        worker = get_current_worker()

        def progress(done: int, total: int) -> None:
            if not worker.is_cancelled:
                self.app.call_from_thread(self._review_moved, worker, done, total)

        done = review_timeline(
            timeline, seat, budget, rng, cancelled=lambda: worker.is_cancelled, progress=progress
        )
        if done.complete and not worker.is_cancelled:
            self.app.call_from_thread(self._review_finished, worker, done)

    def _review_moved(self, worker: Worker[None], done: int, total: int) -> None:
        if worker.is_cancelled or not self.is_attached:
            return
        self.review_progress = (done, total)
        self.draw_review()

    def _review_finished(self, worker: Worker[None], done: Review) -> None:
        if worker.is_cancelled or not self.is_attached:
            return
        self.reviewing = None
        who = self.seat_name(done.seat)
        if not done.moves:
            self.draw_review()
            self.notify(f"{who} had no choice to judge in this game.", markup=False)
            return
        no_room = fitting_lines(self.main, done)[1]
        try:
            self.main = annotate(self.main, done)
        except ReplayError as err:
            self.notify(f"Could not keep the review: {err}", severity="error", markup=False)
            self.draw_review()
            return
        self.reviewed_here.add(done.seat)
        saved = self.save_review(done)
        kept = self.keep_puzzles([done.seat])
        self.fill_moves()
        self.refresh_view()
        self.refresh_bindings()  # n / p are offered now
        mine = [n for n in self.review_notes.values() if n.seat == done.seat]
        where = f", saved with {shown_path(self.path.name)}" if saved and self.path else ""
        puzzles = f" {count(kept, 'new puzzle')} to practise (P)." if kept else ""
        self.notify(f"Review of {who}{where}: {summary(mine)}.{puzzles}", markup=False)
        if no_room:
            plies = ", ".join(str(ply) for ply in no_room[:10]) + (
                ", ..." if len(no_room) > 10 else ""
            )
            self.notify(
                f"No room for the review of move {plies}: its comment is full "
                f"(the rest of the review is kept).",
                severity="warning",
                markup=False,
            )

    def save_review(self, done: Review) -> bool:
        """Merge the review into the file (under its lock); False when it was not saved."""
        if self.path is None or self.journal:
            return False
        try:
            save_review(self.path, self.main, done)
        except (ReplayError, OSError, ValueError) as err:
            self.notify(f"Could not save the review: {err}", severity="error", markup=False)
            return False
        return True

    def practice_source(self) -> str:
        return self.path.name if self.path is not None else ""

    def keep_puzzles(self, seats: list[int]) -> int:
        """The marked moves of ``seats`` added to the practice puzzles; how many were new."""
        notes = {ply: n for ply, n in self.review_notes.items() if n.seat in seats}
        try:
            return add_puzzles(from_review(self.main, notes, utc_now(), self.practice_source()))
        except OSError as err:
            self.notify(f"Could not keep the puzzles: {err}", severity="error", markup=False)
            return 0

    def action_practise(self) -> None:
        """Practise the marked moves of this game now (they join the practice puzzles)."""
        made = from_review(self.main, self.review_notes, utc_now(), self.practice_source())
        if not made:
            self.notify("No marked move to practise: R reviews the game.", markup=False)
            return
        self.keep_puzzles(sorted({n.seat for n in self.review_notes.values()}))
        self.app.push_screen(
            make_screen("practice", self.game.id, in_deck(made, load_deck()) or made)
        )

    def action_mark(self, delta: int) -> None:
        """Go to the next (1) or previous (-1) marked move of the main line."""
        here = self.ply
        if self.var_index is not None:
            here = min(here, self.main.replay.variations[self.var_index].from_ply)
        target = next_marked(self.review_notes, here, delta)
        if target is None:
            where = "after" if delta > 0 else "before"
            self.notify(f"No marked move {where} ply {here}.", timeout=3, markup=False)
            return
        if self.var_index is not None:
            self.show_line(None, ply=target)
        else:
            self.seek(target)
