"""Questions only a Sakura quiz asks: which piles a card may cover, the price of a
take, a Cook's count, the money, the character row, the round and the winner.

Each reads the quiz's generic fields (``move``: "after this move", ``seat``) or its
``args`` table, decoded strictly into the question's own Struct, and answers from
the engine, never from the lesson's text.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from engine.core import Game, IllegalMove
from engine.sakura import cards as C
from engine.sakura.game import (
    DEAL,
    HAND_LEFT,
    HAND_SIZE,
    ROUNDS,
    Play,
    State,
    coins_on,
    shurikens,
    winners,
)
from engine.sakura.piles import PILE_NAMES, PILES, refusal
from lessons.format import QuizStep
from lessons.kinds import Answer, QuestionKind
from lessons.questions import QuestionError, need, position_after, quiz_args, quiz_move


class CardArgs(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    card: str


class PileArgs(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    pile: Literal["L", "R"]
    what: Literal["cards", "shurikens", "coins"]


class PlaceArgs(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    place: int


class SymbolsArgs(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    cards: list[str]
    what: Literal["shurikens", "coins"]


class MovesArgs(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    moves: list[str] = []


class TotalsArgs(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    shurikens: list[int]
    coins: list[int]


def _card(step: QuizStep, text: str) -> int:
    try:
        return C.parse_card(text)
    except ValueError as err:
        raise QuestionError(f"quiz '{step.title}': {err}") from None


def _after(game: Game[Any, Any, Any], state: State, step: QuizStep) -> State:
    """The position after the quiz's ``move`` (the shown one when it names none)."""
    if step.move is None:
        return state
    after: State = position_after(game, state, step)
    return after


def covers(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Which piles the card may cover: 'left', 'right', 'both' or 'neither'.

    By the placement rules alone (sakura.play.*), counting a Cook waiting for the
    next card either way (sakura.character.count), whether or not the pile has had
    its card this turn.
    """
    card = _card(step, quiz_args(step, CardArgs).card)
    shifts = (state.cook, -state.cook) if state.cook else (0,)
    fits = [
        any(refusal(state.top(p), card, state.up(p), s) is None for s in shifts) for p in (0, 1)
    ]
    return {(True, True): "both", (True, False): "left", (False, True): "right"}.get(
        (fits[0], fits[1]), "neither"
    )


def take_price(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """What taking the pile would bring: its cards, their shurikens or their coins."""
    args = quiz_args(step, PileArgs)
    taken = state.piles[PILES.index(args.pile)]
    if args.what == "cards":
        return len(taken)
    if args.what == "shurikens":
        return shurikens(state.deck, taken)
    return min(coins_on(state.deck, taken), state.supply)


def symbols(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """The shurikens or coins printed on some cards together (the deck data's values)."""
    args = quiz_args(step, SymbolsArgs)
    cards = [_card(step, code) for code in args.cards]
    table = state.deck.card_shurikens if args.what == "shurikens" else state.deck.card_coins
    return sum(table[card] for card in cards)


def count(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """The value a played card counts as: its printed value moved by a Cook, plainly."""
    move = quiz_move(game, state, step)
    if not isinstance(move, Play):
        raise QuestionError(f"quiz '{step.title}': '{step.move}' plays no card on a pile")
    return C.counted_value(C.value_of(C.parse_card(move.card)), move.cook)


def coins(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """A seat's coins after the quiz's move (``seat``: 0 is seat 1)."""
    seat: int = need(step.seat, "seat", step)
    return _after(game, state, step).coins[seat]


def supply(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """The coins in the supply after the quiz's move."""
    return _after(game, state, step).supply


def row_place(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """The code of the character at a place of the row (its price), after the move."""
    place = quiz_args(step, PlaceArgs).place
    after = _after(game, state, step)
    if not 1 <= place <= len(after.row):
        return "empty"
    return after.deck.characters[after.row[place - 1]].code


def plus_pile(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """The pile facing the yin-yang's + side after the move: 'left' or 'right'."""
    return PILE_NAMES[0] if _after(game, state, step).plus_left else PILE_NAMES[1]


def on_turn(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Who is to play after the move: a side's name, or 'the dealer'."""
    after = _after(game, state, step)
    actor = game.to_move(after)
    return game.sides(after)[actor] if actor >= 0 else "the dealer"


def tricks(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """The shurikens on a seat's tricks this round after ``args.moves`` (in order)."""
    seat: int = need(step.seat, "seat", step)
    for text in quiz_args(step, MovesArgs).moves:
        try:
            state = game.apply(state, game.parse_move(state, text)).state
        except (ValueError, IllegalMove) as err:
            raise QuestionError(f"quiz '{step.title}': move '{text}': {err}") from None
    return shurikens(state.deck, state.tricks[seat])


def next_start(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Who starts the next round: one seat to the left of this round's start player."""
    if state.round >= ROUNDS and state.phase != DEAL:
        raise QuestionError(f"quiz '{step.title}': round {state.round} is the last")
    following = state.round + (0 if state.phase == DEAL else 1)
    return game.sides(state)[(following - 1) % state.players]


def turns_left(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Turns in which a seat still plays a card this round, the one under way included
    while it still owes a card (every turn uses two; the last 2 cards stay in hand)."""
    seat: int = need(step.seat, "seat", step)
    return (len(state.hands[seat]) - HAND_LEFT + 1) // 2


def undealt(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Sakura cards set aside unseen for the round (sakura.setup.undealt)."""
    return C.N_CARDS - HAND_SIZE[state.players] * state.players - len(PILES)


def winner(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Who wins with these totals and coins: a side's name, or 'A and B share'."""
    args = quiz_args(step, TotalsArgs)
    if len(args.shurikens) != state.players or len(args.coins) != state.players:
        raise QuestionError(f"quiz '{step.title}': give one total and one purse per player")
    won, _ = winners(tuple(args.shurikens), tuple(args.coins))
    names = [game.sides(state)[seat] for seat in won]
    return names[0] if len(names) == 1 else " and ".join(names) + " share"


QUESTIONS = {
    "covers": QuestionKind(covers, ("args.card",)),
    "symbols": QuestionKind(symbols, ("args.cards", "args.what")),
    "take_price": QuestionKind(take_price, ("args.pile", "args.what")),
    "count": QuestionKind(count, ("move",)),
    "coins": QuestionKind(coins, ("seat", "move")),
    "supply": QuestionKind(supply, ("move",)),
    "row_place": QuestionKind(row_place, ("args.place", "move")),
    "plus_pile": QuestionKind(plus_pile, ("move",)),
    "on_turn": QuestionKind(on_turn, ("move",)),
    "tricks": QuestionKind(tricks, ("seat", "args.moves")),
    "next_start": QuestionKind(next_start),
    "turns_left": QuestionKind(turns_left, ("seat",)),
    "undealt": QuestionKind(undealt),
    "winner": QuestionKind(winner, ("args.shurikens", "args.coins")),
}
