"""Damaged files only ever give ReplayError: flipped bytes, lost fields, wrong types,
reordered moves, truncation — in JSON and MessagePack alike, for every game, and the
hostile files of issue 17 (escapes, markup, long lists, deep nesting) too."""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.registry import GAMES
from replays import ReplayError, encode, loads
from tests.replays.factory import random_replay, with_variation
from tests.replays.mutations import (
    MUTATIONS,
    file_outcome,
    file_samples,
    mutate,
    mutate_file,
    outcome,
    paths,
    sample,
)

REPLAY = with_variation(random_replay(31, comments={3: "setup done", 10: "first play"}), 12, 7)
FILES = {fmt: encode(REPLAY, fmt) for fmt in ("json", "msgpack")}
TREE: Any = msgspec.json.decode(FILES["json"])

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check(data: bytes) -> None:
    """Loading either succeeds (the damage happened to be harmless) or says ReplayError."""
    try:
        loads(data, "fuzzed")
    except ReplayError as err:
        assert str(err).startswith("fuzzed: ")
        assert "\n" not in str(err)


FORMATS = st.sampled_from(["json", "msgpack"])


@SETTINGS
@given(fmt=FORMATS, data=st.data())
def test_flipped_bytes(fmt: str, data: st.DataObject) -> None:
    raw = bytearray(FILES[fmt])
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(raw) - 1))
        raw[at] = data.draw(st.integers(0, 255))
    check(bytes(raw))


@SETTINGS
@given(fmt=FORMATS, cut=st.integers(0, 10**6))
def test_truncation(fmt: str, cut: int) -> None:
    raw = FILES[fmt]
    check(raw[: cut % len(raw)])


ALL_PATHS = paths(TREE)
JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=True),
    st.text(max_size=80),
    st.binary(max_size=10),
    st.lists(st.integers(-1000, 1000), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(-1000, 1000), max_size=3),
)


def mutated(path: tuple[Any, ...], change: Any) -> Any:
    tree = msgspec.json.decode(FILES["json"])
    parent = tree
    for key in path[:-1]:
        parent = parent[key]
    change(parent, path[-1])
    return tree


def encoded(tree: Any, fmt: str) -> bytes:
    if fmt == "json":
        return msgspec.json.encode(tree)
    return msgspec.msgpack.encode(tree)


@SETTINGS
@given(fmt=FORMATS, path=st.sampled_from(ALL_PATHS))
def test_removed_fields(fmt: str, path: tuple[Any, ...]) -> None:
    check(encoded(mutated(path, lambda parent, key: parent.pop(key)), fmt))


@SETTINGS
@given(fmt=FORMATS, path=st.sampled_from(ALL_PATHS), junk=JUNK)
def test_changed_types(fmt: str, path: tuple[Any, ...], junk: Any) -> None:
    def change(parent: Any, key: Any) -> None:
        parent[key] = junk

    if fmt == "json" and isinstance(junk, bytes):
        junk = junk.decode("latin-1")
    if fmt == "msgpack" and isinstance(junk, int) and not -(2**63) <= junk < 2**64:
        junk = float(junk)  # MessagePack holds 64-bit integers only
    check(encoded(mutated(path, change), fmt))


@SETTINGS
@given(fmt=FORMATS, a=st.integers(0, 68), b=st.integers(0, 68), dup=st.booleans())
def test_reordered_and_repeated_moves(fmt: str, a: int, b: int, dup: bool) -> None:
    tree = msgspec.json.decode(FILES["json"])
    moves = tree["moves"]
    if dup:
        moves.insert(b, moves[a])
    else:
        moves[a], moves[b] = moves[b], moves[a]
    check(encoded(tree, fmt))


# -- every game: the hostile mutations of issue 17 ---------------------------------------

FUZZ_ROUNDS = 100
"""Mutations per game and encoding: bounded and seeded, so the run is the same each time."""


@pytest.mark.parametrize("fmt", ["json", "msgpack"])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_hostile_mutations_of_every_game_are_accepted_or_refused_in_one_line(
    game_id: str, fmt: str
) -> None:
    rng = random.Random(f"{game_id}-{fmt}")
    base = sample(game_id, seed=rng.randrange(1000))
    seen: dict[str, int] = {}
    for _ in range(FUZZ_ROUNDS):
        name, data = mutate(rng, base, fmt)
        result = outcome(data)
        assert result.outcome != "uncaught", (name, result.detail)
        seen[result.outcome] = seen.get(result.outcome, 0) + 1
    assert seen.get("rejected", 0) > 0  # the mutations do damage


def test_every_mutation_runs_on_every_game() -> None:
    rng = random.Random(17)
    for game_id in sorted(GAMES):
        base = sample(game_id, seed=1)
        for name, mutation in sorted(MUTATIONS.items()):
            result = outcome(mutation(rng, base, "json"))
            assert result.outcome != "uncaught", (game_id, name, result.detail)


def test_damaged_progress_and_plan_files_never_escape_as_exceptions(tmp_path: Any) -> None:
    """Issue 23: lesson progress, table plans and (issue 25) practice decks meet the
    replays' hostile mutations: each is read (a damaged progress file or deck as none, kept
    aside on saving) or refused in one line."""
    rng = random.Random(23)
    bases = file_samples()
    seen: set[str] = set()
    for _ in range(300):
        base = rng.choice(bases)
        name, data = mutate_file(rng, base)
        result = file_outcome(base.game_id, data, tmp_path, name)
        assert result.outcome != "uncaught", f"{base.game_id}/{name}: {result.detail}"
        seen.add(result.outcome)
    assert "accepted" in seen
