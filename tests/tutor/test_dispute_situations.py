"""The dispute benchmark's situations (bench/dispute.py) give the rulebook's verdicts:
each built as its description says through the editor's model (the same pieces and
fields the benchmark's keys make), then asked. The benchmark itself drives the screen
by keys; this keeps its situations right without it."""

from __future__ import annotations

import pytest

from bench.dispute import SITUATIONS, Situation, field_keys
from engine.registry import GAMES, SHIPPED
from tutor.editing import EditSession, setup_line
from tutor.plugins import editor_for


@pytest.mark.parametrize("situation", SITUATIONS, ids=[s.title for s in SITUATIONS])
def test_each_situation_gives_the_rulebook_s_verdict(situation: Situation) -> None:
    game = GAMES[situation.game]
    editor = editor_for(situation.game)
    session = EditSession(game, setup_line(game, game.options_type()))
    if situation.start == "empty":
        empty = editor.empty(session.state)
        assert empty is not None
        session.set_text(empty)
    for code, ref in situation.puts:
        session.set_text(editor.put(session.state, code, ref))
    for name, value in situation.fields:
        session.set_field(name, value)
    assert session.state is not None, session.status().words()
    if not situation.move:
        assert situation.rule in [p.rule.id for p in session.status().problems]
        return
    asked = session.ask_move(situation.move)
    assert asked is not None
    answer = asked.answer
    assert answer.legal == situation.legal, answer
    rule = answer.rule.id if answer.rule else (answer.points[0].rule.id if answer.points else "")
    assert rule == situation.rule


def test_at_least_six_situations_a_game() -> None:
    for game_id in SHIPPED:  # the rulebooks' disputes: a game added in tests has none
        assert sum(s.game == game_id for s in SITUATIONS) >= 6, game_id


def test_a_field_is_edited_where_it_differs_when_that_is_shorter() -> None:
    assert field_keys("-,-,-", "Tt,-,-") == ["home", "delete", "T", "t"]
    assert field_keys("1", "2") == ["2"]
    assert field_keys("3R3B/3W", "3R3B:2=1Y/3W") == ["end", *["left"] * 3, *":2=1Y"]
    assert field_keys("abcdef", "abcdeX") == ["end", "backspace", "X"]
