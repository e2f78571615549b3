"""The two encodings: same Structs, readable JSON, detection by content, versions."""

from __future__ import annotations

import json

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.seikatsu import Draw, Options, Play
from replays import FORMAT_VERSION, ReplayError, decode, detect, encode, loads
from tests.replays.factory import ALL_OPTIONS, random_replay, with_variation

BIDI_OVERRIDES = "".join(map(chr, [*range(0x202A, 0x202F), *range(0x2066, 0x206A)]))
"""The format refuses these in comments: they can make text display as something else."""
COMMENT = st.text(
    st.characters(blacklist_categories=("Cc", "Cs"), blacklist_characters="\x7f" + BIDI_OVERRIDES)
    | st.just("\n"),
    max_size=40,
)


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    options=st.sampled_from(ALL_OPTIONS),
    comments=st.dictionaries(st.integers(1, 68), COMMENT, max_size=5),
    branch=st.none() | st.integers(0, 60),
)
def test_json_msgpack_structs_round_trip_is_identity(
    seed: int, options: Options, comments: dict[int, str], branch: int | None
) -> None:
    replay = random_replay(seed, options, comments)
    if branch is not None:
        replay = with_variation(replay, branch, seed)
    as_json = encode(replay, "json")
    as_msgpack = encode(replay, "msgpack")
    from_json = decode(as_json)
    from_msgpack = decode(as_msgpack)
    assert from_json == replay
    assert from_msgpack == replay
    # Crossing over keeps the bytes: JSON -> Structs -> MessagePack and back.
    assert encode(from_json, "msgpack") == as_msgpack
    assert encode(from_msgpack, "json") == as_json
    assert loads(as_json).replay == loads(as_msgpack).replay == replay


def test_json_has_stable_key_order_and_one_move_per_line() -> None:
    replay = random_replay(5, comments={10: "a first play"})
    text = encode(replay, "json").decode()
    lines = text.splitlines()
    keys = [line.split(":")[0].strip() for line in lines[1:8]]
    assert keys == [
        '"format"',
        '"version"',
        '"game"',
        '"options"',
        '"players"',
        '"created_at"',
        '"niwa_version"',
    ]
    start = lines.index('  "moves": [')
    move_lines = lines[start + 1 : start + 1 + len(replay.moves)]
    assert all(line.startswith('    {"move": {"type": ') for line in move_lines)
    assert [json.loads(line.rstrip(","))["move"]["type"] for line in move_lines[:3]] == ["draw"] * 3
    assert json.loads(move_lines[9].rstrip(","))["comment"] == "a first play"
    assert lines[start + 1 + len(replay.moves)] == "  ],"
    assert text.endswith('  "variations": []\n}\n')
    assert json.loads(text)["version"] == FORMAT_VERSION
    assert encode(replay, "json") == encode(decode(text.encode()), "json")  # stable


def test_encoding_is_detected_by_content_not_name() -> None:
    replay = random_replay(1)
    as_json = encode(replay, "json")
    as_msgpack = encode(replay, "msgpack")
    assert detect(as_json) == "json"
    assert detect(b"\xef\xbb\xbf \n" + as_json) == "json"
    assert detect(as_msgpack) == "msgpack"
    assert detect(b"") is None and detect(b"hello") is None
    assert loads(b"\xef\xbb\xbf" + as_json, "bom.niwa").replay == replay


def test_a_hand_typed_layout_loads_with_optional_fields_left_out() -> None:
    text = """{"format": "niwa-replay", "version": "1.0", "game": "seikatsu",
        "options": {"players": 2}, "players": ["Aki", "Ben"],
        "created_at": "2026-03-01T14:05:09Z", "niwa_version": "0.1.0",
        "moves": [{"move": {"type": "draw", "tile": "Tp"}},
                  {"move": {"type": "draw", "tile": "Wp"}, "comment": "blue's space"}]}"""
    timeline = loads(text.encode())
    assert timeline.replay.options == Options(players=2, tournament=False)
    assert timeline.replay.variations == []
    assert timeline.move_at(2) == Draw("Wp") and timeline.comment_at(2) == "blue's space"


def test_a_newer_minor_version_with_unknown_fields_still_loads() -> None:
    data = msgspec.json.decode(encode(random_replay(2), "json"))
    data["version"] = "1.7"
    data["future_field"] = {"anything": [1, 2]}
    data["moves"][0]["future_note"] = "ignored"
    timeline = loads(msgspec.json.encode(data))
    assert len(timeline) == 69


def test_a_newer_major_version_is_refused_naming_the_niwa_that_reads_it() -> None:
    data = msgspec.json.decode(encode(random_replay(2), "json"))
    data["version"] = "3.0"
    data["niwa_version"] = "0.9.0"
    with pytest.raises(ReplayError) as err:
        loads(msgspec.json.encode(data), "new.niwa.json")
    assert str(err.value) == (
        "new.niwa.json: replay format 3.0 is newer than this niwa reads (2.x); "
        "it was written by niwa 0.9.0: use niwa 0.9.0 or later to read it"
    )


def test_moves_are_stored_as_the_engine_structs() -> None:
    timeline = loads(encode(random_replay(3), "msgpack"))
    assert all(isinstance(timeline.move_at(p), Draw | Play) for p in range(1, len(timeline) + 1))
