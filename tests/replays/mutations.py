"""Hostile mutations of real replay files, for the fuzz test and bench/fuzz_replays.py.

Each mutation takes a real game of any registered game (JSON or MessagePack) and
damages it the way the issue 17 audit did: flipped and spliced bytes, truncation,
lost fields, wrong types, hostile texts (terminal escapes, bidi overrides,
invisible names, markup), lists a thousand times too long, values nested
thousands deep, unknown fields, other versions. ``outcome`` loads the result and
says how it went: accepted, rejected cleanly (one ReplayError line), or uncaught.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from typing import Any, Literal, NamedTuple

import msgspec

from replays import ReplayError, encode, loads
from replays.format import MAX_FILE_BYTES
from tests.replays.factory import random_game_replay

Outcome = Literal["accepted", "rejected", "uncaught"]
DEEP = "__niwa_fuzz_deep__"

HOSTILE_TEXTS = (
    "\x1b]0;owned\x07",
    "\x1b[2J\x1b[H",
    "\x1b]52;c;aGVsbG8=\x07",
    "evil\u202eexe.txt",
    "\u200b",
    "\u200f",
    "\u061c",
    "\u3164",
    "\u2800",
    "\ufeff",
    "[/]",
    "x [/]",
    "[@click=app.screenshot('x.svg','/tmp')]",
    "[b]bold",
    "",
    " ",
    "x" * 81,
    "y" * 5000,
    "line\nbreak",
    "\x00",
)
JUNK: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    -1,
    2**63 - 1,
    -(2**63),
    1.5,
    float("inf"),
    "",
    "junk",
    [],
    [1, 2, 3],
    {},
    {"type": "nope"},
    {"type": "draw"},
)


class Sample(NamedTuple):
    """One real game, ready to damage."""

    game_id: str
    tree: Any
    files: dict[str, bytes]


def sample(game_id: str, seed: int) -> Sample:
    replay = random_game_replay(game_id, seed)
    files = {fmt: encode(replay, fmt) for fmt in ("json", "msgpack")}
    return Sample(game_id, msgspec.to_builtins(replay), files)


def paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside a decoded tree."""
    found = [prefix] if prefix else []
    if isinstance(node, dict):
        for key, value in node.items():
            found += paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += paths(value, (*prefix, index))
    return found


def _encode(tree: Any, fmt: str, deep: int = 0) -> bytes:
    if fmt == "json":
        data = msgspec.json.encode(tree)
        nested = b"[" * deep + b"]" * deep
    else:
        data = msgspec.msgpack.encode(tree)
        nested = b"\x91" * deep + b"\xc0"
    if deep:
        data = data.replace(_encode(DEEP, fmt), nested, 1)
    return data


def _fit_msgpack(value: Any) -> Any:
    if isinstance(value, int) and not isinstance(value, bool) and not -(2**63) <= value < 2**64:
        return float(value)
    return value


def _at(tree: Any, path: tuple[Any, ...]) -> tuple[Any, Any]:
    parent = tree
    for key in path[:-1]:
        parent = parent[key]
    return parent, path[-1]


def _tree_mutation(change: Callable[[random.Random, Any, Any, Any], int]) -> Any:
    def mutate(rng: random.Random, base: Sample, fmt: str) -> bytes:
        tree = msgspec.json.decode(msgspec.json.encode(base.tree))
        parent, key = _at(tree, rng.choice(paths(tree)))
        deep = change(rng, tree, parent, key)
        return _encode(tree, fmt, deep)

    return mutate


def _flip(rng: random.Random, base: Sample, fmt: str) -> bytes:
    raw = bytearray(base.files[fmt])
    for _ in range(rng.randint(1, 8)):
        raw[rng.randrange(len(raw))] = rng.randrange(256)
    return bytes(raw)


def _truncate(rng: random.Random, base: Sample, fmt: str) -> bytes:
    raw = base.files[fmt]
    return raw[: rng.randrange(len(raw))]


def _splice(rng: random.Random, base: Sample, fmt: str) -> bytes:
    raw = base.files[fmt]
    a, b = sorted(rng.randrange(len(raw)) for _ in range(2))
    at = rng.randrange(len(raw))
    return raw[:at] + raw[a:b] + raw[at:]


def _remove(rng: random.Random, tree: Any, parent: Any, key: Any) -> int:
    parent.pop(key)
    return 0


def _junk(rng: random.Random, tree: Any, parent: Any, key: Any) -> int:
    parent[key] = _fit_msgpack(rng.choice(JUNK))
    return 0


def _hostile_text(rng: random.Random, tree: Any, parent: Any, key: Any) -> int:
    strings = [p for p in paths(tree) if isinstance(_at(tree, p)[0][_at(tree, p)[1]], str)]
    where, name = _at(tree, rng.choice(strings)) if strings else (parent, key)
    where[name] = rng.choice(HOSTILE_TEXTS)
    return 0


