"""Setup, options and the deck data: 'Componentes del juego', 'Preparación'."""

from __future__ import annotations

import random

import msgspec
import pytest

from engine.core import CHANCE, InvalidOptions
from engine.registry import GAMES
from engine.sakura import DEFAULT_DECK, GAME, Deal, Deck, Options, load_deck
from engine.sakura import cards as C
from engine.sakura.deck import MAX_DECK_BYTES
from engine.sakura.game import HAND_SIZE
from tests.engine.sakura_script import build, deal


def test_sakura_is_registered() -> None:
    assert GAMES["sakura"] is GAME


def test_52_cards_four_colours_of_13() -> None:
    # sakura.setup.cards
    assert len(C.CODES) == 52 == len(set(C.CODES))
    assert {C.value_of(c) for c in range(52)} == set(range(1, 14))
    assert C.parse_card("b7") == C.card_of(1, 7) and C.CODES[C.parse_card("Y13")] == "Y13"
    for text in ("B0", "B14", "Q3", "7"):
        with pytest.raises(ValueError, match="not a card"):
            C.parse_card(text)


@pytest.mark.parametrize("players", [1, 7])
def test_two_to_six_players(players: int) -> None:
    with pytest.raises(InvalidOptions, match="2 to 6"):
        GAME.new_game(Options(players=players))


@pytest.mark.parametrize(("players", "size"), sorted(HAND_SIZE.items()))
def test_deal_sizes_coins_and_the_first_player(players: int, size: int) -> None:
    # sakura.setup.deal: 14/12/10/8/6; sakura.setup.coins: 5 each from the 80 in the box.
    state = GAME.new_game(Options(players=players))
    assert GAME.to_move(state) == CHANCE
    assert state.coins == (5,) * players and state.supply == 80 - 5 * players
    move = GAME.sample_chance(state, random.Random(players))
    assert isinstance(move, Deal)
    assert [len(hand) for hand in move.hands] == [size] * players
    state = GAME.apply(state, move).state
    assert GAME.to_move(state) == 0  # seat 1 starts the first round
    assert [len(pile) for pile in state.piles] == [1, 1]
    # sakura.setup.undealt: the rest stays out of the round.
    assert sum(len(h) for h in state.hands) + 2 == players * size + 2
    assert len(state.row) == 5 and len(state.draw) == 10


def test_the_dealt_row_fills_from_the_cheap_end() -> None:
    # sakura.setup.characters: the first five characters of the deal, cost 1 first.
    state, _ = build(
        "", deal([], "B7 G4", chars="C3,C2,S,S,C1,S,S,S,C1,C1,C1,C2,C2,C2,C3", players=2)
    )
    assert [DEFAULT_DECK.characters[k].code for k in state.row] == ["C3", "C2", "S", "S", "C1"]


def test_the_deal_is_private_to_each_seat() -> None:
    _, events = build("", deal(["B9 G2"], "B7 G4", players=2))
    private = [e for e in events if getattr(e, "private", None)]
    assert [e.seat for e in private] == [0, 1]  # type: ignore[attr-defined]
    assert "B9" in private[0].private and "B9" not in private[0].text  # type: ignore[attr-defined,operator]


def test_a_view_hides_other_hands_and_the_character_draw_pile() -> None:
    state, _ = build("", deal(["B9 G2"], "B7 G4", players=2))
    seen = GAME.view(state, 0)
    assert seen.hands[0] == state.hands[0]
    assert seen.hands[1] == (C.HIDDEN,) * 14
    assert seen.draw == (C.HIDDEN,) * 10 and seen.row == state.row
    assert GAME.view(state, None) is state


def test_a_view_shows_each_pile_s_top_card_and_size_only() -> None:
    # "No puedes examinar una pila" (sakura.play.follow_top): after L:B9 R:G2 the left
    # pile is B7 B9 and the right G4 G2. A seat sees B9 and G2 on two-card piles; the
    # all-open view (the replay's) still holds every card.
    state, _ = build("L:B9 R:G2 end", deal(["B9 G2"], "B7 G4", players=2))
    for seat in (0, 1):
        seen = GAME.view(state, seat)
        assert seen.piles == ((C.HIDDEN, C.BY_CODE["B9"]), (C.HIDDEN, C.BY_CODE["G2"]))
        assert GAME.view(seen, seat) == seen  # a view of a view is the same view
        assert seen.tricks == state.tricks and seen.coins == state.coins
    # The seat on turn (seat 2) finds the same moves in its view: only tops decide.
    assert GAME.legal_moves(GAME.view(state, 1)) == GAME.legal_moves(state)
    assert GAME.view(state, None).piles == (
        (C.BY_CODE["B7"], C.BY_CODE["B9"]),
        (C.BY_CODE["G4"], C.BY_CODE["G2"]),
    )
    text = GAME.describe(state, 1)
    assert (
        "[ B9  ]" in text
        and "left pile, 2 cards" in text
        and "B7" not in text.split("Characters")[0]
    )


