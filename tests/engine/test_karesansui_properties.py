"""Invariants over random legal games (hypothesis picks the seeds).

Why random games end: within a round every bid either claims a pile that had none
(at most one per pile: a pile never loses its bid) or lowers a pile's (value, rock
count) key, which no sequence can do forever; once every pile carries the empty bid
nothing can be beaten and the player on turn must pass. Every round takes a Pass
card and the Pass deck ends the game once its 10 cards are gone, so no game runs
past round 10. The tests below check this bound on every game.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import CHANCE, IllegalMove
from engine.karesansui import GAME, Bid, Done, Draw, Move, Options, Pass, State, Surrender
from engine.karesansui import components as C
from engine.karesansui import rocks as R
from engine.karesansui.bidding import bid_key
from engine.karesansui.game import BLACK_IN_BAG, OVER, SURRENDER

PLAYERS = st.integers(3, 6)
MAX_PLIES = 5000


def rocks_everywhere(state: State) -> int:
    """Bag + gardens + piles + bids + the black stone (always somewhere)."""
    in_bag = sum(state.bag)
    gardens = sum(sum(g) for g in state.gardens)
    piles = sum(len(p) for p in state.piles)
    bids = sum(len(b) for b in state.bids)
    return in_bag + gardens + piles + bids + 1


@settings(max_examples=40, deadline=None)
@given(players=PLAYERS, seed=st.integers(0, 2**32))
def test_random_games_keep_the_rules_invariants(players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_game(Options(players=players))
    events = []
    plies = 0
    while not GAME.is_over(state):
        plies += 1
        assert plies < MAX_PLIES
        if GAME.to_move(state) == CHANCE:
            move: Move = GAME.sample_chance(state, rng)
        else:
            legal = GAME.legal_moves(state)
            assert legal
            move = rng.choice(legal)
        before = state
        step = GAME.apply(state, move)
        state = step.state
        events.extend(step.events)

        assert rocks_everywhere(state) == 76
        assert state.bag_size == sum(state.bag) + (state.black == BLACK_IN_BAG)
        if isinstance(move, Bid) and before.bidders[move.pile] != -1:
            # Bids on a pile strictly decrease (karesansui.bid.lower).
            assert bid_key(state.bids[move.pile]) < bid_key(before.bids[move.pile])
        if before.phase == SURRENDER and state.phase != SURRENDER:
            # The surrender step leaves every garden clean (karesansui.surrender.all).
            assert not any(R.has_forbidden(g) for g in state.gardens)
        # Each player holds at most one standing bid.
        standing = [b for b in state.bidders if b != -1]
        assert len(standing) == len(set(standing))
        # Demerits are the sum of the cards, and of the Score events.
        for seat in range(players):
            assert state.scores[seat] == sum(v for _, v in state.cards[seat])
        assert sum(state.taken) == sum(len(c) for c in state.cards)
        assert state.round <= len(C.DECKS[C.PASS].values)

    # (Scores = events and the final sheet: tests/engine/test_contract.py.)
    final = GAME.final_scoring(state)
    assert min(final.totals) == final.totals[final.winners[0]]
    assert state.ending in GAME.rules
    assert GAME.round_of(state) == state.round
    # Once over, every seat sees every demerit (karesansui.demerits.hidden holds
    # only while the game lasts), so the winner is the same from every seat.
    for seat in range(players):
        assert GAME.view(state, seat) == state


def _candidates(state: State, legal: list[Move], rng: random.Random) -> list[Move]:
    """Moves from the whole move space, many of them illegal, some near-misses."""
    n = state.players
    codes = [*R.CODES, C.BLACK_CODE, "4X"]
    out: list[Move] = [Draw(rng.choice(codes)) for _ in range(2)]
    out.append(Pass(rng.randrange(n)))
    out.append(Done(rng.randrange(n)))
    for _ in range(4):
        rocks = tuple(sorted(rng.sample(R.CODES, rng.randrange(5)), key=R.BY_CODE.__getitem__))
        out.append(Bid(rng.randrange(n), rng.randrange(-1, n), rocks))
        out.append(Surrender(rng.randrange(n), rocks))
    seat = max(state.seat, 0)
    garden = list(R.codes(R.types_of(state.gardens[seat])))
    for _ in range(4):
        mine = tuple(
            sorted(rng.sample(garden, rng.randrange(len(garden) + 1)), key=R.BY_CODE.__getitem__)
        )
        out.append(Bid(seat, rng.randrange(n - 1), mine))
        out.append(Bid(seat, rng.randrange(n - 1), mine[::-1]))
    for move in rng.sample(legal, min(3, len(legal))):
        out.append(move)
        if isinstance(move, Bid):
            out.append(Bid(move.seat, (move.pile + 1) % (n - 1), move.rocks))
            out.append(Bid((move.seat + 1) % n, move.pile, move.rocks))
        if isinstance(move, Surrender):
            out.append(Surrender(move.seat, move.rocks[1:]))
            out.append(Surrender(move.seat, move.rocks + move.rocks[-1:]))
    for kind_set in R.forbidden_sets(state.gardens[(seat + 1) % n]):
        out.append(Surrender(seat, R.codes(kind_set[1])))
    return out


@settings(max_examples=20, deadline=None)
@given(players=PLAYERS, seed=st.integers(0, 2**32))
def test_every_move_outside_legal_moves_is_refused(players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_game(Options(players=players))
    while not GAME.is_over(state):
        legal = GAME.legal_moves(state)
        legal_set = set(legal)
        assert len(legal_set) == len(legal)
        for move in _candidates(state, legal, rng):
            try:
                GAME.apply(state, move)
            except IllegalMove as err:
                assert move not in legal_set, move
                assert err.rule in GAME.rules
                assert err.reason
            else:
                assert move in legal_set, move
        if GAME.to_move(state) == CHANCE:
            state = GAME.apply(state, GAME.sample_chance(state, rng)).state
        else:
            state = GAME.apply(state, rng.choice(legal)).state
    assert state.phase == OVER
    try:
        GAME.apply(state, Draw("1W"))
    except IllegalMove as err:
        assert err.rule == "karesansui.game.over"
    else:
        raise AssertionError("a move after the end was accepted")


@settings(max_examples=12, deadline=None)
@given(players=PLAYERS, seed=st.integers(0, 2**32))
def test_views_hide_only_demerit_values(players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_game(Options(players=players))
    while not GAME.is_over(state):
        legal = GAME.legal_moves(state)
        seat = rng.randrange(players)
        seen = GAME.view(state, seat)
        assert seen.gardens == state.gardens and seen.bag == state.bag
        assert seen.cards[seat] == state.cards[seat]
        for other in range(players):
            assert [d for d, _ in seen.cards[other]] == [d for d, _ in state.cards[other]]
        if GAME.to_move(state) == CHANCE:
            state = GAME.apply(state, GAME.sample_chance(state, rng)).state
        else:
            state = GAME.apply(state, rng.choice(legal)).state
    assert GAME.describe(state, None).isascii()
