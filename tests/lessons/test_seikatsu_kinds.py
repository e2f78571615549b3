"""Seikatsu's own quiz questions and goals, against positions counted by hand.

Rows: 'Flores de puntuación' (seikatsu.flowers.rows, .sets, .koi). Counts: 'Mareas
de jardín' (16 faces x 2; each bird and flower on 8 tiles) and 'Componentes' (4
koi). Setup and turns: 'Preparar' and 'Como se Juega'; the flower spaces, the
tournament deal and the teams are rules-facts rulings.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.seikatsu import GAME, Options, State
from lessons.format import DoStep, Goal, Lesson, QuizStep
from lessons.questions import QuestionError, compute
from lessons.runner import LessonRunner, describe_goal
from tests.engine.seikatsu_script import TWO_PLAYER_START, build, garden


def ask(state: State, kind: str, **fields: Any) -> int | str:
    return compute(
        GAME,
        state,
        QuizStep(title="q", text="?", rules=[], ask=kind, answer=0, explain="", **fields),
    )


def position(script: str, players: int = 2, tournament: bool = False) -> State:
    return build(script, players, tournament)[0]


# Setup Tp (primrose) d5, Wm (plumeria) c3; then a koi on d6, Tm on d7, Tt on c5.
MID_GAME = "K-d6=T Tm-d7 Tt-c5"


def test_rows_as_they_stand() -> None:
    state = garden(MID_GAME)
    # P4 d7 Tm, d6 koi, d5 Tp: primrose and plumeria tie at 1, the koi joins: 2 = 3.
    assert ask(state, "row_points", row="P4") == 3
    assert ask(state, "row_set", row="P4") == 2
    # B6 a3 b4 c5 d6 e6: tulip on c5 + the koi (a tulip for blue): 2 = 3.
    assert ask(state, "row_points", row="B6", side=1) == 3
    assert ask(state, "row_flower", row="B6") == "Tulip"
    # Pink: P3 (c5 tulip, c3 plumeria: 1) + P4 (3) = 4; blue: B4 1 + B5 1 + B6 3 + B7 1 = 6.
    assert ask(state, "flower_points", side=0) == 4
    assert ask(state, "flower_points", side=1) == 6
    # The koi on d6: a primrose for pink (row d), a tulip for blue (B6).
    assert ask(state, "koi_flower", args={"cell": "d6", "side": 0}) == "Primrose"
    assert ask(state, "koi_flower", args={"cell": "d6", "side": 1}) == "Tulip"


def test_questions_that_have_no_single_answer_are_refused() -> None:
    state = garden(MID_GAME)
    with pytest.raises(QuestionError, match="no single largest set"):
        ask(state, "row_flower", row="P4")  # primrose and plumeria tie
    with pytest.raises(QuestionError, match="not side 0's"):
        ask(state, "row_points", row="B6", side=0)
    with pytest.raises(QuestionError, match="no koi on c5"):
        ask(state, "koi_flower", args={"cell": "c5", "side": 0})
    with pytest.raises(QuestionError, match="the pond, in no row"):
        ask(state, "row_of_cell", args={"cell": "d4", "pagoda": "green"})
    with pytest.raises(QuestionError, match="not over"):
        ask(state, "winner")


@pytest.mark.parametrize(
    ("cell", "pagoda", "label"),
    [
        # Row 1 is on your right as you face the pond from your pagoda, row 4 through it.
        ("a4", "pink", "P1"),
        ("d1", "pink", "P4"),
        ("d1", "blue", "B1"),
        ("e4", "blue", "B4"),
        ("b3", "green", "G5"),
        ("c6", "green", "G2"),
        ("a1", "green", "G7"),
    ],
)
def test_the_row_through_a_cell(cell: str, pagoda: str, label: str) -> None:
    assert ask(garden(""), "row_of_cell", args={"cell": cell, "pagoda": pagoda}) == label


@pytest.mark.parametrize(
    ("args", "count"),
    [
        ({"bird": "T"}, 8),  # a Tanager with each of 4 flowers, 2 copies each
        ({"flower": "t"}, 8),
        ({"bird": "T", "flower": "p"}, 2),  # one face, two copies
        ({"koi": True}, 4),
        ({}, 36),  # 32 garden tiles + 4 koi = the 36 cells around the pond
    ],
)
def test_tiles_in_the_box(args: dict[str, Any], count: int) -> None:
    assert ask(garden(""), "tiles_in_box", args=args) == count


def test_tiles_a_seat_cannot_see() -> None:
    # Setup Tp d5, Wp c3. Pink holds Tm Wb, blue Fp Et. Pink sees Tp and Tm: 8 - 2
    # = 6 Tanagers unseen. Blue sees only Tp (pink's Tm is hidden): 7. No koi is out.
    state = position(TWO_PLAYER_START)
    assert ask(state, "unseen", args={"seat": 0, "bird": "T"}) == 6
    assert ask(state, "unseen", args={"seat": 1, "bird": "T"}) == 7
    assert ask(state, "unseen", args={"seat": 0, "koi": True}) == 4
    # Primroses: Tp and Wp on the board, Fp in blue's hand: pink cannot see 8 - 2 = 6.
    assert ask(state, "unseen", args={"seat": 0, "flower": "p"}) == 6


def test_setup_questions() -> None:
    # Three players: flower spaces d5, c3, e3 (rules-facts ruling); 32 - 3 + 4 koi = 33.
    three = position("+Tp +Wp", players=3)
    assert ask(three, "next_setup_space") == "e3"
    assert ask(three, "bag_after_setup") == 33
    assert ask(three, "bag_size") == 30
    # Tournament mode: the koi are dealt (1, 1, and 2 to the last seat), not bagged: 29.
    tour = position("+Tp +Wp", players=3, tournament=True)
    assert ask(tour, "bag_after_setup") == 29
    assert [ask(tour, "koi_dealt", seat=s) for s in range(3)] == [1, 1, 2]
    # Four players: d5, c3, then d3 and e4 either side of green's space.
    assert ask(position("+Tp +Wp", players=4), "next_setup_space") == "d3"
    with pytest.raises(QuestionError, match="setup is over"):
        ask(position(TWO_PLAYER_START), "next_setup_space")


def test_turns_seats_and_teams() -> None:
    # 'Como se Juega': 17 turns each with 2 players, 11 with 3; teams: 32 / 4 = 8.
    for players, turns in ((2, 17), (3, 11), (4, 8)):
        assert ask(GAME.new_game(Options(players=players)), "turns_per_player") == turns
    three = GAME.new_game(Options(players=3))
    assert ask(three, "next_player", seat=0) == "blue"
    assert ask(three, "next_player", seat=2) == "pink"  # the bag comes round again
    four = GAME.new_game(Options(players=4))
    assert [ask(four, "team_of", seat=s) for s in range(4)] == [
        "pink team",
        "blue team",
        "pink team",
        "blue team",
    ]
    assert ask(three, "tie_winner", scores=[62, 62, 40]) == "blue"
    assert ask(position(TWO_PLAYER_START), "tile_code", args={"bird": "E", "flower": "t"}) == "Et"


def test_grow_a_set_goal() -> None:
    # Setup Tp d5 (primrose), Wm c3 (plumeria); pink holds Tm (plumeria) and Wb.
    # P3 is row c: its largest set is the plumeria on c3. Tm on c2, c4 or c5 (the
    # cells of row c that touch a tile) makes it 2; Wb there only ties at 1.
    lesson = Lesson(
        title="t",
        summary="s",
        game="seikatsu",
        options={"players": 2},
        start="+Tp +Wm +Tm +Wb +Fp +Et",
        steps=[
            DoStep(
                title="d",
                text="!",
                rules=[],
                goal=Goal(kind="grow_set", args={"row": "P3", "size": 2}),
                hint="",
            )
        ],
    )
    runner = LessonRunner(lesson, "test")
    right = sorted(GAME.move_text(m) for m in runner.right_moves(0))
    assert right == ["Tm-c2", "Tm-c4", "Tm-c5"]
    assert describe_goal(lesson.steps[0].goal, GAME) == "grow the largest flower set of row P3 to 2"  # type: ignore[union-attr]
