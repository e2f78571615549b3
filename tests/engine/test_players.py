"""The computer players: objectives, the greedy fix, deterministic search, hints, reviews."""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest

from engine.core import CHANCE, Game
from engine.greedy import greedy_move, immediate_points
from engine.karesansui import Pass
from engine.players.advice import hint
from engine.players.levels import Level, decide, player_for
from engine.players.outcome import Objective, margin, outcome
from engine.players.playout import playout
from engine.players.review import MARKS, game_mark, judged_plies, mark_for, review
from engine.players.search import Budget, Horizon, SearchConfig, horizon_of, search
from engine.playout import random_moves
from engine.registry import GAMES
from engine.sakura import game as sakura_game


def _options(game: Game[Any, Any, Any]) -> Any:
    """The game's default options (its declared default player count)."""
    return game.options_type(players=game.declaration.players.default)


def _first_decision(game: Game[Any, Any, Any], seed: int, plies: int = 0) -> Any:
    """A position where a seat is to move with a choice, after ``plies`` random moves or more."""
    rng = random.Random(seed)
    state = game.new_game(_options(game))
    done = 0
    while True:
        actor = game.to_move(state)
        if actor == CHANCE:
            state = game.apply(state, game.sample_chance(state, rng)).state
            continue
        moves = game.legal_moves(state)
        if done >= plies and len(moves) > 1:
            return state
        state = game.apply(state, rng.choice(moves)).state
        done += 1


def test_the_margin_is_against_the_best_other_side() -> None:
    seikatsu = GAMES["seikatsu"]
    state = msgspec.structs.replace(seikatsu.new_game(_options(seikatsu)), scores=(10, 7, 12))
    assert margin(seikatsu, state, 0) == 10 - 12
    assert margin(seikatsu, state, 2) == 12 - 10


def test_the_margin_is_turned_round_where_the_fewest_win() -> None:
    karesansui = GAMES["karesansui"]
    state = karesansui.new_game(_options(karesansui))
    state = msgspec.structs.replace(state, scores=(5, 3, 9, 4))
    assert margin(karesansui, state, 0) == 3 - 5  # behind seat 2's 3 demerits
    assert margin(karesansui, state, 1) == 4 - 3  # ahead of seat 4's 4
    assert outcome(karesansui, state, 1, Objective.MARGIN) == 1


def test_the_lead_adds_half_a_point_for_the_win_so_a_tie_break_counts() -> None:
    """sakura.end.tiebreak: tied on the fewest shurikens, the richer seat wins alone."""
    sakura = GAMES["sakura"]
    state = msgspec.structs.replace(
        sakura.new_game(sakura.options_type(players=3)),
        phase=sakura_game.OVER,
        rounds=((2, 3, 4), (3, 2, 4), (1, 1, 0)),  # totals 6, 6, 8
        coins=(4, 9, 5),
    )
    assert sakura.is_over(state)
    assert margin(sakura, state, 0) == margin(sakura, state, 1) == 0
    assert outcome(sakura, state, 1, Objective.LEAD) == 0 + 0.5  # seat 2 wins on coins
    assert outcome(sakura, state, 0, Objective.LEAD) == 0
    assert outcome(sakura, state, 2, Objective.LEAD) == 6 - 8


def test_a_playout_with_a_round_horizon_stops_when_the_round_ends() -> None:
    sakura = GAMES["sakura"]
    rng = random.Random(3)
    state = sakura.new_game(_options(sakura))
    state = sakura.apply(state, sakura.sample_chance(state, rng)).state
    end = playout(sakura, state, rng, round_=1)
    assert len(end.rounds) == 1 and not sakura.is_over(end)
    assert sakura.round_of(end) == 2
    assert sakura.to_move(end) == CHANCE  # the next deal is not made
    assert sakura.is_over(playout(sakura, state, rng))


def test_only_sakura_asks_for_playouts_cut_at_the_round_end() -> None:
    cut = {game_id for game_id, game in GAMES.items() if horizon_of(game) == Horizon.ROUND}
    assert cut == {"sakura"}
    assert all(horizon_of(game) == Horizon.GAME for g, game in GAMES.items() if g not in cut)


