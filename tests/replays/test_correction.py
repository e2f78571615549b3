"""Corrections of a record typed at a table, for every game: undo the last entry, fix a
wrong draw where it stands (every later entry re-checked), the old line always kept."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core import CHANCE, IllegalMove
from engine.registry import GAMES
from replays import Timeline, verify
from replays.correction import correct_chance, parse_fix, undo_last
from tests.replays.factory import random_game_replay

PLIES = 40
DEALT = [game_id for game_id, game in GAMES.items() if game.declaration.has_chance]
"""The games with draws to fix (a game without chance has none)."""


def a_record(game_id: str) -> Timeline:
    return verify(random_game_replay(game_id, 5, plies=PLIES))


def other_outcome(timeline: Timeline, ply: int) -> Any | None:
    """A legal draw at entry ``ply`` other than the one entered (None: none found)."""
    game = timeline.game
    state = timeline.state_at(ply - 1)
    entered = timeline.move_at(ply)
    listed = [m for m in game.legal_moves(state) if m != entered]
    if listed:
        return listed[0]
    rng = random.Random(ply)
    for _ in range(50):
        move = game.sample_chance(state, rng)
        if move != entered:
            return move
    return None


def chance_plies(timeline: Timeline) -> list[int]:
    game = timeline.game
    return [
        p for p in range(1, len(timeline) + 1) if game.to_move(timeline.state_at(p - 1)) == CHANCE
    ]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_undo_takes_back_the_last_entry_and_keeps_it_as_a_variation(game_id: str) -> None:
    timeline = a_record(game_id)
    undone = undo_last(timeline)
    assert len(undone) == len(timeline) - 1
    [variation] = undone.variations
    assert variation.from_ply == len(timeline) - 1
    assert [r.move for r in variation.moves] == [timeline.move_at(len(timeline))]
    again = undo_last(undone)  # a second undo: another line, another name
    assert len(again) == len(timeline) - 2
    assert len({v.name for v in again.variations}) == 2


@pytest.mark.parametrize("game_id", DEALT)
def test_a_wrong_draw_is_fixed_in_place_and_every_later_entry_rechecked(game_id: str) -> None:
    timeline = a_record(game_id)
    fixable = [(p, m) for p in chance_plies(timeline) if (m := other_outcome(timeline, p))]
    assert fixable, "every game's record has a draw that could have been another"
    ply, move = fixable[len(fixable) // 2]
    fixed = correct_chance(timeline, ply, move)
    new = fixed.timeline
    assert new.move_at(ply) == move
    # Entries before it are untouched; the ones replayed are the old ones, each legal.
    assert [new.move_at(p) for p in range(1, ply)] == [timeline.move_at(p) for p in range(1, ply)]
    assert len(new) == ply + fixed.replayed
    for p in range(ply + 1, len(new) + 1):
        assert new.move_at(p) == timeline.move_at(p)
    if fixed.broken is None:
        assert len(new) == len(timeline)
    else:  # the first entry that no longer holds is named, and it is really refused
        assert f"entry {len(new) + 1}" in fixed.broken
        with pytest.raises(IllegalMove):
            timeline.game.apply(new.final_state(), timeline.move_at(len(new) + 1))
    # The old line stays in the record, whole, from the corrected entry.
    [variation] = new.variations
    assert variation.from_ply == ply - 1
    assert [r.move for r in variation.moves] == [
        timeline.move_at(p) for p in range(ply, len(timeline) + 1)
    ]
    verify(new.replay)  # the corrected record verifies as any replay


@pytest.mark.parametrize("game_id", DEALT)
def test_only_a_draw_is_fixed_in_place(game_id: str) -> None:
    timeline = a_record(game_id)
    game = timeline.game
    seat_ply = next(
        p for p in range(1, len(timeline) + 1) if game.to_move(timeline.state_at(p - 1)) >= 0
    )
    with pytest.raises(ValueError, match="is a player's move, not a draw"):
        correct_chance(timeline, seat_ply, timeline.move_at(seat_ply))
    first_draw = chance_plies(timeline)[0]
    with pytest.raises(ValueError, match="already"):
        correct_chance(timeline, first_draw, timeline.move_at(first_draw))
    with pytest.raises(ValueError, match="no entry"):
        correct_chance(timeline, len(timeline) + 1, timeline.move_at(first_draw))


def test_a_fix_is_written_as_the_entry_and_the_draw() -> None:
    timeline = a_record("seikatsu")
    ply, move = parse_fix(timeline, " 2 +Tp")
    assert ply == 2 and timeline.game.move_text(move) == "+Tp"
    for bad in ("", "two +Tp", "2", "999 +Tp"):
        with pytest.raises(ValueError):
            parse_fix(timeline, bad)
