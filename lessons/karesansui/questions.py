"""Questions only a Karesansui quiz asks, each answered from the shown position.

Seats in a quiz's ``seat`` field count from 0 (``seat = 1`` is seat 2); piles in
``args`` count from 1, as the notation writes them. Answers naming a seat or a
pile are written as the screen shows them: "seat 2", "pile 1".
"""

from __future__ import annotations

from typing import Any

import msgspec

from engine.core import CHANCE, NOBODY, Game, IllegalMove
from engine.karesansui import components as C
from engine.karesansui import rocks as R
from engine.karesansui.bidding import bid_key
from engine.karesansui.game import BLACK_IN_BAG, FILL, HIDDEN, OVER, State, view
from engine.karesansui.game import winners as game_winners
from engine.karesansui.notation import parse_rocks, rocks_text
from lessons.format import QuizStep
from lessons.karesansui import surrenders
from lessons.kinds import Answer, QuestionKind
from lessons.questions import QuestionError, need, quiz_args


def _seat_name(seat: int) -> str:
    return f"seat {seat + 1}"


def _seat(step: QuizStep) -> int:
    seat: int = need(step.seat, "seat", step)
    return seat


def _garden(state: State, step: QuizStep) -> tuple[int, ...]:
    return state.gardens[_seat(step)]


def _deck(name: str, step: QuizStep) -> int:
    for deck, spec in enumerate(C.DECKS):
        if name.casefold() in (spec.name.casefold(), spec.code.casefold()):
            return deck
    known = ", ".join(spec.name for spec in C.DECKS)
    raise QuestionError(f"quiz '{step.title}': no demerit deck '{name}' (known: {known})")


# -- rocks and gardens (karesansui.setup.*, karesansui.rocks.notation) ----------------


