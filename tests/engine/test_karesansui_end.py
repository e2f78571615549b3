"""The round tracker and the end of the game: '5. El nuevo jugador inicial avanza la roca
negra' and 'Fin del juego'.

Long games are played with quiet_round (karesansui_script.py): each bidder in turn
bids their whole garden on the next pile and the last player passes, so only Pass
cards are taken. With three players the passer is the start player's second
neighbour: round passers go seat 3, 2, 1, 3, 2, 1, ...
"""

from __future__ import annotations

import pytest

from engine.core import CHANCE, Event, GameOver, IllegalMove, Log, Score
from engine.karesansui import GAME, Done, Draw, Options
from engine.karesansui import components as C
from engine.karesansui import rocks as R
from engine.karesansui.game import BLACK_DRAWN, BLACK_IN_BAG, FILL, OVER, State, winners
from tests.engine.karesansui_script import QUIET_SETUP_3P, build, draws, play, quiet_round


def ended_by(events: list[Event]) -> tuple[str, str]:
    """The rule and words of the Log that tells what ended the game (just before GameOver)."""
    assert isinstance(events[-1], GameOver)
    last = events[-2]
    assert isinstance(last, Log) and last.seat == CHANCE
    return last.rule, last.text


def quiet_game(rounds: int, recipes: tuple[int, ...] = (3,)) -> State:
    state, _ = build(QUIET_SETUP_3P)
    for _ in range(rounds):
        state = quiet_round(state, recipes)
    return state


def test_the_black_stone_walks_the_tracker_and_enters_the_bag_after_round_5() -> None:
    # karesansui.tracker.advance (ruling: 5 spaces).
    state, _ = build(QUIET_SETUP_3P)
    spaces = [state.black]
    for _ in range(5):
        assert Draw("K") not in GAME.legal_moves(state)
        state = quiet_round(state)
        spaces.append(state.black)
    assert spaces == [0, 1, 2, 3, 4, BLACK_IN_BAG]
    assert (state.round, state.phase) == (6, FILL)
    assert Draw("K") in GAME.legal_moves(state)
    assert state.bag_size == sum(state.bag) + 1
    assert state.scores == (1, 2, 2)  # passers: seat 3, 2, 1, 3, 2


def test_black_stone_drawn_for_a_pile_ends_the_game_at_once() -> None:
    # karesansui.end.black_fill: round 6, the first rock drawn for pile 1 is the black
    # stone: no bidding, the game is over. Passers so far 3, 2, 1, 3, 2: demerits 1, 2, 2.
    state = quiet_game(5)
    state, events = play(state, "+3W +K")
    assert state.phase == OVER
    assert state.black == BLACK_DRAWN
    assert state.ending == "karesansui.end.black_fill"
    assert GAME.to_move(state) == -2
    assert GAME.legal_moves(state) == []
    over = events[-1]
    assert isinstance(over, GameOver)
    assert over.winners == (0,)  # seat 1 has the fewest demerits (1)
    assert over.rule == "karesansui.end.winner"
    assert ended_by(events) == (
        "karesansui.end.black_fill",
        "the black stone was drawn for a pile: the game ends at once",
    )
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, Draw("1W"))
    assert err.value.rule == "karesansui.game.over"


def test_black_stone_drawn_by_the_passer_finishes_the_round() -> None:
    # karesansui.end.black_pass: round 6 (seat 2 starts: bids from seat 2 and seat 3,
    # seat 1 passes and draws the black stone: no rock). The round is played out.
    state = quiet_game(5)
    assert state.start == 1
    rocks_before = sum(state.gardens[0])
    state, _ = play(state, f"{draws('3W3Y')} {draws('3R3G')}")
    bid_2 = "".join(R.codes(R.types_of(state.gardens[1]))) or "-"
    state, _ = play(state, f"{bid_2}@1")
    bid_3 = "".join(R.codes(R.types_of(state.gardens[2]))) or "-"
    state, events = play(state, f"{bid_3}@2 pass +K")
    assert state.ending == "karesansui.end.black_pass"
    assert sum(state.gardens[0]) == rocks_before  # no rock in its place
    assert state.phase != OVER  # surrenders still to come
    assert GAME.to_move(state) == 0
    state, events = play(state, "done done done")
    assert state.phase == OVER
    assert state.round == 6  # no round 7
    assert state.scores == (2, 2, 2)  # passers 3, 2, 1, 3, 2, 1
    assert ended_by(events) == (
        "karesansui.end.black_pass",
        "the passer drew the black stone: the game ends with this round",
    )


