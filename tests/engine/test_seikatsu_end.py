"""Flower rows and the winner: 'Fin del juego', 'Flores de puntuación'.

Flower rows are a pure function of the garden, so they are checked on gardens
built mid-game (rows not yet full); the end-of-game bookkeeping is checked on
whole games in test_seikatsu_properties.py.

Pink's row P4 is row d: d7 d6 d5 (pond) d3 d2 d1. Setup puts Tp (primrose) on d5
and Wm (plumeria) on c3.
"""

from __future__ import annotations

import pytest

from engine.core import Score
from engine.seikatsu import Options
from engine.seikatsu.game import flower_lines, winners
from tests.engine.seikatsu_script import garden

PRIMROSE_ROW_D = ["Wp-d6", "Ep-d7", "Ep-d3", "Fp-d2", "Fp-d1"]


def line(lines: tuple[Score, ...], side: int, row: str) -> Score | None:
    found = [s for s in lines if s.side == side and s.detail.startswith(f"row {row}:")]
    assert len(found) <= 1
    return found[0] if found else None


@pytest.mark.parametrize(
    ("flowers", "points"),
    # seikatsu.flowers.sets: 1, 2, 3, 4, 5, 6 flowers score 1, 3, 6, 10, 15, 21.
    [(1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (6, 21)],
)
def test_flower_set_sizes(flowers: int, points: int) -> None:
    state = garden(" ".join(PRIMROSE_ROW_D[: flowers - 1]))
    score = line(flower_lines(state), 0, "P4")
    assert score is not None
    assert score.points == points
    assert score.rule == "seikatsu.flowers.rows"
    assert len(score.refs) == flowers


def test_only_the_largest_set_in_a_row_scores() -> None:
    # Row d: primrose on d5, plumeria on d6 and d7: the 2 plumeria score 3 (not 3 + 1).
    state = garden("Tm-d6 Fm-d7")
    score = line(flower_lines(state), 0, "P4")
    assert score is not None
    assert (score.points, sorted(score.refs)) == (3, ["d6", "d7"])
    assert "Plumeria" in score.detail


def test_flowers_need_not_be_adjacent() -> None:
    # Primrose on d5 and d1, a tulip between on d3 and d2: 2 primroses score 3.
    state = garden("Tt-d3 Et-d2 Fp-d1")
    score = line(flower_lines(state), 0, "P4")
    assert score is not None
    assert score.points == 3  # 2 primroses (d5, d1) or 2 tulips (d3, d2): either set of 2


def test_an_empty_row_scores_nothing() -> None:
    state = garden("Tm-c4")
    assert line(flower_lines(state), 0, "P1") is None  # row a is empty


def test_each_player_chooses_the_koi_flower_independently() -> None:
    # A koi on d6. Pink's row d: primrose d5, koi d6, plumeria d7 -> koi as primrose,
    # a set of 2 = 3 points. Blue's line through d6 (a3 b4 c5 d6 e6): tulip on c5 and
    # the koi -> koi as tulip, 2 = 3 points. seikatsu.flowers.koi
    state = garden("K-d6=T Tm-d7 Tt-c5")
    pink = line(flower_lines(state), 0, "P4")
    blue = line(flower_lines(state), 1, "B6")
    assert pink is not None and blue is not None
    assert (pink.points, pink.rule) == (3, "seikatsu.flowers.koi")
    assert "Primrose" in pink.detail and "1 koi" in pink.detail
    assert (blue.points, blue.rule) == (3, "seikatsu.flowers.koi")
    assert "Tulip" in blue.detail
    assert sorted(blue.refs) == ["c5", "d6"]


def test_green_rows_are_not_scored_with_two_players() -> None:
    state = garden("Tm-c4")
    assert {s.side for s in flower_lines(state)} == {0, 1}


@pytest.mark.parametrize(
    ("players", "scores", "expected", "rule"),
    [
        (2, (60, 55), (0,), "seikatsu.end.winner"),
        # seikatsu.end.tiebreak: the tied player later in turn order wins.
        (2, (58, 58), (1,), "seikatsu.end.tiebreak"),
        (3, (40, 62, 62), (2,), "seikatsu.end.tiebreak"),
        (3, (62, 62, 40), (1,), "seikatsu.end.tiebreak"),
        # seikatsu.variant.teams_tiebreak: seat 4 (blue team) is last in turn order.
        (4, (70, 70), (1,), "seikatsu.variant.teams_tiebreak"),
    ],
)
def test_winner_and_tiebreak(
    players: int, scores: tuple[int, ...], expected: tuple[int, ...], rule: str
) -> None:
    assert winners(Options(players=players), scores) == (expected, rule)
