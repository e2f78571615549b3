"""Karesansui's own quiz questions and goals, against positions worked out by hand.

Positions are built through the engine from the three-player start of
tests/engine/karesansui_script.py: seat 1 holds 2W 2Y 2R 2G 3R, seat 2 1W 1Y 1B
3G 3B, seat 3 1G 2B 3W 3Y 1R; pile 1 is 1R 3R 3R and pile 2 is 3B 3W.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.karesansui import GAME, State
from lessons.format import Goal, QuizStep
from lessons.karesansui.goals import GOALS
from lessons.karesansui.questions import QUESTIONS
from lessons.questions import QuestionError, compute
from tests.engine.karesansui_script import (
    QUIET_SETUP_3P,
    SETUP_3P,
    START_3P,
    build,
    quiet_round,
)

WORKED = f"{START_3P} 2W@1 1W@1 -@2 -@1 pass +1Y done done"
"""The rulebook's 1 2222 333: seat 1 holds 1R, 2W 2Y 2R 2G, 3R 3R 3R, fresh decks."""

STRAIGHT_FLUSHES_GONE = (
    "+1R +2W +2Y +2G +1W  +1R +2R +1B +2B +3G  +1G +1W +2B +3G +1B  +3R +3B +3W +3Y "
    "1W@2 -@1 -@2 pass +3R done S:1R2R3R S:1B2B3B done done "
    "+2R +3R +3R +3B +1Y +2G -@1 -@2 pass +1G done"
)
"""Round 2: seat 1 holds 1W 1R, 2W 2Y 2R 2G, 3R 3R 3R; two Straight Flush cards are gone."""


def ask(script: str, kind: str, **fields: Any) -> Any:
    return ask_state(build(script)[0], kind, **fields)


def ask_state(state: State, kind: str, **fields: Any) -> Any:
    step = QuizStep(title="q", text="?", rules=["x"], ask=kind, answer=0, explain="", **fields)
    return compute(GAME, state, step)


def holds(script: str, kind: str, move: str, **args: Any) -> bool:
    state, _ = build(script)
    parsed = GAME.parse_move(state, move)
    return GOALS[kind].holds(GAME, state, parsed, GAME.apply(state, parsed), args)


def test_every_question_is_karesansuis_own() -> None:
    assert set(QUESTIONS) >= {"forbidden_sets", "order_demerits", "beats", "fewest_demerits"}


# -- rocks and gardens ---------------------------------------------------------------


def test_garden_counts_and_values() -> None:
    # karesansui.setup.rocks: seat 3's 1G 2B 3W 3Y 1R is worth 1+2+3+3+1 = 10, five rocks
    assert ask(SETUP_3P, "garden_value", seat=2) == 10
    assert ask(SETUP_3P, "garden_rocks", seat=2) == 5
    # karesansui.setup.gardens: 75 rocks less 3 x 5 drawn; the black stone is on the tracker
    assert ask(SETUP_3P, "bag_rocks") == 60
    assert ask(SETUP_3P, "black_stone") == "space 1"  # karesansui.setup.black


def test_niwa_order_sorts_by_value_then_colour() -> None:
    # karesansui.rocks.notation: value first, then W Y R G B
    assert ask("", "niwa_order", args={"rocks": "3R 1B 2W 1R"}) == "1R1B2W3R"
    assert ask("", "niwa_order", args={"rocks": "3R 1B 2W 1R", "place": 2}) == "1B"
    assert ask("", "niwa_order", args={"rocks": "-"}) == "-"
    with pytest.raises(QuestionError, match="no place 5"):
        ask("", "niwa_order", args={"rocks": "3R 1B 2W 1R", "place": 5})
    with pytest.raises(QuestionError, match="no rock '4R'"):
        ask("", "niwa_order", args={"rocks": "4R"})


