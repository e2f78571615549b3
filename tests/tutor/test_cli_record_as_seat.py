"""`niwa record GAME --as SEAT` (issue 28): a whole selfplay game typed from one seat's
view (`?` for each draw the seat did not see), for every game whose draws a seat sees
whole or not at all; the replay verifies, says who recorded it and what stayed unknown."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from engine.registry import GAMES
from engine.sakura.game import Refill, face_down
from replays import load
from tests.replays.one_seat_feed import seat_feed
from tests.replays.sakura_seat_feed import GAME as SAKURA
from tests.replays.sakura_seat_feed import sakura_feed
from tests.replays.test_one_seat import WHOLE_GAMES, true_states
from tutor.cli import main

Capture = pytest.CaptureFixture[str]


@pytest.mark.parametrize("game_id", WHOLE_GAMES)
def test_a_whole_game_recorded_as_one_seat(
    game_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    game = GAMES[game_id]
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    names = ",".join(f"N{s + 1}" for s in range(seats))
    lines = [
        "?" if move is None else game.move_text(move) for _, move in seat_feed(game, options, 1, 11)
    ]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    out_file = tmp_path / "mine.niwa.json"
    args = [
        "record",
        game_id,
        "--names",
        names,
        "--as",
        "2",
        "--seed",
        "1",
        "--data-dir",
        str(tmp_path),
    ]
    assert main([*args, "--out", str(out_file)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert f"game over: saved {out_file}" in out
    assert "recorded by N2 (seat 2)" in out
    record = load(out_file)
    assert record.replay.recorded_by == 1
    truth = true_states(game, options, 11)
    assert game.scores(record.final_state()) == game.scores(truth[-1])
    # Each unseen draw is said as unseen, and nothing under it names what niwa filled in.
    for ply, r in enumerate(record.replay.moves, start=1):
        if not r.unseen:
            continue
        said = re.search(rf"^ply {ply}: (.*)$((?:\n  - .*)*)", out, re.MULTILINE)
        assert said is not None and said.group(1) == "? (a draw you did not see)"
        filled = game.move_text(r.move).lstrip("+")
        assert filled not in said.group(2)
    assert main(["verify", str(out_file)]) == 0
    verified = capsys.readouterr().out
    assert "ok (" in verified and "recorded by N2 (seat 2)" in verified


def test_record_help_offers_recording_as_a_seat(capsys: Capture) -> None:
    with pytest.raises(SystemExit):
        main(["record", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "--as SEAT" in out and "a draw you did not see" in out


def test_a_seen_draw_cannot_be_typed_as_unknown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("?\nquit\n"))
    args = [
        "record",
        "seikatsu",
        "--players",
        "2",
        "--as",
        "1",
        "--seed",
        "1",
        "--data-dir",
        str(tmp_path),
    ]
    assert main(args) == 1
    assert "you see this draw: type what was drawn" in capsys.readouterr().err


def test_recording_as_a_seat_is_not_dealt_by_niwa(tmp_path: Path, capsys: Capture) -> None:
    args = ["record", "seikatsu", "--as", "1", "--deal", "--data-dir", str(tmp_path)]
    assert main(args) == 1
    assert "no --deal" in capsys.readouterr().err


def test_a_whole_sakura_game_recorded_as_one_seat(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    """Sakura from seat 3 of 4: each deal typed with ``?`` for the others' hands and only
    the row's characters, each refill of the row typed as the table turns it up."""
    game = SAKURA
    options = game.options_type()
    fed = list(sakura_feed(options, 2, 11))
    lines = [game.move_text(entry) for _, entry in fed]
    truth = fed[-1][0]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    out_file = tmp_path / "mine.niwa.json"
    names = "Ann,Bo,Cy,Di"
    args = [
        "record",
        "sakura",
        "--names",
        names,
        "--as",
        "3",
        "--seed",
        "1",
        "--data-dir",
        str(tmp_path),
    ]
    assert main([*args, "--out", str(out_file)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert "recorded by Cy (seat 3)" in out and "3 draws Cy saw only in part" in out
    record = load(out_file)
    assert record.replay.recorded_by == 2
    assert game.scores(record.final_state()) == game.scores(truth)
    assert main(["verify", str(out_file)]) == 0
    assert "recorded by Cy (seat 3)" in capsys.readouterr().out


def test_sakura_corrections_from_one_seat(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    """A character turned up typed wrong (C1 for the card the table saw) is fixed where it
    stands with `fix`, a card typed twice is undone with `undo`; the record then goes on
    to the selfplay game's end and scores as it did."""
    game = SAKURA
    options = game.options_type(players=2)
    fed = [entry for _, entry in sakura_feed(options, 0, 3)]
    ply = next(p for p, e in enumerate(fed, start=1) if isinstance(e, Refill))
    state = game.new_game(options)
    for entry in fed[: ply - 1]:
        state = game.apply(state, entry).state
    codes = state.deck.codes
    right = fed[ply - 1]
    wrong = next(
        Refill((codes[kind],))
        for kind in sorted(face_down(state))
        if (codes[kind],) != right.characters
    )
    texts = [game.move_text(e) for e in fed]
    typed = [*texts[: ply - 1], game.move_text(wrong), f"fix {ply} {texts[ply - 1]}"]
    typed += [*texts[ply : ply + 1], "undo", *texts[ply:]]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(typed) + "\n"))
    out_file = tmp_path / "mine.niwa.json"
    args = [
        "record",
        "sakura",
        "--players",
        "2",
        "--as",
        "1",
        "--seed",
        "1",
        "--data-dir",
        str(tmp_path),
    ]
    assert main([*args, "--out", str(out_file)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert f"ply {ply} is now {texts[ply - 1]}" in out
    assert f"undone: 1 move from ply {ply + 1}" in out
    record = load(out_file)
    assert [r.move for r in record.replay.moves] == fed
    assert len(record.variations) == 2  # the wrong refill's line and the undone card
    assert main(["verify", str(out_file)]) == 0
