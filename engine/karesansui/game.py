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
from engine.seating import scores as scores
from engine.seating import seats as seats
from engine.seating import side_of as side_of
from engine.seating import sides as sides
from engine.words import count as counted

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
        raise IllegalMove("the game is over", "karesansui.game.over")
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
        raise IllegalMove("a rock must be drawn from the bag first", rule)
    if play is None:
        raise IllegalMove(f"{move!r} is not a Karesansui move", "karesansui.round.steps")
    return play(state, move)


def _check_turn(state: State, seat: int, phase: int) -> None:
    """Refuse a player's move made out of its step or out of turn."""
    if state.phase != phase:
        if state.phase == BID:
            raise IllegalMove(
                "bidding is going on: bid or pass; forbidden sets are surrendered after it",
                "karesansui.round.steps",
            )
        raise IllegalMove(
            "bidding is over: now forbidden sets are surrendered, then say done",
            "karesansui.round.steps",
        )
    if seat != state.seat:
        rule = "karesansui.bid.turn" if phase == BID else "karesansui.surrender.order"
        raise IllegalMove(f"it is seat {state.seat + 1}'s turn, not seat {seat + 1}'s", rule)


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
                f"there is no rock '{code}' (a value 1-3 and a colour W Y R G B, e.g. 2R)",
                "karesansui.setup.rocks",
            )
        if types and t < types[-1]:
            raise IllegalMove(
                f"write the rocks in niwa order (by value, then W Y R G B): "
                f"{R.text(sorted([*types, t]))}",
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
        raise IllegalMove(f"it is seat {state.seat + 1}'s turn, not the bag's", rule)
    if move.rock == C.BLACK_CODE:
        if state.black != BLACK_IN_BAG:
            where = (
                f"on space {state.black + 1} of the round tracker"
                if state.black < C.TRACKER_SPACES
                else "already drawn"
            )
            raise IllegalMove(
                f"the black stone is not in the bag: it is {where}", "karesansui.tracker.advance"
            )
        return _draw_black(state)
    t = R.BY_CODE.get(move.rock)
    if t is None:
        raise IllegalMove(
            f"there is no rock '{move.rock}' (e.g. 2R, or K for the black stone)",
            "karesansui.setup.rocks",
        )
    if not state.bag[t]:
        raise IllegalMove(f"no {move.rock} is left in the bag", "karesansui.draw")
    bag = _add(state.bag, t, -1)
    events: list[Event] = []
    if state.phase == SETUP:
        seat = state.step // C.SETUP_ROCKS
        events.append(Log(seat, "karesansui.setup.gardens", f"draws {move.rock}"))
        gardens = _add_to(state.gardens, seat, t, 1)
        step = state.step + 1
        after = msgspec.structs.replace(state, bag=bag, gardens=gardens, step=step)
        if step == C.SETUP_ROCKS * state.players:
            return _start_round(after, events)
        return Step(after, tuple(events))
    if state.phase == FILL:
        pile = state.step
        events.append(Log(CHANCE, "karesansui.piles.fill", f"{move.rock} onto pile {pile + 1}"))
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
            f"draws {move.rock} for passing",
        )
    )
    after = msgspec.structs.replace(state, bag=bag, gardens=_add_to(state.gardens, passer, t, 1))
    return _collect(after, events)


