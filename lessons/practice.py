"""Practice built from your own mistakes: puzzles from reviewed games, on a spaced schedule.

A move a review marked (a slip, a mistake, a blunder) becomes a puzzle: the position
as the player saw it (``game.position_text`` of the seat's view, so nothing hidden
from them is kept), the move they played, the best move the review found, and how
much the review was sure the move lost. Solving it means finding a move the review
would not mark (:func:`judge_answer`, the review's own paired judgement); the hint is
there after a miss.

When each puzzle comes back is FSRS's decision (the ``fsrs`` package, the Free Spaced
Repetition Scheduler of Anki and others: a model of memory fitted on millions of
reviews, MIT licence). A first-try solve is rated Good, a solve after a miss Hard,
a puzzle given up or solved only with the hint Again. Fuzzing is off, so a schedule
depends on nothing but the answers and the clock.

The deck is ``practice.json`` in niwa's data folder, read and written as lesson
progress is (``lessons/progress.py``): a regular file of bounded size only; an
unreadable one reads as no puzzles and is never written over; a damaged one is kept
as ``practice.damaged.json`` by the next save; fields and puzzles' fields of a newer
niwa are kept; every change is a re-read and merge under the file's lock, so two
sessions never erase each other's puzzles.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Iterable, Mapping
from datetime import UTC, datetime
from enum import IntEnum
from pathlib import Path
from typing import Annotated, Any, Final, Literal, NamedTuple

import msgspec
from fsrs import Card, Rating, Scheduler, State

from engine.core import Game
from engine.i18n import N_, _, ngettext
from engine.players.judge import compare
from engine.players.review import game_mark
from engine.position_fields import MAX_POSITION
from replays.annotations import ReviewNote
from replays.errors import ReplayError
from replays.fsio import locked, make_folder, read_if_present
from replays.storage import data_dir, write_atomic
from replays.timeline import Timeline

MAX_PRACTICE_BYTES: Final = 4 * 1024 * 1024
MAX_PUZZLES: Final = 2000
"""More puzzles than a learner keeps: a longer list is not a deck niwa wrote."""
MAX_STEP_CARDS: Final = 2000
"""More lesson steps than every course holds: a longer list is not a deck niwa wrote."""
MAX_STEPS: Final = 1000
"""A step index beyond any lesson (lessons.progress keeps the same bound)."""
MAX_STEP_RULES: Final = 20
FILE_NAME: Final = "practice.json"
DAMAGED_NAME: Final = "practice.damaged.json"
PRACTICE_PAIRS: Final = 200
"""Paired endings an answer is judged on, as many as the app's review uses."""

SCHEDULER: Final = Scheduler(enable_fuzzing=False)
"""FSRS with its published default weights, 90% retention, no random fuzz."""

Text40 = Annotated[str, msgspec.Meta(min_length=1, max_length=40)]
MoveText = Annotated[str, msgspec.Meta(min_length=1, max_length=200)]
Loss = Annotated[float, msgspec.Meta(ge=0, le=1_000_000)]
When = Annotated[datetime, msgspec.Meta(tz=True)]


class Grade(IntEnum):
    """How a puzzle went, as FSRS rates a recall."""

    AGAIN = Rating.Again
    """Given up, or solved only with the hint."""
    HARD = Rating.Hard
    """Solved after a miss."""
    GOOD = Rating.Good
    """Solved at the first try."""


class Schedule(msgspec.Struct, frozen=True):
    """An FSRS card's memory state and due time (``fsrs.Card`` without its id)."""

    due: When
    state: Annotated[int, msgspec.Meta(ge=int(State.Learning), le=int(State.Relearning))] = int(
        State.Learning
    )
    step: Annotated[int, msgspec.Meta(ge=0, le=100)] | None = 0
    stability: Annotated[float, msgspec.Meta(ge=0, le=1e6)] | None = None
    difficulty: Annotated[float, msgspec.Meta(ge=0, le=11)] | None = None
    last_review: When | None = None
    reviews: Annotated[int, msgspec.Meta(ge=0)] = 0
    lapses: Annotated[int, msgspec.Meta(ge=0)] = 0
    """Times asked, and times missed (rated Again)."""


