"""The set-up form's scrolling body, moved through field by field."""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll

from engine.i18n import N_


class SetupBody(VerticalScroll, can_focus=False, inherit_bindings=False):
    """The form: Up/Down go from field to field (the focused one scrolls into view), so
    the arrows never just scroll the page past the fields; PgUp/PgDn scroll. Up and Down
    are undescribed: the screen's own keys (Up/Shift+Tab, Down/Tab) say them once."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "app.focus_previous", show=False),
        Binding("down", "app.focus_next", show=False),
        Binding("pageup", "page_up", N_("Scroll up"), show=False),
        Binding("pagedown", "page_down", N_("Scroll down"), show=False),
    ]