def _long_list(rng: random.Random, tree: Any, parent: Any, key: Any) -> int:
    lists = [p for p in paths(tree) if isinstance(_at(tree, p)[0][_at(tree, p)[1]], list)]
    where, name = _at(tree, rng.choice(lists))
    items = where[name] or ["1W"]
    where[name] = [rng.choice(items) for _ in range(rng.choice((80, 1_000, 20_000, 100_000)))]
    return 0


def _deep(rng: random.Random, tree: Any, parent: Any, key: Any) -> int:
    parent[key] = DEEP
    return rng.choice((100, 1_000, 3_000, 50_000))


def _unknown_field(rng: random.Random, tree: Any, parent: Any, key: Any) -> int:
    dicts = [p for p in paths(tree) if isinstance(_at(tree, p)[0][_at(tree, p)[1]], dict)]
    where, name = _at(tree, rng.choice(dicts)) if dicts else (tree, None)
    target = where[name] if name is not None else tree
    target[rng.choice(("extra", "clock", "type2", "x"))] = _fit_msgpack(rng.choice(JUNK))
    return 0


def _version(rng: random.Random, tree: Any, parent: Any, key: Any) -> int:
    tree["version"] = rng.choice(("1.1", "1.99", "2.0", "0.9", "1", "x.y", "99999.0", ""))
    return 0


def _reorder(rng: random.Random, tree: Any, parent: Any, key: Any) -> int:
    moves = tree["moves"]
    a, b = rng.randrange(len(moves)), rng.randrange(len(moves))
    if rng.random() < 0.5:
        moves.insert(b, moves[a])
    else:
        moves[a], moves[b] = moves[b], moves[a]
    return 0


MUTATIONS: dict[str, Callable[[random.Random, Sample, str], bytes]] = {
    "flip": _flip,
    "truncate": _truncate,
    "splice": _splice,
    "remove": _tree_mutation(_remove),
    "junk": _tree_mutation(_junk),
    "hostile-text": _tree_mutation(_hostile_text),
    "long-list": _tree_mutation(_long_list),
    "deep": _tree_mutation(_deep),
    "unknown-field": _tree_mutation(_unknown_field),
    "version": _tree_mutation(_version),
    "reorder": _tree_mutation(_reorder),
}


def mutate(rng: random.Random, base: Sample, fmt: str) -> tuple[str, bytes]:
    name = rng.choice(sorted(MUTATIONS))
    return name, MUTATIONS[name](rng, base, fmt)


class Result(NamedTuple):
    outcome: Outcome
    seconds: float
    """CPU time of the load."""
    detail: str


def outcome(data: bytes, source: str = "fuzzed") -> Result:
    """Load ``data``: accepted, rejected in one clean line, or uncaught (anything else)."""
    start = time.process_time()
    try:
        loads(data, source)
    except ReplayError as err:
        seconds = time.process_time() - start
        text = str(err)
        clean = text.startswith(f"{source}: ") and not any(
            ch in text for ch in "\n\r\x1b\x07\x9b\u202e"
        )
        return Result("rejected" if clean else "uncaught", seconds, text[:200])
    except Exception as err:
        return Result("uncaught", time.process_time() - start, f"{type(err).__name__}: {err}")
    return Result("accepted", time.process_time() - start, "")


def under_limit(data: bytes) -> bool:
    return len(data) <= MAX_FILE_BYTES


# -- the other files niwa reads: lesson progress and table plans (issue 23) -----------------

FILE_MUTATIONS = (
    "flip",
    "truncate",
    "splice",
    "remove",
    "junk",
    "hostile-text",
    "long-list",
    "deep",
    "unknown-field",
    "fifo",
    "dev-zero",
    "huge",
)
"""The replay mutations that make sense for any JSON file (not versions, not move order),
and what may stand where the file should be: a FIFO, a link to /dev/zero, 200 MB."""
SPECIAL = frozenset({"fifo", "dev-zero", "huge"})


def file_samples() -> list[Sample]:
    """Real progress and plan files, as niwa writes them (``game_id`` names the kind)."""
    from lessons.progress import Progress
    from tutor.session import COMPUTER, PERSON, TablePlan

    progress = Progress()
    for game_id in sorted(GAMES_WITH_COURSES):
        for lesson, steps in (("01-first", 3), ("02-second", 5)):
            for step in range(steps - 1):
                progress.mark_step(game_id, lesson, step, steps)
    plans = [
        TablePlan((PERSON, COMPUTER), levels=("medium", "hard"), hard_seconds=2.0),
        TablePlan((PERSON, PERSON, COMPUTER), dealer="table", levels=("easy",) * 3),
    ]
    found = [("progress", msgspec.to_builtins(progress))] * 2
    found += [("plan", msgspec.to_builtins(plan)) for plan in plans]
    found += [("practice", msgspec.to_builtins(practice_deck()))] * 2
    return [
        Sample(kind, tree, {"json": msgspec.json.format(msgspec.json.encode(tree), indent=2)})
        for kind, tree in found
    ]


