"""Invariants over random legal games (hypothesis picks the seeds).

The gardens are recomputed here from each seat's stack of placed tiles with a
footprint written independently of the engine's precomputed masks.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import CHANCE, Event, IllegalMove, Score
from engine.miyabi import GAME, Options, Pass, Place, Reveal, State
from engine.miyabi import tiles as T
from engine.miyabi.scoring import end_lines

OPTIONS = st.builds(
    Options,
    players=st.sampled_from([2, 3, 4]),
    colourful_garden=st.booleans(),
    big_meadow=st.booleans(),
)

_VECTOR = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def footprint(tile: str, cell: str, facing: str) -> list[tuple[int, int]]:
    """(column, row) squares a placed tile covers, object square first."""
    x, y = "abcdef".index(cell[0]), int(cell[1]) - 1
    squares = [(x, y)]
    if tile[1] == "1":
        return squares
    dx, dy = _VECTOR[facing]
    turn = {"2": None, "I": (dx, dy), "L": (dy, -dx), "R": (-dy, dx)}[tile[1]]
    x, y = x + dx, y + dy
    squares.append((x, y))
    if turn is not None:
        squares.append((x + turn[0], y + turn[1]))
    return squares


def check_gardens(state: State) -> None:
    """Heights, height masks and visible objects follow from the stacks; layer = height + 1."""
    for seat, stack in enumerate(state.stacks):
        height = [[0] * 6 for _ in range(6)]
        shown = [[0] * 6 for _ in range(6)]
        for placed in stack:
            squares = footprint(placed.tile, placed.cell, placed.facing)
            assert all(0 <= x < 6 and 0 <= y < 6 for x, y in squares)
            under = {height[y][x] for x, y in squares}
            assert under == {placed.layer - 1}
            for x, y in squares:
                height[y][x] = placed.layer
                shown[y][x] = 0
            x, y = squares[0]
            assert "MPKABS".index(placed.tile[0]) == y  # the object's own row
            shown[y][x] = len(squares)
        assert state.heights[seat] == tuple(h for row in height for h in row)
        assert len(state.levels[seat]) == max(max(row) for row in height) + 1
        for h, level in enumerate(state.levels[seat]):
            assert level == sum(
                1 << (6 * y + x) for y in range(6) for x in range(6) if height[y][x] == h
            )
        assert state.objects[seat] == tuple(n for row in shown for n in row)


def check_tiles(state: State) -> None:
    """On offer + placed + out of the game = revealed (taken out of the box)."""
    placed = Counter(T.BY_ID[p.tile] for stack in state.stacks for p in stack)
    revealed = [full - left for full, left in zip(T.full_box(), state.box, strict=True)]
    assert [state.offer[t] + placed[t] + state.removed[t] for t in range(T.N_TYPES)] == revealed
    assert min(state.box) >= 0 and min(state.offer) >= 0


def play_random(options: Options, seed: int) -> tuple[State, list[Event], list[object]]:
    rng = random.Random(seed)
    state = GAME.new_game(options)
    events: list[Event] = []
    moves: list[object] = []
    while not GAME.is_over(state):
        if GAME.to_move(state) == CHANCE:
            move: object = GAME.sample_chance(state, rng)
        else:
            move = rng.choice(GAME.legal_moves(state))
        step = GAME.apply(state, move)
        state = step.state
        events.extend(step.events)
        moves.append(move)
        check_tiles(state)
    check_gardens(state)
    return state, events, moves


@settings(max_examples=30, deadline=None)
@given(options=OPTIONS, seed=st.integers(0, 2**32))
def test_random_games_follow_the_rules(options: Options, seed: int) -> None:
    state, events, moves = play_random(options, seed)
    n = options.players

    # The right number of building rounds, each opened by one reveal of 6 tiles a seat.
    reveals = [m for m in moves if isinstance(m, Reveal)]
    assert len(reveals) == T.ROUNDS[n] == state.round
    assert all(len(r.tiles) == 6 * n for r in reveals)
    # In each round every seat places at most 6 tiles, in 6 different columns, and
    # stops early only by passing.
    round_moves: list[list[object]] = []
    for move in moves:
        if isinstance(move, Reveal):
            round_moves.append([])
        else:
            round_moves[-1].append(move)
    for turns in round_moves:
        for seat in range(n):
            mine = [m for m in turns if getattr(m, "seat", None) == seat]
            places = [m for m in mine if isinstance(m, Place)]
            assert len({m.cell[0] for m in places}) == len(places) <= 6
            assert len(places) == 6 or mine[-1] == Pass(seat)
            assert mine.count(Pass(seat)) <= 1
    # The bonsai moves on: round r starts with seat r mod n.
    starts = [turns[0] for turns in round_moves]
    assert [getattr(m, "seat", None) for m in starts] == [r % n for r in range(len(starts))]

    # The first tile showing an object on layer 5 or higher takes its bonus, once.
    # The bonus names the object square, whose row tells the object.
    firsts: dict[int, int] = {}
    layers = {seat: iter(stack) for seat, stack in enumerate(state.stacks)}
    for move in moves:
        if isinstance(move, Place):
            placed = next(layers[move.seat])
            if placed.layer >= 5:
                firsts.setdefault("MPKABS".index(placed.tile[0]), move.seat)
    bonuses = [e for e in events if isinstance(e, Score) and e.rule == "miyabi.score.bonus"]
    assert sorted((int(e.refs[0][1]) - 1, e.side) for e in bonuses) == sorted(firsts.items())
    assert [state.bonuses[o] for o in sorted(firsts)] == [firsts[o] for o in sorted(firsts)]
    assert state.bonuses.count(-1) == len(T.OBJECTS) - len(firsts)

    # The end: the row lines (announced once, last: tests/engine/test_contract.py).
    final = GAME.final_scoring(state)
    assert final.lines == end_lines(state)
    assert set(final.winners) == {s for s, p in enumerate(state.scores) if p == max(state.scores)}
    assert GAME.round_of(state) == T.ROUNDS[n]
    assert sum(state.offer) == 0
    if n == 4:
        assert sum(state.box) == 0  # four players use all 96 tiles


def _candidates(state: State, rng: random.Random) -> list[Place | Pass | Reveal]:
    """Moves from the whole move space, many near-legal (offered tiles, own row)."""
    seat = max(GAME.to_move(state), 0)
    ids = [t.id for t in T.TILES]
    offered = [T.TILES[t].id for t in range(T.N_TYPES) if state.offer[t]] or ids
    out: list[Place | Pass | Reveal] = [Pass(seat), Pass((seat + 1) % 4)]
    for _ in range(20):
        tile = rng.choice(offered if rng.random() < 0.8 else ids)
        row = "MPKABS".index(tile[0]) + 1 if rng.random() < 0.8 else rng.randint(1, 7)
        cell = f"{rng.choice('abcdefg')}{row}"
        facing = rng.choice(["", "N", "E", "S", "W"])
        out.append(Place(seat if rng.random() < 0.9 else seat + 1, tile, cell, facing))
    out.append(Reveal(tuple(rng.choice(ids) for _ in range(6 * state.players))))
    return out


def accepted_placements(state: State) -> set[Place]:
    """Every placement of a tile on offer that apply accepts: the whole move space."""
    out = set()
    for t in range(T.N_TYPES):
        if not state.offer[t]:
            continue
        tile = T.TILES[t]
        for cell in (f"{col}{row}" for col in "abcdef" for row in range(1, 7)):
            for facing in ("",) if tile.shape == "1" else ("N", "E", "S", "W"):
                move = Place(state.seat, tile.id, cell, facing)
                try:
                    GAME.apply(state, move)
                except IllegalMove:
                    continue
                out.add(move)
    return out


@settings(max_examples=12, deadline=None)
@given(options=OPTIONS, seed=st.integers(0, 2**32))
def test_every_move_outside_legal_moves_is_refused(options: Options, seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_game(options)
    while not GAME.is_over(state):
        if GAME.to_move(state) == CHANCE:
            state = GAME.apply(state, GAME.sample_chance(state, rng)).state
            continue
        legal = GAME.legal_moves(state)
        legal_set = set(legal)
        assert len(legal_set) == len(legal) > 0
        for move in _candidates(state, rng):
            try:
                GAME.apply(state, move)
            except IllegalMove as err:
                assert move not in legal_set
                assert err.rule in GAME.rules
            else:
                assert move in legal_set, move
        # Every listed move is accepted (a sample of them, to keep the test fast).
        for move in rng.sample(legal, min(5, len(legal))):
            GAME.apply(state, move)
        if rng.random() < 0.1:
            places = {m for m in legal if isinstance(m, Place)}
            assert places == accepted_placements(state)
        state = GAME.apply(state, rng.choice(legal)).state
    try:
        GAME.apply(state, Pass(0))
    except IllegalMove as err:
        assert err.rule == "miyabi.game.over"
    else:
        raise AssertionError("a move after the end was accepted")
