"""Every Sakura move says what it did and why it was allowed, in its Log events, with
the rule id from the catalogue (the viewer's explanation and ``niwa replay`` read them).

Positions are dealt by hand (tests/engine/sakura_script.py). START: seat 1 holds
B9 B5 G2 G6 P7 B12 B1 (and unnamed cards), seat 2 G1 B2 B3 B4 B6 P2 P3 P5 P6 Y4 Y5
G3; the left pile B7 faces + and the right pile G4 faces - (sakura.setup.yinyang);
the row is 1:S 2:C1 3:C2 4:C3 5:S and the draw pile S S S C1 C1 C1 C2 C2 C2 C3.
"""

from __future__ import annotations

from engine.core import Log
from tests.engine.sakura_script import build, deal

START = deal(["B9 B5 G2 G6 P7 B12 B1", "G1 B2 B3 B4 B6 P2 P3 P5 P6 Y4 Y5 G3"], "B7 G4")


def told(moves: str, start: str = START) -> list[tuple[str, str]]:
    """(rule id, words) of every Log of the last move of ``moves``."""
    _, events = build(moves, start)
    return [(e.rule, e.text) for e in events if isinstance(e, Log)]


def piles(piles: str, hand: str = "B12 B1 B11 B13 B3") -> str:
    """Seat 1 holds the cards of ``hand`` not on a pile; the piles start with ``piles``
    (left, right)."""
    held = " ".join(c for c in hand.split() if c not in piles.split())
    return deal([held], piles, players=2)


def test_a_higher_card_of_the_colour_on_the_plus_side() -> None:
    # sakura.play.direction: B9 over B7, the left pile faces +.
    assert told("L:B9") == [
        (
            "sakura.play.direction",
            "covered the left pile's B7 with B9: a blue 9 is higher than 7 on the + side",
        )
    ]


def test_a_lower_card_of_the_colour_on_the_minus_side() -> None:
    assert told("R:G2") == [
        (
            "sakura.play.direction",
            "covered the right pile's G4 with G2: a green 2 is lower than 4 on the - side",
        )
    ]


def test_the_same_value_in_any_colour() -> None:
    # sakura.play.same_value: the pink 7 on the blue 7.
    assert told("L:P7") == [
        (
            "sakura.play.same_value",
            "covered the left pile's B7 with P7: the same value, 7, in any colour",
        )
    ]


def test_the_wrap_on_both_sides() -> None:
    # sakura.play.wrap: a 1 may follow a 13 on +, a 13 a 1 on -.
    assert told("L:B1", piles("B13 G4")) == [
        (
            "sakura.play.wrap",
            "covered the left pile's B13 with B1: on the + side a blue 1 may follow the 13, "
            "going round the end",
        )
    ]
    assert told("R:B13", piles("G4 B1")) == [
        (
            "sakura.play.wrap",
            "covered the right pile's B1 with B13: on the - side a blue 13 may follow the 1, "
            "going round the end",
        )
    ]


def test_a_cooks_count_is_told_then_the_rule_it_met() -> None:
    # The Cook 3 (place 4, 4 coins): B5 + 3 counts as 8, higher than 7 on +.
    assert told("$4=C3 L:B5+3") == [
        ("sakura.character.cook", "played B5 with the Cook +3: B5 counted as 8"),
        (
            "sakura.play.direction",
            "covered the left pile's B7 with B5 (counted as 8): a blue counted as 8 is higher "
            "than 7 on the + side",
        ),
    ]


def test_a_count_above_13_is_niwas_ruling() -> None:
    # ruling sakura.character.count: B12 + 2 = 14 (no wrap), higher than the blue 10.
    assert told("$3=C2 L:B12+2", piles("B10 G4")) == [
        (
            "sakura.character.count",
            "played B12 with the Cook +2: B12 counted as 14; niwa's reading: a Cook's count "
            "never goes round the end",
        ),
        (
            "sakura.play.direction",
            "covered the left pile's B10 with B12 (counted as 14): a blue counted as 14 is "
            "higher than 10 on the + side",
        ),
    ]


def test_a_count_of_exactly_13_meets_the_wrap() -> None:
    # B11 + 2 = 13 on the blue 1 of the - side: the wrap (sakura.play.wrap).
    assert told("$3=C2 R:B11+2", piles("G4 B1")) == [
        ("sakura.character.cook", "played B11 with the Cook +2: B11 counted as 13"),
        (
            "sakura.play.wrap",
            "covered the right pile's B1 with B11 (counted as 13): on the - side a blue "
            "counted as 13 may follow the 1, going round the end",
        ),
    ]


def test_a_cooked_same_value() -> None:
    # G6 - 2 counts as 4, the right pile's value.
    assert told("$3=C2 R:G6-2")[1] == (
        "sakura.play.same_value",
        "covered the right pile's G4 with G6 (counted as 4): the same value, 4",
    )


def test_a_take_names_its_cards_shurikens_and_coins() -> None:
    # Seat 2 holds no blue above 9 and no 9 (sakura.take.forced). B7 and B9 carry a
    # shuriken each and a coin each (values 5..9: niwa's card symbols).
    assert told("L:B9 R:G2 end xL:P2") == [
        (
            "sakura.take.forced",
            "could not cover the left pile's B9 (no card in hand is a higher blue or a 9): "
            "took its 2 cards, B7 B9, with 2 shurikens, and started it again with P2",
        ),
        ("sakura.take.coins", "took 2 coins from the supply, for the coins on B7 B9"),
    ]


def test_a_hire_names_its_place_price_effect_and_the_refill() -> None:
    assert told("$1=S") == [
        (
            "sakura.character.samurai",
            "hired Samurai from the 1-coin place (1 coin): the yin-yang card turns over, + now "
            "faces the right pile; the row slides and S fills the 5-coin place",
        )
    ]
    assert told("$3=C2") == [
        (
            "sakura.character.cook",
            "hired Cook 2 from the 3-coin place (3 coins): the next card counts 2 higher or "
            "lower; the row slides and S fills the 5-coin place",
        )
    ]


def test_a_new_row_names_the_characters_it_turns_up() -> None:
    # Seat 2 has 5 + 2 coins after the take; the row costs 6 (sakura.characters.replace)
    # and turns up the top five of the draw pile: S S S C1 C1.
    assert told("L:B9 R:G2 end xL:P2 $row") == [
        (
            "sakura.characters.replace",
            "paid 6 coins for a new row of characters (S for 1, S for 2, S for 3, C1 for 4, "
            "C1 for 5); one of them may be hired free",
        )
    ]