def test_who_moves_and_who_starts() -> None:
    assert ask(SETUP_3P, "next_player") == "the bag"  # karesansui.piles.fill
    assert ask(START_3P, "next_player") == "seat 1"  # karesansui.bid.turn: the start player
    # karesansui.bid.turn: seat 1's standing bid on pile 2 is skipped, seat 2 (beaten) bids
    assert ask(f"{START_3P} -@2 1W@1 -@1", "next_player") == "seat 2"
    # karesansui.round.next: seat 2 passed in round 1 and starts round 2
    round_2 = f"{WORKED} S:1R2R3R done"
    assert ask(round_2, "start_player") == "seat 2"
    assert ask(round_2, "black_stone") == "space 2"  # karesansui.tracker.advance


# -- piles and bids ----------------------------------------------------------------------


def test_piles() -> None:
    # karesansui.piles.count: 4 players, 3 piles
    assert ask_state(build("", players=4)[0], "pile_count") == 3
    # karesansui.piles.fill: 1R 3R is 4, pile 1 goes on; 1R 3R 3R is 7, pile 2 begins
    assert ask(f"{SETUP_3P} +1R +3R", "filling_pile") == "pile 1"
    assert ask(f"{SETUP_3P} +1R +3R +3R", "filling_pile") == "pile 2"
    assert ask(START_3P, "filling_pile") == "none"
    assert ask(START_3P, "pile_value", args={"pile": 2}) == 6
    with pytest.raises(QuestionError, match="no pile 3"):
        ask(START_3P, "pile_value", args={"pile": 3})


@pytest.mark.parametrize(
    ("rocks", "answer"),
    [
        ("1W", "yes"),  # value 1 < 2
        ("1W 1Y", "no"),  # value 2 = 2 in two rocks, not fewer
        ("2B", "no"),  # value 2 = 2 in one rock, not fewer
        ("-", "yes"),  # value 0
        ("3G", "no"),  # value 3 > 2
    ],
)
def test_beats_compares_value_then_rocks(rocks: str, answer: str) -> None:
    # karesansui.bid.lower: seat 1's 2W stands on pile 1
    assert ask(f"{START_3P} 2W@1", "beats", args={"pile": 1, "rocks": rocks}) == answer


def test_beats_needs_a_standing_bid() -> None:
    with pytest.raises(QuestionError, match="no bid to beat"):
        ask(START_3P, "beats", args={"pile": 1, "rocks": "1W"})


# -- forbidden sets and surrenders ----------------------------------------------------------


def test_forbidden_sets_by_kind() -> None:
    # karesansui.sets.*: 3R 3R 3R (Trips), 2W 2Y 2R 2G (Foursome), 1R 2R 3R (Straight Flush)
    assert ask(WORKED, "forbidden_sets", seat=0) == "Trips, Foursome, Straight Flush"
    # seat 3 took pile 2: 1G 1R 2B 3W 3W 3Y 3B, row III in three colours only
    assert ask(WORKED, "forbidden_sets", seat=2) == "none"
    # karesansui.sets.foursome: seat 1's setup row II, four colours, before any bidding
    assert ask(START_3P, "forbidden_sets", seat=0) == "Foursome"
    assert ask(WORKED, "forbidden_kinds", seat=0) == 3
    assert ask(WORKED, "forbidden_kinds", seat=2) == 0


def test_the_demerits_of_an_order_fresh_decks() -> None:
    # karesansui.surrender.order with every deck at card 1 (karesansui.demerits.values)
    assert ask(WORKED, "order_demerits", args={"order": ["F:2W2Y2R2G", "T:3R3R3R"]}) == 2
    assert ask(WORKED, "order_demerits", args={"order": ["S:1R2R3R", "done"]}) == 1
    assert ask(WORKED, "fewest_demerits") == 1


def test_the_demerits_of_an_order_after_two_straight_flushes() -> None:
    # the Straight Flush deck is at its third card, worth 3: F + T (1 + 1) is cheaper
    assert ask(STRAIGHT_FLUSHES_GONE, "next_card", args={"deck": "Straight Flush"}) == 3
    assert ask(STRAIGHT_FLUSHES_GONE, "order_demerits", args={"order": ["S:1R2R3R"]}) == 3
    assert ask(STRAIGHT_FLUSHES_GONE, "fewest_demerits") == 2


