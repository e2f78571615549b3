"""A bad file gives one clear line naming the problem, never a traceback or half a game."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec
import pytest

from replays import MoveRecord, ReplayError, encode, load, loads
from replays.format import MAX_FILE_BYTES, MAX_MOVES
from tests.replays.factory import random_replay, with_variation

# Seed 31 (3 players): ply 10 is Aki's first play Ft-d3; plies 4-9 deal Ft Wm | Fp Tm | Tb Tb.
SEED = 31


def as_dict() -> dict[str, Any]:
    data: dict[str, Any] = msgspec.json.decode(encode(random_replay(SEED), "json"))
    return data


def error_of(data: dict[str, Any] | bytes, name: str = "game.niwa.json") -> ReplayError:
    raw = data if isinstance(data, bytes) else msgspec.json.encode(data)
    with pytest.raises(ReplayError) as err:
        loads(raw, name)
    assert "\n" not in str(err.value)
    return err.value


def test_an_illegal_move_names_ply_move_reason_and_rule() -> None:
    data = as_dict()
    assert data["moves"][9]["move"] == {
        "type": "play",
        "seat": 0,
        "tile": "Ft",
        "cell": "d3",
        "bird": None,
    }
    data["moves"][9]["move"]["cell"] = "d9"
    err = error_of(data)
    assert str(err) == (
        "game.niwa.json: ply 10 (Ft-d9): there is no cell 'd9' (rows a-g, e.g. d5) "
        "[seikatsu.setup.board]"
    )
    assert (err.ply, err.rule) == (10, "seikatsu.setup.board")


def test_an_impossible_draw_is_refused() -> None:
    # Tb was drawn twice in the deal (plies 8 and 9): a third Tb cannot come out of the bag.
    data = as_dict()
    assert [m["move"]["tile"] for m in data["moves"][7:9]] == ["Tb", "Tb"]
    data["moves"][10]["move"]["tile"] = "Tb"
    assert str(error_of(data)) == (
        "game.niwa.json: ply 11 (+Tb): no Tb is left in the bag [seikatsu.draw]"
    )


def test_a_move_out_of_turn_and_a_move_after_the_end_are_refused() -> None:
    data = as_dict()
    data["moves"][9]["move"]["seat"] = 1
    assert "ply 10 (Ft-d3): it is seat 1's turn, not seat 2's [seikatsu.turn.order]" in str(
        error_of(data)
    )
    data = as_dict()
    data["moves"].append({"move": {"type": "draw", "tile": "Tp"}})
    assert str(error_of(data)).endswith(
        "ply 70 (+Tp): the game is over: the garden is full [seikatsu.game.over]"
    )


@pytest.mark.parametrize(
    ("mutate", "expected"),
    [
        (
            lambda d: d["moves"][4]["move"].update(tile=7),
            "ply 5: expected `str`, got `int` at `move.tile`",
        ),
        (
            lambda d: d["moves"][4]["move"].update(type="pass"),
            "ply 5: invalid value 'pass' at `move.type`",
        ),
        (lambda d: d["moves"][4].pop("move"), "ply 5: object missing required field `move`"),
        (lambda d: d.update(players="Aki"), "expected `array`, got `str` at `players`"),
        (lambda d: d.update(game="go"), "unknown game 'go' (known: "),
        (lambda d: d.pop("game"), "the file names no game"),
        (lambda d: d.update(format="chess-pgn"), "not a niwa replay (format is 'chess-pgn')"),
        (lambda d: d.update(version="one"), "bad format version 'one' (expected like 1.0)"),
        (
            lambda d: d["options"].update(players=5),
            "options describe no Seikatsu game: "
            "Seikatsu is for 2 or 3 players, or 4 in teams; not 5",
        ),
        (
            lambda d: d["options"].update(colour="red"),
            "object contains unknown field `colour` at `options`",
        ),
        (lambda d: d.update(players=["Aki", "Ben"]), "the options seat 3 players but 2 are named"),
        (
            lambda d: d.update(players=["Aki", "", "Chie"]),
            "expected `str` of length >= 1 at `players[1]`",
        ),
        (
            lambda d: d.update(players=["Aki", "Ben\x1b[2J", "Chie"]),
            "player 2's name must be 1 to 80 printable characters, not 'Ben\\x1b[2J'",
        ),
        (
            lambda d: d["moves"][3].update(comment="x" * 2001),
            "ply 4: expected `str` of length <= 2000 at `comment`",
        ),
        (
            lambda d: d["moves"][3].update(comment="bell\x07"),
            "ply 4: comment holds control characters",
        ),
        (
            lambda d: d.update(players=["Aki", "Ben", "\u202eeihC"]),
            "player 3's name must be 1 to 80 printable characters, not '\\u202eeihC'",
        ),
        (
            lambda d: d["moves"][9]["move"].update(cell="d" * 65),
            "ply 10: the move holds a malformed text 'ddddd",
        ),
    ],
)
def test_malformed_fields_give_one_line(
    mutate: Callable[[dict[str, Any]], object], expected: str
) -> None:
    data = as_dict()
    mutate(data)
    assert expected in str(error_of(data))


def test_control_characters_in_a_move_are_escaped_in_the_message() -> None:
    data = as_dict()
    data["moves"][9]["move"]["cell"] = "\x1b[31md9"
    message = str(error_of(data))
    assert "\x1b" not in message
    assert "\\x1b[31md9" in message


def test_truncated_and_foreign_bytes() -> None:
    full = encode(random_replay(SEED), "json")
    assert "truncated or malformed file" in str(error_of(full[: len(full) // 2]))
    packed = encode(random_replay(SEED), "msgpack")
    assert "truncated or malformed file" in str(error_of(packed[:-7], "game.niwa"))
    assert str(error_of(b"")) == "game.niwa.json: empty file"
    assert str(error_of(b"PK\x03\x04zip")) == (
        "game.niwa.json: not a niwa replay (neither JSON nor MessagePack)"
    )
    assert str(error_of(b"[1, 2]")).endswith("not a niwa replay (neither JSON nor MessagePack)")


def test_size_limits() -> None:
    assert "larger than 4 MiB" in str(error_of(b"{" + b" " * MAX_FILE_BYTES + b"}"))
    data = as_dict()
    data["moves"] = data["moves"] * (MAX_MOVES // len(data["moves"]) + 1)
    assert f"expected `array` of length <= {MAX_MOVES} at `moves`" in str(error_of(data))


def test_a_bad_variation_is_named() -> None:
    replay = with_variation(random_replay(SEED), 9, seed=4)
    data = msgspec.json.decode(encode(replay, "json"))
    assert data["variations"][0]["moves"][0]["move"]["tile"] == "Wm"
    data["variations"][0]["moves"][0]["move"]["cell"] = "d4"
    assert str(error_of(data)) == (
        "game.niwa.json: variation 1 (what if 10), ply 10 (Wm-d4): "
        "d4 is the pond: no tile may go there [seikatsu.place.pond]"
    )
    data = msgspec.json.decode(encode(replay, "json"))
    data["variations"][0]["from_ply"] = 80
    assert "variation 1 (what if 10): starts after ply 80, but the game has 69" in str(
        error_of(data)
    )


def test_load_reports_missing_and_unreadable_paths(tmp_path: Path) -> None:
    with pytest.raises(ReplayError, match=r"nope\.niwa: no such file"):
        load(tmp_path / "nope.niwa")
    with pytest.raises(ReplayError, match="is a directory"):
        load(tmp_path)


def test_an_in_memory_replay_with_a_foreign_move_is_refused_cleanly() -> None:
    replay = random_replay(SEED, plies=3)
    bad = msgspec.structs.replace(replay, moves=[*replay.moves, MoveRecord("Tp-d5")])
    with pytest.raises(ReplayError, match="ply 4"):
        from replays import verify

        verify(bad)
