"""Invariants over random legal games (hypothesis picks the seeds)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import CHANCE, IllegalMove
from engine.seikatsu import GAME, Draw, Options, Play
from engine.seikatsu import board as B
from engine.seikatsu import tiles as T
from engine.seikatsu.game import SETUP_SPACES, flower_lines, turns_each

MODES = st.sampled_from(
    [Options(players=n, tournament=t) for n in (2, 3, 4) for t in (False, True)]
)


@settings(max_examples=40, deadline=None)
@given(options=MODES, seed=st.integers(0, 2**32))
def test_random_games_end_exactly_when_the_rules_say(options: Options, seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_game(options)
    events = []
    plays = 0
    while not GAME.is_over(state):
        if GAME.to_move(state) == CHANCE:
            move = GAME.sample_chance(state, rng)
        else:
            move = rng.choice(GAME.legal_moves(state))
            plays += 1
        step = GAME.apply(state, move)
        state = step.state
        events.extend(step.events)

    # 17 / 11 / 8 turns each, and the garden full.
    assert state.turns == (turns_each(options),) * options.players
    assert plays == 36 - len(SETUP_SPACES[options.players])
    placed = Counter(t for c, t in enumerate(state.board) if c != B.POND)
    assert -1 not in placed
    # No tile used twice: the 32 garden tiles (2 of each) and the 4 koi, each once.
    assert placed == Counter({**{t: 2 for t in range(T.GARDEN_TYPES)}, T.KOI: 4})
    assert sum(state.bag) == 0 and not any(state.hands)

    # The end is the flower rows (scores = events, totals: tests/engine/test_contract.py).
    final = GAME.final_scoring(state)
    assert final.lines == flower_lines(state)
    assert final.winners[0] in [s for s, p in enumerate(final.totals) if p == max(final.totals)]
    assert len(final.lines) == 7 * len(state.scores)  # every row of a full garden scores
    # Its rounds are turns of the table: the last one is every seat's last turn.
    assert GAME.round_of(state) == turns_each(options)


def _candidates(state: object, rng: random.Random) -> list[Draw | Play]:
    """Moves drawn from the whole move space, most of them illegal."""
    codes = list(T.BY_CODE)
    out: list[Draw | Play] = [Draw(rng.choice(codes)) for _ in range(3)]
    for _ in range(12):
        out.append(
            Play(
                rng.randrange(4),
                rng.choice(codes),
                rng.choice(B.NAMES),
                rng.choice([None, None, "T", "W", "E", "F"]),
            )
        )
    return out


@settings(max_examples=15, deadline=None)
@given(options=MODES, seed=st.integers(0, 2**32))
def test_every_move_outside_legal_moves_is_refused(options: Options, seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_game(options)
    while not GAME.is_over(state):
        legal = GAME.legal_moves(state)
        legal_set = set(legal)
        assert len(legal_set) == len(legal)
        for move in _candidates(state, rng):
            try:
                GAME.apply(state, move)
            except IllegalMove as err:
                assert move not in legal_set
                assert err.rule in GAME.rules
            else:
                assert move in legal_set, move
        if GAME.to_move(state) == CHANCE:
            state = GAME.apply(state, GAME.sample_chance(state, rng)).state
        else:
            state = GAME.apply(state, rng.choice(legal)).state
    try:
        GAME.apply(state, Draw("Tp"))
    except IllegalMove as err:
        assert err.rule == "seikatsu.game.over"
    else:
        raise AssertionError("a move after the end was accepted")