def test_an_impossible_order_names_the_rule() -> None:
    with pytest.raises(QuestionError, match="does not hold"):
        ask(WORKED, "order_demerits", args={"order": ["T:2R2R2R"]})
    with pytest.raises(QuestionError, match="nobody is surrendering"):
        ask(START_3P, "fewest_demerits")


# -- demerits and the end -----------------------------------------------------------------------


def test_card_values_and_beyond() -> None:
    # karesansui.demerits.values: Pass cards 1; the k-th card of another deck is worth k
    assert ask(START_3P, "next_card", args={"deck": "P"}) == 1
    assert ask(START_3P, "next_card", args={"deck": "Trips", "taken": 4}) == 5
    # karesansui.demerits.beyond: past the tenth card, counted on paper: 11, 12
    assert ask(START_3P, "next_card", args={"deck": "Foursome", "taken": 10}) == 11
    assert ask(START_3P, "next_card", args={"deck": "Pass", "taken": 12}) == 1
    with pytest.raises(QuestionError, match="no demerit deck 'Jokers'"):
        ask(START_3P, "next_card", args={"deck": "Jokers"})


def test_hidden_demerits() -> None:
    # karesansui.demerits.hidden: seat 2 passed (1 demerit); others see only that a card went
    passed = f"{START_3P} 2W@1 1W@1 -@2 -@1 pass +1Y"
    assert ask(passed, "seen_demerits", seat=1, args={"viewer": 0}) == "hidden"
    assert ask(passed, "seen_demerits", seat=1, args={"viewer": 1}) == 1
    assert ask(passed, "demerit_cards", seat=1) == 1


def test_last_round() -> None:
    assert ask(START_3P, "last_round") == "no"
    # karesansui.end.deck: one Pass card a round; the tenth, in round 10, ends the game
    state, _ = build(QUIET_SETUP_3P)
    for _ in range(9):
        state = quiet_round(state)
    assert (state.round, ask_state(state, "last_round")) == (10, "no")
    state = quiet_round(state)
    assert GAME.is_over(state)
    assert ask_state(state, "last_round") == "yes"
    # karesansui.tracker.advance: after round 5 the black stone goes into the bag
    state, _ = build(QUIET_SETUP_3P)
    for _ in range(5):
        state = quiet_round(state)
    assert ask_state(state, "black_stone") == "bag"
    # karesansui.end.black_fill: drawn for a pile, the game is over at once
    state = GAME.apply(state, GAME.parse_move(state, "+K")).state
    assert (ask_state(state, "last_round"), ask_state(state, "next_player")) == ("yes", "nobody")


@pytest.mark.parametrize(
    ("scores", "rocks", "winner", "count"),
    [
        ([29, 31, 16], [7, 6, 9], "seat 3", 1),  # karesansui.end.winner
        ([20, 20, 24], [8, 5, 3], "seat 2", 1),  # karesansui.end.tiebreak
        ([26, 32, 26], [7, 4, 7], "seat 1 and seat 3", 2),  # karesansui.end.shared
    ],
)
def test_winner_and_how_many_share(
    scores: list[int], rocks: list[int], winner: str, count: int
) -> None:
    assert ask("", "winner", scores=scores, args={"rocks": rocks}) == winner
    assert ask("", "winner_count", scores=scores, args={"rocks": rocks}) == count


def test_a_quiz_missing_its_fields_is_refused() -> None:
    with pytest.raises(QuestionError, match="gives no 'seat'"):
        ask(START_3P, "garden_rocks")
    with pytest.raises(QuestionError, match="unknown field"):
        ask(START_3P, "pile_value", args={"pile": 1, "colour": "R"})


# -- goals --------------------------------------------------------------------------------------


