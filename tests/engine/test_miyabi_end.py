"""End scoring: 'Fin del juego' (row majorities) and the published variants.

Row scoring is a pure function of the gardens, so it is checked on gardens built
in the first round; the end-of-game bookkeeping is checked on whole games in
test_miyabi_properties.py. Row 1 is the maple row, worth 12 for the most visible
maples and 6 for the second most (ruling miyabi.end.rows).
"""

from __future__ import annotations

import pytest

from engine.core import Score
from engine.miyabi.scoring import row_counts, row_lines, variant_lines, winners
from tests.engine.miyabi_script import Table


def maple_lines(table: Table) -> list[tuple[int, int, str]]:
    return [
        (s.side, s.points, s.rule) for s in row_lines(table.state) if s.detail.startswith("row 1")
    ]


@pytest.mark.parametrize(
    ("offer", "script", "expected"),
    [
        # Most and second most: 2 maples beat 1; seat 3 has no maple and scores nothing.
        (
            "M2 M1",
            "M2-a1E M1-a1 S1-a6",
            [(0, 12, "miyabi.end.rows"), (1, 6, "miyabi.end.rows")],
        ),
        # Tie for the most: both take 12 and nobody takes the 6 (seat 3 has 1 maple).
        (
            "M2 M2 M1",
            "M2-a1E M2-a1E M1-a1",
            [(0, 12, "miyabi.end.tie_first"), (1, 12, "miyabi.end.tie_first")],
        ),
        # Tie for second: 3 maples take 12, both single maples take 6.
        (
            "MI M1 M1",
            "MI-a1E M1-a1 M1-a1",
            [
                (0, 12, "miyabi.end.rows"),
                (1, 6, "miyabi.end.tie_second"),
                (2, 6, "miyabi.end.tie_second"),
            ],
        ),
        # Everybody tied: all three take 12.
        (
            "M1 M1 M1",
            "M1-a1 M1-c1 M1-f1",
            [
                (0, 12, "miyabi.end.tie_first"),
                (1, 12, "miyabi.end.tie_first"),
                (2, 12, "miyabi.end.tie_first"),
            ],
        ),
    ],
)
def test_row_majorities_with_three_players(
    offer: str, script: str, expected: list[tuple[int, int, str]]
) -> None:
    table = Table(players=3).reveal(offer).play(script)
    assert maple_lines(table) == expected


def test_four_players_third_place_scores_nothing() -> None:
    # Fin del juego, "Todos los demás jugadores no reciben puntos": 3 maples take 12,
    # the two doubles (2 maples each) tie for second and both take 6, the single
    # maple (third most) takes nothing.
    table = Table(players=4).reveal("MI M2 M2 M1").play("MI-a1E M2-a1E M2-a1E M1-a1")
    assert maple_lines(table) == [
        (0, 12, "miyabi.end.rows"),
        (1, 6, "miyabi.end.tie_second"),
        (2, 6, "miyabi.end.tie_second"),
    ]


def test_four_players_tie_for_the_most_leaves_no_second() -> None:
    # Fin del juego: two players tie with 2 maples each and take 12; "no se otorgan
    # puntos" to the second most, so seats 3 (1 maple) and 4 (1 maple) get nothing.
    table = Table(players=4).reveal("M2 M2 M1 M1").play("M2-a1E M2-a1E M1-a1 M1-a1")
    assert maple_lines(table) == [
        (0, 12, "miyabi.end.tie_first"),
        (1, 12, "miyabi.end.tie_first"),
    ]


def test_the_middle_rows_values() -> None:
    # Ruling miyabi.end.rows (rules-facts): pagoda 10/5, koi 8/4, azalea 6/3,
    # boxwood 4/2. Seat 1 lays doubles (2 objects) in rows 2-5, seat 2 singles
    # (1 object) in the same rows: seat 1 the most, seat 2 the second most of each.
    table = Table().reveal("P2 K2 A2 B2 P1 K1 A1 B1")
    table.play("P2-a2E P1-a2 K2-b3E K1-b3 A2-c4E A1-c4 B2-d5E B1-d5")
    assert [(s.side, s.points, s.detail.split(":")[0]) for s in row_lines(table.state)] == [
        (0, 10, "row 2 (pagoda)"),
        (1, 5, "row 2 (pagoda)"),
        (0, 8, "row 3 (koi pond)"),
        (1, 4, "row 3 (koi pond)"),
        (0, 6, "row 4 (azalea)"),
        (1, 3, "row 4 (azalea)"),
        (0, 4, "row 5 (boxwood)"),
        (1, 2, "row 5 (boxwood)"),
    ]


