"""Covering and taking piles: 'Cómo se juega' and 'Carta Yin-Yang'.

Position used throughout (two players, niwa's deck): the left pile shows B7 and
faces the yin-yang's + side, the right pile shows G4 and faces its - side. Seat 1
holds B9 B5 B1 G2 G6 Y7 P4 G13 and six unnamed cards (P1 P2 P3 P5 P6 P7).
"""

from __future__ import annotations

import pytest

from engine.core import IllegalMove, Log
from engine.sakura import GAME, End, Options, Play, Take
from engine.sakura import cards as C
from tests.engine.sakura_script import build, deal, refusal

START_PILES = ("B7", "G4")
START = deal(["B9 B5 B1 G2 G6 Y7 P4 G13"], " ".join(START_PILES), players=2)


def rules_logged(events: list[object]) -> list[str]:
    return [e.rule for e in events if isinstance(e, Log)]


def refused(script: str, move_text: str, deal_text: str = START) -> IllegalMove:
    err = refusal(build(script, deal_text)[0], move_text)
    assert err.reason
    return err


def test_the_position_is_as_described() -> None:
    state, _ = build("", START)
    assert state.plus_left  # ruling sakura.setup.yinyang: + faces the left pile
    assert (state.up(0), state.up(1)) == (True, False)
    assert sorted(C.CODES[c] for c in state.hands[0]) == sorted(
        ["B9", "B5", "B1", "G2", "G6", "Y7", "P4", "G13", "P1", "P2", "P3", "P5", "P6", "P7"]
    )
    assert GAME.to_move(state) == 0


@pytest.mark.parametrize(
    ("move", "rule"),
    [
        ("L:B9", "sakura.play.direction"),  # blue 9 above blue 7 on the + side
        ("R:G2", "sakura.play.direction"),  # green 2 below green 4 on the - side
        ("L:Y7", "sakura.play.same_value"),  # a 7 of any colour on a 7
        ("R:P4", "sakura.play.same_value"),  # a 4 of any colour on a 4, even on the - side
    ],
)
def test_legal_covers(move: str, rule: str) -> None:
    state, events = build(move, START)
    assert rules_logged(events) == [rule]
    pile = 0 if move[0] == "L" else 1
    assert state.piles[pile] == (C.BY_CODE[START_PILES[pile]], C.BY_CODE[move[2:]])
    assert C.BY_CODE[move[2:]] not in state.hands[0]
    assert len(state.hands[0]) == 13


@pytest.mark.parametrize(
    ("move", "rule"),
    [
        ("L:B5", "sakura.play.direction"),  # lower blue on the + side
        ("R:G6", "sakura.play.direction"),  # higher green on the - side
        ("L:B1", "sakura.play.direction"),  # no wrap: a 1 follows only a 13 on the + side
        ("R:B5", "sakura.play.colour"),  # blue on green, and not a 4
        ("L:G2", "sakura.play.colour"),
        ("L:P4", "sakura.play.colour"),  # a 4 on the 7: neither colour nor value
        ("L:B12", "sakura.play.from_hand"),  # seat 2 holds the blue 12
    ],
)
def test_illegal_covers_say_why(move: str, rule: str) -> None:
    assert refused("", move).rule == rule


def test_direction_refusal_names_the_side_and_the_bound() -> None:
    err = refused("", "L:B5")
    assert "+ side" in err.reason and "higher than 7" in err.reason


WRAP = deal(["B1 B2 B12 G13 G12 G2 Y13 Y1"], "B13 G1", players=2)


@pytest.mark.parametrize(
    ("move", "rule"),
    [
        ("L:B1", "sakura.play.wrap"),  # + side: a 1 may follow a 13
        ("R:G13", "sakura.play.wrap"),  # - side: a 13 may follow a 1
        ("L:Y13", "sakura.play.same_value"),
        ("R:Y1", "sakura.play.same_value"),
    ],
)
def test_both_wraps_and_same_value_at_the_ends(move: str, rule: str) -> None:
    _, events = build(move, WRAP)
    assert rules_logged(events) == [rule]