def test_undercut() -> None:
    after_2w = f"{START_3P} 2W@1"
    # karesansui.bid.lower: seat 2's 1W (value 1) beats 2W on pile 1
    assert holds(after_2w, "undercut", "1W@1", pile=1)
    assert not holds(after_2w, "undercut", "1W@2", pile=1)  # pile 2 had no bid to beat
    assert not holds(after_2w, "undercut", "1W@1", pile=1, same_value=True)
    # seat 3 against seat 2's 1W 1Y (value 2): 2B is the same value in fewer rocks
    after_pair = f"{START_3P} 2W@2 1W1Y@1"
    assert holds(after_pair, "undercut", "2B@1", pile=1, same_value=True)
    assert not holds(after_pair, "undercut", "1G@1", pile=1, same_value=True)
    assert holds(after_pair, "undercut", "1G@1", pile=1)


def test_clean_if_won() -> None:
    # seat 1 (2W 2Y 2R 2G 3R) already holds a Foursome; pile 1 adds 1R 3R 3R, pile 2 3B 3W
    assert holds(START_3P, "clean_if_won", "2W@2")  # 2Y 2R 2G 3R 3B 3W
    assert not holds(START_3P, "clean_if_won", "-@2")  # the Foursome stays
    assert not holds(START_3P, "clean_if_won", "2W3R@1")  # 1R 2R 3R: a Straight Flush
    assert holds(START_3P, "clean_if_won", "2R3R@1")  # 1R 2W 2Y 2G 3R 3R
    assert not holds(START_3P, "clean_if_won", "2R@1")  # 3R 3R 3R: Trips


def test_bid_size_and_unbeatable() -> None:
    # karesansui.bid.rocks: any number of your own rocks, none included
    assert holds(START_3P, "bid_size", "2W@2", rocks=1, pile=2)
    assert not holds(START_3P, "bid_size", "2W@1", rocks=1, pile=2)
    assert not holds(START_3P, "bid_size", "2W2Y@2", rocks=1, pile=2)
    assert holds(START_3P, "bid_size", "2W2Y@1", rocks=2)
    # karesansui.bid.lower: only the empty bid cannot be beaten
    assert holds(START_3P, "unbeatable", "-@1")
    assert not holds(START_3P, "unbeatable", "2W@1")


def test_surrender_set() -> None:
    # karesansui.sets.*: seat 1's Trips 3R3R3R, Foursome 2W2Y2R2G, Straight Flush 1R2R3R
    assert holds(WORKED, "surrender_set", "T:3R3R3R", set="Trips")
    assert holds(WORKED, "surrender_set", "F:2W2Y2R2G", set="F")
    assert not holds(WORKED, "surrender_set", "S:1R2R3R", set="Trips")


def test_cheapest_surrender() -> None:
    # fresh decks: the Straight Flush alone (1) beats Foursome then Trips (2)
    assert holds(WORKED, "cheapest_surrender", "S:1R2R3R")
    assert not holds(WORKED, "cheapest_surrender", "F:2W2Y2R2G")
    assert not holds(WORKED, "cheapest_surrender", "T:3R3R3R")
    # the Straight Flush deck at 3: Foursome or Trips first (1 + 1)
    assert holds(STRAIGHT_FLUSHES_GONE, "cheapest_surrender", "F:2W2Y2R2G")
    assert holds(STRAIGHT_FLUSHES_GONE, "cheapest_surrender", "T:3R3R3R")
    assert not holds(STRAIGHT_FLUSHES_GONE, "cheapest_surrender", "S:1R2R3R")


def test_goals_say_what_they_ask() -> None:
    assert GOALS["undercut"].describe({"pile": 2}) == "beat the standing bid on pile 2"
    assert "same value" in GOALS["undercut"].describe({"pile": 1, "same_value": True})
    assert GOALS["cheapest_surrender"].describe({}).startswith("surrender")
    assert GOALS["bid_size"].describe({"rocks": 1, "pile": 2}) == "offer exactly 1 rock for pile 2"
    assert GOALS["bid_size"].describe({"rocks": 2}) == "offer exactly 2 rocks, on any pile"
    assert GOALS["surrender_set"].describe({"set": "Trips"}) == "hand in the Trips"


def test_a_goal_in_the_course_is_worded_for_the_learner() -> None:
    from lessons.runner import describe_goal

    text = describe_goal(Goal(kind="clean_if_won"), GAME)
    assert text == "bid so that winning leaves no forbidden set in your garden"
