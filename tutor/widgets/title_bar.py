"""The title bar every screen wears: Textual's ``Header``, safe when its screen goes away
before the first title is set.

``Header`` sets its title in a coroutine that runs after mount and catches only
``NoScreen``. A screen dismissed at once (Esc pressed on a screen that is still being
mounted, easily done on a loaded machine) has had the header's children removed by then,
``query_one(HeaderTitle)`` raises ``NoMatches``, and the whole app stops on it.
"""

from __future__ import annotations

from contextlib import suppress

from textual import events
from textual.css.query import NoMatches
from textual.dom import NoScreen
from textual.widgets import Header
from textual.widgets._header import HeaderTitle


class TitleBar(Header):
    """A ``Header`` whose title follows the app's and the screen's, and never raises."""

    def _on_mount(self, event: events.Mount) -> None:
        # Header's own handler would add a second, unguarded set of watchers.
        event.prevent_default()

        def set_title() -> None:
            if not self.is_attached:
                return
            with suppress(NoMatches, NoScreen):  # the screen is being taken down
                self.query_one(HeaderTitle).update(self.format_title())

        self.watch(self.app, "title", set_title)
        self.watch(self.app, "sub_title", set_title)
        self.watch(self.screen, "title", set_title)
        self.watch(self.screen, "sub_title", set_title)
