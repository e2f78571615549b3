"""Miyabi's rules as pure functions over immutable states.

A building round starts with one CHANCE move, :class:`Reveal`, carrying the
round's tiles; then the seats take turns from the bonsai holder, each placing a
tile (:class:`Place`) or, when nothing fits, passing (:class:`Pass`). The move
that ends the last round also scores the rows and ends the game.

The reveal's possible outcomes are far too many to list (billions of tile
mixes), so ``legal_moves`` lists none for CHANCE: ``sample_chance`` proposes a
reveal and ``apply`` checks any reveal typed in (the right number of each kind,
all still in the box).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Final, NamedTuple

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
)
from engine.miyabi import garden as G
from engine.miyabi import placement
from engine.miyabi import tiles as T
from engine.miyabi.scoring import end_lines, winners
from engine.miyabi.state import (
    OVER,
    PLAY,
    REVEAL,
    Move,
    Options,
    Pass,
    Place,
    Placed,
    Reveal,
    State,
)
from engine.miyabi.words import WORDS
from engine.said import joined
from engine.seating import scores as scores
from engine.seating import seats as seats
from engine.seating import side_of as side_of
from engine.seating import sides as sides
from engine.tuples import add, put

_PASSES: Final = tuple(Pass(seat) for seat in range(placement.MAX_SEATS))
_NO_BONUS: Final = -1


def validate(options: Options) -> None:
    if options.players not in T.ROUNDS:
        raise InvalidOptions(f"Miyabi is for 2, 3 or 4 players; not {options.players}")
    problem = T.box_mix_problem(options.box)
    if problem is not None:
        raise InvalidOptions(f"the table's box: {problem}")


def new_game(options: Options) -> State:
    validate(options)
    n = options.players
    empty = (0,) * G.N_CELLS
    return State(
        options=options,
        phase=REVEAL,
        round=0,
        seat=0,
        box=T.full_box(options.box),
        offer=(0,) * T.N_TYPES,
        removed=(0,) * T.N_TYPES,
        stacks=((),) * n,
        heights=(empty,) * n,
        levels=((G.ALL_CELLS,),) * n,
        objects=(empty,) * n,
        lanterns=(0,) * n,
        passed=0,
        bonuses=(_NO_BONUS,) * len(T.OBJECTS),
        scores=(0,) * n,
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
    """The building round, 1 to the last (the reveal is the round's first move)."""
    return min(state.round + 1, state.rounds)


def reveal_size(options: Options) -> dict[str, int]:
    """Tiles of each group laid out per round."""
    return {group: k * options.players for group, k in T.REVEAL_PER_PLAYER.items()}


def legal_moves(state: State) -> list[Move]:
    """The seat's placements (or its pass when none fits); CHANCE's reveals are not listed."""
    if state.phase != PLAY:
        return []
    moves: list[Move] = list(placement.placements(state, state.seat))
    return moves or [_PASSES[state.seat]]


# -- applying moves -------------------------------------------------------------------


def apply(state: State, move: Move) -> Step[State]:
    if state.phase == OVER:
        raise IllegalMove(WORDS("refused.over"), "miyabi.game.over")
    if isinstance(move, Reveal):
        return _apply_reveal(state, move)
    if isinstance(move, Place | Pass):
        if state.phase != PLAY:
            raise IllegalMove(WORDS("refused.reveal_first"), "miyabi.round.reveal")
        if move.seat != state.seat:
            raise IllegalMove(
                WORDS("refused.not_your_turn", seat=state.seat + 1, mover=move.seat + 1),
                "miyabi.round.order",
            )
        if isinstance(move, Place):
            return _apply_place(state, move)
        return _apply_pass(state)
    raise IllegalMove(WORDS("refused.not_a_move", move=repr(move)), "miyabi.round.order")


def _apply_reveal(state: State, move: Reveal) -> Step[State]:
    if state.phase != REVEAL:
        raise IllegalMove(WORDS("refused.revealed"), "miyabi.round.reveal")
    counts: Counter[int] = Counter()
    for tile_id in move.tiles:
        tile = T.BY_ID.get(tile_id)
        if tile is None:
            raise IllegalMove(
                WORDS("refused.no_tile", tile=tile_id),
                "miyabi.setup.tiles",
            )
        counts[tile] += 1
    wanted = reveal_size(state.options)
    got = Counter({group: 0 for group in wanted})
    for tile, count in counts.items():
        got[T.TILES[tile].group] += count
    for group, size in wanted.items():
        if got[group] != size:
            raise IllegalMove(
                WORDS(
                    "refused.reveal_size",
                    size=size,
                    group=WORDS(f"group.{group}"),
                    players=state.players,
                    got=got[group],
                ),
                "miyabi.round.reveal",
            )
    for tile, count in counts.items():
        if count > state.box[tile]:
            raise IllegalMove(
                WORDS("refused.box", left=state.box[tile], tile=T.TILES[tile].id, count=count),
                "miyabi.round.reveal",
            )
    offer = tuple(counts[t] for t in range(T.N_TYPES))
    box = tuple(left - taken for left, taken in zip(state.box, offer, strict=True))
    laid = ",".join(T.TILES[t].id for t in range(T.N_TYPES) for _ in range(offer[t]))
    start = state.start_seat
    events: list[Event] = [
        Log(CHANCE, "miyabi.round.reveal", WORDS("log.reveal", round=state.round + 1, tiles=laid)),
        Log(start, "miyabi.round.order", WORDS("log.bonsai")),
    ]
    after = msgspec.structs.replace(state, box=box, offer=offer, phase=PLAY, seat=start, leaving=())
    return Step(after, tuple(events))


def _apply_place(state: State, move: Place) -> Step[State]:
    tile, cells, layer = placement.check(state, move)
    seat = state.seat
    kind = T.TILES[tile]
    obj = T.OBJECTS[kind.object]
    anchor = cells[0]
    refs = tuple(G.NAMES[c] for c in cells)

    heights = list(state.heights[seat])
    objects = list(state.objects[seat])
    for c in cells:
        heights[c] = layer
        objects[c] = 0
    objects[anchor] = kind.squares
    covered = sum(G.BIT[c] for c in cells)
    levels = [*state.levels[seat], 0] if layer == len(state.levels[seat]) else [*state.levels[seat]]
    levels[layer - 1] &= ~covered
    levels[layer] |= covered
    stack = (*state.stacks[seat], Placed(kind.id, move.cell, move.facing, layer, state.round + 1))

    column = G.column_of(anchor)
    points = kind.squares * layer
    events: list[Event] = [
        Log(
            seat,
            "miyabi.lantern.place",
            WORDS(
                "log.placed_facing" if move.facing else "log.placed",
                tile=kind.id,
                cell=move.cell,
                facing=move.facing,
                layer=layer,
                column=G.COLUMNS[column],
            ),
            refs,
        ),
        Score(
            seat,
            points,
            "miyabi.score.layer",
            WORDS("score.layer", objects=T.count_text(kind.object, kind.squares), layer=layer),
            refs,
            subject=move.cell,
        ),
    ]
    bonuses = state.bonuses
    if layer >= T.BONUS_LAYER and bonuses[kind.object] == _NO_BONUS:
        bonuses = put(bonuses, kind.object, seat)
        points += obj.bonus
        events.append(
            Score(
                seat,
                obj.bonus,
                "miyabi.score.bonus",
                WORDS(
                    "score.bonus",
                    object=T.object_name(kind.object),
                    bonus_layer=T.BONUS_LAYER,
                    layer=layer,
                ),
                (move.cell,),
                subject=WORDS("score.bonus_subject", object=T.object_name(kind.object)),
            )
        )
    after = msgspec.structs.replace(
        state,
        offer=add(state.offer, tile, -1),
        stacks=put(state.stacks, seat, stack),
        heights=put(state.heights, seat, tuple(heights)),
        levels=put(state.levels, seat, tuple(levels)),
        objects=put(state.objects, seat, tuple(objects)),
        lanterns=add(state.lanterns, seat, 1 << column),
        bonuses=bonuses,
        scores=add(state.scores, seat, points),
    )
    return _next_turn(after, events)


def _apply_pass(state: State) -> Step[State]:
    seat = state.seat
    if placement.can_place(state, seat):
        raise IllegalMove(
            WORDS("refused.fits"),
            "miyabi.turn.pass",
        )
    events: list[Event] = [Log(seat, "miyabi.turn.pass", WORDS("log.pass"))]
    return _next_turn(msgspec.structs.replace(state, passed=state.passed | 1 << seat), events)


def _next_turn(state: State, events: list[Event]) -> Step[State]:
    """Hand the turn clockwise to the next seat still in the round, or end the round."""
    n = state.players
    for k in range(1, n + 1):
        seat = (state.seat + k) % n
        if not state.is_out(seat):
            return Step(msgspec.structs.replace(state, seat=seat), tuple(events))
    return _end_round(state, events)


class RoundTally(NamedTuple):
    """What one seat did in one building round (the summary between rounds)."""

    tiles: int
    """Tiles placed, one lantern each."""
    points: int
    """Points scored: the tiles' objects x layers, and the bonus tiles taken."""
    bonuses: tuple[int, ...]
    """The objects whose bonus tile the seat took in the round."""

    @property
    def passed(self) -> bool:
        """Out before the sixth lantern: only a pass ends a seat's round early."""
        return self.tiles < G.SIZE


def round_tally(state: State, seat: int, round_no: int) -> RoundTally:
    """``seat``'s tiles, points and bonus tiles in building round ``round_no`` (1-based)."""
    placed = [p for p in state.stacks[seat] if p.round == round_no]
    points = sum(T.TILES[T.BY_ID[p.tile]].squares * p.layer for p in placed)
    bonuses = tuple(
        o
        for o in range(len(T.OBJECTS))
        if state.bonuses[o] == seat and first_on_bonus_layer(state, seat, o) == round_no
    )
    points += sum(T.OBJECTS[o].bonus for o in bonuses)
    return RoundTally(len(placed), points, bonuses)


def first_on_bonus_layer(state: State, seat: int, obj: int) -> int:
    """The round ``seat`` first placed an ``obj`` tile on the bonus layer (0: never)."""
    for placed in state.stacks[seat]:
        tile = T.TILES[T.BY_ID[placed.tile]]
        if tile.object == obj and placed.layer >= T.BONUS_LAYER:
            return placed.round
    return 0


def round_summary(state: State, seat: int, round_no: int) -> str:
    """A Log text read after the seat's name: "scored 14 points in round 2: 6 tiles
    placed, 6 lanterns used, the maple bonus tile (+10)"."""
    tally = round_tally(state, seat, round_no)
    parts = [WORDS("log.round_tiles", tiles=WORDS.count(tally.tiles, "tile"))]
    parts.append(WORDS("log.round_lanterns", lanterns=WORDS.count(tally.tiles, "lantern")))
    parts.extend(
        WORDS("log.round_bonus", object=T.object_name(o), bonus=T.OBJECTS[o].bonus)
        for o in tally.bonuses
    )
    if tally.passed:
        parts.append(WORDS("log.round_passed"))
    return WORDS(
        "log.round",
        points=WORDS.count(tally.points, "point"),
        round=round_no,
        parts=joined(", ", parts),
    )


def _end_round(state: State, events: list[Event]) -> Step[State]:
    round_no = state.round + 1
    for k in range(state.players):  # the summary from the bonsai holder on
        seat = (state.start_seat + k) % state.players
        events.append(Log(seat, "miyabi.round.end", round_summary(state, seat, round_no)))
    left = [T.TILES[t].id for t in range(T.N_TYPES) for _ in range(state.offer[t])]
    if left:
        events.append(Log(CHANCE, "miyabi.round.end", WORDS("log.leave", tiles=",".join(left))))
    removed = tuple(r + o for r, o in zip(state.removed, state.offer, strict=True))
    after = msgspec.structs.replace(
        state,
        offer=(0,) * T.N_TYPES,
        leaving=state.offer,
        removed=removed,
        lanterns=(0,) * state.players,
        passed=0,
        round=state.round + 1,
    )
    if after.round < after.rounds:
        holder = after.start_seat
        events.append(Log(holder, "miyabi.round.end", WORDS("log.next_bonsai")))
        return Step(msgspec.structs.replace(after, phase=REVEAL, seat=holder), tuple(events))
    lines = end_lines(after)
    scores = list(after.scores)
    for line in lines:
        scores[line.side] += line.points
    events.extend(lines)
    won, rule = winners(tuple(scores))
    events.append(GameOver(won, rule))
    return Step(
        msgspec.structs.replace(after, scores=tuple(scores), phase=OVER, seat=0), tuple(events)
    )


# -- end of game ------------------------------------------------------------------------


def final_scoring(state: State) -> FinalScoring:
    if state.phase != OVER:
        raise ValueError("the game is not over yet")
    return FinalScoring.of(
        sides(state), state.scores, end_lines(state), winners(state.scores), "miyabi.end.winner"
    )


# -- information and the dealer ------------------------------------------------------------


def view(state: State, seat: int | None) -> State:
    """Nothing is hidden in Miyabi: the box's content follows from what is on the table."""
    return state


def sample_chance(state: State, rng: random.Random) -> Reveal:
    """The round's tiles drawn blindly from the box, kind by kind."""
    if to_move(state) != CHANCE:
        raise ValueError("it is not the dealer's move")
    drawn: list[int] = []
    for group, size in reveal_size(state.options).items():
        pool = [
            t for t in range(T.N_TYPES) if T.TILES[t].group == group for _ in range(state.box[t])
        ]
        drawn.extend(rng.sample(pool, size))
    return Reveal(tuple(T.TILES[t].id for t in sorted(drawn)))
