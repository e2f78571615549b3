"""``niwa review FILE --seat N``: the viewer's review at the command line, for every game."""

from __future__ import annotations

import json
import random
from pathlib import Path

import msgspec
import pytest

from engine.players.review import mark_for
from engine.playout import random_moves
from engine.registry import GAMES
from replays import MoveRecord, new_replay, save
from tutor.cli import main

Capture = pytest.CaptureFixture[str]


def short_replay(game_id: str, folder: Path) -> Path:
    """The first 40 moves of a random game (seat 1 has choices in every game by then)."""
    game = GAMES[game_id]
    options = game.options_type()
    moves = random_moves(game, options, random.Random(3))[:40]
    seats = game.seats(game.new_game(options))
    replay = new_replay(game_id, options, [f"P{n}" for n in range(1, seats + 1)])
    replay = msgspec.structs.replace(replay, moves=[MoveRecord(m) for m in moves])
    return save(replay, folder / f"{game_id}.niwa.json")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_review_json_holds_every_judged_move_with_its_interval(
    game_id: str, tmp_path: Path, capsys: Capture
) -> None:
    path = short_replay(game_id, tmp_path)
    argv = ["review", str(path), "--seat", "1", "--playouts", "8", "--seed", "2", "--json"]
    assert main(argv) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["seat"], report["player"], report["playouts"]) == (1, "P1", 8)
    assert report["unit"] == GAMES[game_id].score_unit
    assert report["moves"], "seat 1 had choices"
    for move in report["moves"]:
        assert set(move) == {"ply", "move", "best", "loss", "low", "high", "pairs", "mark"}
        assert move["low"] <= move["loss"] <= move["high"]
        assert move["mark"] == mark_for(report["unit"], move["low"])
    assert main(argv) == 0  # the same seed, the same review
    assert json.loads(capsys.readouterr().out) == report


def test_review_as_text_says_each_move_and_what_was_better(tmp_path: Path, capsys: Capture) -> None:
    path = short_replay("seikatsu", tmp_path)
    assert main(["review", str(path), "--seat", "1", "--playouts", "8", "--seed", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("Review of P1 (seat 1): ")
    assert all(line.startswith("  ply ") for line in out[1:])


def test_review_refuses_a_seat_the_game_does_not_have(tmp_path: Path, capsys: Capture) -> None:
    path = short_replay("seikatsu", tmp_path)
    assert main(["review", str(path), "--seat", "5"]) == 2
    assert "--seat is 1..3 in this game, not 5" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--playouts", "0"], "wants a whole number from 1 to"),
        (["--seconds", "nan"], "wants a number from 0.01 to"),
        (["--seconds", "1e308"], "wants a number from 0.01 to"),
        (["--playouts", "5", "--seconds", "1"], "not allowed with"),
    ],
)
def test_review_refuses_a_budget_out_of_bounds_in_one_line(
    args: list[str], says: str, tmp_path: Path, capsys: Capture
) -> None:
    path = short_replay("seikatsu", tmp_path)
    with pytest.raises(SystemExit) as stopped:
        main(["review", str(path), "--seat", "1", *args])
    assert stopped.value.code == 2
    assert says in capsys.readouterr().err
