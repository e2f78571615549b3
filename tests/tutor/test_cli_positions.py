"""``niwa position``, ``niwa ask`` and ``--from`` (issue 26), for every game where the
question is the same: one line and exit 2 for a bad position, a printed position that
reads back, an answer naming the rules, a game recorded from a position."""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path

import msgspec
import pytest

from engine.registry import GAMES
from replays import MoveRecord, load, new_replay, save
from tests.engine.test_contract import play
from tutor.cli import main

Capture = pytest.CaptureFixture[str]


def game_file(tmp_path: Path, game_id: str, seed: int = 4) -> tuple[Path, list[object]]:
    game = GAMES[game_id]
    states, moves, _ = play(game, game.options_type(), seed)
    names = [f"P{i + 1}" for i in range(game.seats(states[0]))]
    replay = new_replay(game_id, states[0].options, names)
    replay = msgspec.structs.replace(replay, moves=[MoveRecord(m) for m in moves])
    return save(replay, tmp_path / f"{game_id}.niwa.json"), states


@pytest.mark.parametrize("game_id", list(GAMES))
def test_position_prints_the_line_of_a_ply_as_a_seat_sees_it(
    game_id: str, tmp_path: Path, capsys: Capture
) -> None:
    path, states = game_file(tmp_path, game_id)
    game = GAMES[game_id]
    ply = len(states) // 2
    assert main(["position", str(path), "--ply", str(ply)]) == 0
    assert capsys.readouterr().out.strip() == game.position_text(states[ply])
    assert main(["position", str(path), "--ply", str(ply), "--seat", "2"]) == 0
    line = capsys.readouterr().out.strip()
    assert game.parse_position(line) == game.view(states[ply], 1)
    assert main(["position", str(path), "--ply", "9999"]) == 1
    assert "--ply must be" in capsys.readouterr().err


@pytest.mark.parametrize("game_id", list(GAMES))
def test_ask_answers_for_every_game_and_refuses_a_bad_line_in_one(
    game_id: str, tmp_path: Path, capsys: Capture
) -> None:
    game = GAMES[game_id]
    states, moves, _ = play(game, game.options_type(), 9)
    ply = len(moves) // 2
    position = game.position_text(states[ply])
    assert main(["ask", game_id, position, "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["consistent"] and answer["problems"] == []
    assert answer["position"] == position and answer["moves"] == []
    assert len(answer["standing"]["totals"]) == len(game.sides(states[ply]))

    asked = game.move_text(moves[ply])
    assert main(["ask", game_id, position, asked]) == 0
    out = capsys.readouterr().out
    assert f"move 1, {asked}: legal" in out and "to move:" in out

    head, _, body = position.partition(":")
    bad = head + ":" + body.replace(" ", "  ", 1)
    assert main(["ask", game_id, bad]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1 and "column" in err


def test_ask_refuses_a_move_with_the_rule_and_says_when_it_is_niwa_s_ruling(
    capsys: Capture,
) -> None:
    # With two players e3 touches the pond and no tile (seikatsu.place.pond_not_tile).
    position = "seikatsu/1:2 4,5,2Wb3,3*Wm2,6,5,4 TpK,WpEb rest 1 0,0"
    assert main(["ask", "seikatsu", position, "K-e3=T", "Tp-c4"]) == 1
    out = capsys.readouterr().out
    assert "move 1, K-e3=T: REFUSED: e3 touches the pond but no tile" in out
    assert (
        "The pond is not a tile (Rulebook: «1. Jugar una ficha, regla 2 y nota»; niwa's ruling)"
        in out
    )
    assert "(the moves after a refused one are not tried)" in out
    assert "Tp-c4" not in out.split("not tried")[1].split("legal moves")[0]


def test_ask_says_an_inconsistent_position_is_one_in_every_answer(capsys: Capture) -> None:
    position = "seikatsu/1:2 4,5,2Tp3,3*Tp2,6,5,4 TpK,?2 rest 1 0,0"  # three Tp
    assert main(["ask", "seikatsu", position, "Tp-c4"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[1].startswith("INCONSISTENT")
    assert "What is in the box (Rulebook: «Componentes»" in out
    assert "move 1, Tp-c4: legal (in an inconsistent position)" in out


def test_ask_escapes_what_was_typed(capsys: Capture) -> None:
    position = "seikatsu/1:2 4,5,2Wb3,3*Wm2,6,5,4 TpK,WpEb rest 1 0,0"
    main(["ask", "seikatsu", position, "Tp-c4\x1b[2J"])
    out = capsys.readouterr().out
    assert "\x1b" not in out


def test_record_from_a_position_saves_a_replay_that_starts_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    # Blue to play its last tile (e5): the garden fills and the game ends.
    position = (
        "seikatsu/1:2 TbTtTmTp,KWbWtWmWp,KFbEbEtEmEp,TbWbEb*FtFmFp,TtWtEtFt1K,TmWmEmFmK,"
        "TpWpEpFp -,Fb rest 2 20,15"
    )
    monkeypatch.setattr(sys, "stdin", io.StringIO("Fb-e5\n"))
    out_file = tmp_path / "end.niwa.json"
    args = ["record", "seikatsu", "--from", position, "--data-dir", str(tmp_path)]
    assert main([*args, "--out", str(out_file)]) == 0
    assert "game over" in capsys.readouterr().out
    timeline = load(out_file)
    assert timeline.replay.start == position and timeline.replay.version == "2.0"
    assert len(timeline) == 1 and timeline.is_over
    assert main(["score", str(out_file)]) == 0
    out = capsys.readouterr().out
    assert "+20     at the start  given by the position, not played" in out
    assert main(["verify", str(out_file)]) == 0
    assert "finished, from a position)" in capsys.readouterr().out


def test_record_from_a_bad_position_is_one_line(capsys: Capture) -> None:
    assert main(["record", "seikatsu", "--from", "seikatsu/1:2 x"]) == 2
    _, err = capsys.readouterr()
    assert len(err.splitlines()) == 1 and "position (column" in err


def test_play_from_a_bad_position_is_one_line_before_any_screen(capsys: Capture) -> None:
    assert main(["play", "seikatsu", "--from", "seikatsu/1:2 x"]) == 2
    assert "bad Seikatsu position" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["play", "record"])
def test_from_a_seat_s_view_is_refused_naming_the_unknowns(command: str, capsys: Capture) -> None:
    view = "seikatsu/1:2 4,5,2Wb3,3*Wm2,6,5,4 TpK,?2 rest 1 0,0"
    assert main([command, "seikatsu", "--from", view]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "unknown (?N)" in err


@pytest.mark.parametrize("game_id", list(GAMES))
def test_ask_cites_rules_as_a_player_reads_them(game_id: str, capsys: Capture) -> None:
    """No file name, no rule id in the text (they are in --json): the one citation form."""
    game = GAMES[game_id]
    states, _, _ = play(game, game.options_type(), 4)
    state = next(s for s in states[len(states) // 2 :] if game.to_move(s) >= 0)
    legal = game.move_text(game.legal_moves(state)[0])
    main(["ask", game_id, game.position_text(state), legal, "no-such-move"])
    out = capsys.readouterr().out
    assert "rules-facts" not in out
    assert not re.search(rf"\b{game_id}\.[a-z_]+\.[a-z_]+", out), out
