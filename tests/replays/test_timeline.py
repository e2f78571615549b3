"""The timeline: every position kept, what-if branches, variations."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import GameOver, IllegalMove, Score
from engine.playout import replay as play_through
from engine.seikatsu import GAME, Draw, Play
from replays import ReplayError, Variation, encode, loads, verify
from tests.replays.factory import ALL_OPTIONS, random_replay, with_variation


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), options=st.sampled_from(ALL_OPTIONS))
def test_every_ply_matches_a_fresh_run_of_the_engine(seed: int, options: object) -> None:
    replay = random_replay(seed, options)  # type: ignore[arg-type]
    timeline = loads(encode(replay, "msgpack"))
    moves = [record.move for record in replay.moves]
    assert len(timeline) == len(moves)
    for ply in (0, 1, len(moves) // 2, len(moves)):
        state, events = play_through(GAME, replay.options, moves[:ply])
        assert timeline.state_at(ply) == state
        assert timeline.scores_at(ply) == GAME.scores(state)
        assert [e for p, e in timeline.all_events() if p <= ply] == events
    # A side's score is the sum of its Score events, read back from the timeline.
    final = timeline.scores_at(len(timeline))
    for side, points in enumerate(final):
        assert points == sum(
            e.points for _, e in timeline.all_events() if isinstance(e, Score) and e.side == side
        )
    assert timeline.is_over and isinstance(timeline.events_at(len(timeline))[-1], GameOver)


def test_plies_count_from_one_and_ply_zero_is_the_start() -> None:
    replay = random_replay(31, comments={10: "opening"})
    timeline = verify(replay)
    assert timeline.state_at(0) == GAME.new_game(replay.options)
    assert timeline.events_at(0) == () and timeline.comment_at(0) is None
    assert timeline.move_at(10) == Play(0, "Ft", "d3")
    assert timeline.comment_at(10) == "opening" and timeline.comment_at(11) is None
    assert timeline.final_state() is timeline.state_at(len(timeline))
    for bad in (-1, len(timeline) + 1):
        with pytest.raises(IndexError):
            timeline.state_at(bad)
    with pytest.raises(IndexError):
        timeline.move_at(0)


def test_try_move_branches_without_touching_the_original() -> None:
    timeline = verify(random_replay(31))
    # After the deal (ply 9) Aki holds Ft and Wm; the game played Ft-d3.
    branch = timeline.try_move(9, Play(0, "Wm", "d6"), "what if")
    assert len(branch) == 10 and len(timeline) == 69
    assert branch.state_at(9) is timeline.state_at(9)  # the prefix is shared, not replayed
    assert branch.move_at(10) == Play(0, "Wm", "d6") and branch.comment_at(10) == "what if"
    assert timeline.move_at(10) == Play(0, "Ft", "d3")
    longer = branch.append(Draw("Wt"))
    assert len(longer) == 11 and len(branch) == 10
    with pytest.raises(IllegalMove) as err:
        branch.try_move(9, Play(0, "Tp", "d6"))  # Tp is not in Aki's hand
    assert err.value.rule == "seikatsu.place.from_hand"
    with pytest.raises(IllegalMove):
        timeline.append(Draw("Tp"))  # the game is over
    assert verify(longer.replay).state_at(11) == longer.state_at(11)


def test_variations_are_kept_verified_and_added_only_when_legal() -> None:
    replay = with_variation(random_replay(31), 20, seed=3, length=5)
    timeline = loads(encode(replay, "json"))
    line = timeline.variation(0)
    assert len(line) == 25
    assert line.state_at(20) is timeline.state_at(20)
    assert line.move_at(21) == replay.variations[0].moves[0].move

    branch = timeline.try_move(11, Play(1, "Tm", "e2"))
    extra = Variation("Ben's alternative", 11, branch.replay.moves[11:])
    richer = timeline.with_variation(extra)
    assert [v.name for v in richer.replay.variations] == ["what if 21", "Ben's alternative"]
    assert richer.variation(1).move_at(12) == Play(1, "Tm", "e2")
    assert timeline.replay.variations == replay.variations  # unchanged
    assert loads(encode(richer.replay, "msgpack")).replay == richer.replay

    bad = Variation("impossible", 11, extra.moves * 2)  # a second play without a draw
    with pytest.raises(ReplayError, match=r"variation 2 \(impossible\), ply 13"):
        timeline.with_variation(bad)
    assert richer.without_variation(0).replay.variations == [extra]


def test_try_move_keeps_variations_that_branch_before_it() -> None:
    timeline = verify(with_variation(with_variation(random_replay(31), 5, 1), 30, 2))
    branch = timeline.try_move(20, timeline.move_at(21))
    assert [v.from_ply for v in branch.replay.variations] == [5]
    assert branch.variation(0) is timeline.variation(0)


def test_comments_can_be_changed_and_must_be_clean() -> None:
    timeline = verify(random_replay(31))
    noted = timeline.with_comment(46, "a koi as a Tanager\nworth 3")
    assert noted.comment_at(46) == "a koi as a Tanager\nworth 3"
    assert timeline.comment_at(46) is None
    with pytest.raises(ReplayError, match="control characters"):
        timeline.with_comment(46, "\x1b[2J")
