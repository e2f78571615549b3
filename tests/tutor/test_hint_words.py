"""Hints that say why, in the game's terms (issue 25).

Every game's hint has words beyond its notation (the registry's games, the toy included);
Sakura's and Karesansui's words are worked out by hand on hand-built positions, the rule
behind each figure cited; and a hint never spends coins unless paired endings show the
spend pays (Sakura's two Samurai flips that cancel).
"""

from __future__ import annotations

import random

import pytest

from engine.core import CHANCE
from engine.greedy import greedy_or_deal
from engine.players.advice import hint, thrifty
from engine.players.search import Budget, MoveStats
from engine.registry import GAMES
from tutor.hints import NOTHING_CHANGES, hint_text, why_words
from tutor.plugins import ui_for

# Seat 1 to move in round 1 of a 3-player game: + faces the left pile (B7), - the right
# (G4); seat 1 holds no blue above 7 and no 7, so it cannot cover the left pile.
SAKURA_START = (
    "sakura/1:1 1 +B7 -G4 P2,P3,P4,P10,B2,B3,B5,G1,G12,Y2,Y3,Y4/"
    "P5,P6,P7,P8,P9,P11,P12,P13,B8,B9,B10,B11/G2,G3,G5,G6,G7,G8,G9,G10,G11,Y5,Y6,Y7 "
    "-/-/- 5/5/5 -/-/- C2,S,C1,C3,S ?10 -"
)

# Later in the round: the left pile holds five blue cards (B7 on top), which seat 1
# cannot cover as + faces it; a Samurai would turn it to the - side, where B5 covers.
SAKURA_BIG_PILE = (
    "sakura/1:1 1 +B2,B3,B4,B6,B7 -G10,G8,G4 P2,P3,P4,P10,B5,G1,G12,Y2,Y3,Y4/"
    "P5,P6,P7,P8,P9,P11,P12,P13,B9,B10/G2,G3,G5,G6,G7,G9,G11,Y5,Y6,Y7 -/-/- 5/5/5 -/-/- "
    "S,S,C1,C3,C2 C1,C1,C2,C2,C3,S,S,S,C1,C2 -"
)


def sakura_words(line: str, move: str) -> str:
    game = GAMES["sakura"]
    state = game.parse_position(line)
    assert game.check_position(state) == []
    return ui_for("sakura").hint_words(state, 0, game.parse_move(state, move))


def test_sakura_take_says_its_shurikens_later_and_coins_now() -> None:
    # B7 is one card: 1 shuriken (only 1s and 13s carry 2) and 1 coin (5s to 9s carry
    # one): rules-facts' card symbols, sakura.take.forced and sakura.take.coins. The Cook 2
    # at the 1-coin place would make B5 count 7, the same value as B7
    # (sakura.character.cook, sakura.character.count).
    assert sakura_words(SAKURA_START, "xL:P2") == (
        "Taking the left pile costs 1 card: 1 shuriken at the round's end, you get 1 coin "
        "now; you restart it with P2; the Cook 2 for 1 coin would let you cover it instead, "
        "but the endings favour the take"
    )


def test_sakura_character_says_what_it_buys() -> None:
    # «El que está al lado de la pila de robar cuesta 5 monedas ... el más alejado cuesta
    # 1»: the Cook 2 at place 1 costs 1 coin of seat 1's 5 and lets B5 cover B7 as a 7.
    assert sakura_words(SAKURA_START, "$1=C2") == (
        "The Cook 2 for 1 coin buys a cover for the left pile instead of taking it (1 card: "
        "1 shuriken at the round's end, you get 1 coin now); you keep 4 coins"
    )
    # The Samurai at place 2 (2 coins) turns the yin-yang: - then faces the left pile,
    # where B2, B3 and B5 are lower blues (sakura.character.samurai, sakura.play.direction).
    assert sakura_words(SAKURA_START, "$2=S").startswith(
        "The Samurai for 2 coins buys a cover for the left pile instead of taking it"
    )
    # The Cook 1 (3 coins) makes no card of the hand cover B7: B5 counts 4 or 6.
    assert sakura_words(SAKURA_START, "$3=C1") == (
        "The Cook 1 for 3 coins lets your next card count 1 higher or lower; you keep 2 coins"
    )


def test_sakura_pile_under_the_top_is_at_least() -> None:
    # «¡No puedes examinar una pila!»: seat 1 sees only B7 of the five; B7 carries 1
    # shuriken and 1 coin, each hidden card at least 1 shuriken and 0 coins.
    assert sakura_words(SAKURA_BIG_PILE, "xL:P10").startswith(
        "Taking the left pile costs 5 cards: at least 5 shurikens at the round's end, you "
        "get at least 1 coin now"
    )
    assert sakura_words(SAKURA_BIG_PILE, "R:G1") == (
        "Covering the right pile leaves its 3 cards (at least 3 shurikens) to whoever must take it"
    )


def stats(game_id: str, state: object, *moves: str) -> tuple[MoveStats, ...]:
    """A search's ranking, best first, as a noisy search might give it."""
    game = GAMES[game_id]
    return tuple(
        MoveStats(game.parse_move(state, text), 0, 50, 1.0 - i) for i, text in enumerate(moves)
    )


