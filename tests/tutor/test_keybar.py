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


class _Many(Screen[None]):
    """Keys that come and go: two that fit one row, or eight that take more rows."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("x", "x", "Exes"),
        Binding("y", "y", "Whys"),
        *(Binding(key, key, f"Long words for key {key}") for key in "abcdef"),
    ]
    keys = "xy"

    def compose(self) -> ComposeResult:
        yield Static("body")
        yield KeyBar()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return action in self.keys


class _ManyApp(App[None]):
    def on_mount(self) -> None:
        self.push_screen(_Many())


async def test_the_key_bar_lays_the_screen_out_only_when_its_height_changes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A change of keys (every focus move) that packs into as many rows is a repaint: it
    used to ask for a layout of the whole screen each time (issue 24). New keys are drawn
    either way; more rows make the bar taller."""
    layouts: list[bool] = []
    real = KeyBar.refresh

    def watched(self: KeyBar, *regions: Any, **kwargs: Any) -> Any:
        layouts.append(bool(kwargs.get("layout")))
        return real(self, *regions, **kwargs)

    monkeypatch.setattr(KeyBar, "refresh", watched)
    app = _ManyApp()
    async with app.run_test(size=(60, 10)) as pilot:
        await pilot.pause()
        bar = app.screen.query_one(KeyBar)
        screen: Any = app.screen
        assert bar.size.height == 1 and "Whys" in str(bar.render())
        layouts.clear()
        screen.keys = "x"  # one key fewer: still one row
        screen.refresh_bindings()
        await pilot.pause()
        assert layouts and not any(layouts), "a layout for a bar as tall as before"
        assert "Whys" not in str(bar.render()) and "Exes" in str(bar.render())
        layouts.clear()
        screen.keys = "xabcdef"  # far more than a row of 60 cells
        screen.refresh_bindings()
        await pilot.pause()
        assert any(layouts), "no layout for a taller bar"
        assert bar.size.height > 1 and "key f" in str(bar.render())
