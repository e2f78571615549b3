"""The viewer of a record made from one seat (issue 28): shown only as that seat saw it,
the others' unseen draws as backs, never the fill-ins; no other view is offered."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import DataTable

from engine.registry import GAMES
from engine.sakura import cards as C
from replays import load, new_replay, save, verify
from replays.one_seat import enter_move, enter_unseen
from tests.replays.one_seat_feed import seat_feed
from tests.replays.sakura_seat_feed import GAME as SAKURA
from tests.replays.sakura_seat_feed import sakura_feed
from tests.replays.test_one_seat import WHOLE_GAMES
from tests.tutor.conftest import quiet_app
from tutor.sakura.board import SakuraBoard
from tutor.screens.viewer import ViewerScreen


def one_seat_file(game_id: str, seat: int, folder: Path) -> Path:
    game = GAMES[game_id]
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    record = verify(new_replay(game_id, options, [f"N{s + 1}" for s in range(seats)], None, seat))
    rng = random.Random(4)
    for _, move in seat_feed(game, options, seat, 11):
        if move is None:
            record = enter_unseen(record, rng)
        else:
            record = enter_move(record, move, rng).timeline
    return save(record.replay, folder / f"{game_id}.niwa.json")


@pytest.mark.parametrize("game_id", WHOLE_GAMES)
async def test_the_viewer_shows_a_one_seat_record_as_that_seat_saw_it(
    game_id: str, tmp_path: Path
) -> None:
    path = one_seat_file(game_id, 1, tmp_path)
    timeline = load(path)
    game = timeline.game
    app = quiet_app(start=lambda app: ViewerScreen(load(path), path))
    async with app.run_test(size=(120, 40)) as pilot:
        viewer = app.screen
        assert isinstance(viewer, ViewerScreen)
        assert viewer.perspective == 1
        await pilot.press("v")  # no other view: the rest was never seen
        await pilot.pause()
        assert viewer.perspective == 1
        assert any("Recorded by N2" in str(n.message) for n in app._notifications)
        table = viewer.query_one("#moves", DataTable)
        for ply in range(len(timeline) + 1):
            viewer.seek(ply)
            assert viewer.shown_state() == game.view(timeline.state_at(ply), 1)
        for ply, record in enumerate(timeline.replay.moves, start=1):
            if record.unseen:  # the move list never names a fill-in
                row: Any = table.get_row(str(ply))
                filled = game.move_text(record.move).lstrip("+")
                assert filled not in str(row[-1])


def sakura_file(seat: int, folder: Path) -> Path:
    options = SAKURA.options_type()
    names = [f"N{s + 1}" for s in range(options.players)]
    record = verify(new_replay("sakura", options, names, None, seat))
    rng = random.Random(4)
    for _, entry in sakura_feed(options, seat, 11):
        record = enter_move(record, entry, rng).timeline
    return save(record.replay, folder / "sakura.niwa.json")


async def test_the_viewer_shows_a_sakura_one_seat_record_with_the_others_hands_as_backs(
    tmp_path: Path,
) -> None:
    """Sakura's record keeps the others' hands unknown: the viewer draws them as backs
    (``##``) at every ply, and offers no other view."""
    path = sakura_file(1, tmp_path)
    timeline = load(path)
    app = quiet_app(start=lambda app: ViewerScreen(load(path), path))
    async with app.run_test(size=(120, 40)) as pilot:
        viewer = app.screen
        assert isinstance(viewer, ViewerScreen)
        await pilot.press("v")
        await pilot.pause()
        assert viewer.perspective == 1
        assert any("Recorded by N2" in str(n.message) for n in app._notifications)
        for ply in (1, 2, len(timeline) // 2):
            viewer.seek(ply)
            await pilot.pause()
            shown = viewer.shown_state()
            assert shown == SAKURA.view(timeline.state_at(ply), 1)
            assert set(shown.hands[0]) == {C.HIDDEN}
            board = viewer.query_one(SakuraBoard)
            assert any("## ##" in line.plain for line in board.picture(120).lines)