def test_with_two_players_the_second_still_scores() -> None:
    table = Table().reveal("M2 M1").play("M2-a1E M1-a1")
    assert maple_lines(table) == [(0, 12, "miyabi.end.rows"), (1, 6, "miyabi.end.rows")]


def test_no_visible_object_no_points() -> None:
    # Seat 2 has no maple: it is not second, it scores nothing for the row.
    table = Table().reveal("M1 S1").play("M1-a1 S1-a6")
    assert maple_lines(table) == [(0, 12, "miyabi.end.rows")]


def test_each_row_has_its_own_values() -> None:
    # Koi row (3): 2 fish, alone: 8. Stone row (6): 3 stones, alone: 2.
    table = Table().reveal("K2 SI").play("K2-c3E SI-a6E")
    lines = row_lines(table.state)
    assert [(s.side, s.points, s.detail) for s in lines] == [
        (0, 8, "row 3 (koi pond): 2 fish visible, the most"),
        (1, 2, "row 6 (stone): 3 stones visible, the most"),
    ]
    assert lines[1].refs == ("a6",)


def test_only_visible_objects_count() -> None:
    # miyabi.end.visible: the straight's 3 maples on a1 are covered by the double's
    # green square; its 2 maples on b1 show. Seat 1 has 2 visible maples, not 5.
    table = Table().reveal("MI M2").play("MI-a1E S1-a6 M2-b1W")
    assert row_counts(table.state, 0) == (2, 0)
    [line] = maple_lines(table)
    assert line == (0, 12, "miyabi.end.rows")
    [score] = [s for s in row_lines(table.state) if s.side == 0 and s.detail.startswith("row 1")]
    assert score.refs == ("b1",)


# Seat 1: maples on a1 (2, its green square on a2), b1 and c1 (1 each); a stone
# straight from d6 west (3 stones, green b6 c6); a boxwood double from e5 west
# (2 boxwood, green d5).
#   colourful garden: a1 b1 c1 joined = 4 maples (d6: 3, e5: 2)       -> 4 points
#   big meadow: b6 c6 joined = 2 squares (a2 and d5 stand alone)         -> 4 points
VARIANT_GARDEN = "M2-a1S M1-b1 M1-c1 SI-d6W B2-e5W"


def seat_lines(lines: list[Score], seat: int) -> list[tuple[int, str, tuple[str, ...]]]:
    return [(s.points, s.rule, s.refs) for s in lines if s.side == seat]


def test_variants_score_the_largest_groups() -> None:
    table = Table(colourful_garden=True, big_meadow=True)
    table.reveal("M2 M1 M1 SI B2").as_seat(0, VARIANT_GARDEN)
    assert seat_lines(variant_lines(table.state), 0) == [
        (4, "miyabi.variant.colourful", ("a1", "b1", "c1")),
        (4, "miyabi.variant.meadow", ("b6", "c6")),
    ]


def test_variants_are_off_unless_chosen() -> None:
    table = Table().reveal("M2 M1 M1 SI B2").as_seat(0, VARIANT_GARDEN)
    assert variant_lines(table.state) == []


def test_layers_do_not_split_groups() -> None:
    # Seat 1: a maple double from a1 east (2 maples on a1, green b1, layer 1), then a
    # single maple on b1 (layer 2): a1 and b1 join, 3 maples -> 3 points.
    # Seat 2: a koi straight from a3 east (green b3 c3, layer 1), a koi double from c3
    # west (fish on c3, green b3, layer 2), an azalea straight from d4 west (green c4
    # b4, layer 1): green b3 (layer 2) joins b4 and c4 (layer 1): 3 squares -> 6.
    table = Table(colourful_garden=True, big_meadow=True)
    table.reveal("M2 M1 KI K2 AI S1").play("M2-a1E KI-a3E M1-b1 K2-c3W S1-f6 AI-d4W")
    lines = variant_lines(table.state)
    assert seat_lines(lines, 0) == [(3, "miyabi.variant.colourful", ("a1", "b1"))]
    assert (6, "miyabi.variant.meadow", ("b3", "b4", "c4")) in seat_lines(lines, 1)


def test_a_tie_for_the_most_points_is_shared() -> None:
    assert winners((40, 52, 52)) == ((1, 2), "miyabi.end.shared")
    assert winners((40, 52, 51)) == ((1,), "miyabi.end.winner")