def test_niwas_deck_is_the_ruling() -> None:
    # sakura.deck.data: 1 shuriken a card, 2 on the 1s and 13s; a coin on the 5s..9s;
    # 5 Samurai and Cooks of 1, 2, 3 (4, 4, 2 cards); one token each.
    deck = DEFAULT_DECK
    assert deck.shurikens == (2,) + (1,) * 11 + (2,)
    assert deck.coins == (0,) * 4 + (1,) * 5 + (0,) * 4
    assert [(c.code, c.power, c.amount, c.count) for c in deck.characters] == [
        ("S", "flip", 0, 5),
        ("C1", "cook", 1, 4),
        ("C2", "cook", 2, 4),
        ("C3", "cook", 3, 2),
    ]
    assert len(deck.character_deck()) == 15 and deck.tokens_each == 1
    assert sum(deck.card_shurikens) == 4 * 15 and sum(deck.card_coins) == 20


def test_a_players_own_deck_file() -> None:
    text = (
        'name = "my copy"\nshurikens = [3,1,1,1,1,1,1,1,1,1,1,1,3]\n'
        "coins = [0,0,0,1,1,1,1,1,1,1,0,0,0]\n"
        '[[characters]]\ncode = "S"\nname = "Samurai"\npower = "flip"\ncount = 6\n'
    )
    deck = load_deck(text)
    assert deck.shurikens[0] == 3 and deck.tokens_each == 1
    options = Options(players=3, deck=deck)
    GAME.new_game(options)
    # The deck travels inside the options, as a replay file stores them.
    assert msgspec.json.decode(msgspec.json.encode(options), type=Options) == options
    assert msgspec.json.decode(b'{"players": 3}', type=Options).deck == DEFAULT_DECK


SYMBOLS = (
    'name = "x"\nshurikens = [1,1,1,1,1,1,1,1,1,1,1,1,1]\ncoins = [0,0,0,0,0,0,0,0,0,0,0,0,0]\n'
)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("name = 1", "Expected `str`"),
        ('name = "x"\nshurikens = [1]\ncoins = []\ncharacters = []', "length"),
        ("this is not toml", "bad deck file"),
        (
            SYMBOLS + '[[characters]]\ncode = "S"\nname = "S"\npower = "flip"\ncount = 4',
            "at least 5",
        ),
        (SYMBOLS + '[[characters]]\ncode = "C"\nname = "C"\npower = "cook"\ncount = 9', "amount"),
        ('name = "x"\nevil = 1', "unknown field"),
    ],
)
def test_a_bad_deck_file_is_refused(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        load_deck(text)


def test_a_huge_deck_file_is_refused_unread() -> None:
    with pytest.raises(ValueError, match="at most"):
        load_deck(b" " * (MAX_DECK_BYTES + 1))


def test_an_unplayable_deck_in_the_options_is_refused() -> None:
    twins = Deck(
        name="twins",
        shurikens=DEFAULT_DECK.shurikens,
        coins=DEFAULT_DECK.coins,
        characters=DEFAULT_DECK.characters[:1] * 2,
    )
    with pytest.raises(InvalidOptions, match="share a code"):
        GAME.new_game(Options(deck=twins))


def test_the_catalogue_marks_the_deck_rulings() -> None:
    for rule_id in (
        "sakura.deck.data",
        "sakura.deck.tokens",
        "sakura.character.cook",
        "sakura.character.samurai",
        "sakura.take.only_if_stuck",
        "sakura.setup.yinyang",
        "sakura.coins.short",
    ):
        assert GAME.rules[rule_id].ruling, rule_id
    assert "deck data file" in GAME.rules["sakura.deck.data"].text
    assert not GAME.rules["sakura.play.wrap"].ruling
