"""No peeking: ``determinize`` fills a view with a truth the seat cannot tell apart.

Parametrised over every registered game: the determinized state shows the seat
exactly its view, conserves the components, plays on legally, and the computer
decides the same for the same view whatever truth lies behind it.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import msgspec
import pytest

from engine.core import CHANCE, Game
from engine.players.levels import decide, player_for
from engine.players.playout import playout
from engine.players.search import Budget
from engine.registry import GAMES


def _positions(game: Game[Any, Any, Any], seeds: range, every: int) -> list[Any]:
    """Positions along random games, every ``every``-th ply, the last one included."""
    found = []
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new_game(game.options_type(players=game.declaration.players.default))
        ply = 0
        while not game.is_over(state):
            if ply % every == 0:
                found.append(state)
            if game.to_move(state) == CHANCE:
                move = game.sample_chance(state, rng)
            else:
                move = rng.choice(game.legal_moves(state))
            state = game.apply(state, move).state
            ply += 1
        found.append(state)
    return found


def _seikatsu(state: Any) -> Any:
    on_board = [t for t in state.board if t >= 0]
    in_hands = [t for hand in state.hands for t in hand]
    in_bag = [t for t, count in enumerate(state.bag) for _ in range(count)]
    return Counter(on_board + in_hands + in_bag)


def _sakura(state: Any) -> Any:
    cards = [c for group in (state.hands, state.piles, state.tricks) for g in group for c in g]
    assert len(set(cards)) == len(cards), "a card is in two places"
    assert all(0 <= c < 52 for c in cards)
    return (
        [len(h) for h in state.hands],
        [len(p) for p in state.piles],
        [len(t) for t in state.tricks],
        Counter(state.row + state.draw + state.discard),
    )


def _karesansui(state: Any) -> Any:
    assert state.scores == tuple(sum(v for _, v in cards) for cards in state.cards)
    by_deck = Counter(card for cards in state.cards for card in cards)
    return by_deck, state.bag, state.gardens


COMPONENTS: dict[str, Callable[[Any], Any]] = {
    "seikatsu": _seikatsu,
    "sakura": _sakura,
    "karesansui": _karesansui,
}
"""What a determinization must keep: each game's components, counted, where the game hides
something and says how to count them (any other game: its ``check_position`` finds no
component out of place, and a game that hides nothing gets its very state back)."""


def _keeps_the_components(game: Game[Any, Any, Any], filled: Any, state: Any) -> None:
    if not game.declaration.hides_information:
        assert filled == state  # nothing hidden: the view is the state
    elif game.id in COMPONENTS:
        assert COMPONENTS[game.id](filled) == COMPONENTS[game.id](state)
    loose = game.declaration.determinize_loose_rules
    assert [p for p in game.check_position(filled) if p.rule not in loose] == []


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_game_hides_information_exactly_where_it_declares_so(game_id: str) -> None:
    game = GAMES[game_id]
    differs = any(
        game.view(state, seat) != state
        for state in _positions(game, range(2), every=3)
        for seat in range(game.seats(state))
    )
    assert differs == game.declaration.hides_information


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_determinized_state_shows_the_seat_its_view(game_id: str) -> None:
    game = GAMES[game_id]
    rng = random.Random(7)
    for state in _positions(game, range(3), every=5):
        for seat in range(game.seats(state)):
            seen = game.view(state, seat)
            filled = game.determinize(seen, seat, rng)
            assert game.view(filled, seat) == seen
            _keeps_the_components(game, filled, state)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_determinized_state_plays_on_to_the_end(game_id: str) -> None:
    game = GAMES[game_id]
    rng = random.Random(3)
    for state in _positions(game, range(2), every=40):
        filled = game.determinize(game.view(state, 0), 0, rng)
        end = playout(game, filled, rng)  # every move checked by apply on the way
        assert game.is_over(end) and game.final_scoring(end).winners


@pytest.mark.parametrize("game_id", list(GAMES))
def test_hidden_parts_are_filled_differently_by_different_seeds(game_id: str) -> None:
    """Not a copy of the truth: two seeds give two arrangements (where anything is hidden)."""
    game = GAMES[game_id]
    state = _positions(game, range(1), every=30)[-2]  # late in the game: much is hidden
    seen = game.view(state, 0)
    filled = {msgspec.json.encode(game.determinize(seen, 0, random.Random(s))) for s in range(8)}
    if not game.declaration.hides_information:
        assert filled == {msgspec.json.encode(state)}
    else:
        assert len(filled) > 1


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_same_view_gets_the_same_decision_whatever_the_truth(game_id: str, level: str) -> None:
    game = GAMES[game_id]
    player = player_for(level, Budget.fixed(12))
    checked = 0
    truths = (t for seed in range(12) for t in _positions(game, range(seed, seed + 1), every=9))
    for truth in truths:  # games one by one, as many as four positions take (short games)
        seat = game.to_move(truth)
        if seat < 0:
            continue
        seen = game.view(truth, seat)
        other = game.determinize(seen, seat, random.Random(99))  # another truth, same view
        assert game.view(other, seat) == seen
        if game.declaration.hides_information and other == truth:
            continue  # nothing hidden here yet: not a test of peeking
        first = decide(game, truth, seat, player, random.Random(5))
        second = decide(game, other, seat, player, random.Random(5))
        assert first == second
        checked += 1
        if checked == 4:
            break
    assert checked == 4


def test_sakura_fills_piles_shown_only_by_their_top_card() -> None:
    """rules-facts: a seat's view may show each pile's top card and size only."""
    from engine.sakura import cards as C

    game = GAMES["sakura"]
    state = next(s for s in _positions(game, range(1), every=1) if len(s.piles[0]) >= 3)
    seen = game.view(state, 1)
    tops_only = msgspec.structs.replace(
        seen, piles=tuple((C.HIDDEN,) * (len(p) - 1) + p[-1:] for p in seen.piles)
    )
    filled = game.determinize(tops_only, 1, random.Random(4))
    assert [len(p) for p in filled.piles] == [len(p) for p in state.piles]
    assert [p[-1] for p in filled.piles] == [p[-1] for p in state.piles]
    assert C.HIDDEN not in (c for p in filled.piles for c in p)
    assert _sakura(filled) == _sakura(state)


def test_a_player_handed_the_truth_would_decide_differently() -> None:
    """The control of the test above: peeking changes decisions, so that test can fail."""
    game = GAMES["seikatsu"]
    player = player_for("hard", Budget.fixed(12))
    differ = 0
    for truth in _positions(game, range(1), every=9):
        seat = game.to_move(truth)
        if seat < 0:
            continue
        other = game.determinize(game.view(truth, seat), seat, random.Random(99))
        peek = player.choose(game, truth, seat, random.Random(5))  # the truth, not a view
        differ += peek != player.choose(game, other, seat, random.Random(5))
    assert differ > 0
