"""A search's simulations and the greedy player's look-ahead make no texts
(``engine.said.unsaid``): what they read, the positions and the points, must come out
the same as when every text is made. Checked on every registered game at every player
count, over seeded random legal games: each position's legal moves, each one's position
and points, a filled-in view of the position for the seat to move, and the end's final
scoring."""

from __future__ import annotations

import contextlib
import random
import threading
from typing import Any

import pytest

from engine.core import CHANCE, Score
from engine.players import playout as playouts
from engine.players.playout import playout
from engine.registry import GAMES
from engine.said import Said, is_unsaid, unsaid
from tests.engine.test_contract import CASES

SEEDS = range(3)


def points(events: Any) -> list[tuple[int, float]]:
    return [(e.side, e.points) for e in events if isinstance(e, Score)]


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_unsaid_moves_lead_to_the_same_positions_and_points(
    game_id: str, players: int, seed: int
) -> None:
    game = GAMES[game_id]
    rng = random.Random(seed)
    state = game.new_game(game.options_type(players=players))
    checked = 0
    while not game.is_over(state):
        if game.to_move(state) == CHANCE:
            state = game.apply(state, game.sample_chance(state, rng)).state
            continue
        moves = game.legal_moves(state)
        with unsaid():
            assert game.legal_moves(state) == moves
            quiet = [game.apply(state, move) for move in moves]
        for move, step in zip(moves, quiet, strict=True):
            said = game.apply(state, move)
            assert step.state == said.state, f"{game_id}: {move!r} led elsewhere unsaid"
            assert points(step.events) == points(said.events)
            checked += 1
        seat = game.to_move(state)
        with unsaid():
            view = game.determinize(state, seat, random.Random(checked))
        assert view == game.determinize(state, seat, random.Random(checked))
        state = game.apply(state, moves[rng.randrange(len(moves))]).state
    assert checked > 0
    with unsaid():
        quiet_end = game.final_scoring(state)
    end = game.final_scoring(state)
    assert (quiet_end.totals, quiet_end.winners, quiet_end.tiebreak) == (
        end.totals,
        end.winners,
        end.tiebreak,
    )
    assert quiet_end.tiebreak_values == end.tiebreak_values


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_playout_reaches_the_same_end_as_when_its_texts_are_made(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = GAMES[game_id]
    start = game.new_game(game.options_type())
    ended = playout(game, start, random.Random(5), sample=3)
    monkeypatch.setattr(playouts, "unsaid", contextlib.nullcontext)  # every text made
    said = playout(game, start, random.Random(5), sample=3)
    assert ended == said and game.is_over(ended)


def test_only_the_thread_inside_is_unsaid_and_it_ends_with_the_block() -> None:
    seen: list[bool] = []
    with unsaid():
        assert is_unsaid()
        other = threading.Thread(target=lambda: seen.append(is_unsaid()))
        other.start()
        other.join()
        with unsaid():
            pass
        assert is_unsaid()  # a nested block leaves the outer one in force
    assert seen == [False] and not is_unsaid()


def test_a_word_outside_is_a_text_and_inside_its_id() -> None:
    words = next(game.words for game in GAMES.values() if game.words is not None)
    word_id = next(iter(words.texts.english))
    assert isinstance(words(word_id), Said)
    with unsaid():
        assert words(word_id) == word_id and type(words(word_id)) is str
