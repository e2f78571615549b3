"""The test session catches niwa drawing from randomness no test seeded (tests/seeded.py):
what ``games_seeded_by_the_test`` (tests/conftest.py) fails a test for."""

from __future__ import annotations

import random

from engine.players.advice import hint
from engine.players.search import Budget
from engine.registry import GAMES
from tests import seeded


def _a_hint(rng: random.Random | None) -> None:
    game = next(iter(GAMES.values()))
    state = game.new_game(game.options_type())
    while game.to_move(state) < 0:  # past the set-up's draws
        state = game.apply(state, game.sample_chance(state, random.Random(1))).state
    hint(game, state, game.to_move(state), Budget.fixed(2), rng)


def test_a_hint_with_no_seed_given_is_caught() -> None:
    _a_hint(None)
    [where] = seeded.unseeded()
    assert "engine/players/advice.py:" in where


def test_a_seeded_hint_is_not() -> None:
    _a_hint(random.Random(3))
    assert seeded.unseeded() == []


def test_the_systems_randomness_is_caught_when_niwa_draws_from_it() -> None:
    _a_hint(random.SystemRandom())  # made here, by the test: not niwa's own
    assert seeded.unseeded() == []
    made = _made_in_niwa()
    assert seeded.unseeded() == []  # made, not drawn from
    made.random()
    assert len(seeded.unseeded()) == 1


def _made_in_niwa() -> random.Random:
    """A SystemRandom made by niwa's code (``--seed`` not given to ``niwa record``)."""
    import io
    from unittest import mock

    import tutor.commands.recording_commands as recording

    kept: list[random.Random] = []

    def keep(*args: object, **kwargs: object) -> int:
        kept.append(args[4])  # type: ignore[arg-type]
        return 0

    with mock.patch.object(recording, "_play_on", keep):
        recording.play_on(mock.Mock(), io.StringIO(), None, False)
    return kept[0]
