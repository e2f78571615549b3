"""A review saved with its replay is read back the same, for every game."""

from __future__ import annotations

import random
from pathlib import Path

import msgspec
import pytest

from engine.players.match import play_match
from engine.players.search import Budget
from engine.registry import GAMES
from replays import MoveRecord, load, new_replay, save, verify
from replays.annotations import ReviewNote, annotate, read_review, review_timeline

PLAYERS = {"seikatsu": 2, "miyabi": 2, "sakura": 3, "karesansui": 3}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_saved_review_is_read_back_and_keeps_the_players_comment(
    game_id: str, tmp_path: Path
) -> None:
    game = GAMES[game_id]
    options = game.options_type(players=PLAYERS[game_id])
    moves = play_match(game, options, [None] * PLAYERS[game_id], random.Random(3))
    replay = new_replay(game_id, options, [f"P{s + 1}" for s in range(PLAYERS[game_id])])
    replay = msgspec.structs.replace(replay, moves=[MoveRecord(m) for m in moves])
    timeline = verify(replay)
    done = review_timeline(timeline, 1, Budget.fixed(3), random.Random(1))
    assert done.moves, "seat 2 had choices to judge"
    first = done.moves[0].ply
    timeline = timeline.with_comment(first, "I was unsure here")

    annotated = annotate(annotate(timeline, done), done)  # reviewing twice replaces
    back = load(save(annotated.replay, tmp_path / "r.niwa.json"))

    notes = read_review(back, 1)
    assert notes == {
        m.ply: ReviewNote(1, m.mark, m.loss, game.score_unit, m.best_text) for m in done.moves
    }
    assert read_review(back, 0) == {}
    comment = back.comment_at(first) or ""
    assert comment.splitlines()[0] == "I was unsure here"
    assert len(comment.splitlines()) == 2
