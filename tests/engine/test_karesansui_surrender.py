"""Forbidden sets and demerit cards: '4. Los jugadores entregan los juegos prohibidos' and
'5. El nuevo jugador inicial avanza la roca negra'.

Position ROUND_1: START_3P (see karesansui_script.py), seats 1 and 2 bid nothing on piles
1 and 2, seat 3 passes and draws 1Y. Seat 1 takes pile 1 (1R 3R 3R) and holds the
rulebook's example "1 2222 333": 1R, 2W 2Y 2R 2G, 3R 3R 3R.
  seat 1: 1R 2W 2Y 2R 2G 3R 3R 3R
  seat 2: 1W 1Y 1B 3W 3G 3B 3B      (pile 2: 3B 3W) - no forbidden set
  seat 3: 1Y 1R 1G 2B 3W 3Y          (the passer, +1Y) - no forbidden set
"""

from __future__ import annotations

import pytest

from engine.core import IllegalMove, Score
from engine.karesansui import GAME, Bid, Done, Options, Pass, Surrender
from engine.karesansui import components as C
from engine.karesansui import rocks as R
from engine.karesansui.game import BID, FILL, SURRENDER, State
from tests.engine.karesansui_script import START_3P, build, draws, play

ROUND_1 = f"{START_3P} -@1 -@2 pass +1Y"


def garden(state: State, seat: int) -> str:
    return R.text(R.types_of(state.gardens[seat]))


def texts(state: State) -> list[str]:
    return [GAME.move_text(m) for m in GAME.legal_moves(state)]


def scores_of(events: list[object]) -> list[Score]:
    return [e for e in events if isinstance(e, Score)]


@pytest.mark.parametrize(
    ("rocks", "kind"),
    [
        ("3R3R3R", C.TRIPS),  # karesansui.sets.trips: one cell
        ("1B1B1B", C.TRIPS),
        ("2W2Y2R2G", C.FOURSOME),  # karesansui.sets.foursome: one row, 4 colours
        ("1Y1R1G1B", C.FOURSOME),
        ("1R2R3R", C.FLUSH),  # karesansui.sets.flush: one column
        ("1W2W3W", C.FLUSH),
        ("2W2W2Y2R", None),  # a repeated colour is no Foursome
        ("2W2Y2R3G", None),  # mixed values
        ("1R2R3G", None),  # mixed colours
        ("3R3R", None),
        ("", None),
        ("2W2Y2R2G2B", None),  # five rocks: surrender four of them
    ],
)
def test_the_three_forbidden_sets(rocks: str, kind: int | None) -> None:
    types = tuple(sorted(R.BY_CODE[rocks[i : i + 2]] for i in range(0, len(rocks), 2)))
    assert R.kind_of(types) == kind


def test_surrenders_start_with_the_passer() -> None:
    # karesansui.surrender.order: seat 3 passed, so seat 3 looks at their garden first.
    state, _ = build(ROUND_1)
    assert (state.phase, GAME.to_move(state)) == (SURRENDER, 2)
    assert texts(state) == ["done"]  # seat 3's garden is clean
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, Surrender(0, ("2W", "2Y", "2R", "2G")))
    assert err.value.rule == "karesansui.surrender.order"
    state, _ = play(state, "done")
    assert GAME.to_move(state) == 0  # then clockwise: seat 1


def test_one_2222_333_offers_the_three_sets() -> None:
    state, _ = build(f"{ROUND_1} done")
    assert garden(state, 0) == "1R 2W 2Y 2R 2G 3R 3R 3R"
    assert sorted(texts(state)) == ["F:2W2Y2R2G", "S:1R2R3R", "T:3R3R3R"]
    assert Done(0) not in GAME.legal_moves(state)


