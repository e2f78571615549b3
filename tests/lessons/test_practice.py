"""Practice puzzles (issue 25): made from a review's marks for every registered game,
judged as the review judges, scheduled by FSRS, kept in practice.json as safely as lesson
progress (bounded regular-file reads, atomic merged writes, unreadable files left alone)."""

from __future__ import annotations

import os
import random
import stat
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import msgspec
import pytest

from engine.core import CHANCE
from engine.registry import GAMES
from lessons.practice import (
    Deck,
    Grade,
    PracticeUnreadable,
    Puzzle,
    add_puzzles,
    add_step_miss,
    from_review,
    grade_of,
    judge_answer,
    load_deck,
    new_puzzle,
    practice_path,
    read_deck,
    record,
    record_step,
    rescheduled,
)
from replays import MoveRecord, load, new_replay, save
from replays.annotations import ReviewNote
from tests.engine.test_review_judge import last_play

NOW = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)


def first_choice(game_id: str, seed: int = 3, skip: int = 2) -> tuple[Any, list[Any]]:
    """A position of a seeded random game where a seat has a choice (the ``skip``+1-th such
    position), and the moves played to reach it."""
    game = GAMES[game_id]
    rng = random.Random(seed)
    state = game.new_game(game.options_type())
    moves: list[Any] = []
    while True:
        actor = game.to_move(state)
        if actor == CHANCE:
            move = game.sample_chance(state, rng)
        else:
            legal = game.legal_moves(state)
            if len(legal) > 1:
                if not skip:
                    return state, moves
                skip -= 1
            move = legal[rng.randrange(len(legal))]
        moves.append(move)
        state = game.apply(state, move).state


def two_positions_apart(game: Any, state: Any) -> tuple[Any, Any]:
    """Two legal moves that reach different positions: (played, best)."""
    legal = list(game.legal_moves(state))
    first = legal[0]
    after = game.apply(state, first).state
    other = next(m for m in legal[1:] if game.apply(state, m).state != after)
    return other, first


def puzzle_of(game_id: str) -> tuple[Puzzle, Any, Any]:
    """A blunder puzzle of ``game_id``: (puzzle, the move played, the best move)."""
    game = GAMES[game_id]
    state, _ = first_choice(game_id)
    played, best = two_positions_apart(game, state)
    seat = game.to_move(state)
    puzzle = new_puzzle(
        game, state, seat, played, game.move_text(best), (9.0, 8.5, 9.5), "blunder", NOW, "x"
    )
    return puzzle, played, best


@pytest.mark.parametrize("game_id", GAMES)
def test_a_puzzle_keeps_the_position_as_its_seat_saw_it(game_id: str) -> None:
    game = GAMES[game_id]
    state, _ = first_choice(game_id)
    puzzle, _, _ = puzzle_of(game_id)
    seat = game.to_move(state)
    assert puzzle.position == game.position_text(game.view(state, seat))
    assert game.parse_position(puzzle.position) == game.view(state, seat)
    assert puzzle.schedule.due == NOW


@pytest.mark.parametrize("game_id", GAMES)
def test_the_played_move_is_refused_and_the_best_or_its_twin_solves(game_id: str) -> None:
    game = GAMES[game_id]
    puzzle, played, best = puzzle_of(game_id)
    view = game.parse_position(puzzle.position)
    rng = random.Random(1)
    missed = judge_answer(game, puzzle, game.parse_move(view, puzzle.played), 8, rng)
    assert not missed.solved and "the move you played" in missed.reason
    solved = judge_answer(game, puzzle, game.parse_move(view, puzzle.best), 8, rng)
    assert solved.solved and solved.pairs == 0  # one position: nothing to measure
    del played, best


def test_a_clearly_worse_answer_is_a_miss_with_the_reviews_interval() -> None:
    """Seikatsu's last play (rulebook, "Fin de la partida": it fills the garden and the rows
    are scored at once): nothing is left to chance, so the worst move's answer loses exactly
    the margin it gives away, an interval of no width, and the review would mark it."""
    game = GAMES["seikatsu"]
    state, worst, best, lost = last_play(game)
    seat = game.to_move(state)
    others = [m for m in game.legal_moves(state) if m not in (worst, best)]
    puzzle = new_puzzle(
        *(game, state, seat, others[0] if others else worst, game.move_text(best)),
        *((lost, lost, lost), "mistake", NOW),
    )
    verdict = judge_answer(game, puzzle, worst, 20, random.Random(2))
    assert not verdict.solved and verdict.mark is not None
    assert verdict.low == verdict.loss == verdict.high == lost >= 3
    assert judge_answer(game, puzzle, best, 20, random.Random(2)).solved


