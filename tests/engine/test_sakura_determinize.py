"""Sakura's determinize deals the cards under a pile's top by the stacking rule (issue 26).

Every card on a pile covered the one beneath it: in its colour (on either side of the
yin-yang card, which a Samurai may have turned) or at its value, a Cook's count moving
it by the Cook's amount (rules sakura.play.colour, .same_value, .character.cook). A
determinized pile must read as one a game could have built, so ``check_position``
finds nothing wrong with it, and the computer never plays on a pile no table can hold.
"""

from __future__ import annotations

import itertools
import random

from engine.sakura import GAME
from engine.sakura.consistency import may_lie_on, stack_shifts
from engine.sakura.position import parse_position

# Round 1 with 2 players as seat 1 sees it, each seat 3 turns in (14 - 6 = 8 cards
# left): the 2 first pile cards and the 12 played lie on the piles, 7 under the left
# pile's B13 and 5 under the right pile's G1; seat 2's 8 cards are unseen too. 20
# cards are unseen in all, so a careless fill often puts one on a card it could never
# have covered.
DEEP = "sakura/1:1 1 +?7,B13 -?5,G1 P1,P2,P3,P4,P5,P6,P7,P8/?8 -/- 5/5 -/- C1,C1,C2,C2,C3 ?10 -"


def test_hidden_pile_cards_are_dealt_by_the_stacking_rule() -> None:
    view = parse_position(DEEP)
    shifts = stack_shifts(view)
    for seed in range(40):
        whole = GAME.determinize(view, 0, random.Random(seed))
        assert GAME.view(whole, 0) == view
        for pile in whole.piles:
            for below, above in itertools.pairwise(pile):
                assert may_lie_on(below, above, shifts), (seed, pile)
        assert GAME.check_position(whole) == []


def test_no_rule_is_left_loose_for_sakura() -> None:
    assert GAME.declaration.determinize_loose_rules == frozenset()
