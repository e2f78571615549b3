"""Damaged files only ever give ReplayError: flipped bytes, lost fields, wrong types,
reordered moves, truncation — in JSON and MessagePack alike."""

from __future__ import annotations

from typing import Any

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from replays import ReplayError, encode, loads
from tests.replays.factory import random_replay, with_variation

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


def paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside the decoded JSON tree."""
    found = [prefix] if prefix else []
    if isinstance(node, dict):
        for key, value in node.items():
            found += paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += paths(value, (*prefix, index))
    return found


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