def test_fsrs_brings_a_missed_puzzle_back_sooner_than_a_solved_one() -> None:
    puzzle, _, _ = puzzle_of("seikatsu")
    good = rescheduled(rescheduled(puzzle.schedule, Grade.GOOD, NOW), Grade.GOOD, NOW)
    again = rescheduled(rescheduled(puzzle.schedule, Grade.GOOD, NOW), Grade.AGAIN, NOW)
    assert good.due - NOW >= timedelta(days=1)
    assert again.due - NOW <= timedelta(minutes=10)
    assert (again.reviews, again.lapses) == (2, 1) and (good.reviews, good.lapses) == (2, 0)
    assert grade_of(0, False, True) is Grade.GOOD
    assert grade_of(1, False, True) is Grade.HARD
    assert grade_of(1, True, True) is Grade.AGAIN and grade_of(0, False, False) is Grade.AGAIN


@pytest.mark.parametrize("game_id", GAMES)
def test_a_reviews_marked_moves_become_puzzles_once(game_id: str, tmp_path: Path) -> None:
    game = GAMES[game_id]
    state, moves = first_choice(game_id)
    played, best = two_positions_apart(game, state)
    seat = game.to_move(state)
    options = game.options_type()
    replay = new_replay(game_id, options, [f"P{i}" for i in range(game.seats(state))])
    replay = msgspec.structs.replace(replay, moves=[MoveRecord(m) for m in [*moves, played]])
    timeline = load(save(replay, tmp_path / "g.niwa.json"))
    ply = len(moves) + 1
    unit = game.score_unit
    notes = {
        ply: ReviewNote(seat, "mistake", 6.0, unit, game.move_text(best), 30, 4.5, 7.5, 30),
        ply - 1: ReviewNote(seat, None, 0.0, unit, "x", 30),  # unmarked: no puzzle
    }
    made = from_review(timeline, notes, NOW, "g.niwa.json")
    assert [(p.played, p.best, p.mark, p.source) for p in made] == [
        (game.move_text(played), game.move_text(best), "mistake", f"g.niwa.json, move {ply}")
    ]
    assert add_puzzles(made, tmp_path) == 1
    assert add_puzzles(made, tmp_path) == 0  # the same position and seat: one puzzle
    assert load_deck(tmp_path).due(game_id, NOW) == made


def test_answers_are_saved_and_a_second_session_keeps_both(tmp_path: Path) -> None:
    first, _, _ = puzzle_of("seikatsu")
    second, _, _ = puzzle_of("miyabi")
    add_puzzles([first], tmp_path)
    add_puzzles([second], tmp_path)  # another session, meanwhile
    schedule = record(first, Grade.GOOD, NOW, tmp_path)
    deck = read_deck(tmp_path)
    assert {p.id for p in deck.puzzles} == {first.id, second.id}
    assert deck.due("seikatsu", NOW) == [] and deck.due("miyabi", NOW) == [second]
    assert deck.of_game("seikatsu")[0].schedule == schedule


def test_a_damaged_deck_is_kept_aside_when_saving(tmp_path: Path) -> None:
    practice_path(tmp_path).write_text("{not json")
    assert load_deck(tmp_path).puzzles == []
    puzzle, _, _ = puzzle_of("seikatsu")
    add_puzzles([puzzle], tmp_path)
    assert (tmp_path / "practice.damaged.json").read_text() == "{not json"
    assert read_deck(tmp_path).puzzles == [puzzle]


def test_a_fifo_deck_neither_hangs_nor_is_replaced(tmp_path: Path) -> None:
    path = practice_path(tmp_path)
    os.mkfifo(path)
    assert load_deck(tmp_path) == Deck()
    with pytest.raises(PracticeUnreadable, match="not a regular file"):
        read_deck(tmp_path)
    puzzle, _, _ = puzzle_of("seikatsu")
    with pytest.raises(PracticeUnreadable, match="nothing was saved"):
        add_puzzles([puzzle], tmp_path)
    assert stat.S_ISFIFO(path.lstat().st_mode)


