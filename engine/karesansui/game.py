"""Karesansui's rules as pure functions over immutable states.

A round follows the rulebook's five steps. CHANCE draws rocks (setup gardens, the
piles, the passer's rock), so a move list alone replays a game. Players bid in
turn (rule karesansui.bid.turn) until one passes; the position then resolves the
bids by itself and asks each player, from the passer clockwise, to surrender
their forbidden sets one at a time and say ``done``. The last ``done`` of a round
moves the black stone and starts the next round, or ends the game.

Demerits are points: a seat's score is the sum of its demerit cards, and fewer is
better.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, Final, TypeVar

import msgspec

from engine.core import (
    CHANCE,
    HIDDEN_SCORE,
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
from engine.karesansui import bidding
from engine.karesansui import components as C
from engine.karesansui import rocks as R
from engine.karesansui.bid_moves import BidMoves
from engine.karesansui.moves import Bid, Done, Draw, Move, Options, Pass, Surrender
from engine.karesansui.words import WORDS
from engine.seating import scores as scores
from engine.seating import seats as seats
from engine.seating import side_of as side_of
from engine.seating import sides as sides

# Phases; the actor to move follows from the phase.
SETUP: Final = 0  # CHANCE draws the starting gardens, SETUP_ROCKS per seat in seat order
FILL: Final = 1  # CHANCE draws rocks onto the pile being made
BID: Final = 2  # ``seat`` bids or passes
DRAW: Final = 3  # CHANCE draws the passer's rock
SURRENDER: Final = 4  # ``seat`` surrenders forbidden sets, then says done
OVER: Final = 5

BLACK_IN_BAG: Final = C.TRACKER_SPACES
"""``State.black`` for the black stone in the bag (0.. are tracker spaces)."""
BLACK_DRAWN: Final = C.TRACKER_SPACES + 1
"""``State.black`` once the black stone has been drawn: the game is ending."""

NO_BID: Final = -1
HIDDEN: Final = HIDDEN_SCORE
"""A demerit card value, or a score, that the viewing seat may not see."""

_N = R.N_TYPES
_VALUE_OF: Final = R.VALUE_OF.__getitem__
T = TypeVar("T")


class State(msgspec.Struct, frozen=True, gc=False):
    """A whole position. Values only: every move makes a new one.

    ``bag`` and each of ``gardens`` count rocks per rock type; ``piles`` hold the
    rock types of each pile in the order drawn; ``bids`` the sorted rock types of
    each pile's standing bid and ``bidders`` whose it is (NO_BID). ``step`` counts
    setup draws (SETUP), names the pile being made (FILL) or counts the seats done
    surrendering (SURRENDER). ``taken`` counts the cards gone from each demerit
    deck; ``cards`` are each seat's (deck, value) cards and ``scores`` their sums.
    ``passer`` is -1 until somebody passes in this round. ``ending`` is the rule
    that ends the game once this round is over ("" while none has). In a view,
    other seats' card values and scores are HIDDEN. (gc=False: a state holds only
    ints, strings and tuples, so it can never be part of a reference cycle.)
    """

    options: Options
    phase: int
    seat: int
    step: int
    round: int
    start: int
    passer: int
    bag: tuple[int, ...]
    black: int
    gardens: tuple[tuple[int, ...], ...]
    piles: tuple[tuple[int, ...], ...]
    bidders: tuple[int, ...]
    bids: tuple[tuple[int, ...], ...]
    taken: tuple[int, ...]
    cards: tuple[tuple[tuple[int, int], ...], ...]
    scores: tuple[int, ...]
    ending: str = ""

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def n_piles(self) -> int:
        return self.options.players - 1

    @property
    def bag_size(self) -> int:
        """Rocks in the bag, counting the black stone once it is there."""
        return sum(self.bag) + (self.black == BLACK_IN_BAG)


def validate(options: Options) -> None:
    if not C.MIN_PLAYERS <= options.players <= C.MAX_PLAYERS:
        raise InvalidOptions(
            f"Karesansui is for {C.MIN_PLAYERS} to {C.MAX_PLAYERS} players, not {options.players}"
        )


def new_game(options: Options) -> State:
    validate(options)
    n = options.players
    piles = n - 1
    return State(
        options=options,
        phase=SETUP,
        seat=0,
        step=0,
        round=1,
        start=0,
        passer=NO_BID,
        bag=(C.COPIES,) * _N,
        black=0,
        gardens=((0,) * _N,) * n,
        piles=((),) * piles,
        bidders=(NO_BID,) * piles,
        bids=((),) * piles,
        taken=(0,) * len(C.DECKS),
        cards=((),) * n,
        scores=(0,) * n,
    )


_PLAYER_PHASES: Final = (BID, SURRENDER)


def to_move(state: State) -> int:
    if state.phase in _PLAYER_PHASES:
        return state.seat
    if state.phase == OVER:
        return NOBODY
    return CHANCE


def is_over(state: State) -> bool:
    return state.phase == OVER


def round_of(state: State) -> int:
    """The round on the tracker; 0 while the starting gardens are drawn."""
    return 0 if state.phase == SETUP else state.round


# -- legal moves --------------------------------------------------------------

_DRAWS: Final = tuple(Draw(code) for code in R.CODES)
_DRAW_BLACK: Final = Draw(C.BLACK_CODE)
_MAX_SEATS: Final = C.MAX_PLAYERS
_PASSES: Final = tuple(Pass(s) for s in range(_MAX_SEATS))
_DONES: Final = tuple(Done(s) for s in range(_MAX_SEATS))


def legal_moves(state: State) -> Sequence[Move]:
    """Every legal move: a pass first, then bids cheapest first (a lazy
    :class:`BidMoves`: a garden may offer thousands); surrenders whose deck's next
    card is cheapest first. Other steps give lists."""
    phase = state.phase
    if phase == BID:
        return _bid_moves(state)
    if phase == SURRENDER:
        return _surrender_moves(state)
    if phase == OVER:
        return []
    moves: list[Move] = [_DRAWS[t] for t in range(_N) if state.bag[t]]
    if state.black == BLACK_IN_BAG:
        moves.append(_DRAW_BLACK)
    return moves


def _bid_moves(state: State) -> BidMoves:
    seat = state.seat
    bids = bidding.bids_of(state.gardens[seat])
    counts = bids.beating(state.bids, state.bidders)  # NO_BID is negative
    return BidMoves(seat, None if NO_BID in state.bidders else _PASSES[seat], bids, counts)


def _surrender_moves(state: State) -> list[Move]:
    seat = state.seat
    garden = state.gardens[seat]
    if not R.has_forbidden(garden):
        return [_DONES[seat]]
    found = R.forbidden_sets(garden)
    if len(found) > 1:
        next_card = [C.card_value(deck, taken) for deck, taken in enumerate(state.taken)]
        found.sort(key=lambda kind_set: next_card[kind_set[0]])
    return [Surrender(seat, R.codes(types)) for _, types in found]


# -- applying moves -------------------------------------------------------------


def apply(state: State, move: Move) -> Step[State]:
    if state.phase == OVER:
        raise IllegalMove(WORDS("refused.over"), "karesansui.game.over")
    # By the move's exact type: an isinstance that fails costs more than the lookup.
    play = _PLAYS.get(type(move))
    if play is None:
        play = next((p for kind, p in _PLAYS.items() if isinstance(move, kind)), None)
    if play is not _apply_draw and state.phase not in _PLAYER_PHASES:
        rule = "karesansui.setup.gardens"
        if state.phase == FILL:
            rule = "karesansui.piles.fill"
        elif state.phase == DRAW:
            rule = "karesansui.pass.card"
        raise IllegalMove(WORDS("refused.draw_first"), rule)
    if play is None:
        raise IllegalMove(WORDS("refused.not_a_move", move=repr(move)), "karesansui.round.steps")
    return play(state, move)


def _check_turn(state: State, seat: int, phase: int) -> None:
    """Refuse a player's move made out of its step or out of turn."""
    if state.phase != phase:
        if state.phase == BID:
            raise IllegalMove(
                WORDS("refused.bidding"),
                "karesansui.round.steps",
            )
        raise IllegalMove(
            WORDS("refused.bidding_over"),
            "karesansui.round.steps",
        )
    if seat != state.seat:
        rule = "karesansui.bid.turn" if phase == BID else "karesansui.surrender.order"
        raise IllegalMove(WORDS("refused.not_your_turn", seat=state.seat + 1, mover=seat + 1), rule)


