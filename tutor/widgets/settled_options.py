"""An OptionList that never keeps its options laid out at a width it no longer has.

Textual's OptionList lays its options out (how many lines each wraps to) when it is
first drawn, and lays them out again only on a Resize event (Textual 8.2). A list
drawn before its vertical scrollbar appears keeps the layout of the wider box: an
option that wraps once the scrollbar takes two columns still gets one line, and its
tail is lost (a legend at 80x24 showed "(dark" with no "blue)"; the editor's palette
"2" with no "left").
The scrollbar changes the box's inner width but not the widget's size, so no Resize
comes; and whether the list was drawn before it appeared or after depends on when the
screen refreshed, hence on the machine's load. ``SettledOptionList`` lays its options
out again whenever the width they are drawn at changes, so what is drawn never
depends on that timing. Every option list of the app is one (``tests/tutor/fit.py``
checks it on every screen it walks).
"""

from __future__ import annotations

from textual.widgets import OptionList


class SettledOptionList(OptionList):
    """An OptionList whose line layout follows the width its options are drawn at."""

    _laid_out_width: int | None = None

    def _update_lines(self) -> None:
        width = self.scrollable_content_region.width
        if width != self._laid_out_width:
            self._laid_out_width = width
            self._option_render_cache.clear()  # laid out at another width: again, now
            self._line_cache.clear()
        super()._update_lines()
