"""Small helpers every screen uses, and what a screen may ask of the app.

A screen reaches the app through :class:`NiwaServices`, the few doors it needs (the
settings, opening a screen by its action, the fate of a game on Play), never through the
app's class: so no screen module imports the app (tutor/app.py checks, with mypy, that
the app offers every door).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, cast, runtime_checkable

from rich.text import Text
from textual.dom import DOMNode
from textual.screen import Screen

from tutor.settings import Settings

if TYPE_CHECKING:
    from textual.app import App
    from textual.notifications import SeverityLevel

    from engine.core import Event
    from tutor.session import PlaySession, TablePlan


class GameScreen(Protocol):
    """A screen holding a game in progress (Play), as the app ends or leaves it."""

    @property
    def session(self) -> PlaySession: ...


class TableScreen(GameScreen, Protocol):
    """Play at a real table, as the table's corrections and unseen draws
    (``tutor/table_fix.py``, ``tutor/table_seat.py``) drive it: named here so those
    modules need not import Play, which imports them."""

    @property
    def app(self) -> App[Any]: ...
    def show_prompt(self, text: Text) -> None: ...
    def log_events(self, actor: int, events: tuple[Event, ...], step: Any) -> None: ...
    def advance(self) -> None: ...
    def after_correction(self, said: str) -> None: ...
    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None: ...


class NiwaServices(Protocol):
    """What the screens ask of the running app."""

    settings: Settings

    def action_play(self, game_id: str) -> None: ...
    def action_rules(self, game_id: str) -> None: ...
    def action_learn(self, game_id: str) -> None: ...
    def action_dispute(self, game_id: str, position: str | None = None) -> None: ...
    def action_practise(self, game_id: str) -> None: ...
    def action_pick_replay(self, game_id: str = "") -> None: ...
    def action_open_replay(self, path: str) -> None: ...
    def action_resume(self, journal: str) -> None: ...
    def open_replay(self, path: Path) -> Screen[Any] | None: ...
    def start_game(
        self,
        game_id: str,
        options: Any,
        names: list[str],
        plan: TablePlan,
        *,
        replace: Screen[Any] | None = None,
        start: str | None = None,
    ) -> Screen[Any] | None: ...
    def recording_failed(self, screen: GameScreen, err: Exception) -> None: ...
    def game_left(self, screen: GameScreen) -> None: ...
    def game_finished(self, screen: GameScreen) -> None: ...


def niwa(node: DOMNode) -> NiwaServices:
    """The running app, as the screens may use it."""
    return cast(NiwaServices, node.app)


@runtime_checkable
class Redraws(Protocol):
    """A screen that words itself anew when the language changes (``App.action_language``);
    every other screen's widgets are only redrawn, which re-reads what they render."""

    async def language_changed(self) -> None: ...
