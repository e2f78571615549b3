"""Ends of rounds and of the game: 'Puntuación de final de ronda'.

A two-player round that runs like a chain: the left pile starts P1 (+ side) and
climbs P2, P3 ... P12; the right pile starts G13 (- side) and falls G12 ... G1.
The first player holds the even pinks and greens, the second the odd ones, and
each keeps two yellows that are never played. In the second player's last turn
their P13 is swapped for Y13, so they cannot cover P12 and take the left pile:
P1..P12, 13 shurikens (2 on the 1, 1 on each other) and 5 coins (the 5s to 9s).
"""

from __future__ import annotations

import random

import pytest

from engine.core import CHANCE, Event, GameOver, IllegalMove, Score
from engine.sakura import DEFAULT_DECK, GAME, Deal, Deck, End, Options, Play, State, Take
from engine.sakura.game import winners
from tests.engine.sakura_script import build, deal


def chain(first: int, take: bool = True) -> tuple[str, list[str]]:
    """The deal and the moves of one chain round started by seat ``first``."""
    last = "Y13" if take else "P13"
    hands = ["", ""]
    hands[first] = "P2 P4 P6 P8 P10 P12 G12 G10 G8 G6 G4 G2 Y5 Y6"
    hands[1 - first] = f"P3 P5 P7 P9 P11 {last} G11 G9 G7 G5 G3 G1 Y7 Y8"
    moves = []
    for i in range(6):
        moves += [f"L:P{2 + 2 * i}", f"R:G{12 - 2 * i}", "end"]
        left = "xL:Y13" if take and i == 5 else f"L:P{3 + 2 * i}"
        moves += [left, f"R:G{11 - 2 * i}", "end"]
    return deal(hands, "P1 G13"), moves


def play_round(
    state: State, first: int, take: bool = True, extra: str = ""
) -> tuple[State, list[Event]]:
    """Deal and play a chain round; ``extra`` moves come before the first card."""
    deal_text, moves = chain(first, take)
    events: list[Event] = []
    for text in [deal_text, *extra.split(), *moves]:
        step = GAME.apply(state, GAME.parse_move(state, text))
        state = step.state
        events.extend(step.events)
    return state, events


def test_the_round_ends_when_every_hand_holds_two() -> None:
    deal_text, moves = chain(0)
    state, _ = build(" ".join(moves[:-1]), deal_text)
    assert [len(h) for h in state.hands] == [2, 2]
    assert GAME.to_move(state) == 1  # seat 2 may still hire before ending
    state, events = build(" ".join(moves), deal_text)
    # sakura.round.score: seat 1 took nothing; seat 2 took P1..P12 = 2 + 11 = 13.
    lines = [e for e in events if isinstance(e, Score)]
    assert [(s.side, s.points, s.rule) for s in lines] == [
        (0, 0, "sakura.round.score"),
        (1, 13, "sakura.round.score"),
    ]
    assert len(lines[1].refs) == 12
    assert GAME.scores(state) == (0, 13)
    # sakura.take.coins: P5..P9 carry a coin each.
    assert state.coins == (5, 10) and state.supply == 65
    # sakura.round.next: the next round is dealt and seat 2 starts it.
    assert GAME.to_move(state) == -1
    state = GAME.apply(state, GAME.parse_move(state, chain(1)[0])).state
    assert GAME.to_move(state) == 1
    assert GAME.scores(state) == (0, 13)  # shurikens carry over; tricks start afresh
    assert state.tricks == ((), ()) and state.coins == (5, 10)


def test_the_two_last_cards_are_not_played() -> None:
    deal_text, moves = chain(0)
    state, _ = build(" ".join(moves[:-1]), deal_text)
    # Seat 2 holds Y7 Y8 and has played both cards this turn: only ending or hiring.
    assert all(type(m).__name__ in ("End", "Hire", "Replace") for m in GAME.legal_moves(state))


def test_a_short_supply_pays_what_it_has() -> None:
    # ruling sakura.coins.short: a deck whose cards carry 9 coins each makes the 12
    # taken cards worth 108, but the supply holds 80 - 10 = 70: seat 2 gets 70.
    rich = Deck(
        name="rich",
        shurikens=DEFAULT_DECK.shurikens,
        coins=(9,) * 13,
        characters=DEFAULT_DECK.characters,
    )
    deal_text, moves = chain(0)
    state, events = build(" ".join(moves[:-2]), deal_text, deck=rich)
    assert state.coins == (5, 75) and state.supply == 0
    assert "sakura.coins.short" in [getattr(e, "rule", "") for e in events]


def test_a_seat_without_coins_starts_the_next_round_without_any() -> None:
    # sakura.round.next ('Puntuación de final de ronda': no extra money, a player with
    # no coins starts the new round with none). Seat 1 spends its 5 coins on two
    # Samurai (places 1 and 4; the card turns twice); seat 2 takes P1..P12 for 5 coins.
    state = GAME.new_game(Options(players=2))
    state, _ = play_round(state, 0, extra="$1=S $4=S")
    assert state.coins == (0, 10) and state.supply == 70
    state = GAME.apply(state, GAME.parse_move(state, chain(1)[0])).state
    assert state.coins == (0, 10) and state.supply == 70


