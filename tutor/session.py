"""A game being played at the table: who sits where, who deals, every move recorded.

The session is plain Python (no Textual) so that the play screen only shows it
and sends it moves. People make their own moves; the computer makes the moves of
its seats (greedy) and deals, unless the table deals itself ("table mode": the
user types each draw made at a real table, to record a tabletop game).

A computer seat plays at its level (engine/players: easy, medium, hard) and
decides through ``decide``, from its seat's view only. ``computer_choice`` is the
thinking alone (no move made, safe in a worker thread); ``play`` makes the move.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import Any, Protocol

import msgspec

from engine.core import CHANCE, NOBODY, Event, Game, IllegalMove, Step
from engine.i18n import _
from engine.players.levels import Level, decide, player_for
from engine.players.search import Budget
from replays import Recorder, ReplayError, data_dir
from replays.correction import Correction, correct_chance, undo_ply, variation_name
from replays.fsio import read_regular
from replays.one_seat import Entered, enter_move, enter_unseen, recorder_of
from replays.storage import write_atomic
from replays.timeline import Timeline

PERSON = "person"
COMPUTER = "computer"
SEAT_KINDS = (PERSON, COMPUTER)
DEALER_COMPUTER = "computer"
DEALER_TABLE = "table"


class TablePlan(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What the app needs beyond the replay to go on with a game: seats and dealer.

    ``kinds`` is "person" or "computer" per seat; ``dealer`` is "computer" or
    "table" (the user types what is drawn). ``levels`` is each seat's level (a
    person's is kept but unused); a plan saved before levels existed has none, and
    its computer seats stay easy, the greedy player they were. ``hard_seconds`` is
    the hard player's thinking time per decision.
    """

    kinds: tuple[str, ...]
    dealer: str = DEALER_COMPUTER
    levels: tuple[str, ...] = ()
    hard_seconds: float = 1.0
    recorded_by: int | None = None
    """Table mode from one seat (issue 28): the seat whose player records, seeing only
    what that seat sees (``replays.one_seat``); None: an observer who sees every draw."""

    def level_of(self, seat: int) -> Level:
        return Level(self.levels[seat]) if self.levels else Level.EASY

    def __post_init__(self) -> None:
        if self.levels and len(self.levels) != len(self.kinds):
            said = _("{seats} seats but {levels} levels")
            raise ValueError(said.format(seats=len(self.kinds), levels=len(self.levels)))
        if any(level not in tuple(Level) for level in self.levels):
            said = _("a level is easy, medium or hard, not {levels}")
            raise ValueError(said.format(levels=self.levels))
        if not 0.05 <= self.hard_seconds <= 60:
            raise ValueError(_("the hard player thinks between 0.05 and 60 seconds a move"))
        if any(kind not in SEAT_KINDS for kind in self.kinds):
            said = _("a seat is a person or the computer, not {kinds}")
            raise ValueError(said.format(kinds=self.kinds))
        if self.dealer not in (DEALER_COMPUTER, DEALER_TABLE):
            said = _("the dealer is the computer or the table, not {dealer}")
            raise ValueError(said.format(dealer=repr(self.dealer)))
        if self.recorded_by is not None:
            if not 0 <= self.recorded_by < len(self.kinds):
                said = _("there is no seat {seat} to record from")
                raise ValueError(said.format(seat=self.recorded_by + 1))
            if self.dealer != DEALER_TABLE:
                raise ValueError(_("only a real table is recorded from one seat"))


class Due(Enum):
    """What the game waits for next."""

    PERSON = "a person's move"
    COMPUTER = "the computer's move"
    DEAL = "the computer's draw"
    TABLE_DRAW = "the draw made at the table"
    OVER = "nothing: the game is over"


class MoveLog(Protocol):
    """Where moves go as they are made (a replays.Recorder)."""

    def record(self, move: Any, comment: str | None = None) -> Step[Any]: ...