def test_a_hint_pays_no_coin_for_nothing() -> None:
    # After R:G1 and xL:P10 both piles are dealt with: - faces G1 on the right, which seat
    # 2 (no green, no 1) cannot cover. The Samurai (2 coins) would turn + to it and free
    # seat 2: a spend that buys nothing, whatever a noisy search ranked first.
    game = GAMES["sakura"]
    state = game.parse_position(SAKURA_START)
    for text in ("R:G1", "xL:P10"):
        state = game.apply(state, game.parse_move(state, text)).state
    view = game.view(state, 0)
    ui = ui_for("sakura")
    ranked = stats("sakura", view, "$2=S", "end")
    assert ui.spends(view, ranked[0].move)
    kept = thrifty(game, view, 0, ranked, ui.spends, 200, random.Random(0))
    assert [game.move_text(m.move) for m in kept] == ["end", "$2=S"]


def test_a_hint_pays_where_the_endings_show_it_saves_shurikens() -> None:
    # The Samurai (1 coin) lets B5 cover the five-card pile instead of taking it: at
    # least 5 shurikens saved against 1 coin, clear over 200 paired endings.
    game = GAMES["sakura"]
    view = game.view(game.parse_position(SAKURA_BIG_PILE), 0)
    ui = ui_for("sakura")
    ranked = stats("sakura", view, "$1=S", "xL:P10")
    kept = thrifty(game, view, 0, ranked, ui.spends, 200, random.Random(0))
    assert [game.move_text(m.move) for m in kept] == ["$1=S", "xL:P10"]


# Seat 3 to bid in round 1 (3 players): seat 2's 1W stands on pile 1 (1R 3R 3R), pile 2
# (3B 3R) has no bid; seat 3's garden is 1R 1G 2R 3W 3Y. No card taken from any deck.
KARESANSUI_BID = (
    "karesansui/1:1 1 1 bid:3 - - 44344.44345.44143 1R3R3R:2=1W/3B3R "
    "2W2Y2R2G3R/1Y1B3G3B/1R1G2R3W3Y -/-/- 0,0,0"
)


def karesansui_words(move: str) -> str:
    game = GAMES["karesansui"]
    state = game.parse_position(KARESANSUI_BID)
    assert game.check_position(state) == []
    return ui_for("karesansui").hint_words(state, 2, game.parse_move(state, move))


def test_karesansui_bid_says_what_it_costs_if_it_stands() -> None:
    # Won, 1G goes to the bag and 3B 3R come in (karesansui.collect): 1R 2R 3W 3Y 3R 3B
    # holds a Foursome (3W 3Y 3R 3B, four colours of III) and a Straight Flush (1R 2R 3R),
    # sharing 3R, so one card settles both (karesansui.surrender.all); the first deck
    # card is worth 1 (karesansui.demerits.values); Foursomes come first in niwa order.
    assert karesansui_words("1G@2") == (
        "If nobody undercuts it, you give 1G for pile 2 (3B 3R): your garden then holds "
        "Foursome 3W 3Y 3R 3B (card worth 1), 1 demerit at the cards' values now. It is "
        "meant to be undercut: won, it would cost you 1 demerit"
    )


def test_karesansui_empty_bid_cannot_be_undercut() -> None:
    # -@1 undercuts 1W (a lower value: karesansui.bid.lower) and nothing undercuts an
    # empty bid; pile 1 brings 1R 3R 3R: 1R 2R 3R is a Straight Flush, worth 1.
    assert karesansui_words("-@1") == (
        "If nobody undercuts it, you give nothing for pile 1 (1R 3R 3R): your garden then "
        "holds Straight Flush 1R 2R 3R (card worth 1), 1 demerit at the cards' values now. "
        "An empty bid cannot be undercut: it will cost you 1 demerit"
    )


def test_karesansui_bid_with_no_set_costs_nothing() -> None:
    # Giving 2R and 3W for 3B 3R leaves 1R 1G 3Y 3B 3R: no Trips, three colours of III
    # (no Foursome), no red II (no Straight Flush): karesansui.sets.*.
    assert karesansui_words("2R3W@2") == (
        "If nobody undercuts it, you give 2R 3W for pile 2 (3B 3R): your garden then holds "
        "no forbidden set, no demerits"
    )


def person_positions(game_id: str, count: int) -> list[tuple[object, int]]:
    """The first ``count`` positions of a seeded greedy game where a person has a choice."""
    game = GAMES[game_id]
    state = game.new_game(game.options_type())
    rng = random.Random(1)
    found: list[tuple[object, int]] = []
    while not game.is_over(state) and len(found) < count:
        actor = game.to_move(state)
        if actor != CHANCE and len(game.legal_moves(state)) > 1:
            found.append((state, actor))
        state = game.apply(state, greedy_or_deal(game, state, rng)).state
    return found


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_games_hint_says_why(game_id: str) -> None:
    """Every hint has words beyond its move and points, and in every game (the toy's
    too) some are the game's own or its standing's, not only the generic sentence."""
    game = GAMES[game_id]
    said = []
    for state, seat in person_positions(game_id, 6):
        found = hint(game, state, seat, Budget.fixed(12), random.Random(2))
        words = why_words(game, found, state, seat)
        assert words, f"{game_id}: a hint with no why at {game.position_text(state)}"
        assert str(hint_text(game, found, state, seat)).endswith(f"{words[-1]}.")
        said.extend(words)
    assert set(said) - {NOTHING_CHANGES()}, f"{game_id}: only the generic words"