def test_tie_on_demerits_goes_to_fewest_rocks() -> None:
    # Six quiet rounds with pile 1 of two III rocks and pile 2 of three II rocks;
    # every seat passes twice: 2 demerits each. Round 7's first draw is the black
    # stone. Gardens: seat 1 passed in round 6 (its round 5 pile 2: 3 rocks, + 1
    # drawn) = 4 rocks; seat 2 won pile 1 (2 rocks); seat 3 won pile 2 (3 rocks).
    # karesansui.end.tiebreak: seat 2 wins.
    state = quiet_game(6, recipes=(3, 2))
    state, events = play(state, "+K")
    assert state.scores == (2, 2, 2)
    assert [sum(g) for g in state.gardens] == [4, 2, 3]
    over = events[-1]
    assert isinstance(over, GameOver)
    assert (over.winners, over.rule) == ((1,), "karesansui.end.tiebreak")
    final = GAME.final_scoring(state)
    assert (final.winners, final.tiebreak) == ((1,), "karesansui.end.tiebreak")
    assert final.totals == final.during_play == (2, 2, 2)
    assert final.lines == ()


def test_the_last_pass_card_ends_the_game_after_that_round() -> None:
    # karesansui.end.deck: the Pass deck has 10 cards, one per round. Round 10's pass
    # takes the last one; the round is played out and the game ends, though the black
    # stone is still in the bag. Passers: 3 2 1 3 2 1 3 2 1 3 -> 3, 3, 4 demerits.
    state = quiet_game(9)
    assert state.taken[C.PASS] == 9 and state.phase == FILL
    state = quiet_round(state)
    assert state.phase == OVER
    assert state.round == 10
    assert state.ending == "karesansui.end.deck"
    assert state.black == BLACK_IN_BAG
    assert state.scores == (3, 3, 4)
    # Seats 1 and 2 tie on 3; each holds one pile of two rocks: shared.
    assert [sum(g) for g in state.gardens[:2]] == [2, 2]
    assert GAME.final_scoring(state).winners == (0, 1)
    assert GAME.final_scoring(state).tiebreak == "karesansui.end.shared"


# Six players, round 1. Each seat draws Trips at setup (seats 1-5: 1W 1Y 1R 1G 1B,
# seat 6: 3B), and each pile is three identical IIs (2+2+2 = 6): 2W 2Y 2R 2G 2B.
SIX_SETUP = " ".join(
    draws(garden)
    for garden in (
        "1W1W1W3Y3R",
        "1Y1Y1Y3G3B",
        "1R1R1R3W3G",
        "1G1G1G3Y3B",
        "1B1B1B3W3R",
        "3B3B3B1W1Y",
    )
)
SIX_PILES = draws("2W2W2W 2Y2Y2Y 2R2R2R 2G2G2G 2B2B2B")


def test_an_empty_trips_deck_ends_the_game_and_later_cards_go_past_ten() -> None:
    # Seats 1-5 bid nothing on piles 1-5, seat 6 passes (Pass card 1) and draws 2W.
    # Surrenders from seat 6: its Trips 3B takes Trips card 1; seats 1-5 each hold two
    # Trips (their setup 1s and their pile of 2s): cards 2-3, 4-5, 6-7, 8-9, 10-11.
    # The 10th card empties the deck (karesansui.end.deck); the 11th is counted on
    # paper as 11 (karesansui.demerits.beyond). The round ends, and so does the game.
    state, _ = build(f"{SIX_SETUP} {SIX_PILES} -@1 -@2 -@3 -@4 -@5 pass +2W", players=6)
    assert GAME.to_move(state) == 5
    events: list[object] = []
    for seat in (5, 0, 1, 2, 3, 4):
        while GAME.to_move(state) == seat and state.phase != OVER:
            move = GAME.legal_moves(state)[0]  # the cheapest set first, then done
            step = GAME.apply(state, move)
            state = step.state
            events.extend(step.events)
    trips = [e for e in events if isinstance(e, Score) and e.rule != "karesansui.pass.card"]
    assert [e.points for e in trips] == list(range(1, 12))
    assert [e.side for e in trips] == [5, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4]
    assert [e.rule for e in trips[-2:]] == ["karesansui.sets.trips", "karesansui.demerits.beyond"]
    assert state.phase == OVER
    assert state.round == 1
    assert state.ending == "karesansui.end.deck"
    assert ended_by(events) == (
        "karesansui.end.deck",
        "a demerit deck ran out: the game ends with this round",
    )
    # Demerits: seat 6: Pass 1 + Trips 1 = 2; seat 1: 2+3; seat 2: 4+5; seat 3: 6+7;
    # seat 4: 8+9; seat 5: 10+11.
    assert state.scores == (5, 9, 13, 17, 21, 2)
    assert GAME.final_scoring(state).winners == (5,)