_parsed: dict[tuple[str, ...], tuple[int, ...]] = {}


def _rock_types(codes: tuple[str, ...]) -> tuple[int, ...]:
    """The rock types of a set written in niwa order, or IllegalMove."""
    found = _parsed.get(codes)
    if found is not None:
        return found
    types: list[int] = []
    for code in codes:
        t = R.BY_CODE.get(code)
        if t is None:
            raise IllegalMove(
                WORDS("refused.no_rock", rock=code),
                "karesansui.setup.rocks",
            )
        if types and t < types[-1]:
            raise IllegalMove(
                WORDS("refused.order", rocks=R.text(sorted([*types, t]))),
                "karesansui.rocks.notation",
            )
        types.append(t)
    if len(_parsed) >= 4096:
        _parsed.clear()
    found = _parsed[codes] = tuple(types)
    return found


def _holds(garden: tuple[int, ...], types: tuple[int, ...]) -> bool:
    """Whether the garden holds every rock of ``types`` (sorted, so copies are adjacent)."""
    previous = -1
    copies = 0
    for t in types:
        copies = copies + 1 if t == previous else 1
        if garden[t] < copies:
            return False
        previous = t
    return True


def _missing(garden: tuple[int, ...], types: tuple[int, ...]) -> list[int]:
    """The rock types of ``types`` that the garden cannot supply (one pass: linear)."""
    return sorted(t for t, n in Counter(types).items() if n > garden[t])


