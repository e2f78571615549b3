"""Replays that start from a position (format 2.0, issue 26): the envelope's optional
``start`` line; the Timeline's first state is the parsed position; older files load as
before and a file without a start is exactly a 1.0 file."""

from __future__ import annotations

import random
from pathlib import Path

import msgspec
import pytest

from engine.core import CHANCE
from engine.position_fields import MAX_POSITION
from engine.registry import GAMES
from replays import (
    MoveRecord,
    Recorder,
    ReplayError,
    Variation,
    encode,
    load,
    loads,
    new_replay,
    score_report,
)
from replays.format import START_VERSION
from tests.engine.test_contract import play
from tests.replays.factory import random_replay

# Two players; pink (seat 1) to play with Tp and a koi, 3 points given; blue holds Fm, Fb.
START = "seikatsu/1:2 4,5,2Tp3,3*Wb2,6,5,4 TpK,FmFb rest 1 3,0"


def start_replay(start: str = START, players: int = 2) -> bytes:
    game = GAMES["seikatsu"]
    state = game.parse_position(start)
    replay = new_replay("seikatsu", state.options, ["Ann", "Bo", "Cy"][:players], start)
    moves = []
    rng = random.Random(5)
    for _ in range(6):
        move = (
            game.sample_chance(state, rng)
            if game.to_move(state) == CHANCE
            else game.legal_moves(state)[0]
        )
        moves.append(MoveRecord(move))
        state = game.apply(state, move).state
    return encode(msgspec.structs.replace(replay, moves=moves), "json")


@pytest.mark.parametrize("fmt", ["json", "msgpack"])
def test_a_replay_from_a_position_starts_there(fmt: str) -> None:
    game = GAMES["seikatsu"]
    timeline = loads(encode(loads(start_replay()).replay, fmt))  # type: ignore[arg-type]
    assert timeline.replay.version == START_VERSION
    assert timeline.state_at(0) == game.parse_position(START)
    assert len(timeline) == 6 and timeline.starts_from_position
    assert game.position_text(timeline.state_at(0)) == START


def test_a_file_from_the_set_up_is_still_a_1_0_file() -> None:
    data = msgspec.json.decode(encode(random_replay(1), "json"))
    assert data["version"] == "1.0" and "start" not in data
    assert not loads(encode(random_replay(1), "msgpack")).starts_from_position


def test_a_1_x_file_may_not_carry_a_start() -> None:
    data = msgspec.json.decode(start_replay())
    data["version"] = "1.3"
    with pytest.raises(ReplayError, match=r"format 2\.0"):
        loads(msgspec.json.encode(data), "old.niwa.json")


@pytest.mark.parametrize(
    ("start", "said"),
    [
        ("seikatsu/1:2 4,5,2Tp3,3*Wb2,6,5,4 KTp,FbFm rest 7 3,0", "turn (column"),
        ("seikatsu/9:2", "version"),
        ("miyabi/1:x", "prefix"),
        ("seikatsu/1:3 4,5,2Tp3,3*Wb2,2Em3,5,4 -,-,- rest deal 0,0,0", "options"),
        ("seikatsu/1:2 " + "4" * MAX_POSITION, "start"),
        ("seikatsu/1:2 4,5,2Tp3,3*Wb2,6,5,4 KTp,FbFm rest 1 3,0\u202e", "start"),
        ("", "start"),
    ],
)
def test_a_bad_start_is_refused_in_one_line(start: str, said: str) -> None:
    data = msgspec.json.decode(start_replay())
    data["start"] = start
    with pytest.raises(ReplayError) as caught:
        loads(msgspec.json.encode(data), "bad.niwa.json")
    message = str(caught.value)
    assert said in message and "\n" not in message, message


def test_the_scores_given_at_the_start_are_not_played() -> None:
    report = score_report(loads(start_replay()))
    pink, blue = report.players
    assert (pink.given, blue.given) == (3, 0)
    for side in report.players:
        assert side.score == side.given + sum(line.points for line in side.breakdown)


def test_an_inconsistent_start_loads_and_says_so() -> None:
    # Pink has 3 points after no play: a flock scores 2 to 7 a play (seikatsu.birds.flock).
    timeline = loads(start_replay())
    assert [p.rule for p in timeline.start_problems()][:1] == ["seikatsu.birds.flock"]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_game_continues_a_replay_from_a_position_of_its_own(game_id: str) -> None:
    """A random game cut in two: the second half, replayed from the position where the
    first half ended, reaches the same end with the same events."""
    game = GAMES[game_id]
    states, moves, events = play(game, game.options_type(), 3)
    cut = len(moves) // 2
    start = game.position_text(states[cut])
    names = [f"P{i + 1}" for i in range(game.seats(states[0]))]
    replay = new_replay(game_id, states[0].options, names, start)
    replay = msgspec.structs.replace(replay, moves=[MoveRecord(m) for m in moves[cut:]])
    for fmt in ("json", "msgpack"):
        timeline = loads(encode(replay, fmt))  # type: ignore[arg-type]
        assert timeline.final_state() == states[-1]
        assert [timeline.events_at(p) for p in range(1, len(timeline) + 1)] == events[cut:]
        assert timeline.start_problems() == []
        assert timeline.given_scores() == game.scores(states[cut])


def test_a_game_from_a_position_resumes_takes_back_and_keeps_a_what_if(tmp_path: Path) -> None:
    game = GAMES["seikatsu"]
    start = game.parse_position(START)
    recorder = Recorder("seikatsu", start.options, ["Ann", "Bo"], directory=tmp_path, start=START)
    for text in ("Tp-c4", "+Wb"):
        recorder.record(game.parse_move(recorder.timeline.final_state(), text))
    recorder.close()
    resumed = Recorder.resume(recorder.path)
    assert resumed.timeline.state_at(0) == start and len(resumed.timeline) == 2
    taken = resumed.take_back(1, "taken back")
    assert taken.state_at(0) == start and len(taken) == 1
    what_if = taken.with_variation(
        Variation("koi", 0, [MoveRecord(game.parse_move(start, "K-c4=T"))])
    )
    saved = loads(encode(what_if.replay, "json"))
    assert saved.variation(1).state_at(0) == start and len(saved.variation(1)) == 1
    path = resumed.finish(tmp_path / "from.niwa.json")
    assert load(path).replay.start == START
