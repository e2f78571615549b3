"""Every refusal of a position line carries its rule (issue 27): what is wrong, where,
and the rule it breaks, an id of the game's own catalogue, cited with its rulebook
section as a consistency problem is (``engine.ask.refusal``).

Walked for every registered game (the toy game too): a table of malformed lines
written by hand per game, then every field of reachable lines replaced by garbage and
every character of them changed, so the next refusal a parser grows is walked too."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.ask import refusal
from engine.core import PositionError
from engine.position_fields import MAX_POSITION
from engine.registry import GAMES
from tests.engine.test_contract import play

MALFORMED: dict[str, list[str]] = {
    "karesansui": [
        "karesansui/1:1 1 1 bid:1 - - 41443.34532.33403 3R3B/3W1R2W/1Y3B1W3G "
        "S:2Y2B3W/2G2B3Y3G3G/1Y1G1B2W3Y/1Y1B2G2B3G -/-/-/- 0,0,0,0",
        "karesansui/1:1 1 1 bid:1 - - 41443.34532.33403 3R3B:5=1W/3W1R2W/1Y3B1W3G "
        "1Y2Y2B3W3G/2G2B3Y3G3G/1Y1G1B2W3Y/1Y1B2G2B3G -/-/-/- 0,0,0,0",
        "karesansui/1:0 1 1 bid:1 - - 41443.34532.33403 3R3B/3W1R2W/1Y3B1W3G "
        "1Y2Y2B3W3G/2G2B3Y3G3G/1Y1G1B2W3Y/1Y1B2G2B3G -/-/-/- 0,0,0,0",
        "karesansui/1:1 9 1 bid:1 - - 41443.34532.33403 3R3B/3W1R2W/1Y3B1W3G "
        "1Y2Y2B3W3G/2G2B3Y3G3G/1Y1G1B2W3Y/1Y1B2G2B3G -/-/-/- 0,0,0,0",
        "karesansui/1:1 1 1 bid:1 - - 41443.34532.33403 3R3B/3W1R2W/1Y3B1W3G "
        "1Y2Y2B3W3G/2G2B3Y3G3G/1Y1G1B2W3Y/1Y1B2G2B3G -/-/-/X9 0,0,0,0",
    ],
    "miyabi": [
        "miyabi/1:1 1 - 0,0 - - - - -/-",
        "miyabi/1:1 1 - 0,0 - - - 1 Q9-a1/-",
        "miyabi/2:1 1 - 0,0 - - - - -/-",
    ],
    "sakura": ["sakura/1:9 1 - - - - - - - - -", "sakura/1:1"],
    "seikatsu": ["seikatsu/1:7 - - - 1 0,0", "seikatsu/1:2 x,y - - 1 0,0"],
    "tictactoe": ["tictactoe/1:xxx,ooo turn", "tictactoe/1:xxq,...,... x"],
}
"""Lines a player might paste or mistype, per game (each refused)."""

GARBAGE = ["x", "?", "-", "999", "1/2", "S:2Y2B3W", "a,b", "=", "?999", ":1=", "1,2,3,4,5"]
"""What replaces a field of a good line (most are refused, some read as another value)."""


def cited(game_id: str, text: str) -> PositionError | None:
    """The refusal of ``text``, checked: its rule is one of the game's catalogue, and
    the words shown say what is wrong and cite the rule with its section."""
    game = GAMES[game_id]
    try:
        game.parse_position(text)
    except PositionError as err:
        assert err.rule in game.rules, f"{text!r}: {err} cites {err.rule!r}, not in the catalogue"
        rule = game.rules[err.rule]
        words = refusal(game, err)
        assert str(err) in words and rule.title in words, words
        assert ("Rulebook:" in words) == bool(rule.section.strip()), words
        return err
    return None


def reachable_lines(game_id: str) -> list[str]:
    game: Any = GAMES[game_id]
    states, _, _ = play(game, game.options_type(), 5)
    picked = states[:: max(1, len(states) // 6)] + [states[-1]]
    return [game.position_text(state) for state in picked]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_line_in_the_table_is_refused_with_a_rule_of_the_catalogue(game_id: str) -> None:
    game = GAMES[game_id]
    good = game.position_text(game.new_game(game.options_type()))
    table = MALFORMED.get(game_id, []) + [
        "",
        "chess/1:" + good.partition(":")[2],
        good.replace("/1:", "/7:", 1),
        good.partition(":")[0] + ":" + good.partition(":")[2].replace(" ", "  ", 1),
        good + " extra",
        good + "\x1b[2J",
        good + "x" * MAX_POSITION,
    ]
    for text in table:
        assert cited(game_id, text) is not None, f"{text!r} was read"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_field_of_a_reachable_line_refused_names_a_rule(game_id: str) -> None:
    """Each field of reachable lines replaced by garbage: every refusal cites a rule, and
    every field is refused at least once (so each field's own rule is walked)."""
    fields_refused: set[str] = set()
    for line in reachable_lines(game_id):
        prefix, _, body = line.partition(":")
        tokens = body.split(" ")
        for index in range(len(tokens)):
            for junk in GARBAGE:
                changed = tokens[:index] + [junk] + tokens[index + 1 :]
                err = cited(game_id, f"{prefix}:{' '.join(changed)}")
                if err is not None:
                    fields_refused.add(GAMES[game_id].position_fields[index])
    assert fields_refused == set(GAMES[game_id].position_fields)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_character_changed_refused_names_a_rule(game_id: str) -> None:
    """Seeded single-character changes of reachable lines (any refusal a parser has)."""
    rng = random.Random(27)
    alphabet = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-,./:=?*;+ "
    for line in reachable_lines(game_id):
        for _ in range(150):
            at = rng.randrange(len(line))
            cited(game_id, line[:at] + rng.choice(alphabet) + line[at + 1 :])
