from __future__ import annotations

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
