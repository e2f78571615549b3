"""Every example file the replay-format doc links to is a real game that verifies."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.registry import SHIPPED, get_game
from replays import load

DOCS = Path(__file__).resolve().parents[2] / "docs"
EXAMPLES = sorted((DOCS / "examples").glob("*.niwa.json"))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_example_file_verifies_to_a_finished_game(path: Path) -> None:
    timeline = load(path)
    assert timeline.is_over
    assert timeline.replay.game == path.name.split("-")[0]


def test_every_shipped_game_has_a_section_and_a_linked_example() -> None:
    """niwa's own documents cover the games it ships (a game the tests register, such as
    the toy game, documents its notation in its own folder)."""
    text = (DOCS / "replay-format.md").read_text(encoding="utf-8")
    linked = set(re.findall(r"\]\((examples/[^)]+)\)", text))
    assert {f"examples/{p.name}" for p in EXAMPLES} == linked
    for game_id in SHIPPED:
        assert f"\n## {get_game(game_id).title}\n" in text
    assert {p.name.split("-")[0] for p in EXAMPLES} | {"seikatsu"} == set(SHIPPED)
