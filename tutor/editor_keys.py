"""Which of the position editor's keys act now: those that need a whole, consistent
position, a line that parses, or a step to undo or redo."""

from __future__ import annotations

from tutor.editing import EditSession

NEEDS_A_POSITION = ("export_picture", "copy", "empty")
"""The keys that act on the position the line says (greyed while it does not parse)."""


def key_allowed(action: str, session: EditSession) -> bool | None:
    """ "Continue from here" and "Save" only for a whole, consistent position (greyed
    until then, as lichess's editor does); undo and redo where there is a step. None
    greys a key out."""
    if action in ("continue", "save"):
        return None if not session.status().playable else True
    if action == "undo":
        return None if session.index == 0 else True
    if action == "redo":
        return None if session.index >= len(session.history) - 1 else True
    if action in NEEDS_A_POSITION and session.state is None:
        return None
    return True
