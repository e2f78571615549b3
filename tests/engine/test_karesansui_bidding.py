"""Bidding, passing and collecting: '2. Los jugadores pujan', '3. Los jugadores entregan sus
ofertas'.

Position (tests/engine/karesansui_script.py, START_3P), three players, seat 1 starts:
  seat 1: 2W 2Y 2R 2G 3R      pile 1: 1R 3R 3R
  seat 2: 1W 1Y 1B 3G 3B      pile 2: 3B 3W
  seat 3: 1G 2B 3W 3Y 1R
"""

from __future__ import annotations

import pytest

from engine.core import CHANCE, IllegalMove, Score
from engine.karesansui import GAME, Bid, Done, Draw, Pass, Surrender
from engine.karesansui import rocks as R
from engine.karesansui.game import SURRENDER, State
from tests.engine.karesansui_script import START_3P, build


def garden(state: State, seat: int) -> str:
    return R.text(R.types_of(state.gardens[seat]))


def refused(state: State, text: str) -> IllegalMove:
    move = GAME.parse_move(state, text)
    assert move not in GAME.legal_moves(state)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, move)
    assert err.value.rule in GAME.rules
    return err.value


def test_the_start_player_bids_first_and_may_offer_anything_on_an_unbid_pile() -> None:
    # karesansui.bid.rocks: any sub-set of the garden, none or all, on either pile.
    # Seat 1's five different rocks give 2^5 = 32 bids per pile, 64 in all; no pass.
    state, _ = build(START_3P)
    assert GAME.to_move(state) == 0
    moves = GAME.legal_moves(state)
    assert len(moves) == 64
    assert Pass(0) not in moves
    assert Bid(0, 0, ()) in moves and Bid(0, 1, ("2W", "2Y", "2R", "2G", "3R")) in moves
    # Cheapest first: the empty bid, then the single 2s (value 2).
    assert moves[0] == Bid(0, 0, ())
    assert [m.rocks for m in moves[1:5]] == [("2W",), ("2Y",), ("2R",), ("2G",)]


def test_a_bid_takes_the_rocks_out_of_the_garden() -> None:
    state, events = build(f"{START_3P} 2W2Y@1")
    assert garden(state, 0) == "2R 2G 3R"
    assert state.bidders == (0, -1)
    assert R.text(state.bids[0]) == "2W 2Y"
    assert events[-1].seat == 0  # type: ignore[attr-defined]
    assert "bids 2W 2Y (value 4, 2 rocks) on pile 1, which had no bid" in events[-1].text  # type: ignore[attr-defined]


def test_a_lower_value_displaces_and_the_displaced_rocks_go_home() -> None:
    # karesansui.bid.lower + karesansui.bid.displaced: seat 1 offers 2W (value 2);
    # seat 2 offers 1W (value 1) on the same pile and takes it over. 2W returns to
    # seat 1's garden. Next is seat 3: the first seat clockwise from seat 2 without a
    # standing bid (seat 1 is free again, but comes after seat 3).
    state, events = build(f"{START_3P} 2W@1 1W@1")
    assert garden(state, 0) == "2W 2Y 2R 2G 3R"
    assert state.bidders == (1, -1)
    assert events[-1].rule == "karesansui.bid.displaced"  # type: ignore[attr-defined]
    assert GAME.to_move(state) == 2


def test_equal_value_must_use_fewer_rocks() -> None:
    # Seat 1 bids 2W 2Y 2R: value 6 in 3 rocks.
    state, _ = build(f"{START_3P} 2W2Y2R@1")
    # 3G 3B is value 6 in 2 rocks: fewer rocks, so it beats the bid.
    beaten, _ = build(f"{START_3P} 2W2Y2R@1 3G3B@1")
    assert beaten.bidders == (1, -1)
    # 1W 1Y 1B 3G is value 6 in 4 rocks: more rocks, refused.
    assert refused(state, "1W1Y1B3G@1").rule == "karesansui.bid.lower"
    # 1Y 1B 3G 3B is value 8: higher, refused.
    assert refused(state, "1Y1B3G3B@1").rule == "karesansui.bid.lower"
    # Seat 3 (after seat 2 bids on pile 2) tries 1G 2B 3W: value 6 in 3 rocks, the
    # same value and the same number of rocks: refused.
    state, _ = build(f"{START_3P} 2W2Y2R@1 -@2")
    err = refused(state, "1G2B3W@1")
    assert err.rule == "karesansui.bid.lower"
    assert "2W 2Y 2R (value 6, 3 rocks)" in err.reason


def test_a_lower_value_beats_even_with_more_rocks() -> None:
    # karesansui.bid.lower ("2. Los jugadores pujan: Una oferta"): a lower total value
    # is enough, whatever the number of rocks. Seat 1 offers 3R (value 3, 1 rock);
    # seat 2's 1W 1Y is value 1 + 1 = 2 < 3 in 2 rocks, and takes the pile over.
    state, events = build(f"{START_3P} 3R@1 1W1Y@1")
    assert state.bidders == (1, -1)
    assert events[-1].rule == "karesansui.bid.displaced"  # type: ignore[attr-defined]
    assert garden(state, 0) == "2W 2Y 2R 2G 3R"  # 3R came home
    # 1W 1Y 1B (value 3, 3 rocks) would not have beaten 3R: equal value, more rocks.
    before, _ = build(f"{START_3P} 3R@1")
    assert refused(before, "1W1Y1B@1").rule == "karesansui.bid.lower"


