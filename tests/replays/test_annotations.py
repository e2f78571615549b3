"""A review saved with its replay is read back the same, for every game; a line that does
not hold is no review; saving merges with the file under its lock."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import msgspec
import pytest

from engine.players.match import play_match
from engine.players.review import MARKS, Review, mark_for
from engine.players.search import Budget
from engine.registry import GAMES
from replays import MoveRecord, ReplayError, Timeline, Variation, load, new_replay, save, verify
from replays.annotations import (
    ReviewNote,
    annotate,
    fitting_lines,
    player_comment,
    read_review,
    read_reviews,
    review_line,
    review_timeline,
)
from replays.format import MAX_COMMENT
from replays.rewrite import save_review


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_saved_review_is_read_back_and_keeps_the_players_comment(
    game_id: str, tmp_path: Path
) -> None:
    timeline, done = reviewed_game(game_id)
    assert done.moves, "seat 2 had choices to judge"
    first = done.moves[0].ply
    timeline = timeline.with_comment(first, "I was unsure here")

    annotated = annotate(annotate(timeline, done), done)  # reviewing twice replaces
    back = load(save(annotated.replay, tmp_path / "r.niwa.json"))

    notes = read_review(back, 1)
    assert notes == expected_notes(done)
    assert read_review(back, 0) == {}
    comment = back.comment_at(first) or ""
    assert comment.splitlines()[0] == "I was unsure here"
    assert len(comment.splitlines()) == 2


def reviewed_game(game_id: str, seat: int = 1) -> tuple[Timeline, Review]:
    """A random game of ``game_id`` and a small review of ``seat``'s moves in it."""
    game = GAMES[game_id]
    players = game.declaration.players.least  # the smallest table: the quickest review
    options = game.options_type(players=players)
    moves = play_match(game, options, [None] * players, random.Random(3))
    replay = new_replay(game_id, options, [f"P{s + 1}" for s in range(players)])
    replay = msgspec.structs.replace(replay, moves=[MoveRecord(m) for m in moves])
    timeline = verify(replay)
    return timeline, review_timeline(timeline, seat, Budget.fixed(3), random.Random(1))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_review_line_is_read_only_when_every_part_of_it_holds(game_id: str) -> None:
    """A replay may come from anyone: a line that looks like a review but does not hold
    (another seat than the mover, another unit, a mark its loss does not earn, a best move
    the game cannot read, an overlong text) is no review, and stays the player's comment."""
    game = GAMES[game_id]
    timeline, done = reviewed_game(game_id)
    judged = done.moves[0]
    interval = (judged.low, judged.high, judged.pairs)
    good = review_line(1, judged.mark, judged.loss, game.score_unit, judged.best_text, 9, interval)
    other_unit = next(unit for unit in MARKS if unit != game.score_unit)
    wrong_mark = "blunder" if judged.mark is None else None
    bad = [
        review_line(0, judged.mark, judged.loss, game.score_unit, judged.best_text),
        review_line(1, judged.mark, judged.loss, other_unit, judged.best_text),
        review_line(1, wrong_mark, judged.loss, game.score_unit, judged.best_text),
        review_line(1, judged.mark, judged.loss, game.score_unit, "no such move"),
        review_line(1, judged.mark, judged.loss, game.score_unit, "x" * 65),
        good.replace(f" {judged.loss:.2f} ", " 123456.00 "),
        # the interval must hold the loss, and the mark is earned by its lower end
        review_line(
            *(1, judged.mark, judged.loss, game.score_unit, judged.best_text, 9),
            (judged.loss + 1, judged.loss + 2, 10),
        ),
        review_line(*(1, "blunder", 99.0, game.score_unit, judged.best_text, 9), (0.0, 99.0, 10)),
        good + " and more",
        f"  {good}",
    ]
    for line in bad:
        shown = timeline.with_comment(judged.ply, f"mine\n{line}")
        assert read_reviews(shown) == {}, line
        assert player_comment(shown, judged.ply) == f"mine\n{line}"
    shown = timeline.with_comment(judged.ply, f"mine\n{good}")
    assert read_reviews(shown) == {
        judged.ply: ReviewNote(
            *(1, judged.mark, judged.loss, game.score_unit, judged.best_text, 9), *interval
        )
    }
    assert player_comment(shown, judged.ply) == "mine"
    # A line saved before intervals were kept: its mark is checked against its loss.
    mark = mark_for(game.score_unit, judged.loss)
    old = review_line(1, mark, judged.loss, game.score_unit, judged.best_text)
    assert read_reviews(timeline.with_comment(judged.ply, old)) == {
        judged.ply: ReviewNote(1, mark, judged.loss, game.score_unit, judged.best_text)
    }


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_saved_review_merges_with_what_another_niwa_wrote_meanwhile(
    game_id: str, tmp_path: Path
) -> None:
    """Saved under the lock into the file as it is now: the comment, the what-if and the
    other seat's review written since the viewer opened it, and a newer version's fields,
    all stay; only the reviewed seat's lines change."""
    timeline, done = reviewed_game(game_id, seat=1)
    first = done.moves[0].ply
    tree: Any = msgspec.to_builtins(timeline.replay)
    tree["version"] = "1.1"
    tree["rating"] = {"elo": [1500]}
    tree["moves"][first - 1]["clock"] = 41
    path = tmp_path / "g.niwa.json"
    path.write_bytes(msgspec.json.encode(tree))
    opened = load(path)  # the viewer opens it, then another niwa writes into the file
    tree["moves"][first - 1]["comment"] = "written meanwhile"
    tree["variations"] = [
        msgspec.to_builtins(Variation("try", first, [MoveRecord(opened.move_at(first + 1))]))
    ]
    path.write_bytes(msgspec.json.encode(tree))
    other_seat = review_timeline(opened, 0, Budget.fixed(3), random.Random(2))
    save_review(path, load(path), other_seat)  # and reviews seat 1
    merged = save_review(path, opened, done)
    merged = save_review(path, opened, done)  # again: the seat's lines replaced, not doubled

    back: Any = msgspec.json.decode(path.read_bytes())
    assert back["version"] == "1.1" and back["rating"] == {"elo": [1500]}
    assert back["moves"][first - 1]["clock"] == 41
    assert [v["name"] for v in back["variations"]] == ["try"]
    assert (back["moves"][first - 1]["comment"]).splitlines()[0] == "written meanwhile"
    reloaded = load(path)
    assert read_review(reloaded, 1) == read_review(merged, 1) == expected_notes(done)
    assert read_review(reloaded, 0) == expected_notes(other_seat)
    assert not list(tmp_path.glob("*.tmp*")), "written atomically, nothing left behind"


