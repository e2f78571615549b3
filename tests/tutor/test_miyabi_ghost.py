"""Two Miyabi boards that showed one thing and meant another (issue 22): the ghost tile
shows the held tile's own objects (K1, one fish, held over row 1, the maple row, reads
"1K", not the row's "1M"); what-if draws large the garden it judges the move in."""

from __future__ import annotations

from pathlib import Path

from engine.miyabi import GAME, Options
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from engine.miyabi.state import PLAY
from replays import load
from tests.tutor.conftest import quiet_app
from tests.tutor.games import miyabi_game
from tutor.miyabi.board import MiyabiBoard
from tutor.miyabi.layout import Ghost, paint
from tutor.screens.viewer import ViewerScreen


def test_the_ghost_shows_the_held_tiles_object_not_the_rows() -> None:
    state = GAME.new_game(Options(players=2))
    cell = G.BY_NAME["a1"]
    assert G.row_of(cell) == 0  # row 1, the maple row
    koi = T.BY_ID["K1"]
    assert T.OBJECTS[T.TILES[koi].object].code == "K"
    ghost = Ghost(tile=koi, cells=(cell,), layer=1, legal=False)
    picture = paint(state, 0, 120, 40, {}, cell, ghost, "K1")
    x, y, w, _h = picture.cells["a1"]
    square = picture.lines[y].plain[x : x + w]
    assert "1K" in square, square
    assert "M" not in square, square


async def test_what_if_draws_the_movers_garden_large(tmp_path: Path) -> None:
    """In the viewer's what-if the garden drawn large is the one the move is judged in:
    the seat to move's, not the last mover's (whose squares the last move lit)."""
    path = miyabi_game("garden.niwa.json")
    app = quiet_app(start=lambda app: ViewerScreen(load(path), path))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ViewerScreen)
        ply = next(
            p
            for p in range(2, len(screen.line))
            if screen.line.state_at(p).phase == PLAY
            and screen.line.state_at(p).seat != screen.line.state_at(p - 1).seat
        )
        screen.seek(ply)
        await pilot.pause()
        state = screen.line.state_at(ply)
        board = screen.query_one("#board", MiyabiBoard)
        assert board.focus_seat() != state.seat  # looking back: the last mover's garden
        screen.action_what_if()
        await pilot.pause()
        assert board.focus_seat() == state.seat
        title = board.drawing().plain.splitlines()[0]  # the large garden's title line
        assert title.startswith(screen.names[state.seat]), title
