"""Loading a large replay in a worker thread, with a way to give up (Esc or Cancel).

Loading is checking: every move goes through the rules engine. A small file (a
real game is a few KB) loads at once; a large one, up to the 4 MiB limit, could
keep the app from answering for a while, so it loads off the UI thread while this
screen says so. Cancelling stops the check between two moves.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static
from textual.worker import Worker, WorkerState

from engine.i18n import N_, _
from engine.safe_text import shown_path
from replays import ReplayError, Timeline
from replays.opening import Opened, open_game

BACKGROUND_BYTES = 64 * 1024
"""Files larger than this load in a worker; smaller ones are checked in milliseconds."""


def loads_in_background(path: Path) -> bool:
    """Whether ``path`` is large enough to load off the UI thread."""
    try:
        return path.stat().st_size > BACKGROUND_BYTES
    except OSError:
        return False  # the loader says what is wrong, at once


class LoadingScreen(ModalScreen[None]):
    """ "Checking game.niwa.json..." while a worker loads it; Esc gives up.

    ``done`` receives the Timeline, or the one-line ReplayError (a cancelled load
    calls neither).
    """

    DEFAULT_CSS = """
    /* Loading a large replay: a small box over the screen below. */
    LoadingScreen {
        align: center middle;
    }

    LoadingScreen > Vertical {
        width: 60;
        height: auto;
        padding: 1 2;
        border: round $accent;
        background: $surface;
    }

    LoadingScreen Button {
        margin-top: 1;
    }
    """
    SCOPED_CSS = False
    """The rules name this screen themselves (some under the app's ``-narrow`` class)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", N_("Cancel"))]

    def __init__(
        self,
        path: Path,
        opened: Callable[[Timeline, bool], None],
        failed: Callable[[ReplayError], None],
    ) -> None:
        super().__init__()
        self.path = path
        self.opened = opened
        self.failed = failed
        self.stop = threading.Event()
        self.worker: Worker[Opened] | None = None

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(
                Text(
                    _("Checking {file} move by move...").format(file=shown_path(self.path.name)),
                    style="bold",
                )
            )
            yield Static(Text(_("A large file: Esc or Cancel gives up."), style="dim"))
            yield Button(_("Cancel"), id="cancel")

    def on_mount(self) -> None:
        self.worker = self.run_worker(
            self._load, thread=True, exit_on_error=False, name=f"load {shown_path(self.path.name)}"
        )

    def _load(self) -> Opened:
        return open_game(self.path, cancelled=self.stop.is_set)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker is not self.worker or self.stop.is_set():
            return
        if event.state == WorkerState.SUCCESS:
            game = event.worker.result
            self.dismiss()
            if game is not None:
                self.opened(game.timeline, game.journal)
        elif event.state == WorkerState.ERROR:
            error: Any = event.worker.error
            self.dismiss()
            if isinstance(error, ReplayError):
                self.failed(error)
            else:
                self.failed(
                    ReplayError(
                        str(self.path), _("cannot be loaded: {error}").format(error=repr(error))
                    )
                )

    @on(Button.Pressed, "#cancel")
    def _cancel_pressed(self) -> None:
        self.action_cancel()

    def action_cancel(self) -> None:
        self.stop.set()
        if self.worker is not None:
            self.worker.cancel()
        self.dismiss()