class PlaySession:
    """One game in progress. ``state`` is always the position after the last move."""

    def __init__(
        self,
        game: Game[Any, Any, Any],
        state: Any,
        names: list[str],
        plan: TablePlan,
        *,
        log: MoveLog | None = None,
        rng: random.Random | None = None,
        moves: list[Any] | None = None,
        playouts: int | None = None,
        given: tuple[int, ...] = (),
    ) -> None:
        if len(plan.kinds) != game.seats(state):
            raise ValueError(f"{game.seats(state)} seats but {len(plan.kinds)} seat kinds")
        self.game = game
        self.state = state
        self.names = names
        self.plan = plan
        self.log = log
        self.rng = rng or random.Random()
        self.moves: list[Any] = list(moves or [])
        self.playouts = playouts
        """A fixed number of simulations per search (tests: repeatable), or None: seconds."""
        self.given = given
        """Each side's points given by the start position (a game from a position), else ()."""
        self.last_events: tuple[Event, ...] = ()
        self.last_actor: int = NOBODY
        self.last_play: tuple[Any, tuple[Event, ...]] | None = None
        """The latest move by a seat (not the dealer) and its events, for the board to mark."""
        self.recorded_by = recorder_of(log.timeline) if isinstance(log, Recorder) else None
        """The seat a table's record is made from (None: everything seen)."""
        self.redraws: list[Any] = []
        """The dealer's moves a takeback undid, in order: the next draws are these again
        (each where it is still legal), so a takeback never reshuffles what was seen."""

    # -- who is to move -------------------------------------------------------------

    @property
    def actor(self) -> int:
        return self.game.to_move(self.state)

    @property
    def persons(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.plan.kinds) if kind == PERSON]

    @property
    def table_mode(self) -> bool:
        return self.plan.dealer == DEALER_TABLE

    def due(self, state: Any = None) -> Due:
        """Who must act in ``state`` (the session's position unless another is given)."""
        actor = self.game.to_move(self.state if state is None else state)
        if actor == NOBODY:
            return Due.OVER
        if actor == CHANCE:
            return Due.TABLE_DRAW if self.table_mode else Due.DEAL
        return Due.PERSON if self.plan.kinds[actor] == PERSON else Due.COMPUTER

    def needs_pass(self) -> bool:
        """Hot seat: several people share the screen, so hands hide between turns.

        Not in table mode: there the user types every draw and so knows every hand.
        """
        return len(self.persons) > 1 and not self.table_mode

    # -- moving ---------------------------------------------------------------------

    def play(self, move: Any) -> Step[Any]:
        """Make ``move`` (a person's, or the draw typed at the table). IllegalMove propagates
        (and, recording from one seat, ``replays.one_seat.Impossible``)."""
        if self.recorded_by is not None and isinstance(self.log, Recorder):
            return self._enter_from_seat(enter_move(self.log.timeline, move, self.rng))
        actor = self.actor
        step = self.log.record(move) if self.log is not None else self.game.apply(self.state, move)
        if actor == CHANCE and self.redraws:
            self.redraws.pop(0)  # this draw's place in the undone order is used
        self.state = step.state
        self.moves.append(move)
        self.last_events = step.events
        self.last_actor = actor
        if actor >= 0:
            self.last_play = (move, step.events)
        return step

    def play_unseen(self) -> Step[Any]:
        """Recording from one seat: the draw due is one the seat did not see (ValueError
        where it does see it, or no draw is due)."""
        if self.recorded_by is None or not isinstance(self.log, Recorder):
            raise ValueError(_("only a record made from one seat has draws it did not see"))
        return self._enter_from_seat(Entered(enter_unseen(self.log.timeline, self.rng), False))

    def _enter_from_seat(self, entered: Entered) -> Step[Any]:
        assert isinstance(self.log, Recorder)
        actor = self.actor
        timeline = self.log.commit(entered.timeline)
        ply = len(timeline)
        if entered.redrawn:  # earlier fill-ins changed: the session follows the new line
            self.moves = [timeline.move_at(p) for p in range(1, ply + 1)]
        else:
            self.moves.append(timeline.move_at(ply))
        self.state = timeline.final_state()
        self.last_events = timeline.events_at(ply)
        self.last_actor = actor
        if actor >= 0:
            self.last_play = (timeline.move_at(ply), self.last_events)
        return Step(self.state, self.last_events)

    def budget_for(self, level: Level) -> Budget | None:
        """The search budget of ``level`` at this table (None: the level's own)."""
        if self.playouts is not None:
            return Budget.fixed(self.playouts)
        return Budget(seconds=self.plan.hard_seconds) if level is Level.HARD else None

    def computer_choice(
        self,
        cancelled: Callable[[], bool] | None = None,
        *,
        state: Any = None,
        rng: random.Random | None = None,
    ) -> Any:
        """The dealer's draw or the computer seat's move, chosen but not made.

        A seat decides from its own view (``decide``) at its level. Nothing here
        changes the session, so a worker thread may think while the screen draws: it
        passes the ``state`` it was started for and an ``rng`` of its own, so a takeback
        on the screen's thread meanwhile changes neither under it.
        """
        state = self.state if state is None else state
        rng = self.rng if rng is None else rng
        due = self.due(state)
        if due not in (Due.COMPUTER, Due.DEAL):
            raise ValueError(f"the computer has nothing to do: waiting for {due.value}")
        if due == Due.DEAL:
            again = self.redraw(state)
            return again if again is not None else self.game.sample_chance(state, rng)
        seat = self.game.to_move(state)
        level = self.plan.level_of(seat)
        player = player_for(level, self.budget_for(level))
        return decide(self.game, state, seat, player, rng, cancelled)

    def redraw(self, state: Any) -> Any | None:
        """The draw a takeback undid that comes next, if it is legal in ``state``."""
        if not self.redraws:
            return None
        again = self.redraws[0]
        try:
            self.game.apply(state, again)
        except IllegalMove:
            return None
        return again

    # -- taking back --------------------------------------------------------------------

    @property
    def offers_take_back(self) -> bool:
        """Recorded, and either one person against the computer (a takeback undoes only
        that person's own move and the computer's replies) or a real table's record (the
        last entry, whoever's it was: a typo is undone). Not in hot seat: it would undo
        another person's move, seen by someone else."""
        if not isinstance(self.log, Recorder):
            return False
        if self.table_mode:
            return True
        return len(self.persons) == 1 and COMPUTER in self.plan.kinds

    def why_no_take_back(self) -> str | None:
        """Why nothing can be taken back now, in words (None: something can)."""
        if not isinstance(self.log, Recorder):
            return _("This game is not recorded, so there is nothing to take back.")
        if not self.persons:
            return _("Only the computer plays here: there is no move of yours to take back.")
        if not self.offers_take_back:
            return _(
                "No takeback here: several people share this screen, and a takeback "
                "would undo another person's move."
            )
        if self.due() == Due.OVER:
            return _("The game is over and saved: nothing can be taken back.")
        if self.take_back_ply() is None:
            if self.table_mode:
                return _("Nothing to take back yet: nothing has been entered.")
            return _("Nothing to take back yet: you have not moved.")
        return None

    def take_back_ply(self) -> int | None:
        """The ply to go back to (None: nothing to take back): at a table, the one before
        the last entry; against the computer, the one before the person's last move."""
        if not self.offers_take_back or self.due() == Due.OVER:
            return None
        assert isinstance(self.log, Recorder)
        timeline = self.log.timeline
        if self.table_mode:
            return undo_ply(timeline)
        person = self.persons[0]
        for ply in range(len(timeline) - 1, -1, -1):
            if self.game.to_move(timeline.state_at(ply)) == person:
                return ply
        return None

    def take_back(self) -> int:
        """Undo the person's last move and everything since (the computer's replies, the
        draws between), or at a table the last entry; the undone moves stay in the replay
        as a variation. How many moves went (0: nothing to take back)."""
        ply = self.take_back_ply()
        if ply is None:
            return 0
        assert isinstance(self.log, Recorder)
        base = "undone at ply" if self.table_mode else "taken back at ply"
        name = variation_name(self.log.timeline, f"{base} {ply}")
        if not self.table_mode:  # the table types its draws: nothing to draw again
            undone = self.moves[ply:]
            before = [self.log.timeline.state_at(at) for at in range(ply, len(self.moves))]
            drawn = [
                m for m, st in zip(undone, before, strict=True) if self.game.to_move(st) == CHANCE
            ]
            self.redraws = [*drawn, *self.redraws]
        timeline = self.log.take_back(ply, name)
        # Counted as the viewer counts the variation it leaves: every ply, draws included.
        taken = len(next(v for v in timeline.variations if v.name == name).moves)
        self._went_to(timeline)
        return taken

    def _went_to(self, timeline: Timeline) -> None:
        """The session follows the recorder's new main line (after a takeback or a fix)."""
        self.state = timeline.final_state()
        self.moves = [timeline.move_at(p) for p in range(1, len(timeline) + 1)]
        self.last_events = ()
        self.last_actor = NOBODY
        self.last_play = None
        for back in range(len(timeline), 0, -1):
            if self.game.to_move(timeline.state_at(back - 1)) >= 0:
                self.last_play = (timeline.move_at(back), timeline.events_at(back))
                break

    def correct_draw(self, ply: int, move: Any) -> Correction:
        """At a table: entry ``ply`` (a draw) was ``move``; every later entry re-checked
        (``replays.correction.correct_chance``). ValueError / IllegalMove: not done."""
        if not self.table_mode or not isinstance(self.log, Recorder):
            raise ValueError(_("only a table's record has draws to correct"))
        fixed = correct_chance(self.log.timeline, ply, move)
        self.log.rewrite(fixed.timeline)
        self._went_to(fixed.timeline)
        return fixed

    def computer_step(self) -> Step[Any]:
        """The computer's move or draw, whichever is due."""
        return self.play(self.computer_choice())

    def run_computer(self, limit: int = 1000) -> list[Step[Any]]:
        """Every computer move and draw until a person (or the table) must act."""
        steps: list[Step[Any]] = []
        while self.due() in (Due.COMPUTER, Due.DEAL) and len(steps) < limit:
            steps.append(self.computer_step())
        return steps


