"""Sakura positions as text (issue 26): the notation, its two levels of checking, the standing.

The line is ``sakura/1:round turn left right hands tricks coins shurikens row draw
discard`` (docs/games/sakura.md, "Positions"). Every reachable state and every
seat's view of it reads back equal; ``check_position`` finds nothing in them; the
positions built by hand below come from the rulebook (rulebooks/sakura.es.txt,
"Cómo se juega", "Carta Yin-Yang", "Personajes", "Puntuación de final de ronda")
and niwa's rulings (shared/rules-facts.md, Sakura), each move's verdict and every
point worked by hand in a comment.

niwa's deck (engine/sakura/deck.toml, ruling sakura.deck.data): every card 1
shuriken, the 1s and 13s 2; the 5s to 9s one coin each; 5 Samurai (S), Cooks
C1 x4, C2 x4, C3 x2.
"""

from __future__ import annotations

import random
from pathlib import Path

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import CHANCE, GameOver, Log, PositionError, Score, Unseen
from engine.sakura import GAME, Move, Options, State, load_deck
from engine.sakura.position import check_position, parse_position, position_text, standing
from tests.engine.sakura_script import build, refusal

ROW = "S,C1,C2,C3,S"
DRAW = "S,S,S,C1,C1,C1,C2,C2,C2,C3"
"""tests/engine/sakura_script.ROW_FIRST as the row and the draw pile (top first)."""


def random_states(players: int, seed: int) -> list[State]:
    """Every state of one random legal game (as tests/engine/test_contract.py plays them)."""
    rng = random.Random(seed)
    state = GAME.new_game(Options(players=players))
    states = [state]
    while not GAME.is_over(state):
        move: Move
        if GAME.to_move(state) == CHANCE:
            move = GAME.sample_chance(state, rng)
        else:
            move = rng.choice(GAME.legal_moves(state))
        state = GAME.apply(state, move).state
        states.append(state)
    return states


RANDOM = settings(
    max_examples=3, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)


@pytest.mark.parametrize("players", range(2, 7))
@RANDOM
@given(seed=st.integers(0, 2**32 - 1))
def test_every_reachable_position_and_view_reads_back_and_is_consistent(
    players: int, seed: int
) -> None:
    rng = random.Random(seed)
    for state in random_states(players, seed):
        for seat in (None, *range(players)):
            shown = GAME.view(state, seat)
            text = position_text(shown)
            assert parse_position(text) == shown, text
            assert check_position(shown) == [], text
            if seat is not None:
                # The computer fills a parsed view's unknowns as it fills the view's.
                whole = GAME.determinize(parse_position(text), seat, rng)
                assert GAME.view(whole, seat) == shown
        if GAME.is_over(state):
            assert standing(state) == GAME.final_scoring(state)


def verdict(state: State, move_text: str) -> tuple[State, list[Log], list[Score]]:
    """A legal move's position, its logs and its scores."""
    step = GAME.apply(state, GAME.parse_move(state, move_text))
    logs = [e for e in step.events if isinstance(e, Log)]
    return step.state, logs, [e for e in step.events if isinstance(e, Score)]


def legal(text: str) -> State:
    """A position built by hand: it parses, reads back the same and is consistent."""
    state = parse_position(text)
    assert position_text(state) == text
    assert check_position(state) == []
    return state


# -- 1, 2. The worked example of docs/games/sakura.md, from its deal ------------------

HAND1 = "P1,P7,P8,P9,P10,P11,P12,P13,B1,B8,B9,B10,B11,G2"
HAND2 = "P2,P3,P4,P5,P6,B2,B3,B4,B5,B6,G1,Y2,Y3,Y4"
DEALT = f"sakura/1:1 1 +B7 -G4 {HAND1}/{HAND2} -/- 5/5 -/- {ROW} {DRAW} -"
DEAL_MOVE = (
    "deal:B9,G2,P1,P7,P8,P9,P10,P11,P12,P13,B1,B8,B10,B11/B2,B3,B4,B5,B6,G1,P2,P3,P4,P5,"
    "P6,Y2,Y3,Y4;piles=B7,G4;chars=S,C1,C2,C3,S,S,S,S,C1,C1,C1,C2,C2,C2,C3"
)


