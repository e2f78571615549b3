"""Positions as text (issue 26), checked the same way on every registered game and
every player count it allows, over seeded random legal games (hypothesis).

- the round trip: ``parse_position(position_text(s)) == s`` for every state reached
  and every seat's view of it (a view writes what it hides as ``?N``);
- the line is versioned (``<game>/<version>:``) and bounded;
- ``check_position`` finds nothing wrong with any reachable position or view;
- ``determinize`` fills a parsed view so that viewing the result gives it back;
- ``standing`` at the end of a game is its final scoring, and before the end it adds
  up: the points so far plus the lines, and its winners are among the sides.
"""

from __future__ import annotations

import functools
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.ask import ask
from engine.core import PositionError
from engine.position_fields import MAX_POSITION
from engine.registry import GAMES
from tests.engine.test_contract import BOUNDED, CASES, SEEDS, play


def sampled(states: list[Any], count: int = 24) -> list[Any]:
    """Some states spread over a game, the last one always among them."""
    step = max(1, len(states) // count)
    return states[::step] + [states[-1]]


@pytest.mark.parametrize(("game_id", "players"), CASES)
@BOUNDED
@given(seed=SEEDS)
def test_positions_round_trip_and_are_consistent(game_id: str, players: int, seed: int) -> None:
    game = GAMES[game_id]
    states, _, _ = play(game, game.options_type(players=players), seed)
    for state in sampled(states):
        for seat in [None, *range(game.seats(state))]:
            seen = game.view(state, seat)
            text = game.position_text(seen)
            assert text.startswith(f"{game_id}/"), text
            assert len(text) <= MAX_POSITION and text.isascii() and "\n" not in text
            parsed = game.parse_position(text)
            assert parsed == seen, text
            assert game.position_text(parsed) == text
            assert game.check_position(parsed) == [], text


@pytest.mark.parametrize(("game_id", "players"), CASES)
@BOUNDED
@given(seed=SEEDS)
def test_a_parsed_view_can_be_determinized(game_id: str, players: int, seed: int) -> None:
    game = GAMES[game_id]
    states, _, _ = play(game, game.options_type(players=players), seed)
    rng = random.Random(seed)
    for state in sampled(states, 8):
        for seat in range(game.seats(state)):
            parsed = game.parse_position(game.position_text(game.view(state, seat)))
            whole = game.determinize(parsed, seat, rng)
            assert game.view(whole, seat) == parsed
            loose = game.declaration.determinize_loose_rules
            assert [p for p in game.check_position(whole) if p.rule not in loose] == []


@pytest.mark.parametrize(("game_id", "players"), CASES)
@BOUNDED
@given(seed=SEEDS)
def test_the_standing_adds_up_and_is_the_end_at_the_end(
    game_id: str, players: int, seed: int
) -> None:
    game = GAMES[game_id]
    states, _, _ = play(game, game.options_type(players=players), seed)
    assert game.standing(states[-1]) == game.final_scoring(states[-1])
    for state in sampled(states, 6):
        standing = game.standing(state)
        at_end = [0] * len(standing.totals)
        for line in standing.lines:
            assert line.rule in game.rules
            at_end[line.side] += line.points
        assert [p + e for p, e in zip(standing.during_play, at_end, strict=True)] == list(
            standing.totals
        )
        assert set(standing.winners) <= set(range(len(game.sides(state))))


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize(
    "mangle",
    [
        lambda text: "",
        lambda text: "chess/1:" + text.partition(":")[2],
        lambda text: text.replace("/1:", "/99:", 1),
        lambda text: text + " extra",
        lambda text: text.replace(" ", "  ", 1),
        lambda text: text[: len(text) // 2],
        lambda text: text + "x" * MAX_POSITION,
        lambda text: text.replace(":", ":\x1b[31m", 1),
    ],
)
def test_a_bad_line_is_refused_with_field_and_column(game_id: str, mangle: Any) -> None:
    game = GAMES[game_id]
    states, _, _ = play(game, game.options_type(), 7)
    text = game.position_text(states[len(states) // 2])
    with pytest.raises(PositionError) as caught:
        game.parse_position(mangle(text))
    assert caught.value.field and caught.value.column >= 1
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_field_of_a_line_refuses_garbage_naming_that_field(game_id: str) -> None:
    """Garbage in any one field is a PositionError that points at or after that field
    (never another exception), or a line that happens to be well formed."""
    game = GAMES[game_id]
    states, _, _ = play(game, game.options_type(), 11)
    text = game.position_text(states[len(states) // 2])
    head, _, body = text.partition(":")
    fields = body.split(" ")
    for index in range(len(fields)):
        for garbage in ("#", "?", "-1", "9" * 5, ",", "zz,zz"):
            bad = fields.copy()
            bad[index] = garbage
            line = head + ":" + " ".join(bad)
            try:
                state = game.parse_position(line)
            except PositionError as error:
                # Never before the damaged field (the fields before it are sound); a
                # field read against a later one may be the one refused.
                start = len(head) + 2 + sum(len(f) + 1 for f in fields[:index])
                assert start <= error.column <= len(line) + 1, (line, error)
            else:  # a field where this garbage happens to be well formed
                assert game.position_text(state) is not None


@functools.cache
def a_third_of_the_way(game_id: str) -> str:
    """The line of a position a third of the way through a random game (played once)."""
    game = GAMES[game_id]
    states, _, _ = play(game, game.options_type(), 5)
    return game.position_text(states[len(states) // 3])


EDIT_ALPHABET = "0123456789?,-+*/: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


@pytest.mark.parametrize("game_id", list(GAMES))
@settings(max_examples=150, deadline=None, derandomize=True)
@given(
    edits=st.lists(
        st.tuples(st.integers(0, 10_000), st.sampled_from(EDIT_ALPHABET), st.integers(0, 2)),
        min_size=1,
        max_size=4,
    )
)
def test_an_edited_line_is_refused_or_answered_never_a_crash(
    game_id: str, edits: list[tuple[int, str, int]]
) -> None:
    """A line typed with mistakes either does not parse (PositionError) or is a position
    that can be written, checked and asked about, however impossible it is."""
    game = GAMES[game_id]
    text = a_third_of_the_way(game_id)
    for where, char, how in edits:
        at = where % (len(text) + 1)
        if how == 0:
            text = text[:at] + char + text[at:]  # insert
        elif how == 1:
            text = text[:at] + char + text[at + 1 :]  # replace
        else:
            text = text[:at] + text[at + 1 :]  # delete
    try:
        state = game.parse_position(text)
    except PositionError:
        return
    assert game.parse_position(game.position_text(state)) == state
    answer = ask(game, text, [])
    assert answer.consistent == (game.check_position(state) == [])
