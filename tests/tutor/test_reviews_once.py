"""``review_once`` (tests/tutor/reviews.py) gives the engine's own review for the inputs it
is given: kept for the same game, seat, budget and generator state, never for others."""

from __future__ import annotations

import random
from typing import Any

import pytest

import tests.tutor.reviews
from engine.players.review import Review
from engine.players.search import Budget
from replays.annotations import annotate, review_timeline
from tests.replays.test_annotations import reviewed_game
from tests.tutor.reviews import review_once


def test_the_same_inputs_are_reviewed_once_and_others_each_their_own(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    timeline, _ = reviewed_game("seikatsu")
    calls: list[tuple[int, Budget]] = []

    def counted(timeline: Any, seat: int, budget: Budget, *args: Any, **kwargs: Any) -> Any:
        calls.append((seat, budget))
        return review_timeline(timeline, seat, budget, *args, **kwargs)

    monkeypatch.setattr(tests.tutor.reviews, "review_timeline", counted)
    asked = [(seat, playouts, seed) for seat in (0, 1) for playouts in (2, 3) for seed in (1, 2)]
    for seat, playouts, seed in asked * 2:  # each asked twice
        got = review_once(timeline, seat, Budget.fixed(playouts), random.Random(seed))
        engine = review_timeline(timeline, seat, Budget.fixed(playouts), random.Random(seed))
        assert got == engine, (seat, playouts, seed)
    assert len(calls) == len(asked)  # the second time, none made again


def test_a_review_cut_short_or_with_a_time_budget_is_not_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    timeline, done = reviewed_game("seikatsu")
    made: list[Budget] = []

    def engine(timeline: Any, seat: int, budget: Budget, *args: Any, **kwargs: Any) -> Review:
        """The engine's answer as it comes: cut short where it was cancelled."""
        made.append(budget)
        return done._replace(complete=not kwargs.get("cancelled", lambda: False)())

    monkeypatch.setattr(tests.tutor.reviews, "review_timeline", engine)
    for _ in range(2):
        review_once(timeline, 0, Budget.fixed(2), random.Random(5), cancelled=lambda: True)
        review_once(timeline, 0, Budget(seconds=0.5), random.Random(5))
    assert len(made) == 4
    review_once(timeline, 0, Budget.fixed(2), random.Random(5))  # whole: kept from now on
    review_once(timeline, 0, Budget.fixed(2), random.Random(5))
    assert len(made) == 5


def test_a_saved_review_in_the_comments_does_not_change_the_key(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The review reads the moves, never their comments: a game whose comments hold a saved
    review (the viewer saves it there) is the same game to review."""
    timeline, done = reviewed_game("seikatsu")
    commented = annotate(timeline, done)
    assert [r.comment for r in commented.replay.moves] != [r.comment for r in timeline.replay.moves]
    calls: list[int] = []

    def counted(timeline: Any, seat: int, *args: Any, **kwargs: Any) -> Any:
        calls.append(seat)
        return review_timeline(timeline, seat, *args, **kwargs)

    monkeypatch.setattr(tests.tutor.reviews, "review_timeline", counted)
    plain = review_once(timeline, 1, Budget.fixed(2), random.Random(4))
    again = review_once(commented, 1, Budget.fixed(2), random.Random(4))
    assert calls == [1]
    assert again == plain == review_timeline(commented, 1, Budget.fixed(2), random.Random(4))
