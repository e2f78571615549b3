"""Flower rows as they stand, mid-game and at the end ('Flores de puntuación').

Every expected number below is counted by hand from the rulebook: in each row of
your pagoda only the largest set of one flower scores (seikatsu.flowers.rows), a
set of 1..6 is worth 1, 3, 6, 10, 15, 21 (seikatsu.flowers.sets), and each koi is
a flower of each player's own choice (seikatsu.flowers.koi).

Rows are listed nearest their pagoda first (engine/seikatsu/board.py):
P4 = d7 d6 d5 d3 d2 d1, B6 = a3 b4 c5 d6 e6, G2 = g3 f4 e5 d6 c6.
"""

from __future__ import annotations

from engine.seikatsu import GAME, State
from engine.seikatsu import board as B
from engine.seikatsu import tiles as T
from engine.seikatsu.game import final_scoring, flower_lines
from engine.seikatsu.rows import (
    find_row,
    flower_total,
    koi_choices,
    pagoda_rows,
    row_scores,
    side_rows,
)
from tests.engine.seikatsu_script import fill_order, garden

PRIMROSE, PLUMERIA, TULIP, BLUEBELL = range(4)


def test_mid_game_rows_per_side_with_a_koi_chosen_differently() -> None:
    # Setup: Tp (primrose) on d5, Wm (plumeria) on c3. Then a koi on d6, Tm
    # (plumeria) on d7, Tt (tulip) on c5.
    board = garden("K-d6=T Tm-d7 Tt-c5").board
    pink, blue = side_rows(board, 0), side_rows(board, 1)

    # Pink P4 (row d): d7 plumeria, d6 koi, d5 primrose. Primrose and plumeria tie
    # at 1, one of them scores (the rulebook: "simplemente anote uno"); the koi
    # joins it: a set of 2 = 3 points. d3 d2 d1 are still open.
    p4 = pink[3]
    assert (p4.label, p4.size, p4.points) == ("P4", 2, 3)
    assert p4.tied == (PRIMROSE, PLUMERIA)
    assert p4.koi == ("d6",)
    assert p4.open == ("d3", "d2", "d1")
    # Pink P3 (row c): c5 tulip, c3 plumeria: a tie at 1 = 1 point.
    assert (pink[2].size, pink[2].points, pink[2].koi) == (1, 1, ())
    # Rows a, b, e, f, g hold no tile: 0 each. Pink's total now: 3 + 1 = 4.
    assert [row.points for row in pink] == [0, 0, 1, 3, 0, 0, 0]
    assert flower_total(pink) == 4

    # Blue B6 (a3 b4 c5 d6 e6): tulip on c5 and the koi, which blue takes as a
    # tulip: 2 = 3 points. B4 (c3 plumeria) 1, B5 (d5 primrose) 1, B7 (d7) 1.
    b6 = blue[5]
    assert (b6.label, b6.flower, b6.flowers, b6.koi, b6.points) == (
        "B6",
        TULIP,
        ("c5",),
        ("d6",),
        3,
    )
    assert [row.points for row in blue] == [0, 0, 0, 1, 1, 3, 1]
    assert flower_total(blue) == 6

    # The same koi, a primrose for pink and a tulip for blue.
    assert koi_choices(pink) == {"d6": "Primrose"}
    assert koi_choices(blue) == {"d6": "Tulip"}


def test_green_rows_stand_even_when_green_does_not_score() -> None:
    # Two players: green's rows are not scored, but they can still be read (the
    # course practises them). G2 (g3 f4 e5 d6 c6) holds only the koi: a set of 1
    # as any flower = 1. G1 (g4 f5 e6 d7): d7 plumeria = 1. G3 (..d5 c5..):
    # primrose and tulip tie at 1 = 1. G5 (..c3..): plumeria = 1.
    board = garden("K-d6=T Tm-d7 Tt-c5").board
    green = pagoda_rows(board, "green")
    g2 = green[1]
    assert (g2.label, g2.flower, g2.koi, g2.points, g2.koi_as) == (
        "G2",
        None,
        ("d6",),
        1,
        "any flower",
    )
    assert [row.points for row in green] == [1, 1, 1, 0, 1, 0, 0]
    assert find_row(board, "G2") == g2
    assert {line.side for line in row_scores(board, 2)} == {0, 1}


