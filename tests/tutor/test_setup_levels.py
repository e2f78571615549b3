"""Setup says what each computer level is (issue 25): how it thinks, for every game, and how
strong it measured against the others in the game's benchmark, where measured."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from engine.players.levels import Level
from engine.registry import GAMES
from tests.tutor.conftest import quiet_app
from tutor.level_words import LEVELS
from tutor.plugins import ui_for
from tutor.screens.setup import SetupScreen


def test_every_level_has_words() -> None:
    assert set(LEVELS) == {level.value for level in Level}


@pytest.mark.parametrize("game_id", GAMES)
async def test_setup_describes_each_level_with_the_games_figures(game_id: str) -> None:
    app = quiet_app(start=lambda app: SetupScreen(game_id))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = pilot.app.screen
        assert isinstance(screen, SetupScreen)
        text = str(screen.query_one("#level-help", Static).render())
        plain = " ".join(text.split())
        for words in LEVELS.values():
            assert " ".join(words.split()) in plain
        for figure in ui_for(game_id).strength:
            assert f"{figure.level} won {figure.wins:.0%} of {figure.games} games" in plain