_kinds: dict[tuple[int, ...], int | None] = {}


def _kind_of(types: tuple[int, ...]) -> int | None:
    if types not in _kinds:
        if len(_kinds) >= 4096:
            _kinds.clear()
        _kinds[types] = R.kind_of(types)
    return _kinds[types]


def _apply_draw(state: State, move: Draw) -> Step[State]:
    if state.phase in _PLAYER_PHASES:
        rule = "karesansui.bid.turn" if state.phase == BID else "karesansui.surrender.order"
        raise IllegalMove(WORDS("refused.bag_turn", seat=state.seat + 1), rule)
    if move.rock == C.BLACK_CODE:
        if state.black != BLACK_IN_BAG:
            where = (
                WORDS("refused.black_tracker", space=state.black + 1)
                if state.black < C.TRACKER_SPACES
                else WORDS("refused.black_drawn")
            )
            raise IllegalMove(where, "karesansui.tracker.advance")
        return _draw_black(state)
    t = R.BY_CODE.get(move.rock)
    if t is None:
        raise IllegalMove(
            WORDS("refused.no_draw", rock=move.rock),
            "karesansui.setup.rocks",
        )
    if not state.bag[t]:
        raise IllegalMove(WORDS("refused.not_in_bag", rock=move.rock), "karesansui.draw")
    bag = _add(state.bag, t, -1)
    events: list[Event] = []
    if state.phase == SETUP:
        seat = state.step // C.SETUP_ROCKS
        events.append(Log(seat, "karesansui.setup.gardens", WORDS("log.draws", rock=move.rock)))
        gardens = _add_to(state.gardens, seat, t, 1)
        step = state.step + 1
        after = msgspec.structs.replace(state, bag=bag, gardens=gardens, step=step)
        if step == C.SETUP_ROCKS * state.players:
            return _start_round(after, events)
        return Step(after, tuple(events))
    if state.phase == FILL:
        pile = state.step
        events.append(
            Log(
                CHANCE,
                "karesansui.piles.fill",
                WORDS("log.onto_pile", rock=move.rock, pile=pile + 1),
            )
        )
        piles = state.piles
        made = (*piles[pile], t)
        step = pile + 1 if sum(map(_VALUE_OF, made)) >= C.PILE_TARGET else pile
        piles = (*piles[:pile], made, *piles[pile + 1 :])
        return _continue_fill(
            msgspec.structs.replace(state, bag=bag, piles=piles, step=step), events
        )
    # DRAW: the passer's rock
    passer = state.passer
    events.append(
        Log(
            passer,
            "karesansui.pass.card",
            WORDS("log.draws_pass", rock=move.rock),
        )
    )
    after = msgspec.structs.replace(state, bag=bag, gardens=_add_to(state.gardens, passer, t, 1))
    return _collect(after, events)