def plans_dir() -> Path:
    """Where the app keeps each unfinished game's seats (beside replays, in the data dir)."""
    return data_dir() / "tutor" / "plans"


def plan_path(journal: Path) -> Path:
    return plans_dir() / (journal.name + ".json")


MAX_PLAN_BYTES = 4096
"""A plan is a few seats and words: anything larger is not one."""


def save_plan(journal: Path, plan: TablePlan) -> None:
    """Atomically, as replays are written (a temporary of niwa's naming, then renamed)."""
    write_atomic(msgspec.json.encode(plan), plan_path(journal), overwrite=True)


def load_plan(journal: Path, seats: int) -> TablePlan:
    """The seats saved with the game; a game from ``niwa record`` is people at a table.

    Read like every file niwa did not ship (``read_regular``: a regular file, bounded),
    so a FIFO or a link to /dev/zero named like a plan cannot hang Continue. A plan that
    cannot be read or does not fit the game is the table's: people at a table.
    """
    try:
        data = read_regular(plan_path(journal), MAX_PLAN_BYTES)
        plan = msgspec.json.decode(data, type=TablePlan)
        if len(plan.kinds) == seats:
            return plan
    except (ReplayError, ValueError, msgspec.DecodeError, RecursionError):
        pass
    return TablePlan((PERSON,) * seats, DEALER_TABLE)


