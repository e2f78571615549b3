"""A takeback keeps the record honest: the moves undone become a variation, and variations
branching later are re-rooted so every line still plays (Timeline.taken_back)."""

from __future__ import annotations

import random
from pathlib import Path

import msgspec

from engine.greedy import greedy_or_deal
from engine.seikatsu import GAME, Options
from replays import MoveRecord, Recorder, Variation, new_replay, verify
from replays.recorder import read_journal


def played(plies: int, seed: int = 3) -> list[object]:
    rng = random.Random(seed)
    state = GAME.new_game(Options(players=2))
    moves = []
    for _ in range(plies):
        move = greedy_or_deal(GAME, state, rng)
        state = GAME.apply(state, move).state
        moves.append(move)
    return moves


def test_later_variations_are_re_rooted_at_the_takeback() -> None:
    moves = played(20)
    replay = new_replay(GAME.id, Options(players=2), ["A", "B"])
    timeline = verify(msgspec.structs.replace(replay, moves=[MoveRecord(m) for m in moves]))
    other = next(m for m in GAME.legal_moves(timeline.state_at(15)) if m != moves[15])
    timeline = timeline.with_variation(Variation("later", 15, [MoveRecord(other)]))
    back = timeline.taken_back(12, "taken back at ply 12")
    assert len(back) == 12
    later, undone = back.variations
    assert later.from_ply == 12 and [r.move for r in later.moves] == [*moves[12:15], other]
    assert undone.from_ply == 12 and [r.move for r in undone.moves] == moves[12:]
    assert back.variation(1).final_state() == timeline.final_state()


def test_the_journal_after_a_takeback_reads_back_the_same(tmp_path: Path) -> None:
    moves = played(10)
    recorder = Recorder(GAME.id, Options(players=2), ["A", "B"], directory=tmp_path)
    for move in moves:
        recorder.record(move)
    recorder.take_back(6, "taken back at ply 6")
    recorder.record(moves[6])  # the game goes on after the takeback, journalled as before
    recorder.close()
    again = read_journal(recorder.path)
    assert [again.move_at(p) for p in range(1, 8)] == moves[:7]
    [variation] = again.variations
    assert variation.from_ply == 6 and [r.move for r in variation.moves] == moves[6:]