def test_the_deal_of_the_worked_example_is_one_line() -> None:
    # Seat 1 to play in round 1 (sakura.setup.start); + faces the left pile
    # (ruling sakura.setup.yinyang); 5 coins each (sakura.setup.coins).
    dealt, _ = build("", DEAL_MOVE)
    assert legal(DEALT) == dealt
    state = dealt
    # B9 on B7, + side: a higher blue (sakura.play.direction).
    state, logs, _ = verdict(state, "L:B9")
    assert logs[0].rule == "sakura.play.direction"
    # On the dealt B7 (+): B1 is a lower blue, G2 neither blue nor a 7.
    assert refusal(GAME.parse_position(DEALT), "L:B1").rule == "sakura.play.direction"
    assert refusal(GAME.parse_position(DEALT), "L:G2").rule == "sakura.play.colour"


HAND1_LESS = HAND1.replace(",B9", "").replace(",G2", "")
AFTER_SEAT_1 = f"sakura/1:1 2 +B7,B9 -G4,G2 {HAND1_LESS}/{HAND2} -/- 5/5 -/- {ROW} {DRAW} -"


def test_a_pile_that_cannot_be_covered_must_be_taken() -> None:
    # Seat 1 played L:B9 R:G2. Seat 2 holds no blue above 9 and no 9: the left pile
    # cannot be covered, so it is taken (sakura.take.forced); the right pile (G2, -
    # side) can be covered by G1, so taking it is refused (sakura.take.only_if_stuck).
    state = legal(AFTER_SEAT_1)
    assert state == build("L:B9 R:G2 end", DEAL_MOVE)[0]
    assert refusal(state, "L:P2").rule == "sakura.play.colour"
    assert refusal(state, "xR:P4").rule == "sakura.take.only_if_stuck"
    state, logs, _ = verdict(state, "xL:P2")
    # B7 and B9: 1 shuriken each, 1 coin each (values 5..9): 2 shurikens, 2 coins.
    assert [log.rule for log in logs] == ["sakura.take.forced", "sakura.take.coins"]
    assert standing(state).totals == (0, 2)  # the round's end scored now
    state, _, _ = verdict(state, "R:G1")
    # Samurai from the 1-coin place: + now faces the right pile (sakura.character.samurai).
    state, _, _ = verdict(state, "$1=S")
    state, _, _ = verdict(state, "end")
    # Coins 5 + 2 - 1 = 6; the row slid (sakura.characters.shift): C1 C2 C3 S, and the
    # draw pile's top S fills the 5-coin place; the hired S is discarded.
    hand2 = HAND2.replace("P2,", "").replace("G1,", "")
    assert position_text(state) == (
        f"sakura/1:1 1 -P2 +G4,G2,G1 {HAND1_LESS}/{hand2} "
        "-/B7,B9 5/6 -/- C1,C2,C3,S,S S,S,C1,C1,C1,C2,C2,C2,C3 S"
    )
    assert check_position(state) == []


# -- 3. Same value, and round the end ---------------------------------------------------

WRAP = (
    "sakura/1:1 1 +?4,B13 -?4,G1 P13,B1,B2,G13,Y5,Y6,Y7,Y8,Y9,Y10/?10 -/- 5/5 -/- "
    "S,C1,C2,C3,S ?10 -"
)
"""Seat 1's view at its third turn (14 - 2 x 2 = 10 cards each; 30 - 20 = 10 on the piles)."""


@pytest.mark.parametrize(
    ("move", "rule"),
    [
        # "En el lado creciente, un 1 puede seguir a un 13" (sakura.play.wrap).
        ("L:B1", "sakura.play.wrap"),
        # "...en el lado decreciente un 13 puede seguir a un 1".
        ("R:G13", "sakura.play.wrap"),
        # "La carta es del mismo valor ... Puede ser de cualquier color" (.same_value).
        ("L:P13", "sakura.play.same_value"),
        ("R:B1", "sakura.play.same_value"),
    ],
)
def test_the_same_value_and_the_step_round_the_end_are_legal(move: str, rule: str) -> None:
    _, logs, _ = verdict(legal(WRAP), move)
    assert logs[0].rule == rule


def test_on_a_13_only_the_1_follows_on_the_plus_side() -> None:
    assert refusal(legal(WRAP), "L:B2").rule == "sakura.play.wrap"