def expected_notes(done: Review) -> dict[int, ReviewNote]:
    return {
        m.ply: ReviewNote(
            *(done.seat, m.mark, m.loss, done.unit, m.best_text, m.endings),
            *((m.low, m.high, m.pairs) if m.pairs else ()),
        )
        for m in done.moves
    }


def test_a_review_is_not_saved_into_a_file_whose_moves_changed(tmp_path: Path) -> None:
    timeline, done = reviewed_game("seikatsu")
    path = save(timeline.replay, tmp_path / "g.niwa.json")
    shorter = msgspec.structs.replace(timeline.replay, moves=timeline.replay.moves[:-1])
    save(shorter, path, overwrite=True)
    before = path.read_bytes()
    with pytest.raises(ReplayError, match="changed on disk"):
        save_review(path, timeline, done)
    assert path.read_bytes() == before


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_review_keeps_every_line_that_fits_and_names_the_moves_that_had_no_room(
    game_id: str, tmp_path: Path
) -> None:
    """Issue 23: a comment near the limit costs its own move's line, not the whole review."""
    timeline, done = reviewed_game(game_id)
    assert len(done.moves) >= 2
    first = done.moves[0].ply
    full = "x" * (MAX_COMMENT - 10)
    path = save(timeline.with_comment(first, full).replay, tmp_path / "g.niwa")
    opened = load(path)
    lines, no_room = fitting_lines(opened, done)
    assert no_room == [first] and first not in lines
    merged = save_review(path, opened, done)
    assert merged.comment_at(first) == full  # the player's comment, whole
    back = read_review(load(path), done.seat)
    assert sorted(back) == [m.ply for m in done.moves[1:]]
    assert annotate(opened, done).replay == merged.replay
