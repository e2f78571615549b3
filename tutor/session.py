"""A game being played at the table: who sits where, who deals, every move recorded.

The session is plain Python (no Textual) so that the play screen only shows it
and sends it moves. People make their own moves; the computer makes the moves of
its seats (greedy) and deals, unless the table deals itself ("table mode": the
user types each draw made at a real table, to record a tabletop game).
"""

from __future__ import annotations

import random
from enum import Enum
from pathlib import Path
from typing import Any, Protocol

import msgspec

from engine.core import CHANCE, NOBODY, Event, Game, Step
from replays import Recorder, data_dir
from tutor.computer import computer_move

PERSON = "person"
COMPUTER = "computer"
SEAT_KINDS = (PERSON, COMPUTER)
DEALER_COMPUTER = "computer"
DEALER_TABLE = "table"


class TablePlan(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What the app needs beyond the replay to go on with a game: seats and dealer.

    ``kinds`` is "person" or "computer" per seat; ``dealer`` is "computer" or
    "table" (the user types what is drawn).
    """

    kinds: tuple[str, ...]
    dealer: str = DEALER_COMPUTER

    def __post_init__(self) -> None:
        if any(kind not in SEAT_KINDS for kind in self.kinds):
            raise ValueError(f"a seat is a person or the computer, not {self.kinds}")
        if self.dealer not in (DEALER_COMPUTER, DEALER_TABLE):
            raise ValueError(f"the dealer is the computer or the table, not {self.dealer!r}")


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
        self.last_events: tuple[Event, ...] = ()
        self.last_actor: int = NOBODY
        self.last_play: tuple[Any, tuple[Event, ...]] | None = None
        """The latest move by a seat (not the dealer) and its events, for the board to mark."""

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

    def due(self) -> Due:
        actor = self.actor
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
        """Make ``move`` (a person's, or the draw typed at the table). IllegalMove propagates."""
        actor = self.actor
        step = self.log.record(move) if self.log is not None else self.game.apply(self.state, move)
        self.state = step.state
        self.moves.append(move)
        self.last_events = step.events
        self.last_actor = actor
        if actor >= 0:
            self.last_play = (move, step.events)
        return step

    def computer_step(self) -> Step[Any]:
        """The computer's move or draw, whichever is due."""
        if self.due() not in (Due.COMPUTER, Due.DEAL):
            raise ValueError(f"the computer has nothing to do: waiting for {self.due().value}")
        return self.play(computer_move(self.game, self.state, self.rng))

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


def save_plan(journal: Path, plan: TablePlan) -> None:
    folder = plans_dir()
    folder.mkdir(parents=True, exist_ok=True)
    tmp = folder / (journal.name + ".tmp")
    tmp.write_bytes(msgspec.json.encode(plan))
    tmp.replace(plan_path(journal))


def load_plan(journal: Path, seats: int) -> TablePlan:
    """The seats saved with the game; a game from ``niwa record`` is people at a table."""
    try:
        data = plan_path(journal).read_bytes()
        if len(data) > 4096:
            raise ValueError("plan file too large")
        plan = msgspec.json.decode(data, type=TablePlan)
        if len(plan.kinds) == seats:
            return plan
    except (OSError, ValueError, msgspec.DecodeError):
        pass
    return TablePlan((PERSON,) * seats, DEALER_TABLE)


def drop_plan(journal: Path) -> None:
    plan_path(journal).unlink(missing_ok=True)


def new_session(
    game_id: str, options: Any, names: list[str], plan: TablePlan, *, seed: int | None = None
) -> PlaySession:
    """A new game, recorded from its first move (replays.Recorder)."""
    recorder = Recorder(game_id, options, names)
    save_plan(recorder.path, plan)
    timeline = recorder.timeline
    return PlaySession(
        timeline.game,
        timeline.state_at(0),
        names,
        plan,
        log=recorder,
        rng=random.Random(seed),
    )


def resume_session(journal: Path, *, seed: int | None = None) -> PlaySession:
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