@pytest.mark.parametrize("move", ["L:B2", "L:B12", "R:G2", "R:G12"])
def test_after_a_13_on_plus_only_the_1_and_after_a_1_on_minus_only_the_13(move: str) -> None:
    # B12 is lower than 13 and B2 is "higher" only by going round further than one step.
    assert refused("", move, WRAP).rule == "sakura.play.wrap"


def test_the_wrap_is_only_between_13_and_1() -> None:
    # Left B12 (+): the blue 1 is not higher. Right G2 (-): the green 13 is not lower.
    start = deal(["B1 G13"], "B12 G2", players=2)
    assert refused("", "L:B1", start).rule == "sakura.play.direction"
    assert refused("", "R:G13", start).rule == "sakura.play.direction"


def test_one_card_on_each_pile_then_end() -> None:
    state, _ = build("L:B9", START)
    assert refused("L:B9", "L:Y7").rule == "sakura.turn.both_piles"
    assert refused("L:B9", "end").rule == "sakura.turn.both_piles"
    assert End(0) not in GAME.legal_moves(state)
    state, events = build("L:B9 R:G2 end", START)
    assert rules_logged(events) == ["sakura.turn.end"]
    assert GAME.to_move(state) == 1
    assert [len(h) for h in state.hands] == [12, 14]


def test_the_next_player_follows_the_new_top_cards() -> None:
    # After L:B9 and R:G2, seat 2 must beat B9 on the left and go under G2 on the right.
    state, _ = build("L:B9 R:G2 end", START)
    # Seat 2's unnamed cards include B10 (above 9), P9 (a 9) and B2 (a 2): legal;
    # B8 is lower than 9: refused.
    moves = {GAME.move_text(m) for m in GAME.legal_moves(state)}
    assert {"L:B10", "L:P9", "R:B2"} <= moves
    assert "L:B8" not in moves
    assert refused("L:B9 R:G2 end", "L:B8").rule == "sakura.play.direction"


def test_wrong_seat_wrong_pile_and_unknown_card() -> None:
    state, _ = build("", START)
    for move, rule in [
        (Play(1, "L", "B9"), "sakura.turn.order"),
        (Play(0, "M", "B9"), "sakura.turn.both_piles"),
        (Play(0, "L", "Q7"), "sakura.play.from_hand"),
        (Take(0, "L", "Q7"), "sakura.play.from_hand"),
    ]:
        with pytest.raises(IllegalMove) as err:
            GAME.apply(state, move)
        assert err.value.rule == rule


def test_an_illegal_move_leaves_the_state_untouched() -> None:
    state, _ = build("", START)
    before = state
    with pytest.raises(IllegalMove):
        GAME.apply(state, Play(0, "L", "B5"))
    assert state == before


# -- taking a pile ------------------------------------------------------------------

# Seat 1 (B9, G2 and unnamed cards) covers both piles; seat 2's whole hand is
# named: nothing blue above 9 and no 9, so it cannot cover the left pile (B7 B9),
# but G1 goes under the right pile's G2.
SEAT2 = "B2 B3 B4 B5 B6 G1 P2 P3 P4 P5 P6 Y2 Y3 Y4"
TAKING = deal(["B9 G2", SEAT2], "B7 G4")


def test_a_pile_you_could_cover_may_not_be_taken() -> None:
    err = refused("", "xR:P4", START)  # seat 1 could play G2 (or P4) on G4
    assert err.rule == "sakura.take.only_if_stuck"
    assert "G2" in err.reason or "P4" in err.reason


def test_take_one_pile_and_cover_the_other() -> None:
    state, _ = build("L:B9 R:G2 end", TAKING)
    legal = {GAME.move_text(m) for m in GAME.legal_moves(state)}
    # Left is stuck: every card of the hand may restart it, and no cover is offered.
    assert {f"xL:{c}" for c in SEAT2.split()} <= legal
    assert not any(m.startswith("L:") for m in legal)
    assert "R:G1" in legal and not any(m.startswith("xR") for m in legal)

    state, events = build("L:B9 R:G2 end xL:P2", TAKING)
    # sakura.take.forced: B7 and B9 go to seat 2's tricks, P2 starts the pile again.
    assert sorted(C.CODES[c] for c in state.tricks[1]) == ["B7", "B9"]
    assert state.piles[0] == (C.BY_CODE["P2"],)
    assert C.BY_CODE["P2"] not in state.hands[1]
    # sakura.take.coins: 7 and 9 each carry one coin (niwa's deck): 5 + 2 = 7.
    assert state.coins == (5, 7)
    assert state.supply == 80 - 12
    assert rules_logged(events) == ["sakura.take.forced", "sakura.take.coins"]
    state, _ = build("L:B9 R:G2 end xL:P2 R:G1 end", TAKING)
    assert GAME.to_move(state) == 0