# -- 4, 5. A Cook: Y12 with a Cook of 2 against Y13 on +, and a Cook covering a pile ----

COOK = (
    "sakura/1:1 1,cook2 +?4,Y13 -?4,B7 P13,B1,B2,G5,G9,Y5,Y6,Y10,Y11,Y12/?10 -/- 2/5 -/- "
    "S,C1,C3,S,S ?9 C2"
)
"""Seat 1 hired the Cook 2 from the 3-coin place (5 - 3 = 2 coins; C2 discarded, the
row slid and the draw pile filled place 5): the next card counts 2 higher or lower."""


@pytest.mark.parametrize(
    ("move", "rules"),
    [
        # Y12 + 2 counts as 14 (niwa's reading sakura.character.count: no wrap), higher
        # than 13 on the + side: legal. This is issue 26's table dispute.
        ("L:Y12+2", ["sakura.character.count", "sakura.play.direction"]),
        # Y11 + 2 counts as 13: the same value (sakura.play.same_value).
        ("L:Y11+2", ["sakura.character.cook", "sakura.play.same_value"]),
        # Cocinero: "La carta jugada aumenta o disminuye su valor": G5 + 2 and G9 - 2
        # both count as 7 and cover the blue 7 by value, in another colour.
        ("R:G5+2", ["sakura.character.cook", "sakura.play.same_value"]),
        ("R:G9-2", ["sakura.character.cook", "sakura.play.same_value"]),
    ],
)
def test_a_cook_changes_what_the_card_counts(move: str, rules: list[str]) -> None:
    state, logs, _ = verdict(legal(COOK), move)
    assert [log.rule for log in logs] == rules
    assert state.cook == 0 and check_position(state) == []


@pytest.mark.parametrize(
    ("move", "rule"),
    [
        ("L:Y12-2", "sakura.play.wrap"),  # counts 10: on a 13 (+) only a 1 (or above 13)
        ("L:Y10+2", "sakura.play.wrap"),  # counts 12
        ("L:Y12", "sakura.character.cook"),  # the Cook waiting must be used: +2 or -2
        ("R:G5-2", "sakura.play.colour"),  # counts 3: neither blue nor 7
    ],
)
def test_a_cook_count_that_does_not_cover_is_refused(move: str, rule: str) -> None:
    assert refusal(legal(COOK), move).rule == rule


# -- 6. A Samurai after both cards (the rulebook's example: Mónica) ---------------------

SAMURAI = (
    f"sakura/1:1 1,LR +?4,B7,B9 -?4,G4,G2 P1,P2,P3,B1,B2,B3,Y1,Y2/?10 -/- 5/5 -/- {ROW} {DRAW} -"
)


def test_a_samurai_hired_after_both_cards_turns_the_yin_yang_for_the_next_player() -> None:
    state = legal(SAMURAI)
    # A Cook needs a card still to play (sakura.character.cook); a new row costs 6.
    assert refusal(state, "$2=C1").rule == "sakura.character.cook"
    assert refusal(state, "$row").rule == "sakura.characters.replace"
    state, logs, _ = verdict(state, "$1=S")
    assert logs[0].rule == "sakura.character.samurai"
    state, _, _ = verdict(state, "end")
    # Seat 2 now needs a lower blue (or a 9) on the left, a higher green (or a 2) right.
    text = position_text(state)
    assert text.startswith("sakura/1:1 2 -?4,B7,B9 +?4,G4,G2 ")
    assert " 4/5 -/- C1,C2,C3,S,S S,S,C1,C1,C1,C2,C2,C2,C3 S" in text
    assert check_position(state) == []


def test_a_character_costs_its_place_in_the_row() -> None:
    # "El que está al lado de la pila de robar cuesta 5 monedas": 2 coins buy place 2.
    poor = legal(SAMURAI.replace(" 5/5 ", " 2/5 "))
    assert refusal(poor, "$5=S").rule == "sakura.characters.cost"
    assert verdict(poor, "$1=S")[0].coins == (1, 5)


# -- 7. The round's end ------------------------------------------------------------------

