"""Hiring characters, the row and its draw pile: 'Cómo se juega', 'Personajes'.

Unless a test says otherwise: two players, niwa's deck, the characters dealt in
the order ROW_FIRST, so the row is 1:S 2:C1 3:C2 4:C3 5:S (the number is the
price) and the draw pile starts S S S C1. The left pile shows B7 on the + side,
the right pile G4 on the - side; seat 1 holds B9 B5 G2 G13 and unnamed cards.
"""

from __future__ import annotations

import pytest

from engine.core import CHANCE, IllegalMove, Log
from engine.sakura import DEFAULT_DECK, GAME, Character, Deck, Hire, Shuffle, State
from engine.sakura import cards as C
from tests.engine.sakura_script import build, deal, refusal

START = deal(["B9 B5 G2 G13"], "B7 G4", players=2)


def row(state: State) -> str:
    return " ".join(DEFAULT_DECK.characters[k].code for k in state.row)


def refused(
    script: str, move_text: str, deal_text: str = START, deck: Deck | None = None
) -> IllegalMove:
    return refusal(build(script, deal_text, deck=deck)[0], move_text)


def test_the_row_and_its_prices() -> None:
    state, _ = build("", START)
    assert row(state) == "S C1 C2 C3 S"
    assert len(state.draw) == 10 and state.discard == ()
    hires = [GAME.move_text(m) for m in GAME.legal_moves(state) if isinstance(m, Hire)]
    assert hires == ["$1=S", "$2=C1", "$3=C2", "$4=C3", "$5=S"]  # 5 coins: every place


def test_hiring_pays_the_place_into_the_supply_and_the_row_moves_up() -> None:
    # sakura.characters.cost + .shift: the C2 at place 3 costs 3; S and C1 stay, C3 and
    # S slide down to places 3 and 4, and the top of the draw pile (S) fills place 5.
    state, _ = build("$3=C2", START)
    assert state.coins == (2, 5)
    assert state.supply == 70 + 3
    assert row(state) == "S C1 C3 S S"
    assert len(state.draw) == 9
    assert [DEFAULT_DECK.characters[k].code for k in state.discard] == ["C2"]


def test_hiring_without_the_coins_is_refused() -> None:
    # $5=S leaves no coins; the row becomes S C1 C2 C3 + S from the draw pile.
    err = refused("$5=S", "$1=S")
    assert err.rule == "sakura.characters.cost"
    assert "have 0" in err.reason


def test_the_character_named_must_be_at_that_place() -> None:
    assert refused("", "$1=C1").rule == "sakura.characters.hire"
    assert refused("", "$6=S").rule == "sakura.characters.hire"


def test_a_samurai_turns_the_yin_yang_card() -> None:
    # sakura.character.samurai: now + faces the right pile. Left (B7) wants lower
    # blues: B5 fits and B9 no longer does; right (G4) wants higher greens.
    state, events = build("$1=S", START)
    assert not state.plus_left
    assert [e.rule for e in events if isinstance(e, Log)] == ["sakura.character.samurai"]
    legal = {GAME.move_text(m) for m in GAME.legal_moves(state)}
    assert "L:B5" in legal and "L:B9" not in legal
    assert "R:G13" in legal and "R:G2" not in legal
    assert refused("$1=S", "L:B9").rule == "sakura.play.direction"


def test_a_samurai_hired_after_the_cards_changes_the_next_players_piles() -> None:
    # sakura.characters.hire (nota): seat 1 plays, then flips; seat 2 meets + on the right.
    state, _ = build("L:B9 R:G2 $1=S end", START)
    assert GAME.to_move(state) == 1
    assert not state.plus_left
    assert state.up(1) and not state.up(0)


def test_a_cook_moves_the_value_the_next_card_counts_as() -> None:
    # sakura.character.cook: with the Cook 3 (place 4), B5 counts as 8 on the left's
    # B7 (+): legal. B5-3 counts as 2: lower, refused. The card itself stays B5.
    state, events = build("$4=C3 L:B5+3", START)
    assert state.piles[0][-1] == C.BY_CODE["B5"]
    assert state.cook == 0
    assert events[0].rule == "sakura.character.cook"  # type: ignore[attr-defined]
    assert "counted as 8" in events[0].text  # type: ignore[attr-defined]
    assert refused("$4=C3", "L:B5-3").rule == "sakura.play.direction"


