from __future__ import annotations

from typing import Any

import pytest

from tutor.cli import main


def test_rules_lists_the_catalogue_with_sections_and_rulings(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rules", "seikatsu"]) == 0
    out = capsys.readouterr().out
    assert "Flocks score at once (seikatsu.birds.flock)" in out
    assert "Rulebook: «2. Puntuación de aves coincidentes»" in out
    assert "Rulebook: «Modo de torneo»; niwa's ruling" in out


def test_rules_search_narrows_and_reports_no_match(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "seikatsu", "pond", "never"]) == 0
    out = capsys.readouterr().out
    assert "seikatsu.place.pond" in out
    assert "seikatsu.birds.flock" not in out
    assert main(["rules", "seikatsu", "xyzzy"]) == 1


def test_rules_alone_says_how_to_ask(capsys: pytest.CaptureFixture[str]) -> None:
    # Issue 22: `niwa rules` alone said "the following arguments are required: game, words".
    assert main(["rules"]) == 0
    captured = capsys.readouterr()
    assert "required" not in captured.err
    assert "niwa rules GAME WORDS" in captured.out and "seikatsu" in captured.out


def test_a_refused_selfplay_save_names_force(
    tmp_path: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    out = str(tmp_path / "game.json")
    assert main(["selfplay", "seikatsu", out, "--seed", "1"]) == 0
    assert main(["selfplay", "seikatsu", out, "--seed", "1"]) == 1
    assert "--force" in capsys.readouterr().err