def test_the_start_player_moves_left_each_round_with_three_players() -> None:
    # sakura.setup.start: seat 1 starts round 1, then the seat to the left of the last
    # start player (play goes clockwise, seat 1 -> 2 -> 3): seat 2, then seat 3.
    rng = random.Random(3)
    state = GAME.new_game(Options(players=3))
    starters = []
    while not GAME.is_over(state):
        if GAME.to_move(state) == CHANCE:
            move = GAME.sample_chance(state, rng)
            state = GAME.apply(state, move).state
            if isinstance(move, Deal):
                starters.append(GAME.to_move(state))
            continue
        moves = GAME.legal_moves(state)
        cards = [m for m in moves if isinstance(m, (Play, Take))]
        state = GAME.apply(state, rng.choice(cards) if cards else End(state.seat)).state
    assert starters == [0, 1, 2]


def test_three_rounds_then_the_fewest_shurikens_share_on_equal_money() -> None:
    # Round 1: seat 2 takes 13; round 2 (seat 2 starts): seat 1 takes 13; round 3
    # (seat 1 starts) nobody takes. 13 each and 10 coins each: shared victory.
    state = GAME.new_game(Options(players=2))
    state, _ = play_round(state, 0)
    state, _ = play_round(state, 1)
    state, events = play_round(state, 0, take=False)
    assert GAME.is_over(state)
    assert GAME.scores(state) == (13, 13) and state.coins == (10, 10)
    final = GAME.final_scoring(state)
    assert (final.winners, final.tiebreak) == ((0, 1), "sakura.end.shared")
    assert final.totals == (13, 13)
    # The sheet has a row per round (sakura.round.score), nothing outside them.
    assert final.during_play == (0, 0)
    rows = [(line.subject, line.side, line.points) for line in final.lines]
    assert rows == [
        ("round 1", 0, 0),
        ("round 1", 1, 13),
        ("round 2", 0, 13),
        ("round 2", 1, 0),
        ("round 3", 0, 0),
        ("round 3", 1, 0),
    ]
    # Shared on equal money: the coins were counted, so the sheet may show them.
    assert final.tiebreak_values == (10, 10)
    assert events[-1] == GameOver((0, 1), "sakura.end.shared")
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, GAME.parse_move(state, "end"))
    assert err.value.rule == "sakura.game.over"
    assert GAME.legal_moves(state) == []


def test_equal_shurikens_go_to_the_richer_player() -> None:
    # As above, but in round 3 seat 1 hires the Samurai at place 1 and again at
    # place 4 (1 + 4 coins; the card turns twice, so the chain still runs).
    state = GAME.new_game(Options(players=2))
    state, _ = play_round(state, 0)
    state, _ = play_round(state, 1)
    state, _ = play_round(state, 0, take=False, extra="$1=S $4=S")
    assert state.coins == (5, 10)
    final = GAME.final_scoring(state)
    assert (final.winners, final.tiebreak) == ((1,), "sakura.end.tiebreak")
    assert final.tiebreak_values == (5, 10)  # sakura.end.tiebreak: the coins decide


@pytest.mark.parametrize(
    ("totals", "coins", "expected", "rule"),
    [
        ((12, 9, 15), (0, 0, 9), (1,), "sakura.end.winner"),  # fewest shurikens
        ((9, 9, 15), (3, 4, 9), (1,), "sakura.end.tiebreak"),  # tied: most money
        ((9, 9, 9), (4, 4, 2), (0, 1), "sakura.end.shared"),  # tied on money too
        ((0, 7), (0, 30), (0,), "sakura.end.winner"),  # money only breaks ties
    ],
)
def test_winner_and_tiebreaks(
    totals: tuple[int, ...], coins: tuple[int, ...], expected: tuple[int, ...], rule: str
) -> None:
    assert winners(totals, coins) == (expected, rule)


def test_a_deal_must_match_the_table() -> None:
    state = GAME.new_game(Options(players=2))
    good = GAME.parse_move(state, chain(0)[0])
    assert isinstance(good, Deal)
    bad = [
        (Deal(good.hands[:1], good.piles, good.characters), "sakura.setup.deal"),
        (
            Deal((good.hands[0][:-1], good.hands[1]), good.piles, good.characters),
            "sakura.setup.deal",
        ),
        (Deal((good.hands[0], good.hands[0]), good.piles, good.characters), "sakura.setup.deal"),
        (Deal(good.hands, ("P1", "Q3"), good.characters), "sakura.setup.deal"),
        (Deal(good.hands, good.piles, good.characters[:-1]), "sakura.setup.characters"),
        (Deal(good.hands, good.piles, ("X", *good.characters[1:])), "sakura.setup.characters"),
    ]
    for move, rule in bad:
        with pytest.raises(IllegalMove) as err:
            GAME.apply(state, move)
        assert err.value.rule == rule
    state = GAME.apply(state, good).state
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, good)
    assert err.value.rule == "sakura.turn.order"