def test_a_huge_deck_is_refused_without_reading_it_whole(tmp_path: Path) -> None:
    with practice_path(tmp_path).open("wb") as handle:
        handle.truncate(200 * 1024 * 1024)
    with pytest.raises(PracticeUnreadable):
        read_deck(tmp_path)


def test_a_deck_from_a_newer_niwa_keeps_its_fields(tmp_path: Path) -> None:
    puzzle, _, _ = puzzle_of("seikatsu")
    tree = {"puzzles": [{**msgspec.to_builtins(puzzle), "tags": ["x"]}], "version": 9}
    practice_path(tmp_path).write_bytes(msgspec.json.encode(tree))
    record(puzzle, Grade.HARD, NOW, tmp_path)
    saved = msgspec.json.decode(practice_path(tmp_path).read_bytes())
    assert saved["version"] == 9 and saved["puzzles"][0]["tags"] == ["x"]
    assert saved["puzzles"][0]["schedule"]["reviews"] == 1


def test_a_hostile_puzzle_is_refused_where_the_deck_is_decoded(tmp_path: Path) -> None:
    puzzle, _, _ = puzzle_of("seikatsu")
    tree = {"puzzles": [{**msgspec.to_builtins(puzzle), "position": "x" * 5000}]}
    practice_path(tmp_path).write_bytes(msgspec.json.encode(tree))
    assert load_deck(tmp_path).puzzles == []  # damaged: read as none


# -- lesson steps (issue 25: lesson mistakes join the schedule) ----------------------------


def test_a_missed_step_is_one_card_rated_again_and_its_newer_fields_kept(tmp_path: Path) -> None:
    card = add_step_miss("seikatsu", "05-koi", 1, ["seikatsu.place.adjacent"], "Koi", NOW, tmp_path)
    # FSRS: a first review rated Again is due again in minutes, one lapse.
    assert card.schedule.due - NOW < timedelta(hours=1) and card.schedule.lapses == 1
    tree = msgspec.json.decode(practice_path(tmp_path).read_bytes())
    tree["steps"][0]["note"] = "from a newer niwa"
    practice_path(tmp_path).write_bytes(msgspec.json.encode(tree))
    again = add_step_miss(
        "seikatsu", "05-koi", 1, ["seikatsu.place.adjacent"], "Koi", NOW, tmp_path
    )
    assert again.id == card.id and again.schedule.lapses == 2
    done = record_step(again, Grade.GOOD, NOW + timedelta(hours=1), tmp_path)
    saved = msgspec.json.decode(practice_path(tmp_path).read_bytes())["steps"]
    assert len(saved) == 1 and saved[0]["note"] == "from a newer niwa"
    assert read_deck(tmp_path).steps == [done] and not done.missed_last


def test_a_deck_written_before_step_cards_still_loads(tmp_path: Path) -> None:
    puzzle, _, _ = puzzle_of("seikatsu")
    practice_path(tmp_path).write_bytes(msgspec.json.encode({"puzzles": [puzzle]}))
    deck = read_deck(tmp_path)
    assert deck.puzzles == [puzzle] and deck.steps == []
    add_step_miss("seikatsu", "01-garden", 0, [], "", NOW, tmp_path)
    assert read_deck(tmp_path).puzzles == [puzzle]  # the puzzles kept beside the new card


@pytest.mark.parametrize(
    "change",
    [
        {"step": -1},
        {"step": 10**9},
        {"rules": ["x"] * 21},
        {"rules": ["not a rule id!"]},
        {"lesson": "x" * 81},
        {"title": "x" * 201},
    ],
)
def test_a_hostile_step_card_is_refused_where_the_deck_is_decoded(
    tmp_path: Path, change: dict[str, Any]
) -> None:
    card = add_step_miss("seikatsu", "05-koi", 1, [], "", NOW, tmp_path)
    tree = {"steps": [{**msgspec.to_builtins(card), **change}]}
    practice_path(tmp_path).write_bytes(msgspec.json.encode(tree))
    assert load_deck(tmp_path).steps == []  # damaged: read as none, kept aside on saving
