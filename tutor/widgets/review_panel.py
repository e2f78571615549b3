"""The viewer's game review: the line above the move list, and the review it runs.

The review (``engine.players.review``, through ``replays.annotations``) searches
every choice the seat made, so it runs in a Textual thread worker owned by this
widget, never on the UI thread: the line says "reviewing move 7 of 31..."
meanwhile, R again stops it (and leaving the viewer does: a removed widget cancels
its workers), and nothing of a stopped review is kept. A finished review is merged
into the replay's comments under the save lock (``replays.rewrite.save_review``), so
reopening the file shows the marks at once; R on a seat already reviewed asks before
computing again.

State flows down: the viewer hands the panel its main line (``main``), the players'
names, the file and the perspective. Messages flow up: :class:`ReviewPanel.Done` carries
the main line with the review merged, which the viewer shows from then on.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Final

from rich.text import Text
from textual import work
from textual.binding import Binding
from textual.message import Message
from textual.widgets import DataTable, Static
from textual.worker import Worker, get_current_worker

from engine.i18n import N_, _, ngettext
from engine.players.review import MARKS, Review
from engine.players.search import Budget
from engine.registry import DECLARATIONS, GAMES
from engine.safe_text import shown_path
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
from tutor.ui import GamePlugin, InfoLine

REVIEW_BINDINGS: Final = [
    Binding("R", "review", N_("Review this game")),
    Binding("n", "mark(1)", N_("Next mark")),
    Binding("p", "mark(-1)", N_("Previous mark")),
    Binding("P", "practise", N_("Practise the marked moves"), show=False),  # said in the toast
]
"""The review's keys, spliced into the viewer's bindings (so help and the palette list
them, and they work wherever the viewer's focus is); their actions ask this panel."""

REVIEW_ACTIONS: Final = frozenset({"review", "mark", "practise"})

FROM_FILE: Final = N_("(read from the file, not recomputed: R recomputes)")
"""Said of a review this viewer did not compute: a file's review lines are whatever its
writer wrote (consistent, but possibly untrue), so niwa never shows them as its own."""

REVIEW_PLAYOUTS: Final = 200
"""Simulated endings per judged move, unless ``Settings.playouts`` fixes another number:
a fixed count, so a review says how many endings it stands on."""


def review_help(ui: GamePlugin | None) -> list[Binding]:
    """The marks and their thresholds as rows of the help screen: in the unit of the game
    on screen; with none, in every unit, each in the words of the first game declaring it
    (the one place a game is found by its unit, loading its engine)."""
    if ui is not None:
        games = [ui.game]
    else:
        first: dict[str, str] = {}
        for game_id, declaration in DECLARATIONS.items():
            first.setdefault(declaration.score_unit, game_id)
        games = [GAMES[game_id] for game_id in first.values()]
    rows = []
    for mark, symbol in SYMBOLS.items():
        least = " / ".join(
            amount(dict(MARKS[game.score_unit])[mark], game.score_unit, game) for game in games
        )
        rows.append(
            Binding(
                f"review-{mark}",
                "",
                _("{mark}: surely {least} or more lost").format(mark=mark, least=least),
                key_display=symbol,
            )
        )
    return rows


class ReviewPanel(Static):
    """The review's line above the move list, the review's state and its worker."""

    DEFAULT_CSS = """
    ReviewPanel {
        display: none;
        height: auto;
        padding: 0 1;
    }
    """

    class Done(Message):
        """A review finished and was merged into ``main`` (the viewer shows it now)."""

        def __init__(self, main: Timeline) -> None:
            super().__init__()
            self.main = main

    def __init__(self, main: Timeline, names: list[str], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.main = main
        """The main line (down from the viewer, which sets it again after a what-if)."""
        self.names = names
        self.path: Path | None = None
        self.journal = False
        self.perspective: int | None = None
        self.narrow = False
        """Whether the move list is narrow: the marks then follow each move."""
        self.reviewing: int | None = None
        """The seat whose review is running, if one is."""
        self.progress = (0, 0)
        self._notes: dict[int, ReviewNote] = {}
        self._notes_of: object = None
        self.reviewed_here: set[int] = set()
        """Seats reviewed in this viewer; every other review was read from the file:
        whoever wrote the file wrote it, and niwa shows it as such, not as its own."""

    @property
    def game(self) -> Any:
        return self.main.game

    # -- the review as saved in the main line -------------------------------------------------

    @property
    def notes(self) -> dict[int, ReviewNote]:
        """Every seat's review read from the main line's comments, by ply (read once per
        main line: it changes only when a review or a merge replaces it)."""
        if self._notes_of is not self.main.replay:
            self._notes = read_reviews(self.main)
            self._notes_of = self.main.replay
        return self._notes

    def note_at(self, ply: int, branch: int | None) -> ReviewNote | None:
        """The review of move ``ply`` of the line shown, a what-if from ``branch`` (None:
        the main line; a what-if's own moves have none)."""
        if ply == 0 or (branch is not None and ply > branch):
            return None
        return self.notes.get(ply)

    def allows(self, action: str) -> bool:
        """R always; n / p (and P, practise them) only once there are marks to jump to."""
        return action == "review" or bool(marked_plies(self.notes))

    def seat_name(self, seat: int) -> str:
        return seat_label(self.game, self.main.state_at(0), self.names, seat)

    # -- what the viewer draws with it ----------------------------------------------------------

    @property
    def column(self) -> bool:
        """A review column where there is room ("?? blunder"); a narrow list gets the
        sign after the move instead (its word is in the line above the list)."""
        return bool(self.notes) and not self.narrow

    def add_column(self, table: DataTable[Any]) -> None:
        if self.column:
            table.add_column(_("review"), key="review")

    def cells(self, ply: int, branch: int | None) -> list[Text]:
        """The move list's review cell of ``ply`` (none without a review column)."""
        return [mark_cell(self.note_at(ply, branch))] if self.column else []

    def marked_label(self, ply: int, branch: int | None, label: Text) -> Text:
        """The move's label, with the mark's sign after it in a narrow list."""
        if self.notes and not self.column:
            label.append_text(mark_suffix(self.note_at(ply, branch)))
        return label

    def with_note(self, text: Text, ply: int, branch: int | None) -> Text:
        """The explanation of the ply shown, with its review under it."""
        note = self.note_at(ply, branch)
        if note is None:
            return text
        text.append("\n")
        text.append_text(note_text(note, self.seat_name(note.seat), self.game))
        if note.seat not in self.reviewed_here:
            text.append(f" {_(FROM_FILE)}", style="dim")
        return text

    def legend(self) -> list[InfoLine]:
        """The marks' lines the legend panel adds once there is a review."""
        return legend_lines(self.game) if self.notes else []

    def draw(self) -> None:
        """The line above the move list: the review's progress, or what it found."""
        self.display = self.reviewing is not None or bool(self.notes)
        if self.reviewing is not None:
            done, total = self.progress
            who = self.seat_name(self.reviewing)
            if total:
                said = _("Reviewing {player}'s moves: move {done} of {total}...")
            else:
                said = _("Reviewing {player}'s moves...")
            text = Text(said.format(player=who, done=done, total=total), style="bold")
            text.append(" " + _("(R stops)"), style="dim")
        else:
            text = Text(_("Review: "), style="bold")
            by_seat: dict[int, list[ReviewNote]] = {}
            for note in self.notes.values():
                by_seat.setdefault(note.seat, []).append(note)
            text.append(
                "; ".join(f"{self.seat_name(s)}: {summary(n)}" for s, n in sorted(by_seat.items()))
            )
            if any(seat not in self.reviewed_here for seat in by_seat):
                text.append(f" {_(FROM_FILE)}", style="dim")
            if self.column:  # a narrow list keeps its room: k shows the legend
                jump = _("{thresholds}; n/p jump").format(
                    thresholds=thresholds_short(self.game.score_unit)
                )
                text.append(f"\n{jump}", style="dim")
            else:
                text.append(" " + _("(k: the marks)"), style="dim")
        self.update(text)

    # -- the actions (the viewer's keys) ---------------------------------------------------------

    def toggle(self) -> None:
        """Review a seat's moves, or stop the review running."""
        if self.reviewing is not None:
            self.workers.cancel_group(self, "review")
            self.reviewing = None
            self.draw()
            self.notify(_("Review stopped: nothing was kept."), markup=False)
            return
        self._ask_review()

    @work(exclusive=True, group="review-ask")
    async def _ask_review(self) -> None:
        seat = await self._review_seat()
        if seat is None:
            return
        if any(note.seat == seat for note in self.notes.values()):
            question = _(
                "{player}'s moves are reviewed already (the marks are in the move list). "
                "Review them again?"
            ).format(player=self.seat_name(seat))
            again = await self.app.push_screen_wait(
                Confirm(question, yes=_("Review again"), no=_("Keep"))
            )
            if not again:
                return
        self.start(seat)

    async def _review_seat(self) -> int | None:
        """The seat the viewer is shown to, or the one chosen among the players."""
        if self.perspective is not None:
            return self.perspective
        seats = self.game.seats(self.main.state_at(0))
        choice: int | None = await self.app.push_screen_wait(
            ChooseOne(
                _("Review whose moves?"),
                [Text(self.seat_name(seat)) for seat in range(seats)],
                note=_("Each choice the player made is searched; the marks go in the move list."),
            )
        )
        return choice

    def start(self, seat: int) -> None:
        settings = niwa(self).settings
        budget = Budget.fixed(settings.playouts or REVIEW_PLAYOUTS)
        self.reviewing = seat
        self.progress = (0, 0)
        self.draw()
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
        self.progress = (done, total)
        self.draw()

    def _review_finished(self, worker: Worker[None], done: Review) -> None:
        if worker.is_cancelled or not self.is_attached:
            return
        self.reviewing = None
        who = self.seat_name(done.seat)
        if not done.moves:
            self.draw()
            self.notify(
                _("{player} had no choice to judge in this game.").format(player=who),
                markup=False,
            )
            return
        no_room = fitting_lines(self.main, done)[1]
        try:
            self.main = annotate(self.main, done)
        except ReplayError as err:
            self.notify(
                _("Could not keep the review: {error}").format(error=err),
                severity="error",
                markup=False,
            )
            self.draw()
            return
        self.reviewed_here.add(done.seat)
        saved = self.save(done)
        kept = self.keep_puzzles([done.seat])
        self.post_message(self.Done(self.main))
        mine = summary([n for n in self.notes.values() if n.seat == done.seat])
        if saved and self.path:
            said = _("Review of {player}, saved with {file}: {summary}.")
        else:
            said = _("Review of {player}: {summary}.")
        said = said.format(
            player=who, file=shown_path(self.path.name) if self.path else "", summary=mine
        )
        if kept:
            puzzles = ngettext(
                "{n} new puzzle to practise (P).", "{n} new puzzles to practise (P).", kept
            )
            said += " " + puzzles.format(n=kept)
        self.notify(said, markup=False)
        if no_room:
            plies = ", ".join(str(ply) for ply in no_room[:10]) + (
                ", ..." if len(no_room) > 10 else ""
            )
            self.notify(
                _(
                    "No room for the review of move {plies}: its comment is full "
                    "(the rest of the review is kept)."
                ).format(plies=plies),
                severity="warning",
                markup=False,
            )

    def save(self, done: Review) -> bool:
        """Merge the review into the file (under its lock); False when it was not saved."""
        if self.path is None or self.journal:
            return False
        try:
            save_review(self.path, self.main, done)
        except (ReplayError, OSError, ValueError) as err:
            self.notify(
                _("Could not save the review: {error}").format(error=err),
                severity="error",
                markup=False,
            )
            return False
        return True

    def practice_source(self) -> str:
        return self.path.name if self.path is not None else ""

    def keep_puzzles(self, seats: list[int]) -> int:
        """The marked moves of ``seats`` added to the practice puzzles; how many were new."""
        notes = {ply: n for ply, n in self.notes.items() if n.seat in seats}
        try:
            return add_puzzles(from_review(self.main, notes, utc_now(), self.practice_source()))
        except OSError as err:
            self.notify(
                _("Could not keep the puzzles: {error}").format(error=err),
                severity="error",
                markup=False,
            )
            return 0

    def practise(self) -> None:
        """Practise the marked moves of this game now (they join the practice puzzles)."""
        made = from_review(self.main, self.notes, utc_now(), self.practice_source())
        if not made:
            self.notify(_("No marked move to practise: R reviews the game."), markup=False)
            return
        self.keep_puzzles(sorted({n.seat for n in self.notes.values()}))
        self.app.push_screen(
            make_screen("practice", self.game.id, in_deck(made, load_deck()) or made)
        )

    def next_mark(self, here: int, delta: int) -> int | None:
        """The next (1) or previous (-1) marked ply of the main line from ``here``; None,
        said in a toast, where there is none."""
        target = next_marked(self.notes, here, delta)
        if target is None:
            if delta > 0:
                said = _("No marked move after ply {ply}.")
            else:
                said = _("No marked move before ply {ply}.")
            self.notify(said.format(ply=here), timeout=3, markup=False)
        return target
