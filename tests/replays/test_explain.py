"""The one explanation layer (replays/explain.py), for every registered game.

Each sentence is checked for what a player reads: names as typed, the verb agreeing
with them, counted nouns agreeing with their number, the dealer named as the thing
it is at that game's table, and no label said twice.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.core import CHANCE, Log, Score
from engine.registry import GAMES
from replays.explain import Table, event_texts, rule_line, score_text
from tests.engine.test_contract import play
from tutor.explain import seat_label, turn_text, wins_text


def smallest(game_id: str) -> tuple[Any, Any]:
    game = GAMES[game_id]
    for players in range(1, 7):
        try:
            return game, game.new_game(game.options_type(players=players))
        except ValueError:
            continue
    raise AssertionError(f"{game_id} allows no player count")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_verb_agrees_with_who_won(game_id: str) -> None:
    game, state = smallest(game_id)
    names = ["You", "Ann", "Bob", "Cy", "Di", "Ed"]
    first, second = game.side_of(state, 0), game.side_of(state, 1)
    # Never "You (seat 1) wins!": the name, and the verb agreeing with it.
    assert wins_text(game, state, names, [first]) == "You win!"
    assert wins_text(game, state, names, [second]) == "Ann wins!"
    assert wins_text(game, state, names, [first, second]) == "You and Ann share the win!"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_whose_turn_is_said_once(game_id: str) -> None:
    game, state = smallest(game_id)
    assert turn_text(game, state, ["You", "Ann"], 0) == "Your turn."  # not "Your turn, You."
    assert turn_text(game, state, ["You", "Ann"], 1) == "Your turn, Ann."


@pytest.mark.parametrize("game_id", list(GAMES))
def test_no_label_is_said_twice(game_id: str) -> None:
    game, state = smallest(game_id)
    table = Table(game, state, ["Seat 1", "Computer 2", "Ann"])
    sides = game.sides(state)
    first, side_name = sides[game.side_of(state, 0)], sides[game.side_of(state, 1)]
    # Never "Seat 1 (seat 1)"; a colour (Seikatsu's pagoda) is kept where it says more.
    expected = "Seat 1" if first == "seat 1" else f"Seat 1 ({first})"
    assert seat_label(game, state, ["Seat 1", "Bob"], 0) == expected
    expected = "Computer 2" if side_name == "seat 2" else f"Computer 2 ({side_name})"
    # Never "Computer 2 (blue) computer": the name says it already.
    assert table.with_kind(1, computer=True) == expected
    assert "computer" in Table(game, state, ["Ann", "Bob"]).with_kind(1, computer=True)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_dealer_is_named_as_what_it_is_never_a_player(game_id: str) -> None:
    game, state = smallest(game_id)
    table = Table(game, state, ["Ann", "Bob"])
    assert table.seat(CHANCE) == table.name(CHANCE) == game.dealer_name
    assert "seat" not in game.dealer_name and game.dealer_name not in ("Ann", "Bob")
    [said] = event_texts(game, state, ["Ann", "Bob"], [Log(CHANCE, "x", "something happens")])
    assert said.plain == f"{game.dealer_name.capitalize()}: something happens."


@pytest.mark.parametrize("game_id", list(GAMES))
def test_amounts_agree_with_their_number(game_id: str) -> None:
    game, state = smallest(game_id)
    unit = game.score_unit
    assert score_text(game, 1) == f"1 {unit.removesuffix('s')}"
    assert score_text(game, 3) == f"3 {unit}"
    assert score_text(game, -1) == f"? {unit}"  # hidden by a view
    [said] = event_texts(game, state, ["Ann", "Bob"], [Score(0, 1, "x", "a detail")])
    if unit != "points":
        assert said.plain.startswith(f"+1 {unit.removesuffix('s')} Ann: a detail")


ONE_OF_MANY = re.compile(
    r"(?<![\d.])1 (cards|shurikens|coins|points|rocks|tiles|demerits|objects|squares"
    r"|trick cards|green squares)\b"
)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_no_engine_text_says_one_of_a_plural(game_id: str) -> None:
    """Every Log and Score text of seeded random games: never "took its 1 cards"."""
    game, state = smallest(game_id)
    options = state.options
    texts: list[str] = []
    for seed in range(4):
        _, _, events = play(game, options, seed)
        for event in (e for step in events for e in step):
            if isinstance(event, Log):
                texts += [event.text, event.private or ""]
            elif isinstance(event, Score):
                texts.append(event.detail)
    wrong = [t for t in texts if ONE_OF_MANY.search(t)]
    assert wrong == []


@pytest.mark.parametrize(
    ("phrase", "for_you"),
    [
        ("is dealt 10 cards", "are dealt 10 cards"),
        ("draws 2G", "draw 2G"),
        ("passes", "pass"),
        ("has a clean garden", "have a clean garden"),
        ("drew a tile", "drew a tile"),
        ("played Tp on d5", "played Tp on d5"),
        ("holds the bonsai and starts", "hold the bonsai and start"),
        ("draws 2G and 1R", "draw 2G and 1R"),
    ],
)
def test_log_phrases_agree_with_you(phrase: str, for_you: str) -> None:
    game, state = smallest("karesansui")
    [you, ann] = event_texts(
        game, state, ["You", "Ann"], [Log(0, "x", phrase), Log(1, "x", phrase)]
    )
    assert you.plain == f"You {for_you}."  # never "You is dealt", "You passes"
    assert ann.plain == f"Ann {phrase}."


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_moves_logs_are_told_with_their_rules(game_id: str) -> None:
    """event_texts with log_rules (the viewer's "what this move did and why", for a game
    whose plug-in asks): one paragraph per Log of the move, the player's name in front,
    then the catalogue rule it cites."""
    game, state = smallest(game_id)
    names = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"]
    states, _, events = play(game, state.options, 1)
    told = 0
    for before, step_events in zip(states, events, strict=False):
        logs = [e for e in step_events if isinstance(e, Log)]
        story = event_texts(game, before, names, logs, log_rules=True)
        assert len(story) == len(logs)
        cited: set[str] = set()
        for log, line in zip(logs, story, strict=True):
            if log.seat >= 0:
                assert line.plain.startswith(names[log.seat])
            if log.rule in game.rules and log.rule not in cited:  # each rule told once
                cited.add(log.rule)
                assert line.plain.endswith(rule_line(game.rules[log.rule]).plain)
                told += 1
    assert told > 0


def test_a_name_owning_something_and_after_a_verb() -> None:
    from replays.explain import as_object, possessive

    assert (possessive("Ann"), possessive("You"), possessive("you")) == ("Ann's", "your", "your")
    assert (as_object("Ann"), as_object("You")) == ("Ann", "you")