def test_one_2222_333_foursome_first_costs_two_cards() -> None:
    # The rulebook: give the Foursome 2222, keep 1 333, which is Trips: give 333 too.
    # A Foursome card and a Trips card, each the top card of its deck: 1 + 1.
    state, events = build(f"{ROUND_1} done F:2W2Y2R2G")
    assert garden(state, 0) == "1R 3R 3R 3R"
    assert texts(state) == ["T:3R3R3R"]  # no Straight Flush: the 2R is gone
    state, more = play(state, "T:3R3R3R")
    assert garden(state, 0) == "1R"
    assert texts(state) == ["done"]
    lines = scores_of(events + more)
    assert [(s.side, s.points, s.rule) for s in lines if s.side == 0] == [
        (0, 1, "karesansui.sets.foursome"),
        (0, 1, "karesansui.sets.trips"),
    ]
    assert state.cards[0] == ((C.FOURSOME, 1), (C.TRIPS, 1))
    assert state.scores[0] == 2


def test_one_2222_333_straight_flush_first_costs_one_card() -> None:
    # The rulebook: give the Straight Flush 123 and keep 222 33: one card.
    state, events = build(f"{ROUND_1} done S:1R2R3R")
    assert garden(state, 0) == "2W 2Y 2G 3R 3R"
    assert texts(state) == ["done"]
    assert state.cards[0] == ((C.FLUSH, 1),)
    assert [s.rule for s in scores_of(events) if s.side == 0] == ["karesansui.sets.flush"]
    assert state.scores[0] == 1


def test_surrendered_rocks_go_into_the_bag() -> None:
    before, _ = build(f"{ROUND_1} done")
    after, _ = play(before, "S:1R2R3R")
    for code in ("1R", "2R", "3R"):
        t = R.BY_CODE[code]
        assert after.bag[t] == before.bag[t] + 1


def test_the_next_card_of_a_deck_is_worth_one_more() -> None:
    # karesansui.demerits.values: seat 1 takes the first Straight Flush card (1); seat 2
    # is clean; round 2. In round 2 (ROUND_2 below) seat 1 gives a second Straight Flush:
    # the second card of that deck is worth 2.
    state, _ = build(f"{ROUND_1} done S:1R2R3R done done")
    assert (state.phase, state.round, state.start) == (FILL, 2, 2)
    assert state.taken == (1, 0, 0, 1)
    # Round 2: seat 3 makes the piles: 1G 2G 3G (6) and 3W 3Y (6). Seat 3 bids nothing
    # on pile 2, seat 1 nothing on pile 1, seat 2 passes and draws 1W.
    state, events = play(state, f"{draws('1G2G3G')} {draws('3W3Y')} -@2 -@1 pass +1W")
    assert garden(state, 0) == "1G 2W 2Y 2G 2G 3R 3R 3G"
    assert GAME.to_move(state) == 1  # seat 2 passed: first to surrender
    state, events = play(state, "done done")
    assert sorted(texts(state)) == ["S:1G2G3G"]
    state, events = play(state, "S:1G2G3G")
    [line] = scores_of(events)
    assert (line.side, line.points, line.rule) == (0, 2, "karesansui.sets.flush")
    assert state.scores[0] == 1 + 2


def test_a_foursome_of_five_colours_gives_a_choice_of_which_colour_stays() -> None:
    # Seat 1 draws 2W 2Y 2R 2G 2B at setup; seat 3 passes. Seat 1 may surrender any
    # four of the five; after one of them, one 2 is left and the garden is clean.
    setup = " ".join([draws("2W2Y2R2G2B"), draws("1W1Y1B3G3B"), draws("1G3Y3W1R1R")])
    state, _ = build(f"{setup} {draws('1B3W3W')} {draws('3B3Y')} -@1 -@2 pass +1Y done")
    # In niwa's order of the colour left behind: B, G, R, Y, W stay.
    assert texts(state) == [
        "F:2W2Y2R2G",
        "F:2W2Y2R2B",
        "F:2W2Y2G2B",
        "F:2W2R2G2B",
        "F:2Y2R2G2B",
    ]
    state, _ = play(state, "F:2W2R2G2B")
    assert garden(state, 0) == "1B 2Y 3W 3W"
    assert texts(state) == ["done"]