def test_a_cooked_card_may_reach_the_same_value() -> None:
    # Cook 2 (place 3): B5 + 2 = 7, the left pile's value, so it covers B7 either way.
    state, _ = build("$3=C2", START)
    assert {"L:B5+2", "L:B9-2"} <= {GAME.move_text(m) for m in GAME.legal_moves(state)}


def test_a_cooked_value_does_not_go_round_the_end() -> None:
    # ruling sakura.character.count: G13 + 2 counts as 15, not 2: it is not lower
    # than the right pile's G4 on the - side.
    err = refused("$3=C2", "R:G13+2")
    assert err.rule == "sakura.character.count"
    assert "counted as 15" in err.reason and "never goes round the end" in err.reason


def test_the_next_player_follows_a_cooked_card_as_printed() -> None:
    # G6 - 2 counts as 4, the right pile's value (same value). Seat 2 then follows G6
    # as printed (sakura.play.follow_top): their G1 (lower green) and B6 (same value)
    # may cover it, their B4 may not (the 4 it counted as is gone).
    start = deal(["B9 G6"], "B7 G4", players=2)
    state, events = build("$3=C2 R:G6-2", start)
    assert state.piles[1][-1] == C.BY_CODE["G6"]
    assert events[0].rule == "sakura.character.cook"  # type: ignore[attr-defined]
    state, _ = build("$3=C2 R:G6-2 L:B9 end", start)
    hand = {C.CODES[c] for c in state.hands[1]}
    assert {"G1", "B6", "B4"} <= hand
    legal = {GAME.move_text(m) for m in GAME.legal_moves(state)}
    assert {"R:G1", "R:B6"} <= legal and "R:B4" not in legal


def test_a_waiting_cook_must_be_used_with_its_amount() -> None:
    err = refused("$3=C2", "L:B9")
    assert err.rule == "sakura.character.cook"
    assert "B9+2" in err.reason
    assert refused("$3=C2", "L:B9+1").rule == "sakura.character.cook"
    assert refused("", "L:B9+1").rule == "sakura.character.cook"  # no Cook hired


def test_one_cook_at_a_time_and_only_before_a_card() -> None:
    assert refused("$3=C2", "$2=C1").rule == "sakura.character.cook"  # row: S C1 C3 S S
    err = refused("L:B9 R:G2", "$2=C1")
    assert err.rule == "sakura.character.cook"
    state, _ = build("L:B9 R:G2", START)
    assert [GAME.move_text(m) for m in GAME.legal_moves(state) if isinstance(m, Hire)] == [
        "$1=S",
        "$5=S",
    ]


def test_a_cook_is_spent_on_a_restart_card_too() -> None:
    # With the left pile stuck even with the Cook 1 (seat 2's TAKE hand below), the
    # pile is taken and the restart card uses up the Cook.
    hand = "B2 B3 B4 B5 B6 G1 P2 P3 P4 P5 P6 Y2 Y3 Y4"
    taking = deal(["B9 G2", hand], "B7 G4")
    # Left shows B9 (+). Seat 2 hires C1 (place 2): B6+1 = 7, still lower; no 8/9/10.
    state, _ = build("L:B9 R:G2 end $2=C1", taking)
    legal = {GAME.move_text(m) for m in GAME.legal_moves(state)}
    assert "xL:P2" in legal
    state, _ = build("L:B9 R:G2 end $2=C1 xL:P2", taking)
    assert state.cook == 0
    assert "R:G1" in {GAME.move_text(m) for m in GAME.legal_moves(state)}


# -- a new row ------------------------------------------------------------------------

HAND2 = "B2 B3 B4 B5 B6 G1 P2 P3 P4 P5 P6 Y2 Y3 Y4"
RICH = deal(["B9 G2", HAND2], "B7 G4")
"""Seat 2 takes B7 B9 (2 coins) and can then afford a new row (7 coins)."""


