"""The language choice: the environment's precedence and refusing unknown codes."""

from __future__ import annotations

import pytest

from engine.language import (
    current_language,
    language_from_environment,
    use_language,
)


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, "en"),
        ({"LANG": "es_ES.UTF-8"}, "es"),
        ({"LANG": "es"}, "es"),
        ({"LANG": "es_AR@euro"}, "es"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
        # POSIX precedence: LC_ALL, then LC_MESSAGES, then LANG; empty values do not count.
        ({"LANG": "en_GB.UTF-8", "LC_MESSAGES": "es_ES.UTF-8"}, "es"),
        ({"LANG": "es_ES.UTF-8", "LC_ALL": "en_US.UTF-8"}, "en"),
        ({"LANG": "es_ES.UTF-8", "LC_ALL": ""}, "es"),
    ],
)
def test_language_from_environment(environ: dict[str, str], expected: str) -> None:
    assert language_from_environment(environ) == expected


def test_use_language_switches_and_refuses_unknown_codes() -> None:
    before = current_language()
    try:
        use_language("es")
        assert current_language() == "es"
        with pytest.raises(ValueError, match="not 'fr'"):
            use_language("fr")  # type: ignore[arg-type]
        assert current_language() == "es"
    finally:
        use_language(before)
