"""Any first player, for every game: chosen in setup and with `niwa record --first`.

Every rulebook lets the table choose who starts. Where a game's seats differ (its options
name the first player) the seats stay and the option is set; elsewhere the chosen player
becomes seat 1 (the game's rules number the seats clockwise from the first player)."""

from __future__ import annotations

import io
import random
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Input, Select

from engine.core import CHANCE, Game
from engine.registry import GAMES
from replays import journals, read_journal
from tests.tutor.conftest import quiet_app
from tutor.cli import main
from tutor.first_player import first_by_option
from tutor.screens.play import PlayScreen
from tutor.screens.setup import SetupScreen


def first_mover(game: Game[Any, Any, Any], state: Any) -> int:
    """The first seat to move once the dealer (setup, deal) is done."""
    rng = random.Random(3)
    while game.to_move(state) == CHANCE:
        state = game.apply(state, game.sample_chance(state, rng)).state
    return game.to_move(state)


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_setup_lets_the_table_choose_the_first_player(game_id: str) -> None:
    game = GAMES[game_id]
    app = quiet_app(start=lambda app: SetupScreen(game_id))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        seats = game.seats(game.new_game(game.options_type()))
        for seat in range(seats):
            screen.query_one(f"#name-{seat}", Input).value = f"N{seat + 1}"
        chooser = screen.query_one("#first-player", Select)
        assert len(chooser._options) == seats  # one choice per seat
        chooser.value = 1  # the second seat starts
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        play = app.screen
        assert isinstance(play, PlayScreen)
        session = play.session
        timeline = session.log.timeline  # type: ignore[union-attr]
        start = timeline.state_at(0)
        mover = first_mover(game, start)
        assert session.names[mover] == "N2"
        if first_by_option(game):  # the seats stay where they were
            assert session.names == [f"N{s + 1}" for s in range(seats)]
        else:  # the chosen player is seat 1, the clockwise order kept
            assert session.names == [f"N{(s + 1) % seats + 1}" for s in range(seats)]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_record_takes_the_first_player(
    game_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = GAMES[game_id]
    seats = game.seats(game.new_game(game.options_type()))
    names = ",".join(f"N{s + 1}" for s in range(seats))
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    args = ["record", game_id, "--names", names, "--first", "2", "--data-dir", str(tmp_path)]
    assert main(args) == 0
    [journal] = journals(tmp_path / "replays")
    timeline = read_journal(journal)
    mover = first_mover(game, timeline.state_at(0))
    assert timeline.replay.players[mover] == "N2"


def test_record_help_names_the_first_player(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["record", "--help"])
    assert "first player" in " ".join(capsys.readouterr().out.split())


def test_record_refuses_a_first_player_beyond_the_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    args = ["record", "seikatsu", "--players", "2", "--first", "3", "--data-dir", str(tmp_path)]
    assert main(args) == 1
    assert "not seat 3" in capsys.readouterr().err


@pytest.mark.parametrize("game_id", ["seikatsu", "sakura"])
async def test_setup_records_a_table_from_one_seat_whoever_starts(game_id: str) -> None:
    """Issue 28: the 'recorded by' seat follows its player when the first player turns
    the seats (a game whose seats are alike), and stays where the options name who starts."""
    from textual.widgets import RadioButton

    game = GAMES[game_id]
    app = quiet_app(start=lambda app: SetupScreen(game_id))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        seats = game.seats(game.new_game(game.options_type()))
        for seat in range(seats):
            screen.query_one(f"#name-{seat}", Input).value = f"N{seat + 1}"
        screen.query_one("#deal-table", RadioButton).value = True
        screen.query_one("#first-player", Select).value = 1
        recorder = screen.query_one("#recorded-by", Select)
        assert len(recorder._options) == seats + 1  # an observer, or a seat
        recorder.value = 2  # N3 records
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        play = app.screen
        assert isinstance(play, PlayScreen)
        session = play.session
        assert session.recorded_by is not None
        assert session.names[session.recorded_by] == "N3"
        assert session.log.timeline.replay.recorded_by == session.recorded_by  # type: ignore[union-attr]
