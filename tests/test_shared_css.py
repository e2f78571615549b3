"""The rule sets parsed from a CSS source are shared by the apps of a test process
(``tests/shared_css.py``): parsed again only for another source, another theme's
variables, and never kept from a source that does not parse."""

from __future__ import annotations

from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.css import stylesheet
from textual.css.stylesheet import StylesheetParseError
from textual.widgets import Static


class Plain(App[None]):
    CSS = "Static { background: $background; padding: 0 1; }"

    def compose(self) -> ComposeResult:
        yield Static("shown", id="shown")


class Broken(App[None]):
    CSS = "Static { color: not-a-colour; }"


def parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The text of each source Textual parses from now on."""
    parsed: list[str] = []
    real = stylesheet.parse

    def counted(scope: str, css: str, *args: Any, **kwargs: Any) -> Any:
        parsed.append(css)
        return real(scope, css, *args, **kwargs)

    monkeypatch.setattr(stylesheet, "parse", counted)
    return parsed


async def test_a_second_app_parses_nothing_the_first_did(monkeypatch: pytest.MonkeyPatch) -> None:
    async with Plain().run_test(size=(20, 4)) as pilot:  # its sources parsed, if not yet
        await pilot.pause()
    parsed = parses(monkeypatch)
    async with Plain().run_test(size=(20, 4)) as pilot:
        await pilot.pause()
        assert pilot.app.query_one("#shown").styles.padding.left == 1  # styled all the same
    assert parsed == []


async def test_another_theme_parses_the_sources_again(monkeypatch: pytest.MonkeyPatch) -> None:
    async with Plain().run_test(size=(20, 4)) as pilot:
        await pilot.pause()
        background = pilot.app.query_one("#shown").styles.background
        parsed = parses(monkeypatch)
        pilot.app.theme = "textual-light" if pilot.app.theme != "textual-light" else "nord"
        await pilot.pause()
        assert Plain.CSS in parsed  # its $background is the new theme's
        assert pilot.app.query_one("#shown").styles.background != background


@pytest.mark.parametrize("attempt", [1, 2])
async def test_a_source_that_does_not_parse_fails_every_app(attempt: int) -> None:
    with pytest.raises(StylesheetParseError):
        async with Broken().run_test(size=(20, 4)) as pilot:
            await pilot.pause()
