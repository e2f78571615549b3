"""80x24: every panel keeps room for what it shows (issue 11: an empty game log)."""

from __future__ import annotations

import pytest
from textual.widgets import RichLog

from engine.registry import GAMES
from tests.tutor.conftest import quiet_app
from tutor.screens.play import PlayScreen
from tutor.session import COMPUTER, PERSON, TablePlan


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_the_game_log_keeps_three_lines_at_80_by_24(game_id: str) -> None:
    game = GAMES[game_id]
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    names = ["You", *(f"Computer {s + 1}" for s in range(1, seats))]
    app = quiet_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.start_game(
            game_id, options, names, TablePlan((PERSON,) + (COMPUTER,) * (seats - 1))
        )
        assert isinstance(screen, PlayScreen)
        await pilot.pause()
        log = screen.query_one("#log", RichLog)
        assert log.content_region.height >= 3
        assert log.region.bottom <= 23  # above the key bar, on the screen
