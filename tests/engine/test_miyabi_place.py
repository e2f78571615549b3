"""Placing a tile: 'Coloque una loseta de jardín o pase' and 'Coloca una linterna'.

Two players, round 1; seat 1 holds the bonsai and moves first. Cells are column
a-f and row 1-6 from the top (row 1 maples, row 2 pagodas, row 3 koi ponds, row 5
boxwood, row 6 stones). Seat 2's moves in between are on its own board and only
pass the turn back.
"""

from __future__ import annotations

import pytest

from engine.core import CHANCE, IllegalMove, Log, Score
from engine.miyabi import GAME, Pass, Place, Reveal
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from tests.engine.miyabi_script import Table

# The round's tiles: these six plus four fillers (two singles, two corners).
OFFER = "M1 M1 M2 K2 MI SI"


def opening() -> Table:
    return Table().reveal(OFFER)


def refused(table: Table, text: str) -> IllegalMove:
    before = table.state
    with pytest.raises(IllegalMove) as err:
        GAME.apply(before, GAME.parse_move(before, text))
    assert table.state is before
    assert err.value.rule in GAME.rules
    return err.value


def height(table: Table, seat: int, cell: str) -> int:
    return table.state.heights[seat][G.BY_NAME[cell]]


def test_objects_go_in_their_row() -> None:
    # miyabi.place.row: fish belong in row 3, maples in row 1.
    table = opening()
    assert refused(table, "K2-c1E").rule == "miyabi.place.row"
    assert refused(table, "M1-a2").rule == "miyabi.place.row"
    table.play("K2-c3E")
    assert height(table, 0, "c3") == height(table, 0, "d3") == 1


def test_the_whole_tile_stays_inside_the_grid() -> None:
    # miyabi.place.grid: a straight from e1 running east would need g1.
    table = opening()
    assert refused(table, "MI-e1E").rule == "miyabi.place.grid"
    assert refused(table, "SI-f6S").rule == "miyabi.place.grid"
    assert refused(table, "K2-a3W").rule == "miyabi.place.grid"
    assert refused(table, "M1-g1").rule == "miyabi.place.grid"
    assert refused(table, "M1-a7").rule == "miyabi.place.grid"
    table.play("MI-d1E")  # d1 e1 f1: fits exactly
    assert [height(table, 0, c) for c in ("d1", "e1", "f1")] == [1, 1, 1]


def test_only_tiles_on_offer_may_be_taken() -> None:
    # miyabi.take.offer: no pagoda straight was laid out; no tile is called ZZ.
    table = opening()
    assert refused(table, "PI-a2E").rule == "miyabi.take.offer"
    assert refused(table, "ZZ-a1").rule == "miyabi.take.offer"


def test_tiles_turn_and_singles_have_no_facing() -> None:
    # miyabi.place.rotation: written facings only where they mean something.
    state = opening().state
    for move in (Place(0, "M1", "a1", "N"), Place(0, "K2", "c3", ""), Place(0, "K2", "c3", "X")):
        with pytest.raises(IllegalMove) as err:
            GAME.apply(state, move)
        assert err.value.rule == "miyabi.place.rotation"
    # Typed with a facing, a single is read without one.
    assert GAME.parse_move(state, "m1-A1n") == Place(0, "M1", "a1", "")


@pytest.mark.parametrize(
    ("move", "cells"),
    [
        # The object square first, then the way the tile runs from it.
        ("K2-c3N", ["c3", "c2"]),
        ("K2-c3E", ["c3", "d3"]),
        ("K2-c3S", ["c3", "c4"]),
        ("K2-c3W", ["c3", "b3"]),
        ("MI-c1S", ["c1", "c2", "c3"]),
        ("MI-c1W", ["c1", "b1", "a1"]),
    ],
)
def test_the_four_facings(move: str, cells: list[str]) -> None:
    table = opening().play(move)
    covered = [G.NAMES[c] for c in range(G.N_CELLS) if table.state.heights[0][c]]
    assert sorted(covered) == sorted(cells)
    [score] = table.scores()
    assert score.refs == tuple(cells)


def test_left_and_right_corners_are_mirror_images() -> None:
    # miyabi.setup.inventory: from the object square the tile runs one square, then
    # turns left (L) or right (R). Running east from c3, left is north, right south.
    table = Table().reveal("KL KR")
    table.play("KL-c3E")
    assert {G.NAMES[c] for c in range(G.N_CELLS) if table.state.heights[0][c]} == {
        "c3",
        "d3",
        "d2",
    }
    table.play("KR-c3E")  # seat 2's garden
    assert {G.NAMES[c] for c in range(G.N_CELLS) if table.state.heights[1][c]} == {
        "c3",
        "d3",
        "d4",
    }


def test_the_lantern_column_must_be_free_but_green_squares_ignore_it() -> None:
    # miyabi.place.lantern: seat 1's single maple on c1 puts a lantern on column c.
    table = opening().play("M1-c1 S1-a6")
    assert table.state.lanterns[0] == 1 << 2
    err = refused(table, "K2-c3E")
    assert err.rule == "miyabi.place.lantern"
    assert "column c" in err.reason
    # miyabi.place.green: the double's green square may lie in column c; its fish
    # on d3 put up the lantern of column d.
    table.play("K2-d3W")
    assert height(table, 0, "c3") == 1
    assert table.state.lanterns[0] == 1 << 2 | 1 << 3
    assert table.state.lanterns_up(0) == 2


