"""The engine's review of a game, made once per test process for the same moves, seat,
budget and generator (issue 24).

A review with a fixed budget and a seeded generator is repeatable (the engine's tests
check that), so tests that ask it again for the same game, the same seat, the same
budget and a generator in the same state get the review already made: the fit walks of
one game at each size and in each language play the same seeded game and review the
same moves; a review test makes the engine's review of a game, then has the viewer make
it. What a test checks is the screen or the file against the engine's answer for the
inputs the app gave it; the inputs are the key, so an app that asked with another
budget, seat or seed gets a review of its own. A review with a time budget, or one cut
short, is never kept.
"""

from __future__ import annotations

import random
from typing import Any

import msgspec

from engine.players.review import Review
from engine.players.search import Budget
from replays.annotations import review_timeline
from replays.timeline import Timeline

_REVIEWED: dict[tuple[bytes, int, Budget, object], Review] = {}


def review_once(
    timeline: Timeline, seat: int, budget: Budget, rng: random.Random, **kwargs: Any
) -> Review:
    """``replays.annotations.review_timeline``, kept for the same inputs. The key is the
    game as played: not the players' names, which follow the language, nor the moves'
    comments, where a saved review is written (a test that saves the viewer's review,
    then asks the engine's for the same game, asks for the same review)."""
    if budget.playouts is None:
        return review_timeline(timeline, seat, budget, rng, **kwargs)
    replay = timeline.replay
    moves = [msgspec.structs.replace(record, comment=None) for record in replay.moves]
    played = msgspec.json.encode((replay.game, replay.options, moves, replay.start))
    key = (played, seat, budget, rng.getstate())
    if key not in _REVIEWED:
        review = review_timeline(timeline, seat, budget, rng, **kwargs)
        if not review.complete:
            return review
        _REVIEWED[key] = review
    return _REVIEWED[key]
