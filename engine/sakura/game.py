"""Sakura's rules as pure functions over immutable states.

A round is dealt by one CHANCE move (:class:`Deal`: every hand, the two pile
cards and the shuffled character deck). Then each turn the seat on turn deals
with both piles, one card each (:class:`Play` covers a pile, :class:`Take` takes
it as tricks and starts it again), may hire characters (:class:`Hire`) or buy a
new row (:class:`Replace`) at any moment, and ends the turn (:class:`End`). When
the character draw pile runs out, a CHANCE :class:`Shuffle` carries the new order
of the discard pile. Shurikens are scored when a round ends; after three rounds
the fewest wins.

Scores are shurikens, and fewer is better: a side's score is still the sum of its
Score events (one per seat per round), and ``final_scoring`` picks the lowest.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Annotated, Any, Final, TypeVar

import msgspec

from engine.core import (
    CHANCE,
    NOBODY,
    Event,
    FinalScoring,
    GameOver,
    IllegalMove,
    InvalidOptions,
    Log,
    Score,
    Step,
    Unseen,
)
from engine.said import joined
from engine.sakura import cards as C
from engine.sakura.deck import (
    MAX_COPIES,
    MAX_KINDS,
    ROW_SIZE,
    Character,
    Deck,
    deck_problem,
)
from engine.sakura.options import Options as Options
from engine.sakura.piles import (
    PILES,
    allowance,
    covering_mask,
    need_words,
    pile_name,
    refusal,
)
from engine.sakura.words import WORDS
from engine.seating import seats as seats
from engine.seating import side_of as side_of
from engine.seating import sides as sides
from engine.tuples import put
from engine.words import count

T = TypeVar("T")

ROUNDS: Final = 3
HAND_SIZE: Final[dict[int, int]] = {2: 14, 3: 12, 4: 10, 5: 8, 6: 6}
"""Cards dealt to each player, by player count (rule sakura.setup.deal)."""
HAND_LEFT: Final = 2
"""The round ends when every hand is down to this many cards (rule sakura.round.end)."""
START_COINS: Final = 5
COIN_TOTAL: Final = 30 * 1 + 10 * 5
"""Money in the box: supply + players' coins always add up to this (sakura.coins.supply)."""
REPLACE_COST: Final = 6
BOTH: Final = 0b11
"""``State.done`` once both piles have had their card this turn."""

# Phases; the actor follows from the phase.
DEAL: Final = 0  # CHANCE deals the round
PLAY: Final = 1  # the seat on turn acts
SHUFFLE: Final = 2  # CHANCE reshuffles the character discard pile to refill the row
OVER: Final = 3
REFILL: Final = 4  # CHANCE turns up the characters that refill the row (order never seen)

UNKNOWN: Final = "?"
"""A card of a deal that the recording seat did not see (another seat's hand)."""


MOST_SEATS: Final = max(HAND_SIZE)
MOST_CHARACTERS: Final = MAX_KINDS * MAX_COPIES
"""The largest character deck a deck file may describe (8 kinds of up to 15 cards)."""
Hand = Annotated[tuple[str, ...], msgspec.Meta(max_length=C.N_CARDS)]
Hands = Annotated[tuple[Hand, ...], msgspec.Meta(max_length=MOST_SEATS)]
Characters = Annotated[tuple[str, ...], msgspec.Meta(max_length=MOST_CHARACTERS)]


class Deal(msgspec.Struct, frozen=True, tag="deal"):
    """CHANCE deals a round: each seat's hand, the left and right pile cards, and the
    shuffled character deck (the first five fill the row from the 1-coin place)."""

    hands: Hands
    piles: tuple[str, str]
    characters: Characters


class Refill(msgspec.Struct, frozen=True, tag="refill"):
    """CHANCE turns up ``characters`` from the face-down draw pile onto the row's 5-coin
    end, in order: how a table that never saw the draw pile's order (a record from one
    seat) enters each refill, when the cards are turned face up."""

    characters: Characters


class Shuffle(msgspec.Struct, frozen=True, tag="shuffle"):
    """CHANCE shuffles the character discard pile into a new draw pile, top first."""

    characters: Characters


class Play(msgspec.Struct, frozen=True, tag="play"):
    """``seat`` covers ``pile`` (L or R) with ``card``; ``cook`` is the signed shift of a
    Cook hired for this card (+2: it counts two higher), 0 without one."""

    seat: int
    pile: str
    card: str
    cook: int = 0


class Take(msgspec.Struct, frozen=True, tag="take"):
    """``seat`` takes ``pile`` as tricks, as they cannot cover it, and restarts it with ``card``."""

    seat: int
    pile: str
    card: str


class Hire(msgspec.Struct, frozen=True, tag="hire"):
    """``seat`` hires ``character`` (its code) from the row place that costs ``slot``
    coins (1 far from the draw pile .. 5 next to it)."""

    seat: int
    slot: int
    character: str


class Replace(msgspec.Struct, frozen=True, tag="replace"):
    """``seat`` pays 6 coins for a whole new row of characters."""

    seat: int


class End(msgspec.Struct, frozen=True, tag="end"):
    """``seat`` ends their turn (both piles done, hiring over)."""

    seat: int