ROUND_END = (
    "sakura/1:1 2,LR +?10,B3 -?9,G8 P4,G6/B12,Y2 B7,B9/Y13,Y1,P5 7/3 -/- S,C1,C2,C3,S ?8 C1,C3"
)
"""Seat 2 has dealt with both piles of its sixth turn: every hand holds 2."""


def test_the_round_ends_when_every_hand_holds_two_and_tricks_score_their_shurikens() -> None:
    state = legal(ROUND_END)
    # Seat 1: B7 + B9 = 1 + 1 = 2 shurikens; seat 2: Y13 + Y1 + P5 = 2 + 2 + 1 = 5
    # (sakura.round.score). Fewest wins if the game ended now (sakura.end.winner).
    now = standing(state)
    assert now.totals == (2, 5) and now.winners == (0,) and now.tiebreak is None
    assert [(line.side, line.points, line.subject) for line in now.lines] == [
        (0, 2, "round 1"),
        (1, 5, "round 1"),
    ]
    after, logs, scores = verdict(state, "end")
    assert "sakura.round.end" in [log.rule for log in logs]
    assert [(s.side, s.points, s.rule) for s in scores] == [
        (0, 2, "sakura.round.score"),
        (1, 5, "sakura.round.score"),
    ]
    # Round 2 is to be dealt; seat 2 starts it (sakura.setup.start); money carries over.
    assert position_text(after) == (
        "sakura/1:2 deal +?10,B3 -?9,G8 P4,G6/B12,Y2 B7,B9/Y13,Y1,P5 7/3 2/5 S,C1,C2,C3,S ?8 C1,C3"
    )
    assert check_position(after) == []
    assert standing(after).totals == (2, 5)
    assert GAME.to_move(after) == CHANCE and parse_position(position_text(after)).seat == 1


# -- 8. Coins break a tie ------------------------------------------------------------------

LAST_TURN = "sakura/1:3 2,LR +?11,G2 -?11,Y6 P4,G6/B12,Y2 P1/B13 4/8 3+4/5+2 S,C1,C2,C3,S ?10 -"
"""Round 3, the last turn: 3 + 4 = 7 and 5 + 2 = 7 shurikens so far."""


def test_coins_break_a_tie_on_shurikens() -> None:
    state = legal(LAST_TURN)
    # P1 and B13 carry 2 shurikens each: 7 + 2 = 9 against 5 + 2 + 2 = 9, a tie;
    # seat 2 has 8 coins to seat 1's 4 (sakura.end.tiebreak).
    now = standing(state)
    assert now.totals == (9, 9)
    assert (now.winners, now.tiebreak, now.tiebreak_values) == ((1,), "sakura.end.tiebreak", (4, 8))
    step = GAME.apply(state, GAME.parse_move(state, "end"))
    assert GameOver((1,), "sakura.end.tiebreak") in step.events
    over = step.state
    assert position_text(over) == (
        "sakura/1:3 over +?11,G2 -?11,Y6 P4,G6/B12,Y2 P1/B13 4/8 3+4+2/5+2+2 S,C1,C2,C3,S ?10 -"
    )
    assert standing(parse_position(position_text(over))) == GAME.final_scoring(over) == now


def test_between_rounds_the_table_may_be_written_cleared() -> None:
    # Only the coins and the shurikens decide the game from a round's deal on.
    state = legal("sakura/1:2 deal + - -/- -/- 7/3 2/5 - - -")
    assert GAME.to_move(state) == CHANCE and state.seat == 1  # seat 2 starts round 2
    assert standing(state).totals == (2, 5)
    dealt = GAME.apply(state, GAME.sample_chance(state, random.Random(1))).state
    assert check_position(dealt) == [] and dealt.coins == (7, 3)


def test_a_tie_on_coins_too_is_shared() -> None:
    # The same with 6 coins each: "los jugadores empatados comparten la victoria".
    now = standing(legal(LAST_TURN.replace(" 4/8 ", " 6/6 ")))
    assert (now.winners, now.tiebreak) == ((0, 1), "sakura.end.shared")


# -- 9. Six players, mid-round ---------------------------------------------------------------

