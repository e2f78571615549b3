"""``niwa ask`` names the seat to move once: "seat 2 (blue)" where a seat has a side of
its own name, plain "seat 3" where its side is the seat itself (never "seat 3 (seat 3)")."""

from __future__ import annotations

import pytest

from engine.ask import actor_name
from engine.registry import GAMES


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_seat_to_move_is_named_once(game_id: str) -> None:
    game = GAMES[game_id]
    state = game.new_game(game.options_type())
    for seat in range(game.seats(state)):
        name = actor_name(game, state, seat)
        assert name.startswith(f"seat {seat + 1}")
        assert f"(seat {seat + 1})" not in name, name