def test_a_restarted_pile_is_followed_from_its_new_card() -> None:
    # After seat 2 restarts the left pile with P2 (+ side), seat 1 must beat a pink 2.
    # Seat 1's unnamed cards are P1 P7..P13 B1 B8 B10 B11: every pink but P1 may.
    state, _ = build("L:B9 R:G2 end xL:P2 R:G1 end", TAKING)
    legal = {GAME.move_text(m) for m in GAME.legal_moves(state)}
    assert {m for m in legal if m.startswith("L:")} == {f"L:P{v}" for v in range(7, 14)}
    assert refused("L:B9 R:G2 end xL:P2 R:G1 end", "L:P1", TAKING).rule == ("sakura.play.direction")


def test_take_needs_a_card_from_hand() -> None:
    assert refused("L:B9 R:G2 end", "xL:B9", TAKING).rule == "sakura.play.from_hand"


# -- notation -----------------------------------------------------------------------


def test_notation_round_trips() -> None:
    state, _ = build("L:B9 R:G2 end", TAKING)
    for move in GAME.legal_moves(state):
        assert GAME.parse_move(state, GAME.move_text(move)) == move
    assert GAME.parse_move(state, " x l : p2 ") == Take(1, "L", "P2")
    assert GAME.parse_move(state, "r:g1") == Play(1, "R", "G1")
    with pytest.raises(ValueError, match="not a Sakura move"):
        GAME.parse_move(state, "P2")
    with pytest.raises(ValueError, match="not a card"):
        GAME.parse_move(state, "L:B14")


def test_the_dealers_moves_are_one_word_and_read_with_spaces_too() -> None:
    # A lesson's or a test's script splits on spaces, so each move's notation is one word.
    state = GAME.new_game(Options(players=2))
    deal_move = GAME.parse_move(state, TAKING)
    text = GAME.move_text(deal_move)
    assert text.split() == [text] and text.startswith("deal:")
    assert GAME.parse_move(state, text) == deal_move
    spaced = text.replace("deal:", "deal ").replace(";", " ")
    assert GAME.parse_move(state, spaced) == deal_move
    shuffle = GAME.parse_move(state, "shuffle S,C1")
    assert GAME.move_text(shuffle) == "shuffle:S,C1"
    assert GAME.parse_move(state, "shuffle:S,C1") == shuffle


# Seat 1 holds no blue above 7, no green below 4 and no 7 or 4: neither pile can be
# covered (left B7 on +, right G4 on -).
STUCK = deal(["B1 B2 B3 B5 B6 G5 G6 G8 G9 P1 P2 P3 P5 P6"], "B7 G4", players=2)


def test_both_piles_may_be_taken_in_one_turn() -> None:
    # sakura.take.forced ('Cómo se juega': "debe coger esa pila o pilas"): seat 1 takes
    # B7 (1 shuriken, 1 coin: 7 carries one) and restarts it with P1, then takes G4
    # (1 shuriken, no coin) and restarts it with P2. Coins 5 + 1 = 6; supply 70 - 1 = 69.
    state, _ = build("xL:P1", STUCK)
    legal = {GAME.move_text(m) for m in GAME.legal_moves(state)}
    assert "xR:P2" in legal and not any(m.startswith("R:") for m in legal)
    state, _ = build("xL:P1 xR:P2 end", STUCK)
    assert sorted(C.CODES[c] for c in state.tricks[0]) == ["B7", "G4"]
    assert state.piles == ((C.BY_CODE["P1"],), (C.BY_CODE["P2"],))
    assert state.coins == (6, 5) and state.supply == 69
    assert len(state.hands[0]) == 12 and GAME.to_move(state) == 1