SIX = (
    "sakura/1:2 4 +?8,P6 -?7,Y10 ?4/?2/?2/P8,B6,G6,Y3/?4/?4 -/-/B5/-/-/- 5/5/6/5/5/5 "
    "2/0/4/1/3/5 S,C1,C2,C3,S ?10 -"
)
"""Round 2 starts with seat 2 (sakura.setup.start); seats 2 and 3 have had one turn
more than seat 4 (6 cards dealt: 2 left against 4). 38 dealt: 20 in hands, B5 in
seat 3's tricks, 9 + 8 on the piles."""


@pytest.mark.parametrize(
    ("move", "rule"),
    [
        ("L:P8", "sakura.play.direction"),  # a higher pink on +
        ("L:G6", "sakura.play.same_value"),
        ("R:Y3", "sakura.play.direction"),  # a lower yellow on -
        ("R:B6", "sakura.play.colour"),  # neither yellow nor 10: refused
    ],
)
def test_six_players_in_the_second_round(move: str, rule: str) -> None:
    state = legal(SIX)
    if rule == "sakura.play.colour":
        assert refusal(state, move).rule == rule
    else:
        assert verdict(state, move)[1][0].rule == rule
    # Shurikens so far plus B5's 1 for seat 3: 2, 0, 5, 1, 3, 5; seat 2 leads.
    assert standing(state).totals == (2, 0, 5, 1, 3, 5)
    assert standing(state).winners == (1,)


def test_a_parsed_view_with_unknowns_can_be_filled_for_the_computer() -> None:
    view = legal(WRAP)
    whole = GAME.determinize(view, 0, random.Random(7))
    assert GAME.view(whole, 0) == view
    # The cards under the piles are dealt from the unseen ones without the stacking
    # rule (hidden.py), so only the counts are checked here.
    assert [p for p in check_position(whole) if p.rule != "sakura.play.colour"] == []


def test_a_draw_pile_partly_named_keeps_what_it_names() -> None:
    view = parse_position(WRAP.replace(" ?10 -", " S,?9 -"))
    whole = GAME.determinize(view, 0, random.Random(3))
    assert whole.draw[0] == 0 and len(whole.draw) == 10
    assert [p for p in check_position(whole) if p.rule != "sakura.play.colour"] == []


# -- malformed lines: the field and the column ------------------------------------------------


def column_of(text: str, part: str) -> int:
    return text.index(part) + 1


@pytest.mark.parametrize(
    ("text", "field", "at"),
    [
        ("seikatsu/1:1 1", "prefix", "seikatsu"),
        (DEALT.replace("sakura/1:", "sakura/2:"), "version", "2:"),
        (DEALT.replace(" -/- 5/5", " -/- 5/5 x"), "position", "1 1"),
        (DEALT.replace("sakura/1:1 ", "sakura/1:4 "), "round", "4 1 +"),
        (DEALT.replace(" 1 +B7", " 7 +B7"), "turn", "7 +B7"),
        (DEALT.replace(" 1 +B7", " 1,X +B7"), "turn", "X +B7"),
        (DEALT.replace(" 1 +B7", " 1,cook0 +B7"), "turn", "cook0"),
        (DEALT.replace(" 1 +B7", " 1,L,L +B7"), "turn", "L +B7"),
        (DEALT.replace(" 1 +B7", " over +B7"), "turn", "over"),
        (DEALT.replace("+B7", "B7"), "left", "B7 -G4"),
        (DEALT.replace("+B7", "+B7,?2"), "left", "?2"),
        (DEALT.replace("-G4", "+G4"), "right", "+G4"),
        (DEALT.replace("P13,B1", "P13,Q1"), "hands", "Q1"),
        (DEALT.replace("P13,B1", "P13,,B1"), "hands", ",B1"),
        (DEALT.replace("P13,B1", "P13,?60"), "hands", "?60"),
        (DEALT.replace("P13,B1", "P13,?0"), "hands", "?0"),
        (DEALT.replace(f"/{HAND2}", ""), "hands", HAND1),
        (DEALT.replace(" -/- 5/5", " -/?2 5/5"), "tricks", "?2"),
        (DEALT.replace(" -/- 5/5", " - 5/5"), "tricks", "- 5/5"),
        (DEALT.replace(" 5/5 ", " 5/x "), "coins", "x -/-"),
        (DEALT.replace(" 5/5 -/- ", " 5/5 3/- "), "shurikens", "3/-"),
        (DEALT.replace(f" {ROW} ", " S,C1,C2,C3,S,S "), "row", "S,C1,C2,C3,S,S "),
        (DEALT.replace(f" {ROW} ", " S,C1,Z,C3,S "), "row", "Z,"),
        (DEALT.replace(f" {DRAW} -", " ?0 -"), "draw", "?0"),
        (DEALT.replace(f"{DRAW} -", f"{DRAW} ?1"), "discard", "?1"),
        (DEALT.replace("P1,", "P1,\x1b"), "position", "\x1b"),
    ],
)
def test_a_malformed_line_names_its_field_and_column(text: str, field: str, at: str) -> None:
    with pytest.raises(PositionError) as err:
        parse_position(text)
    assert err.value.field == field, err.value
    expected = 1 if field == "prefix" else column_of(text, at)
    assert err.value.column == expected, err.value


