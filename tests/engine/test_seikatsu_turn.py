"""Playing a tile and scoring birds: '1. Jugar una ficha', '2. Puntuación de aves'.

Position used throughout (two players): setup Tp on d5 and Wp on c3; seat 1 holds
Tm Wb, seat 2 holds Fp Et. c4 touches d5 and c3; c5 touches c4, d5 and d6.
"""

from __future__ import annotations

import pytest

from engine.core import IllegalMove, Score
from engine.seikatsu import GAME, Draw, Play
from engine.seikatsu import tiles as T
from tests.engine.seikatsu_script import TWO_PLAYER_START, build


def scores_of(events: list[object]) -> list[Score]:
    return [e for e in events if isinstance(e, Score)]


def test_single_match_scores_two() -> None:
    # seikatsu.birds.flock: Tanager on c4 next to the Tanager on d5: 1 + 1 = 2.
    state, events = build(f"{TWO_PLAYER_START} Tm-c4")
    [score] = scores_of(events)
    assert (score.side, score.points, score.rule) == (0, 2, "seikatsu.birds.flock")
    assert score.refs == ("c4", "d5")
    assert state.scores == (2, 0)


def test_no_match_scores_nothing() -> None:
    # seikatsu.birds.flock: a Waxwing on d6 touches only the Tanager on d5: 0 points.
    state, events = build(f"{TWO_PLAYER_START} Wb-d6")
    assert scores_of(events) == []
    assert state.scores == (0, 0)


def test_several_matches_count_each_neighbour_not_the_whole_flock() -> None:
    # Tanagers on d5 and c4; a third Tanager on c5 touches both: 1 + 2 = 3.
    # Then a fourth on b4 touches only c4 (and c5 is a Tanager too): 1 + 2 = 3;
    # on b5 it touches c5 only: 1 + 1 = 2, though the flock has four birds.
    script = f"{TWO_PLAYER_START} Tm-c4 +Tt Fp-d6 +Wt Tt-c5"
    state, events = build(script)
    [score] = scores_of(events)
    assert score.points == 3
    assert set(score.refs) == {"c5", "c4", "d5"}
    state, events = build(f"{script} +Tb Et-e4 +Ft Tb-b5")
    [score] = scores_of(events)
    assert score.points == 2
    assert state.scores == (2 + 3 + 2, 0)


def test_koi_counts_as_the_chosen_bird_on_its_turn() -> None:
    # seikatsu.birds.koi: seat 1 draws the koi and plays it on c5 as a Tanager:
    # matches c4 and d5: 1 + 2 = 3.
    state, events = build(f"{TWO_PLAYER_START} Tm-c4 +K Fp-d6 +Tb K-c5=T")
    assert state.scores == (2 + 3, 0)
    [score] = scores_of(events)
    assert (score.points, score.rule) == (3, "seikatsu.birds.koi")


def test_koi_choices_are_offered_best_first() -> None:
    state, _ = build(f"{TWO_PLAYER_START} Tm-c4 +K Fp-d6 +Tb")
    koi_on_c5 = [m for m in GAME.legal_moves(state) if m.tile == "K" and m.cell == "c5"]
    # Tanager (2 neighbours) then Flycatcher (d6) then the others in bird order.
    assert [m.bird for m in koi_on_c5] == ["T", "F", "W", "E"]


def test_koi_is_no_bird_on_later_turns() -> None:
    # seikatsu.birds.koi_after: b4 touches c4 (Tanager) and c5 (the koi played as a
    # Tanager last turn). The koi no longer counts: 1 + 1 = 2, not 3.
    _, events = build(f"{TWO_PLAYER_START} Tm-c4 +K Fp-d6 +Tb K-c5=T +Ft Tb-b4")
    [score] = scores_of(events)
    assert (score.side, score.points, score.refs) == (1, 2, ("b4", "c4"))


def test_koi_with_no_matching_neighbour_scores_nothing() -> None:
    _, events = build(f"{TWO_PLAYER_START} Tm-c4 +K Fp-d6 +Tb K-e4=E")
    assert scores_of(events) == []


@pytest.mark.parametrize(
    ("move", "rule"),
    [
        (Play(0, "Tm", "d5"), "seikatsu.place.empty"),
        (Play(0, "Tm", "a1"), "seikatsu.place.adjacent"),
        (Play(0, "Tm", "d4"), "seikatsu.place.pond"),
        (Play(0, "Fp", "c4"), "seikatsu.place.from_hand"),
        (Play(1, "Fp", "c4"), "seikatsu.turn.order"),
        (Play(0, "Tm", "c4", "W"), "seikatsu.birds.koi"),
        (Play(0, "Tm", "z9"), "seikatsu.setup.board"),
        (Play(0, "Xx", "c4"), "seikatsu.place.from_hand"),
        (Draw("Tb"), "seikatsu.turn.order"),
    ],
)
def test_illegal_moves_say_why_with_the_rule(move: Play | Draw, rule: str) -> None:
    state, _ = build(TWO_PLAYER_START)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, move)
    assert err.value.rule == rule
    assert err.value.rule in GAME.rules
    assert err.value.reason
    assert move not in GAME.legal_moves(state)


