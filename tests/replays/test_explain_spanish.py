"""The explanation layer in Spanish (issue 29): whole sentences from the catalogue, so the
verb agrees as Spanish wants ("Ganas", "Ana gana", "Ana y Luis comparten la victoria"),
"You" is "Tú" whichever language the file was saved in, and counts agree ("1 jugada",
"2 jugadas"), for every registered game."""

from __future__ import annotations

import pytest

from engine.core import Log
from engine.language import use_language
from engine.registry import GAMES
from replays.explain import Table, log_sentence, moves_from, round_caption
from tests.replays.test_explain import smallest
from tutor.explain import turn_text, wins_text


@pytest.fixture(autouse=True)
def spanish() -> None:
    use_language("es")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_winner_agrees_in_spanish(game_id: str) -> None:
    game, state = smallest(game_id)
    first, second = game.side_of(state, 0), game.side_of(state, 1)
    for you in ("You", "Tú"):  # a replay saved in English reads in Spanish too
        names = [you, "Ana", "Bob", "Cy", "Di", "Ed"]
        assert wins_text(game, state, names, [first]) == "¡Ganas!"
        assert wins_text(game, state, names, [second]) == "¡Ana gana!"
        both = wins_text(game, state, names, [first, second])
        assert both == "¡Tú y Ana comparten la victoria!"
        assert turn_text(game, state, names, 0) == "Te toca."
        assert turn_text(game, state, names, 1) == "Te toca, Ana."


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_log_line_is_never_inflected_by_english_rules(game_id: str) -> None:
    game, state = smallest(game_id)
    table = Table(game, state, ["You", "Ana"])
    said = Log(seat=0, text="passes", rule=next(iter(game.rules)).id)
    assert log_sentence(table, said, None) == "Tú: passes."  # not "Tú: pass."
    other = Log(seat=1, text="passes", rule=said.rule)
    assert log_sentence(table, other, None) == "Ana passes."


def test_counts_and_rounds_agree() -> None:
    assert moves_from(27, 1) == "1 jugada desde la jugada 27"
    assert moves_from(27, 10) == "10 jugadas desde la jugada 27"
    assert round_caption(3) == "Ronda 3"
    assert round_caption(0) == "Preparación"
