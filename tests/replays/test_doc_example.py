"""The worked example in docs/replay-format.md is a real game that verifies as described."""

from __future__ import annotations

import re
from pathlib import Path

from engine.seikatsu import GAME, Play
from replays import loads, score_report

DOC = Path(__file__).resolve().parents[2] / "docs" / "replay-format.md"
MARKER = "<!-- example: seikatsu-3p"


def example_block() -> tuple[str, str]:
    """The JSON block after the marker, and the prose that follows it."""
    text = DOC.read_text(encoding="utf-8")
    after = text[text.index(MARKER) :]
    m = re.search(r"```json\n(.*?)\n```\n(.*?)(?:\n## |\Z)", after, re.S)
    assert m, "the example block is missing"
    return m[1], m[2]


def test_the_documented_game_verifies_and_ends_as_the_doc_says() -> None:
    block, prose = example_block()
    timeline = loads(block.encode(), "docs/replay-format.md")
    assert timeline.replay.game == "seikatsu" and timeline.replay.options.players == 3
    assert len(timeline) == 69 and timeline.is_over  # "a 3-player game has ... 69 moves"
    report = score_report(timeline)
    said = ", ".join(f"{side.name} {side.score}" for side in report.players)
    assert f"**{said}**" in prose
    assert report.winners == ["Chie"] and report.tiebreak == "seikatsu.end.tiebreak"
    assert "Chie wins" in prose and "seikatsu.end.tiebreak" in prose
    # Ply 46: the koi as a Scarlet Tanager matching d6 and d5, 3 points for Aki.
    assert timeline.move_at(46) == Play(0, "K", "e5", "T")
    assert timeline.scores_at(46)[0] - timeline.scores_at(45)[0] == 3
    assert GAME.move_text(timeline.move_at(10)) == "Ft-d3"
    line = timeline.variation(0)
    assert [GAME.move_text(line.move_at(p)) for p in (10, 11)] == ["Wm-d6", "+Wt"]


def test_the_documented_move_order_matches_the_example() -> None:
    timeline = loads(example_block()[0].encode())
    kinds = "".join(
        "d" if GAME.move_text(timeline.move_at(p))[0] == "+" else "p" for p in range(1, 70)
    )
    # 3 setup + 6 deal draws, then play/draw pairs, then plays once the bag is empty.
    assert kinds == "d" * 9 + "pd" * 27 + "p" * 6
