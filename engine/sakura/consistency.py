"""Whether a Sakura position could be reached (issue 26), like python-chess's ``is_valid``.

:func:`check_position` lists what no game reaches, each with the rule of the
catalogue it breaks: a card twice or more cards than a round deals
(sakura.setup.cards, .setup.deal), hand sizes the turn order cannot give
(sakura.turn.order, .turn.both_piles, .round.end), a card lying on one it could
not cover (sakura.play.colour), more coins than the box or than round 1 can have
given (sakura.coins.supply, .take.coins), round scores beyond the cards played
(sakura.round.score), the character deck miscounted (sakura.setup.characters) and
a turn's Cook or reshuffle that cannot be (sakura.character.cook,
.characters.reshuffle). Unseen things (HIDDEN) count but are not compared.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator

from engine.core import Problem
from engine.sakura import cards as C
from engine.sakura.deck import ROW_SIZE
from engine.sakura.game import (
    BOTH,
    COIN_TOTAL,
    DEAL,
    HAND_LEFT,
    HAND_SIZE,
    OVER,
    PLAY,
    REFILL,
    SHUFFLE,
    START_COINS,
    State,
    coins_on,
    shurikens,
)
from engine.sakura.piles import PILE_NAMES
from engine.words import count


def check_position(state: State) -> list[Problem]:
    """What no Sakura game can reach, each with the rule it breaks; empty for every
    reachable position and every seat's view of one."""
    problems = _card_problems(state)
    # Between rounds (and at the end) a table may be written cleared: only the
    # scores and coins decide the game from there.
    cleared = state.phase in (DEAL, OVER) and _table_is_empty(state)
    if state.phase in (PLAY, SHUFFLE, REFILL):
        problems += _turn_problems(state)
    elif cleared:
        if not state.rounds:
            problems += _first_deal_problems(state)
    else:
        problems += _between_rounds_problems(state)
    problems += _stack_problems(state)
    problems += _coin_problems(state)
    problems += _score_problems(state)
    if not cleared:
        problems += _character_problems(state)
    return problems


def _table_is_empty(state: State) -> bool:
    groups = (state.hands, state.piles, state.tricks, (state.row, state.draw, state.discard))
    return not any(items for group in groups for items in group)


def _dealt(state: State) -> int:
    """Cards a round puts on the table: the hands and the two pile cards."""
    return state.players * HAND_SIZE[state.players] + 2


def _where(state: State) -> Iterator[tuple[str, tuple[int, ...]]]:
    for seat, hand in enumerate(state.hands):
        yield f"seat {seat + 1}'s hand", hand
    for pile, cards in enumerate(state.piles):
        yield f"the {PILE_NAMES[pile]} pile", cards
    for seat, tricks in enumerate(state.tricks):
        yield f"seat {seat + 1}'s tricks", tricks


def _card_problems(state: State) -> list[Problem]:
    places: dict[int, list[str]] = {}
    total = 0
    for place, cards in _where(state):
        total += len(cards)
        for card in cards:
            if card != C.HIDDEN:
                places.setdefault(card, []).append(place)
    problems = [
        Problem(
            "sakura.setup.cards",
            f"{C.CODES[card]} is written {len(where)} times ({', '.join(where)}): "
            "the deck has one of each card",
        )
        for card, where in sorted(places.items())
        if len(where) > 1
    ]
    if not _table_is_empty(state) and total != _dealt(state):
        size = HAND_SIZE[state.players]
        problems.append(
            Problem(
                "sakura.setup.deal",
                f"{count(total, 'card')} in hands, piles and tricks: a round with "
                f"{state.players} players deals {_dealt(state)} ({size} each and 2 for the piles)",
            )
        )
    return problems


