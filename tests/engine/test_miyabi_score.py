"""Scoring during play: 'Puntuación' (objects x layer) and 'Nota para la capa 5' (bonus).

Two players. Seat 1 builds a maple tower on a1 b1 c1 (row 1 is the maple row):

    round 1  MI-a1E   a1 b1 c1 on layer 1          3 maples x 1 = 3
             MI-c1W   c1 b1 a1 on layer 2          3 maples x 2 = 6
             M2-b1W   b1 a1 on layer 3             2 maples x 3 = 6
    round 2  M2-b1W   b1 a1 on layer 4             2 maples x 4 = 8
             M1-a1    a1 on layer 5                1 maple  x 5 = 5, + maple bonus 10
    round 3  M1-a1    a1 on layer 6                1 maple  x 6 = 6, no bonus: it is taken

Seat 2 raises a1 b1 c1 with three pagoda doubles standing from row 2 to row 1, then
follows with maples one round behind:

    round 1  P2-a2N P2-b2N P2-c2N   rows 1-2, columns a-c on layer 1    3 x (2 x 1)
    round 2  MI-c1W   layer 2  (6)     M2-b1W  layer 3  (6)    M1-a1  layer 4  (4)
    round 3  M1-a1    layer 5  (5)     no bonus: seat 1 took the maple bonus first

Filler moves (other tiles, away from rows 1-2 of columns a-c) finish each round.
"""

from __future__ import annotations

from tests.engine.miyabi_script import Table

TOWER = "a1 b1 c1 a2 b2 c2"


def play_scores(table: Table, move: str) -> list[tuple[int, int, str]]:
    table.play(move)
    return [(s.side, s.points, s.rule) for s in table.scores()]


def test_objects_times_layer_and_the_first_fifth_layer_bonus() -> None:
    table = Table(keep_clear=TOWER)
    table.reveal("MI MI M2 P2 P2 P2")
    assert play_scores(table, "MI-a1E") == [(0, 3, "miyabi.score.layer")]
    assert play_scores(table, "P2-a2N") == [(1, 2, "miyabi.score.layer")]
    assert play_scores(table, "MI-c1W") == [(0, 6, "miyabi.score.layer")]
    assert play_scores(table, "P2-b2N") == [(1, 2, "miyabi.score.layer")]
    assert play_scores(table, "M2-b1W") == [(0, 6, "miyabi.score.layer")]
    assert play_scores(table, "P2-c2N") == [(1, 2, "miyabi.score.layer")]
    table.finish_round()

    # Round 2: the bonsai has passed to seat 2, who starts.
    table.reveal("MI M2 M2 M1 M1")
    assert play_scores(table, "MI-c1W") == [(1, 6, "miyabi.score.layer")]
    assert play_scores(table, "M2-b1W") == [(0, 8, "miyabi.score.layer")]
    assert play_scores(table, "M2-b1W") == [(1, 6, "miyabi.score.layer")]
    # miyabi.score.bonus: seat 1's single maple is the first maple on layer 5.
    assert play_scores(table, "M1-a1") == [
        (0, 5, "miyabi.score.layer"),
        (0, 10, "miyabi.score.bonus"),
    ]
    bonus = table.scores()[1]
    assert bonus.refs == ("a1",)
    assert "first maple" in bonus.detail
    assert table.state.bonuses[0] == 0
    assert play_scores(table, "M1-a1") == [(1, 4, "miyabi.score.layer")]
    table.finish_round()

    # Round 3: the maple bonus is gone, for both seats.
    table.reveal("M1 M1")
    assert play_scores(table, "M1-a1") == [(0, 6, "miyabi.score.layer")]
    assert play_scores(table, "M1-a1") == [(1, 5, "miyabi.score.layer")]
    assert table.state.bonuses == (0, -1, -1, -1, -1, -1)
    assert [s.points for s in table.scores(table.history) if s.rule == "miyabi.score.bonus"] == [10]


def test_each_fish_counts_as_an_object() -> None:
    # miyabi.score.layer: a straight koi pond shows 3 fish: 3 x layer 1. A double
    # pond on top of it (over c3 d3, both height 1) shows 2 fish on layer 2: 4.
    table = Table().reveal("KI K2")
    assert play_scores(table, "KI-b3E") == [(0, 3, "miyabi.score.layer")]
    table.play("S1-a6")
    assert play_scores(table, "K2-d3W") == [(0, 4, "miyabi.score.layer")]
    assert table.scores()[0].detail == "2 fish x layer 2"
    # The score so far is the sum of the Score events.
    assert (
        table.state.scores[0]
        == 3 + 4
        == sum(s.points for s in table.scores(table.history) if s.side == 0)
    )
