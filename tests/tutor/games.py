"""Games for the app's tests: played by the greedy computer with fixed seeds, saved with
fixed dates and file times, so that lists and snapshots are the same on every run."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import msgspec

from engine.core import CHANCE
from engine.greedy import greedy_or_deal as computer_move
from engine.registry import GAMES
from engine.seikatsu import GAME, Options
from replays import AnyReplay, MoveRecord, Recorder, new_replay, replays_dir, save

NAMES = ("Aki", "Ben", "Chie", "Dai", "Emi", "Fumi")
"""Names in no language, enough for every seat of every game."""


def greedy_moves(options: Options, seed: int, plies: int | None = None) -> list[Any]:
    rng = random.Random(seed)
    state = GAME.new_game(options)
    moves: list[Any] = []
    while not GAME.is_over(state) and (plies is None or len(moves) < plies):
        move = computer_move(GAME, state, rng)
        state = GAME.apply(state, move).state
        moves.append(move)
    return moves


def greedy_replay(
    seed: int = 5,
    options: Options | None = None,
    names: tuple[str, ...] = NAMES,
    created_at: str = "2026-03-01T14:05:09Z",
    plies: int | None = None,
) -> AnyReplay:
    options = options or Options(players=3)
    replay = new_replay(GAME.id, options, list(names[: options.players]))
    moves = [MoveRecord(m) for m in greedy_moves(options, seed, plies)]
    return msgspec.structs.replace(replay, moves=moves, created_at=created_at, niwa_version="0.1.0")


def saved_game(name: str, seed: int = 5, mtime: int = 1_772_000_000, **kwargs: Any) -> Path:
    """A finished game saved in the replays folder, with a fixed modification time."""
    folder = replays_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = save(greedy_replay(seed, **kwargs), folder / name)
    os.utime(path, (mtime, mtime))
    return path


def unfinished_game(
    plies: int, seed: int = 9, names: list[str] | None = None, game_id: str = GAME.id
) -> Path:
    """A game (Seikatsu unless told: any game of the registry, its options the defaults)
    recorded for ``plies`` moves by the greedy computer, then abandoned: its journal
    stays behind."""
    game = GAMES[game_id]
    options = game.options_type()
    state, rng = game.new_game(options), random.Random(seed)
    recorder = Recorder(game_id, options, names or list(NAMES[: game.seats(state)]))
    for _ in range(plies):
        if game.is_over(state):
            break
        move = computer_move(game, state, rng)
        recorder.record(move)
        state = game.apply(state, move).state
    recorder.close()
    return recorder.path


def first_person_ply(replay_moves: list[Any], after: int) -> int:
    """The first ply > ``after`` whose position has a seat (not the bag) to move."""
    state = GAME.new_game(Options(players=3))
    for ply, move in enumerate(replay_moves):
        if ply >= after and GAME.to_move(state) != CHANCE:
            return ply
        state = GAME.apply(state, move).state
    raise ValueError("no person to move after that ply")


def miyabi_game(name: str, seed: int = 3) -> Path:
    """A whole two-player Miyabi game, the greedy computer on both seats, saved with a
    fixed date in the replays folder."""
    from engine.miyabi import GAME as MIYABI
    from engine.miyabi import Options as MiyabiOptions

    rng = random.Random(seed)
    options = MiyabiOptions(players=2)
    state = MIYABI.new_game(options)
    moves = []
    while not MIYABI.is_over(state):
        move = computer_move(MIYABI, state, rng)
        state = MIYABI.apply(state, move).state
        moves.append(move)
    return _saved(MIYABI.id, options, list(NAMES[:2]), moves, name)


def _saved(game_id: str, options: Any, names: list[str], moves: list[Any], name: str) -> Path:
    """The moves saved as a finished replay, with a fixed date, in the replays folder."""
    replay = new_replay(game_id, options, names)
    replay.moves.extend(MoveRecord(move) for move in moves)
    replay = msgspec.structs.replace(
        replay, created_at="2026-03-01T14:05:09Z", niwa_version="0.1.0"
    )
    folder = replays_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return save(replay, folder / name)


def miyabi_moves(script: str, players: int = 2) -> list[Any]:
    """A Miyabi game typed in notation, as moves (checked by the engine)."""
    from engine.miyabi import GAME as MIYABI
    from engine.miyabi import Options as MiyabiOptions

    state = MIYABI.new_game(MiyabiOptions(players=players))
    moves = []
    for text in script.split():
        move = MIYABI.parse_move(state, text)
        state = MIYABI.apply(state, move).state
        moves.append(move)
    return moves


def miyabi_replay(script: str, names: list[str], name: str) -> Path:
    """A Miyabi game typed in notation, saved as a replay (for the viewer)."""
    from engine.miyabi import Options as MiyabiOptions

    options = MiyabiOptions(players=len(names))
    return _saved("miyabi", options, names, miyabi_moves(script, len(names)), name)


def miyabi_journal(script: str, names: list[str], kinds: tuple[str, ...]) -> Path:
    """A Miyabi game typed in notation, left unfinished as a journal to resume, seats
    played by ``kinds`` (PERSON or COMPUTER)."""
    from engine.miyabi import Options as MiyabiOptions
    from tutor.session import TablePlan, save_plan

    recorder = Recorder("miyabi", MiyabiOptions(players=len(names)), names)
    for move in miyabi_moves(script, len(names)):
        recorder.record(move)
    recorder.close()
    save_plan(recorder.path, TablePlan(kinds))
    return recorder.path
