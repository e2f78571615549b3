"""Unknowns are never scored as known pieces (issue 26).

A position may write what a seat cannot see as ``?``. Where the rules need one of
those things, the engine raises ``Unseen`` rather than guess (a HIDDEN card is -1,
and as an index it reads the last card of a table: Sakura's yellow 13), and
``niwa ask`` answers over determinizations and says so.

The class is checked on every game: a move played on the mover's view leads to the
mover's view of the move played on the whole state, with the same points, or it
raises Unseen; the standing of a view is the whole state's standing, or Unseen. Then
each game has a hand-built case.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given

from engine.ask import ask
from engine.core import CHANCE, IllegalMove, Score, Unseen
from engine.registry import GAMES
from tests.engine.test_contract import BOUNDED, CASES, SEEDS, play
from tests.engine.test_positions import sampled


def _scores(events: Any) -> list[tuple[int, int, str]]:
    return [(e.side, e.points, e.rule) for e in events if isinstance(e, Score)]


@pytest.mark.parametrize(("game_id", "players"), CASES)
@BOUNDED
@given(seed=SEEDS)
def test_a_view_plays_a_move_as_the_truth_does_or_says_it_cannot(
    game_id: str, players: int, seed: int
) -> None:
    game = GAMES[game_id]
    states, moves, events = play(game, game.options_type(players=players), seed)
    checked = 0
    for index in range(0, len(moves), max(1, len(moves) // 40)):
        state, move, truth = states[index], moves[index], events[index]
        mover = game.to_move(state)
        seat = 0 if mover == CHANCE else mover
        seen = game.view(state, seat)
        try:
            step = game.apply(seen, move)
        except Unseen:
            continue
        except IllegalMove as err:  # the mover's own view refusing a legal move
            raise AssertionError(f"{game.move_text(move)} refused in a view: {err}") from err
        assert game.view(step.state, seat) == game.view(states[index + 1], seat)
        assert _scores(step.events) == _scores(truth)
        checked += 1
    assert checked  # most moves touch nothing unseen
    for state in sampled(states, 12):
        for seat in range(game.seats(state)):
            try:
                standing = game.standing(game.view(state, seat))
            except Unseen:
                continue
            assert standing == game.standing(state)


# -- one hand-built case per game --------------------------------------------------------


SAKURA_UNSEEN_PILE = (
    "sakura/1:1 2 +?3,P11 -?3,B5 ?10/P2,P3,B6,B12,G2,G6,G8,Y3,Y5,Y6,Y9,Y10 -/- 0/0 -/- "
    "C1,C1,C2,C2,C1 ?6 S,S,S,S"
)


def test_sakura_a_take_of_unseen_cards_is_answered_over_fills_never_as_yellow_13s() -> None:
    # Seat 2 (on turn) holds no pink card above 11 and no 11: it must take the left pile,
    # P11 on three cards nobody may examine ("¡No puedes examinar una pila!"). Each card
    # carries 1 shuriken, the 1s and 13s 2 (ruling sakura.cards.symbols): the three unseen
    # ones make 3 to 6, so the take's round scores seat 2 from 4 to 7 with P11. Read as
    # yellow 13s they made exactly 7 and no coin.
    answer = ask(GAMES["sakura"], SAKURA_UNSEEN_PILE, ["xL:P3"])
    take = answer.moves[0]
    assert take.legal and take.unseen is not None and "left pile's 3 cards" in take.unseen
    assert take.points == [] and take.fills == take.legal_in > 0
    assert not any("Y13" in line for line in take.said)
    standing = answer.standing
    assert standing is not None and standing.unseen is not None
    seat_2 = standing.spread[1]
    assert 4 <= seat_2.least < seat_2.most <= 7


def test_karesansui_face_down_totals_are_answered_over_fills() -> None:
    # Seat 1's view at the end of round 5 (the Trips deck is empty: the game ends with
    # this round). Seats 2 and 3 hold 5 cards each face down ("Las cartas de demérito son
    # información oculta"): P, T, T, T, P and P, T, P, T, T. The decks gave out T1..T10
    # and 6 Pass cards, seat 1 holding P1 T1 T2 T3 T4 (11): the others share 4 Pass cards
    # (1 each) and T5..T10 (45), 49 in all, seat 2 with three Trips cards and seat 3
    # with three, so each has 2 + three of 5..10: 20 to 29.
    from tests.engine.test_karesansui_positions import EMPTY_DECK

    game = GAMES["karesansui"]
    seen = game.position_text(game.view(game.parse_position(EMPTY_DECK), 0))
    assert seen.endswith(" 11,?,?")
    answer = ask(game, seen, ["T:1W1W1W"])
    # Seat 1's own card is known: the 11th Trips card, counted on paper (ruling
    # karesansui.demerits.beyond), exactly.
    hand_in = answer.moves[0]
    assert hand_in.unseen is None and [p.points for p in hand_in.points] == [11]
    standing = answer.standing
    assert standing is not None and standing.totals == [] and standing.unseen is not None
    assert [(s.least, s.most) for s in standing.spread] == [(22, 22), (20, 29), (20, 29)]
    # Seat 2's view: seat 1's total is face down, and stays so when seat 1 adds the
    # Trips card to it; the game then ends with the round, and who won is not shown.
    state = game.view(game.parse_position(EMPTY_DECK), 1)
    state = game.apply(state, game.parse_move(state, "T:1W1W1W")).state
    assert game.position_text(state).endswith(" ?,20,?")
    with pytest.raises(Unseen, match="decide the winner"):
        game.apply(state, game.parse_move(state, "done"))


def test_seikatsu_a_move_from_an_unseen_hand_is_not_refused_as_if_known() -> None:
    game = GAMES["seikatsu"]
    states, moves, _ = play(game, game.options_type(players=2), 7)
    index = next(i for i, move in enumerate(moves) if game.to_move(states[i]) == 1 and i > 10)
    state, move = states[index], moves[index]
    # Seat 1's view while seat 2 is on turn: seat 2's tiles are '?'.
    seen = game.position_text(game.view(state, 0))
    answer = ask(game, seen, [game.move_text(move)])
    played = answer.moves[0]
    assert played.unseen is not None and "seat 2's unseen tiles" in played.unseen
    assert 0 < played.legal_in <= played.fills
    # The flower rows lie open: the standing needs no unknown and is the truth's.
    truth = ask(game, game.position_text(state), [])
    exact = ask(game, seen, [])
    assert exact.standing == truth.standing and exact.standing is not None


def test_miyabi_shows_everything_so_no_answer_is_over_fills() -> None:
    game = GAMES["miyabi"]
    states, moves, _ = play(game, game.options_type(players=2), 5)
    for state, move in list(zip(states, moves, strict=False))[::15]:
        answer = ask(game, game.position_text(game.view(state, 0)), [game.move_text(move)])
        assert not answer.unknowns and answer.moves[0].unseen is None
        assert answer.standing is not None and answer.standing.unseen is None
