"""The review's judgement: paired endings, an interval, and marks only where it is sure.

Deterministic: fixed simulation counts and seeds. The figures over hundreds of
positions (how often a review marks the hard player's own choice) are the bench's
(``bench/review_calibration.py``), not a test's. A whole review (every choice judged,
its mark earned by the interval's lower end) is tested in tests/engine/test_players.py.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core import CHANCE, Game
from engine.players.advice import hint
from engine.players.judge import compare, t95
from engine.players.outcome import margin
from engine.players.review import mark_for
from engine.players.search import Budget
from engine.registry import GAMES


def positions(game: Game[Any, Any, Any], seed: int, count: int) -> list[Any]:
    """``count`` positions where a seat chooses among several moves, from seeded random games."""
    rng = random.Random(seed)
    found: list[Any] = []
    while len(found) < count:
        state = game.new_game(game.options_type())
        while not game.is_over(state) and len(found) < count:
            actor = game.to_move(state)
            if actor == CHANCE:
                state = game.apply(state, game.sample_chance(state, rng)).state
                continue
            moves = game.legal_moves(state)
            if len(moves) > 1 and rng.random() < 0.2:
                found.append(state)
            state = game.apply(state, moves[rng.randrange(len(moves))]).state
    return found


def twins(game: Game[Any, Any, Any]) -> tuple[Any, Any, Any] | None:
    """A position and two different moves that reach the very same position, if random
    play of ``game`` meets one (Seikatsu: a koi with no bird beside it, whatever bird it
    is called; Sakura: a Cook's count read up or down)."""
    for state in positions(game, 1, 60):
        seen: dict[Any, Any] = {}
        moves = game.legal_moves(state)
        for move in list(moves)[:400]:
            after = game.apply(state, move).state
            for other, reached in seen.items():
                if reached == after:
                    return state, move, other
            seen[move] = after
    return None


def test_t_quantiles() -> None:
    assert t95(1) == pytest.approx(12.706)
    assert t95(30) == pytest.approx(2.042)
    assert 1.96 < t95(200) < 1.98


@pytest.mark.parametrize("game_id", list(GAMES))
def test_two_moves_reaching_one_position_are_never_marked_against_each_other(
    game_id: str,
) -> None:
    game = GAMES[game_id]
    found = twins(game)
    if found is None:
        pytest.skip(f"random play of {game_id} reaches no position by two different moves")
    state, move, other = found
    seat = game.to_move(state)
    diff = compare(game, game.view(state, seat), seat, move, other, 50, random.Random(3))
    assert (diff.mean, diff.low, diff.high) == (0.0, 0.0, 0.0)
    assert diff.best == move and diff.pairs == 0


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_hints_move_is_not_marked_by_a_review_at_the_same_budget(game_id: str) -> None:
    """Hint and review agree: on positions of random games, the move the hint gives at a
    budget earns no mark from a review at that budget."""
    game = GAMES[game_id]
    budget = Budget.fixed(40)
    for index, state in enumerate(positions(game, 2, 12)):
        seat = game.to_move(state)
        advised = hint(game, state, seat, budget, random.Random(index)).move
        view = game.view(state, seat)
        best = hint(game, state, seat, budget, random.Random(1000 + index)).move
        if best == advised:
            continue  # the review's search chose it too: loss 0 by construction
        diff = compare(game, view, seat, advised, best, 40, random.Random(index))
        assert mark_for(game.score_unit, max(diff.low, 0.0)) is None, (index, diff)


def last_play(game: Game[Any, Any, Any]) -> tuple[Any, Any, Any, float]:
    """A Seikatsu position whose every move ends the game (the play that fills the garden),
    with its worst and best move by the final margin, 3 points apart or more."""
    rng = random.Random(8)
    while True:
        state = game.new_game(game.options_type())
        while not game.is_over(state):
            actor = game.to_move(state)
            if actor == CHANCE:
                state = game.apply(state, game.sample_chance(state, rng)).state
                continue
            moves = list(game.legal_moves(state))
            ends = [game.apply(state, move).state for move in moves]
            if len(moves) > 1 and all(game.is_over(end) for end in ends):
                side = game.side_of(state, actor)
                final = sorted(
                    zip((margin(game, e, side) for e in ends), moves, strict=True),
                    key=lambda pair: pair[0],
                )
                (low, worst), (high, best) = final[0], final[-1]
                if high - low >= 3:
                    return state, worst, best, high - low
            state = game.apply(state, rng.choice(moves)).state


def test_a_clearly_bad_move_is_marked_with_an_interval_that_excludes_zero() -> None:
    # Seikatsu ends with the play that fills the garden (rulebook, "Fin de la partida"):
    # its birds score at once and the flower rows are scored at that moment, so nothing is
    # left to chance and every paired ending gives the same difference: the loss is the
    # difference in final margin exactly, with an interval of no width.
    game = GAMES["seikatsu"]
    state, worst, best, lost = last_play(game)
    seat = game.to_move(state)
    diff = compare(game, game.view(state, seat), seat, worst, best, 20, random.Random(4))
    assert diff.low == diff.mean == diff.high == lost >= 3
    assert mark_for("points", diff.low) is not None  # 3 points or more: at least a slip
