"""Seikatsu's first player is the table's choice («Preparar, paso 7»: the wisest player
takes the bag and goes first), and the turn order, the tie-break («Fin del juego»: among
tied players, the one latest in turn order wins) and tournament koi (the odd fourth to the
last player in turn order) follow from it."""

from __future__ import annotations

import random

import pytest

from engine.core import CHANCE, InvalidOptions
from engine.playout import random_moves
from engine.seikatsu import GAME, Options
from engine.seikatsu.game import winners


def first_to_play(options: Options) -> int:
    state = GAME.new_game(options)
    rng = random.Random(1)
    while GAME.to_move(state) == CHANCE:
        state = GAME.apply(state, GAME.sample_chance(state, rng)).state
    return GAME.to_move(state)


@pytest.mark.parametrize(("players", "first"), [(2, 1), (3, 2), (4, 3), (3, 0)])
def test_the_chosen_seat_plays_first_then_clockwise(players: int, first: int) -> None:
    options = Options(players=players, first=first)
    assert first_to_play(options) == first
    state = GAME.new_game(options)
    order = []
    for move in random_moves(GAME, options, random.Random(4)):
        if GAME.to_move(state) >= 0 and len(order) < players + 1:
            order.append(GAME.to_move(state))
        state = GAME.apply(state, move).state
    assert order == [(first + k) % players for k in range(players + 1)]


def test_a_first_player_beyond_the_table_is_refused() -> None:
    with pytest.raises(InvalidOptions, match="first player"):
        GAME.new_game(Options(players=2, first=2))


def test_the_tie_goes_to_the_latest_in_turn_order() -> None:
    # Two players, pink (0) and blue (1) tied at 10: with pink first, blue plays last and
    # wins; with blue first, pink plays last and wins.
    assert winners(Options(players=2), (10, 10)) == ((1,), "seikatsu.end.tiebreak")
    assert winners(Options(players=2, first=1), (10, 10)) == ((0,), "seikatsu.end.tiebreak")
    # Three players, blue first: the order is blue, green, pink. Pink and green tie at 5;
    # pink plays after green, so pink wins.
    assert winners(Options(players=3, first=1), (5, 3, 5)) == ((0,), "seikatsu.end.tiebreak")
    # Four in teams, seat 2 (blue team) first: seat 1 (pink team) plays last, pink wins.
    tied = winners(Options(players=4, first=1), (20, 20))
    assert tied == ((0,), "seikatsu.variant.teams_tiebreak")
    assert winners(Options(players=4), (20, 20))[0] == (1,)


def test_tournament_koi_the_fourth_to_the_last_in_turn_order() -> None:
    # Three players, green (seat 3) first: the order is green, pink, blue; blue is last.
    state = GAME.new_game(Options(players=3, tournament=True, first=2))
    rng = random.Random(2)
    for _ in range(3):  # the three setup tiles
        state = GAME.apply(state, GAME.sample_chance(state, rng)).state
    assert [len(hand) for hand in state.hands] == [1, 2, 1]


@pytest.mark.parametrize(("players", "first"), [(2, 1), (3, 2), (4, 1)])
def test_positions_say_who_started(players: int, first: int) -> None:
    options = Options(players=players, tournament=players == 3, first=first)
    state = GAME.new_game(options)
    for move in random_moves(GAME, options, random.Random(6)):
        state = GAME.apply(state, move).state
        text = GAME.position_text(state)
        assert f">{first + 1} " in text
        assert GAME.parse_position(text) == state
        assert GAME.check_position(state) == []
        for seat in range(players):
            view = GAME.view(state, seat)
            assert GAME.parse_position(GAME.position_text(view)) == view