def drop_plan(journal: Path) -> None:
    plan_path(journal).unlink(missing_ok=True)


def new_session(
    game_id: str,
    options: Any,
    names: list[str],
    plan: TablePlan,
    *,
    seed: int | None = None,
    playouts: int | None = None,
    start: str | None = None,
) -> PlaySession:
    """A new game, recorded from its first move (replays.Recorder); from the position
    ``start`` (a line in the game's notation) where one is given."""
    recorder = Recorder(game_id, options, names, start=start, recorded_by=plan.recorded_by)
    save_plan(recorder.path, plan)
    timeline = recorder.timeline
    return PlaySession(
        timeline.game,
        timeline.state_at(0),
        names,
        plan,
        log=recorder,
        rng=random.Random(seed),
        playouts=playouts,
        given=timeline.given_scores() if start is not None else (),
    )


def resume_session(
    journal: Path, *, seed: int | None = None, playouts: int | None = None
) -> PlaySession:
    """An interrupted game, from its journal (ReplayError if it cannot be read)."""
    recorder = Recorder.resume(journal)
    timeline = recorder.timeline
    game = timeline.game
    state = timeline.final_state()
    plan = load_plan(journal, game.seats(state))
    moves = [timeline.move_at(p) for p in range(1, len(timeline) + 1)]
    return PlaySession(
        game,
        state,
        list(timeline.replay.players),
        plan,
        log=recorder,
        rng=random.Random(seed),
        moves=moves,
        playouts=playouts,
        given=timeline.given_scores() if timeline.starts_from_position else (),
    )


def finish_session(session: PlaySession) -> Path | None:
    """Write the finished game as a replay file (the journal goes); where it went."""
    recorder = session.log
    if not isinstance(recorder, Recorder) or recorder.closed:
        return None
    journal = recorder.path
    saved = recorder.finish()
    drop_plan(journal)
    return saved


def close_session(session: PlaySession) -> None:
    """Stop recording but keep the journal, so the game can be resumed later."""
    if isinstance(session.log, Recorder):
        session.log.close()