def test_a_new_row_costs_6() -> None:
    assert refused("", "$row").rule == "sakura.characters.replace"  # 5 coins
    state, _ = build("L:B9 R:G2 end xL:P2 $row", RICH)
    assert state.coins == (5, 1)
    assert state.supply == 80 - 6
    # The old row S C1 C2 C3 S is discarded; the next five of the draw pile come up.
    assert row(state) == "S S S C1 C1"
    assert len(state.draw) == 5 and len(state.discard) == 5
    assert state.free


def test_one_of_the_new_row_is_free() -> None:
    state, _ = build("L:B9 R:G2 end xL:P2 $row $5=C1", RICH)
    assert state.coins == (5, 1)  # the 5-coin place, for nothing
    assert state.cook == 1
    assert not state.free


def test_the_free_hire_lapses_after_another_action() -> None:
    state, _ = build("L:B9 R:G2 end xL:P2 $row R:G1", RICH)
    assert not state.free
    assert refused("L:B9 R:G2 end xL:P2 $row R:G1", "$5=C1", RICH).rule == (
        "sakura.characters.cost"
    )


# -- reshuffling the character discard pile ------------------------------------------

SMALL = Deck(
    name="six characters",
    shurikens=DEFAULT_DECK.shurikens,
    coins=DEFAULT_DECK.coins,
    characters=(
        Character("S", "Samurai", "flip", 3),
        Character("C1", "Cook 1", "cook", 3, 1),
    ),
)
"""A deck file a player might write: 6 characters, so the draw pile holds one."""
SMALL_DEAL = deal(["B9 G2"], "B7 G4", chars="S,S,S,C1,C1,C1", players=2)


def test_the_discard_pile_is_reshuffled_when_the_draw_pile_is_empty() -> None:
    # Row S S S C1 C1, draw pile C1. The first hire draws the C1; the second finds the
    # draw pile empty: the dealer must shuffle the discard (two Samurai) first.
    state, _ = build("$1=S", SMALL_DEAL, deck=SMALL)
    assert state.draw == () and GAME.to_move(state) == 0
    state, events = build("$1=S $1=S", SMALL_DEAL, deck=SMALL)
    assert GAME.to_move(state) == CHANCE
    assert state.refill == 1 and len(state.row) == 4
    assert any(getattr(e, "rule", "") == "sakura.characters.reshuffle" for e in events)
    assert refused("$1=S $1=S", "L:B9", SMALL_DEAL, deck=SMALL).rule == (
        "sakura.characters.reshuffle"
    )
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, Shuffle(("S", "C1")))
    assert err.value.rule == "sakura.characters.reshuffle"

    state = GAME.apply(state, GAME.parse_move(state, "shuffle S,S")).state
    assert GAME.to_move(state) == 0
    assert [SMALL.characters[k].code for k in state.row] == ["S", "C1", "C1", "C1", "S"]
    assert state.draw == tuple(SMALL.character_deck()[:1]) and state.discard == ()
    assert state.coins[0] == 3


def test_a_new_row_draws_what_is_left_then_reshuffles() -> None:
    # ruling sakura.characters.reshuffle: one card left in the draw pile, five needed.
    # The rich deck pays 9 coins a card, so taking B7 B9 buys the new row.
    rich = Deck(
        name="rich", shurikens=SMALL.shurikens, coins=(9,) * 13, characters=SMALL.characters
    )
    script = "L:B9 R:G2 end xL:P2 $row"
    chars = "S,S,S,C1,C1,C1"
    state, _ = build(script, deal(["B9 G2", HAND2], "B7 G4", chars=chars), deck=rich)
    assert state.coins == (5, 5 + 18 - 6)
    assert [rich.characters[k].code for k in state.row] == ["C1"]
    assert GAME.to_move(state) == CHANCE and state.refill == 4
    state = GAME.apply(state, GAME.parse_move(state, "shuffle C1,S,S,S,C1")).state
    assert [rich.characters[k].code for k in state.row] == ["C1", "C1", "S", "S", "S"]
    assert [rich.characters[k].code for k in state.draw] == ["C1"]
    assert state.free
