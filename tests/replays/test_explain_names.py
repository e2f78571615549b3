"""A Log that names another seat than its actor ("undercutting seat 1's 2W") says so in
``Log.others``, and the explanation layer puts the player's name in its place, for every
registered game: no sentence a screen shows says "seat N" where the name is known."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.core import Log
from engine.registry import GAMES
from replays.explain import Table, log_sentence, name_others
from tests.engine.test_contract import play, player_counts

SEAT = re.compile(r"\bseat (\d+)\b")
NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"]


def logs_of(game_id: str, seed: int) -> tuple[Any, Any, list[Log]]:
    game = GAMES[game_id]
    options = game.options_type(players=max(player_counts(game_id)))
    states, _moves, events = play(game, options, seed)
    return game, states[-1], [e for step in events for e in step if isinstance(e, Log)]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_log_names_only_the_seats_it_lists_and_the_sentence_says_their_names(
    game_id: str,
) -> None:
    for seed in range(3):
        game, state, logs = logs_of(game_id, seed)
        table = Table(game, state, NAMES)
        for log in logs:
            for text in (log.text, log.private or ""):
                named = {int(n) - 1 for n in SEAT.findall(text)}
                assert named <= set(log.others), (log, "names a seat it does not list")
            for perspective in (None, log.seat):
                sentence = log_sentence(table, log, perspective)
                assert not SEAT.search(sentence), sentence


def test_karesansui_names_the_undercut_player() -> None:
    """Karesansui's undercut is the case the mechanism is for; it occurs in random games."""
    found = [log for seed in range(3) for log in logs_of("karesansui", seed)[2] if log.others]
    assert found and all(log.rule == "karesansui.bid.lower" for log in found)


def test_names_replace_the_seat_as_object_and_possessive() -> None:
    game = GAMES["karesansui"]
    state = game.new_game(game.options_type(players=3))
    text = "undercutting seat 1's bid, beating seat 1, not seat 12"
    named = name_others(text, (0,), Table(game, state, ["Ann", "Bob", "Cy"]))
    assert named == "undercutting Ann's bid, beating Ann, not seat 12"
    as_you = name_others(text, (0,), Table(game, state, ["You", "Bob", "Cy"]))
    assert as_you == "undercutting your bid, beating you, not seat 12"
    # no name known: "seat 1" stays, the contract's plain name for a seat
    assert name_others(text, (0,), Table(game, state, [])) == text
