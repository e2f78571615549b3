"""The replay commands: exit codes, one line per bad file, the exact --json shape."""

from __future__ import annotations

import io
import json
from pathlib import Path

import msgspec
import pytest

from engine.seikatsu import GAME, Options
from replays import encode, journals, load, save
from tests.replays.factory import random_replay
from tutor.cli import main

Capture = pytest.CaptureFixture[str]


@pytest.fixture
def game_file(tmp_path: Path) -> Path:
    return save(random_replay(31), tmp_path / "game.niwa.json")


def bad_copy(source: Path, target: Path, cell: str = "d9") -> Path:
    data = msgspec.json.decode(source.read_bytes())
    data["moves"][9]["move"]["cell"] = cell
    target.write_bytes(msgspec.json.encode(data))
    return target


def test_verify_exits_0_when_all_files_are_good(
    game_file: Path, tmp_path: Path, capsys: Capture
) -> None:
    packed = save(random_replay(3), tmp_path / "other.niwa")
    assert main(["verify", str(game_file), str(packed)]) == 0
    out, err = capsys.readouterr()
    assert f"{game_file}: ok (Seikatsu, 69 plies, finished)" in out and err == ""


def test_verify_prints_one_line_per_bad_file(
    game_file: Path, tmp_path: Path, capsys: Capture
) -> None:
    bad_1 = bad_copy(game_file, tmp_path / "bad1.niwa.json")
    bad_2 = tmp_path / "bad2.niwa"
    bad_2.write_bytes(encode(random_replay(31), "msgpack")[:100])
    missing = tmp_path / "missing.niwa.json"
    code = main(["verify", "-q", str(bad_1), str(game_file), str(bad_2), str(missing)])
    out, err = capsys.readouterr()
    assert code == 1 and out == ""
    lines = err.splitlines()
    assert len(lines) == 3
    assert lines[0] == (
        f"{bad_1}: ply 10 (Ft-d9): there is no cell 'd9' (rows a-g, e.g. d5) [seikatsu.setup.board]"
    )
    assert lines[1].startswith(f"{bad_2}: truncated or malformed file")
    assert lines[2] == f"{missing}: no such file"


def test_score_json_has_exactly_the_documented_shape(game_file: Path, capsys: Capture) -> None:
    assert main(["score", str(game_file), "--json"]) == 0
    out, err = capsys.readouterr()
    report = json.loads(out)
    assert err == ""
    assert list(report) == ["game", "players", "winners", "tiebreak"]
    assert report["game"] == "seikatsu"
    assert [p["name"] for p in report["players"]] == ["Aki", "Ben", "Chie"]
    timeline = load(game_file)
    for side, player in enumerate(report["players"]):
        assert list(player) == ["name", "score", "breakdown", "given"]
        assert player["score"] == timeline.scores_at(len(timeline))[side]
        assert player["given"] == 0  # a game from its set-up
        assert sum(line["points"] for line in player["breakdown"]) == player["score"]
        for line in player["breakdown"]:
            assert list(line) == ["rule", "points", "detail", "subject", "round"]
            assert line["rule"] in GAME.rules
    # Bird points first (during play), then the seven flower rows.
    first = report["players"][0]["breakdown"][0]
    assert first["rule"] == "seikatsu.birds.flock"
    assert first["subject"] == first["detail"].split(" on ")[1][:2]  # the cell played
    assert 1 <= first["round"] <= 11  # 11 turns of the table with 3 players
    ends = report["players"][0]["breakdown"][-7:]
    assert [line["rule"].split(".")[1] for line in ends] == ["flowers"] * 7
    # Aki plays the pink pagoda: its rows P1..P7, all in the last turn of the table.
    assert sorted(line["subject"] for line in ends) == [f"P{n}" for n in range(1, 8)]
    assert {line["round"] for line in ends} == {11}
    # Aki and Chie tie on 52; the later player in turn order wins.
    assert report["winners"] == ["Chie"] and report["tiebreak"] == "seikatsu.end.tiebreak"