# Six players, two rounds that take every rock out of the bag without a forbidden set.
# Seats 1-5 draw only IIIs at setup; the piles are 1s and 2s. Seat k's garden uses
# row I colours {k, k+1, k+2}, row II {k+2, k+3, k+4}, row III {k+3, k+4, k} (colours
# W Y R G B numbered 0-4 from seat 1), so no column is ever full.
BAG_SETUP = " ".join(
    draws(garden)
    for garden in (
        "3G3G3B3B3W",
        "3B3B3W3W3Y",
        "3W3W3Y3Y3R",
        "3Y3Y3R3R3G",
        "3R3R3G3G3B",
        "2W2W2Y2Y2R",
    )
)
BAG_ROUND_1 = draws("1W1W1Y1R2R 1Y1R1G1G2G 1R1G1B1B2W 1G1G1B1B2W 1W1Y1B2Y2R")
BAG_ROUND_2 = draws("1W1W1Y1Y1R1R 2G2G2B 2G2B2B 2Y2B2B 2W2Y2R")


def test_an_empty_bag_when_a_pile_needs_a_rock_ends_the_game() -> None:
    # Round 1: seats 1-5 bid nothing on piles 1-5, seat 6 passes and draws 2R.
    # Round 2 (seat 6 starts): seat 6 and seats 1-4 bid nothing, seat 5 passes and
    # draws 2G, the 75th rock. Round 3 cannot make a pile: karesansui.bag.empty.
    bids = "-@1 -@2 -@3 -@4 -@5"
    state, _ = build(f"{BAG_SETUP} {BAG_ROUND_1} {bids} pass +2R", players=6)
    state, _ = play(state, "done " * 6)
    assert (state.round, state.start) == (2, 5)
    state, events = play(state, f"{BAG_ROUND_2} {bids} pass +2G {'done ' * 6}")
    assert sum(state.bag) == 0 and state.black == 2  # still on the tracker: space 3
    assert state.phase == OVER
    assert state.ending == "karesansui.bag.empty"
    assert ended_by(events) == (
        "karesansui.bag.empty",
        "the bag ran out while a pile was made: the game ends at once",
    )
    assert [sum(g) for g in state.gardens] == [13, 13, 13, 13, 11, 12]
    # Seats 5 and 6 passed once each; seats 1-4 have no demerits and 13 rocks each:
    # still tied, they share the win (karesansui.end.shared).
    assert state.scores == (0, 0, 0, 0, 1, 1)
    over = events[-1]
    assert isinstance(over, GameOver)
    assert (over.winners, over.rule) == ((0, 1, 2, 3), "karesansui.end.shared")


@pytest.mark.parametrize(
    ("scores", "rocks", "won", "rule"),
    [
        ((3, 5, 4), (9, 1, 1), (0,), "karesansui.end.winner"),  # fewest demerits
        ((3, 3, 4), (9, 8, 1), (1,), "karesansui.end.tiebreak"),  # 3 = 3: 8 rocks < 9
        ((3, 3, 3), (5, 2, 2), (1, 2), "karesansui.end.shared"),  # 3 = 3 = 3, 2 = 2
        ((0, 0, 0, 0), (4, 4, 4, 4), (0, 1, 2, 3), "karesansui.end.shared"),
    ],
)
def test_winner_and_tiebreaks(
    scores: tuple[int, ...], rocks: tuple[int, ...], won: tuple[int, ...], rule: str
) -> None:
    assert winners(scores, rocks) == (won, rule)


def test_final_scoring_refuses_an_unfinished_game() -> None:
    with pytest.raises(ValueError):
        GAME.final_scoring(GAME.new_game(Options(players=3)))


def test_a_player_cannot_act_while_the_bag_is_drawn_for_the_passer() -> None:
    # Round 2 (seat 3 starts): seat 3 and seat 1 bid nothing, seat 2 passes.
    state = quiet_game(1)
    state, _ = play(state, f"{draws('3W3Y')} {draws('3R3G')} -@1 -@2 pass")
    assert GAME.to_move(state) == CHANCE
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, Done(1))
    assert err.value.rule == "karesansui.pass.card"
