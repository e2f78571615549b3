"""Home: the four games from the registry, recent replays, unfinished games."""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList

from engine.registry import GAMES
from tests.tutor.conftest import quiet_app
from tests.tutor.games import saved_game, unfinished_game
from tutor.games import Entry
from tutor.screens.home import GameCard, HomeScreen
from tutor.screens.setup import SetupScreen


def test_home_lists_games_recent_replays_and_unfinished_games(snap_compare: Any) -> None:
    saved_game("evening.niwa.json", seed=5, mtime=1_772_000_000)
    saved_game("lunch.niwa.json", seed=6, mtime=1_771_000_000, names=("Kim", "[b]Lee", "Mo"))
    unfinished_game(plies=20)

    async def check(pilot: Pilot[None]) -> None:
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, HomeScreen)
        cards = list(screen.query(GameCard))
        assert [c.entry.id for c in cards] == [*GAMES]
        assert [c.has_class("-coming") for c in cards] == [c.entry.id not in GAMES for c in cards]
        recent = screen.query_one("#recent-list", OptionList)
        labels = [str(recent.get_option_at_index(i).prompt) for i in range(recent.option_count)]
        assert labels[0].startswith("2026-03-01 14:05  Seikatsu  Aki, Ben, Chie")
        assert "Kim, [b]Lee, Mo" in labels[1]  # a name is shown as typed, never as markup
        assert labels[2] == "Open a replay file..."
        resume = screen.query_one("#resume-list", OptionList)
        assert resume.display and resume.option_count == 1

    assert snap_compare(quiet_app(), terminal_size=(120, 40), run_before=check)


def test_home_fits_a_small_terminal(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, HomeScreen)
        assert not screen.query_one("#resume-list").display  # nothing to resume
        await pilot.press("down")
        assert screen.selected == 1 and screen.query(GameCard)[1].has_focus

    assert snap_compare(quiet_app(), terminal_size=(80, 24), run_before=check)


async def test_clicking_a_door_of_a_card_opens_it() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        card = app.screen.query_one("#card-seikatsu", GameCard)
        doors = {verb: start for _, start, _, verb in card.doors}
        left, top = card.gutter.left, card.gutter.top  # border and padding
        for verb, screen in (("rules", "RulesScreen"), ("play", "SetupScreen")):
            await pilot.click(card, offset=(left + doors[verb] + 1, top + 1))
            assert type(app.screen).__name__ == screen
            app.pop_screen()
        await pilot.click(card, offset=(left + doors["replays"] + 1, top + 1))
        assert type(app.screen).__name__ == "ReplayPicker"


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_every_door_opens_by_a_click_where_it_is_drawn(size: tuple[int, int]) -> None:
    """Doors that do not fit on one line go on to the next, and a click finds them there
    (at 80 columns "Settle a dispute" is on the third line of the card)."""
    app = quiet_app()
    async with app.run_test(size=size) as pilot:
        card = app.screen.query_one("#card-seikatsu", GameCard)
        left, top = card.gutter.left, card.gutter.top
        lines = {verb: line for line, _, _, verb in card.doors}
        if size[0] == 80:
            assert lines["dispute"] == 2 and lines["play"] == 1
        for line, start, _, verb in card.doors:
            if verb in ("learn", "replays"):
                continue
            await pilot.click(card, offset=(left + start + 1, top + line))
            assert type(app.screen).__name__ != "HomeScreen", verb
            app.pop_screen()
            await pilot.pause()


async def test_keys_open_the_selected_game() -> None:
    app = quiet_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down", "p")
        screen = app.screen
        assert isinstance(screen, SetupScreen) and screen.game_id == list(GAMES)[1]


def test_a_coming_game_has_no_doors() -> None:
    card = GameCard(Entry("go", "Go"))  # not in the registry: coming
    text = card.render().plain
    assert "coming" in text and "Play" not in text and card.doors == []


async def test_c_continues_a_game_and_the_keys_then_open_the_game_in_focus() -> None:
    """Issue 11: resuming needed Tab x4 to reach the list; after leaving the game, l did
    nothing and p opened another game's setup."""
    unfinished_game(plies=12)
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause()
        play = app.screen
        assert type(play).__name__ == "PlayScreen"
        await pilot.press("escape", "y")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        await pilot.press("p")
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen) and setup.game_id == next(iter(GAMES))
        app.pop_screen()
        await pilot.pause()
        await pilot.press("l")
        await pilot.pause()
        assert type(app.screen).__name__ == "CourseScreen"