def test_a_koi_must_name_its_bird() -> None:
    state, _ = build(f"{TWO_PLAYER_START} Tm-c4 +K Fp-d6 +Tb")
    for bad in (Play(0, "K", "c5"), Play(0, "K", "c5", "Q")):
        with pytest.raises(IllegalMove) as err:
            GAME.apply(state, bad)
        assert err.value.rule == "seikatsu.birds.koi"


def test_drawing_a_tile_not_in_the_bag_is_refused() -> None:
    # Two copies of each tile exist: Tp is on d5 and drawn again here, so no third.
    state, _ = build(f"{TWO_PLAYER_START} Tm-c4 +Tp Fp-d6")
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, Draw("Tp"))
    assert err.value.rule == "seikatsu.draw"


def test_the_draw_goes_to_the_player_who_played() -> None:
    state, events = build(f"{TWO_PLAYER_START} Tm-c4 +Ft")
    assert sorted(state.hands[0]) == sorted([T.BY_CODE["Wb"], T.BY_CODE["Ft"]])
    assert GAME.to_move(state) == 1
    assert events[0].private == "drew Ft"  # type: ignore[attr-defined]
    assert "Ft" not in events[0].text  # type: ignore[attr-defined]


def test_an_illegal_move_leaves_the_state_untouched() -> None:
    state, _ = build(TWO_PLAYER_START)
    before = state
    with pytest.raises(IllegalMove):
        GAME.apply(state, Play(0, "Tm", "a1"))
    assert state == before


def test_notation_round_trips() -> None:
    state, _ = build(f"{TWO_PLAYER_START} Tm-c4 +K Fp-d6 +Tb")
    for move in GAME.legal_moves(state):
        assert GAME.parse_move(state, GAME.move_text(move)) == move
    assert GAME.parse_move(state, " k @ C5 = t ") == Play(0, "K", "c5", "T")
    # The board draws a koi as KO: typing what is on screen must work too.
    assert GAME.parse_move(state, "KO-c5=T") == Play(0, "K", "c5", "T")
    assert GAME.parse_move(state, "ko-c5=t") == Play(0, "K", "c5", "T")
    with pytest.raises(ValueError, match="tile-cell"):
        GAME.parse_move(state, "c5")


def test_the_pond_is_no_tile_to_play_next_to() -> None:
    # 1. Jugar una ficha, regla 2 and nota: a tile goes next to another *tile*; the
    # pond is not one. With setup tiles on d5 and c3 only, e3 touches the pond and
    # no tile (its neighbours d3 e2 e4 f2 f3 are empty), so it is refused.
    state, _ = build(TWO_PLAYER_START)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, Play(0, "Tm", "e3"))
    # rules-facts' ruling: the refusal names niwa's reading, not the plain adjacency rule.
    assert err.value.rule == "seikatsu.place.pond_not_tile"
    assert GAME.rules[err.value.rule].ruling
    assert "pond is not a tile" in err.value.reason
    assert not any(isinstance(m, Play) and m.cell == "e3" for m in GAME.legal_moves(state))


def test_a_cell_away_from_the_pond_and_from_tiles_is_refused_by_adjacency() -> None:
    # a1 touches neither the pond nor a tile: the plain rule 2 ("next to a tile").
    state, _ = build(TWO_PLAYER_START)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, Play(0, "Tm", "a1"))
    assert err.value.rule == "seikatsu.place.adjacent"


def test_four_players_score_for_their_teams() -> None:
    # rules-facts (4 players): teammates alternate seats and score together.
    # Setup: Tp d5, Wp c3, Ep d3, Fp e4. Seat 1 (pink) plays Wb on b2 next to the
    # Waxwing on c3: 2. Seat 2 (blue) plays Fm on e5 next to the Flycatcher on e4: 2.
    # Seat 3 (pink again) plays Em on d2 next to the White-eye on d3: 2.
    # Pink team 2 + 2 = 4, blue team 2.
    script = "+Tp +Wp +Ep +Fp  +Tm +Wb  +Fm +Et  +Em +Tb  +Ft +Wt  Wb-b2 +Tt  Fm-e5 +Wm  Em-d2"
    state, events = build(script, players=4)
    [score] = scores_of(events)
    assert (score.side, score.points, score.refs) == (0, 2, ("d2", "d3"))
    assert state.scores == (4, 2)
