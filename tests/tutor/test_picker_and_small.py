"""Opening replays from the picker; the play screen at 80x24; the palette everywhere."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from textual.widgets import OptionList

from engine.seikatsu import Options
from tests.tutor.conftest import quiet_app
from tests.tutor.games import saved_game, unfinished_game
from tutor.screens.picker import ReplayPicker
from tutor.screens.play import PlayScreen
from tutor.screens.viewer import ViewerScreen
from tutor.session import COMPUTER, PERSON, TablePlan


def test_the_picker_lists_recent_replays_and_the_folder(data_dir: Path, snap_compare: Any) -> None:
    saved_game("evening.niwa.json", seed=5, mtime=1_772_000_000)
    saved_game("lunch.niwa.json", seed=6, mtime=1_771_000_000)
    app = quiet_app(start=lambda app: ReplayPicker("seikatsu"))

    async def check(pilot: Pilot[None]) -> None:
        picker = pilot.app.screen
        assert isinstance(picker, ReplayPicker)
        recent = picker.query_one("#picker-list", OptionList)
        assert recent.option_count == 2
        assert str(recent.get_option_at_index(0).id).endswith("evening.niwa.json")

    assert snap_compare(app, terminal_size=(120, 40), run_before=check)


async def test_choosing_a_replay_opens_the_viewer(data_dir: Path) -> None:
    saved_game("evening.niwa.json")
    app = quiet_app(start=lambda app: ReplayPicker())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        assert isinstance(app.screen, ViewerScreen)
        assert app.screen.path is not None and app.screen.path.name == "evening.niwa.json"


def test_the_play_screen_fits_80_by_24(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = pilot.app.start_game(  # type: ignore[attr-defined]
            "seikatsu", Options(players=2), ["Ann", "Bob"], TablePlan((PERSON, COMPUTER))
        )
        await pilot.pause()
        assert isinstance(screen, PlayScreen)
        for _ in range(4):
            screen.submit(screen.game.legal_moves(screen.session.state)[0])
        await pilot.pause()
        board = screen.query_one("#board")
        assert board.size.width >= 38 and board.size.height >= 17
        assert screen.query_one("#hand").display

    assert snap_compare(quiet_app(), terminal_size=(80, 24), run_before=check)


async def test_the_viewer_keys_are_palette_commands(data_dir: Path) -> None:
    path = saved_game("evening.niwa.json")
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_replay(path)
        await pilot.pause()
        titles = {c.title for c in app.get_system_commands(app.screen)}
        assert {"Back", "Forward", "Go to ply", "View as", "What if", "Score sheet"} <= titles
        [forward] = [c for c in app.get_system_commands(app.screen) if c.title == "Forward"]
        await forward.callback()
        assert isinstance(app.screen, ViewerScreen) and app.screen.ply == 1


async def test_unfinished_games_and_recent_replays_are_palette_commands(data_dir: Path) -> None:
    saved_game("evening.niwa.json")
    journal = unfinished_game(plies=14)
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        commands = {c.title: c for c in app.get_system_commands(app.screen)}
        assert "Replay Seikatsu: Aki, Ben, Chie" in commands
        commands["Resume Seikatsu: Aki, Ben, Chie"].callback()
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)
        assert app.screen.session.log.path == journal  # type: ignore[union-attr]
