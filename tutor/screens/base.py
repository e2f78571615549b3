"""Small helpers every screen uses."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast, runtime_checkable

from textual.dom import DOMNode

if TYPE_CHECKING:
    from tutor.app import NiwaApp


def niwa(node: DOMNode) -> NiwaApp:
    """The running app, typed as ours."""
    return cast("NiwaApp", node.app)


@runtime_checkable
class Redraws(Protocol):
    """A screen that words itself anew when the language changes (``App.action_language``);
    every other screen's widgets are only redrawn, which re-reads what they render."""

    async def language_changed(self) -> None: ...
