"""Setup and the making of piles: 'Componentes', 'Preparar', '1. El jugador inicial coloca
nuevos montones de rocas'."""

from __future__ import annotations

import pytest

from engine.core import CHANCE, IllegalMove, InvalidOptions
from engine.karesansui import GAME, Bid, Draw, Options
from engine.karesansui import components as C
from engine.karesansui import rocks as R
from engine.karesansui.game import BID, FILL, SETUP
from tests.engine.karesansui_script import PILES_3P, SETUP_3P, START_3P, build, draws


@pytest.mark.parametrize("players", [2, 7, 0])
def test_three_to_six_players(players: int) -> None:
    with pytest.raises(InvalidOptions, match="3 to 6"):
        GAME.new_game(Options(players=players))


def test_the_box_holds_75_rocks_and_the_black_stone_starts_on_the_tracker() -> None:
    # karesansui.setup.rocks (ruling): 5 colours x 3 values x 5 copies = 75 in the bag.
    state = GAME.new_game(Options(players=4))
    assert R.N_TYPES == 15
    assert state.bag == (5,) * 15
    assert sum(state.bag) == 75
    # karesansui.setup.black: on space 1 of the round tracker, not in the bag.
    assert state.black == 0
    assert state.bag_size == 75
    assert Draw("K") not in GAME.legal_moves(state)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, Draw("K"))
    assert err.value.rule == "karesansui.tracker.advance"
    assert "space 1" in err.value.reason


def test_rock_codes_are_value_then_colour() -> None:
    assert R.CODES[:5] == ("1W", "1Y", "1R", "1G", "1B")
    assert R.CODES[5:10] == ("2W", "2Y", "2R", "2G", "2B")
    assert R.rock_name(R.BY_CODE["2R"]) == "red II"
    assert R.rock_name(R.BY_CODE["3Y"]) == "grey III"


def test_each_player_draws_five_rocks_in_seat_order() -> None:
    # karesansui.setup.gardens: the first five draws are seat 1's, the next five seat 2's.
    state, _ = build(draws("2W2Y2R2G3R") + " +1W")
    assert state.phase == SETUP
    assert R.text(R.types_of(state.gardens[0])) == "2W 2Y 2R 2G 3R"
    assert R.text(R.types_of(state.gardens[1])) == "1W"
    assert GAME.to_move(state) == CHANCE
    state, _ = build(SETUP_3P)
    assert [sum(g) for g in state.gardens] == [5, 5, 5]
    assert sum(state.bag) == 75 - 15
    assert state.phase == FILL  # round 1 begins: the start player's piles


@pytest.mark.parametrize(("players", "piles"), [(3, 2), (4, 3), (5, 4), (6, 5)])
def test_one_pile_fewer_than_players(players: int, piles: int) -> None:
    # karesansui.piles.count
    state = GAME.new_game(Options(players=players))
    assert state.n_piles == piles
    assert len(state.piles) == piles


def test_a_pile_is_drawn_until_its_value_reaches_six() -> None:
    # karesansui.piles.fill: 1R then 3R make 4, still short: the pile takes another
    # rock; the second 3R makes 7 and closes it. The next rock starts pile 2.
    state, _ = build(f"{SETUP_3P} +1R +3R")
    assert (state.phase, state.step) == (FILL, 0)
    state, _ = build(f"{SETUP_3P} +1R +3R +3R")
    assert (state.phase, state.step) == (FILL, 1)
    assert R.value(state.piles[0]) == 7
    state, events = build(f"{SETUP_3P} {PILES_3P}")
    # Pile 2 is 3B 3W, exactly 6: both piles are made and bidding starts with seat 1.
    assert [R.text(p) for p in state.piles] == ["1R 3R 3R", "3B 3W"]
    assert state.phase == BID
    assert GAME.to_move(state) == 0
    assert events[-1].rule == "karesansui.bid.turn"  # type: ignore[attr-defined]


