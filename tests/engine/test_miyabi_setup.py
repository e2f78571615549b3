"""The box, the reveal of each round's tiles, the notation and the text view.

'Componentes', 'Preparar', 'Construcción de orden redondo'.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.core import CHANCE, IllegalMove, InvalidOptions
from engine.miyabi import GAME, Options, Pass, Place, Reveal
from engine.miyabi import tiles as T
from engine.registry import get_game
from tests.engine.miyabi_script import Table


def test_the_box_holds_the_ruled_inventory() -> None:
    # miyabi.setup.tiles: 96 tiles, 32 singles, 32 doubles, 16 corners, 16 straights.
    box = T.full_box()
    assert sum(box) == 96
    by_group = Counter()
    for t, count in enumerate(box):
        by_group[T.TILES[t].group] += count
    assert by_group == {"single": 32, "double": 32, "corner": 16, "straight": 16}
    # miyabi.setup.inventory: boxwood and stone are the commonest small tiles, the
    # rarest large ones; the two corner images alternate (3 -> 2 L + 1 R).
    assert box[T.BY_ID["S1"]] == box[T.BY_ID["B2"]] == 6
    assert box[T.BY_ID["M1"]] == box[T.BY_ID["K2"]] == 5
    assert (box[T.BY_ID["ML"]], box[T.BY_ID["MR"]], box[T.BY_ID["MI"]]) == (2, 1, 3)
    assert (box[T.BY_ID["SL"]], box[T.BY_ID["SR"]], box[T.BY_ID["SI"]]) == (1, 1, 2)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_rounds_never_ask_for_more_tiles_than_the_box_holds(players: int) -> None:
    # miyabi.round.count + miyabi.round.reveal: four players use every tile.
    box = T.full_box()
    for group, per_player in T.REVEAL_PER_PLAYER.items():
        held = sum(c for t, c in enumerate(box) if T.TILES[t].group == group)
        used = per_player * players * T.ROUNDS[players]
        assert used <= held
        if players == 4:
            assert used == held


@pytest.mark.parametrize(("players", "rounds"), [(2, 6), (3, 5), (4, 4)])
def test_building_rounds_by_player_count(players: int, rounds: int) -> None:
    # Como se Juega: 2 players 6 building rounds, 3 players 5 (the text's "S" is an
    # OCR slip; rules-facts), 4 players 4; each round lays out 6 tiles per player.
    rng = random.Random(players)
    state = GAME.new_game(Options(players=players))
    reveals = 0
    while not GAME.is_over(state):
        if GAME.to_move(state) == CHANCE:
            move = GAME.sample_chance(state, rng)
            assert len(move.tiles) == 6 * players
            reveals += 1
            state = GAME.apply(state, move).state
        else:
            state = GAME.apply(state, GAME.legal_moves(state)[0]).state
    assert reveals == rounds


@pytest.mark.parametrize("players", [1, 5])
def test_miyabi_is_for_two_to_four(players: int) -> None:
    with pytest.raises(InvalidOptions):
        GAME.new_game(Options(players=players))


def test_the_game_is_registered() -> None:
    assert get_game("miyabi") is GAME


def test_the_reveal_is_checked_kind_by_kind() -> None:
    state = GAME.new_game(Options(players=2))
    assert GAME.to_move(state) == CHANCE
    # legal_moves cannot list the reveals (too many); CHANCE's moves are checked by apply.
    assert GAME.legal_moves(state) == []
    good = ["M1", "M1", "P1", "S1", "M2", "K2", "K2", "B2", "PL", "SR", "MI", "KI"]

    def refused(tiles: list[str]) -> str:
        with pytest.raises(IllegalMove) as err:
            GAME.apply(state, Reveal(tuple(tiles)))
        return err.value.rule

    assert refused(good[:-1]) == "miyabi.round.reveal"  # one straight short
    assert refused([*good, "S1"]) == "miyabi.round.reveal"  # a fifth single
    assert refused(["ZZ", *good[1:]]) == "miyabi.setup.tiles"
    assert refused([*good[:8], "SR", "SR", *good[10:]]) == "miyabi.round.reveal"  # 1 SR only
    # In any order; the tiles go on offer and leave the box.
    after = GAME.apply(state, Reveal(tuple(reversed(good)))).state
    assert after.offer[T.BY_ID["K2"]] == 2
    assert after.box[T.BY_ID["SR"]] == 0
    assert sum(after.offer) == 12 and sum(after.box) == 84
    assert GAME.to_move(after) == 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_dealer_draws_each_kind_from_the_box(players: int) -> None:
    rng = random.Random(players)
    state = GAME.new_game(Options(players=players))
    move = GAME.sample_chance(state, rng)
    groups = Counter(T.TILES[T.BY_ID[t]].group for t in move.tiles)
    assert groups == {g: k * players for g, k in T.REVEAL_PER_PLAYER.items()}
    GAME.apply(state, move)  # legal
    with pytest.raises(ValueError):
        GAME.sample_chance(GAME.apply(state, move).state, rng)


def test_notation() -> None:
    table = Table()
    state = table.state
    assert GAME.parse_move(state, "+m1, M1,s1") == Reveal(("M1", "M1", "S1"))
    with pytest.raises(ValueError):
        GAME.parse_move(state, "+")
    table.reveal("K2")
    state = table.state
    for text, move in [
        ("K2-c3E", Place(0, "K2", "c3", "E")),
        ("k2 C3 e", Place(0, "K2", "c3", "E")),
        ("pl@b2s", Place(0, "PL", "b2", "S")),
        ("M1-a1", Place(0, "M1", "a1", "")),
        ("PASS", Pass(0)),
    ]:
        assert GAME.parse_move(state, text) == move
    assert [GAME.move_text(m) for m in (Place(0, "K2", "c3", "E"), Place(1, "M1", "a1"))] == [
        "K2-c3E",
        "M1-a1",
    ]
    assert GAME.move_text(Reveal(("M1", "K2"))) == "+M1,K2"
    assert GAME.move_text(Pass(1)) == "pass"
    for bad in ("hello", "K2", "K2-c3EE", "+M1"):
        with pytest.raises(ValueError):
            GAME.parse_move(state, bad)


def test_nothing_is_hidden() -> None:
    state = Table().reveal().state
    assert GAME.view(state, 1) is state
    assert GAME.sides(state) == ("seat 1", "seat 2")


def test_describe_draws_every_garden_in_ascii() -> None:
    # Seat 1: a maple straight a1 b1 c1 (layer 1), a maple double over c1 b1 (layer
    # 2): a1 shows 3 maples on height 1, b1 is green on height 2, c1 shows 2 maples.
    # Points: 3 maples x 1 + 2 maples x 2 = 7.
    table = Table().reveal("MI M2 S1").play("MI-a1E S1-f6 M2-c1W")
    text = GAME.describe(table.state, None)
    assert text.isascii()
    lines = text.splitlines()
    first = lines.index("seat 1: 7 points (bonsai)")
    assert lines[first + 1 : first + 4] == [
        "            a    b    c    d    e    f",
        "lanterns    L    .    L    .    .    .",
        "1 maple     1MMM 2    2MM  .    .    .",
    ]
    second = lines.index("seat 2: 1 point (to move)")
    assert lines[second + 8] == "6 stone     .    .    .    .    .    1S"
    assert "on offer: " in text and "MI" not in text.split("on offer: ")[1].splitlines()[0]
    assert "5th-layer bonus tiles: M 10, P 9, K 8, A 7, B 6, S 5" in text
    assert text.endswith("to move: seat 2")


def test_the_worked_example_of_docs_games_miyabi() -> None:
    # docs/games/miyabi.md: 3 + 2 + 2 + 3 + 2 + 4 points, one refusal on the way.
    table = Table().move("+M1,M1,K1,S1,P2,K2,K2,B2,AL,SR,MI,KI")
    table.play("MI-a1E K2-c3E M1-b1")
    with pytest.raises(IllegalMove) as err:
        GAME.apply(table.state, GAME.parse_move(table.state, "KI-d3W"))
    assert err.value.rule == "miyabi.place.overhang"
    points = []
    for move in ["KI-f3N", "P2-d2N", "K2-d3W"]:
        table.play(move)
        points.append(table.scores()[0].points)
    assert points == [3, 2, 4]
    assert table.state.scores == (3 + 2 + 2, 2 + 3 + 4)
    assert table.state.objects[1][2 * 6 + 2] == 0  # the fish on c3 are covered
    text = GAME.describe(table.state, None).splitlines()
    assert text[2:5] == [
        "lanterns    L    L    .    L    .    .",
        "1 maple     1MMM 2M   1    1    .    .",
        "2 pagoda    .    .    .    1PP  .    .",
    ]
