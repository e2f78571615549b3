"""Seikatsu positions built by hand from the rulebook (issue 26), in the notation of
docs/games/seikatsu.md, each with its verdicts and points worked out by hand.

Geometry (shared/rules-facts.md, engine/seikatsu/board.py): cells are named by row
letter a..g (top to bottom) and place in the row; d4 is the pond. Pink's rows are the
lettered rows (P1 = row a .. P7 = row g); blue's rows run down-right (constant q).
With two players the setup tiles lie on d5 (pink's flower space) then c3 (blue's).
Neighbours used below: c4 touches c3, b3, b4, c5, d5 and the pond; c5 touches c4, c6,
b4, b5, d5, d6; e3 touches only the pond, d3, e2, e4, f2 and f3; e5 touches d5, d6,
e4, e6, f4 and f5.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.ask import ask
from engine.seikatsu import GAME, Options
from engine.seikatsu.position import check_position, parse_position, position_text
from tests.replays.factory import ALL_OPTIONS

# The rulebook's first bird example ("Una bandada de pájaros idénticos puntúa
# inmediatamente"): pink plays a Tanager between two Tanagers. Seat 2's hand is
# written as pink sees it: two unknown tiles.
FLOCK_OF_THREE = "seikatsu/1:2 4,5,2Tp3,3*Tm2,6,5,4 TtK,?2 rest 1 0,0"

# The rulebook's koi example ("El estanque Koi cuenta como un pájaro de un color"):
# two Waxwings on the setup spaces; pink holds a koi, blue a Waxwing (Wp) and a White-eye.
KOI_AS_WAXWING = "seikatsu/1:2 4,5,2Wb3,3*Wm2,6,5,4 TpK,WpEb rest 1 0,0"

# Only neighbours count, not the whole flock (2. Puntuación de aves coincidentes):
# Tanagers on c3 and c4 (pink played c4 beside c3 and d5 for 3 points) and d5.
CHAIN = "seikatsu/1:2 4,5,2TpTm2,3*Tb2,6,5,4 WpEb,TtWb rest 2 3,0"

# The end, a tie broken by turn order (Flores de puntuación). The garden is its own
# mirror image across the line through c2, the pond and e5: the tile on (q, r) has
# the same flower as the one on (r, q), so pink's rows (constant r) and blue's rows
# (constant q) hold the same sets, and both score the same flowers. One cell is empty:
# e5, and blue (seat 2, the last to play) holds its tile, Fb.
TIE_AT_THE_END = (
    "seikatsu/1:2 TbTtTmTp,KWbWtWmWp,KFbEbEtEmEp,TbWbEb*FtFmFp,TtWtEtFt1K,TmWmEmFmK,"
    "TpWpEpFp -,Fb rest 2 20,15"
)

# Four players in teams (seikatsu.variant.teams): the four setup tiles, nothing played.
TEAMS_FROM_SET_UP = "seikatsu/1:4 4,5,2Wm3,2Et*Tp2,3Fb2,5,4 ?2,?2,?2,?2 rest 1 0,0"

# Tournament mode, three players, as seat 3 sees it: each seat's face-up koi is shown,
# seat 3 has the fourth (seikatsu.variant.tournament), the others' garden tiles unknown.
TOURNAMENT_VIEW = "seikatsu/1:3t 4,5,2Tp3,3*Wb2,2Em3,5,4 K?2,K?2,TbFbKK rest 1 0,0,0"

# A third Tp: the box has two of each face (Componentes; Mareas de jardín).
THREE_TANAGER_PRIMROSES = "seikatsu/1:2 4,5,2Tp3,3*Tp2,6,5,4 TpK,?2 rest 1 0,0"

# Setup under way (Preparar, paso 4): one setup tile drawn, on pink's space d5.
SETTING_UP = "seikatsu/1:3 4,5,6,3*Tp2,6,5,4 -,-,- rest setup 0,0,0"


def test_a_tanager_between_two_tanagers_scores_three() -> None:
    # c4 touches c3 (Tp) and d5 (Tm): 1 for the tile + 1 per matching neighbour = 3
    # (seikatsu.birds.flock).
    answer = ask(GAME, FLOCK_OF_THREE, ["Tt-c4"])
    assert answer.consistent
    (move,) = answer.moves
    assert move.legal
    assert [(p.side, p.points, p.rule.id) for p in move.points] == [
        ("pink", 3, "seikatsu.birds.flock")
    ]


def test_the_koi_is_a_bird_on_its_turn_only() -> None:
    # K-c4=W: the koi is a Waxwing this turn, beside c3 (Wb) and d5 (Wm): 3 points
    # (seikatsu.birds.koi). The bag gives pink a Tt. Blue's Wp on c5 touches d5 (Wm) and
    # the koi on c4, which is no bird any more (seikatsu.birds.koi_after): 1 + 1 = 2.
    answer = ask(GAME, KOI_AS_WAXWING, ["K-c4=W", "+Tt", "Wp-c5"])
    koi, draw, waxwing = answer.moves
    assert [(p.side, p.points, p.rule.id) for p in koi.points] == [
        ("pink", 3, "seikatsu.birds.koi")
    ]
    assert draw.legal and draw.points == []
    assert [(p.side, p.points, p.rule.id) for p in waxwing.points] == [
        ("blue", 2, "seikatsu.birds.flock")
    ]


def test_the_pond_is_no_tile_to_play_next_to() -> None:
    # e3 touches the pond and empty cells only: not next to a tile
    # (seikatsu.place.pond_not_tile, niwa's ruling); d4 is the pond itself
    # (seikatsu.place.pond); a1 touches nothing (seikatsu.place.adjacent).
    for move, rule, ruling in (
        ("K-e3=T", "seikatsu.place.pond_not_tile", True),
        ("Tp-d4", "seikatsu.place.pond", False),
        ("Tp-a1", "seikatsu.place.adjacent", False),
    ):
        (answer,) = ask(GAME, KOI_AS_WAXWING, [move]).moves
        assert not answer.legal and answer.rule is not None
        assert (answer.rule.id, answer.rule.ruling) == (rule, ruling)


def test_only_neighbours_count_not_the_whole_flock() -> None:
    # Tt on c5 touches c4 (Tm) and d5 (Tb); c3 (Tp) is in the flock but not beside c5:
    # 1 + 2 = 3, not 4 (seikatsu.birds.flock).
    (move,) = ask(GAME, CHAIN, ["Tt-c5"]).moves
    assert [(p.side, p.points) for p in move.points] == [("blue", 3)]


def test_a_tie_at_the_end_goes_to_the_later_player() -> None:
    # Blue's Fb on e5 touches d5 (Ft), d6 (Fm), e4 (Ft) and f4 (Fm): 1 + 4 = 5 bird
    # points, and the garden is full: the end (seikatsu.end.trigger).
    # Pink's rows (the lettered rows; a koi joins the largest set, seikatsu.flowers.koi):
    #   a: Tb Tt Tm Tp, one of each: 1.      b: K + one of each: 2 -> 3.
    #   c: K, Fb Eb (2 Bluebells), ...: 3 -> 6.   d: Tb Wb Eb, Ft Fm Fp: 3 -> 6.
    #   e: 4 Tulips + K (the new Fb is a Bluebell): 5 -> 15.   f: 4 Plumerias + K: 15.
    #   g: 4 Primroses: 10.   In all 1 + 3 + 6 + 6 + 15 + 15 + 10 = 56.
    # Blue's rows hold the same sets (the mirror image): 56.
    # Pink 20 + 56 = 76; blue 15 + 5 + 56 = 76: tied, and the tied player latest in turn
    # order, blue, wins (seikatsu.end.tiebreak).
    answer = ask(GAME, TIE_AT_THE_END, ["Fb-e5"])
    assert answer.consistent
    (move,) = answer.moves
    birds = [p for p in move.points if p.rule.id == "seikatsu.birds.flock"]
    assert [(p.side, p.points) for p in birds] == [("blue", 5)]
    assert answer.over
    assert answer.standing.totals == [76, 76]
    assert answer.standing.winners == ["blue"]
    assert answer.standing.tiebreak is not None
    assert answer.standing.tiebreak.id == "seikatsu.end.tiebreak"
    by_row = {p.detail.split(":")[0]: p.points for p in answer.standing.lines if p.side == "pink"}
    assert by_row == {
        "row P1": 1,
        "row P2": 3,
        "row P3": 6,
        "row P4": 6,
        "row P5": 15,
        "row P6": 15,
        "row P7": 10,
    }


def test_teams_tied_now_go_to_the_team_of_the_last_seat() -> None:
    # Setup tiles c3 Wm, d3 Et, d5 Tp, e4 Fb. Pink's rows: c (Wm) 1, d (Et, Tp) 1,
    # e (Fb) 1 = 3. Blue's rows (constant q): d3 alone 1; c3 and e4 (q = 0: Wm, Fb) 1;
    # d5 alone 1 = 3. Tied: the team of the last seat (seat 4, blue) wins
    # (seikatsu.variant.teams_tiebreak, niwa's ruling).
    answer = ask(GAME, TEAMS_FROM_SET_UP, [])
    assert answer.consistent and answer.standing.totals == [3, 3]
    assert answer.standing.winners == ["blue team"]
    assert answer.standing.tiebreak is not None
    assert answer.standing.tiebreak.id == "seikatsu.variant.teams_tiebreak"
    assert answer.standing.tiebreak.ruling


def test_a_seat_s_view_in_tournament_mode_is_consistent_and_can_be_filled() -> None:
    # 3 setup tiles, 4 koi face up in hands (1, 1, 2), 6 garden tiles dealt: the unseen
    # pool is 32 - 3 - 2 (seat 3's Tb, Fb) = 27 tiles, 4 of them in the hidden hands.
    state = parse_position(TOURNAMENT_VIEW)
    assert check_position(state) == []
    assert sum(state.bag) == 27 and state.bag_size == 23
    whole = GAME.determinize(state, 2, random.Random(1))
    assert GAME.view(whole, 2) == state and check_position(whole) == []
    # Seat 1's unknown tiles cannot be listed: only its koi's moves are.
    answer = ask(GAME, TOURNAMENT_VIEW, [])
    assert answer.legal_moves and all(m.startswith("K-") for m in answer.legal_moves)


def test_a_third_copy_of_a_face_is_inconsistent_but_still_answered() -> None:
    # Tp on c3 and d5 and in pink's hand: three, the box has two (seikatsu.setup.box).
    answer = ask(GAME, THREE_TANAGER_PRIMROSES, ["Tp-c4"])
    assert not answer.consistent
    assert [p.rule.id for p in answer.problems] == ["seikatsu.setup.box"]
    (move,) = answer.moves
    assert move.legal  # c4 touches c3 and d5, both Tanagers: 3 points all the same
    assert [p.points for p in move.points] == [3]


def test_during_setup_the_koi_are_not_in_the_bag() -> None:
    # Setup tiles come before the koi join the bag (seikatsu.setup.koi); the next one
    # goes on c3, blue's flower space.
    answer = ask(GAME, SETTING_UP, ["+K"])
    assert answer.consistent
    (move,) = answer.moves
    assert not move.legal and move.rule is not None and move.rule.id == "seikatsu.setup.koi"
    (move,) = ask(GAME, SETTING_UP, ["+Wb"]).moves
    assert move.legal and move.after is not None
    assert move.after.startswith("seikatsu/1:3 4,5,2Wb3,3*Tp2,")


@pytest.mark.parametrize(
    ("position", "rule"),
    [
        # The setup tile out of order: c3 filled before d5 (seikatsu.setup.tiles).
        ("seikatsu/1:3 4,5,2Tp3,3*3,6,5,4 -,-,- rest setup 0,0,0", "seikatsu.setup.tiles"),
        # A tile on b1 joined to no setup tile by touching tiles (seikatsu.place.adjacent).
        ("seikatsu/1:2 4,Ep4,2Tp3,3*Tm2,6,5,4 TtK,?2 rest 2 0,0", "seikatsu.place.adjacent"),
        # One tile played (c4), so it is blue's turn, not pink's (seikatsu.turn.order).
        ("seikatsu/1:2 4,5,2TpTm2,3*Tb2,6,5,4 WpEb,TtWb rest 1 3,0", "seikatsu.turn.order"),
        # 1 bird point: a flock scores at least 2 (seikatsu.birds.flock).
        ("seikatsu/1:2 4,5,2TpTm2,3*Tb2,6,5,4 WpEb,TtWb rest 2 1,0", "seikatsu.birds.flock"),
        # A koi on a setup space: setup tiles are drawn before the koi (seikatsu.setup.koi).
        ("seikatsu/1:2 4,5,2K3,3*Tm2,6,5,4 TtWb,?2 rest 1 0,0", "seikatsu.setup.koi"),
        # Three tiles in pink's hand while the bag holds tiles (seikatsu.draw).
        ("seikatsu/1:2 4,5,2Tp3,3*Tm2,6,5,4 TtKEb,?2 rest 1 0,0", "seikatsu.draw"),
        # Over with an empty cell (seikatsu.end.trigger).
        ("seikatsu/1:2 4,5,2Tp3,3*Tm2,6,5,4 -,- rest over 0,0", "seikatsu.end.trigger"),
    ],
)
def test_impossible_positions_name_the_rule_they_break(position: str, rule: str) -> None:
    problems = check_position(parse_position(position))
    assert rule in [p.rule for p in problems], problems


@pytest.mark.parametrize(
    "position",
    [FLOCK_OF_THREE, KOI_AS_WAXWING, CHAIN, TIE_AT_THE_END, TEAMS_FROM_SET_UP, TOURNAMENT_VIEW],
)
def test_hand_written_positions_read_back_as_written(position: str) -> None:
    assert position_text(parse_position(position)) == position


@pytest.mark.parametrize(
    ("position", "field", "column"),
    [
        ("seikatsu/1:5 4,5,6,7,6,5,4 -,- rest 1 0,0", "players", 12),
        ("seikatsu/1:2 4,5,6,3Tp3,6,5,4 -,- rest 1 0,0", "garden", 21),
        ("seikatsu/1:2 4,5,6,3*Xy2,6,5,4 -,- rest 1 0,0", "garden", 22),
        ("seikatsu/1:2 4,5,6,3*3,6,5,4 Tp,-,- rest 1 0,0", "hands", 30),
        ("seikatsu/1:2 4,5,6,3*3,6,5,4 Tp,? rest 1 0,0", "hands", 34),
        ("seikatsu/1:2 4,5,6,3*3,6,5,4 -,- Tp2,Tp 1 0,0", "bag", 38),
        ("seikatsu/1:2 4,5,6,3*3,6,5,4 -,- rest 3 0,0", "turn", 39),
        ("seikatsu/1:2 4,5,6,3*3,6,5,4 -,- rest 1 0", "scores", 41),
    ],
)
def test_a_bad_line_names_its_field_and_column(position: str, field: str, column: int) -> None:
    with pytest.raises(ValueError) as caught:
        parse_position(position)
    error = caught.value
    assert (getattr(error, "field", None), getattr(error, "column", None)) == (field, column)


def test_the_documented_examples_read_back_and_are_consistent() -> None:
    """Every position line in docs/games/seikatsu.md's code blocks is one niwa writes."""
    doc = Path(__file__).parents[2] / "docs" / "games" / "seikatsu.md"
    lines = [
        line
        for line in doc.read_text().splitlines()
        if line.startswith("seikatsu/1:") and "<" not in line
    ]
    assert len(lines) >= 4
    for line in lines:
        assert position_text(parse_position(line)) == line
        assert check_position(parse_position(line)) == [], line


