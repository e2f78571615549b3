"""Invariants over random legal games (hypothesis picks the seeds), 2 to 6 players."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import CHANCE, Event, IllegalMove, Score
from engine.sakura import GAME, Deal, End, Hire, Move, Options, Play, Replace, Shuffle, State, Take
from engine.sakura import cards as C
from engine.sakura.game import HAND_SIZE

PLAYERS = st.integers(2, 6)


def trick_shurikens(state: State, seat: int) -> int:
    """Shurikens on a seat's tricks, straight from the per-value symbols (sakura.deck.data)."""
    return sum(state.deck.shurikens[C.value_of(card) - 1] for card in state.tricks[seat])


def check_position(state: State, dealt: Counter[int]) -> None:
    # Coins: the supply and the players always hold the 80 of the box.
    assert state.supply + sum(state.coins) == 80
    assert state.supply >= 0 and min(state.coins) >= 0
    # Characters: row, draw pile and discard pile always hold the 15 cards.
    assert sorted(state.row + state.draw + state.discard) == sorted(state.deck.character_deck())
    if not dealt:
        return
    # Cards: the cards dealt this round are all somewhere, each once.
    here = Counter(c for group in (*state.hands, *state.piles, *state.tricks) for c in group)
    assert here == dealt


@settings(max_examples=25, deadline=None)
@given(players=PLAYERS, seed=st.integers(0, 2**32))
def test_random_games_keep_every_invariant(players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_game(Options(players=players))
    events: list[Event] = []
    dealt: Counter[int] = Counter()
    while not GAME.is_over(state):
        if GAME.to_move(state) == CHANCE:
            move = GAME.sample_chance(state, rng)
        else:
            move = rng.choice(GAME.legal_moves(state))
        before = state
        step = GAME.apply(state, move)
        state = step.state
        events.extend(step.events)
        if isinstance(move, Deal):
            dealt = Counter(c for group in (*state.hands, *state.piles) for c in group)
            assert sum(dealt.values()) == players * HAND_SIZE[players] + 2
        lines = [e for e in step.events if isinstance(e, Score)]
        if lines:
            # A round ended: each seat's Score is the shurikens on its tricks.
            assert [s.points for s in lines] == [
                trick_shurikens(before, seat) for seat in range(players)
            ]
            assert all(len(h) == 2 for h in before.hands)
        check_position(state, dealt)
    # (Scores = events, the final sheet, notation: tests/engine/test_contract.py.)

    assert len(state.rounds) == 3 and GAME.round_of(state) == 3
    final = GAME.final_scoring(state)
    # A sheet row per round and seat (sakura.round.score), in round order.
    assert [(line.subject, line.side) for line in final.lines] == [
        (f"round {r}", seat) for r in (1, 2, 3) for seat in range(players)
    ]
    assert [line.points for line in final.lines] == [p for r in state.rounds for p in r]
    fewest = min(final.totals)
    assert all(final.totals[w] == fewest for w in final.winners)


def _candidates(state: State, rng: random.Random) -> list[Move]:
    """Moves drawn from the whole move space, most of them illegal."""
    n = state.players
    codes = [*rng.sample(C.CODES, 6), "Q5", "B0"]
    own = list(state.hands[state.seat])
    codes += [C.CODES[c] for c in rng.sample(own, min(3, len(own)))]
    piles = ["L", "R", "L", "R", "M"]
    out: list[Move] = []
    for _ in range(10):
        seat = rng.choice([state.seat] * 3 + list(range(n)))
        out.append(Play(seat, rng.choice(piles), rng.choice(codes), rng.choice([0, 0, 1, -2, 3])))
        out.append(Take(seat, rng.choice(piles), rng.choice(codes)))
        out.append(Hire(seat, rng.randrange(0, 7), rng.choice(["S", "C1", "C2", "C3", "X"])))
    out += [Replace(state.seat), End(state.seat), End((state.seat + 1) % n)]
    return out


def _bad_chance(state: State, rng: random.Random) -> list[Move]:
    """A fair dealer's move spoiled in one place: always illegal."""
    move = GAME.sample_chance(state, rng)
    if isinstance(move, Shuffle):
        extra = rng.choice(["S", "C1", "C2", "C3"])
        return [Shuffle((*move.characters, extra)), Shuffle(move.characters[1:])]
    hands = [list(h) for h in move.hands]
    hands[0][0] = hands[-1][-1]  # a card dealt twice
    return [
        Deal(tuple(tuple(h) for h in hands), move.piles, move.characters),
        Deal(move.hands, move.piles, move.characters[1:]),
        Deal(move.hands[1:], move.piles, move.characters),
    ]


@settings(max_examples=12, deadline=None)
@given(players=PLAYERS, seed=st.integers(0, 2**32))
def test_every_move_outside_legal_moves_is_refused(players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_game(Options(players=players))
    while not GAME.is_over(state):
        legal = GAME.legal_moves(state)
        legal_set = set(legal)
        assert len(legal_set) == len(legal)
        if GAME.to_move(state) == CHANCE:
            assert legal == []  # too many outcomes to list: the dealer is checked by apply
            for move in _bad_chance(state, rng) + _candidates(state, rng):
                try:
                    GAME.apply(state, move)
                except IllegalMove as err:
                    assert err.rule in GAME.rules
                else:
                    raise AssertionError(f"accepted {move!r} from the dealer's turn")
            state = GAME.apply(state, GAME.sample_chance(state, rng)).state
            continue
        for move in legal:
            GAME.apply(state, move)  # every listed move is accepted
        for move in _candidates(state, rng):
            try:
                GAME.apply(state, move)
            except IllegalMove as err:
                assert move not in legal_set
                assert err.rule in GAME.rules
            else:
                assert move in legal_set, move
        state = GAME.apply(state, rng.choice(legal)).state
    try:
        GAME.apply(state, End(0))
    except IllegalMove as err:
        assert err.rule == "sakura.game.over"
    else:
        raise AssertionError("a move after the end was accepted")
