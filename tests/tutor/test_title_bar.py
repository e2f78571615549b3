"""The title bar survives its screen going away before its first title is set (issue 22,
section 6: a test run on a loaded machine stopped on Textual's Header raising NoMatches
when a door's screen was dismissed at once)."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.widgets import Header
from textual.widgets._header import HeaderTitle

from tutor.widgets.title_bar import TitleBar


class Titled(App[None]):
    def __init__(self, bar: Header) -> None:
        super().__init__()
        self.bar = bar

    def compose(self) -> ComposeResult:
        yield self.bar


async def test_a_title_change_while_the_bar_is_taken_down_is_ignored() -> None:
    app = Titled(TitleBar())
    async with app.run_test() as pilot:
        await app.bar.query_one(HeaderTitle).remove()  # as when its screen is dismissed
        app.title = "niwa"
        await pilot.pause()
    assert app.return_code in (None, 0)


async def test_the_title_follows_the_app_and_the_screen() -> None:
    app = Titled(TitleBar())
    async with app.run_test() as pilot:
        app.title = "niwa"
        await pilot.pause()
        assert "niwa" in str(app.bar.query_one(HeaderTitle).render())
        app.screen.title = "Rules"
        await pilot.pause()
        assert "Rules" in str(app.bar.query_one(HeaderTitle).render())


async def test_textual_header_alone_raises_there() -> None:
    """What the bar is for: the same steps stop an app that wears Textual's Header."""
    app = Titled(Header())
    with pytest.raises(Exception, match="HeaderTitle"):
        async with app.run_test() as pilot:
            await app.bar.query_one(HeaderTitle).remove()
            app.title = "niwa"
            await pilot.pause()
