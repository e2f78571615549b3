"""A game played in English reads in Spanish once the player switches (issue 29): the
explanation of every move and its score lines, of a timeline verified before the switch,
are the very sentences a timeline verified in Spanish gives, for every registered game;
the replay itself is the same bytes in either language (it stores moves, not words)."""

from __future__ import annotations

import pytest

from engine.core import Score
from engine.language import use_language
from engine.registry import GAMES, SHIPPED
from replays import encode, score_report, verify
from replays.explain import event_texts, explain
from replays.timeline import Timeline
from tests.replays.factory import random_game_replay


def _said(timeline: Timeline) -> list[str]:
    """Every sentence the viewer and ``niwa explain`` say of the game, and its score lines."""
    game, names = timeline.game, timeline.replay.players
    out: list[str] = []
    for ply in range(1, len(timeline) + 1):
        events = timeline.events_at(ply)
        state = timeline.state_at(ply)
        out += [explain(timeline, ply, event) for event in events]
        out += [text.plain for text in event_texts(game, state, names, events)]
    report = score_report(timeline)
    out += [line.detail for side in report.players for line in side.breakdown]
    return out


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_game_played_in_english_explains_itself_in_spanish(game_id: str) -> None:
    replay = random_game_replay(game_id, 3)
    played = verify(replay)  # in English, as the moves were made
    english = _said(played)
    assert any(isinstance(e, Score) for _, e in played.all_events())
    try:
        use_language("es")
        switched = _said(played)
        spanish = _said(verify(replay))
        on_disk = encode(replay, "json")
    finally:
        use_language("en")
    assert switched == spanish
    assert on_disk == encode(replay, "json")
    if game_id in SHIPPED:
        score_lines = [e.detail for _, e in played.all_events() if isinstance(e, Score)]
        shown = set(switched)
        assert not any(line in shown for line in english if line in score_lines)
        assert sum(a != b for a, b in zip(english, switched, strict=True)) > len(english) // 2