def test_score_json_names_teams_of_four(tmp_path: Path, capsys: Capture) -> None:
    path = save(random_replay(8, Options(players=4)), tmp_path / "teams.niwa")
    assert main(["score", str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [p["name"] for p in report["players"]] == [
        "Aki & Chie (pink team)",
        "Ben & Dai (blue team)",
    ]
    assert len(report["winners"]) == 1 and report["winners"][0] in (
        "Aki & Chie (pink team)",
        "Ben & Dai (blue team)",
    )


def test_score_of_an_unfinished_game_says_so(tmp_path: Path, capsys: Capture) -> None:
    path = save(random_replay(31, plies=30), tmp_path / "half.niwa.json")
    assert main(["score", str(path), "--json"]) == 0
    out, err = capsys.readouterr()
    report = json.loads(out)
    assert report["winners"] == [] and report["tiebreak"] is None
    assert "unfinished (30 plies)" in err
    assert main(["score", str(path)]) == 0
    assert "UNFINISHED: scores so far, no winner yet" in capsys.readouterr().out


def test_score_text_explains_each_point(game_file: Path, capsys: Capture) -> None:
    assert main(["score", str(game_file)]) == 0
    out = capsys.readouterr().out
    assert "Aki: 52" in out
    # Ply 46: after 3 setup draws and 6 dealt tiles, plays and draws alternate from
    # ply 10, so ply 46 is the 19th play: the 7th turn of a 3-player table.
    assert "+3  round 7, ply 46  A koi is a bird of your choice: Scarlet Tanager on e5" in out
    assert "winner: Chie" in out and "(seikatsu.end.tiebreak)" in out


def test_score_of_a_bad_file_is_one_line_and_exit_1(
    game_file: Path, tmp_path: Path, capsys: Capture
) -> None:
    bad = bad_copy(game_file, tmp_path / "bad.niwa.json")
    assert main(["score", str(bad), "--json"]) == 1
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1 and "ply 10 (Ft-d9)" in err


def test_show_prints_the_position_the_move_and_its_events(game_file: Path, capsys: Capture) -> None:
    assert main(["show", str(game_file), "--ply", "46"]) == 0
    out = capsys.readouterr().out
    assert "ply 46 of 69 (round 7): Aki — K-e5=T" in out  # round 7: see above
    assert "e     " in out and "KO" in out  # the board, with the koi on it
    assert "seat 2 (blue): hand" in out and "?" not in out.split("what happened")[0]
    assert (
        "Aki scores 3 points — A koi is a bird of your choice: "
        "Scarlet Tanager on e5 (the koi as a bird) matches d6, d5." in out
    )
    assert "Aki played K on e5 — Play a tile from your hand." in out


def test_show_as_a_seat_hides_the_other_hands_and_draws(game_file: Path, capsys: Capture) -> None:
    assert main(["show", str(game_file), "--ply", "11", "--seat", "2"]) == 0
    out = capsys.readouterr().out
    # The draw is the bag's move (Seikatsu's dealer), in the table's first turn.
    assert "ply 11 of 69 (round 1): the bag — a draw" in out
    assert "seat 1 (pink): hand ?, ?" in out
    assert "Aki drew a tile — Draw a new tile." in out and "drew Wt" not in out
    assert main(["show", str(game_file), "--ply", "11"]) == 0
    assert "Aki drew Wt — Draw a new tile." in capsys.readouterr().out
    assert main(["show", str(game_file), "--ply", "11", "--seat", "1"]) == 0
    assert "ply 11 of 69 (round 1): the bag — +Wt" in capsys.readouterr().out  # Aki's own
    assert main(["show", str(game_file), "--ply", "1", "--seat", "2"]) == 0
    out = capsys.readouterr().out
    assert "ply 1 of 69 (setup): the bag — +Tp" in out  # setup tiles are open


def test_show_checks_its_arguments(game_file: Path, capsys: Capture) -> None:
    assert main(["show", str(game_file), "--ply", "70"]) == 1
    assert "--ply must be 0..69" in capsys.readouterr().err
    assert main(["show", str(game_file), "--seat", "4"]) == 1
    assert "--seat must be 1..3" in capsys.readouterr().err
    assert main(["show", str(game_file), "--ply", "0"]) == 0
    assert "ply 0: before the first move" in capsys.readouterr().out


def test_convert_round_trips_and_never_overwrites(
    game_file: Path, tmp_path: Path, capsys: Capture
) -> None:
    packed = tmp_path / "game.niwa"
    back = tmp_path / "back.niwa.json"
    assert main(["convert", str(game_file), str(packed)]) == 0
    assert main(["convert", str(packed), str(back)]) == 0
    assert packed.read_bytes()[:1] != b"{"
    assert back.read_bytes() == game_file.read_bytes()
    capsys.readouterr()
    assert main(["convert", str(game_file), str(packed)]) == 1
    assert "already exists" in capsys.readouterr().err
    assert main(["convert", str(game_file), str(packed), "--force"]) == 0
    assert main(["convert", str(game_file), str(tmp_path / "x.txt")]) == 1


def test_selfplay_writes_a_complete_game_reproducible_by_seed(
    tmp_path: Path, capsys: Capture
) -> None:
    one, two = tmp_path / "one.niwa.json", tmp_path / "two.niwa"
    assert main(["selfplay", "seikatsu", "--players", "2", "--seed", "5", str(one)]) == 0
    assert main(["selfplay", "seikatsu", "--players", "2", "--seed", "5", str(two)]) == 0
    assert "70 plies, seed 5" in capsys.readouterr().out
    first, second = load(one), load(two)
    assert first.replay.moves == second.replay.moves and first.is_over and len(first) == 70
    assert first.replay.players == ["Player 1", "Player 2"]
    opts = ["--option", "tournament=true", "--names", "Ann,Bo,Cy"]
    assert main(["selfplay", "seikatsu", "--seed", "1", *opts, str(tmp_path / "t.niwa")]) == 0
    assert load(tmp_path / "t.niwa").replay.options == Options(players=3, tournament=True)
    assert main(["selfplay", "seikatsu", "--players", "5", str(tmp_path / "f.niwa")]) == 1
    assert "not 5" in capsys.readouterr().err
    assert main(["selfplay", "seikatsu", "--names", "A,B", str(tmp_path / "g.niwa")]) == 1
    assert "3 players need 3 names, got 2" in capsys.readouterr().err


def test_selfplay_levels_play_for_their_seats_repeatably(tmp_path: Path, capsys: Capture) -> None:
    """With --playouts the searching levels are deterministic, so a seed replays the game."""
    args = ["selfplay", "seikatsu", "--players", "2", "--seed", "5", "--playouts", "4"]
    one, two, rnd = tmp_path / "one.niwa", tmp_path / "two.niwa", tmp_path / "rnd.niwa"
    assert main([*args, "--level", "hard,easy", str(one)]) == 0
    assert main([*args, "--level", "hard,easy", str(two)]) == 0
    assert main(["selfplay", "seikatsu", "--players", "2", "--seed", "5", str(rnd)]) == 0
    played, again, random_game = load(one), load(two), load(rnd)
    assert played.is_over and played.replay.moves == again.replay.moves
    assert played.replay.moves != random_game.replay.moves  # the levels, not random moves
    capsys.readouterr()
    assert main([*args, "--level", "hard,easy,easy", str(tmp_path / "x.niwa")]) == 1
    assert "one level or one per seat (2), not 3" in capsys.readouterr().err
    assert main([*args, "--level", "genius", str(tmp_path / "y.niwa")]) == 1
    assert "unknown level 'genius'" in capsys.readouterr().err
    assert main([*args, "--seconds", "1", str(tmp_path / "z.niwa")]) == 1
    assert "not both" in capsys.readouterr().err


GAME_31_TEXT = [GAME.move_text(record.move) for record in random_replay(31).moves]


def test_record_then_resume_a_game_typed_at_the_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    data = ["--data-dir", str(tmp_path)]
    typed = "\n".join([*GAME_31_TEXT[:9], "Ft-d3  # the opening", "Tp-d6", "quit"]) + "\n"
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    names = ["--players", "3", "--names", "Aki,Ben,Chie"]
    assert main(["record", "seikatsu", *names, *data]) == 1  # one move was refused
    out, err = capsys.readouterr()
    assert "ply 10: Ft-d3" in out and "journal kept (10 plies)" in out
    assert "ply 11 (Tp-d6): 'Tp-d6' is not a draw; write the tile drawn, e.g. +Tp or +K" in err
    [journal] = journals(tmp_path / "replays")

    assert main(["resume", *data]) == 0
    assert f"{journal.name}: Seikatsu, Aki, Ben, Chie, 10 plies" in capsys.readouterr().out

    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(GAME_31_TEXT[10:]) + "\n"))
    out_file = tmp_path / "final.niwa"
    assert main(["resume", journal.name, *data, "--out", str(out_file)]) == 0
    out = capsys.readouterr().out
    assert f"game over: saved {out_file}" in out and "scores: Aki 52, Ben 46, Chie 52" in out
    saved = load(out_file)
    assert [GAME.move_text(r.move) for r in saved.replay.moves] == GAME_31_TEXT
    assert saved.comment_at(10) == "the opening"
    assert journals(tmp_path / "replays") == []
    assert main(["resume", *data]) == 0
    assert "no interrupted games" in capsys.readouterr().out