# A full two-player garden uses every tile: 8 of each flower and the 4 koi.
# Flowers by pink's rows (a at the top):
#   a1..a4      p p p p                 b1..b5  p p p p K
#   c1..c6      m m m m m m             d1 d2 d3 . d5 d6 d7   m m t . t t t
#   e1..e6      K t t t t K             f1..f5  b b K b b
#   g1..g4      b b b b
_FLOWERS = {
    "p": "a1 a2 a3 a4 b1 b2 b3 b4",
    "m": "c1 c2 c3 c4 c5 c6 d1 d2",
    "t": "d3 d5 d6 d7 e2 e3 e4 e5",
    "b": "f1 f2 f4 f5 g1 g2 g3 g4",
}
_KOI = {"b5": "T", "e1": "W", "e6": "E", "f3": "F"}


def _full_layout() -> dict[str, str]:
    layout = {}
    for flower, cells in _FLOWERS.items():
        for cell, bird in zip(cells.split(), "TTWWEEFF", strict=True):
            layout[cell] = bird + flower
    layout.update({cell: f"K={bird}" for cell, bird in _KOI.items()})
    return layout


def _full_board() -> State:
    layout = _full_layout()
    setup = ("d5", "c3")
    return garden(" ".join(fill_order(layout, setup)), setup=f"{layout['d5']} {layout['c3']}")


def test_a_full_garden_scores_row_by_row_for_each_side() -> None:
    state = _full_board()
    assert GAME.is_over(state)
    board = state.board
    assert all(board[i] >= 0 for i in range(B.N_CELLS) if i != B.POND)  # 36 tiles
    pink, blue = side_rows(board, 0), side_rows(board, 1)

    # Pink: P1 4 primroses 10; P2 4 primroses + koi b5 = 5: 15; P3 6 plumerias 21;
    # P4 d7 d6 d5 d3 tulips, d2 d1 plumerias: 4 = 10; P5 e2..e5 tulips + koi e1, e6
    # = 6: 21; P6 4 bluebells + koi f3 = 5: 15; P7 4 bluebells 10. Total 102.
    assert [row.points for row in pink] == [10, 15, 21, 10, 21, 15, 10]
    assert flower_total(pink) == 102
    assert koi_choices(pink) == {"b5": "Primrose", "e1": "Tulip", "e6": "Tulip", "f3": "Bluebell"}

    # Blue, line by line:
    # B1 d1 m, e1 K, f1 b, g1 b: 2 bluebells + koi = 3: 6.
    # B2 c1 m, d2 m, e2 t, f2 b, g2 b: plumeria and bluebell tie at 2: 3.
    # B3 b1 p, c2 m, d3 t, e3 t, f3 K, g3 b: 2 tulips + koi = 3: 6.
    # B4 a1 p, b2 p, c3 m, e4 t, f4 b, g4 b: primrose and bluebell tie at 2: 3.
    # B5 a2 p, b3 p, c4 m, d5 t, e5 t, f5 b: primrose and tulip tie at 2: 3.
    # B6 a3 p, b4 p, c5 m, d6 t, e6 K: 2 primroses + koi = 3: 6.
    # B7 a4 p, b5 K, c6 m, d7 t: three flowers tie at 1, + koi = 2: 3. Total 30.
    assert [row.points for row in blue] == [6, 3, 6, 3, 3, 6, 3]
    assert flower_total(blue) == 30
    assert blue[1].tied == (PLUMERIA, BLUEBELL)
    assert koi_choices(blue) == {
        "e1": "Bluebell",
        "f3": "Tulip",
        "e6": "Primrose",
        "b5": "Primrose",
    }
    assert all(row.open == () for row in pink + blue)

    # The end scoring is the same standings, as Score lines.
    final = final_scoring(state)
    assert final.lines == flower_lines(state) == row_scores(board, 2)
    by_side = [sum(line.points for line in final.lines if line.side == s) for s in (0, 1)]
    assert by_side == [102, 30]
    koi_line = next(line for line in final.lines if line.detail.startswith("row P5:"))
    assert koi_line.rule == "seikatsu.flowers.koi"
    assert "6 Tulips (with 2 koi)" in koi_line.detail
    assert board[B.BY_NAME["e1"]] == T.KOI
