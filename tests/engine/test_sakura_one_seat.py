"""Sakura recorded from one seat (issue 28): the deal as that seat sees it, cards of the
hidden hands revealed as they are played, and the row's refill turned up at the table.

Unless a test says otherwise: two players, seat 2 records. Seat 2 holds B9 B5 G2 G13
and P1 to P10; seat 1's hand is unknown (``?``). The piles start B7 (left,
+ side) and G4 (right, - side); the row is 1:S 2:C1 3:C2 4:C3 5:S, the other ten
characters face down in an order nobody saw.
"""

from __future__ import annotations

import pytest

from engine.core import CHANCE, IllegalMove, Unseen
from engine.sakura import DEFAULT_DECK, GAME, Options, State
from engine.sakura import cards as C
from engine.sakura.game import PLAY, REFILL, Deal, Refill
from tests.engine.sakura_script import build, deal, refusal

MINE = deal(["", "B9 B5 G2 G13 P1 P2 P3 P4 P5 P6 P7 P8 P9 P10"], "B7 G4", players=2)


def seen_deal() -> str:
    """Seat 2's deal: its own hand, ``?`` for seat 1's, the row's five characters only."""
    hands, rest = MINE.removeprefix("deal:").split(";", 1)
    mine = hands.split("/")[1]
    piles, chars = rest.split(";chars=")
    return f"deal:?/{mine};{piles};chars={','.join(chars.split(',')[:5])}"


def dealt(moves: str = "") -> State:
    return build(moves, seen_deal())[0]


def row(state: State) -> str:
    return " ".join(DEFAULT_DECK.characters[k].code for k in state.row)


def test_the_deal_as_one_seat_sees_it() -> None:
    # «Preparación»: 14 cards each with two players, 2 face up, 5 characters face up.
    state = dealt()
    assert state.phase == PLAY and state.revealing
    assert state.hands[0] == (C.HIDDEN,) * 14
    assert {C.CODES[c] for c in state.hands[1]} >= {"B9", "B5", "G2", "G13"}
    assert [C.CODES[p[-1]] for p in state.piles] == ["B7", "G4"]
    assert row(state) == "S C1 C2 C3 S"
    assert state.draw == (C.HIDDEN,) * 10  # the order was never seen
    move = GAME.parse_move(GAME.new_game(Options(players=2)), seen_deal())
    assert isinstance(move, Deal) and move.hands[0] == ("?",) * 14
    assert GAME.parse_move(GAME.new_game(Options(players=2)), GAME.move_text(move)) == move


def test_a_deal_must_name_one_hand_and_a_row_the_deck_holds() -> None:
    new = GAME.new_game(Options(players=2))
    nobody = seen_deal().replace(seen_deal().split(";")[0], "deal:?/?")
    assert refusal(new, nobody).rule == "sakura.setup.deal"
    six_samurai = seen_deal().split(";chars=")[0] + ";chars=S,S,S,S,S,S"
    assert refusal(new, six_samurai).rule == "sakura.setup.characters"


def test_a_card_from_a_hidden_hand_is_revealed_by_its_play() -> None:
    # Seat 1 plays B8 on the left pile's B7: blue and higher on the + side, legal; no
    # card known so far is B8, so it was one of seat 1's unknown cards.
    state = dealt("L:B8")
    assert C.CODES[state.piles[0][-1]] == "B8"
    assert state.hands[0] == (C.HIDDEN,) * 13  # one unknown card fewer, none named


def test_a_card_already_seen_cannot_come_from_a_hidden_hand() -> None:
    # B9 is in seat 2's (the recorder's) hand: seat 1 cannot play it.
    err = refusal(dealt(), "L:B9")
    assert err.rule == "sakura.play.from_hand"
    assert "B9 cannot come from seat 1's hand: it is in seat 2's hand" in err.reason
    # B7 lies on the left pile (seen when dealt): nor can seat 1 start a pile with it.
    err = refusal(dealt("L:B8"), "xR:B7")
    assert "it is in the left pile" in err.reason


def test_the_covering_rule_is_still_checked_on_a_hidden_hand() -> None:
    # G5 on the left pile's B7: another colour and another value (sakura.play.cover).
    err = refusal(dealt(), "L:G5")
    assert err.rule.startswith("sakura.play")
    assert err.rule != "sakura.play.from_hand"


def test_a_take_from_a_hidden_hand_is_accepted_not_guessed() -> None:
    # Whether seat 1 could have covered the right pile rests on its hidden hand: the
    # record accepts the take (a position written with ?N raises Unseen instead).
    state = dealt("L:B8 xR:Y3")
    assert [C.CODES[c] for c in state.tricks[0]] == ["G4"]
    assert C.CODES[state.piles[1][-1]] == "Y3"
    written = GAME.parse_position(GAME.position_text(dealt("L:B8")))
    assert not written.revealing
    with pytest.raises(Unseen):
        GAME.apply(written, GAME.parse_move(written, "xR:Y3"))


def test_a_hire_waits_for_the_card_the_table_turns_up() -> None:
    # «Cómo se juega»: the row slides to the 1-coin end and the gap is filled from the
    # draw pile; its order was never seen, so the dealer says what is turned up.
    state = dealt("$3=C2")
    assert state.phase == REFILL and GAME.to_move(state) == CHANCE
    assert row(state) == "S C1 C3 S" and state.refill == 1
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, Refill(("C2", "S")))
    assert err.value.rule == "sakura.characters.shift"
    after = GAME.apply(state, GAME.parse_move(state, "turn:C1")).state
    assert after.phase == PLAY and row(after) == "S C1 C3 S C1"
    assert len(after.draw) == 9
    assert GAME.move_text(Refill(("C1",))) == "turn:C1"


def test_only_a_character_still_face_down_can_be_turned_up() -> None:
    # niwa's deck has 2 C3 («Personajes», niwa's ruling): one is in the row; after the
    # second is turned up, a third cannot be.
    state = dealt("$3=C2 turn:C3")
    assert row(state) == "S C1 C3 S C3"
    state = GAME.apply(state, GAME.parse_move(state, "$1=S")).state
    err = refusal(state, "turn:C3")
    assert err.rule == "sakura.characters.shift"
    assert "every C3 is already in the row or discarded" in err.reason


def test_one_place_to_refill_lists_what_may_be_turned_up() -> None:
    # After the C2 hired, the face-down ten are 3 S, 3 C1, 3 C2, 1 C3 (niwa's deck: 5 S,
    # 4 C1, 4 C2, 2 C3, «Personajes», niwa's ruling; the row holds S C1 C3 S).
    state = dealt("$3=C2")
    listed = [GAME.move_text(m) for m in GAME.legal_moves(state)]
    assert listed == ["turn:S", "turn:C1", "turn:C2", "turn:C3"]
