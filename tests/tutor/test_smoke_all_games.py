"""The app, every registered game: setup with its defaults, a whole game against the
computer, game over, the replay and its score sheet, at 120x40 and 80x24.

Driven through app actions (no key presses, no timers: the computer, at setup's default
level, thinks a fixed number of simulations with a fixed seed, and each of its workers is
waited for). At 80x24, which checks the layout, the computers are set to easy: the search is
exercised at 120x40 and costs most of the run. On every screen no other game's words
appear and every widget stays inside the terminal.
"""

from __future__ import annotations

import pytest
from textual.app import App
from textual.widget import Widget
from textual.widgets import Select

from engine.registry import GAMES
from tests.tutor.conftest import quiet_app, settle
from tests.tutor.screen_words import screen_text
from tutor.screens.dialogs import ChooseOne
from tutor.screens.game_over import GameOverScreen
from tutor.screens.play import PlayScreen
from tutor.screens.setup import SetupScreen
from tutor.screens.viewer import ViewerScreen
from tutor.session import Due

SIZES = [(120, 40), (80, 24)]


def words_of(game_id: str) -> set[str]:
    """What names a game and no other: its title, and its score unit where no other
    game counts in it."""
    game = GAMES[game_id]
    units = [GAMES[g].score_unit for g in GAMES]
    words = {game.title}
    if units.count(game.score_unit) == 1:
        words.add(game.score_unit)
    return words


def check_screen(app: App[None], game_id: str) -> None:
    text = screen_text(app)
    for other in GAMES:
        if other != game_id:
            for word in words_of(other):
                assert word not in text, f"{other}'s '{word}' on {type(app.screen).__name__}"
    width = app.size.width
    for widget in app.screen.query(Widget):
        if not widget.display or not widget.region.area:
            continue
        region = widget.region  # no panel runs past the right edge or out of its parent
        assert region.x >= 0 and region.right <= width, (widget, region)
        parent = widget.parent
        if isinstance(parent, Widget) and parent.region.area:
            assert region.right <= parent.region.right, (widget, region, parent)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game_id", list(GAMES))
async def test_a_whole_game_from_setup_to_the_score_sheet(
    game_id: str, size: tuple[int, int]
) -> None:
    app = quiet_app(start=lambda app: SetupScreen(game_id))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        check_screen(app, game_id)
        if size != SIZES[0]:
            for level in setup.query(".seat-level").results(Select):
                level.value = "easy"
        setup.action_start()  # the defaults: you against the computer
        await settle(pilot, app)
        play = app.screen
        assert isinstance(play, PlayScreen)
        check_screen(app, game_id)
        moves = 0
        while play.session.due() == Due.PERSON and moves < 500:
            assert play.submit(play.game.legal_moves(play.session.state)[0])
            await settle(pilot, app)
            moves += 1
            if moves == 3:
                await pilot.pause()
                check_screen(app, game_id)
        await pilot.pause()
        while isinstance(app.screen, ChooseOne):
            app.screen.dismiss(0)
            await pilot.pause()
        over = app.screen
        assert isinstance(over, GameOverScreen), type(over)
        check_screen(app, game_id)
        over.action_choose("review")
        await pilot.pause()
        viewer = app.screen
        assert isinstance(viewer, ViewerScreen)
        check_screen(app, game_id)
        viewer.action_sheet()
        await pilot.pause()
        assert viewer.is_final(viewer.ply)
        check_screen(app, game_id)
