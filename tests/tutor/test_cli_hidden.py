"""`niwa show --seat` keeps face-down demerit cards face down (karesansui.demerits.hidden)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core import Score
from replays import load
from tutor.cli import main


def test_show_as_a_seat_hides_other_seats_demerits(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "k.niwa.json"
    assert main(["selfplay", "karesansui", "--players", "4", "--seed", "1", str(path)]) == 0
    timeline = load(path)
    ply = next(
        p
        for p in range(1, len(timeline) + 1)
        if any(isinstance(e, Score) and e.side == 0 for e in timeline.events_at(p))
    )
    capsys.readouterr()
    assert main(["show", str(path), "--ply", str(ply), "--seat", "2"]) == 0
    as_seat_2 = capsys.readouterr().out
    assert "how much is hidden from you" in as_seat_2
    assert "Player 1 ?" in as_seat_2.splitlines()[-1]
    assert main(["show", str(path), "--ply", str(ply), "--seat", "1"]) == 0
    as_seat_1 = capsys.readouterr().out
    assert "how much is hidden" not in as_seat_1
    assert "Player 1 ?" not in as_seat_1.splitlines()[-1]