def test_greedy_avoids_demerits_where_the_fewest_win() -> None:
    """karesansui.pass.card: a pass takes a Pass card worth 1; a bid takes none now."""
    karesansui = GAMES["karesansui"]
    rng = random.Random(2)
    state = karesansui.new_game(_options(karesansui))
    while True:
        moves = karesansui.legal_moves(state)
        if karesansui.to_move(state) != CHANCE and isinstance(moves[0], Pass):
            break
        move = (
            karesansui.sample_chance(state, rng)
            if karesansui.to_move(state) == CHANCE
            else rng.choice(moves)
        )
        state = karesansui.apply(state, move).state
    assert immediate_points(karesansui, state, moves[0]) == 1
    assert not isinstance(greedy_move(karesansui, state), Pass)


def test_a_budget_is_seconds_or_playouts() -> None:
    with pytest.raises(ValueError):
        Budget(seconds=1.0, playouts=10)
    assert Budget.fixed(10).seconds is None


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_fixed_budget_search_is_repeatable_and_spends_it(game_id: str) -> None:
    game = GAMES[game_id]
    state = _first_decision(game, seed=1, plies=6)
    seat = game.to_move(state)
    config = SearchConfig(budget=Budget.fixed(40))
    first = search(game, game.view(state, seat), seat, config, random.Random(3))
    again = search(game, game.view(state, seat), seat, config, random.Random(3))
    assert first == again._replace(seconds=first.seconds)
    assert first.playouts == 40 == sum(m.visits for m in first.moves)
    assert first.best.move in game.legal_moves(state)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_search_too_short_to_trust_its_means_plays_the_best_move_now(game_id: str) -> None:
    """The floor under medium: with no move simulated three times, the search keeps its
    opening order, best-scoring now first, which is what the greedy player picks from."""
    game = GAMES[game_id]
    sign = -1 if game.lower_wins else 1
    for seed in range(4):
        state = _first_decision(game, seed=seed, plies=6)
        seat = game.to_move(state)
        config = SearchConfig(budget=Budget.fixed(4))
        result = search(game, game.view(state, seat), seat, config, random.Random(seed))
        assert max(m.visits for m in result.moves) < 3
        assert sign * result.best.now == max(sign * m.now for m in result.moves)


def test_search_ranks_the_last_choices_by_their_exact_margins() -> None:
    """Seikatsu's last two plays, the bag empty: whatever the search fills in, the other
    hand holds the one tile left unseen and its play is forced, so every simulation of
    a move ends at its exact final margin (the flower rows scored at once)."""
    game = GAMES["seikatsu"]
    rng = random.Random(4)
    state = game.new_game(game.options_type(players=2))
    while sum(state.bag) or sum(len(h) for h in state.hands) > 2:
        actor = game.to_move(state)
        move = game.sample_chance(state, rng) if actor == CHANCE else greedy_move(game, state)
        state = game.apply(state, move).state
    seat = game.to_move(state)
    assert len(game.legal_moves(state)) == 2

    def final_margin(move: Any) -> float:
        after = game.apply(state, move).state
        last = game.apply(after, game.legal_moves(after)[0]).state
        return margin(game, last, seat)

    exact = {game.move_text(m): final_margin(m) for m in game.legal_moves(state)}
    config = SearchConfig(Budget.fixed(20), objective=Objective.MARGIN)
    result = search(game, game.view(state, seat), seat, config, rng)
    assert {game.move_text(m.move): m.mean for m in result.moves} == exact
    assert result.best.mean == max(exact.values())


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_level_plays_a_whole_game(game_id: str) -> None:
    game = GAMES[game_id]
    rng = random.Random(8)
    state = game.new_game(_options(game))
    levels = [Level.EASY, Level.MEDIUM, Level.HARD, Level.EASY]
    players = [player_for(levels[s], Budget.fixed(3)) for s in range(game.seats(state))]
    while not game.is_over(state):
        actor = game.to_move(state)
        if actor == CHANCE:
            move = game.sample_chance(state, rng)
        else:
            move = decide(game, state, actor, players[actor], rng)
        state = game.apply(state, move).state
    assert game.final_scoring(state).winners


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_hint_gives_the_numbers_of_its_sentence(game_id: str) -> None:
    game = GAMES[game_id]
    state = _first_decision(game, seed=5, plies=4)
    seat = game.to_move(state)
    found = hint(game, state, seat, Budget.fixed(60), random.Random(1))
    assert found.move in game.legal_moves(state)
    assert found.now == immediate_points(game, state, found.move)
    assert found.playouts == 60
    assert found.alternatives, "a position with a choice has a next-best move"
    other = found.alternatives[0]
    assert other.behind == pytest.approx(found.mean - other.mean)
    sentence = found.sentence()
    assert found.text in sentence and other.text in sentence
    assert f"in {found.visits + other.visits} simulated endings" in sentence
    assert f"{other.behind:.1f} {game.score_unit} better" in sentence


