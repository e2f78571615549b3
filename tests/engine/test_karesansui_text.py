"""Notation, hidden demerits and the ASCII picture used by ``niwa show``."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest

from engine.core import Log, Score
from engine.karesansui import GAME, Bid, Done, Draw, Options, Pass, State, Surrender
from engine.karesansui import components as C
from engine.karesansui import rocks as R
from engine.karesansui.game import HIDDEN
from engine.registry import GAMES
from tests.engine.karesansui_script import QUIET_SETUP_3P, START_3P, build, play, quiet_round

ROUND_1 = f"{START_3P} -@1 -@2 pass +1Y"


def test_karesansui_is_registered() -> None:
    assert GAMES["karesansui"] is GAME


@pytest.mark.parametrize(
    ("move", "text"),
    [
        (Draw("2R"), "+2R"),
        (Draw("K"), "+K"),
        (Bid(0, 1, ("1R", "1R", "2W")), "1R1R2W@2"),
        (Bid(2, 0, ()), "-@1"),
        (Pass(1), "pass"),
        (Surrender(0, ("3R", "3R", "3R")), "T:3R3R3R"),
        (Surrender(0, ("2W", "2Y", "2R", "2G")), "F:2W2Y2R2G"),
        (Surrender(0, ("1R", "2R", "3R")), "S:1R2R3R"),
        (Surrender(0, ("1R", "2W")), "X:1R2W"),  # no set: written, then refused
        (Done(2), "done"),
    ],
)
def test_move_text(move: object, text: str) -> None:
    assert GAME.move_text(move) == text


def test_parse_bids_in_any_order_and_case() -> None:
    state, _ = build(START_3P)  # seat 1 to bid
    assert GAME.parse_move(state, "3r 2w , 2y @ 2") == Bid(0, 1, ("2W", "2Y", "3R"))
    assert GAME.parse_move(state, "@1") == Bid(0, 0, ())
    assert GAME.parse_move(state, " - @ 1 ") == Bid(0, 0, ())
    assert GAME.parse_move(state, "PASS") == Pass(0)
    for bad, why in [
        ("2W@", "not a move"),
        ("4W@1", "no rock '4W'"),
        ("2X@1", "no rock '2X'"),
        ("2W2@1", "not a list of rocks"),
        ("hello", "not a move"),
    ]:
        with pytest.raises(ValueError, match=why):
            GAME.parse_move(state, bad)


def test_parse_draws() -> None:
    state = GAME.new_game(Options(players=3))
    assert GAME.parse_move(state, "+2r") == Draw("2R")
    assert GAME.parse_move(state, "3b") == Draw("3B")
    assert GAME.parse_move(state, "+k") == Draw("K")
    with pytest.raises(ValueError, match="not a draw"):
        GAME.parse_move(state, "2W@1")


def test_moves_are_tagged_structs_for_replays() -> None:
    data = msgspec.json.encode(Bid(0, 1, ("1R", "2W")))
    assert data == b'{"type":"bid","seat":0,"pile":1,"rocks":["1R","2W"]}'
    decoded = msgspec.json.decode(data, type=Draw | Bid | Pass | Surrender | Done)
    assert decoded == Bid(0, 1, ("1R", "2W"))


def test_other_seats_demerit_values_are_hidden_but_their_decks_are_not() -> None:
    # karesansui.demerits.hidden: seat 3 passed (Pass card) and seat 1 gives a
    # Straight Flush. Seat 2 sees that seat 1 holds a Straight Flush card and seat 3
    # a Pass card, not their values; seat 1 sees its own value.
    state, events = build(f"{ROUND_1} done S:1R2R3R")
    seen = GAME.view(state, 1)
    assert seen.cards[0] == ((C.FLUSH, HIDDEN),)
    assert seen.cards[2] == ((C.PASS, HIDDEN),)
    assert seen.scores == (HIDDEN, 0, HIDDEN)
    assert GAME.view(state, 0).cards[0] == ((C.FLUSH, 1),)
    assert GAME.view(state, None) == state
    # The public log says which deck, the private text (seat 1 only) the value.
    [log] = [e for e in events if isinstance(e, Log) and e.rule == "karesansui.sets.flush"]
    assert "worth" not in log.text and log.private is not None and "worth 1" in log.private
    assert [(e.side, e.points) for e in events if isinstance(e, Score)] == [(2, 1), (0, 1)]


def test_describe_draws_each_garden_as_the_player_aid_grid() -> None:
    state, _ = build(f"{ROUND_1} done")
    text = GAME.describe(state, None)
    assert text.isascii()
    lines = text.splitlines()
    # Seat 1 holds 1R 2W 2Y 2R 2G 3R 3R 3R: a row per value, a column per colour.
    at = lines.index("seat 1 (start player): 8 rocks, no demerits")
    assert lines[at + 1 : at + 5] == [
        "       W  Y  R  G  B",
        "  I    .  .  1  .  .",
        "  II   1  1  1  1  .",
        "  III  .  .  3  .  .",
    ]
    assert "seat 3 (passed): 6 rocks, demerits 1: P1" in lines
    assert "round tracker: [1*] [2] [3] [4] [5] -> bag  (black stone on space 1)" in lines
    assert "bag: 54 rocks" in lines
    assert lines[-1] == "surrenders: seat 1 to surrender a forbidden set or say done"


def test_describe_shows_piles_bids_and_hidden_demerits() -> None:
    state, _ = build(f"{START_3P} 2W@1")
    text = GAME.describe(state, None)
    assert "  1: 1R 3R 3R (value 7)" in text
    assert "bid: seat 1, 2W (value 2, 1 rock)" in text
    assert "  2: 3B 3W (value 6)" in text and "no bid" in text
    assert "bidding: seat 2 to bid or pass" in text
    state, _ = build(f"{ROUND_1} done S:1R2R3R")
    seen = GAME.describe(state, 1)
    assert "seat 1 (start player): 5 rocks, demerits ?: S?" in seen
    assert "seat 3 (passed): 6 rocks, demerits ?: P?" in seen
    assert seen.endswith("(as seen by seat 2)")
    assert "demerits 1: S1" in GAME.describe(state, 0)


def state_before_black() -> State:
    state, _ = build(QUIET_SETUP_3P)
    for _ in range(5):
        state = quiet_round(state)
    return state


def test_describe_a_finished_game_names_the_end_and_the_winner() -> None:
    # Five quiet rounds (passers seat 3, 2, 1, 3, 2), then the black stone is drawn
    # for round 6's first pile: seat 1 wins with 1 demerit.
    state, _ = play(state_before_black(), "+3W +K")
    before = GAME.describe(quiet_round_5 := state_before_black(), None).splitlines()
    assert "round tracker: [1] [2] [3] [4] [5] -> bag  (black stone in the bag)" in before
    assert f"bag: {sum(quiet_round_5.bag)} rocks and the black stone" in before
    lines = GAME.describe(state, None).splitlines()
    assert "round tracker: [1] [2] [3] [4] [5] -> bag  (black stone drawn)" in lines
    assert lines[-1] == ("game over (Black stone drawn for a pile): seat 1 (Fewest demerits wins)")


def test_the_worked_example_in_the_docs_plays_as_described() -> None:
    # docs/games/karesansui.md: the ```karesansui block is a whole round 1.
    doc = (Path(__file__).resolve().parents[2] / "docs" / "games" / "karesansui.md").read_text()
    script = doc.split("```karesansui\n", 1)[1].split("```", 1)[0]
    state, events = build(script)
    assert (state.round, state.start, state.black) == (2, 1, 1)
    assert state.scores == (1, 1, 0)
    assert state.cards == (((C.FLUSH, 1),), ((C.PASS, 1),), ())
    assert R.text(R.types_of(state.gardens[0])) == "2W 2Y 2G 3R 3R"
    displaced = [e for e in events if getattr(e, "rule", "") == "karesansui.bid.displaced"]
    assert len(displaced) == 2