@pytest.mark.parametrize(
    "position",
    [
        # The bag refilling a hand from an empty bag, after no play.
        "seikatsu/1:2 4,5,2Tp3,3*Tm2,6,5,4 TtK,?2 empty 1+ 0,0",
        # A deal with every hand already full, and 999 koi in the bag.
        "seikatsu/1:2 4,5,2Tp3,3*Tm2,6,5,4 TtK,?2 K999 deal 0,0",
        # Setup with nothing to draw.
        "seikatsu/1:2 4,5,6,3*3,6,5,4 -,- empty setup 0,0",
        # Over, with an empty garden.
        "seikatsu/1:3 4,5,6,3*3,6,5,4 -,-,- rest over 0,0,0",
    ],
)
def test_an_impossible_position_is_still_answered(position: str) -> None:
    answer = ask(GAME, position, ["+K", "Tt-c4"])
    assert not answer.consistent and answer.problems
    assert all(not move.legal or move.after for move in answer.moves)


@pytest.mark.parametrize("options", ALL_OPTIONS, ids=lambda o: f"{o.players}p-t{int(o.tournament)}")
@settings(max_examples=3, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32 - 1))
def test_every_option_round_trips_with_views_and_checks_clean(options: Options, seed: int) -> None:
    """Tournament mode too (the generic test plays the default options only): every state
    and every view reads back and is consistent."""
    state = GAME.new_game(options)
    rng = random.Random(seed)
    while True:
        for seat in [None, *range(options.players)]:
            seen = GAME.view(state, seat)
            assert parse_position(position_text(seen)) == seen
            assert check_position(seen) == [], position_text(seen)
        if GAME.is_over(state):
            break
        actor = GAME.to_move(state)
        move = GAME.sample_chance(state, rng) if actor < 0 else rng.choice(GAME.legal_moves(state))
        state = GAME.apply(state, move).state
