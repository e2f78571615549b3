"""The engine contract (engine/core.py), checked the same way on every registered game
and every player count it allows, over seeded random legal games.

What each game's own property file keeps is what only that game can say (its
components, its end condition); what every engine promises is checked here once.
Moves "from elsewhere" (legal at another ply of the same game) are the near misses
a generic test can make: each must be refused exactly when it is not listed now.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import CHANCE, GameOver, IllegalMove, InvalidOptions, Score
from engine.options import convert_options
from engine.registry import GAMES
from replays import MoveRecord, encode, loads, new_replay


def player_counts(game_id: str) -> list[int]:
    """The counts the game declares (its options' ``players`` bounds)."""
    return list(GAMES[game_id].declaration.players)


CASES = [(game_id, n) for game_id in GAMES for n in player_counts(game_id)]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_declared_player_counts_are_the_ones_new_game_takes(game_id: str) -> None:
    game = GAMES[game_id]
    counts = game.declaration.players
    assert counts.least <= counts.default <= counts.most
    assert game.options_type().players == counts.default
    for n in range(counts.least - 2, counts.most + 3):
        if n in player_counts(game_id):
            game.new_game(game.options_type(players=n))
        else:
            with pytest.raises(InvalidOptions):
                game.new_game(game.options_type(players=n))
            with pytest.raises(msgspec.ValidationError):  # a file or form saying so
                msgspec.convert({"players": n}, game.options_type)
            with pytest.raises(InvalidOptions, match=game.title):  # told in the game's words
                convert_options(game, {"players": n})


def play(game: Any, options: Any, seed: int) -> tuple[list[Any], list[Any], list[tuple[Any, ...]]]:
    """States (ply 0..end), moves and each move's events of one random legal game."""
    rng = random.Random(seed)
    state = game.new_game(options)
    states, moves, events = [state], [], []
    while not game.is_over(state):
        if game.to_move(state) == CHANCE:
            move = game.sample_chance(state, rng)
        else:
            move = rng.choice(game.legal_moves(state))
        step = game.apply(state, move)
        state = step.state
        states.append(state)
        moves.append(move)
        events.append(step.events)
    return states, moves, events


SEEDS = st.integers(0, 2**32 - 1)
BOUNDED = settings(
    max_examples=2, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)


@pytest.mark.parametrize(("game_id", "players"), CASES)
@BOUNDED
@given(seed=SEEDS)
def test_random_games_keep_the_contract(game_id: str, players: int, seed: int) -> None:
    game = GAMES[game_id]
    options = game.options_type(players=players)
    states, moves, events = play(game, options, seed)
    final_state = states[-1]
    sides = len(game.sides(final_state))

    # A side's score is always the sum of its Score events, and every rule id exists.
    totals = [0] * sides
    for state, step_events in zip(states[1:], events, strict=True):
        for event in step_events:
            assert event.rule in game.rules
            if isinstance(event, Score):
                totals[event.side] += event.points
        assert tuple(totals) == game.scores(state)

    # The notation round trip, for every move played.
    for state, move in zip(states, moves, strict=False):
        assert game.parse_move(state, game.move_text(move)) == move

    # round_of: 0 or more, never decreasing, at least round 1 by the end.
    rounds = [game.round_of(state) for state in states]
    assert all(a <= b for a, b in itertools.pairwise(rounds))
    assert rounds[0] >= 0 and rounds[-1] >= 1

    # view: idempotent for every seat; None shows everything.
    seats = game.seats(final_state)
    for state in states[:: max(1, len(states) // 12)] + [final_state]:
        assert game.view(state, None) == state
        for seat in range(seats):
            seen = game.view(state, seat)
            assert game.view(seen, seat) == seen

    # final_scoring explains the end: totals = scores, play + end lines = totals.
    final = game.final_scoring(final_state)
    assert final.totals == game.scores(final_state)
    at_end = [0] * sides
    for line in final.lines:
        at_end[line.side] += line.points
        assert line.subject, line  # a sheet row for every line
    assert tuple(p + e for p, e in zip(final.during_play, at_end, strict=True)) == final.totals
    over = [e for step in events for e in step if isinstance(e, GameOver)]
    assert over == [events[-1][-1]] and over[0].winners == final.winners
    assert len(final.tiebreak_values) in (0, sides)
    if final.tiebreak is None:
        best = min(final.totals) if game.lower_wins else max(final.totals)
        assert [s for s, t in enumerate(final.totals) if t == best] == list(final.winners)
    assert len(game.legal_moves(final_state)) == 0
    # Once over, the end is the same seen from any seat: a view hides nothing that
    # decides it (no "? demerits", no tie-break invented from hidden totals).
    for seat in range(seats):
        assert game.final_scoring(game.view(final_state, seat)) == final


@pytest.mark.parametrize(("game_id", "players"), CASES)
@BOUNDED
@given(seed=SEEDS)
def test_moves_outside_legal_moves_are_refused(game_id: str, players: int, seed: int) -> None:
    """Where the actor's moves can be listed, apply takes exactly the listed ones."""
    game = GAMES[game_id]
    states, moves, _ = play(game, game.options_type(players=players), seed)
    rng = random.Random(seed)
    for ply in range(0, len(moves), 3):
        state = states[ply]
        legal = game.legal_moves(state)
        if not len(legal):
            continue  # a deal too big to list: apply checks any (see test_*_properties)
        before = msgspec.json.encode(state)
        elsewhere = rng.sample(moves, min(8, len(moves))) + [moves[ply]]
        for move in elsewhere:
            try:
                game.apply(state, move)
            except IllegalMove as err:
                assert move not in legal, move
                assert err.rule in game.rules and err.reason
            else:
                assert move in legal, move
        assert msgspec.json.encode(state) == before  # the old state is untouched
    with pytest.raises(IllegalMove):
        game.apply(states[-1], moves[-1])  # nothing is played after the end


@pytest.mark.parametrize(("game_id", "players"), CASES)
@BOUNDED
@given(seed=SEEDS)
def test_replays_round_trip_to_the_same_states(game_id: str, players: int, seed: int) -> None:
    game = GAMES[game_id]
    options = game.options_type(players=players)
    states, moves, events = play(game, options, seed)
    replay = new_replay(game_id, options, [f"P{n + 1}" for n in range(players)])
    replay = msgspec.structs.replace(replay, moves=[MoveRecord(m) for m in moves])
    for fmt in ("json", "msgpack"):
        timeline = loads(encode(replay, fmt), f"contract.{fmt}")
        assert len(timeline) == len(moves)
        assert [timeline.state_at(p) for p in range(len(states))] == states
        assert [timeline.events_at(p) for p in range(1, len(states))] == events


def test_every_game_names_its_dealer_as_a_thing() -> None:
    for game in GAMES.values():
        assert game.dealer_name.startswith("the ") and "seat" not in game.dealer_name


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_game_has_chance_exactly_where_it_declares_a_dealer(game_id: str) -> None:
    """``dealer_name`` None: no move of the game is ever CHANCE's (setup asks nobody to
    deal); a dealer declared: its draws happen."""
    game = GAMES[game_id]
    states, _, _ = play(game, game.options_type(), 3)
    dealt = any(game.to_move(state) == CHANCE for state in states)
    assert dealt == game.declaration.has_chance
    assert game.dealer_name.startswith("the ")
