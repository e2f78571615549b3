"""niwa en español (issue 29), the interface's half: the language of a run (--lang, the
saved choice, the locale), the switch in the app (Home's i, the palette) that redraws every
screen and is remembered, Home in Spanish at both sizes, and the converted screens' texts
fitting in Spanish, which runs longer than English."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import msgspec
import pytest
from textual.pilot import Pilot

from engine.language import current_language, use_language
from engine.registry import GAMES
from lessons.course import games_with_courses
from tests.tutor.conftest import quiet_app
from tests.tutor.fit import unfit
from tutor import cli
from tutor.language_setting import (
    MAX_SETTINGS_BYTES,
    choose_language,
    save_language,
    saved_language,
    settings_path,
)
from tutor.screens.course import CourseScreen
from tutor.screens.dialogs import Confirm, PassDevice
from tutor.screens.help import HelpScreen
from tutor.screens.home import GameCard, HomeScreen
from tutor.screens.picker import ReplayPicker
from tutor.screens.rules import RulesScreen
from tutor.screens.setup import SetupScreen
from tutor.ui import HandOver
from tutor.widgets.keybar import KeyBar

SIZES = [(120, 40), (80, 24)]
KNOWN = (
    re.compile(r"^picker: ReplayTree#picker-tree: lost "),
    re.compile(r"^rules: Input#rules-search: placeholder '.*' in 23 cells$"),
)
"""Places that do not fit in English either (the fit test's own tour does not walk them):
the picker's folder tree as the fit check reads it, and each game's search hint (its
plug-in's words) in the rules list's 23 cells at 80x24. Left open; listed so that the
test fails on anything else."""


def spanish_app() -> Any:
    use_language("es")
    return quiet_app()


def key_bar_text(pilot: Pilot[None]) -> str:
    return str(pilot.app.screen.query_one(KeyBar).render())


# -- Home in Spanish -------------------------------------------------------------------


def test_home_in_spanish(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, HomeScreen)
        card = str(screen.query(GameCard)[0].render())
        assert "Curso 0/" in card and "Jugar" in card and "Reglas" in card
        bar = key_bar_text(pilot)
        assert "p Jugar" in bar and "i English" in bar and "q Salir" in bar
        assert screen.query_one("#recent-list").border_title == "Partidas recientes"

    assert snap_compare(spanish_app(), terminal_size=(120, 40), run_before=check)


def test_home_in_spanish_fits_a_small_terminal(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        await pilot.pause()
        assert isinstance(pilot.app.screen, HomeScreen)
        assert unfit(pilot.app.screen) == []
        for card in pilot.app.screen.query(GameCard):  # the doors share the card's 2nd line
            assert max(end for _line, _start, end, _door in card.doors) <= card.content_region.width
        assert "Ctrl+P paleta" in key_bar_text(pilot)

    assert snap_compare(spanish_app(), terminal_size=(80, 24), run_before=check)


# -- the switch -----------------------------------------------------------------------


async def test_i_on_home_switches_redraws_every_screen_and_is_remembered(data_dir: Path) -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("question_mark")  # help over home: both must follow the switch
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.press("i")
        await pilot.pause()
        assert current_language() == "es"
        assert "Elige un juego" in str(app.screen.query_one("#games-title").render())
        assert "i English" in key_bar_text(pilot)
        assert app.sub_title == "juegos de jardín: aprende, juega, repasa"
        assert saved_language() == "es"
        await pilot.press("i")
        await pilot.pause()
        assert current_language() == "en"
        assert "Choose a game" in str(app.screen.query_one("#games-title").render())
        assert saved_language() == "en"


async def test_the_palette_offers_the_other_language_and_open_screens_follow() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.action_rules(next(iter(GAMES)))
        await pilot.pause()
        titles = {c.title: c for c in app.get_system_commands(app.screen)}
        assert "Language: Español" in titles and "Language: English" not in titles
        await app.action_language("es")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert "Volver" in key_bar_text(pilot)
        assert app.screen.title.startswith("Reglas de ")
        titles = {c.title for c in app.get_system_commands(app.screen)}
        assert "Idioma: English" in titles
        assert "Tema" in titles and "Theme" not in titles  # Textual's own entries too
        app.pop_screen()
        await pilot.pause()
        assert "Elige un juego" in str(app.screen.query_one("#games-title").render())


# -- the language of a run ------------------------------------------------------------


def test_lang_option_then_saved_choice_then_environment(data_dir: Path) -> None:
    spanish = {"LANG": "es_ES.UTF-8"}
    assert choose_language(None, {}) == "en"
    assert choose_language(None, spanish) == "es"
    save_language("en")
    assert choose_language(None, spanish) == "en"  # the app's choice beats the locale
    assert choose_language("es", spanish) == "es"  # --lang beats both
    save_language("es")
    assert choose_language(None, {"LANG": "C"}) == "es"


def test_cli_speaks_the_language_asked(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--lang", "es", "rules"]) == 0
    assert "Juegos:" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        cli.main(["--lang", "es", "export"])
    assert "faltan los argumentos" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        cli.main(["--lang", "es", "--help"])
    said = capsys.readouterr().out
    assert said.startswith("uso: niwa") and "opciones:" in said
    assert cli.main(["--lang", "en", "rules"]) == 0
    assert "Games:" in capsys.readouterr().out


def test_cli_follows_the_locale(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LC_MESSAGES", "es_ES.UTF-8")
    assert cli.main(["rules"]) == 0
    assert "Juegos:" in capsys.readouterr().out


def test_a_bad_language_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit:
        cli.main(["--lang", "fr", "rules"])
    assert exit.value.code == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "--lang" in err


# -- the saved choice, read like every file niwa did not ship -------------------------


def test_the_setting_keeps_other_fields_and_survives_bad_files(data_dir: Path) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"language": "es", "later": [1, 2]}')
    assert saved_language() == "es"
    save_language("en")
    assert msgspec.json.decode(path.read_bytes()) == {"language": "en", "later": [1, 2]}
    for bad in (b"{not json", b'"es"', b'{"language": "fr"}', b'{"language": 3}'):
        path.write_bytes(bad)
        assert saved_language() is None
    path.write_bytes(b" " * (MAX_SETTINGS_BYTES + 1))
    assert saved_language() is None
    save_language("es")  # a file niwa cannot use is replaced
    assert saved_language() == "es"


def test_a_fifo_or_a_folder_is_no_setting(data_dir: Path) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    assert saved_language() is None  # never blocks on the FIFO
    path.unlink()
    path.mkdir()
    assert saved_language() is None
    with pytest.raises(OSError):
        save_language("es")


# -- the converted screens fit in Spanish ---------------------------------------------


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game_id", list(GAMES))
async def test_the_converted_screens_fit_in_spanish(game_id: str, size: tuple[int, int]) -> None:
    app = spanish_app()
    found: list[str] = []
    async with app.run_test(size=size) as pilot:

        async def look(where: str) -> None:
            await pilot.pause()
            found.extend(f"{where}: {problem}" for problem in unfit(app.screen))

        await look("home")
        screens: list[tuple[str, Any]] = [
            ("setup", SetupScreen(game_id)),
            ("rules", RulesScreen(game_id)),
            ("picker", ReplayPicker(game_id)),
            ("help", HelpScreen()),
            ("confirm", Confirm("¿Dejar la partida?")),
            ("pass", PassDevice("Ana", HandOver())),
        ]
        if game_id in games_with_courses():
            screens.append(("course", CourseScreen(game_id)))
        for where, screen in screens:
            await app.push_screen(screen)
            await look(where)
            app.pop_screen()
    assert [f for f in found if not any(k.match(f) for k in KNOWN)] == []
