"""Miyabi positions as text (issue 26): the notation of engine/miyabi/position.py.

Every hand-built position below is written in the notation (docs/games/miyabi.md,
"Positions") and checked three ways: it reads back to the same line, it is
consistent (``check_position`` finds nothing), and the moves a player would ask
about get the verdict and points worked out by hand from the rulebook.

The box field lists, for each shape (1, 2, L, R, I), the tiles of each object still
in the box, maple to stone. The full box is 1:555566 2:555566 L:222211 R:111111
I:333322 (ruling miyabi.setup.inventory), and every round takes out, per player,
2 singles, 2 doubles, 1 corner and 1 straight (miyabi.round.reveal).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import IllegalMove, PositionError, Score
from engine.miyabi import GAME, Pass, State
from engine.miyabi.state import OVER, REVEAL
from tests.engine.test_contract import play

# -- positions from the rulebook ------------------------------------------------------

# "Puntuación": "for the tile with the 3 pagodas: 3 pagodas x layer 1 = 3 points";
# "during a later building round the player puts the tile with 2 fish on a pond and
# gets 2 fish x layer 2 = 4 points". Two players, round 2, seat 2 holds the bonsai
# and starts. Round 1 (12 tiles, all placed): seat 1 M1-a1 M1-b1 P2-c2N K2-d3N
# MI-e1S AR-f4S = 1+1+2+2+3+3 = 12; seat 2 PI-a2S (3 pagodas on a2, green a3 a4:
# 3 x 1 = 3) S1-b6 B1-c5 A2-d4E K2-e3E ML-f1W = 3+1+1+2+2+3 = 12.
# Box: 24 tiles out (2 rounds x 12).
LATER_ROUND = (
    "miyabi/1:2 2 - 12,12 - - M1,P1,K1,A1,K2,K2,B2,S2,PL,KL,AI,BI "
    "1:244455,2:541455,L:111211,R:111011,I:223212 "
    "M1-a1,M1-b1,P2-c2N,K2-d3N,MI-e1S,AR-f4S/PI-a2S,S1-b6,B1-c5,A2-d4E,K2-e3E,ML-f1W"
)

# Stacking over different heights (miyabi.place.level, niwa's ruling) and over the
# edge of the tiles below (miyabi.place.overhang). Two players, round 1, seat 1 to
# move: seat 1 has MI-a1E (a1 b1 c1, layer 1: 3) and M1-b1 (layer 2: 1 x 2 = 2),
# so a1 and c1 are 1 high and b1 2 high. Seat 2: K2-c3E (2) and KI-f3N (3).
HEIGHTS = (
    "miyabi/1:1 1 - 5,5 - - M1,K1,S1,M2,P2,K2,AL,SR "
    "1:354565,2:443566,L:222111,R:111110,I:232322 "
    "MI-a1E,M1-b1/K2-c3E,KI-f3N"
)

# Passing (miyabi.turn.pass, niwa's ruling: only when nothing on offer fits). Round 1,
# seat 1 is out with six lanterns; seat 2 has lanterns on a-e and only a K2 is left.
# Its fish must go on f3 (koi row, the one free column): north covers f2 (1 high,
# under P2-e2E's green) and f3 (bare); south f4 (under AI-d4E's green); west e3
# (under KI-c3E's green); east leaves the grid. Nothing fits: seat 2 must pass.
PASSING = (
    "miyabi/1:1 2 - 12,10 - - K2 1:355555,2:534466,L:122211,R:110111,I:332222 "
    "S1-a6,B1-b5,P2-c2N,A2-d4N,ML-e1S,KR-f3S/M1-a1,M1-b1,KI-c3E,AI-d4E,P2-e2E"
)

# Row majorities, "Fin del juego": three players early in round 1. Maples: seat 1 3,
# seat 2 3, seat 3 1; fish: seat 1 2, seat 2 1, seat 3 1.
MAJORITIES = (
    "miyabi/1:1 1 - 5,4,2 - - P1,A1,S1,M2,P2,A2,B2,S2,ML,PL,KL,SI "
    "1:443465,2:444455,L:111211,R:111111,I:133321 "
    "MI-a1E,K2-b3S/MI-a1E,K1-b3/M1-a1,K1-b3"
)

# The fifth-layer bonus ("Nota para la capa 5"; value ruling miyabi.score.bonus).
# Round 2, seat 1 to move. Seat 1's maple tower: MI-a1E (layer 1, 3), MI-c1W
# (layer 2, 6), M2-b1W (layer 3, 6), then in round 2 M2-b1W again (layer 4,
# 2 x 4 = 8): a1 is 4 high. Round 1's other tiles: S1-d6 B1-e5 A2-f4N (1+1+2), so
# 19 + 8 = 27. Seat 2: P1-a2 S1-b6 A2-c4E B2-d5E ML-e1S KR-f3S (12), then K2-c3E (2)
# and M1-a1 (1): 15.
BONUS = (
    "miyabi/1:2 1 - 27,15 - - M1,P1,K1,P2,B2,PL,AL,PI,KI "
    "1:334554,2:344346,L:112111,R:110111,I:122322 "
    "MI-a1E,MI-c1W,M2-b1W,S1-d6,B1-e5,A2-f4N;M2-b1W/"
    "P1-a2,S1-b6,A2-c4E,B2-d5E,ML-e1S,KR-f3S;K2-c3E,M1-a1"
)

# The end: two players after round 6. Seat 1 stacked a single maple on a1 in each of
# rounds 1-5 (layers 1..5: 15, and the maple bonus on layer 5: 10) and put P1 on b2
# in round 6 (1): 26 in play. Seat 2 stacked six single stones on a6 (layers 1..6:
# 21, the stone bonus: 5): 26. The rows (miyabi.end.rows): maple, seat 1 alone: 12;
# pagoda, seat 1 alone: 10; stone, seat 2 alone: 2. A seat with no object in a row
# takes nothing, not even the lower value. 26 + 22 = 48 and 26 + 2 = 28. The offer
# field holds the 10 tiles that left the game when round 6 ended. (The seats passed
# early in every round, which check_position cannot see: past passes leave no trace.)
THE_END = (
    "miyabi/1:6 end - 48,28 M1,S2 - K1,A1,M2,P2,K2,A2,ML,PL,MI,PI "
    "1:022220,2:111122,L:111100,R:000000,I:111100 "
    "M1-a1;M1-a1;M1-a1;M1-a1;M1-a1;P1-b2/S1-a6;S1-a6;S1-a6;S1-a6;S1-a6;S1-a6"
)

HAND_BUILT = [LATER_ROUND, HEIGHTS, PASSING, MAJORITIES, BONUS, THE_END]


@pytest.mark.parametrize("text", HAND_BUILT)
def test_hand_built_positions_read_back_and_are_consistent(text: str) -> None:
    state = GAME.parse_position(text)
    assert GAME.position_text(state) == text
    assert GAME.check_position(state) == []


def _points(state: State, move: str) -> list[tuple[int, int, str]]:
    step = GAME.apply(state, GAME.parse_move(state, move))
    return [(e.side, e.points, e.rule) for e in step.events if isinstance(e, Score)]


def _refusal(state: State, move: str) -> str:
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, GAME.parse_move(state, move))
    return refused.value.rule


def test_a_later_round_on_layer_two() -> None:
    state = GAME.parse_position(LATER_ROUND)
    # 3 pagodas x layer 1 are already in seat 2's 12; the pond on a3 a4 (both 1 high,
    # column a free again this round) lies on layer 2: 2 fish x 2 = 4.
    assert _points(state, "K2-a3S") == [(1, 4, "miyabi.score.layer")]
    # Straight east from a3 would rest on a3 (1 high) and bare b3 c3.
    assert _refusal(state, "K2-a3E") == "miyabi.place.overhang"


def test_stacking_over_different_heights() -> None:
    state = GAME.parse_position(HEIGHTS)
    assert state.heights[0][:3] == (1, 2, 1)
    # c1 is 1 high and b1 2 high: no level surface.
    assert _refusal(state, "M2-c1W") == "miyabi.place.level"
    # c2 is bare and c1 1 high: part on the board, part on a tile.
    assert _refusal(state, "P2-c2N") == "miyabi.place.overhang"
    # a1 already has its lantern this round.
    assert _refusal(state, "M1-a1") == "miyabi.place.lantern"
    # A single on c1 (1 high) lies on layer 2: 1 maple x 2 = 2.
    assert _points(state, "M1-c1") == [(0, 2, "miyabi.score.layer")]
    # Tiles still fit: passing is refused.
    assert _refusal(state, "pass") == "miyabi.turn.pass"


def test_passing_when_nothing_fits_ends_the_round() -> None:
    state = GAME.parse_position(PASSING)
    assert list(GAME.legal_moves(state)) == [Pass(1)]
    assert _refusal(state, "K2-f3N") == "miyabi.place.overhang"
    assert _refusal(state, "K2-f3W") == "miyabi.place.overhang"
    after = GAME.apply(state, Pass(1)).state
    # Both seats are out: the round ends, the unused K2 leaves the game and seat 2
    # takes the bonsai (miyabi.round.end); between rounds the offer field names it.
    assert after.phase == REVEAL
    assert GAME.position_text(after).startswith("miyabi/1:2 box - 12,10 - - K2 ")
    assert GAME.check_position(after) == []


def test_row_majorities_with_ties() -> None:
    standing = GAME.standing(GAME.parse_position(MAJORITIES))
    lines = [(line.side, line.points, line.rule) for line in standing.lines]
    # Maples 3, 3, 1: seats 1 and 2 tie for the most and each take 12; nobody takes
    # the lower 6 (miyabi.end.tie_first). Fish 2, 1, 1: seat 1 takes 8, seats 2 and 3
    # tie for second and each take 4 (miyabi.end.tie_second).
    assert lines == [
        (0, 12, "miyabi.end.tie_first"),
        (1, 12, "miyabi.end.tie_first"),
        (0, 8, "miyabi.end.rows"),
        (1, 4, "miyabi.end.tie_second"),
        (2, 4, "miyabi.end.tie_second"),
    ]
    assert standing.totals == (5 + 12 + 8, 4 + 12 + 4, 2 + 4)
    assert standing.winners == (0,)


def test_the_first_maple_on_layer_five_takes_the_bonus() -> None:
    state = GAME.parse_position(BONUS)
    # a1 is 4 high: a single maple lies on layer 5: 1 x 5 = 5, and the maple bonus 10.
    assert _points(state, "M1-a1") == [
        (0, 5, "miyabi.score.layer"),
        (0, 10, "miyabi.score.bonus"),
    ]
    after = GAME.apply(state, GAME.parse_move(state, "M1-a1")).state
    assert " 42,15 M1 " in GAME.position_text(after)
    assert GAME.check_position(after) == []


def test_the_end_adds_the_rows() -> None:
    state = GAME.parse_position(THE_END)
    assert state.phase == OVER
    final = GAME.final_scoring(state)
    assert GAME.standing(state) == final
    assert [(line.side, line.points) for line in final.lines] == [(0, 12), (0, 10), (1, 2)]
    assert final.totals == (48, 28)
    assert final.during_play == (26, 26)


def test_the_docs_worked_example_is_the_position_its_moves_reach() -> None:
    moves = "+M1,M1,K1,S1,P2,K2,K2,B2,AL,SR,MI,KI MI-a1E K2-c3E M1-b1 KI-f3N P2-d2N K2-d3W"
    state = GAME.new_game(GAME.options_type(players=2))
    for move in moves.split():
        state = GAME.apply(state, GAME.parse_move(state, move)).state
    text = (
        "miyabi/1:1 1 - 7,9 - - M1,K1,S1,B2,AL,SR 1:354565,2:543556,L:222111,R:111110,"
        "I:232322 MI-a1E,M1-b1,P2-d2N/K2-c3E,KI-f3N,K2-d3W"
    )
    assert GAME.position_text(state) == text
    assert GAME.parse_position(text) == state


# -- inconsistent positions ------------------------------------------------------------


def _rules(text: str) -> list[str]:
    return [problem.rule for problem in GAME.check_position(GAME.parse_position(text))]


@pytest.mark.parametrize(
    ("old", "new", "rule"),
    [
        # Seat 1's tiles give 3 + 2 = 5, not 6.
        (" 5,5 ", " 6,5 ", "miyabi.score.layer"),
        # Seat 2 on turn: seat 1 (who started) has had 2 turns and seat 2 2.
        (" 1 - 5,5 ", " 2 - 5,5 ", "miyabi.round.order"),
        # M2 over c1 (1 high) and b1 (2 high): written, but no level surface.
        ("MI-a1E,M1-b1/", "MI-a1E,M1-b1,M2-c1W/", "miyabi.place.level"),
        # Two lanterns on column a in one round.
        ("MI-a1E,M1-b1/", "MI-a1E,M1-b1,K1-a3/", "miyabi.place.lantern"),
        # Fish on the maple row.
        ("K2-c3E,KI", "K2-c1E,KI", "miyabi.place.row"),
        # 7 M1 tiles: 3 in the box, 3 on offer and 1 in seat 1's garden; the box has 5.
        (" M1,K1,", " M1,M1,M1,K1,", "miyabi.setup.inventory"),
        # 13 tiles out of the box in a round that lays out 12.
        ("1:354565", "1:254565", "miyabi.round.reveal"),
        # Seat 1 on turn, yet marked as passed.
        (" 5,5 - - ", " 5,5 - 1 ", "miyabi.round.order"),
        # Round 7 of a two-player game.
        ("miyabi/1:1 ", "miyabi/1:7 ", "miyabi.round.count"),
        # The maple bonus held without a maple on layer 5.
        (" 5,5 - ", " 15,5 M1 ", "miyabi.score.bonus"),
    ],
)
def test_inconsistent_positions_name_the_rule(old: str, new: str, rule: str) -> None:
    assert old in HEIGHTS
    assert rule in _rules(HEIGHTS.replace(old, new, 1))
    assert all(found in GAME.rules for found in _rules(HEIGHTS.replace(old, new, 1)))


def test_tiles_that_left_the_game_must_be_out_of_the_box() -> None:
    after_pass = GAME.apply(GAME.parse_position(PASSING), Pass(1)).state
    text = GAME.position_text(after_pass)
    # The K2 left the game; a second K2 leaving would have to come from the box.
    assert "miyabi.round.end" in _rules(text.replace(" K2 ", " K2,K2 ", 1))


def test_a_tile_placed_before_its_round_is_laid_out() -> None:
    # Between rounds 1 and 2 (turn 'box'), a tile of round 2 in a garden.
    text = PASSING.replace(" 2 - 12,10 - - K2 ", " box - 12,11 - - K2 ").replace(
        ",P2-e2E", ",P2-e2E;S1-a6"
    )
    assert "miyabi.round.reveal" in _rules(text.replace("miyabi/1:1", "miyabi/1:2"))


def test_a_layer_five_maple_without_its_bonus_is_inconsistent() -> None:
    after = (
        BONUS.replace(";M2-b1W/", ";M2-b1W,M1-a1/")
        .replace(" 27,", " 32,")
        .replace(" M1,P1,K1,", " P1,K1,")
        .replace("miyabi/1:2 1 ", "miyabi/1:2 2 ")
    )
    # The maple on layer 5 is written, but nobody holds the maple bonus.
    assert "miyabi.score.bonus" in _rules(after)
    assert _rules(after.replace(" 32,15 - ", " 42,15 M1 ")) == []


# -- malformed lines -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "field", "column"),
    [
        ("seikatsu/1:x", "prefix", 1),
        ("miyabi/2:1 1 - 5,5 - - - - -/-", "version", 8),
        (HEIGHTS.replace(" 1 - 5,5", " x - 5,5"), "turn", 12),
        (HEIGHTS.replace(" 1 - 5,5", " 3 - 5,5"), "turn", 12),
        (HEIGHTS.replace("miyabi/1:1 ", "miyabi/1:one "), "round", 10),
        (HEIGHTS.replace(" - 5,5", " pink 5,5"), "variants", 14),
        (HEIGHTS.replace(" 5,5 ", " 5 "), "scores", 16),
        (HEIGHTS.replace(" 5,5 - - ", " 5,5 Q1 - "), "bonus", 20),
        (HEIGHTS.replace(" - - M1,K1", " - 3 M1,K1"), "passed", 22),
        (HEIGHTS.replace("M1,K1,S1,", "M1,K9,S1,"), "offer", 27),
        (HEIGHTS.replace("L:222111", "L:2221"), "box", 68),
        (HEIGHTS.replace("K2-c3E", "K2-f3E"), "garden 2", 106),
        (HEIGHTS.replace(",M1-b1/", ",M1-b1E,/"), "garden 1", 100),
        (HEIGHTS.replace("/K2-c3E,KI-f3N", ""), "gardens", 93),
        (HEIGHTS + " x", "position", 10),
        # Before round 1 is laid out no tile can be on offer or have left the game.
        (
            "miyabi/1:1 box - 0,0 - - M1 1:555566,2:555566,L:222211,R:111111,I:333322 -/-",
            "offer",
            26,
        ),
    ],
)
def test_malformed_lines_name_the_field_and_column(text: str, field: str, column: int) -> None:
    with pytest.raises(PositionError) as error:
        GAME.parse_position(text)
    assert (error.value.field, error.value.column) == (field, column)


# -- every reachable position ------------------------------------------------------------

BOUNDED = settings(
    max_examples=3, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)


@pytest.mark.parametrize("players", [2, 3, 4])
@BOUNDED
@given(seed=st.integers(0, 2**32 - 1))
def test_every_reachable_position_and_view_reads_back(players: int, seed: int) -> None:
    options = GAME.options_type(players=players, colourful_garden=seed % 2 == 0)
    states, _, _ = play(GAME, options, seed)
    rng = random.Random(seed)
    for state in states:
        assert GAME.check_position(state) == []
        for seat in (None, *range(players)):
            view = GAME.view(state, seat)
            parsed = GAME.parse_position(GAME.position_text(view))
            assert parsed == view
            if seat is not None:
                assert GAME.view(GAME.determinize(parsed, seat, rng), seat) == view


def test_the_positions_in_the_docs_read_back_and_are_consistent() -> None:
    doc = Path(__file__).parents[2] / "docs" / "games" / "miyabi.md"
    lines = [line.strip() for line in doc.read_text().splitlines()]
    positions = [line for line in lines if line.startswith("miyabi/1:")]
    assert len(positions) >= 2
    for text in positions:
        state = GAME.parse_position(text)
        assert GAME.position_text(state) == text
        assert GAME.check_position(state) == []


def test_mutated_lines_parse_or_say_where_and_never_crash() -> None:
    rng = random.Random(26)
    alphabet = "0123456789abcdefMPKASBWYRGLITF-,;/:=?. xend"
    for _ in range(1500):
        chars = list(rng.choice(HAND_BUILT))
        for _ in range(rng.randint(1, 3)):
            at = rng.randrange(len(chars))
            if rng.random() < 0.5:
                chars[at] = rng.choice(alphabet)
            else:
                chars.insert(at, rng.choice(alphabet))
        try:
            state = GAME.parse_position("".join(chars))
        except PositionError:
            continue
        GAME.check_position(state)
        GAME.standing(state)
        assert GAME.parse_position(GAME.position_text(state)) == state
        if GAME.to_move(state) >= 0:
            list(GAME.legal_moves(state))[:3]
