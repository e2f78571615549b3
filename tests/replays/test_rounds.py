"""Rounds counted as each game counts them (``Game.round_of``, ``Timeline.round_at``).

Each game's expected round of every ply is worked out here from the moves and
events themselves, the way a player at the table would count, not from round_of.
"""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest

from engine.core import Log
from engine.karesansui import components as KC
from engine.miyabi import Reveal
from engine.playout import random_moves
from engine.registry import GAMES
from engine.sakura import Deal
from engine.seikatsu import Play
from replays import MoveRecord, Timeline, new_replay, verify


def timeline_of(game_id: str, players: int, seed: int) -> Timeline:
    game = GAMES[game_id]
    options = game.options_type(players=players)
    moves = random_moves(game, options, random.Random(seed))
    replay = new_replay(game_id, options, [f"P{n + 1}" for n in range(players)])
    return verify(msgspec.structs.replace(replay, moves=[MoveRecord(m) for m in moves]))


def counted(game_id: str, line: Timeline, players: int) -> list[int]:
    """The round of each ply 1..end as a player counts it."""
    moves = [line.move_at(p) for p in range(1, len(line) + 1)]
    if game_id == "sakura":  # sakura.setup.deal: each round opens with its deal
        return [sum(isinstance(m, Deal) for m in moves[:p]) for p in range(1, len(moves) + 1)]
    if game_id == "miyabi":  # miyabi.round.reveal: each round opens with its tiles laid out
        return [sum(isinstance(m, Reveal) for m in moves[:p]) for p in range(1, len(moves) + 1)]
    if game_id == "seikatsu":  # seikatsu.turn.order: a turn of the table, every seat once
        out = []
        for p in range(1, len(moves) + 1):
            plays = sum(isinstance(m, Play) for m in moves[:p])
            out.append(0 if plays == 0 else (plays - 1) // players + 1)
        return out
    # karesansui: 5 rocks each to start, then round 1; "starts round N" opens the next.
    setup = KC.SETUP_ROCKS * players
    out = []
    for p in range(1, len(moves) + 1):
        nexts = sum(
            isinstance(e, Log) and e.rule == "karesansui.round.next"
            for q in range(1, p)
            for e in line.events_at(q)
        )
        out.append(0 if p <= setup else 1 + nexts)
    return out


@pytest.mark.parametrize("game_id", list(GAMES))
def test_round_starts_are_where_the_round_goes_up(game_id: str) -> None:
    line = timeline_of(game_id, GAMES[game_id].declaration.players.default, seed=5)
    rounds = [line.round_at(p) for p in range(1, len(line) + 1)]
    starts = line.round_starts()
    assert starts == [p for p in range(1, len(line) + 1) if line.round_at(p) > line.round_at(p - 1)]
    assert len(starts) == max(rounds)


@pytest.mark.parametrize(
    ("game_id", "players"), [("seikatsu", 3), ("miyabi", 2), ("sakura", 2), ("karesansui", 4)]
)
def test_every_ply_is_in_the_round_the_table_counts(game_id: str, players: int) -> None:
    """Each game's own count of its rounds (``counted``), so the cases are the games it knows."""
    line = timeline_of(game_id, players, seed=5)
    rounds = [line.round_at(p) for p in range(1, len(line) + 1)]
    assert rounds == counted(game_id, line, players)
    starts = line.round_starts()
    assert starts == [p for p in range(1, len(line) + 1) if line.round_at(p) > line.round_at(p - 1)]
    assert len(starts) == max(rounds)


def test_a_sakura_round_is_a_round_not_a_turn_of_the_players() -> None:
    # The issue: ply 9 of a 2-player Sakura game said "Round 2" while round 1 was on
    # (seat 1 had simply moved again). A round is a deal and 12 cards played each.
    line = timeline_of("sakura", 2, seed=1)
    assert line.round_at(9) == 1
    deals = [p for p in range(1, len(line) + 1) if isinstance(line.move_at(p), Deal)]
    assert line.round_starts() == deals and len(deals) == 3


def test_rounds_reach_the_games_own_count() -> None:
    expect: dict[str, Any] = {"sakura": 3, "miyabi": 6}  # 2 players: 3 rounds; 6 rounds
    for game_id, rounds in expect.items():
        line = timeline_of(game_id, 2, seed=2)
        assert line.round_at(len(line)) == rounds