def garden_rocks(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """How many rocks a seat's garden holds (the tie-break counts them)."""
    return sum(_garden(state, step))


def garden_value(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """The total value of a seat's garden: I counts 1, II 2, III 3."""
    return R.value(R.types_of(_garden(state, step)))


def bag_rocks(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Rocks in the bag, not counting the black stone."""
    return sum(state.bag)


class RocksArgs(msgspec.Struct, forbid_unknown_fields=True):
    rocks: str
    """A set of rocks in any order, e.g. "3R 1B 2W 1R"."""
    place: int | None = None
    """From 1: ask only for the rock in this place of niwa order."""


def niwa_order(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """How niwa writes a set of rocks (``args.rocks`` in any order): value, then W Y R G B;
    with ``args.place``, only the rock in that place ("which rock comes second?")."""
    args = quiz_args(step, RocksArgs)
    try:
        codes = parse_rocks(args.rocks)
    except ValueError as err:
        raise QuestionError(f"quiz '{step.title}': {err}") from None
    if args.place is None:
        return rocks_text(codes)
    if not 1 <= args.place <= len(codes):
        raise QuestionError(f"quiz '{step.title}': the set has no place {args.place}")
    return codes[args.place - 1]


def black_stone(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Where the black stone is: "space N" of the round tracker, "bag" or "drawn"."""
    if state.black < C.TRACKER_SPACES:
        return f"space {state.black + 1}"
    return "bag" if state.black == BLACK_IN_BAG else "drawn"


def start_player(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Who is the start player of this round (who made the piles and bids first)."""
    return _seat_name(state.start)


def next_player(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Who is to move: "seat N", "the bag", or "nobody" once the game is over."""
    actor = game.to_move(state)
    if actor == CHANCE:
        return "the bag"
    if actor == NOBODY:
        return "nobody"
    return _seat_name(actor)


# -- piles and bids (karesansui.piles.*, karesansui.bid.*) ---------------------------


def pile_count(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """How many piles are made each round: one fewer than players."""
    return state.n_piles


class PileArgs(msgspec.Struct, forbid_unknown_fields=True):
    pile: int
    """From 1, as the notation writes it."""


def _pile(state: State, step: QuizStep, pile: int) -> int:
    """A pile numbered from 1 as an index, checked against the position."""
    if not 1 <= pile <= state.n_piles:
        raise QuestionError(f"quiz '{step.title}': there is no pile {pile}")
    return pile - 1


def pile_value(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """The total value of a pile's rocks."""
    return R.value(state.piles[_pile(state, step, quiz_args(step, PileArgs).pile)])


def filling_pile(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Which pile the bag's next rock goes onto ("pile N"), or "none" if no pile is being made."""
    return f"pile {state.step + 1}" if state.phase == FILL else "none"


class BeatsArgs(msgspec.Struct, forbid_unknown_fields=True):
    pile: int
    rocks: str
    """A bid in notation, any order: "2B", "1G 1R", "-" for nothing."""


def beats(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """'yes' or 'no': whether a bid of these rocks beats the pile's standing bid, whoever
    offers it: a lower value, or the same value in fewer rocks (karesansui.bid.lower)."""
    args = quiz_args(step, BeatsArgs)
    pile = _pile(state, step, args.pile)
    if state.bidders[pile] < 0:
        raise QuestionError(f"quiz '{step.title}': pile {args.pile} has no bid to beat")
    try:
        types = tuple(R.BY_CODE[code] for code in parse_rocks(args.rocks))
    except ValueError as err:
        raise QuestionError(f"quiz '{step.title}': {err}") from None
    return "yes" if bid_key(types) < bid_key(state.bids[pile]) else "no"


# -- forbidden sets and surrenders (karesansui.sets.*, karesansui.surrender.*) -------------


def forbidden_sets(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """The kinds of forbidden set a seat's garden holds, in deck order ("Trips, Straight
    Flush"), or "none"."""
    kinds = sorted({kind for kind, _ in R.forbidden_sets(_garden(state, step))})
    return ", ".join(C.DECKS[kind].name for kind in kinds) or "none"


def forbidden_kinds(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """How many of the three kinds of forbidden set a seat's garden holds (0 to 3)."""
    return len({kind for kind, _ in R.forbidden_sets(_garden(state, step))})


class OrderArgs(msgspec.Struct, forbid_unknown_fields=True):
    order: list[str]
    """Surrenders in notation, played in this order by the seat to move."""


def order_demerits(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """The demerits the seat to move takes for surrendering in this order."""
    texts = quiz_args(step, OrderArgs).order
    try:
        return surrenders.order_cost(game, state, texts)
    except (IllegalMove, ValueError) as err:  # an illegal order, or a typo in the notation
        raise QuestionError(f"quiz '{step.title}': {err}") from None


def fewest_demerits(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """The fewest demerits the seat to move can clean its garden for, over every order."""
    if not list(surrenders.orders(game, state)):
        raise QuestionError(f"quiz '{step.title}': nobody is surrendering here")
    return surrenders.fewest_demerits(game, state)


# -- demerits (karesansui.demerits.*) ----------------------------------------------------


class DeckArgs(msgspec.Struct, forbid_unknown_fields=True):
    deck: str
    """A deck's name or letter: Pass (P), Trips (T), Foursome (F), Straight Flush (S)."""
    taken: int | None = None
    """Cards already gone from it; the position's count when left out."""


def next_card(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """What the next card of a deck is worth (past the bottom: counted on paper)."""
    args = quiz_args(step, DeckArgs)
    deck = _deck(args.deck, step)
    taken = state.taken[deck] if args.taken is None else args.taken
    return C.card_value(deck, taken)


class ViewerArgs(msgspec.Struct, forbid_unknown_fields=True):
    viewer: int
    """The seat looking (from 0, like ``seat``)."""


def seen_demerits(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """A seat's demerit total as another seat sees it: a number, or "hidden"."""
    viewer = quiz_args(step, ViewerArgs).viewer
    seen = view(state, viewer).scores[_seat(step)]
    return "hidden" if seen == HIDDEN else seen


def demerit_cards(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """How many demerit cards a seat holds (public: everybody sees them taken)."""
    return len(state.cards[_seat(step)])


# -- the end (karesansui.end.*) --------------------------------------------------------------


def last_round(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """'yes' or 'no': whether the game is over, or will be when this round's surrenders
    are done (karesansui.end.*)."""
    return "yes" if state.ending or state.phase == OVER else "no"


class FinalArgs(msgspec.Struct, forbid_unknown_fields=True):
    rocks: list[int]
    """Rocks left in each seat's garden at the end; ``scores`` holds the demerits."""


def winner(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """Who wins with these demerits and rocks: "seat N", or "seat N and seat M" sharing."""
    scores = tuple(need(step.scores, "scores", step))
    rocks = tuple(quiz_args(step, FinalArgs).rocks)
    if len(rocks) != len(scores):
        raise QuestionError(f"quiz '{step.title}': give as many rocks as scores")
    won, _ = game_winners(scores, rocks)
    return " and ".join(_seat_name(seat) for seat in won)


def winner_count(game: Game[Any, Any, Any], state: State, step: QuizStep) -> Answer:
    """How many players win with these demerits and rocks (more than one: they share)."""
    scores = tuple(need(step.scores, "scores", step))
    won, _ = game_winners(scores, tuple(quiz_args(step, FinalArgs).rocks))
    return len(won)


QUESTIONS = {
    "garden_rocks": QuestionKind(garden_rocks, ("seat",)),
    "garden_value": QuestionKind(garden_value, ("seat",)),
    "bag_rocks": QuestionKind(bag_rocks),
    "niwa_order": QuestionKind(niwa_order, ("args.rocks", "args.place")),
    "black_stone": QuestionKind(black_stone),
    "start_player": QuestionKind(start_player),
    "next_player": QuestionKind(next_player),
    "pile_count": QuestionKind(pile_count),
    "pile_value": QuestionKind(pile_value, ("args.pile",)),
    "filling_pile": QuestionKind(filling_pile),
    "beats": QuestionKind(beats, ("args.pile", "args.rocks")),
    "forbidden_sets": QuestionKind(forbidden_sets, ("seat",)),
    "forbidden_kinds": QuestionKind(forbidden_kinds, ("seat",)),
    "order_demerits": QuestionKind(order_demerits, ("args.order",)),
    "fewest_demerits": QuestionKind(fewest_demerits),
    "next_card": QuestionKind(next_card, ("args.deck", "args.taken")),
    "seen_demerits": QuestionKind(seen_demerits, ("seat", "args.viewer")),
    "demerit_cards": QuestionKind(demerit_cards, ("seat",)),
    "last_round": QuestionKind(last_round),
    "winner": QuestionKind(winner, ("scores", "args.rocks")),
    "winner_count": QuestionKind(winner_count, ("scores", "args.rocks")),
}
