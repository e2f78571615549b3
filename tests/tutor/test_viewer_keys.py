"""The viewer's keys do what the help says: [ and ] between lines, g to a ply out of range,
Shift+arrows scroll the board."""

from __future__ import annotations

from pathlib import Path

import pytest

from replays import MoveRecord, Variation
from tests.tutor.conftest import quiet_app
from tests.tutor.games import saved_game
from tests.tutor.test_review import short_game
from tutor.plugins import PLUGINS
from tutor.screens.viewer import ViewerScreen


@pytest.fixture
def game(data_dir: Path) -> Path:
    return saved_game("game.niwa.json")


async def test_brackets_step_between_the_main_line_and_its_variations(game: Path) -> None:
    """Issue 11: Textual names these keys left_square_bracket / right_square_bracket, so
    bindings on 'bracketleft' never fired."""
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.open_replay(game)
        assert isinstance(screen, ViewerScreen)
        await pilot.pause()
        ply = 20
        other = [m for m in screen.game.legal_moves(screen.main.state_at(ply))]
        move = next(m for m in other if m != screen.main.move_at(ply + 1))
        screen.main = screen.main.with_variation(Variation("try", ply, [MoveRecord(move)]))
        screen.show_line(None)
        await pilot.press("right_square_bracket")
        assert screen.var_index == 0 and screen.ply == ply + 1
        await pilot.press("left_square_bracket")
        assert screen.var_index is None


async def test_going_past_the_last_ply_says_where_it_went(game: Path) -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.open_replay(game)
        assert isinstance(screen, ViewerScreen)
        await pilot.pause()
        await pilot.press("g", "9", "9", "enter")
        await pilot.pause()
        assert screen.ply == len(screen.line) == 69
        messages = [n.message for n in app._notifications]
        assert any("no ply 99" in m and "ply 69" in m for m in messages), messages


@pytest.mark.parametrize("game_id", PLUGINS)
async def test_shift_arrows_scroll_the_board_and_leave_the_ply(
    game_id: str, data_dir: Path
) -> None:
    """Every game's viewer takes the keys; a board that fits its panel stays put."""
    app = quiet_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.open_replay(short_game(game_id))
        assert isinstance(screen, ViewerScreen)
        await pilot.pause()
        screen.seek(len(screen.line))
        await pilot.pause()
        board = screen.board()
        taller = board.virtual_size.height > board.scrollable_content_region.height
        await pilot.press("shift+down")
        assert screen.ply == len(screen.line)
        assert (board.scroll_y > 0) == taller
        await pilot.press("shift+up")
        assert board.scroll_y == 0
