"""``niwa ask`` on a position with unknowns says so and gives ranges (issue 26): it never
scores a '?' card as a known one (tests/engine/test_unseen.py has the engine's side)."""

from __future__ import annotations

import json
import re
from typing import Any

from tests.engine.test_unseen import SAKURA_UNSEEN_PILE
from tutor.cli import main


def test_ask_says_a_take_of_unseen_cards_depends_on_them(capsys: Any) -> None:
    assert main(["ask", "sakura", SAKURA_UNSEEN_PILE, "xL:P3"]) == 0
    out = capsys.readouterr().out
    assert "it depends on what the position does not show" in out
    assert "left pile's 3 cards under its top card" in out
    assert "legal in 64 of 64 fills" in out
    # P11's 1 and three unseen cards of 1 or 2 each (a sample of fills: 4 up to 6 or 7).
    assert re.search(r"seat 2: 4 to [67] shurikens \(\d", out), out
    assert "Y13" not in out


def test_ask_json_gives_the_spread_and_the_fills(capsys: Any) -> None:
    assert main(["ask", "sakura", SAKURA_UNSEEN_PILE, "xL:P3", "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    take = answer["moves"][0]
    assert take["unseen"] and take["fills"] == 64 and take["points"] == []
    standing = answer["standing"]
    assert standing["totals"] == [] and standing["fills"] == 64
    assert [s["side"] for s in standing["spread"]] == ["seat 1", "seat 2"]
    assert answer["unknowns"] is True