def _turn_problems(state: State) -> list[Problem]:
    """Hand sizes against the turn order, the piles, and what the turn holds."""
    n = state.players
    size = HAND_SIZE[n]
    seat = state.seat
    start = (state.round - 1) % n
    problems: list[Problem] = []
    done = bin(state.done).count("1")
    before = len(state.hands[seat]) + done  # the hand as the turn began
    if before > size or (size - before) % 2:
        problems.append(
            Problem(
                "sakura.turn.both_piles",
                f"seat {seat + 1} held {count(before, 'card')} as the turn began: hands start "
                f"with {size} and every turn uses two cards",
            )
        )
    elif before <= HAND_LEFT:
        problems.append(
            Problem(
                "sakura.round.end",
                f"seat {seat + 1} is on turn with {count(before, 'card')}: the round ended "
                f"when every hand was down to {HAND_LEFT}",
            )
        )
    else:
        turns = (size - before) // 2
        for other in range(n):
            if other == seat:
                continue
            ahead = (other - start) % n < (seat - start) % n  # played this time round
            expected = size - 2 * (turns + ahead)
            if len(state.hands[other]) != expected:
                problems.append(
                    Problem(
                        "sakura.turn.order",
                        f"seat {other + 1} holds {count(len(state.hands[other]), 'card')}: "
                        f"in round {state.round} seat {start + 1} went first, and with seat "
                        f"{seat + 1} on turn (having played {count(turns, 'turn')}) seat "
                        f"{other + 1} holds {expected}",
                    )
                )
    for pile, cards in enumerate(state.piles):
        if not cards:
            problems.append(
                Problem(
                    "sakura.take.forced",
                    f"the {PILE_NAMES[pile]} pile is empty: a pile taken is started again "
                    "at once with a card from hand",
                )
            )
    amounts = set(state.deck.cook_amounts) - {0}
    if state.cook and state.cook not in amounts:
        problems.append(
            Problem(
                "sakura.character.cook",
                f"a Cook of {state.cook} is waiting, and the deck's Cooks show "
                + (", ".join(str(a) for a in sorted(amounts)) or "none"),
            )
        )
    if state.cook and state.done == BOTH:
        problems.append(
            Problem(
                "sakura.character.cook",
                "a Cook is waiting after both of the turn's cards: it is hired only while "
                "a card is still to play, and that card uses it up",
            )
        )
    return problems


def _first_deal_problems(state: State) -> list[Problem]:
    return [
        Problem(
            "sakura.setup.coins",
            f"seat {seat + 1} has {count(coins, 'coin')} before the first deal: "
            f"everyone starts with {START_COINS}",
        )
        for seat, coins in enumerate(state.coins)
        if coins != START_COINS
    ]


def _between_rounds_problems(state: State) -> list[Problem]:
    """The table as the last round ended (DEAL after a round, or the game over)."""
    problems: list[Problem] = []
    if not state.rounds:
        return [
            Problem(
                "sakura.setup.deal",
                "round 1 is not dealt yet, so no card or character is on the table",
            )
        ]
    for seat, hand in enumerate(state.hands):
        if len(hand) != HAND_LEFT:
            problems.append(
                Problem(
                    "sakura.round.end",
                    f"seat {seat + 1} kept {count(len(hand), 'card')} at the round's end: "
                    f"it ends when every hand is down to {HAND_LEFT}",
                )
            )
    last = state.rounds[-1]
    for seat, tricks in enumerate(state.tricks):
        stars = shurikens(state.deck, tricks)
        if stars != last[seat]:
            problems.append(
                Problem(
                    "sakura.round.score",
                    f"seat {seat + 1}'s tricks hold {count(stars, 'shuriken')}, and round "
                    f"{len(state.rounds)} scored them {last[seat]}",
                )
            )
    return problems


def stack_shifts(state: State) -> frozenset[int]:
    """How far a card's count may be from the card it covers in another colour: 0 (the
    same value) or a Cook's amount (rule sakura.character.cook)."""
    return frozenset({0} | set(state.deck.cook_amounts))


def may_lie_on(below: int, above: int, shifts: frozenset[int]) -> bool:
    """Whether ``above`` can have covered ``below`` at some point of a game: in its
    colour (either side of the yin-yang card, a Samurai may have turned it) or at a
    value a Cook's count (or none) makes the same (rules sakura.play.colour, .same_value)."""
    return C.colour_of(below) == C.colour_of(above) or (
        abs(C.value_of(above) - C.value_of(below)) in shifts
    )


