"""`niwa record`'s corrections, for every game: `undo` and `fix PLY DRAW`, listed in
`niwa record --help`, the old line kept in the journal as a variation."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from engine.core import CHANCE
from engine.registry import GAMES
from replays import journals, read_journal, verify
from tests.replays.factory import random_game_replay
from tests.replays.test_correction import other_outcome
from tutor.cli import main

Capture = pytest.CaptureFixture[str]
TYPED = 14


def test_record_help_lists_the_commands_typed_there(capsys: Capture) -> None:
    with pytest.raises(SystemExit):
        main(["record", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    for command in ("show", "moves", "undo", "fix PLY DRAW", "quit"):
        assert command in out


@pytest.mark.parametrize("game_id", list(GAMES))
def test_undo_takes_back_the_last_entry(
    game_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    game = GAMES[game_id]
    whole = [r.move for r in random_game_replay(game_id, 9).moves]
    moves = whole[: min(TYPED, len(whole) - 1)]  # the game stays open
    texts = [game.move_text(m) for m in moves]
    typed = [*texts, "undo", texts[-1], "quit"]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(typed) + "\n"))
    assert main(["record", game_id, "--data-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert f"undone: 1 move from ply {len(moves)}" in out
    [journal] = journals(tmp_path / "replays")
    timeline = read_journal(journal)
    assert [r.move for r in timeline.replay.moves] == moves
    [variation] = timeline.variations
    assert [r.move for r in variation.moves] == moves[-1:]


@pytest.mark.parametrize("game_id", [g for g in GAMES if GAMES[g].declaration.has_chance])
def test_fix_puts_a_wrong_draw_right_and_rechecks_what_follows(
    game_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    game = GAMES[game_id]
    record = verify(random_game_replay(game_id, 9, plies=TYPED))
    draws = [p for p in range(1, TYPED + 1) if game.to_move(record.state_at(p - 1)) == CHANCE]
    ply = next(p for p in draws if other_outcome(record, p) is not None)
    right = game.move_text(other_outcome(record, ply))
    texts = [game.move_text(record.move_at(p)) for p in range(1, TYPED + 1)]
    typed = [*texts, f"fix {ply} {right}", "fix 1", "quit"]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(typed) + "\n"))
    assert main(["record", game_id, "--data-dir", str(tmp_path)]) == 1  # "fix 1" refused
    out, err = capsys.readouterr()
    assert f"ply {ply} is now {right};" in out
    assert "write fix PLY DRAW" in err
    [journal] = journals(tmp_path / "replays")
    timeline = read_journal(journal)
    assert game.move_text(timeline.move_at(ply)) == right
    [variation] = timeline.variations
    assert variation.from_ply == ply - 1
    assert [game.move_text(r.move) for r in variation.moves] == texts[ply - 1 :]
