"""Sakura's own quiz questions and do-step goals, against hand-worked positions.

Positions (tests/engine/sakura_script.py): two players, niwa's deck, the characters
in the order ROW_FIRST (row 1:S 2:C1 3:C2 4:C3 5:S, draw pile S S S C1 ...), the
yin-yang card with + towards the left pile. Unnamed cards top the hands up in card
order.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.sakura import GAME, State
from lessons.format import Goal, QuizStep
from lessons.questions import QuestionError, compute
from lessons.runner import describe_goal
from lessons.sakura.goals import GOALS
from tests.engine.sakura_script import build, deal

START = deal(["B9 B5 G2 G6 G13 P7 B12 B1", "G1 B2 B3 B4 B6 P2 P3 P5 P6 Y4 Y5 G3"], "B7 G4")
"""Left B7 (+), right G4 (-). Seat 1: B9 B5 G2 G6 G13 P7 B12 B1 and 6 unnamed cards;
seat 2 cannot cover a B9 on the left (no higher blue, no 9)."""


def ask(state: State, kind: str, **fields: Any) -> Any:
    return compute(
        GAME,
        state,
        QuizStep(title="q", text="", rules=[], ask=kind, answer=0, explain="", **fields),
    )


def position(script: str = "", deal_text: str = START) -> State:
    return build(script, deal_text)[0]


@pytest.mark.parametrize(
    ("card", "piles"),
    [
        ("B9", "left"),  # sakura.play.direction: a higher blue on the + pile
        ("G2", "right"),  # a lower green on the - pile
        ("G6", "neither"),  # green but higher on -, and neither blue nor 7 on the left
        ("P7", "left"),  # sakura.play.same_value: any 7 on the 7
        ("P4", "right"),  # any 4 on the 4, whatever its colour
    ],
)
def test_which_piles_a_card_may_cover(card: str, piles: str) -> None:
    assert ask(position(), "covers", args={"card": card}) == piles


def test_which_piles_round_the_end() -> None:
    # sakura.play.wrap: left B13 (+) takes the blue 1, right G1 (-) the green 13; G13 is
    # also the same value as B13.
    state = position("", deal(["B1 G13 B12"], "B13 G1", players=2))
    assert ask(state, "covers", args={"card": "B1"}) == "both"  # wrap left, same value right
    assert ask(state, "covers", args={"card": "G13"}) == "both"
    assert ask(state, "covers", args={"card": "B12"}) == "neither"


def test_which_piles_with_a_cook_waiting_count_the_cook() -> None:
    # sakura.character.count: with the Cook 2 (place 3) P7 counts 9 or 5, never 7, so it
    # no longer matches B7; B5 + 2 = 7 matches it; G6 - 2 = 4 matches G4.
    state = position("$3=C2")
    assert ask(state, "covers", args={"card": "P7"}) == "neither"
    assert ask(state, "covers", args={"card": "B5"}) == "left"
    assert ask(state, "covers", args={"card": "G6"}) == "right"


def test_the_price_of_a_take() -> None:
    # After L:B9 the left pile is B7 B9: 2 cards, 1 shuriken each, 1 coin each (the 5s
    # to 9s carry one, niwa's deck: sakura.deck.data, sakura.take.coins).
    state = position("L:B9 R:G2 end")
    assert ask(state, "take_price", args={"pile": "L", "what": "cards"}) == 2
    assert ask(state, "take_price", args={"pile": "L", "what": "shurikens"}) == 2
    assert ask(state, "take_price", args={"pile": "L", "what": "coins"}) == 2
    # The right pile G4 G2: 2 shurikens, no coin.
    assert ask(state, "take_price", args={"pile": "R", "what": "coins"}) == 0


def test_symbols_on_cards() -> None:
    # niwa's deck: 1s and 13s carry 2 shurikens, the rest 1; the 5s..9s a coin each.
    args = {"cards": ["G1", "G5", "G9", "G13"]}
    assert ask(position(), "symbols", args={**args, "what": "shurikens"}) == 6
    assert ask(position(), "symbols", args={**args, "what": "coins"}) == 2


def test_a_cooks_count_is_plain_arithmetic() -> None:
    # ruling sakura.character.count: B12 + 2 = 14, B1 - 2 = -1 (no wrap).
    state = position("$3=C2")
    assert ask(state, "count", move="L:B12+2") == 14
    assert ask(state, "count", move="L:B1-2") == -1
    assert ask(state, "count", move="L:B9") == 9
    with pytest.raises(QuestionError):
        ask(state, "count", move="end")


def test_money_after_a_move() -> None:
    # sakura.characters.cost: the C2 at place 3 costs 3 (5 - 3 = 2; supply 70 + 3).
    assert ask(position(), "coins", seat=0, move="$3=C2") == 2
    assert ask(position(), "supply", move="$3=C2") == 73
    # sakura.take.coins: seat 2 takes B7 B9, two coins (5 + 2; supply 70 - 2).
    stuck = position("L:B9 R:G2 end")
    assert ask(stuck, "coins", seat=1, move="xL:P2") == 7
    assert ask(stuck, "supply", move="xL:P2") == 68
    assert ask(stuck, "coins", seat=1) == 5  # no move: the shown position
    with pytest.raises(QuestionError, match="illegal"):
        ask(stuck, "coins", seat=1, move="xR:P2")  # G1 covers the right pile


def test_the_row_after_a_hire() -> None:
    # sakura.characters.shift: hiring place 3 (C2) slides C3 and S down; S from the draw
    # pile fills place 5.
    state = position()
    assert [ask(state, "row_place", args={"place": p}, move="$3=C2") for p in range(1, 6)] == [
        "S",
        "C1",
        "C3",
        "S",
        "S",
    ]
    assert ask(state, "row_place", args={"place": 6}) == "empty"


def test_the_yin_yang_side_and_who_is_on_turn() -> None:
    state = position()
    assert ask(state, "plus_pile") == "left"  # ruling sakura.setup.yinyang
    assert ask(state, "plus_pile", move="$1=S") == "right"  # sakura.character.samurai
    assert ask(position("L:B9 R:G2"), "on_turn", move="end") == "seat 2"  # sakura.turn.order


def test_turns_left_and_the_end_of_the_round() -> None:
    # sakura.round.end: 14 cards, the last 2 kept: 6 turns; after one card, still 6
    # (this turn still owes a card); after both, 5.
    assert ask(position(), "turns_left", seat=0) == 6
    assert ask(position("L:B9"), "turns_left", seat=0) == 6
    assert ask(position("L:B9 R:G2"), "turns_left", seat=0) == 5
    assert ask(position(), "undealt") == 52 - 2 * 14 - 2  # sakura.setup.undealt


def test_tricks_after_takes() -> None:
    # Seat 2 takes B7 B9 (2 shurikens); no other tricks yet.
    state = position("L:B9 R:G2 end")
    assert ask(state, "tricks", seat=1) == 0
    assert ask(state, "tricks", seat=1, args={"moves": ["xL:P2"]}) == 2
    with pytest.raises(QuestionError, match="xR:P3"):
        ask(state, "tricks", seat=1, args={"moves": ["xL:P2", "xR:P3"]})


def test_who_starts_the_next_round() -> None:
    # sakura.setup.start: seat 1 starts round 1, so seat 2 starts round 2.
    assert ask(position(), "next_start") == "seat 2"


@pytest.mark.parametrize(
    ("shurikens", "coins", "won"),
    [
        ([25, 31], [2, 20], "seat 1"),  # sakura.end.winner: fewest shurikens
        ([31, 31], [14, 16], "seat 2"),  # sakura.end.tiebreak: then most money
        ([31, 31], [12, 12], "seat 1 and seat 2 share"),  # sakura.end.shared
    ],
)
def test_the_winner(shurikens: list[int], coins: list[int], won: str) -> None:
    assert ask(position(), "winner", args={"shurikens": shurikens, "coins": coins}) == won


def test_a_question_needs_its_args() -> None:
    with pytest.raises(QuestionError, match="args"):
        ask(position(), "covers", args={"card": "B9", "pile": "L"})
    with pytest.raises(QuestionError, match="not a card"):
        ask(position(), "covers", args={"card": "B14"})
    with pytest.raises(QuestionError, match="one total"):
        ask(position(), "winner", args={"shurikens": [1], "coins": [1]})


# -- goals ----------------------------------------------------------------------------


def holds(kind: str, state: State, move_text: str, **args: Any) -> bool:
    move = GAME.parse_move(state, move_text)
    return GOALS[kind].holds(GAME, state, move, GAME.apply(state, move), args)


def test_covering_by_a_rule() -> None:
    state = position()
    rule = "sakura.play.direction"
    assert holds("covers_by", state, "L:B9", rule=rule)  # higher blue on +
    assert holds("covers_by", state, "R:G2", rule=rule, pile="R")  # lower green on -
    assert not holds("covers_by", state, "R:G2", rule=rule, pile="L")
    assert not holds("covers_by", state, "L:P7", rule=rule)  # that one is the same value
    assert holds("covers_by", state, "L:P7", rule="sakura.play.same_value")
    assert not holds("covers_by", state, "$1=S", rule=rule)  # no card played
    # With the Cook 2, B12 + 2 = 14 on B7: the count leaves 1..13, the ruling decides.
    assert holds("covers_by", position("$3=C2"), "L:B12+2", rule="sakura.character.count")
    assert "'Same colour, or the same value'" in GOALS["covers_by"].describe(
        {"rule": "sakura.play.colour"}
    )


HINDER = deal(["B9 G2", "P9 G1 B3 B4 B6 P3 P5 P6 Y4 Y5 Y6 P7 P8 P11"], "B7 G4")
"""After L:B9 R:G2 seat 2 covers the left pile with P9 and the right one with G1; after
a Samurai the right pile (G2, now +) wants a green above 2 or a 2: seat 2 has neither."""


def test_hindering_the_next_player() -> None:
    state = position("L:B9 R:G2", HINDER)
    assert holds("hinders", state, "$1=S", pile="R")
    assert holds("hinders", state, "$1=S")
    assert not holds("hinders", state, "$1=S", pile="L")  # P9 still covers B9
    assert not holds("hinders", state, "end")
    # In START seat 2 is stuck on the left already: a Samurai unsticks it (blues lower
    # than 9) and leaves the right coverable (G3 higher, B2 P2 the value), no hindrance.
    assert not holds("hinders", position("L:B9 R:G2"), "$1=S")
    assert describe_goal(Goal(kind="hinders", args={"pile": "R"}), GAME) == (
        "leave the next player no card for the right pile that they could have covered"
    )