def _stack_problems(state: State) -> list[Problem]:
    """A card on a pile covers the one beneath in its colour or its value; a Cook
    moves the value by exactly its amount (rules sakura.play.colour, .character.cook)."""
    amounts = stack_shifts(state)
    problems = []
    for pile, cards in enumerate(state.piles):
        for below, above in itertools.pairwise(cards):
            if C.HIDDEN in (below, above) or may_lie_on(below, above, amounts):
                continue
            problems.append(
                Problem(
                    "sakura.play.colour",
                    f"{C.CODES[above]} lies on {C.CODES[below]} in the {PILE_NAMES[pile]} "
                    "pile: a card covers one of its colour or of its value (a Cook's count "
                    f"moves it by {', '.join(str(a) for a in sorted(amounts - {0}))})",
                )
            )
    return problems


def _coin_problems(state: State) -> list[Problem]:
    problems = []
    held = sum(state.coins)
    if held > COIN_TOTAL:
        problems.append(
            Problem(
                "sakura.coins.supply",
                f"the players hold {count(held, 'coin')}: the box holds {COIN_TOTAL}",
            )
        )
    if state.round == 1 and state.phase in (PLAY, SHUFFLE, REFILL):
        for seat, coins in enumerate(state.coins):
            most = START_COINS + coins_on(state.deck, state.tricks[seat])
            if coins > most:
                problems.append(
                    Problem(
                        "sakura.take.coins",
                        f"seat {seat + 1} has {count(coins, 'coin')} in round 1: "
                        f"{START_COINS} to start and the coins on their tricks make at most "
                        f"{most}",
                    )
                )
    return problems


def _score_problems(state: State) -> list[Problem]:
    """A round's shurikens come from trick cards, at most the cards played in it."""
    n = state.players
    played = n * (HAND_SIZE[n] - HAND_LEFT)
    most = sum(sorted(state.deck.card_shurikens, reverse=True)[:played])
    return [
        Problem(
            "sakura.round.score",
            f"round {number} scored {count(sum(per_seat), 'shuriken')} in all: the "
            f"{played} cards played in a round carry at most {most}",
        )
        for number, per_seat in enumerate(state.rounds, start=1)
        if sum(per_seat) > most
    ]


def _character_problems(state: State) -> list[Problem]:
    deck = state.deck
    problems = []
    known = Counter(k for part in (state.row, state.draw, state.discard) for k in part)
    del known[C.HIDDEN]
    for kind, character in enumerate(deck.characters):
        if known[kind] > character.count:
            problems.append(
                Problem(
                    "sakura.setup.characters",
                    f"{known[kind]} {character.name} ({character.code}) in the row, draw "
                    f"and discard piles: the deck has {character.count}",
                )
            )
    total = len(state.row) + len(state.draw) + len(state.discard)
    every = len(deck.character_deck())
    if total != every:
        problems.append(
            Problem(
                "sakura.setup.characters",
                f"{count(total, 'character')} in the row, draw and discard piles: "
                f"the deck has {every}",
            )
        )
    if state.phase == PLAY and len(state.row) != ROW_SIZE:
        problems.append(
            Problem(
                "sakura.characters.shift",
                f"the row holds {len(state.row)}: it is refilled to {ROW_SIZE} at once "
                "(the dealer reshuffles first if the draw pile is empty)",
            )
        )
    if state.phase == REFILL and (len(state.row) >= ROW_SIZE or not state.draw + state.discard):
        problems.append(
            Problem(
                "sakura.characters.shift",
                "the dealer turns up characters only for the row's empty places, from the "
                "draw pile (or the discard pile, reshuffled)",
            )
        )
    if state.phase == SHUFFLE:
        if state.draw:
            problems.append(
                Problem(
                    "sakura.characters.reshuffle",
                    "the dealer reshuffles the discard pile only when the draw pile is empty",
                )
            )
        if len(state.row) >= ROW_SIZE or not state.discard:
            problems.append(
                Problem(
                    "sakura.characters.reshuffle",
                    "a reshuffle refills the row's empty places from the discard pile: "
                    "the row must have a gap and the discard pile cards",
                )
            )
    return problems