@pytest.mark.parametrize(
    ("move", "rule"),
    [
        (Done(0), "karesansui.surrender.all"),  # stopping while sets remain
        (Surrender(0, ("2W", "2W", "2W")), "karesansui.surrender.own"),  # not held
        (Surrender(0, ("1W", "2W", "3W")), "karesansui.surrender.own"),
        (Surrender(0, ("1R", "2W", "3R")), "karesansui.sets.forbidden"),  # no set
        (Surrender(0, ("3R", "3R")), "karesansui.sets.forbidden"),
        (Surrender(0, ()), "karesansui.sets.forbidden"),
        (Surrender(0, ("2Y", "2W", "2R", "2G")), "karesansui.rocks.notation"),
        (Surrender(1, ("3B", "3B", "3B")), "karesansui.surrender.order"),
        (Bid(0, 0, ()), "karesansui.round.steps"),
        (Pass(0), "karesansui.round.steps"),
    ],
)
def test_illegal_surrenders_say_why_with_the_rule(move: object, rule: str) -> None:
    state, _ = build(f"{ROUND_1} done")
    assert move not in GAME.legal_moves(state)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, move)  # type: ignore[arg-type]
    assert err.value.rule == rule
    assert err.value.rule in GAME.rules


def test_stopping_early_names_a_set_that_remains() -> None:
    state, _ = build(f"{ROUND_1} done F:2W2Y2R2G")
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, Done(0))
    assert err.value.rule == "karesansui.surrender.all"
    assert "Trips: 3R 3R 3R" in err.value.reason


def test_surrender_notation_checks_the_named_set() -> None:
    state, _ = build(f"{ROUND_1} done")
    assert GAME.parse_move(state, "t: 3r 3r 3r") == Surrender(0, ("3R", "3R", "3R"))
    assert GAME.parse_move(state, "3R2R1R") == Surrender(0, ("1R", "2R", "3R"))
    with pytest.raises(ValueError, match="is a Trips"):
        GAME.parse_move(state, "F:3R3R3R")
    with pytest.raises(ValueError, match="no forbidden set"):
        GAME.parse_move(state, "S:1R2R")
    with pytest.raises(ValueError, match="T \\(Trips\\)"):
        GAME.parse_move(state, "Q:1R2R3R")


def test_the_round_ends_the_black_stone_moves_and_the_passer_starts() -> None:
    # karesansui.tracker.advance and karesansui.round.next: after everyone's done, the
    # black stone moves from space 1 to space 2 and seat 3 (the passer) makes the piles.
    state, events = build(f"{ROUND_1} done S:1R2R3R done done")
    assert state.black == 1
    assert (state.round, state.start, state.phase) == (2, 2, FILL)
    rules = [getattr(e, "rule", "") for e in events[-3:]]
    assert rules == [
        "karesansui.surrender.all",
        "karesansui.tracker.advance",
        "karesansui.round.next",
    ]
    # Round 2's bidding starts with seat 3.
    state, _ = play(state, f"{draws('1G2G3G')} {draws('3R3B')}")
    assert (state.phase, GAME.to_move(state)) == (BID, 2)


def test_setup_gardens_may_hold_sets_until_the_surrender_step() -> None:
    # Seat 1's setup 2W 2Y 2R 2G is a Foursome: nothing happens before step 4, and
    # seat 1 may even bid it away.
    state, _ = build(f"{START_3P} 2W2Y2R2G@1 -@2 pass +1Y")
    assert garden(state, 0) == "1R 3R 3R 3R"
    state, _ = play(state, "done")
    assert texts(state) == ["T:3R3R3R"]
    assert GAME.new_game(Options(players=3)).phase != SURRENDER
