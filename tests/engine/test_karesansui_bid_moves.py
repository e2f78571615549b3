"""The bid phase's lazy move list (engine/karesansui/bid_moves.py) against a brute force.

``legal_moves`` in the bid phase makes moves only when asked for. These tests list
every bid the slow way (every sub-multiset of the garden, every pile, kept when it
beats the pile's bid: rule karesansui.bid.lower) and check that length, indexing,
slicing, iteration, ``in``, ``index`` and equality all agree with it, on the
hand-made position of the other bidding tests and on random positions.

Position (tests/engine/karesansui_script.py, START_3P), three players, seat 1 starts:
  seat 1: 2W 2Y 2R 2G 3R      pile 1: 1R 3R 3R
  seat 2: 1W 1Y 1B 3G 3B      pile 2: 3B 3W
  seat 3: 1G 2B 3W 3Y 1R
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import CHANCE, IllegalMove
from engine.karesansui import GAME, Bid, Move, Options, Pass, State
from engine.karesansui import rocks as R
from engine.karesansui.game import BID
from tests.engine.karesansui_script import PILES_3P, START_3P, build, draws


def brute_force(state: State) -> list[Move]:
    """Every legal move of a bid turn, listed the slow way, in the documented order:
    a pass (once every pile has a bid), then pile by pile the bids beating the
    pile's bid, by (value, rock count), and among equals the one reaching higher
    rock types later (compare the counts of the highest type first)."""
    seat = state.seat
    garden = state.gardens[seat]
    subsets = []
    for taken in product(*(range(count + 1) for count in garden)):
        types = R.types_of(taken)
        subsets.append(((R.value(types), len(types), taken[::-1]), types))
    subsets.sort()
    moves: list[Move] = []
    if -1 not in state.bidders:
        moves.append(Pass(seat))
    for pile, bidder in enumerate(state.bidders):
        standing = state.bids[pile]
        for (value, rocks, _), types in subsets:
            if bidder == -1 or (value, rocks) < (R.value(standing), len(standing)):
                moves.append(Bid(seat, pile, R.codes(types)))
    return moves


def check_against(moves: Sequence[Move], expected: list[Move], rng: random.Random) -> None:
    assert len(moves) == len(expected)
    assert list(moves) == expected
    assert moves == expected and expected == moves
    for i in rng.sample(range(len(expected)), min(20, len(expected))):
        assert moves[i] == expected[i]
        assert moves[i - len(expected)] == expected[i]
        assert expected[i] in moves
        assert moves.index(expected[i]) == i
        assert moves.count(expected[i]) == 1
    assert moves[3:40:7] == expected[3:40:7]
    assert moves[::-1][:5] == expected[::-1][:5]


def test_the_start_position_agrees_with_the_brute_force() -> None:
    state, _ = build(START_3P)
    check_against(GAME.legal_moves(state), brute_force(state), random.Random(1))


def test_bids_that_do_not_beat_the_standing_bid_are_not_in_the_list() -> None:
    # Seat 1 bids 2W 2Y (value 4); seat 2 may beat it with value 3 or less, or value 4
    # in one rock: 1W 1Y 1B (value 3, 3 rocks) is in, 1W 3G (value 4, 2 rocks) is not.
    state, _ = build(f"{START_3P} 2W2Y@1")
    moves = GAME.legal_moves(state)
    check_against(moves, brute_force(state), random.Random(2))
    assert Bid(1, 0, ("1W", "1Y", "1B")) in moves
    assert Bid(1, 0, ("1W", "3G")) not in moves
    assert Bid(1, 1, ("1W", "3G")) in moves  # pile 2 has no bid yet
    assert Bid(1, 1, ("3G", "1W")) not in moves  # not in niwa order
    assert Bid(1, 1, ("1W", "1W")) not in moves  # seat 2 holds one 1W
    assert Bid(0, 1, ()) not in moves and Bid(1, 2, ()) not in moves
    assert Bid(1, 1, ["1W"]) not in moves  # type: ignore[arg-type]
    assert Pass(1) not in moves and "1W@2" not in moves
    with pytest.raises(ValueError):
        moves.index(Bid(1, 0, ("1W", "3G")))


def test_the_sequence_acts_like_an_immutable_list() -> None:
    state, _ = build(START_3P)
    moves = GAME.legal_moves(state)
    with pytest.raises(IndexError):
        moves[len(moves)]
    with pytest.raises(IndexError):
        moves[-len(moves) - 1]
    with pytest.raises(TypeError):
        moves[1.0]  # type: ignore[call-overload]
    with pytest.raises(TypeError):
        hash(moves)
    with pytest.raises(TypeError):
        moves[0] = Pass(0)  # type: ignore[index]
    assert moves != brute_force(state)[:-1]
    assert moves == GAME.legal_moves(state)
    assert random.Random(3).choice(moves) in moves
    shown = repr(moves)
    assert shown.startswith("<BidMoves: 64 moves for seat 1: -@1, 2W@1, 2Y@1, 2R@1, ...")
    assert shown.endswith("2W2Y2R2G3R@2>")


def test_only_a_pass_is_left_when_nothing_can_be_beaten() -> None:
    state, _ = build(f"{START_3P} -@1 -@2")
    moves = GAME.legal_moves(state)
    assert moves == [Pass(2)] and list(moves) == [Pass(2)] and moves[-1] == Pass(2)
    assert Pass(2) in moves and Pass(1) not in moves and moves.index(Pass(2)) == 0
    assert repr(moves) == "<BidMoves: 1 move for seat 3: pass>"
    # Seat 3 with another garden (1B for 1R), and the same single move: equal, as
    # lists of the moves would be.
    setup = " ".join([draws("2W2Y2R2G3R"), draws("1W1Y1B3G3B"), draws("1G2B3W3Y1B")])
    other, _ = build(f"{setup} {PILES_3P} -@1 -@2")
    assert GAME.to_move(other) == 2 and other.gardens[2] != state.gardens[2]
    assert GAME.legal_moves(other) == moves


@settings(max_examples=25, deadline=None)
@given(players=st.integers(3, 6), seed=st.integers(0, 2**32), stop=st.integers(0, 60))
def test_random_bid_turns_agree_with_the_brute_force(players: int, seed: int, stop: int) -> None:
    """Play a random game to its ``stop``-th bid turn (or its last) and compare there."""
    rng = random.Random(seed)
    state = GAME.new_game(Options(players=players))
    turns = 0
    last = None
    while not GAME.is_over(state):
        if state.phase == BID:
            last = state
            if turns == stop:
                break
            turns += 1
        if GAME.to_move(state) == CHANCE:
            move = GAME.sample_chance(state, rng)
        else:
            move = rng.choice(GAME.legal_moves(state))
        state = GAME.apply(state, move).state
    assert last is not None
    moves = GAME.legal_moves(last)
    expected = brute_force(last)
    check_against(moves, expected, rng)
    # Near misses: bids of the garden on every pile, legal or not, are in the list
    # exactly when apply accepts them.
    for pile in range(last.n_piles):
        for move in rng.sample(brute_force_all(last, pile), 10):
            assert (move in moves) == (move in expected)
            try:
                GAME.apply(last, move)
            except IllegalMove as err:
                assert move not in moves and err.rule == "karesansui.bid.lower"
            else:
                assert move in moves


def brute_force_all(state: State, pile: int) -> list[Move]:
    """Every bid of the garden on ``pile``, whether it beats the pile's bid or not
    (at least ten: repeated when the garden is small)."""
    garden = state.gardens[state.seat]
    bids: list[Move] = [
        Bid(state.seat, pile, R.codes(R.types_of(taken)))
        for taken in product(*(range(count + 1) for count in garden))
    ]
    return bids * (1 + 10 // len(bids))
