"""A table's own box (issue 28): Miyabi's tile mix is niwa's ruling (miyabi.setup.inventory)
unless the table declares its copy's, kept in the options; the kinds' totals are facts."""

from __future__ import annotations

import random

import msgspec
import pytest

from engine.core import InvalidOptions
from engine.miyabi import GAME, Options
from engine.miyabi import tiles as T
from engine.playout import random_moves
from replays import loads, new_replay, verify
from replays.codec import encode
from replays.format import MoveRecord

MIX = (("ML", 1), ("MR", 2))
"""One more right-turning maple corner, one fewer left-turning: still 16 corners."""


def test_the_ruling_is_the_default_box() -> None:
    state = GAME.new_game(Options())
    assert state.box[T.BY_ID["ML"]] == 2 and state.box[T.BY_ID["MR"]] == 1
    assert sum(state.box) == 96


def test_a_declared_mix_is_the_games_box() -> None:
    state = GAME.new_game(Options(box=MIX))
    assert state.box[T.BY_ID["ML"]] == 1 and state.box[T.BY_ID["MR"]] == 2
    assert sum(state.box) == 96


@pytest.mark.parametrize(
    ("mix", "words"),
    [
        ((("ML", 3),), "16 corner tiles, not 17"),
        ((("XX", 1),), "no tile 'XX'"),
        ((("ML", 1), ("ML", 1)), "counted twice"),
        ((("M1", 12),), "at most 9"),
    ],
)
def test_a_mix_that_is_no_miyabi_box_is_refused(
    mix: tuple[tuple[str, int], ...], words: str
) -> None:
    with pytest.raises(InvalidOptions, match=words):
        GAME.new_game(Options(box=mix))


def test_the_mirrored_corners_are_a_box() -> None:
    assert T.box_mix_problem(T.RIGHT_CORNERS_FIRST) is None
    state = GAME.new_game(Options(box=T.RIGHT_CORNERS_FIRST))
    assert state.box[T.BY_ID["ML"]] == 1 and state.box[T.BY_ID["MR"]] == 2


def test_a_whole_game_with_the_tables_box_replays_and_reads_back() -> None:
    options = Options(players=3, box=MIX)
    moves = random_moves(GAME, options, random.Random(2))
    replay = new_replay(GAME.id, options, ["A", "B", "C"])
    replay = msgspec.structs.replace(replay, moves=[MoveRecord(m) for m in moves])
    verify(replay)
    again = loads(encode(replay, "json"))
    assert again.replay.options.box == MIX
    state = GAME.new_game(options)
    for move in moves:
        state = GAME.apply(state, move).state
        text = GAME.position_text(state)
        assert "ML=1,MR=2" in text
        assert GAME.parse_position(text) == state and GAME.check_position(state) == []
