"""The palette's Screenshot: the screen as SVG in niwa's data folder, said where.

Textual's own command saves into ~/Downloads, which many machines lack; niwa's goes where
its replays and journals are (made if missing), and a folder it cannot write is a toast.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import App

from engine.i18n import _


def screenshot_to_data_dir(app: App[Any]) -> Path | None:
    """Save ``app``'s screen as SVG in the data folder's ``screenshots``; where it went."""
    from replays import data_dir

    folder = data_dir() / "screenshots"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        saved = Path(app.save_screenshot(path=str(folder)))
    except OSError as err:
        app.notify(
            f"{folder}: {err.strerror or err}",
            title=_("Screenshot not saved"),
            severity="error",
            markup=False,
        )
        return None
    app.notify(str(saved), title=_("Screenshot saved"), markup=False)
    return saved