Move = Deal | Shuffle | Refill | Play | Take | Hire | Replace | End
MOVE_TYPES: Final = (Deal, Shuffle, Refill, Play, Take, Hire, Replace, End)


class State(msgspec.Struct, frozen=True):
    """A whole position. Values only: every move makes a new one.

    ``hands`` are sorted cards per seat (HIDDEN where a view hides them);
    ``piles`` the left and right pile, bottom card first; ``done`` a bitmask of the
    piles (1 left, 2 right) dealt with this turn; ``cook`` the amount of a Cook
    hired for the next card (0: none); ``free`` a free hire owed after a new row.
    Characters are kind indexes into ``options.deck.characters``: ``row[0]`` costs
    1, ``row[4]`` costs 5; ``draw`` is the face-down pile, top first; ``refill``
    counts row places waiting for a reshuffle. ``rounds`` holds each finished
    round's shurikens per seat.

    ``revealing`` marks a game recorded from one seat (a deal with unknown hands, a
    character pile of unknown order): a card played from a hand of HIDDEN cards is
    revealed by the play (checked against every card known elsewhere) instead of raising
    ``Unseen``, and each refill of the row is the dealer's :class:`Refill`.
    """

    options: Options
    phase: int
    seat: int
    hands: tuple[tuple[int, ...], ...]
    piles: tuple[tuple[int, ...], ...]
    plus_left: bool
    done: int
    cook: int
    free: bool
    row: tuple[int, ...]
    draw: tuple[int, ...]
    discard: tuple[int, ...]
    refill: int
    tricks: tuple[tuple[int, ...], ...]
    coins: tuple[int, ...]
    supply: int
    rounds: tuple[tuple[int, ...], ...]
    revealing: bool = False

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def deck(self) -> Deck:
        return self.options.deck

    @property
    def round(self) -> int:
        """The round being played or about to be dealt, 1..3."""
        return min(len(self.rounds) + 1, ROUNDS)

    def up(self, pile: int) -> bool:
        """Whether ``pile`` faces the yin-yang's + side (needs higher cards)."""
        return self.plus_left == (pile == 0)

    def top(self, pile: int) -> int:
        return self.piles[pile][-1]


def validate(options: Options) -> None:
    if options.players not in HAND_SIZE:
        raise InvalidOptions(f"Sakura is for 2 to 6 players, not {options.players}")
    problem = deck_problem(options.deck)
    if problem:
        raise InvalidOptions(f"the deck data {options.deck.name!r} cannot be played: {problem}")


def new_game(options: Options) -> State:
    validate(options)
    n = options.players
    return State(
        options=options,
        phase=DEAL,
        seat=0,
        hands=((),) * n,
        piles=((), ()),
        plus_left=True,
        done=0,
        cook=0,
        free=False,
        row=(),
        draw=(),
        discard=(),
        refill=0,
        tricks=((),) * n,
        coins=(START_COINS,) * n,
        supply=COIN_TOTAL - START_COINS * n,
        rounds=(),
    )


def to_move(state: State) -> int:
    if state.phase == PLAY:
        return state.seat
    if state.phase == OVER:
        return NOBODY
    return CHANCE


def is_over(state: State) -> bool:
    return state.phase == OVER


def round_of(state: State) -> int:
    """The round being dealt or played, 1..3 (the deal is the round's first move)."""
    return state.round


def scores(state: State) -> tuple[int, ...]:
    """Shurikens so far, from finished rounds (fewer is better)."""
    return tuple(sum(r[seat] for r in state.rounds) for seat in range(state.players))


def start_seat(state: State) -> int:
    """Seat 1 starts the first round, the next seat to the left each round after."""
    return (state.round - 1) % state.players


def shurikens(deck: Deck, trick_cards: Sequence[int]) -> int:
    _all_seen(trick_cards)
    table = deck.card_shurikens
    return sum([table[card] for card in trick_cards])


def coins_on(deck: Deck, trick_cards: Sequence[int]) -> int:
    _all_seen(trick_cards)
    table = deck.card_coins
    return sum([table[card] for card in trick_cards])


def _all_seen(cards: Sequence[int]) -> None:
    """Refuse to count an unknown card (HIDDEN is -1: as an index it would read the
    last card of a table, a yellow 13, and score a card nobody has seen)."""
    if C.HIDDEN in cards:
        raise Unseen(f"{count(cards.count(C.HIDDEN), 'unseen card')} to count")


# -- legal moves --------------------------------------------------------------

_MAX_SEATS: Final = max(HAND_SIZE)
_PLAYS: Final = tuple(
    tuple(tuple(Play(seat, pile, code) for code in C.CODES) for pile in PILES)
    for seat in range(_MAX_SEATS)
)
"""Every Play without a Cook, made once: move generation only picks from it."""
_TAKES: Final = tuple(
    tuple(tuple(Take(seat, pile, code) for code in C.CODES) for pile in PILES)
    for seat in range(_MAX_SEATS)
)
_ENDS: Final = tuple(End(seat) for seat in range(_MAX_SEATS))
_REPLACES: Final = tuple(Replace(seat) for seat in range(_MAX_SEATS))


