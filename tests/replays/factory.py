"""Replays of real games for the tests: random legal games through the engine."""

from __future__ import annotations

import random
from typing import Any

import msgspec

from engine.core import CHANCE
from engine.playout import random_moves
from engine.seikatsu import GAME, Options
from replays import AnyReplay, MoveRecord, Variation, new_replay

NAMES = ("Aki", "Ben", "Chie", "Dai")
ALL_OPTIONS = tuple(Options(players=n, tournament=t) for n in (2, 3, 4) for t in (False, True))


def random_replay(
    seed: int,
    options: Options | None = None,
    comments: dict[int, str] | None = None,
    plies: int | None = None,
) -> AnyReplay:
    """A complete random Seikatsu game (or its first ``plies`` moves), commented as asked."""
    options = options or Options(players=3)
    moves: list[Any] = random_moves(GAME, options, random.Random(seed))
    if plies is not None:
        moves = moves[:plies]
    notes = comments or {}
    replay = new_replay(GAME.id, options, list(NAMES[: options.players]))
    records = [MoveRecord(move, notes.get(ply)) for ply, move in enumerate(moves, start=1)]
    return msgspec.structs.replace(replay, moves=records)


def with_variation(replay: AnyReplay, from_ply: int, seed: int, length: int = 4) -> AnyReplay:
    """``replay`` plus a legal random branch of ``length`` moves after ply ``from_ply``."""
    state = GAME.new_game(replay.options)
    for record in replay.moves[:from_ply]:
        state = GAME.apply(state, record.move).state
    rng = random.Random(seed)
    moves = []
    while len(moves) < length and not GAME.is_over(state):
        if GAME.to_move(state) == CHANCE:
            move = GAME.sample_chance(state, rng)
        else:
            move = rng.choice(GAME.legal_moves(state))
        state = GAME.apply(state, move).state
        moves.append(MoveRecord(move))
    variation = Variation(name=f"what if {from_ply + 1}", from_ply=from_ply, moves=moves)
    return msgspec.structs.replace(replay, variations=[*replay.variations, variation])


def random_game_replay(game_id: str, seed: int, plies: int | None = None) -> AnyReplay:
    """A random legal game of any registered game (default options), for generic tests."""
    from engine.registry import GAMES

    game = GAMES[game_id]
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    moves: list[Any] = random_moves(game, options, random.Random(seed))
    if plies is not None:
        moves = moves[:plies]
    replay = new_replay(game_id, options, [f"P{seat + 1}" for seat in range(seats)])
    return msgspec.structs.replace(replay, moves=[MoveRecord(move) for move in moves])
