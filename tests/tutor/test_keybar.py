"""The key bar packs its keys once per change of the screen's bindings, not at every
layout and repaint (asking which keys work runs every ``check_action`` along the focus
chain), and packs them again when a key comes or goes."""

from __future__ import annotations

from typing import Any, ClassVar

import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Static

from tutor.widgets.keybar import KeyBar


class _Keys(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("x", "x", "Exes"), Binding("y", "y", "Whys")]
    allow_y = True

    def compose(self) -> ComposeResult:
        yield Static("body")
        yield KeyBar()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.allow_y or action != "y"


class _KeysApp(App[None]):
    def on_mount(self) -> None:
        self.push_screen(_Keys())


async def test_the_key_bar_packs_once_per_change_of_bindings(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    packed = 0
    real = KeyBar._keys

    def counted(self: KeyBar) -> Any:
        nonlocal packed
        packed += 1
        return real(self)

    monkeypatch.setattr(KeyBar, "_keys", counted)
    app = _KeysApp()
    async with app.run_test(size=(60, 10)) as pilot:
        await pilot.pause()
        bar = app.screen.query_one(KeyBar)
        assert "Whys" in str(bar.render())
        packed = 0
        for _ in range(5):
            bar.refresh(layout=True)
            await pilot.pause()
        assert packed == 0, "packed again with nothing changed"
        screen: Any = app.screen
        screen.allow_y = False
        screen.refresh_bindings()
        await pilot.pause()
        assert packed >= 1
        assert "Whys" not in str(bar.render()) and "Exes" in str(bar.render())
