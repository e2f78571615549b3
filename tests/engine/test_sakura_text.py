"""The ASCII position for ``niwa show``: piles, yin-yang, row, hands as a seat sees them."""

from __future__ import annotations

from engine.sakura import GAME, Options
from tests.engine.sakura_script import build, deal

START = deal(["B9 B5 G2 G13"], "B7 G4", players=2)


def test_piles_with_the_yin_yang_direction() -> None:
    state, _ = build("", START)
    text = GAME.describe(state, 0)
    assert "[ B7  ]  <(+)  yin-yang  (-)>  [ G4  ]" in text
    assert "needs a higher blue or any 7" in text
    assert "needs a lower green or any 4" in text
    flipped = GAME.describe(build("$1=S", START)[0], 0)
    assert "<(-)  yin-yang  (+)>" in flipped
    assert "needs a lower blue or any 7" in flipped


def test_the_wrap_is_spelled_out() -> None:
    state, _ = build("", deal([], "B13 G1", players=2))
    text = GAME.describe(state, None)
    assert "needs the blue 1 or any 13" in text and "needs the green 13 or any 1" in text


def test_row_with_prices_hands_hidden_and_money() -> None:
    state, _ = build("$3=C2", START)
    text = GAME.describe(state, 0)
    assert "cost:  1     2     3     4     5     | draw pile: 9 face down" in text
    assert "S     C1    C3    S     S     | discard: 1" in text
    assert "seat 1 (to move): hand P1 P2" in text and "B9" in text
    assert "seat 2: hand (hidden)  [14 cards]" in text
    assert "coins 2," in text and "supply: 73 coins" in text
    assert "a Cook is waiting: the next card counts 2 higher or lower" in text
    assert "(as seen by seat 1)" in text
    open_text = GAME.describe(state, None)
    assert "(hidden)" not in open_text


def test_says_where_the_symbols_come_from_and_is_ascii() -> None:
    state = GAME.new_game(Options(players=3))
    text = GAME.describe(state, None)
    assert "Card symbols come from the deck data 'niwa standard'" in text
    assert "shurikens  2  1  1" in text
    assert "the dealer deals round 1" in text
    assert text.isascii()
    assert GAME.describe(build("L:B9", START)[0], 1).isascii()