def test_no_part_of_a_tile_may_hang_over_the_bare_board() -> None:
    # miyabi.place.overhang: c1 holds a single (height 1), a1 and b1 are bare.
    table = opening().play("M1-c1 S1-a6")
    err = refused(table, "MI-a1E")
    assert err.rule == "miyabi.place.overhang"
    assert "a1 0, b1 0, c1 1" in err.reason


def test_stacking_needs_a_level_surface() -> None:
    # miyabi.place.level: the straight makes a1 b1 c1 height 1; a single on b1 makes
    # it 2; a double over c1 (1) and b1 (2) would not lie flat.
    table = opening().play("MI-a1E S1-a6 M1-b1 B1-b5")
    assert [height(table, 0, c) for c in ("a1", "b1", "c1")] == [1, 2, 1]
    assert refused(table, "M2-c1W").rule == "miyabi.place.level"


def test_a_tile_on_a_level_surface_lies_one_layer_higher() -> None:
    # The double over c1 and b1 (both height 1) lies on layer 2; the straight's
    # maples on a1 stay visible, the one under b1 is covered.
    table = opening().play("MI-a1E S1-a6 M2-c1W")
    assert [height(table, 0, c) for c in ("a1", "b1", "c1")] == [1, 2, 2]
    assert table.state.objects[0][:3] == (3, 0, 2)
    [score] = table.scores()
    assert (score.points, score.rule) == (2 * 2, "miyabi.score.layer")


def test_turn_order_and_phases() -> None:
    table = Table()
    # Nothing is placed before the round's tiles are laid out.
    assert GAME.to_move(table.state) == CHANCE
    with pytest.raises(IllegalMove) as err:
        GAME.apply(table.state, Place(0, "M1", "a1"))
    assert err.value.rule == "miyabi.round.reveal"
    table.reveal(OFFER)
    assert GAME.to_move(table.state) == 0
    with pytest.raises(IllegalMove) as err:
        GAME.apply(table.state, Place(1, "M1", "a1"))
    assert err.value.rule == "miyabi.round.order"
    with pytest.raises(IllegalMove) as err:
        GAME.apply(table.state, Reveal(("M1",)))
    assert err.value.rule == "miyabi.round.reveal"
    table.play("M1-a1")
    assert GAME.to_move(table.state) == 1


# -- passing -------------------------------------------------------------------------------

# Seat 1 puts boxwood over e5 f5 and stones over d6 e6, then maples on a1 b1 c1.
# Column f is its only free column and the two stone straights left need f6: north
# (f6 f5 f4) and west (f6 e6 d6) both rest partly on tiles, partly on the board.
PASS_OFFER = "M1 M1 M1 S1 B2 S2 P2 P2 PL PR SI SI"
# Turns alternate: seat 1, seat 2, seat 1, ...
PASS_SCRIPT = "B2-e5E P2-a2S  S2-d6E P2-b2S  M1-a1 PL-c2S  M1-b1 PR-f2S  M1-c1 S1-d6"


def test_a_seat_passes_only_when_nothing_fits() -> None:
    table = Table().reveal(PASS_OFFER)
    # miyabi.turn.pass: with singles on offer a pass is refused.
    assert refused(table, "pass").rule == "miyabi.turn.pass"
    table.play(PASS_SCRIPT)
    assert table.state.offer[T.BY_ID["SI"]] == 2 and sum(table.state.offer) == 2
    assert GAME.legal_moves(table.state) == [Pass(0)]
    assert refused(table, "SI-f6N").rule == "miyabi.place.overhang"
    assert refused(table, "SI-f6W").rule == "miyabi.place.overhang"
    assert refused(table, "SI-e6N").rule == "miyabi.place.lantern"

    table.play("pass")
    assert table.state.passed == 1
    assert GAME.to_move(table.state) == 1
    # Seat 2 places its sixth tile; everyone is done, the round ends and the stone
    # straight nobody took leaves the game.
    table.play("SI-e6N")
    assert table.state.round == 1
    assert GAME.to_move(table.state) == CHANCE
    assert table.state.removed[T.BY_ID["SI"]] == 1
    assert sum(table.state.removed) == 1
    assert table.state.lanterns == (0, 0) and table.state.passed == 0
    logs = [e.text for e in table.events if isinstance(e, Log)]
    assert "unused tiles leave the game: SI" in logs
    passed = [e for e in table.events if isinstance(e, Log) and "the bonsai" in e.text]
    # The Log's subject is its seat (seat 2), never a seat number inside the text.
    assert [(e.seat, e.text) for e in passed] == [
        (1, "receives the bonsai and starts the next round")
    ]
    # Round 2: the bonsai holder, seat 2, starts.
    table.reveal()
    assert GAME.to_move(table.state) == 1
    assert table.state.start_seat == 1


def test_placing_scores_and_puts_up_a_lantern() -> None:
    # miyabi.lantern.place + miyabi.score.layer: the double koi pond on layer 1.
    table = opening().play("K2-c3E")
    log, score = table.events
    assert isinstance(log, Log) and isinstance(score, Score)
    assert log.text == "placed K2 on c3 facing E, layer 1; lantern on column c"
    assert (score.side, score.points, score.detail) == (0, 2, "2 fish x layer 1")