class Puzzle(msgspec.Struct, frozen=True):
    """A marked move, to be found better next time."""

    id: Text40
    game: Text40
    position: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_POSITION)]
    """The position as the seat saw it (its view), in the game's position notation."""
    seat: Annotated[int, msgspec.Meta(ge=0, le=15)]
    played: MoveText
    best: MoveText
    unit: Text40
    loss: Loss
    low: Loss
    high: Loss
    mark: Literal["slip", "mistake", "blunder"]
    schedule: Schedule
    source: Annotated[str, msgspec.Meta(max_length=300)] = ""
    """Where it came from ("game.niwa.json, move 11"): a file name, shown escaped."""


RuleId = Annotated[str, msgspec.Meta(min_length=1, max_length=80, pattern=r"^[a-z0-9_.]+$")]


class StepCard(msgspec.Struct, frozen=True):
    """A lesson step the learner got wrong, to be answered again on the same schedule as
    the puzzles. The step is found again by its lesson id and index in the course (a card
    whose step no longer exists, or is no do or quiz step, is left out when practised)."""

    id: Text40
    game: Text40
    lesson: Annotated[str, msgspec.Meta(min_length=1, max_length=80)]
    step: Annotated[int, msgspec.Meta(ge=0, le=MAX_STEPS)]
    schedule: Schedule
    rules: Annotated[list[RuleId], msgspec.Meta(max_length=MAX_STEP_RULES)] = []
    """The rule ids the step cites, from the game's rule catalogue (Learn's rule list)."""
    title: Annotated[str, msgspec.Meta(max_length=200)] = ""
    """The step's title when it was missed (shown escaped; the course's own is preferred)."""
    missed_last: bool = True
    """Whether the step's last answer was wrong: its rules keep tripping the learner."""


class Deck(msgspec.Struct):
    """Every puzzle and every lesson step to answer again, in the order added. Fields a
    newer niwa added are kept on disk; a file written before step cards reads with none."""

    puzzles: Annotated[list[Puzzle], msgspec.Meta(max_length=MAX_PUZZLES)] = []
    steps: Annotated[list[StepCard], msgspec.Meta(max_length=MAX_STEP_CARDS)] = []

    def steps_of(self, game_id: str) -> list[StepCard]:
        return [card for card in self.steps if card.game == game_id]

    def due_steps(self, game_id: str, now: datetime) -> list[StepCard]:
        """The game's lesson steps due by ``now``, the longest overdue first."""
        found = [c for c in self.steps_of(game_id) if c.schedule.due <= now]
        return sorted(found, key=lambda c: c.schedule.due)

    def of_game(self, game_id: str) -> list[Puzzle]:
        return [p for p in self.puzzles if p.game == game_id]

    def due(self, game_id: str, now: datetime) -> list[Puzzle]:
        """The game's puzzles due by ``now``, the longest overdue first."""
        found = [p for p in self.of_game(game_id) if p.schedule.due <= now]
        return sorted(found, key=lambda p: p.schedule.due)

    def next_due(self, game_id: str) -> datetime | None:
        dues = [p.schedule.due for p in self.of_game(game_id)]
        dues += [c.schedule.due for c in self.steps_of(game_id)]
        return min(dues) if dues else None


Practice = Deck
"""The deck under the name the app's generic screens use (a deck is a game's piece there)."""


class PracticeUnreadable(OSError):
    """The deck exists but cannot be read: it is shown as empty and never overwritten."""


def puzzle_id(game_id: str, seat: int, position: str) -> str:
    """One puzzle per position and seat: the same mistake reviewed twice is one puzzle."""
    digest = hashlib.sha256(f"{game_id}|{seat}|{position}".encode()).hexdigest()
    return digest[:24]


def new_puzzle(
    game: Game[Any, Any, Any],
    state: Any,
    seat: int,
    played: Any,
    best: str,
    judged: tuple[float, float, float],
    mark: str,
    now: datetime,
    source: str = "",
) -> Puzzle:
    """The puzzle of ``played`` (marked ``mark``, its loss ``judged`` = (loss, low, high))
    in ``state``, as ``seat`` saw it; due at once."""
    position = game.position_text(game.view(state, seat))
    loss, low, high = (round(max(x, 0.0), 2) for x in judged)
    return msgspec.convert(
        {
            "id": puzzle_id(game.id, seat, position),
            "game": game.id,
            "position": position,
            "seat": seat,
            "played": game.move_text(played),
            "best": best,
            "unit": game.score_unit,
            "loss": loss,
            "low": low,
            "high": high,
            "mark": mark,
            "schedule": {"due": now.isoformat()},
            "source": source[:300],
        },
        Puzzle,
    )


