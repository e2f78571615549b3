"""Every command that reads a replay reads an unfinished game's journal too (issue 22).

``resume`` always read journals; ``verify``, ``score``, ``show``, ``convert`` and
``replay`` said "JSON is malformed: trailing characters (byte 213)". One loader
(replays.opening) tells the two apart by content; this walks every command over a
journal of every registered game.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest

from engine.registry import GAMES
from replays import Recorder, journals, load
from replays.opening import open_game
from tests.replays.factory import random_game_replay
from tests.tutor.test_cli_app import runs  # noqa: F401  (the fixture)
from tutor.cli import main
from tutor.screens.play import PlayScreen
from tutor.session import COMPUTER, PERSON, TablePlan, new_session

PLIES = 12
"""Moves into the game a journal is left at (fewer where a game is shorter: the toy game)."""


def plies_for(game_id: str) -> int:
    return min(PLIES, len(random_game_replay(game_id, seed=3).moves) - 1)


Capture = pytest.CaptureFixture[str]


def journal_of(game_id: str, folder: Path) -> Path:
    """A game of ``game_id`` left unfinished after ``plies_for`` moves: its journal stays."""
    replay = random_game_replay(game_id, seed=3, plies=plies_for(game_id))
    recorder = Recorder(game_id, replay.options, list(replay.players), directory=folder)
    for record in replay.moves:
        recorder.record(record.move)
    recorder.close()
    return recorder.path


@pytest.fixture(params=sorted(GAMES))
def journal(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    return journal_of(str(request.param), tmp_path)


def test_the_loader_tells_a_journal_from_a_replay(journal: Path, tmp_path: Path) -> None:
    game = open_game(journal)
    plies = plies_for(game.timeline.game.id)
    assert game.journal and game.dropped is None and len(game.timeline) == plies
    assert not game.timeline.is_over
    assert main(["convert", str(journal), str(tmp_path / "kept.niwa")]) == 0
    replay = open_game(tmp_path / "kept.niwa")
    assert not replay.journal and len(replay.timeline) == plies
    assert [r.move for r in replay.timeline.replay.moves] == [
        r.move for r in game.timeline.replay.moves
    ]


def test_verify_score_and_show_read_a_journal(journal: Path, capsys: Capture) -> None:
    title = GAMES[open_game(journal).timeline.game.id].title
    assert main(["verify", str(journal)]) == 0
    out, err = capsys.readouterr()
    assert err == "" and out.startswith(
        f"{journal}: ok ({title}, {plies_for(open_game(journal).timeline.game.id)} plies, a journal"
    )
    assert main(["score", str(journal)]) == 0
    out, err = capsys.readouterr()
    assert "UNFINISHED" in out and "malformed" not in err
    assert main(["score", "--json", str(journal)]) == 0
    capsys.readouterr()
    assert main(["show", str(journal)]) == 0
    out, err = capsys.readouterr()
    assert f"{plies_for(open_game(journal).timeline.game.id)} plies (a journal" in out and err == ""


def test_replay_opens_a_journal_in_the_viewer_and_never_writes_it(
    journal: Path,
    runs: list[Any],  # noqa: F811
) -> None:
    before = journal.read_bytes()
    assert main(["replay", str(journal)]) == 0
    [screen] = runs
    assert type(screen).__name__ == "ViewerScreen" and screen.journal
    assert len(screen.main) == plies_for(screen.game.id)
    screen.what_if.save()  # a what-if saved here would turn the journal into a replay
    assert journal.read_bytes() == before


def test_a_damaged_journal_is_a_bad_file_for_verify(tmp_path: Path, capsys: Capture) -> None:
    journal = journal_of("seikatsu", tmp_path)
    lines = journal.read_bytes().split(b"\n")
    lines[5] = b"{broken"
    journal.write_bytes(b"\n".join(lines))
    assert main(["verify", str(journal)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{journal}: line 6 is damaged")


def test_a_replay_file_still_loads_strictly(tmp_path: Path) -> None:
    journal = journal_of("seikatsu", tmp_path)
    with pytest.raises(Exception, match="trailing characters"):
        load(journal)  # load itself stays strict: only what reads games tells them apart


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_resume_of_a_game_against_the_computer_goes_on_in_the_app(
    game_id: str,
    data_dir: Path,
    runs: list[Any],  # noqa: F811
    capsys: Capture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = GAMES[game_id]
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    plan = TablePlan((PERSON,) + (COMPUTER,) * (seats - 1))
    names = ["Ann"] + [f"Computer {s + 1}" for s in range(1, seats)]
    session = new_session(game_id, options, names, plan, seed=2)
    session.run_computer()
    session.log.close()  # type: ignore[union-attr]
    [journal] = journals()
    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # nobody types the computer's moves
    assert main(["resume", str(journal), "--seed", "2"]) == 0
    [screen] = runs
    assert isinstance(screen, PlayScreen)
    assert screen.session.plan == plan and screen.session.moves == session.moves
    out = capsys.readouterr().out
    assert "ply" not in out and "Type one move" not in out  # no typed-line game, no hands