def test_a_line_too_long_is_refused_unread() -> None:
    with pytest.raises(PositionError) as err:
        parse_position(DEALT + "," * 3000)
    assert err.value.field == "position"


# -- inconsistent positions: the rule they break ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        # B9 in seat 1's hand (in place of P7) and on the left pile: one of each card.
        (AFTER_SEAT_1.replace("P1,P7", "P1,B9"), "sakura.setup.cards"),
        # 31 cards where 2 players are dealt 30.
        (AFTER_SEAT_1.replace("-G4,G2", "-G4,G2,G3"), "sakura.setup.deal"),
        # Seat 2 on turn with 14 while seat 1 has played one turn more: fine; with
        # seat 1 on turn, seat 2 would have played as many turns as seat 1.
        (AFTER_SEAT_1.replace("sakura/1:1 2 ", "sakura/1:1 1 "), "sakura.turn.order"),
        # An odd hand: every turn uses two cards.
        (WRAP.replace("Y9,Y10/?10", "Y9/?11"), "sakura.turn.both_piles"),
        # On turn with 2 cards: the round would have ended.
        (ROUND_END.replace(" 2,LR ", " 2 "), "sakura.round.end"),
        # B13 on P9: neither its colour nor its value, nor a Cook's 1..3 away.
        (WRAP.replace("+?4,B13", "+?3,P9,B13"), "sakura.play.colour"),
        # 90 coins in players' hands: the box holds 80.
        (LAST_TURN.replace(" 4/8 ", " 40/50 "), "sakura.coins.supply"),
        # Round 1, no tricks: 5 coins at most.
        (WRAP.replace(" 5/5 ", " 6/5 "), "sakura.take.coins"),
        # Before the first deal everyone holds 5.
        ("sakura/1:1 deal + - -/- -/- 4/6 -/- - - -", "sakura.setup.coins"),
        # 70 shurikens in a round: 24 cards played carry at most 8 x 2 + 16 = 32.
        (LAST_TURN.replace("3+4/5+2", "33+4/37+2"), "sakura.round.score"),
        # The last round's tricks do not hold what it scored.
        (
            ROUND_END.replace(" 2,LR ", " deal ")
            .replace("sakura/1:1", "sakura/1:2")
            .replace(" -/- S", " 2/4 S"),
            "sakura.round.score",
        ),
        # Three Cook 3s: the deck has 2.
        (WRAP.replace("S,C1,C2,C3,S ?10", "C3,C1,C2,C3,S C3,?9"), "sakura.setup.characters"),
        # 16 characters.
        (WRAP.replace(" ?10 -", " ?11 -"), "sakura.setup.characters"),
        # A row of 4 while the seat plays: it is refilled at once.
        (WRAP.replace("S,C1,C2,C3,S ?10", "S,C1,C2,C3 ?11"), "sakura.characters.shift"),
        # A reshuffle with a draw pile left.
        (
            WRAP.replace(" 1 +", " 1,shuffle +").replace("S,C1,C2,C3,S ?10 -", "S,C1,C2,C3 ?10 S"),
            "sakura.characters.reshuffle",
        ),
        # A Cook of 5: niwa's Cooks show 1, 2 and 3.
        (COOK.replace("cook2", "cook5"), "sakura.character.cook"),
        # A Cook waiting after both cards.
        (SAMURAI.replace("1,LR", "1,LR,cook1"), "sakura.character.cook"),
    ],
)
def test_an_inconsistent_position_names_the_rule_it_breaks(text: str, rule: str) -> None:
    state = parse_position(text)  # it parses: the form is right
    rules = [problem.rule for problem in check_position(state)]
    assert set(rules) == {rule}, (rules, text)
    assert all(r in GAME.rules for r in rules)