def known_hand(state: State) -> tuple[int, ...]:
    """The cards of the hand on turn that the state names: a position written as
    another seat sees it (``?N``) holds HIDDEN cards, sorted first, and no move can
    be listed for those."""
    hand = state.hands[state.seat]
    if hand and hand[0] == C.HIDDEN:
        return tuple(card for card in hand if card != C.HIDDEN)
    return hand


def covering_plays(state: State, pile: int) -> list[tuple[int, int]]:
    """(card, Cook shift) pairs from the hand on turn that may cover ``pile``."""
    top = state.top(pile)
    up = state.up(pile)
    found: list[tuple[int, int]] = []
    hand = known_hand(state)
    for shift in (state.cook, -state.cook) if state.cook else (0,):
        mask = covering_mask(top, up, shift)
        found.extend((card, shift) for card in hand if mask >> card & 1)
    return found


def legal_moves(state: State) -> list[Move]:
    """Every legal move of the seat on turn: cards first, then ending, then characters.

    The dealer's outcomes (a whole deal, a reshuffle) are far too many to list, so
    for CHANCE this is empty: ``sample_chance`` proposes one and ``apply`` checks
    any other typed in. One row place to refill (a game recorded from one seat) is
    listed: each character that may be turned up.
    """
    if state.phase == REFILL and state.refill == 1:
        draw, discard = state.draw, state.discard
        if not draw:  # the discard pile, reshuffled face down
            draw, discard = (C.HIDDEN,) * len(discard), ()
        if draw[:1] == (C.HIDDEN,):
            now = msgspec.structs.replace(state, draw=draw, discard=discard)
            kinds = sorted(face_down(now))
        else:
            kinds = list(draw[:1])
        return [Refill((state.deck.codes[kind],)) for kind in kinds]
    if state.phase != PLAY:
        return []
    seat = state.seat
    hand = known_hand(state)
    done = state.done
    moves: list[Move] = []
    for pile in (0, 1):
        if done >> pile & 1:
            continue
        if state.cook:
            covers = covering_plays(state, pile)
            found: list[Move] = [Play(seat, PILES[pile], C.CODES[c], s) for c, s in covers]
        else:
            mask = covering_mask(state.top(pile), state.up(pile))
            plays = _PLAYS[seat][pile]
            found = [plays[card] for card in hand if mask >> card & 1]
        if found:
            moves.extend(found)
        else:
            takes = _TAKES[seat][pile]
            moves.extend([takes[card] for card in hand])
    if done == BOTH:
        moves.append(_ENDS[seat])
    coins = state.coins[seat]
    deck = state.deck
    codes = deck.codes
    cooks = deck.cook_amounts
    cook_allowed = done != BOTH and not state.cook
    for slot in range(1, (len(state.row) if state.free else min(coins, len(state.row))) + 1):
        kind = state.row[slot - 1]
        if cook_allowed or not cooks[kind]:
            moves.append(Hire(seat, slot, codes[kind]))
    if coins >= REPLACE_COST:
        moves.append(_REPLACES[seat])
    return moves


# -- applying moves -------------------------------------------------------------


def apply(state: State, move: Move) -> Step[State]:
    if state.phase == OVER:
        raise IllegalMove(WORDS("refused.over"), "sakura.game.over")
    handler = _HANDLERS.get(type(move))
    if handler is None:
        raise IllegalMove(WORDS("refused.not_a_move", move=repr(move)), "sakura.turn.order")
    return handler(state, move)


def _check_turn(state: State, seat: int) -> None:
    if state.phase == DEAL:
        raise IllegalMove(WORDS("refused.deal_first", round=state.round), "sakura.setup.deal")
    if state.phase == SHUFFLE:
        raise IllegalMove(WORDS("refused.reshuffle_first"), "sakura.characters.reshuffle")
    if state.phase == REFILL:
        raise IllegalMove(WORDS("refused.refill_first"), "sakura.characters.shift")
    if seat != state.seat:
        raise IllegalMove(
            WORDS("refused.not_your_turn", seat=state.seat + 1, mover=seat + 1),
            "sakura.turn.order",
        )


def _pile_index(state: State, name: str) -> int:
    if name not in PILES:
        raise IllegalMove(WORDS("refused.no_pile", pile=name), "sakura.turn.both_piles")
    pile = PILES.index(name)
    if state.done >> pile & 1:
        raise IllegalMove(
            WORDS("refused.pile_done", pile=pile_name(pile)),
            "sakura.turn.both_piles",
        )
    return pile


def _card_in_hand(state: State, code: str) -> int:
    card = C.BY_CODE.get(code)
    if card is None:
        raise IllegalMove(WORDS("refused.no_card", card=code), "sakura.play.from_hand")
    hand = state.hands[state.seat]
    if card not in hand and C.HIDDEN not in hand:
        raise IllegalMove(WORDS("refused.not_in_hand", card=code), "sakura.play.from_hand")
    if card not in hand and state.revealing:
        where = seen_where(state, card)
        if where is not None:
            raise IllegalMove(
                WORDS("refused.seen_elsewhere", card=code, seat=state.seat + 1, where=where),
                "sakura.play.from_hand",
            )
    return card


