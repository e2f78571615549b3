"""Rules (searchable, rulings marked) and Help (every key, from the bindings)."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from rich.console import Console
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, Static

from engine.seikatsu.rules import RULES
from tests.tutor.conftest import quiet_app
from tutor.app import NiwaApp
from tutor.screens.help import HelpScreen, sections
from tutor.screens.rules import RULING_NOTE, RulesScreen


def rules_app() -> NiwaApp:
    return quiet_app(start=lambda app: RulesScreen("seikatsu"))


def shown_rule_ids(screen: RulesScreen) -> list[str]:
    options = screen.query_one("#rules-list", OptionList)
    return [str(options.get_option_at_index(i).id) for i in range(options.option_count)]


def test_rules_search_narrows_the_list_and_marks_rulings(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = pilot.app.screen
        assert isinstance(screen, RulesScreen)
        assert shown_rule_ids(screen) == [rule.id for rule in RULES]
        screen.query_one("#rules-search", Input).value = "koi"
        await pilot.pause()
        expected = [rule.id for rule in RULES.search("koi")]
        assert shown_rule_ids(screen) == expected
        assert "seikatsu.variant.tournament" in expected  # a ruling, marked in the list
        options = screen.query_one("#rules-list", OptionList)
        options.highlighted = expected.index("seikatsu.variant.tournament")
        await pilot.pause()
        detail = str(screen.query_one("#rules-text", Static).render())
        assert "Tournament mode" in detail and "Rulebook: «Modo de torneo»; niwa's ruling" in detail
        assert RULING_NOTE in detail

    assert snap_compare(rules_app(), terminal_size=(120, 40), run_before=check)


async def test_a_search_with_no_match_says_so_and_escape_clears_it() -> None:
    app = rules_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, RulesScreen)
        await pilot.press("slash", "x", "y", "z")
        assert shown_rule_ids(screen) == []
        assert "No rule mentions: xyz" in str(screen.query_one("#rules-text", Static).render())
        await pilot.press("escape")
        assert len(shown_rule_ids(screen)) == len(RULES)


def help_text(screen: HelpScreen, width: int = 100) -> str:
    """The help screen's table as plain text, ``width`` columns wide."""
    shown = screen.query_one("#help-keys", Static).render()
    console = Console(width=width, record=True, file=io.StringIO())
    console.print(shown._renderable)  # type: ignore[attr-defined]
    return console.export_text()


def test_help_lists_the_keys_of_every_screen(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        await pilot.press("question_mark")
        assert isinstance(pilot.app.screen, HelpScreen)
        text = help_text(pilot.app.screen)
        for heading, bindings in sections():
            assert heading in text
            for binding in bindings:
                assert binding.description in text

    assert snap_compare(quiet_app(), terminal_size=(120, 40), run_before=check)


async def test_every_screen_key_is_also_a_palette_command() -> None:
    app = quiet_app(start=lambda app: RulesScreen("seikatsu"))
    async with app.run_test(size=(120, 40)):
        titles = [command.title for command in app.get_system_commands(app.screen)]
        assert {"Search", "Back", "Play Seikatsu", "Rules of Seikatsu", "Open replay"} <= set(
            titles
        )


async def test_the_palette_lists_each_command_once_and_saves_screenshots(data_dir: Path) -> None:
    """Issue 11: Learn / Learn Seikatsu, Help: keys / Keys, Open replay / Open a replay;
    and "Screenshot" failed where there is no ~/Downloads."""
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        commands = list(app.get_system_commands(app.screen))
        titles = [command.title for command in commands]
        assert len(titles) == len(set(titles))
        for short in ("Learn", "Keys", "Open a replay", "Help: keys", "Play", "Rules"):
            assert short not in titles
        assert {"Help", "Open replay", "Learn Seikatsu", "Screenshot"} <= set(titles)
        [shot] = [c for c in commands if c.title == "Screenshot"]
        shot.callback()
        await pilot.pause()
        saved = list((data_dir / "screenshots").glob("*.svg"))
        assert len(saved) == 1
        messages = [n.message for n in app._notifications]
        assert str(saved[0]) in messages
