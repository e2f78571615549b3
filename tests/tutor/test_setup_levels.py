"""Setup says what each computer level is (issue 25): how it thinks, for every game, and how
strong it measured against the others in the game's benchmark, where measured."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from engine.players.levels import Level
from engine.registry import GAMES, SHIPPED
from tests.tutor.conftest import quiet_app
from tutor.level_words import AGAINST, LEVELS, WON, strength_words
from tutor.plugins import ui_for
from tutor.screens.setup import SetupScreen
from tutor.ui import GamePlugin, Strength


class Measured(GamePlugin):
    """A game measured both ways, at one table size: the words worked by hand below."""

    strength = (
        Strength("medium", "easy", 0.615, 3, 200),
        Strength("hard", "easy", 0.885, 3, 200),
        Strength("hard", "medium", 0.675, 3, 80),
    )


def test_every_level_has_words() -> None:
    assert set(LEVELS) == {level.value for level in Level}
    assert set(AGAINST) == set(WON) == {level.value for level in Level}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_shipped_game_says_how_hard_fares_against_medium(game_id: str) -> None:
    """Issue 25: hard's strength measured against medium as well as greedy, in every game
    niwa ships (the test session's toy game declares no figures: its words say nothing)."""
    ui = ui_for(game_id)
    against_medium = [s for s in ui.strength if s.level == "hard" and s.against == "medium"]
    if game_id not in SHIPPED and not ui.strength:
        assert strength_words(ui) == ""
        return
    assert len(against_medium) == 1
    figure = against_medium[0]
    assert 0 <= figure.wins <= 1
    assert figure.games > 0
    assert "against medium players, hard won" in strength_words(ui)


def test_the_figures_read_as_one_sentence_against_each_level() -> None:
    """Both rows at one table size: the player count and fair share said once."""
    assert strength_words(Measured(GAMES[SHIPPED[0]])) == (
        "In niwa's tests at 3 players (a fair share of the wins is 33%): against easy "
        "players, medium won 62% of 200 games and hard won 88% of 200 games; against "
        "medium players, hard won 68% of 80 games."
    )


@pytest.mark.usefixtures("spanish")
def test_the_figures_in_spanish_agree_with_the_level() -> None:
    assert strength_words(Measured(GAMES[SHIPPED[0]])) == (
        "En las pruebas de niwa con 3 jugadores (lo justo sería ganar un 33% de las "
        "partidas): contra rivales de nivel fácil, el nivel medio ganó el 62% de 200 "
        "partidas y el nivel difícil ganó el 88% de 200 partidas; contra rivales de nivel "
        "medio, el nivel difícil ganó el 68% de 80 partidas."
    )


def test_a_game_not_measured_says_nothing() -> None:
    assert strength_words(GamePlugin(GAMES[SHIPPED[0]])) == ""


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