def seen_where(state: State, card: int) -> str | None:
    """Where ``card`` is known to be this round, in words (None: nowhere known, so it may
    be one of a hidden hand's cards): a card revealed from a hidden hand is checked
    against everything seen so far."""
    for seat, hand in enumerate(state.hands):
        if card in hand:
            return WORDS("where.hand", seat=seat + 1)
    for pile, cards in enumerate(state.piles):
        if card in cards:
            return WORDS("where.pile", pile=pile_name(pile))
    for seat, tricks in enumerate(state.tricks):
        if card in tricks:
            return WORDS("where.tricks", seat=seat + 1)
    return None


def _unseen_in_hand(state: State, card: int) -> None:
    """A hand written as unknown (``?N``) may or may not hold ``card``: say so (once the
    rest of the move is checked), never refuse it as if the unknown cards were others.
    A game recorded from one seat (``revealing``) knows it did: the table saw it played."""
    if card not in state.hands[state.seat] and not state.revealing:
        raise Unseen(f"whether seat {state.seat + 1}'s unseen cards hold {C.CODES[card]}")


def _without(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    """``hand`` less ``card``, or less one HIDDEN card where the card was not known in it
    (a card a recorded game reveals as it is played)."""
    i = hand.index(card) if card in hand else hand.index(C.HIDDEN)
    return hand[:i] + hand[i + 1 :]


def _card_down(
    state: State, pile: int, card: int, pile_cards: tuple[int, ...], **changes: Any
) -> State:
    """The seat on turn has put ``card`` from hand on ``pile``, which now holds
    ``pile_cards``. The card uses up a waiting Cook; a free hire not taken lapses."""
    seat = state.seat
    return msgspec.structs.replace(
        state,
        hands=put(state.hands, seat, _without(state.hands[seat], card)),
        piles=put(state.piles, pile, pile_cards),
        done=state.done | 1 << pile,
        cook=0,
        free=False,
        **changes,
    )


def _apply_play(state: State, move: Play) -> Step[State]:
    _check_turn(state, move.seat)
    pile = _pile_index(state, move.pile)
    card = _card_in_hand(state, move.card)
    if move.cook and not state.cook:
        raise IllegalMove(
            WORDS("refused.no_cook"),
            "sakura.character.cook",
        )
    if state.cook and move.cook not in (state.cook, -state.cook):
        raise IllegalMove(
            WORDS("refused.cook_amount", amount=state.cook, card=move.card),
            "sakura.character.cook",
        )
    top = state.top(pile)
    up = state.up(pile)
    if not covering_mask(top, up, move.cook) >> card & 1:
        reason = refusal(top, card, up, move.cook)
        assert reason is not None
        raise IllegalMove(*reason)
    _unseen_in_hand(state, card)
    seat = state.seat
    why, rule = allowance(top, card, up, move.cook)
    covered = WORDS("log.covered", pile=pile_name(pile), top=C.CODES[top], card=move.card)
    refs = (move.card, C.CODES[top])
    events: list[Event] = []
    if move.cook:
        value = C.counted_value(C.value_of(card), move.cook)
        # Where the count leaves 1..13, niwa's no-wrap ruling is what decided.
        in_range = 1 <= value <= C.VALUES
        events.append(
            Log(
                seat,
                "sakura.character.cook" if in_range else "sakura.character.count",
                WORDS(
                    "log.cook_played" if in_range else "log.cook_no_wrap",
                    card=move.card,
                    shift=f"{move.cook:+d}",
                    value=value,
                ),
                refs,
            )
        )
        covered = WORDS(
            "log.covered_counted",
            pile=pile_name(pile),
            top=C.CODES[top],
            card=move.card,
            value=value,
        )
    events.append(Log(seat, rule, covered + why, refs))
    return Step(_card_down(state, pile, card, state.piles[pile] + (card,)), tuple(events))


def _apply_take(state: State, move: Take) -> Step[State]:
    _check_turn(state, move.seat)
    pile = _pile_index(state, move.pile)
    if move.card not in C.BY_CODE:
        raise IllegalMove(WORDS("refused.no_card", card=move.card), "sakura.play.from_hand")
    covers = covering_plays(state, pile)  # first: a recorded take rests on this rule
    if covers:
        other, shift = covers[0]
        with_cook = f"{shift:+d}" if shift else ""
        raise IllegalMove(
            WORDS(
                "refused.could_cover",
                pile=pile_name(pile),
                top=C.CODES[state.top(pile)],
                card=f"{C.CODES[other]}{with_cook}",
            ),
            "sakura.take.only_if_stuck",
        )
    card = _card_in_hand(state, move.card)
    if C.HIDDEN in state.hands[state.seat] and not state.revealing:
        raise Unseen(
            f"whether seat {state.seat + 1}'s unseen cards hold {move.card}, or one that "
            f"covers the {pile_name(pile)} pile"
        )
    taken = state.piles[pile]
    if C.HIDDEN in taken:
        # "No puedes examinar una pila": what the pile scores and pays is not shown.
        raise Unseen(
            f"the {pile_name(pile)} pile's {count(taken.count(C.HIDDEN), 'card')} under its "
            "top card, which the take scores and pays for"
        )
    seat = state.seat
    deck = state.deck
    stars = shurikens(deck, taken)
    due = coins_on(deck, taken)
    paid = min(due, state.supply)
    codes = tuple(C.CODES[c] for c in taken)
    top = state.top(pile)
    events: list[Event] = [
        Log(
            seat,
            "sakura.take.forced",
            WORDS(
                "log.took_cook" if state.cook else "log.took",
                pile=pile_name(pile),
                top=C.CODES[top],
                need=need_words(top, state.up(pile)),
                cards=WORDS.count(len(taken), "card"),
                codes=" ".join(codes),
                shurikens=WORDS.count(stars, "shuriken"),
                card=move.card,
            ),
            codes + (move.card,),
        )
    ]
    if due:
        with_coins = [C.CODES[c] for c in taken if deck.card_coins[c]]
        events.append(
            Log(
                seat,
                "sakura.take.coins",
                WORDS("log.coins", coins=_coins(paid), cards=" ".join(with_coins)),
                codes,
            )
        )
    if paid < due:
        events.append(
            Log(
                seat,
                "sakura.coins.short",
                WORDS("log.short", paid=paid, due=_coins(due)),
            )
        )
    after = _card_down(
        state,
        pile,
        card,
        (card,),
        tricks=put(state.tricks, seat, state.tricks[seat] + taken),
        coins=put(state.coins, seat, state.coins[seat] + paid),
        supply=state.supply - paid,
    )
    return Step(after, tuple(events))


def character_name(character: Character) -> str:
    """A character's name as shown: a name of niwa's own deck in the language spoken now,
    a name another deck file gives as it gives it."""
    english = "Samurai" if character.power == "flip" else f"Cook {character.amount}"
    if character.name != english:
        return character.name
    return WORDS(f"character.{character.power}", amount=character.amount)


def _coins(amount: int) -> str:
    return WORDS.count(amount, "coin")


def _pay(state: State, amount: int) -> tuple[tuple[int, ...], int]:
    """Players' coins and the supply after the seat on turn pays ``amount`` into it."""
    seat = state.seat
    return put(state.coins, seat, state.coins[seat] - amount), state.supply + amount


def _apply_hire(state: State, move: Hire) -> Step[State]:
    _check_turn(state, move.seat)
    if not 1 <= move.slot <= len(state.row):
        raise IllegalMove(
            WORDS("refused.no_place", size=len(state.row), slot=move.slot),
            "sakura.characters.hire",
        )
    kind = state.row[move.slot - 1]
    character = state.deck.characters[kind]
    if move.character != character.code:
        raise IllegalMove(
            WORDS(
                "refused.wrong_character",
                slot=move.slot,
                name=character_name(character),
                code=character.code,
                given=move.character,
            ),
            "sakura.characters.hire",
        )
    cost = 0 if state.free else move.slot
    if state.coins[state.seat] < cost:
        raise IllegalMove(
            WORDS(
                "refused.too_dear",
                name=character_name(character),
                cost=_coins(cost),
                have=state.coins[state.seat],
            ),
            "sakura.characters.cost",
        )
    if character.power == "cook":
        if state.done == BOTH:
            raise IllegalMove(
                WORDS("refused.cook_late", name=character_name(character)),
                "sakura.character.cook",
            )
        if state.cook:
            raise IllegalMove(
                WORDS("refused.cook_waiting"),
                "sakura.character.cook",
            )
    coins, supply = _pay(state, cost)
    paid = WORDS("log.free") if state.free else _coins(cost)
    hired = WORDS("log.hired", name=character_name(character), slot=move.slot, paid=paid)
    characters = state.deck.characters
    if state.revealing:  # the dealer's Refill says which card is turned up
        refill = WORDS("log.refill_turned", place=ROW_SIZE)
    elif state.draw:
        refill = WORDS("log.refill", code=characters[state.draw[0]].code, place=ROW_SIZE)
    else:
        refill = WORDS("log.refill_empty")
    if character.power == "flip":
        plus_left = not state.plus_left
        cook = state.cook
        side = pile_name(0 if plus_left else 1)
        event = Log(
            state.seat,
            "sakura.character.samurai",
            WORDS("log.samurai", hired=hired, side=side, refill=refill),
            (character.code,),
        )
    else:
        plus_left = state.plus_left
        cook = character.amount
        event = Log(
            state.seat,
            "sakura.character.cook",
            WORDS("log.cook", hired=hired, amount=cook, refill=refill),
            (character.code,),
        )
    after = msgspec.structs.replace(
        state,
        coins=coins,
        supply=supply,
        plus_left=plus_left,
        cook=cook,
        free=False,
        row=state.row[: move.slot - 1] + state.row[move.slot :],
        discard=state.discard + (kind,),
    )
    return _refill(after, 1, [event])


def _apply_replace(state: State, move: Replace) -> Step[State]:
    _check_turn(state, move.seat)
    have = state.coins[state.seat]
    if have < REPLACE_COST:
        raise IllegalMove(
            WORDS("refused.row_cost", cost=REPLACE_COST, have=have),
            "sakura.characters.replace",
        )
    coins, supply = _pay(state, REPLACE_COST)
    event = Log(
        state.seat,
        "sakura.characters.replace",
        WORDS("log.new_row", cost=REPLACE_COST, row=_new_row(state)),
    )
    after = msgspec.structs.replace(
        state,
        coins=coins,
        supply=supply,
        row=(),
        discard=state.discard + state.row,
        free=True,
    )
    return _refill(after, ROW_SIZE, [event])


def _new_row(state: State) -> str:
    """The characters a new row turns up, by price (the rest waits for a reshuffle)."""
    if state.revealing:  # turned up by the dealer's Refill
        return WORDS("log.row_turned")
    drawn = [
        WORDS("log.for", code=state.deck.characters[k].code, cost=cost)
        for cost, k in enumerate(state.draw[:ROW_SIZE], 1)
    ]
    if len(drawn) < ROW_SIZE:
        drawn.append(WORDS("log.rest"))
    return joined(", ", drawn)


def _refill(state: State, need: int, events: list[Event]) -> Step[State]:
    """Draw ``need`` characters onto the 5-coin end of the row; wait for a reshuffle
    when the draw pile runs out (rules sakura.characters.shift, .reshuffle)."""
    if state.revealing and need:  # the order was never seen: the table says what is turned
        return Step(msgspec.structs.replace(state, phase=REFILL, refill=need), tuple(events))
    take = min(need, len(state.draw))
    if C.HIDDEN in state.draw[:take]:
        raise Unseen(f"the face-down {count(take, 'character')} the row draws")
    row = state.row + state.draw[:take]
    draw = state.draw[take:]
    if take < need:
        events.append(Log(CHANCE, "sakura.characters.reshuffle", WORDS("log.draw_empty")))
        return Step(
            msgspec.structs.replace(state, row=row, draw=draw, phase=SHUFFLE, refill=need - take),
            tuple(events),
        )
    return Step(
        msgspec.structs.replace(state, row=row, draw=draw, phase=PLAY, refill=0), tuple(events)
    )


def _apply_end(state: State, move: End) -> Step[State]:
    _check_turn(state, move.seat)
    if state.done != BOTH:
        left = joined(
            WORDS("refused.and"), (pile_name(p) for p in (0, 1) if not state.done >> p & 1)
        )
        raise IllegalMove(
            WORDS("refused.end_early", piles=left),
            "sakura.turn.both_piles",
        )
    events: list[Event] = [Log(state.seat, "sakura.turn.end", WORDS("log.end"))]
    seat = (state.seat + 1) % state.players
    after = msgspec.structs.replace(state, seat=seat, done=0, free=False)
    # Hands start equal and every turn uses two cards, so the next player, who has
    # had the fewest turns, holds the most: when they are down to 2, everyone is.
    if len(state.hands[seat]) != HAND_LEFT:
        return Step(after, tuple(events))
    return _end_round(after, events)


def round_lines(state: State) -> tuple[Score, ...]:
    """Each seat's shurikens on this round's tricks (rule sakura.round.score)."""
    deck = state.deck
    return tuple(
        Score(
            seat,
            shurikens(deck, tricks),
            "sakura.round.score",
            WORDS(
                "score.round",
                round=state.round,
                shurikens=WORDS.count(shurikens(deck, tricks), "shuriken"),
                cards=WORDS.count(len(tricks), "trick"),
            ),
            tuple(C.CODES[c] for c in tricks),
            subject=WORDS("score.round_subject", round=state.round),
        )
        for seat, tricks in enumerate(state.tricks)
    )


def _end_round(state: State, events: list[Event]) -> Step[State]:
    lines = round_lines(state)
    events.append(Log(CHANCE, "sakura.round.end", WORDS("log.round_end", round=state.round)))
    events.extend(lines)
    rounds = state.rounds + (tuple(line.points for line in lines),)
    if len(rounds) < ROUNDS:
        after = msgspec.structs.replace(state, rounds=rounds, phase=DEAL)
        return Step(msgspec.structs.replace(after, seat=start_seat(after)), tuple(events))
    over = msgspec.structs.replace(state, rounds=rounds, phase=OVER)
    won, rule = winners(scores(over), over.coins)
    events.append(GameOver(won, rule))
    return Step(over, tuple(events))


# -- chance moves ---------------------------------------------------------------


def _characters(deck: Deck, codes: Sequence[str], rule: str) -> tuple[int, ...]:
    by_code = {c.code: kind for kind, c in enumerate(deck.characters)}
    kinds = []
    for code in codes:
        if code not in by_code:
            known = ", ".join(by_code)
            raise IllegalMove(WORDS("refused.no_character", code=code, known=known), rule)
        kinds.append(by_code[code])
    return tuple(kinds)


def _apply_deal(state: State, move: Deal) -> Step[State]:
    """A whole deal, or a deal as one seat sees it: another seat's hand all ``?`` and
    only the five characters of the row named (the draw pile's order unknown); such a
    game is ``revealing`` from then on."""
    if state.phase != DEAL:
        raise IllegalMove(WORDS("refused.dealt"), "sakura.turn.order")
    n = state.players
    size = HAND_SIZE[n]
    rule = "sakura.setup.deal"
    if len(move.hands) != n or any(len(hand) != size for hand in move.hands):
        raise IllegalMove(WORDS("refused.deal_size", n=n, size=size), rule)
    unknown = [all(code == UNKNOWN for code in hand) for hand in move.hands]
    if all(unknown):
        raise IllegalMove(WORDS("refused.deal_unknown"), rule)
    seen: set[int] = set()
    dealt = []
    known = (
        c for hand, hidden in zip(move.hands, unknown, strict=True) if not hidden for c in hand
    )
    for code in (*known, *move.piles):
        card = C.BY_CODE.get(code)
        if card is None:
            raise IllegalMove(WORDS("refused.no_card", card=code), rule)
        if card in seen:
            raise IllegalMove(WORDS("refused.dealt_twice", card=code), rule)
        seen.add(card)
        dealt.append(card)
    kinds = _characters(state.deck, move.characters, "sakura.setup.characters")
    deck_kinds = state.deck.character_deck()
    row_only = len(kinds) == min(ROW_SIZE, len(deck_kinds)) < len(deck_kinds)
    if row_only and Counter(kinds) - Counter(deck_kinds):
        row_only = False  # more of a character than the deck has: refused below
    if not row_only and sorted(kinds) != sorted(deck_kinds):
        raise IllegalMove(
            WORDS(
                "refused.character_deck",
                deck=state.deck.name,
                cards=", ".join(f"{c.count} {c.code}" for c in state.deck.characters),
            ),
            "sakura.setup.characters",
        )
    cards = iter(dealt)
    hands = tuple(
        (C.HIDDEN,) * size if hidden else tuple(sorted(next(cards) for _ in range(size)))
        for hidden in unknown
    )
    left, right = dealt[-2:]
    round_no = state.round
    events: list[Event] = [
        Log(
            CHANCE,
            rule,
            WORDS("log.deal", round=round_no, size=size, left=C.CODES[left], right=C.CODES[right]),
            (C.CODES[left], C.CODES[right]),
        )
    ]
    events.extend(
        Log(
            seat,
            rule,
            WORDS("log.dealt", size=size),
            (),
            None if unknown[seat] else WORDS("log.dealt_private", cards=" ".join(hand)),
        )
        for seat, hand in enumerate(move.hands)
    )
    row = kinds[:ROW_SIZE]
    events.append(
        Log(
            CHANCE,
            "sakura.setup.characters",
            WORDS(
                "log.row",
                row=joined(
                    ", ",
                    (
                        WORDS("log.for", code=state.deck.characters[k].code, cost=cost)
                        for cost, k in enumerate(row, 1)
                    ),
                ),
            ),
            tuple(state.deck.characters[k].code for k in row),
        )
    )
    return Step(
        msgspec.structs.replace(
            state,
            phase=PLAY,
            seat=start_seat(state),
            hands=hands,
            piles=((left,), (right,)),
            plus_left=True,
            done=0,
            cook=0,
            free=False,
            row=row,
            draw=(C.HIDDEN,) * (len(deck_kinds) - ROW_SIZE) if row_only else kinds[ROW_SIZE:],
            discard=(),
            refill=0,
            tricks=((),) * n,
            revealing=state.revealing or row_only or any(unknown),
        ),
        tuple(events),
    )


def _apply_shuffle(state: State, move: Shuffle) -> Step[State]:
    rule = "sakura.characters.reshuffle"
    if state.phase != SHUFFLE:
        raise IllegalMove(WORDS("refused.not_empty"), rule)
    kinds = _characters(state.deck, move.characters, rule)
    if sorted(kinds) != sorted(state.discard):
        held = " ".join(sorted(state.deck.characters[k].code for k in state.discard))
        raise IllegalMove(WORDS("refused.shuffle_discard", cards=held), rule)
    event = Log(CHANCE, rule, WORDS("log.shuffled", count=len(kinds)))
    after = msgspec.structs.replace(state, draw=kinds, discard=())
    return _refill(after, state.refill, [event])


def face_down(state: State) -> Counter[int]:
    """The characters of the face-down draw pile whose places are HIDDEN: the deck less
    the row, the discard pile and the draw pile's known cards."""
    left = Counter(state.deck.character_deck())
    left.subtract(state.row)
    left.subtract(state.discard)
    left.subtract(kind for kind in state.draw if kind != C.HIDDEN)
    return +left


def _apply_refill(state: State, move: Refill) -> Step[State]:
    """The dealer turns up the characters that refill the row, one by one from the draw
    pile; an empty draw pile is the discard pile reshuffled, face down (its order is
    never seen either). Each card must be one the face-down pile can hold."""
    rule = "sakura.characters.shift"
    if state.phase != REFILL:
        raise IllegalMove(WORDS("refused.no_refill"), rule)
    kinds = _characters(state.deck, move.characters, rule)
    if len(kinds) != state.refill:
        raise IllegalMove(WORDS("refused.refill_count", places=state.refill), rule)
    codes = state.deck.codes
    events: list[Event] = []
    row, draw, discard = state.row, state.draw, state.discard
    for kind in kinds:
        if not draw and discard:
            said = WORDS("log.shuffled", count=len(discard))
            events.append(Log(CHANCE, "sakura.characters.reshuffle", said))
            draw, discard = (C.HIDDEN,) * len(discard), ()
        now = msgspec.structs.replace(state, row=row, draw=draw, discard=discard)
        known = draw and draw[0] != C.HIDDEN
        fits = draw[0] == kind if known else face_down(now)[kind] > 0
        if not fits:
            raise IllegalMove(WORDS("refused.not_face_down", code=codes[kind]), rule)
        row, draw = row + (kind,), draw[1:]
    turned = ", ".join(
        WORDS("log.for", code=codes[k], cost=cost)
        for cost, k in enumerate(row, 1)
        if cost > len(state.row)
    )
    events.append(Log(CHANCE, rule, WORDS("log.turned", row=turned), (*(codes[k] for k in kinds),)))
    after = msgspec.structs.replace(
        state, row=row, draw=draw, discard=discard, phase=PLAY, refill=0
    )
    return Step(after, tuple(events))


def sample_chance(state: State, rng: random.Random) -> Deal | Shuffle | Refill:
    """A fair deal of the round, or a fair shuffle of the character discard pile."""
    codes = [c.code for c in state.deck.characters]
    if state.phase == REFILL:
        return Refill(tuple(codes[k] for k in _fair_refill(state, rng)))
    if state.phase == SHUFFLE:
        order = list(state.discard)
        rng.shuffle(order)
        return Shuffle(tuple(codes[k] for k in order))
    if state.phase != DEAL:
        raise ValueError("it is not the dealer's move")
    pack = list(C.CODES)
    rng.shuffle(pack)
    size = HAND_SIZE[state.players]
    characters = list(state.deck.character_deck())
    rng.shuffle(characters)
    return Deal(
        hands=tuple(tuple(pack[s * size : (s + 1) * size]) for s in range(state.players)),
        piles=(pack[state.players * size], pack[state.players * size + 1]),
        characters=tuple(codes[k] for k in characters),
    )


def _fair_refill(state: State, rng: random.Random) -> list[int]:
    """The characters a fair draw turns up for the row's ``refill`` places."""
    draw, discard, row = state.draw, state.discard, state.row
    turned: list[int] = []
    for _ in range(state.refill):
        if not draw and discard:
            draw, discard = (C.HIDDEN,) * len(discard), ()
        now = msgspec.structs.replace(state, row=row, draw=draw, discard=discard)
        if draw and draw[0] != C.HIDDEN:
            kind = draw[0]
        else:
            kind = rng.choice(sorted(face_down(now).elements()))
        turned.append(kind)
        row, draw = row + (kind,), draw[1:]
    return turned


_HANDLERS: Final[dict[type[Any], Callable[[State, Any], Step[State]]]] = {
    Play: _apply_play,
    Take: _apply_take,
    Hire: _apply_hire,
    End: _apply_end,
    Replace: _apply_replace,
    Deal: _apply_deal,
    Shuffle: _apply_shuffle,
    Refill: _apply_refill,
}


# -- end of game ------------------------------------------------------------------


def winners(totals: tuple[int, ...], coins: tuple[int, ...]) -> tuple[tuple[int, ...], str]:
    """Fewest shurikens; then most money; then the victory is shared."""
    best = min(totals)
    tied = [seat for seat, points in enumerate(totals) if points == best]
    if len(tied) == 1:
        return (tied[0],), "sakura.end.winner"
    richest = max(coins[seat] for seat in tied)
    rich = tuple(seat for seat in tied if coins[seat] == richest)
    return rich, "sakura.end.tiebreak" if len(rich) == 1 else "sakura.end.shared"


def final_scoring(state: State) -> FinalScoring:
    if state.phase != OVER:
        raise ValueError("the game is not over yet")
    totals = scores(state)
    return FinalScoring.of(
        sides(state),
        totals,
        (*earlier_round_lines(state), *round_lines(state)),
        winners(totals, state.coins),
        "sakura.end.winner",
        state.coins,
    )


def earlier_round_lines(state: State) -> tuple[Score, ...]:
    """The rounds before the last, one line per seat, so a sheet shows a row per round.

    A state keeps only their totals (the tricks went back into the deck), so these
    lines name the shurikens, not the cards; the last round's lines are the events.
    """
    return tuple(
        Score(
            seat,
            points,
            "sakura.round.score",
            WORDS("score.round_total", round=number, shurikens=WORDS.count(points, "shuriken")),
            subject=WORDS("score.round_subject", round=number),
        )
        for number, per_seat in enumerate(state.rounds[:-1], start=1)
        for seat, points in enumerate(per_seat)
    )


# -- hidden information -------------------------------------------------------------


def view(state: State, seat: int | None) -> State:
    """What ``seat`` may see; ``None`` is the all-open view (the state itself).

    Other seats' hands and the face-down character draw pile become HIDDEN cards,
    and so does every pile card under the top: "No puedes examinar una pila"
    (rule sakura.play.follow_top). A viewed pile keeps its size and its top card,
    ``(HIDDEN, ..., HIDDEN, top)``, so ``len(pile)`` and ``pile[-1]`` still read as
    in a full state. Viewing a view changes nothing.
    """
    if seat is None:
        return state
    hands = tuple(
        hand if other == seat else (C.HIDDEN,) * len(hand) for other, hand in enumerate(state.hands)
    )
    piles = tuple((C.HIDDEN,) * (len(pile) - 1) + pile[-1:] for pile in state.piles)
    return msgspec.structs.replace(
        state, hands=hands, piles=piles, draw=(C.HIDDEN,) * len(state.draw)
    )