def from_review(
    timeline: Timeline, notes: Mapping[int, ReviewNote], now: datetime, source: str = ""
) -> list[Puzzle]:
    """A puzzle for each marked move of ``timeline``'s main line (``notes`` by ply, as
    ``replays.annotations.read_reviews`` gives them), the position as its seat saw it."""
    game = timeline.game
    found = []
    for ply, note in sorted(notes.items()):
        if note.mark is None or not 1 <= ply <= len(timeline):
            continue
        state = timeline.state_at(ply - 1)
        if game.to_move(state) != note.seat:  # a file's note on another seat's move
            continue
        low = note.low if note.low is not None else note.loss
        high = note.high if note.high is not None else note.loss
        found.append(
            new_puzzle(
                *(game, state, note.seat, timeline.move_at(ply)),
                note.best,
                (note.loss, low, high),
                note.mark,
                now,
                f"{source}, move {ply}" if source else f"move {ply}",
            )
        )
    return found


def in_deck(puzzles: Iterable[Puzzle], deck: Deck) -> list[Puzzle]:
    """``puzzles`` as the deck holds them (their schedules), those it holds."""
    kept = {p.id: p for p in deck.puzzles}
    return [kept[p.id] for p in puzzles if p.id in kept]


# -- scheduling ---------------------------------------------------------------------------


def rescheduled(schedule: Schedule, grade: Grade, now: datetime) -> Schedule:
    """The schedule after a puzzle went as ``grade`` at ``now`` (FSRS decides when next)."""
    card = Card(
        card_id=1,
        state=State(schedule.state),
        step=schedule.step,
        stability=schedule.stability,
        difficulty=schedule.difficulty,
        due=schedule.due,
        last_review=schedule.last_review,
    )
    card, _ = SCHEDULER.review_card(card, Rating(int(grade)), review_datetime=now)
    return Schedule(
        due=card.due,
        state=int(card.state),
        step=card.step,
        stability=card.stability,
        difficulty=card.difficulty,
        last_review=card.last_review,
        reviews=schedule.reviews + 1,
        lapses=schedule.lapses + (grade is Grade.AGAIN),
    )


def grade_of(misses: int, hinted: bool, solved: bool) -> Grade:
    """Good at the first try; Hard after misses; Again given up or helped by the hint."""
    if not solved or hinted:
        return Grade.AGAIN
    return Grade.GOOD if misses == 0 else Grade.HARD


def until(when: datetime, now: datetime) -> str:
    """ "now", "in 10 minutes", "in 3 days": when a puzzle comes back (in the language
    spoken now)."""
    seconds = (when - now).total_seconds()
    if seconds <= 30:
        return _("now")
    if seconds >= 86400:
        n = round(seconds / 86400)
        return ngettext("in {count} day", "in {count} days", n).format(count=n)
    if seconds >= 3600:
        n = round(seconds / 3600)
        return ngettext("in {count} hour", "in {count} hours", n).format(count=n)
    if seconds >= 60:
        n = round(seconds / 60)
        return ngettext("in {count} minute", "in {count} minutes", n).format(count=n)
    return _("in a minute")


def utc_now() -> datetime:
    return datetime.now(UTC)


# -- the answer ---------------------------------------------------------------------------


A_MARK: Final = {"slip": N_("a slip"), "mistake": N_("a mistake"), "blunder": N_("a blunder")}
"""A verdict's mark, in words (the same messages as the review's)."""


class Verdict(NamedTuple):
    """An answer judged as the review judges a move."""

    solved: bool
    reason: str
    """Why, in a sentence: "the same position as Tb-c4", "about 6.0 points (4.1 to 7.9)
    worse than Tb-c4 over 200 paired endings: a mistake"."""
    loss: float = 0.0
    low: float = 0.0
    high: float = 0.0
    pairs: int = 0
    mark: str | None = None


def puzzle_position(game: Game[Any, Any, Any], puzzle: Puzzle) -> Any:
    """The puzzle's position (the seat's view), parsed strictly from its line."""
    return game.parse_position(puzzle.position)


