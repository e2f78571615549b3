"""A Cook's count: niwa's ruling sakura.character.count (shared/rules-facts.md, Sakura).

"A Cook's count is plain arithmetic and does not wrap: a 12 raised by 2 counts as
14, a 1 lowered by 2 counts as -1. The count replaces the printed value in every
comparison (higher/lower, and "same value"). The wrap of the text applies when
the count is exactly 1 or 13."

Two players, niwa's deck, characters in the order ROW_FIRST: the row is 1:S 2:C1
3:C2 4:C3 5:S (the number is the price). Seat 1 has 5 coins, so ``$3=C2`` hires
the Cook 2 and ``$2=C1`` the Cook 1. The yin-yang card has + towards the left pile.
"""

from __future__ import annotations

from engine.core import IllegalMove, Log
from engine.sakura import GAME
from engine.sakura import cards as C
from tests.engine.sakura_script import build, deal, refusal

HAND = "B12 B1 B3 B2 B11 B13 G5 P7 Y12"


def position(piles: str) -> str:
    """The deal with ``piles`` (left then right); seat 1 holds the rest of HAND."""
    hand = " ".join(c for c in HAND.split() if c not in piles.split())
    return deal([hand], piles, players=2)


def played(piles: str, move: str, script: str = "$3=C2") -> tuple[str, str]:
    """The pile's new top card and the rule the move's log cites."""
    state, events = build(f"{script} {move}", position(piles))
    logs = [e for e in events if isinstance(e, Log)]
    pile = 0 if move.startswith("L") else 1
    return C.CODES[state.piles[pile][-1]], logs[0].rule


def refused(piles: str, move: str, script: str = "$3=C2") -> IllegalMove:
    return refusal(build(script, position(piles))[0], move)


def test_the_count_is_a_ruling_in_the_catalogue() -> None:
    rule = GAME.rules["sakura.character.count"]
    assert rule.ruling
    assert "never goes round the end" in rule.text


def test_a_12_raised_by_2_counts_14_and_covers_a_blue_10_on_plus() -> None:
    # Left B10 (+). B12 + 2 = 14 > 10: legal (the old wrapping count, 1, was refused).
    top, rule = played("B10 G4", "L:B12+2")
    assert top == "B12"
    assert rule == "sakura.character.count"  # the count left 1..13: the ruling decided


def test_a_1_lowered_by_2_counts_minus_1_and_is_refused_on_plus() -> None:
    # Left B10 (+). B1 - 2 = -1, not higher than 10 (the old count, 12, was accepted).
    err = refused("B10 G4", "L:B1-2")
    assert err.rule == "sakura.character.count"
    assert "counted as -1" in err.reason


def test_a_1_lowered_by_2_is_lower_than_anything_on_minus() -> None:
    # Right B6 (-). B1 - 2 = -1 < 6: legal.
    top, rule = played("B10 B6", "R:B1-2")
    assert (top, rule) == ("B1", "sakura.character.count")


def test_a_count_above_13_is_higher_than_a_13() -> None:
    # Left B13 (+). B12 + 2 = 14 > 13: legal as higher, not as a wrap.
    assert played("B13 G4", "L:B12+2") == ("B12", "sakura.character.count")


def test_the_wrap_needs_a_count_of_exactly_1_after_a_13() -> None:
    # Left B13 (+). B3 - 2 = 1: the step round the end. B2 - 2 = 0: neither higher
    # than 13 nor 1, refused by the ruling. B11 + 1 = 12: lower, refused by the wrap.
    assert played("B13 G4", "L:B3-2") == ("B3", "sakura.character.cook")
    assert refused("B13 G4", "L:B2-2").rule == "sakura.character.count"
    err = refused("B13 G4", "L:B11+1", script="$2=C1")
    assert err.rule == "sakura.play.wrap"
    assert "above 13" in err.reason


def test_the_wrap_needs_a_count_of_exactly_13_after_a_1() -> None:
    # Right B1 (-). B11 + 2 = 13: the step round the end. B13 + 2 = 15: neither lower
    # than 1 nor 13, refused by the ruling. B3 - 2 = 1 is the same value, legal.
    assert played("G4 B1", "R:B11+2") == ("B11", "sakura.character.cook")
    assert refused("G4 B1", "R:B13+2").rule == "sakura.character.count"
    assert played("G4 B1", "R:B3-2") == ("B3", "sakura.character.cook")


def test_the_count_replaces_the_printed_value_for_the_same_value() -> None:
    # Left B7 (+). G5 + 2 counts as 7: the same value, whatever its colour.
    assert played("B7 G4", "L:G5+2") == ("G5", "sakura.character.cook")
    # P7 is printed 7 but counts as 9 or 5 with the Cook 2: not the same value, and
    # not blue, so it may not cover the blue 7.
    assert refused("B7 G4", "L:P7+2").rule == "sakura.play.colour"
    assert refused("B7 G4", "L:P7-2").rule == "sakura.play.colour"


def test_a_count_above_13_matches_no_value() -> None:
    # Right G12 (-), a green on the - side. Y12 + 2 = 14: not 12 and not green.
    assert refused("B7 G12", "R:Y12+2").rule == "sakura.play.colour"


def test_legal_moves_agree_with_the_ruling() -> None:
    # Left B10 (+) with the Cook 2, seat 1's blues B1 B2 B3 B11 B12 B13 counted:
    # higher than 10 are B11+2 (13), B12+2 (14), B13+2 (15) and B13-2 (11); B12-2
    # (10) is the same value. B1+2, B2+2, B3+2 (3, 4, 5), B11-2 (9) and every -2 of
    # the small ones are lower. G5+-2 (7, 3), P7+-2 (9, 5), Y12+-2 (14, 10!) count:
    # Y12-2 counts as 10, the same value as the blue 10, so it covers it too. The
    # spare cards P1..P5 count 3..7 at most: none.
    state, _ = build("$3=C2", position("B10 G4"))
    left = {GAME.move_text(m) for m in GAME.legal_moves(state) if GAME.move_text(m)[0] == "L"}
    assert left == {"L:B12+2", "L:B11+2", "L:B13+2", "L:B13-2", "L:B12-2", "L:Y12-2"}