def test_record_with_niwa_dealing_needs_only_the_plays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("moves\n"))
    args = ["record", "seikatsu", "--players", "2", "--deal", "--seed", "5"]
    assert main([*args, "--data-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "ply 6: +" in out and "legal: " in out  # setup and deal drawn by niwa
    [journal] = journals(tmp_path / "replays")
    assert len(load_journal_plies(journal)) == 6


def test_niwas_deals_follow_the_seed_given(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    """A test's game is the same in every run (issue 22): ``--seed`` fixes niwa's deals."""
    dealt = []
    for run, seed in enumerate(["5", "5", "6"]):
        monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
        folder = tmp_path / str(run)
        args = ["record", "seikatsu", "--players", "2", "--deal", "--seed", seed]
        assert main([*args, "--data-dir", str(folder)]) == 0
        [journal] = journals(folder / "replays")
        dealt.append(load_journal_plies(journal))
    capsys.readouterr()
    assert dealt[0] == dealt[1] != dealt[2]


def load_journal_plies(journal: Path) -> list[str]:
    from replays import read_journal

    timeline = read_journal(journal)
    return [GAME.move_text(r.move) for r in timeline.replay.moves]


def test_resume_of_a_missing_journal_is_one_line(tmp_path: Path, capsys: Capture) -> None:
    assert main(["resume", "nothing-here", "--data-dir", str(tmp_path)]) == 1
    assert capsys.readouterr().err.strip().endswith("nothing-here: no such file")


def test_a_global_data_dir_flag_serves_every_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from replays.storage import set_data_dir

    monkeypatch.delenv("NIWA_DATA_DIR", raising=False)
    mine = tmp_path / "mine"
    monkeypatch.setattr("sys.stdin", io.StringIO("+Tp\nquit\n"))
    try:
        main(["--data-dir", str(mine), "record", "seikatsu", "--players", "2"])
        [journal] = journals(mine / "replays")
        capsys.readouterr()
        assert main(["--data-dir", str(mine), "resume"]) == 0
        assert journal.name in capsys.readouterr().out
    finally:
        set_data_dir(None)