def test_marks_follow_the_table() -> None:
    assert [mark for mark, _ in MARKS["points"]] == ["blunder", "mistake", "slip"]
    assert mark_for("points", 8.0) == "blunder"
    assert mark_for("points", 7.9) == "mistake"
    assert mark_for("points", 1.5) == "slip"
    assert mark_for("points", 1.4) is None
    assert mark_for("demerits", 1.0) == "slip"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_game_declares_its_review_marks_in_its_own_unit(game_id: str) -> None:
    """A game with a unit of its own (the toy game's "tallies") is reviewed by its own
    thresholds: no table keyed by the four games' units (that raised KeyError)."""
    game = GAMES[game_id]
    marks = game.declaration.review_marks
    assert MARKS[game.score_unit] == marks  # games sharing a unit agree on it
    for mark, least in marks:
        assert mark_for(game.score_unit, least) == game_mark(game, least) == mark
    assert game_mark(game, marks[-1][1] * 0.99) is None


def test_a_review_judges_every_choice_of_the_seat() -> None:
    game = GAMES["seikatsu"]
    options = game.options_type(players=2)
    rng = random.Random(6)
    state = game.new_game(options)
    moves = []
    while not game.is_over(state):
        actor = game.to_move(state)
        move = (
            game.sample_chance(state, rng)
            if actor == CHANCE
            else rng.choice(game.legal_moves(state))
        )
        moves.append(move)
        state = game.apply(state, move).state
    done = review(game, options, moves, 1, Budget.fixed(30), random.Random(2))
    replayed = game.new_game(options)
    expected = []
    for ply, move in enumerate(moves, start=1):
        if game.to_move(replayed) == 1 and len(game.legal_moves(replayed)) > 1:
            expected.append(ply)  # a forced move is not judged
        replayed = game.apply(replayed, move).state
    assert [m.ply for m in done.moves] == expected
    for judged in done.moves:
        assert judged.loss >= 0
        assert judged.mark == mark_for("points", judged.low)
        assert judged.low <= judged.loss <= judged.high
        if judged.move == judged.best:
            assert (judged.loss, judged.mark) == (0.0, None)
    assert [least for _, least in MARKS["points"]] == [8.0, 4.0, 1.5]
    assert any(m.mark for m in done.moves), "random moves against a search earn some marks"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_cancelled_search_stops_after_its_first_simulation(game_id: str) -> None:
    game = GAMES[game_id]
    state = _first_decision(game, 3)
    seat = game.to_move(state)
    config = SearchConfig(budget=Budget.fixed(200))
    asked: list[int] = []

    def cancelled() -> bool:
        asked.append(1)
        return True

    result = search(
        game, game.view(state, seat), seat, config, random.Random(1), cancelled=cancelled
    )
    whole = search(game, game.view(state, seat), seat, config, random.Random(1))
    assert (result.playouts, len(asked)) == (1, 1)
    assert whole.playouts == 200
    assert result.best.move in game.legal_moves(state)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_review_tells_its_progress_and_a_cancelled_one_keeps_only_what_it_judged(
    game_id: str,
) -> None:
    game = GAMES[game_id]
    options = _options(game)
    moves = random_moves(game, options, random.Random(5))[:60]
    seat = next(s for s in range(options.players) if len(judged_plies(game, options, moves, s)) > 2)
    total = len(judged_plies(game, options, moves, seat))
    told: list[tuple[int, int]] = []

    def judge(cancelled: Any = None) -> Any:
        return review(
            *(game, options, moves, seat, Budget.fixed(5), random.Random(2)),
            cancelled=cancelled,
            progress=lambda n, t: told.append((n, t)),
        )

    done = judge()
    assert told == [(n, total) for n in range(1, total + 1)]
    assert done.complete and len(done.moves) == total
    assert all(m.endings == 5 for m in done.moves)

    told.clear()
    stopped = judge(cancelled=lambda: len(told) >= 2)  # stops while move 2 is searched
    assert not stopped.complete
    assert stopped.moves == done.moves[:1]