def test_an_empty_bid_can_never_be_beaten() -> None:
    state, _ = build(f"{START_3P} -@1")
    assert refused(state, "-@1").rule == "karesansui.bid.lower"
    assert all(m.pile == 1 for m in GAME.legal_moves(state) if isinstance(m, Bid))


def test_the_displaced_player_may_bid_on_any_pile() -> None:
    # Seat 1: 2W on pile 1; seat 2 beats it with 1W; seat 3 bids 3W on pile 2.
    # Seat 1 is free again and beats seat 3 on pile 2 with 2Y (2 < 3): another pile.
    state, _ = build(f"{START_3P} 2W@1 1W@1 3W@2 2Y@2")
    assert state.bidders == (1, 0)
    assert garden(state, 2) == "1R 1G 2B 3W 3Y"  # 3W came home
    # Seat 2's bid stands, so play skips to seat 3 (karesansui.bid.turn).
    assert GAME.to_move(state) == 2


def test_players_whose_bid_stands_are_skipped() -> None:
    # Seat 1 on pile 1, seat 2 on pile 2, seat 3 displaces seat 2 on pile 2. Clockwise
    # from seat 3 comes seat 1, whose bid stands: skipped; seat 2 is next.
    state, _ = build(f"{START_3P} 3R@1 3G@2 1G@2")
    assert state.bidders == (0, 2)
    assert GAME.to_move(state) == 1
    # Every pile has a bid, so seat 2 may pass; seat 1 may not act at all.
    assert Pass(1) in GAME.legal_moves(state)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, Bid(0, 1, ()))
    assert err.value.rule == "karesansui.bid.turn"


def test_when_nothing_can_be_beaten_the_only_move_is_to_pass() -> None:
    # Both piles carry empty bids: seat 3 cannot beat either and must pass.
    state, _ = build(f"{START_3P} -@1 -@2")
    assert GAME.legal_moves(state) == [Pass(2)]


@pytest.mark.parametrize(
    ("script", "move", "rule"),
    [
        ("", Bid(0, 0, ("1W",)), "karesansui.bid.rocks"),  # seat 1 has no 1W
        ("", Bid(0, 0, ("2W", "2W")), "karesansui.bid.rocks"),  # only one 2W
        ("", Bid(0, 2, ()), "karesansui.piles.count"),  # 3 players: piles 1 and 2
        ("", Bid(0, -1, ()), "karesansui.piles.count"),
        ("", Bid(1, 0, ()), "karesansui.bid.turn"),  # seat 1 is to bid, not seat 2
        ("", Bid(0, 0, ("3R", "2W")), "karesansui.rocks.notation"),  # not in niwa order
        ("", Bid(0, 0, ("2X",)), "karesansui.setup.rocks"),
        ("", Pass(0), "karesansui.pass.when"),  # no pile has a bid
        ("-@1", Pass(1), "karesansui.pass.when"),  # pile 2 still has none
        ("", Surrender(0, ("2W", "2Y", "2R", "2G")), "karesansui.round.steps"),
        ("", Done(0), "karesansui.round.steps"),
        ("", Draw("1W"), "karesansui.bid.turn"),
    ],
)
def test_illegal_bids_say_why_with_the_rule(script: str, move: object, rule: str) -> None:
    state, _ = build(f"{START_3P} {script}")
    assert move not in GAME.legal_moves(state)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, move)  # type: ignore[arg-type]
    assert err.value.rule == rule
    assert err.value.rule in GAME.rules
    assert err.value.reason


def test_rocks_not_in_the_garden_are_named() -> None:
    state, _ = build(START_3P)
    err = refused(state, "1W2W2W@1")
    assert err.rule == "karesansui.bid.rocks"
    assert "not enough 1W, 2W" in err.reason


def test_passing_gives_a_pass_card_and_a_rock_then_bids_and_piles_change_hands() -> None:
    # Seat 1 bids 2W on pile 1, seat 2 bids 3B on pile 2; seat 3 passes.
    state, events = build(f"{START_3P} 2W@1 3B@2 pass")
    # karesansui.pass.card: a Pass card worth 1 (ruling karesansui.demerits.values).
    [score] = [e for e in events[-3:] if isinstance(e, Score)]
    assert (score.side, score.points, score.rule) == (2, 1, "karesansui.pass.card")
    assert state.scores == (0, 0, 1)
    assert state.cards[2] == ((0, 1),)
    assert GAME.to_move(state) == CHANCE  # seat 3 draws a rock
    bag_before = state.bag
    state, _ = build(f"{START_3P} 2W@1 3B@2 pass +2B")
    # karesansui.collect: the bids (2W, 3B) go into the bag, the piles to the bidders.
    assert garden(state, 0) == "1R 2Y 2R 2G 3R 3R 3R"  # 2W paid, 1R 3R 3R taken
    assert garden(state, 1) == "1W 1Y 1B 3W 3G 3B"  # 3B paid, 3B 3W taken
    assert garden(state, 2) == "1R 1G 2B 2B 3W 3Y"  # 2B drawn
    two_w, two_b, three_b = R.BY_CODE["2W"], R.BY_CODE["2B"], R.BY_CODE["3B"]
    assert state.bag[two_w] == bag_before[two_w] + 1
    assert state.bag[three_b] == bag_before[three_b] + 1
    assert state.bag[two_b] == bag_before[two_b] - 1
    assert state.piles == ((), ()) and state.bidders == (-1, -1)
    # karesansui.surrender.order: surrenders begin with the passer.
    assert (state.phase, GAME.to_move(state)) == (SURRENDER, 2)