def test_every_position_in_the_docs_parses_and_is_consistent() -> None:
    doc = Path(__file__).parents[2] / "docs" / "games" / "sakura.md"
    lines = [
        line
        for line in doc.read_text().splitlines()
        if line.startswith("sakura/1:") and "<" not in line
    ]
    assert len(lines) >= 7
    for line in lines:
        assert check_position(legal(line)) == []


def test_the_docs_view_after_seat_2s_turn_is_the_engines() -> None:
    state, _ = build("L:B9 R:G2 end xL:P2 R:G1 $1=S end", DEAL_MOVE)
    assert position_text(GAME.view(state, 0)) == (
        "sakura/1:1 1 -P2 +?2,G1 P1,P7,P8,P9,P10,P11,P12,P13,B1,B8,B10,B11/?12 -/B7,B9 5/6 -/- "
        "C1,C2,C3,S,S ?9 S"
    )


def test_a_position_as_another_seat_sees_it_can_be_asked_about() -> None:
    # Seat 2's view while seat 1 is on turn: seat 1's cards are unknown, so no card
    # move can be listed, and none is invented (a HIDDEN card is no Y13).
    state = legal(
        WRAP.replace("P13,B1,B2,G13,Y5,Y6,Y7,Y8,Y9,Y10/?10", "?10/P13,B1,B2,G13,Y5,Y6,Y7,Y8,Y9,Y10")
    )
    moves = GAME.legal_moves(state)
    assert moves and all(type(move).__name__ in ("Hire", "Replace") for move in moves)
    # Whether seat 1 holds B1 is not shown: not refused as if it did not, but Unseen.
    with pytest.raises(Unseen, match="seat 1's unseen cards hold B1"):
        GAME.apply(state, GAME.parse_move(state, "L:B1"))


def test_a_pile_without_a_top_card_during_play_does_not_parse() -> None:
    text = WRAP.replace("+?4,B13 -?4,G1", "+ -?9,G1")
    with pytest.raises(PositionError) as err:
        parse_position(text)
    assert (err.value.field, err.value.column) == ("left", column_of(text, "+ -?9"))
    # Built directly, such a state is still named inconsistent (sakura.take.forced).
    state = msgspec.structs.replace(parse_position(WRAP), piles=((), parse_position(WRAP).piles[1]))
    assert "sakura.take.forced" in [p.rule for p in check_position(state)]


OWN_DECK = (
    'name = "my copy"\nshurikens = [3,1,1,1,1,1,1,1,1,1,1,1,3]\n'
    "coins = [0,0,0,1,1,1,1,1,1,1,0,0,0]\n"
    '[[characters]]\ncode = "S"\nname = "Samurai"\npower = "flip"\ncount = 6\n'
    '[[characters]]\ncode = "K4"\nname = "Cook 4"\npower = "cook"\namount = 4\ncount = 3\n'
)


def test_a_players_own_deck_is_read_with_that_deck() -> None:
    # The line does not carry the deck data: it is read with the deck it was played with.
    deck = load_deck(OWN_DECK)
    rng = random.Random(11)
    state = GAME.new_game(Options(players=3, deck=deck))
    while not GAME.is_over(state):
        text = position_text(state)
        assert parse_position(text, deck) == state and check_position(state) == []
        move: Move
        if GAME.to_move(state) == CHANCE:
            move = GAME.sample_chance(state, rng)
        else:
            move = rng.choice(GAME.legal_moves(state))
        state = GAME.apply(state, move).state
    # With niwa's deck the Cook 4 is no character at all: the row does not parse.
    fresh = GAME.new_game(Options(players=3, deck=deck))
    deal = GAME.sample_chance(fresh, rng)
    deal = msgspec.structs.replace(deal, characters=tuple(sorted(deal.characters)))  # K4 first
    text = position_text(GAME.apply(fresh, deal).state)
    with pytest.raises(PositionError) as err:
        parse_position(text)
    assert (err.value.field, err.value.column) == ("row", column_of(text, "K4,K4,K4,S,S"))
