"""Small helpers every screen uses."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.dom import DOMNode

if TYPE_CHECKING:
    from tutor.app import NiwaApp


def niwa(node: DOMNode) -> NiwaApp:
    """The running app, typed as ours."""
    return cast("NiwaApp", node.app)
