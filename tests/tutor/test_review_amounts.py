"""A review's amounts are drawn in the reviewed game's own words, and drawing them loads
no other game: ``review_view.amount`` once found the game of a score unit by scanning
every registered game, which imported every game's engine (issue 24's start-up)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from engine.registry import GAMES
from replays.annotations import ReviewNote
from tutor.review_view import amount, note_text, thresholds

DRAW = textwrap.dedent(
    """
    import sys

    import tests.conftest  # the test session's games, registered as the session does
    from engine.registry import DECLARATIONS, GAMES, engine_loaded
    from replays.annotations import ReviewNote
    from tutor.review_view import amount, legend_lines, note_text, thresholds

    game_id = sys.argv[1]
    [DECLARATIONS[g] for g in DECLARATIONS]  # every title, as the home screen reads them
    game = GAMES[game_id]
    unit = game.score_unit
    note = ReviewNote(0, "mistake", 5.5, unit, "x", 30, 4.5, 6.5, 30)
    amount(1.5, unit, game), thresholds(game), legend_lines(game), note_text(note, "Ann", game)
    print([g for g in GAMES if g != game_id and engine_loaded(g)])
    """
)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_drawing_a_games_review_amounts_loads_no_other_game(game_id: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", DRAW, game_id], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_amounts_are_in_the_games_words(game_id: str, spanish: None) -> None:
    game = GAMES[game_id]
    unit = game.score_unit
    assert amount(3.0, unit, game) == game.units(3)
    assert amount(1.0, unit, game) == game.units(1)
    assert amount(2.5, unit, game) == "2.5 " + game.units(2).split(" ", 1)[1]
    one, many = (game.units(n).split(" ", 1)[1] for n in (1, 2))
    assert all(f" {one} " in line or f" {many} " in line for line in thresholds(game))
    note = ReviewNote(0, None, 0.5, unit, "x", 30, 0.1, 0.9, 30)
    said = note_text(note, "Ann", game).plain
    assert f" {one} " in said or f" {many} " in said


def test_a_unit_the_game_does_not_score_in_is_shown_as_written() -> None:
    """An old file's note in another unit: its own word, never another game's."""
    game = next(iter(GAMES.values()))
    assert amount(2.0, "marbles", game) == "2 marbles"
    assert amount(1.0, "marbles", None) == "1 marble"
    assert amount(0.5, "marbles", game) == "0.5 marbles"
