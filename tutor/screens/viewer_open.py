"""Opening a replay in the viewer: at once, or behind a loading screen for a large file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.screen import Screen

from engine.i18n import _
from engine.safe_text import shown_path
from replays import ReplayError
from replays.opening import open_game
from tutor.screens.loading import LoadingScreen, loads_in_background
from tutor.screens.viewer import ViewerScreen


def open_viewer(app: Any, path: Path) -> Screen[Any] | None:
    """Load ``path`` and show it; a bad file is one clear message, never a traceback.

    A large file loads in a worker behind a LoadingScreen (returned; Esc cancels),
    so the app keeps answering; a small one loads at once and its viewer is returned.
    """

    def failed(err: ReplayError) -> None:
        app.notify(
            str(err), title=_("Cannot open this replay"), severity="error", timeout=8, markup=False
        )

    if loads_in_background(path):
        loading = LoadingScreen(
            path, lambda t, journal: app.push_screen(ViewerScreen(t, path, journal=journal)), failed
        )
        app.push_screen(loading)
        return loading
    try:
        timeline, journal, _format = open_game(path)
    except ReplayError as err:
        failed(err)
        return None
    except OSError as err:
        app.notify(
            f"{shown_path(path)}: {err.strerror or err}",
            title=_("Cannot open"),
            severity="error",
            markup=False,
        )
        return None
    screen = ViewerScreen(timeline, path, journal=journal)
    app.push_screen(screen)
    return screen