def _draw_black(state: State) -> Step[State]:
    if state.phase == FILL:
        events: list[Event] = [Log(CHANCE, "karesansui.end.black_fill", WORDS("log.black_fill"))]
        return _finish(
            msgspec.structs.replace(state, black=BLACK_DRAWN, ending="karesansui.end.black_fill"),
            events,
        )
    # Only FILL and the passer's DRAW can meet the black stone: it enters the bag
    # after round 5, long after setup.
    passer = state.passer
    events = [
        Log(
            passer,
            "karesansui.end.black_pass",
            WORDS("log.black_pass"),
        )
    ]
    after = msgspec.structs.replace(
        state, black=BLACK_DRAWN, ending=state.ending or "karesansui.end.black_pass"
    )
    return _collect(after, events)


def _start_round(state: State, events: list[Event]) -> Step[State]:
    n = state.n_piles
    after = msgspec.structs.replace(
        state,
        phase=FILL,
        step=0,
        passer=NO_BID,
        piles=((),) * n,
        bidders=(NO_BID,) * n,
        bids=((),) * n,
    )
    return _continue_fill(after, events)


def _continue_fill(state: State, events: list[Event]) -> Step[State]:
    """After a pile draw: begin bidding once every pile is made, or end on an empty bag."""
    if state.step == len(state.piles):
        events.append(Log(state.start, "karesansui.bid.turn", WORDS("log.starts_bidding")))
        return Step(msgspec.structs.replace(state, phase=BID, seat=state.start), tuple(events))
    if state.black != BLACK_IN_BAG and not any(state.bag):
        events.append(Log(CHANCE, "karesansui.bag.empty", WORDS("log.bag_empty_fill")))
        return _finish(msgspec.structs.replace(state, ending="karesansui.bag.empty"), events)
    return Step(state, tuple(events))


