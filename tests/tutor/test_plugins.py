"""The game plug-ins: one per registered game, found by id, and no game's words outside them."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.registry import GAMES, SHIPPED
from tutor import plugins
from tutor.plugins import PLUGINS, about, ui_for
from tutor.ui import GamePlugin

TUTOR = Path(__file__).resolve().parents[2] / "tutor"

GAME_WORDS = re.compile(
    r"seikatsu|miyabi|sakura|karesansui|\bkoi\b|\btiles?\b|\bbags?\b|\bbirds?\b|flower|pagoda"
    r"|\bcards\b|\bdecks?\b|\brocks?\b|shuriken|demerit",
    re.IGNORECASE,
)
"""Game ids and the pieces of each game: none may appear in the app's generic modules."""

REGISTRY = {"plugins.py"}
"""The registry names each game once, as engine/registry.py does: that is its job."""


def generic_modules() -> list[Path]:
    plugin_dirs = {TUTOR / game_id for game_id in PLUGINS}
    return sorted(
        path
        for path in TUTOR.rglob("*")
        if path.suffix in (".py", ".tcss")
        and not plugin_dirs & set(path.parents)
        and path.name not in REGISTRY
    )


def test_every_shipped_game_has_its_own_plug_in() -> None:
    """The games niwa ships, each with its plug-in in tutor/; the test session registers
    its toy game's (tests/toygame_tutor), as it registers its engine."""
    assert set(plugins.SHIPPED) == set(SHIPPED)
    assert set(PLUGINS) == set(GAMES)
    assert type(ui_for("tictactoe")).__module__ == "tests.toygame_tutor.ui"
    for game_id in SHIPPED:
        ui = ui_for(game_id)
        assert type(ui) is not GamePlugin and type(ui).__module__ == f"tutor.{game_id}.ui"
        assert ui.game is GAMES[game_id]
        assert ui.about == about(game_id) and ui.about.blurb and ui.about.players


def test_plug_ins_differ_where_games_differ() -> None:
    """Each game words its own dealer (a game with chance: none other has a dealer to
    word) and rules search: no game borrows another's words."""
    with_chance = [g for g in PLUGINS if GAMES[g].declaration.has_chance]
    dealers = {ui_for(g).dealer.question for g in with_chance}
    placeholders = {ui_for(g).rules_placeholder for g in PLUGINS}
    assert len(dealers) == len(with_chance) and len(placeholders) == len(PLUGINS)
    assert GamePlugin.dealer.question not in dealers


@pytest.mark.parametrize("game_id", PLUGINS)
def test_the_device_is_handed_over_only_where_the_game_hides_something(game_id: str) -> None:
    """Read from the declaration, not guessed by a plug-in or the generic look."""
    hides = GAMES[game_id].declaration.hides_information
    assert (ui_for(game_id).hand_over is not None) == hides
    assert (GamePlugin(GAMES[game_id]).hand_over is not None) == hides


def test_a_game_without_a_plug_in_gets_the_generic_look() -> None:
    assert about("no-such-game").blurb == ""


def test_the_home_card_words_import_no_engine() -> None:
    """``about`` is read for every card of the home screen: it must stay cheap (the
    language's two small modules, stdlib gettext only, are the words', not a game's)."""
    cheap = ("engine.core", "engine.registry", "engine.i18n", "engine.language")
    code = (
        "import sys; from tutor.plugins import PLUGINS, about\n"
        "[about(g) for g in PLUGINS]\n"
        f"print(sorted(m for m in sys.modules if m.startswith('engine.') and m not in {cheap}))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def _hits(path: Path) -> list[str]:
    return [
        f"{path.relative_to(TUTOR)}:{n}: {line.strip()}"
        for n, line in enumerate(path.read_text().splitlines(), 1)
        if GAME_WORDS.search(line)
    ]


@pytest.mark.parametrize(
    "path",
    generic_modules(),
    ids=lambda p: str(p.relative_to(TUTOR)),
)
def test_generic_modules_name_no_game_and_no_piece(path: Path) -> None:
    assert _hits(path) == []


def test_the_scan_finds_a_game_word() -> None:
    """The scan itself can fail: it sees the words in a plug-in's folder."""
    assert _hits(TUTOR / "seikatsu" / "ui.py")
    assert len(generic_modules()) > 30


async def test_home_cards_show_each_games_blurb_and_player_count() -> None:
    from tests.tutor.conftest import quiet_app
    from tutor.screens.home import GameCard

    app = quiet_app()
    async with app.run_test(size=(120, 40)):
        cards = list(app.screen.query(GameCard))
        assert {card.entry.id for card in cards} == set(GAMES)
        for card in cards:
            assert card.entry.id in PLUGINS  # the toy game too: its plug-in is registered
            lines = card.render().plain.splitlines()
            assert lines[-2:] == [about(card.entry.id).blurb, about(card.entry.id).players]