def _draw_black(state: State) -> Step[State]:
    if state.phase == FILL:
        events: list[Event] = [
            Log(CHANCE, "karesansui.end.black_fill", "the black stone is drawn for a pile")
        ]
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
            "draws the black stone: no rock, and this is the last round",
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
        events.append(Log(state.start, "karesansui.bid.turn", "starts the bidding"))
        return Step(msgspec.structs.replace(state, phase=BID, seat=state.start), tuple(events))
    if state.black != BLACK_IN_BAG and not any(state.bag):
        events.append(Log(CHANCE, "karesansui.bag.empty", "the bag is empty: no pile can be made"))
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
            f"there is no pile {pile + 1}: piles are 1 to {len(bidders)}",
            "karesansui.piles.count",
        )
    types = _rock_types(move.rocks)
    gardens = state.gardens
    if not _holds(gardens[seat], types):
        missing = _missing(gardens[seat], types)
        raise IllegalMove(
            f"your garden does not hold {R.text(types)}: "
            f"not enough {', '.join(R.CODES[t] for t in missing)}",
            "karesansui.bid.rocks",
        )
    displaced = bidders[pile]
    key = bidding.bid_key(types)
    bids = state.bids
    old = bids[pile]
    if displaced != NO_BID and key >= bidding.bid_key(old):
        raise IllegalMove(
            f"the bid on pile {pile + 1} is {R.text(old)} (value {R.value(old)}, "
            f"{len(old)} rock{'s' * (len(old) != 1)}): offer a lower value, or the same "
            "value in fewer rocks",
            "karesansui.bid.lower",
        )
    # The bid leaves the garden; a beaten bid goes home.
    changed = list(gardens)
    changed[seat] = _plus(gardens[seat], types, -1)
    # move.rocks are the codes of ``types``, checked above.
    said = f"bids {_offer(move.rocks, key // bidding.KEY_BASE)} on pile {pile + 1}"
    events: tuple[Event, ...]
    if displaced != NO_BID:
        changed[displaced] = _plus(gardens[displaced], old)
        old_value = R.value(old)
        why = (
            "a lower value"
            if key // bidding.KEY_BASE < old_value
            else "the same value in fewer rocks"
        )
        old_codes = R.codes(old)
        events = (
            Log(
                seat,
                "karesansui.bid.lower",
                f"{said}, undercutting seat {displaced + 1}'s "
                f"{_offer(old_codes, old_value)}: {why}",
                others=(displaced,),
            ),
            Log(
                displaced,
                "karesansui.bid.displaced",
                f"takes {' '.join(old_codes)} back into the garden, free to bid again",
            ),
        )
    elif move.rocks:
        events = (Log(seat, "karesansui.bid.rocks", f"{said}, which had no bid"),)
    else:
        events = (
            Log(
                seat,
                "karesansui.bid.lower",
                f"{said}, which had no bid: an empty bid, which nobody can undercut",
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
        return "nothing (value 0)"
    return f"{' '.join(codes)} (value {value}, {counted(len(codes), 'rock')})"


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
            f"pile {', '.join(unbid)} has no bid yet: you must bid (on any pile)",
            "karesansui.pass.when",
        )
    events: list[Event] = [
        Log(seat, "karesansui.pass.when", "passes, which ends the bidding: every pile has a bid")
    ]
    after = _take_card(state, seat, C.PASS, (), events, passer=seat)
    if after.bag_size:
        return Step(msgspec.structs.replace(after, phase=DRAW), tuple(events))
    events.append(Log(seat, "karesansui.bag.empty", "the bag is empty: the passer draws nothing"))
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
        price = f"; the bid {R.text(paid)} goes into the bag" if paid else " for an empty bid"
        events.append(
            Log(
                bidder,
                "karesansui.collect",
                f"takes pile {pile + 1} ({R.text(state.piles[pile])}) into the garden{price}",
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
            f"{R.text(types, 'no rocks')} is not a forbidden set (Trips, Foursome or "
            "Straight Flush)",
            "karesansui.sets.forbidden",
        )
    if not _holds(state.gardens[seat], types):
        raise IllegalMove(
            f"your garden does not hold the {C.DECKS[kind].name} {R.text(types)}",
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
            f"your garden still holds a {C.DECKS[kind].name}: {R.text(types)}",
            "karesansui.surrender.all",
        )
    events: list[Event] = [Log(seat, "karesansui.surrender.all", "has a clean garden")]
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
    what = f" for {' '.join(codes)}" if types else ""
    card = f"{spec.name} card{' (counted on paper)' if beyond else ''}"
    said = f"takes a {card}"
    if types:
        said = f"hands in the {spec.name} {' '.join(codes)} to the bag and takes a {card}"
    events.append(Log(seat, spec.rule, said, codes, f"{said}, worth {points}"))
    events.append(
        Score(
            seat,
            points,
            rule,
            f"{spec.name} card #{taken + 1}{what}",
            codes,
            private=True,  # karesansui.demerits.hidden: the card lies face down
            subject=spec.name,
        )
    )
    ending = state.ending
    if taken + 1 == len(spec.values) and not ending:
        ending = "karesansui.end.deck"
        events.append(Log(seat, ending, f"the {spec.name} deck is empty: this is the last round"))
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
        events.append(
            Log(CHANCE, "karesansui.tracker.advance", "the black stone goes into the bag")
        )
    elif black < C.TRACKER_SPACES - 1:
        black += 1
        events.append(
            Log(
                CHANCE,
                "karesansui.tracker.advance",
                f"the black stone moves to space {black + 1} of the round tracker",
            )
        )
    start = state.passer
    events.append(Log(start, "karesansui.round.next", f"starts round {state.round + 1}"))
    after = msgspec.structs.replace(state, black=black, round=state.round + 1, start=start)
    return _start_round(after, events)


_ENDINGS: Final = {
    "karesansui.end.black_fill": "the black stone was drawn for a pile: the game ends at once",
    "karesansui.end.black_pass": "the passer drew the black stone: the game ends with this round",
    "karesansui.end.deck": "a demerit deck ran out: the game ends with this round",
    "karesansui.bag.empty": "the bag ran out while a pile was made: the game ends at once",
}
"""What ended the game, by the rule of its trigger (``State.ending``)."""


def _finish(state: State, events: list[Event]) -> Step[State]:
    if HIDDEN in state.scores:
        raise Unseen("the face-down demerit cards that decide the winner")
    events.append(Log(CHANCE, state.ending, _ENDINGS[state.ending]))
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
    scores = tuple(points if other == seat else HIDDEN for other, points in enumerate(state.scores))
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