def _apply_bid(state: State, move: Bid) -> Step[State]:
    seat = move.seat
    if state.phase != BID or seat != state.seat:
        _check_turn(state, seat, BID)
    pile = move.pile
    bidders = state.bidders
    if not 0 <= pile < len(bidders):
        raise IllegalMove(
            WORDS("refused.no_pile", pile=pile + 1, piles=len(bidders)),
            "karesansui.piles.count",
        )
    types = _rock_types(move.rocks)
    gardens = state.gardens
    if not _holds(gardens[seat], types):
        missing = _missing(gardens[seat], types)
        raise IllegalMove(
            WORDS(
                "refused.not_held",
                rocks=R.text(types),
                missing=", ".join(R.CODES[t] for t in missing),
            ),
            "karesansui.bid.rocks",
        )
    displaced = bidders[pile]
    key = bidding.bid_key(types)
    bids = state.bids
    old = bids[pile]
    if displaced != NO_BID and key >= bidding.bid_key(old):
        raise IllegalMove(
            WORDS(
                "refused.not_lower",
                pile=pile + 1,
                rocks=R.text(old),
                value=R.value(old),
                count=WORDS.count(len(old), "rock"),
            ),
            "karesansui.bid.lower",
        )
    # The bid leaves the garden; a beaten bid goes home.
    changed = list(gardens)
    changed[seat] = _plus(gardens[seat], types, -1)
    # move.rocks are the codes of ``types``, checked above.
    said = WORDS("log.bids", offer=_offer(move.rocks, key // bidding.KEY_BASE), pile=pile + 1)
    events: tuple[Event, ...]
    if displaced != NO_BID:
        changed[displaced] = _plus(gardens[displaced], old)
        old_value = R.value(old)
        why = WORDS("log.lower_value" if key // bidding.KEY_BASE < old_value else "log.fewer_rocks")
        old_codes = R.codes(old)
        events = (
            Log(
                seat,
                "karesansui.bid.lower",
                WORDS(
                    "log.undercut",
                    said=said,
                    seat=displaced + 1,
                    offer=_offer(old_codes, old_value),
                    why=why,
                ),
                others=(displaced,),
            ),
            Log(
                displaced,
                "karesansui.bid.displaced",
                WORDS("log.back_home", rocks=" ".join(old_codes)),
            ),
        )
    elif move.rocks:
        events = (Log(seat, "karesansui.bid.rocks", WORDS("log.no_bid", said=said)),)
    else:
        events = (
            Log(
                seat,
                "karesansui.bid.lower",
                WORDS("log.empty_bid", said=said),
            ),
        )
    bidders = (*bidders[:pile], seat, *bidders[pile + 1 :])
    after = msgspec.structs.replace(
        state,
        gardens=tuple(changed),
        bidders=bidders,
        bids=(*bids[:pile], types, *bids[pile + 1 :]),
        seat=_next_bidder(bidders, seat, state.options.players),
    )
    return Step(after, events)


def _offer(codes: tuple[str, ...], value: int) -> str:
    """A bid in words: "2W 2Y (value 4, 2 rocks)", "nothing (value 0)"."""
    if not codes:
        return WORDS("log.offer_nothing")
    return WORDS(
        "log.offer", rocks=" ".join(codes), value=value, count=WORDS.count(len(codes), "rock")
    )


_CLOCKWISE: Final = tuple(
    tuple(tuple((seat + k) % players for k in range(1, players + 1)) for seat in range(players))
    for players in range(C.MAX_PLAYERS + 1)
)
"""``_CLOCKWISE[players][seat]``: the other seats clockwise from ``seat``, then itself."""


def _next_bidder(bidders: tuple[int, ...], seat: int, players: int) -> int:
    """Clockwise from ``seat``, the first player without a standing bid (ruling
    karesansui.bid.turn). There is one: piles are one fewer than players."""
    for other in _CLOCKWISE[players][seat]:
        if other not in bidders:
            return other
    raise AssertionError("unreachable: every seat cannot hold a bid")


def _apply_pass(state: State, move: Pass) -> Step[State]:
    seat = move.seat
    if state.phase != BID or seat != state.seat:
        _check_turn(state, seat, BID)
    if NO_BID in state.bidders:
        unbid = [str(p + 1) for p, b in enumerate(state.bidders) if b == NO_BID]
        raise IllegalMove(
            WORDS("refused.unbid", piles=", ".join(unbid)),
            "karesansui.pass.when",
        )
    events: list[Event] = [Log(seat, "karesansui.pass.when", WORDS("log.passes"))]
    after = _take_card(state, seat, C.PASS, (), events, passer=seat)
    if after.bag_size:
        return Step(msgspec.structs.replace(after, phase=DRAW), tuple(events))
    events.append(Log(seat, "karesansui.bag.empty", WORDS("log.bag_empty_pass")))
    return _collect(after, events)


def _collect(state: State, events: list[Event]) -> Step[State]:
    """Bids go into the bag and piles to their bidders; surrenders begin with the passer."""
    bag = list(state.bag)
    gardens = [list(g) for g in state.gardens]
    for pile, bidder in enumerate(state.bidders):
        for t in state.bids[pile]:
            bag[t] += 1
        for t in state.piles[pile]:
            gardens[bidder][t] += 1
        paid = state.bids[pile]
        events.append(
            Log(
                bidder,
                "karesansui.collect",
                WORDS(
                    "log.takes_pile" if paid else "log.takes_pile_free",
                    pile=pile + 1,
                    rocks=R.text(state.piles[pile]),
                    bid=R.text(paid),
                ),
            )
        )
    n = state.n_piles
    after = msgspec.structs.replace(
        state,
        phase=SURRENDER,
        seat=state.passer,
        step=0,
        bag=tuple(bag),
        gardens=tuple(tuple(g) for g in gardens),
        piles=((),) * n,
        bidders=(NO_BID,) * n,
        bids=((),) * n,
    )
    return Step(after, tuple(events))


def _apply_surrender(state: State, move: Surrender) -> Step[State]:
    seat = move.seat
    if state.phase != SURRENDER or seat != state.seat:
        _check_turn(state, seat, SURRENDER)
    types = _rock_types(move.rocks)
    kind = _kind_of(types)
    if kind is None:
        raise IllegalMove(
            WORDS("refused.not_forbidden", rocks=R.text(types, WORDS("refused.no_rocks"))),
            "karesansui.sets.forbidden",
        )
    if not _holds(state.gardens[seat], types):
        raise IllegalMove(
            WORDS("refused.not_your_set", set=deck_name(kind), rocks=R.text(types)),
            "karesansui.surrender.own",
        )
    events: list[Event] = []
    after = _take_card(
        state,
        seat,
        kind,
        types,
        events,
        gardens=_take_from(state.gardens, seat, types),
        bag=_plus(state.bag, types),
    )
    return Step(after, tuple(events))


def _apply_done(state: State, move: Done) -> Step[State]:
    seat = move.seat
    if state.phase != SURRENDER or seat != state.seat:
        _check_turn(state, seat, SURRENDER)
    if R.has_forbidden(state.gardens[seat]):
        kind, types = R.forbidden_sets(state.gardens[seat])[0]
        raise IllegalMove(
            WORDS("refused.still_holds", set=deck_name(kind), rocks=R.text(types)),
            "karesansui.surrender.all",
        )
    events: list[Event] = [Log(seat, "karesansui.surrender.all", WORDS("log.clean"))]
    step = state.step + 1
    players = state.options.players
    if step < players:
        return Step(
            msgspec.structs.replace(state, step=step, seat=(seat + 1) % players), tuple(events)
        )
    return _end_round(msgspec.structs.replace(state, step=step), events)


_PLAYS: Final[dict[type, Callable[[State, Any], Step[State]]]] = {
    Draw: _apply_draw,
    Bid: _apply_bid,
    Pass: _apply_pass,
    Surrender: _apply_surrender,
    Done: _apply_done,
}
"""How each kind of move is played."""


def _take_card(
    state: State,
    seat: int,
    deck: int,
    types: tuple[int, ...],
    events: list[Event],
    **changes: object,
) -> State:
    """``seat`` takes the top card of ``deck`` (or its paper count past the bottom);
    ``changes`` are other fields of the new state, made in the same step."""
    taken = state.taken[deck]
    points = C.card_value(deck, taken)
    spec = C.DECKS[deck]
    beyond = taken >= len(spec.values)
    rule = "karesansui.demerits.beyond" if beyond else spec.rule
    codes = R.codes(types)
    name = deck_name(deck)
    card = WORDS("log.card_paper" if beyond else "log.card", deck=name)
    said = WORDS("log.takes_card", card=card)
    if types:
        said = WORDS("log.hands_in", deck=name, rocks=" ".join(codes), card=card)
    events.append(Log(seat, spec.rule, said, codes, WORDS("log.worth", said=said, points=points)))
    events.append(
        Score(
            seat,
            points,
            rule,
            WORDS(
                "score.card_for" if types else "score.card",
                deck=name,
                number=taken + 1,
                rocks=" ".join(codes),
            ),
            codes,
            private=True,  # karesansui.demerits.hidden: the card lies face down
            subject=spec.name,
        )
    )
    ending = state.ending
    if taken + 1 == len(spec.values) and not ending:
        ending = "karesansui.end.deck"
        events.append(Log(seat, ending, WORDS("log.deck_empty", deck=name)))
    # A seat whose total is face down (a view, a position written with '?') keeps it
    # face down: adding a card to an unknown total gives an unknown total.
    unknown = state.scores[seat] == HIDDEN
    return msgspec.structs.replace(
        state,
        taken=_add(state.taken, deck, 1),
        cards=_put(state.cards, seat, (*state.cards[seat], (deck, HIDDEN if unknown else points))),
        scores=state.scores if unknown else _add(state.scores, seat, points),
        ending=ending,
        **changes,
    )


def _end_round(state: State, events: list[Event]) -> Step[State]:
    if state.ending:
        return _finish(state, events)
    black = state.black
    if black == C.TRACKER_SPACES - 1:
        black = BLACK_IN_BAG
        events.append(Log(CHANCE, "karesansui.tracker.advance", WORDS("log.black_bag")))
    elif black < C.TRACKER_SPACES - 1:
        black += 1
        events.append(
            Log(
                CHANCE,
                "karesansui.tracker.advance",
                WORDS("log.black_moves", space=black + 1),
            )
        )
    start = state.passer
    events.append(
        Log(start, "karesansui.round.next", WORDS("log.starts_round", round=state.round + 1))
    )
    after = msgspec.structs.replace(state, black=black, round=state.round + 1, start=start)
    return _start_round(after, events)


_ENDINGS: Final = {
    "karesansui.end.black_fill": "end.black_fill",
    "karesansui.end.black_pass": "end.black_pass",
    "karesansui.end.deck": "end.deck",
    "karesansui.bag.empty": "end.bag",
}
"""What ended the game, by the rule of its trigger (``State.ending``): the id of its words."""


def deck_name(deck: int) -> str:
    """A demerit deck's name in the language spoken now ("Trips", "Viajes")."""
    return WORDS(f"deck.{C.DECKS[deck].code}")


def _finish(state: State, events: list[Event]) -> Step[State]:
    if HIDDEN in state.scores:
        raise Unseen("the face-down demerit cards that decide the winner")
    events.append(Log(CHANCE, state.ending, WORDS(_ENDINGS[state.ending])))
    won, rule = winners(state.scores, tuple(sum(g) for g in state.gardens))
    events.append(GameOver(won, rule))
    return Step(msgspec.structs.replace(state, phase=OVER, seat=NOBODY), tuple(events))


# -- end of game ------------------------------------------------------------------


def winners(scores: tuple[int, ...], rocks: tuple[int, ...]) -> tuple[tuple[int, ...], str]:
    """Fewest demerits; among tied seats fewest rocks in the garden; then shared."""
    low = min(scores)
    tied = [s for s, points in enumerate(scores) if points == low]
    if len(tied) == 1:
        return (tied[0],), "karesansui.end.winner"
    fewest = min(rocks[s] for s in tied)
    tied = [s for s in tied if rocks[s] == fewest]
    if len(tied) == 1:
        return (tied[0],), "karesansui.end.tiebreak"
    return tuple(tied), "karesansui.end.shared"


def final_scoring(state: State) -> FinalScoring:
    """Demerits all arrive during play, so there are no end-of-game lines."""
    if state.phase != OVER:
        raise ValueError("the game is not over yet")
    rocks = tuple(sum(g) for g in state.gardens)
    won, rule = winners(state.scores, rocks)
    return FinalScoring.of(
        sides(state), state.scores, (), (won, rule), "karesansui.end.winner", rocks
    )


# -- hidden information and the dealer --------------------------------------------


def view(state: State, seat: int | None) -> State:
    """Hide other seats' demerit card values and totals (rule
    karesansui.demerits.hidden) while the game lasts; which deck each card came from
    stays public, as does every rock: gardens, piles and bids lie open on the table.
    Once the game is over the cards are turned up and counted: nothing is hidden."""
    if seat is None or state.phase == OVER:
        return state
    cards = tuple(
        mine if other == seat else tuple((deck, HIDDEN) for deck, _ in mine)
        for other, mine in enumerate(state.cards)
    )
    # a seat holding no demerit card has none: its total is public (issue 22, "View as")
    scores = tuple(
        points if other == seat or not state.cards[other] else HIDDEN
        for other, points in enumerate(state.scores)
    )
    return msgspec.structs.replace(state, cards=cards, scores=scores)


def sample_chance(state: State, rng: random.Random) -> Draw:
    """A rock drawn blindly from the bag (the black stone too, once it is there)."""
    if state.phase in _PLAYER_PHASES or state.phase == OVER:
        raise ValueError("it is not the dealer's move")
    bag = state.bag
    pick = rng.randrange(sum(bag) + (state.black == BLACK_IN_BAG))
    for t, count in enumerate(bag):
        if pick < count:
            return _DRAWS[t]
        pick -= count
    return _DRAW_BLACK


# -- small tuple helpers -------------------------------------------------------------


def _add(values: tuple[int, ...], index: int, amount: int) -> tuple[int, ...]:
    changed = list(values)  # for a bag or a garden, cheaper than joining slices
    changed[index] += amount
    return tuple(changed)


def _put(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    return values[:index] + (value,) + values[index + 1 :]


def _plus(counts: tuple[int, ...], types: tuple[int, ...], amount: int = 1) -> tuple[int, ...]:
    """``counts`` with each rock of ``types`` added (``amount`` -1: taken away)."""
    more = list(counts)
    for t in types:
        more[t] += amount
    return tuple(more)


def _add_to(
    gardens: tuple[tuple[int, ...], ...], seat: int, t: int, amount: int
) -> tuple[tuple[int, ...], ...]:
    return gardens[:seat] + (_add(gardens[seat], t, amount),) + gardens[seat + 1 :]


def _take_from(
    gardens: tuple[tuple[int, ...], ...], seat: int, types: tuple[int, ...]
) -> tuple[tuple[int, ...], ...]:
    return _put(gardens, seat, _plus(gardens[seat], types, -1))