def judge_answer(
    game: Game[Any, Any, Any],
    puzzle: Puzzle,
    answer: Any,
    pairs: int,
    rng: random.Random,
    cancelled: Callable[[], bool] | None = None,
) -> Verdict:
    """Is ``answer`` a move the review would not mark? Compared with the puzzle's best
    move over paired endings (``judge.compare``), marked by the game's thresholds on the
    interval's lower end, as a review marks. The move played is never the answer."""
    view = puzzle_position(game, puzzle)
    best = game.parse_move(view, puzzle.best)
    text = game.move_text(answer)
    if text == puzzle.played:
        return Verdict(
            False, _("{move} is the move you played: find a better one.").format(move=text)
        )
    diff = compare(game, view, puzzle.seat, answer, best, pairs, rng, cancelled=cancelled)
    if diff.pairs == 0:
        if text == puzzle.best:
            return Verdict(True, _("{move} is the move the review found.").format(move=text))
        said = _("{move} is as good as {best}.").format(move=text, best=puzzle.best)
        return Verdict(True, said)
    loss, low, high = (round(max(x, 0.0), 2) for x in (diff.mean, diff.low, diff.high))
    mark = game_mark(game, low)
    figures = {
        "move": text,
        "best": puzzle.best,
        "pairs": diff.pairs,
        "amount": f"{loss:.1f}",
        "unit": puzzle.unit,
        "low": f"{low:.1f}",
        "high": f"{high:.1f}",
    }
    if diff.mean <= 0:
        measured = _("{move}: no worse than {best} over {pairs} paired endings").format(**figures)
    else:
        measured = _(
            "{move}: about {amount} {unit} ({low} to {high}) worse than {best} over {pairs} "
            "paired endings"
        ).format(**figures)
    if mark is None:
        said = _("{measured}: not a mistake.").format(measured=measured)
        return Verdict(True, said, loss, low, high, diff.pairs)
    said = _("{measured}: {a_mark}.").format(measured=measured, a_mark=_(A_MARK[mark]))
    return Verdict(False, said, loss, low, high, diff.pairs, mark)


# -- the file -----------------------------------------------------------------------------


class _Reading(NamedTuple):
    deck: Deck
    tree: dict[str, Any] | None
    """The file as plain data (None: damaged)."""
    damaged: bytes | None


def practice_path(directory: Path | None = None) -> Path:
    return (directory or data_dir()) / FILE_NAME


def _read(path: Path) -> _Reading:
    try:
        data = read_if_present(path, MAX_PRACTICE_BYTES)
    except ReplayError as err:  # not a regular file, too large, permission denied...
        raise PracticeUnreadable(err.problem) from None
    if data is None:
        return _Reading(Deck(), {}, None)
    try:
        tree = msgspec.json.decode(data)
        deck = msgspec.convert(tree, Deck)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        return _Reading(Deck(), None, data)
    if not isinstance(tree, dict):  # pragma: no cover - convert refuses a non-object
        return _Reading(Deck(), None, data)
    return _Reading(deck, tree, None)


def read_deck(directory: Path | None = None) -> Deck:
    """The saved puzzles (none when missing or damaged); PracticeUnreadable when unreadable.
    Reading changes nothing on disk."""
    return _read(practice_path(directory)).deck


def load_deck(directory: Path | None = None) -> Deck:
    """The saved puzzles, or none if the file cannot be read: the app goes on regardless."""
    try:
        return read_deck(directory)
    except OSError:
        return Deck()


def _change(
    directory: Path | None,
    edit: Callable[[list[dict[str, Any]]], None],
    field: Literal["puzzles", "steps"] = "puzzles",
) -> Deck:
    """Re-read the deck under its lock, let ``edit`` change its puzzles or its lesson steps
    (``field``, as plain data), write it back atomically; the deck as saved. OSError (saying
    why) if the disk says no or the file cannot be read (then it is left as it is)."""
    path = practice_path(directory)
    try:
        make_folder(path.parent)
        with locked(path):
            try:
                found = _read(path)
            except PracticeUnreadable as err:
                raise PracticeUnreadable(
                    f"{path.name} cannot be read ({err}): nothing was saved, so that the "
                    "puzzles in it are not lost"
                ) from None
            if found.damaged is not None:
                write_atomic(found.damaged, path.with_name(DAMAGED_NAME), overwrite=True)
            tree = dict(found.tree or {})
            entries = [dict(p) for p in tree.get(field) or [] if isinstance(p, dict)]
            edit(entries)
            tree[field] = entries[-(MAX_PUZZLES if field == "puzzles" else MAX_STEP_CARDS) :]
            deck = msgspec.convert(tree, Deck)  # refuses what it would not read back
            write_atomic(
                msgspec.json.format(msgspec.json.encode(tree), indent=2), path, overwrite=True
            )
    except ReplayError as err:  # the lock, the folder or the write
        raise OSError(err.problem) from None
    except msgspec.ValidationError as err:  # pragma: no cover - our own puzzles always fit
        raise OSError(f"{path.name}: {err}") from None
    return deck


