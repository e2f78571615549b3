"""The words below the screens in Spanish (issue 29): what the engine, the replays and the
lessons say to a player, and the parts the screens are built of, follow the language
spoken when they are said (the catalogue), for every registered game where a game is
involved."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.core import PositionError, Rule, citation, name_of
from engine.registry import GAMES, UnknownGame, get_game
from lessons.course import course
from lessons.format import QuizStep
from lessons.runner import LessonRunner
from replays import ReplayError, decode, new_replay
from replays.explain import score_text
from replays.fsio import read_regular
from tutor.keys import key_name
from tutor.session import PlaySession, TablePlan


@pytest.fixture(autouse=True)
def spanish_here(spanish: None) -> None:
    """Every test here speaks Spanish."""


def test_key_names_read_as_a_spanish_keyboard_prints_them() -> None:
    assert key_name("pagedown,left") == "AvPág/Izq"
    assert key_name("ctrl+home") == "Ctrl+Inicio"
    assert key_name("up,shift+tab") == "Arriba/Mayús+Tab"  # a key held with Shift too


def test_a_citation_and_an_unnamed_seat_in_spanish() -> None:
    ruling = Rule("x.y", "T", "t", "Preparar, paso 4", ruling=True)
    assert citation(ruling) == "Reglamento: «Preparar, paso 4»; decisión de niwa"
    assert citation(Rule("x.z", "T", "t", "")) == "No está en el reglamento"
    assert name_of(["Ana"], 1) == "asiento 2"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_position_that_does_not_parse_says_why_in_spanish(game_id: str) -> None:
    game = get_game(game_id)
    with pytest.raises(PositionError) as err:
        game.parse_position(f"{game_id}/1 nonsense")
    assert "(columna " in str(err.value)


def test_a_replay_that_is_no_replay_is_refused_in_spanish(tmp_path: Path) -> None:
    with pytest.raises(ReplayError, match="archivo vacío"):
        decode(b"  ", "x.niwa.json")
    with pytest.raises(ReplayError, match="no es una partida de niwa"):
        decode(b"[1]", "x.niwa.json")
    with pytest.raises(ReplayError, match="es una carpeta, no un archivo de partida"):
        read_regular(tmp_path, 1024)
    with pytest.raises(UnknownGame) as err:
        get_game("go")
    assert "juego desconocido 'go'" in str(err.value)


def test_a_lessons_verdicts_are_spanish() -> None:
    for item in course("seikatsu"):
        runner = LessonRunner(item.lesson, item.id)
        for index, step in enumerate(runner.steps):
            if isinstance(step, QuizStep):
                said = runner.check_answer(index, "no es esto").message
                assert said.startswith("No del todo: no es esto no es la respuesta."), said
                return
    pytest.fail("the course has no quiz")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_takeback_refused_says_why_in_spanish(game_id: str) -> None:
    game: Any = get_game(game_id)
    state = game.new_game(game.options_type())
    seats = game.seats(state)
    session = PlaySession(game, state, ["Ana"] * seats, TablePlan(("person",) * seats))
    assert session.why_no_take_back() == (
        "Esta partida no se graba, así que no hay nada que deshacer."
    )
    assert new_replay(game_id, game.options_type(), ["Ana"] * seats).game == game_id


SPANISH_UNITS = {
    "seikatsu": ("1 punto", "3 puntos"),
    "miyabi": ("1 punto", "3 puntos"),
    "sakura": ("1 shuriken", "3 shurikens"),
    "karesansui": ("1 demérito", "3 deméritos"),
}
"""Each game's score in its rulebook's words ("Puntuación", "shuriken", "demérito")."""


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_score_reads_in_the_games_own_spanish_unit(game_id: str) -> None:
    game = get_game(game_id)
    english = (f"1 {game.score_unit.removesuffix('s')}", f"3 {game.score_unit}")
    expected = SPANISH_UNITS.get(game_id, english)  # a game without Spanish words: English
    assert (score_text(game, 1), score_text(game, 3)) == expected


SPANISH_DEALERS = {
    "seikatsu": "la bolsa",
    "miyabi": "la caja",
    "sakura": "el mazo",
    "karesansui": "la bolsa",
}
"""Who draws at each game's table, as its rulebook says it."""


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_dealer_is_named_in_spanish(game_id: str) -> None:
    game = get_game(game_id)
    declared = game.declaration.dealer_name  # a game without words: as declared
    assert str(game.dealer_name) == SPANISH_DEALERS.get(game_id, declared or "quien reparte")