GAMES_WITH_COURSES = ("karesansui", "miyabi", "sakura", "seikatsu")


def practice_deck() -> Any:
    """A practice deck (issue 25) with a puzzle of every registered game, one answered."""
    from engine.registry import GAMES
    from lessons.practice import Deck, Grade, rescheduled
    from tests.lessons.test_practice import NOW, puzzle_of

    puzzles = [puzzle_of(game_id)[0] for game_id in sorted(GAMES)]
    answered = rescheduled(puzzles[0].schedule, Grade.HARD, NOW)
    puzzles[0] = msgspec.structs.replace(puzzles[0], schedule=answered)
    return Deck(puzzles)


def mutate_file(rng: random.Random, base: Sample) -> tuple[str, bytes]:
    name = rng.choice(FILE_MUTATIONS)
    if name in SPECIAL:
        return name, b""
    return name, MUTATIONS[name](rng, base, "json")


def _place(path: Any, mutation: str, data: bytes) -> None:
    """``data`` at ``path``, or the special file ``mutation`` names in its place."""
    path.unlink(missing_ok=True)
    if mutation == "fifo":
        os.mkfifo(path)
    elif mutation == "dev-zero":
        path.symlink_to("/dev/null" if not os.path.exists("/dev/zero") else "/dev/zero")
    elif mutation == "huge":
        with path.open("wb") as handle:
            handle.truncate(200 * 1024 * 1024)  # sparse
    else:
        path.write_bytes(data)


def file_outcome(kind: str, data: bytes, folder: Any, mutation: str = "") -> Result:
    """Read ``data`` as a progress file or a practice deck (then save over it, merging) or
    as a table plan.

    Accepted: read (a damaged progress file reads as none, set aside on saving); rejected:
    one clean line (an unreadable progress file); uncaught: anything else, or a save that
    lost the file's bytes without keeping them as the damaged copy.
    """
    from lessons.progress import (
        DAMAGED_NAME,
        Progress,
        ProgressUnreadable,
        progress_path,
        read_progress,
        save_progress,
    )
    from replays import set_data_dir
    from tutor.session import load_plan, plan_path

    start = time.process_time()
    try:
        if kind == "progress":
            path = progress_path(folder)
            _place(path, mutation, data)
            (folder / DAMAGED_NAME).unlink(missing_ok=True)
            try:
                progress = read_progress(folder)
            except ProgressUnreadable as err:
                text = str(err)
                if "\n" in text or "\x1b" in text:
                    return Result("uncaught", time.process_time() - start, text[:200])
                try:
                    save_progress(Progress(), folder)
                except ProgressUnreadable:  # never written over
                    return Result("rejected", time.process_time() - start, text[:200])
                return Result("uncaught", time.process_time() - start, "saved over it")
            progress.mark_step("seikatsu", "01-first", 0, 3)
            save_progress(progress, folder)
            kept = (folder / DAMAGED_NAME).exists() or read_progress(folder).games
            if not kept:
                return Result("uncaught", time.process_time() - start, "progress lost")
        elif kind == "practice":
            return _practice_outcome(data, folder, mutation, start)
        else:
            set_data_dir(folder)
            try:
                journal = folder / "game.niwa-journal"
                plan_path(journal).parent.mkdir(parents=True, exist_ok=True)
                _place(plan_path(journal), mutation, data)
                load_plan(journal, 2)
            finally:
                set_data_dir(None)
    except Exception as err:
        return Result("uncaught", time.process_time() - start, f"{type(err).__name__}: {err}")
    return Result("accepted", time.process_time() - start, "")


def _practice_outcome(data: bytes, folder: Any, mutation: str, start: float) -> Result:
    """The deck read (damaged: as none), then a puzzle added over it: an unreadable deck
    is refused in one line and never written over; a damaged one is kept aside."""
    from lessons.practice import (
        DAMAGED_NAME,
        PracticeUnreadable,
        add_puzzles,
        practice_path,
        read_deck,
    )
    from tests.lessons.test_practice import puzzle_of

    path = practice_path(folder)
    _place(path, mutation, data)
    (folder / DAMAGED_NAME).unlink(missing_ok=True)
    puzzle = puzzle_of("seikatsu")[0]
    try:
        read_deck(folder)
    except PracticeUnreadable as err:
        text = str(err)
        if "\n" in text or "\x1b" in text:
            return Result("uncaught", time.process_time() - start, text[:200])
        try:
            add_puzzles([puzzle], folder)
        except PracticeUnreadable:  # never written over
            return Result("rejected", time.process_time() - start, text[:200])
        return Result("uncaught", time.process_time() - start, "saved over it")
    add_puzzles([puzzle], folder)
    if not ((folder / DAMAGED_NAME).exists() or read_deck(folder).puzzles):
        return Result("uncaught", time.process_time() - start, "deck lost")
    return Result("accepted", time.process_time() - start, "")
