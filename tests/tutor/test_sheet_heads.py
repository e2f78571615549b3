"""Score-sheet heads stay apart when shortened (issue 22: four players named "Player 1"
to "Player 4" read "Playe. Playe. Playe. Playe." on Karesansui's sheet)."""

from __future__ import annotations

import pytest

from engine.registry import GAMES
from tutor.widgets.score_sheet import NARROW_NAME_WIDTH, column_label, shortened


def test_a_name_ending_in_a_number_keeps_its_number() -> None:
    assert shortened("Player 1", 6) == "Play.1"
    assert shortened("Computer 12", 6) == "Com.12"
    assert shortened("Computer", 6) == "Compu."
    assert shortened("You", 6) == "You"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_default_names_stay_apart_at_the_narrowest_width(game_id: str) -> None:
    game = GAMES[game_id]
    state = game.new_game(game.options_type())
    seats = game.seats(state)
    names = [f"Player {s + 1}" for s in range(seats)]
    heads = {
        column_label(game, state, names, side, NARROW_NAME_WIDTH).plain.splitlines()[0]
        for side in range(len(game.sides(state)))
    }
    assert len(heads) == len(game.sides(state)), heads
