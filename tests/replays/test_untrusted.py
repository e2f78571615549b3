"""Hostile files give one clean line: deep nesting, long lists, terminal escapes in
deck data, lone surrogates (issue 17, items 2, 3, 4 and 8)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import msgspec
import pytest

from engine.core import CHANCE
from engine.karesansui.moves import Bid
from engine.registry import GAMES
from engine.sakura.deck import DEFAULT_DECK
from replays import MoveRecord, ReplayError, encode, load, loads, new_replay
from tests.replays.factory import random_game_replay
from tutor.cli import main


def nested(depth: int, fmt: str) -> bytes:
    """A replay header followed by an unknown field nested ``depth`` deep."""
    if fmt == "json":
        head = b'{"format": "niwa-replay", "version": "1.0", "game": "seikatsu", "x": '
        return head + b"[" * depth + b"]" * depth + b"}"
    pack = msgspec.msgpack.encode
    head = b"\x84" + b"".join(
        pack(x) for x in ("format", "niwa-replay", "version", "1.0", "game", "seikatsu", "x")
    )
    return head + b"\x91" * depth + b"\xc0"


@pytest.mark.parametrize("fmt", ["json", "msgpack"])
@pytest.mark.parametrize("depth", [1_000, 2_000, 100_000])
def test_deep_nesting_is_one_clean_line(fmt: str, depth: int) -> None:
    data = nested(depth, fmt)
    if depth == 2_000:
        assert len(data) < 4200  # the audit's 4 KB file
    with pytest.raises(ReplayError, match="nested too deep"):
        loads(data, "deep")


def test_verify_and_resume_say_nested_too_deep(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "deep.niwa.json"
    path.write_bytes(nested(1_000, "json"))
    assert main(["verify", str(path)]) == 1
    assert "nested too deep" in capsys.readouterr().err
    journal = tmp_path / "deep.niwa-journal"
    journal.write_bytes(nested(1_000, "json") + b"\n")
    assert main(["resume", str(journal), "--data-dir", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "nested too deep" in err and err.count("\n") == 1


def karesansui_at_a_bid() -> tuple[list[Any], Any]:
    game = GAMES["karesansui"]
    state = game.new_game(game.options_type())
    rng = random.Random(1)
    moves: list[Any] = []
    while True:
        if game.to_move(state) == CHANCE:
            move = game.sample_chance(state, rng)
        else:
            legal = game.legal_moves(state)
            if isinstance(legal[0], Bid):
                return moves, state
            move = rng.choice(legal)
        state = game.apply(state, move).state
        moves.append(move)


def test_a_bid_listing_100000_rocks_is_refused_at_decoding() -> None:
    moves, state = karesansui_at_a_bid()
    seat = GAMES["karesansui"].to_move(state)
    bid = Bid(seat=seat, pile=0, rocks=("1W",) * 100_000)
    replay = new_replay("karesansui", GAMES["karesansui"].options_type(), ["A", "B", "C", "D"])
    replay = msgspec.structs.replace(replay, moves=[MoveRecord(m) for m in [*moves, bid]])
    data = msgspec.json.encode(replay)
    with pytest.raises(ReplayError, match=rf"ply {len(moves) + 1}: .*length <= 75"):
        loads(data, "bid")


@pytest.mark.parametrize("bad", ["\x1b]0;owned\x07", "\x1b[2J", "\u200b", "\u3164", "\u2800"])
def test_deck_and_character_names_with_escapes_or_nothing_visible_are_refused(bad: str) -> None:
    tree: Any = msgspec.to_builtins(random_game_replay("sakura", 3, plies=4))
    tree["options"]["deck"]["name"] = bad
    with pytest.raises(ReplayError, match=r"deck data .* cannot be played: the deck.s name"):
        loads(msgspec.json.encode(tree), "deck")
    tree["options"]["deck"]["name"] = DEFAULT_DECK.name
    tree["options"]["deck"]["characters"][0]["name"] = "Sam" + bad
    with pytest.raises(ReplayError, match="character S's name") as caught:
        loads(msgspec.json.encode(tree), "deck")
    assert "\x1b" not in str(caught.value)


def test_show_never_prints_an_escape_from_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tree: Any = msgspec.to_builtins(random_game_replay("sakura", 3, plies=4))
    tree["options"]["deck"]["characters"][0]["name"] = "\x1b]52;c;aGk=\x07"
    path = tmp_path / "osc.niwa.json"
    path.write_bytes(msgspec.json.encode(tree))
    assert main(["show", str(path)]) == 1
    out = capsys.readouterr()
    assert "\x1b" not in out.out + out.err
    assert "U+001B" in out.err


def test_a_lone_surrogate_is_not_called_truncation() -> None:
    data = encode(random_game_replay("seikatsu", 3, plies=2), "json")
    data = data.replace(b'"P1"', b'"P\\ud800"', 1)
    with pytest.raises(ReplayError) as caught:
        loads(data, "f")
    assert "truncated" not in str(caught.value)
    assert "lone surrogate" in str(caught.value)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_names_with_invisible_or_bidi_characters_are_refused(game_id: str) -> None:
    replay = random_game_replay(game_id, 5, plies=3)
    for bad in ("\u200b", "\u200f", "A\u061cB", "\u3164", "\u2800", "\ufeff", "x\u202ey"):
        tree: Any = msgspec.to_builtins(replay)
        tree["players"][0] = bad
        with pytest.raises(ReplayError, match="player 1's name"):
            loads(msgspec.json.encode(tree), "names")


def test_a_replay_given_to_resume_is_called_a_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "done.niwa.json"
    path.write_bytes(encode(random_game_replay("seikatsu", 3), "json"))
    assert main(["resume", str(path), "--data-dir", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "truncated" not in err
    assert "is a finished replay file, not a journal" in err


def test_resume_name_looks_in_the_journals_folder_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from replays import Recorder, set_data_dir

    set_data_dir(tmp_path / "data")
    try:
        recorder = Recorder("seikatsu", GAMES["seikatsu"].options_type(), ["A", "B", "C"])
        recorder.close()
    finally:
        set_data_dir(None)
    elsewhere = tmp_path / "cwd"
    elsewhere.mkdir()
    (elsewhere / recorder.path.name).write_text("not a journal")
    monkeypatch.chdir(elsewhere)
    monkeypatch.setattr("sys.stdin", open("/dev/null"))  # noqa: SIM115 - closed by pytest
    code = main(["resume", recorder.path.name, "--data-dir", str(tmp_path / "data")])
    out = capsys.readouterr()
    assert code == 0, out.err
    assert f"resuming {recorder.path}" in out.out


def test_load_refuses_a_fifo_quickly(tmp_path: Path) -> None:
    import os

    fifo = tmp_path / "pipe.niwa.json"
    os.mkfifo(fifo)
    with pytest.raises(ReplayError, match="not a regular file"):
        load(fifo)
