"""Miyabi's own quiz questions and do goals, against positions worked out by hand.

Each position is played through the engine from move notation; each expected
answer is counted from the rulebook (or niwa's ruling) named in the comment.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.miyabi import GAME, Options, State
from lessons.format import Goal, QuizStep
from lessons.miyabi.goals import GOALS
from lessons.miyabi.questions import QUESTIONS
from lessons.questions import QuestionError

REVEAL = "+M1,A1,K1,S1,P2,K2,K2,M2,KL,KR,MI,KI"
TIES = (
    "+M1,P1,P1,K1,A1,S1,M2,M2,K2,A2,B2,S2,KL,AL,BR,PI,KI,AI "
    # seat 1, 2, 3 in turn: maples 2 / 2 / 1, pagodas 3 / 1 / 1, stone 1 / 0 / 0,
    # fish 0 / 2 / 1.
    "M2-a1E M2-a1E M1-a1 PI-b2E P1-b2 P1-b2 S1-c6 K2-c3E K1-c3"
)
PASS_POSITION = (
    "+P1,A1,A1,B1,M2,P2,P2,S2,ML,AL,AI,BI B1-d5 S2-a6E AI-e4N AL-e4W P2-b2E M2-d1W "
    "A1-f4 A1-b4 P2-c2W P1-f2 BI-a5N"
)


def _play(script: str, players: int = 2, **variants: bool) -> State:
    state = GAME.new_game(Options(players=players, **variants))
    for text in script.split():
        state = GAME.apply(state, GAME.parse_move(state, text)).state
    return state


def _ask(ask: str, state: State, **fields: Any) -> Any:
    step = QuizStep(title="q", text="?", rules=[], ask=ask, answer=0, explain="", **fields)
    return QUESTIONS[ask].answer(GAME, state, step)


def _meets(kind: str, state: State, move: str, **args: Any) -> bool:
    parsed = GAME.parse_move(state, move)
    goal = Goal(kind=kind, args=args)
    return GOALS[kind].holds(GAME, state, parsed, GAME.apply(state, parsed), goal.args)


# -- the tiles and the box ------------------------------------------------------------


def test_green_squares_are_all_but_the_object_square() -> None:
    # miyabi.setup.tiles: objects on one square, the others plain green.
    new = _play("")
    assert _ask("green_squares", new, args={"tile": "KL"}) == 2
    assert _ask("green_squares", new, args={"tile": "K2"}) == 1
    assert _ask("green_squares", new, args={"tile": "m1"}) == 0
    with pytest.raises(QuestionError, match="no Miyabi tile 'X9'"):
        _ask("green_squares", new, args={"tile": "X9"})


def test_in_box_counts_the_ruled_inventory_less_what_is_on_offer() -> None:
    # Ruling miyabi.setup.inventory: 3 corner koi ponds, L first (KL KR KL);
    # 6 double stones, of which the reveal below lays out two.
    assert _ask("in_box", _play(""), args={"tile": "KL"}) == 2
    assert _ask("in_box", _play(""), args={"tile": "KR"}) == 1
    revealed = _play("+M1,A1,K1,S1,P2,S2,S2,M2,KL,KR,MI,KI")
    assert _ask("in_box", revealed, args={"tile": "S2"}) == 4


def test_most_tiles_and_reveal_sizes_by_player_count() -> None:
    # miyabi.round.count: 2p 6 rounds, 3p 5, 4p 4; miyabi.round.order: at most six
    # turns (one per lantern field) per round. miyabi.round.reveal: 2 doubles and
    # 1 straight per player and round.
    new = _play("")
    assert _ask("most_tiles", new) == 36
    assert _ask("most_tiles", new, args={"players": 3}) == 30
    assert _ask("most_tiles", new, args={"players": 4}) == 24
    assert _ask("reveal_count", new, args={"players": 3, "group": "double"}) == 6
    assert _ask("reveal_count", new, args={"group": "straight"}) == 2
    with pytest.raises(QuestionError, match="2, 3 or 4 players"):
        _ask("most_tiles", new, args={"players": 5})
    with pytest.raises(QuestionError, match="group must be one of"):
        _ask("reveal_count", new, args={"group": "triple"})


# -- where a tile goes ----------------------------------------------------------------


def test_a_placement_lantern_footprint_and_layer() -> None:
    # miyabi.lantern.place: the lantern goes above the object square (d3), not c3.
    state = _play(REVEAL)
    assert _ask("lantern_column", state, move="K2-d3W") == "d"
    # miyabi.place.rotation: from c3 east to d3, then left (north) to d2 / right
    # (east) after running north to c2.
    assert _ask("footprint", state, move="KL-c3E") == "c3 d3 d2"
    assert _ask("footprint", state, move="KR-c3N") == "c3 c2 d2"
    # Ruling miyabi.place.level: M1 on b1 over the straight maple lies on layer 2.
    assert _ask("layer", _play(REVEAL + " MI-a1E S1-a6"), move="M1-b1") == 2
    with pytest.raises(QuestionError, match="illegal"):
        _ask("footprint", state, move="KI-e3E")  # miyabi.place.grid
    with pytest.raises(QuestionError, match="must place a tile"):
        _ask("layer", state, move="pass")


# -- turns and rounds -----------------------------------------------------------------


def test_who_plays_after_a_move() -> None:
    # miyabi.round.order: clockwise. miyabi.round.end: the round's last move hands
    # over to the dealer; the next round starts with the bonsai's new holder, seat 2.
    assert _ask("to_play_after", _play(REVEAL), move="M1-a1") == "seat 2"
    before_pass = _play(PASS_POSITION)
    assert _ask("to_play_after", before_pass, move="pass") == "the dealer"
    assert (
        _ask("to_play_after", _play(PASS_POSITION + " pass"), move=REVEAL.replace("M1", "P1"))
        == "seat 2"
    )


def test_tiles_leaving_at_the_end_of_a_round() -> None:
    # miyabi.round.end: the ML left on offer when seat 2 passes leaves the game;
    # a move that does not end the round sends nothing away.
    assert _ask("leaving_after", _play(PASS_POSITION), move="pass") == 1
    assert _ask("leaving_after", _play(REVEAL), move="M1-a1") == 0


# -- the end ----------------------------------------------------------------------------


def test_row_count_sees_only_the_top_tile() -> None:
    # Ruling miyabi.end.visible: K2-d3E shows 2 fish on d3; K2-e3W over d3 and e3
    # covers them and shows 2 on e3: 2 visible of 4 placed.
    state = _play(REVEAL + " MI-a1E S1-a6 M1-b1 K1-b3 K2-d3E A1-c4 K2-e3W")
    assert _ask("row_count", state, seat=0, row="3") == 2
    assert _ask("row_count", state, seat=1, row="3") == 1
    with pytest.raises(QuestionError, match="row must be 1 to 6"):
        _ask("row_count", state, seat=0, row="7")


def test_row_values_and_their_takers_with_ties() -> None:
    state = _play(TIES, players=3)
    # miyabi.end.tie_first: seats 1 and 2 tie on 2 maples: both 12, nobody 6.
    assert _ask("row_takers", state, row="1", args={"value": "higher"}) == "seat 1 and seat 2"
    assert _ask("row_takers", state, row="1", args={"value": "lower"}) == "nobody"
    assert _ask("row_points", state, seat=2, row="1") == 0
    # miyabi.end.tie_second: seat 1 has 3 pagodas (10), seats 2 and 3 one each (5).
    assert _ask("row_takers", state, row="2", args={"value": "lower"}) == "seat 2 and seat 3"
    assert _ask("row_points", state, seat=1, row="2") == 5
    # miyabi.end.rows: fish 0 / 2 / 1: seat 2 takes 8, seat 3 4, seat 1 nothing.
    assert [_ask("row_points", state, seat=s, row="3") for s in range(3)] == [0, 8, 4]
    # Nobody shows an azalea: nobody takes row 4.
    assert _ask("row_takers", state, row="4", args={"value": "higher"}) == "nobody"


def test_winner_and_a_shared_victory() -> None:
    new = _play("", players=3)
    # miyabi.end.winner, miyabi.end.shared (no tie-break).
    assert _ask("winner", new, scores=[98, 104, 101]) == "seat 2"
    assert _ask("winner", new, scores=[112, 97, 112]) == "seat 1 and seat 3"
    assert _ask("winner", new, scores=[50, 50, 50]) == "seat 1, seat 2 and seat 3"


def test_variant_points_if_the_game_ended_now() -> None:
    script = "+M1,A1,S1,S1,M2,P2,K2,B2,KL,SR,MI,KI M1-a1 S1-a6 MI-b1S S1-b6 M2-c1E K2-c3E"
    state = _play(script, colourful_garden=True, big_meadow=True)
    # miyabi.variant.colourful: a1 (1) + b1 (3) + c1 (2) maples joined: 6 x 1 point.
    assert _ask("variant_points", state, seat=0, args={"variant": "colourful"}) == 6
    # miyabi.variant.meadow: green b2 b3 joined (d1 alone): 2 squares x 2 points.
    assert _ask("variant_points", state, seat=0, args={"variant": "meadow"}) == 4
    # A variant that is off gives nothing.
    assert _ask("variant_points", _play(script), seat=0, args={"variant": "meadow"}) == 0


# -- goals --------------------------------------------------------------------------------


def test_layer_goal() -> None:
    # Ruling miyabi.place.level: b1 one tile high, so M1-b1 lies on layer 2, M1-d1 on 1.
    state = _play(REVEAL + " MI-a1E S1-a6")
    assert _meets("layer", state, "M1-b1", layer=2)
    assert not _meets("layer", state, "M1-d1", layer=2)
    assert GOALS["layer"].describe({"layer": 2}) == "place a tile on layer 2"


def test_green_on_goal() -> None:
    # miyabi.place.green: P2-d2W lays its green square on c2 (column c's lantern is
    # up after K2-c3E); P2-d2N lays it on d1.
    state = _play(REVEAL + " K2-c3E S1-a6")
    assert _meets("green_on", state, "P2-d2W", cells=["c2", "c4"])
    assert not _meets("green_on", state, "P2-d2N", cells=["c2", "c4"])
    assert not _meets("green_on", state, "M1-a1", cells=["a1"])  # a single has no green


def test_bonus_goal() -> None:
    # miyabi.score.bonus: b1 c1 four tiles high; M1-b1 is the first maple on layer 5.
    tower = (
        "+A1,B1,S1,S1,M2,K2,B2,S2,AL,SR,MI,MI MI-a1E S1-a6 MI-c1W S1-b6 M2-b1E K2-c3E "
        "A1-d4 B2-d5E AL-e4N B1-e5 SR-f6W S2-f6N "
        "+M1,P1,K1,A1,M2,M2,P2,A2,PL,KR,PI,AI P1-a2 M2-c1W K1-b3"
    )
    state = _play(tower)
    assert _meets("bonus", state, "M1-b1")
    assert not _meets("bonus", state, "P2-d2N")


def test_leads_row_goal() -> None:
    # miyabi.end.rows: seat 2 shows 2 fish, seat 1 none; KI (3 fish) makes seat 1
    # the sole leader of row 3, an azalea leaves it with none.
    state = _play(TIES, players=3)
    assert _meets("leads_row", state, "KI-e3S", row=3)
    assert not _meets("leads_row", state, "A1-d4", row=3)
    assert GOALS["leads_row"].describe({"row": 3}) == "show more fish in row 3 than anyone else"


def test_variant_goal() -> None:
    # miyabi.variant.meadow: P2-d2W's green c2 joins b2 b3: 3 squares, 6 points;
    # A1-d4 adds no green square: the meadow stays at 4.
    script = "+M1,A1,S1,S1,M2,P2,K2,B2,KL,SR,MI,KI M1-a1 S1-a6 MI-b1S S1-b6 M2-c1E K2-c3E"
    state = _play(script, colourful_garden=True, big_meadow=True)
    assert _meets("variant", state, "P2-d2W", variant="meadow", points=6)
    assert not _meets("variant", state, "A1-d4", variant="meadow", points=6)