def test_only_rocks_in_the_bag_can_be_drawn() -> None:
    # karesansui.draw: five 2W exist; seat 1 drew all five, a sixth cannot come.
    state, _ = build(draws("2W2W2W2W2W"))
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, Draw("2W"))
    assert err.value.rule == "karesansui.draw"
    assert Draw("2W") not in GAME.legal_moves(state)
    assert len(GAME.legal_moves(state)) == 14


@pytest.mark.parametrize("code", ["4R", "2Q", "R2", "", "2r"])
def test_unknown_rock_codes_are_refused(code: str) -> None:
    state = GAME.new_game(Options(players=3))
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, Draw(code))
    assert err.value.rule == "karesansui.setup.rocks"


def test_players_wait_while_the_bag_is_drawn() -> None:
    state, _ = build(SETUP_3P)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, Bid(0, 0, ()))
    assert err.value.rule == "karesansui.piles.fill"


def test_sample_chance_draws_only_what_the_bag_holds() -> None:
    import random

    state, _ = build(draws("2W2W2W2W2W"))
    rng = random.Random(7)
    for _ in range(200):
        move = GAME.sample_chance(state, rng)
        assert move in GAME.legal_moves(state)
    started, _ = build(START_3P)
    with pytest.raises(ValueError):
        GAME.sample_chance(started, rng)


def test_decks_are_stacked_one_to_ten() -> None:
    # karesansui.demerits.values (ruling): Pass cards 1 each; the k-th card of the
    # other decks is worth k.
    assert C.DECKS[C.PASS].values == (1,) * 10
    for deck in (C.TRIPS, C.FOURSOME, C.FLUSH):
        assert [C.card_value(deck, k) for k in range(10)] == list(range(1, 11))


@pytest.mark.parametrize(
    ("rule_id", "cites"),
    [
        # rules-facts.md, Karesansui, "[ruling] 5 copies of each colour/value".
        ("karesansui.setup.rocks", "Componentes"),
        # "[ruling] Bidding turns skip players whose bid currently stands ... A bid may
        # be empty. A new bid on a pile must be lower in total value, or equal in value
        # with fewer rocks."
        ("karesansui.bid.turn", "2. Los jugadores pujan"),
        ("karesansui.pass.when", "B. Aprobar"),
        ("karesansui.bid.rocks", "Una oferta"),
        ("karesansui.bid.lower", "Una oferta"),
        # "[ruling] Demerit values ... Past an empty deck the count goes on".
        ("karesansui.demerits.values", "Preparar"),
        ("karesansui.demerits.beyond", "Fin del juego"),
        # "[ruling] The round tracker has 5 spaces ... Game end exactly as the text says
        # (drawn while filling piles: ends at once; drawn by the passer: finish that
        # round's scoring; a demerit deck runs out: finish that round's scoring)."
        ("karesansui.tracker.advance", "5. El nuevo jugador inicial avanza la roca negra"),
        ("karesansui.end.black_fill", "Fin del juego"),
        ("karesansui.end.black_pass", "Fin del juego"),
        ("karesansui.end.deck", "Fin del juego"),
    ],
)
def test_the_catalogue_marks_every_ruling_of_rules_facts(rule_id: str, cites: str) -> None:
    # Every catalogue entry that rests on a [ruling] of rules-facts.md is marked as
    # niwa's ruling and names the rulebook's section (a player's words: no file name).
    rule = GAME.rules[rule_id]
    assert rule.ruling, rule_id
    assert cites in rule.section and "rules-facts" not in rule.section, rule.section


@pytest.mark.parametrize(
    "rule_id",
    [
        "karesansui.piles.fill",
        "karesansui.collect",
        "karesansui.sets.trips",
        "karesansui.end.winner",
    ],
)
def test_rules_stated_by_the_rulebook_alone_are_not_marked(rule_id: str) -> None:
    # [fact] entries of rules-facts.md: the rulebook says them plainly.
    assert not GAME.rules[rule_id].ruling, rule_id