def add_puzzles(puzzles: Iterable[Puzzle], directory: Path | None = None) -> int:
    """Add the puzzles not in the deck yet (by id: a position already there keeps its
    schedule); how many were new."""
    new = list(puzzles)
    added = 0

    def edit(found: list[dict[str, Any]]) -> None:
        nonlocal added
        ids = {p.get("id") for p in found}
        for puzzle in new:
            if puzzle.id not in ids:
                found.append(msgspec.to_builtins(puzzle))
                ids.add(puzzle.id)
                added += 1

    _change(directory, edit)
    return added


def record(
    puzzle: Puzzle, grade: Grade, now: datetime | None = None, directory: Path | None = None
) -> Schedule:
    """Reschedule ``puzzle`` after it went as ``grade``; its new schedule (saved)."""
    now = now or utc_now()
    schedule = rescheduled(puzzle.schedule, grade, now)

    def edit(found: list[dict[str, Any]]) -> None:
        for entry in found:
            if entry.get("id") == puzzle.id:
                entry["schedule"] = {
                    **dict(entry.get("schedule") or {}),
                    **msgspec.to_builtins(schedule),
                }

    _change(directory, edit)
    return schedule


# -- lesson steps -------------------------------------------------------------------------


def step_card_id(game_id: str, lesson_id: str, step: int) -> str:
    """One card per lesson step: the same step missed twice is one card."""
    digest = hashlib.sha256(f"{game_id}|lesson|{lesson_id}|{step}".encode()).hexdigest()
    return digest[:24]


def add_step_miss(
    game_id: str,
    lesson_id: str,
    step: int,
    rules: Iterable[str],
    title: str = "",
    now: datetime | None = None,
    directory: Path | None = None,
) -> StepCard:
    """A lesson step answered wrong: its card is rated Again at ``now`` (FSRS then brings
    it back in minutes, as a missed puzzle), made if the step has none yet; the card as
    saved."""
    now = now or utc_now()
    card_id = step_card_id(game_id, lesson_id, step)
    saved: list[StepCard] = []

    def edit(found: list[dict[str, Any]]) -> None:
        entry = next((e for e in found if e.get("id") == card_id), None)
        if entry is None:
            entry = {"id": card_id, "schedule": {"due": now.isoformat()}}
            found.append(entry)
        card = msgspec.convert(
            {
                **entry,
                "game": game_id,
                "lesson": lesson_id,
                "step": step,
                "rules": list(rules)[:MAX_STEP_RULES],
                "title": title[:200],
            },
            StepCard,
        )
        schedule = rescheduled(card.schedule, Grade.AGAIN, now)
        entry.update(msgspec.to_builtins(msgspec.structs.replace(card, schedule=schedule)))
        entry["missed_last"] = True
        saved.append(msgspec.convert(entry, StepCard))

    _change(directory, edit, "steps")
    return saved[0]


def record_step(
    card: StepCard, grade: Grade, now: datetime | None = None, directory: Path | None = None
) -> StepCard:
    """Reschedule a lesson step answered again in practice (``grade``); its card as saved."""
    now = now or utc_now()
    schedule = rescheduled(card.schedule, grade, now)
    done = msgspec.structs.replace(card, schedule=schedule, missed_last=grade is Grade.AGAIN)

    def edit(found: list[dict[str, Any]]) -> None:
        for entry in found:
            if entry.get("id") == card.id:
                entry["schedule"] = {
                    **dict(entry.get("schedule") or {}),
                    **msgspec.to_builtins(schedule),
                }
                entry["missed_last"] = done.missed_last

    _change(directory, edit, "steps")
    return done
