"""Setup and turn structure, from the rulebook's 'Preparar' and 'Como se Juega'."""

from __future__ import annotations

import pytest

from engine.core import CHANCE, IllegalMove, InvalidOptions
from engine.seikatsu import GAME, Draw, Options
from engine.seikatsu import board as B
from engine.seikatsu import tiles as T
from engine.seikatsu.game import turns_each
from tests.engine.seikatsu_script import TWO_PLAYER_START, build


def test_board_has_37_cells_with_the_pond_in_the_middle() -> None:
    # rules-facts: a hexagon of radius 3; lines of 4,5,6,7,6,5,4 cells.
    assert B.N_CELLS == 37
    assert B.NAMES[B.POND] == "d4"
    assert [sum(1 for n in B.NAMES if n[0] == row) for row in "abcdefg"] == [4, 5, 6, 7, 6, 5, 4]


@pytest.mark.parametrize("pagoda", B.PAGODAS)
def test_each_pagoda_has_seven_rows_covering_the_36_cells(pagoda: str) -> None:
    rows = B.PAGODA_ROWS[pagoda]
    assert [len(r) for r in rows] == [4, 5, 6, 6, 6, 5, 4]  # the middle row loses the pond
    assert sorted(c for r in rows for c in r) == [c for c in range(37) if c != B.POND]


def test_each_flower_space_is_on_its_pagodas_middle_row_next_to_the_pond() -> None:
    for pagoda, cell in B.FLOWER_SPACE.items():
        assert cell in B.NEIGHBOURS[B.POND]
        assert cell in B.PAGODA_ROWS[pagoda][3]


def test_two_player_setup_puts_two_tiles_then_koi_join_the_bag() -> None:
    state, events = build("+Tp +Wp")
    assert state.tile_at("d5") == T.BY_CODE["Tp"]
    assert state.tile_at("c3") == T.BY_CODE["Wp"]
    assert state.bag[T.KOI] == 4  # rule seikatsu.setup.koi
    assert sum(state.bag) == 32 - 2 + 4
    assert any(getattr(e, "rule", "") == "seikatsu.setup.koi" for e in events)
    assert GAME.to_move(state) == CHANCE  # starting hands are dealt next


def test_a_setup_tile_is_never_a_koi() -> None:
    state, _ = build("")
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, Draw("K"))
    assert err.value.rule == "seikatsu.setup.koi"
    assert Draw("K") not in GAME.legal_moves(state)


def test_hands_of_two_then_first_player_moves() -> None:
    state, _ = build(TWO_PLAYER_START)
    assert [len(h) for h in state.hands] == [2, 2]
    assert GAME.to_move(state) == 0


@pytest.mark.parametrize(("players", "turns"), [(2, 17), (3, 11), (4, 8)])
def test_turn_counts(players: int, turns: int) -> None:
    # Como se Juega: 17 turns each with two players, 11 with three; 8 in teams of four.
    assert turns_each(Options(players=players)) == turns


def test_three_player_setup_uses_all_three_flower_spaces() -> None:
    state, _ = build("+Tp +Wp +Ep", players=3)
    assert [B.NAMES[c] for c in range(37) if state.board[c] >= 0] == ["c3", "d5", "e3"]


def test_four_player_setup_flanks_the_green_flower_space() -> None:
    state, _ = build("+Tp +Wp +Ep +Fp", players=4)
    filled = sorted(B.NAMES[c] for c in range(37) if state.board[c] >= 0)
    assert filled == ["c3", "d3", "d5", "e4"]
    assert state.board[B.FLOWER_SPACE["green"]] == -1


def test_tournament_deals_koi_face_up_and_keeps_them_out_of_the_bag() -> None:
    state, _ = build("+Tp +Wp +Ep", players=3, tournament=True)
    # ruling seikatsu.variant.tournament: 1 each, the 4th to the last seat.
    assert [h.count(T.KOI) for h in state.hands] == [1, 1, 2]
    assert state.bag[T.KOI] == 0
    state, _ = build("+Tp +Wp +Ep  +Tm +Wb +Fp +Et +Em +Ft", players=3, tournament=True)
    seen_by_first = GAME.view(state, 0)
    assert seen_by_first.hands[2].count(T.KOI) == 2  # face up: everyone sees them
    assert seen_by_first.hands[1].count(T.HIDDEN) == 2


@pytest.mark.parametrize("players", [1, 5])
def test_bad_player_counts_are_refused(players: int) -> None:
    with pytest.raises(InvalidOptions, match="2 or 3 players"):
        GAME.new_game(Options(players=players))


def test_view_hides_other_hands_and_pools_the_unseen() -> None:
    state, _ = build(TWO_PLAYER_START)
    seen = GAME.view(state, 1)
    assert seen.hands[1] == state.hands[1]
    assert seen.hands[0] == (T.HIDDEN, T.HIDDEN)
    assert seen.bag_size == state.bag_size == 34 - 4
    assert sum(seen.bag) == sum(state.bag) + 2
    assert GAME.view(state, None) == state


def test_describe_hides_the_other_hands_from_the_seat_looking() -> None:
    # Mareas de jardín, nota (seikatsu.hand.hidden): the engine contract's describe
    # shows the position "as seat sees it". Seat 1 (pink) holds Tm Wb, seat 2 Fp Et:
    # seat 2 sees its own tiles and two hidden ones for pink.
    state, _ = build(TWO_PLAYER_START)
    text = GAME.describe(state, 1)
    assert "seat 1 (pink): hand ?, ?" in text
    assert "seat 2 (blue): hand Fp, Et" in text or "seat 2 (blue): hand Et, Fp" in text
    assert "bag: 30 tiles" in text  # 34 after setup, minus the four in hands
    assert "seat 1 (pink): hand Tm, Wb" in GAME.describe(state, None)


def test_a_view_of_a_view_is_the_same_view() -> None:
    # A viewed position may be viewed again (a replay shows a seat's view, then
    # describes it for that seat): hidden tiles stay hidden and are not pooled twice.
    state, _ = build(TWO_PLAYER_START)
    seen = GAME.view(state, 1)
    assert GAME.view(seen, 1) == seen
