"""The viewer's lines: the main line and each what-if branch, to choose one.

Shown only where the replay has what-ifs. The viewer passes the main line and the line
shown down in one call (:meth:`LineList.show`); choosing is OptionList's own
``OptionSelected``, whose option id is ``"main"`` or the what-if's index.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets.option_list import Option

from engine.i18n import ngettext
from replays import Timeline
from replays.explain import moves_from
from tutor.widgets.settled_options import SettledOptionList


class LineList(SettledOptionList):
    """The main line and the what-ifs, the one shown highlighted."""

    DEFAULT_CSS = """
    LineList, LineList:focus {
        height: auto;
        max-height: 6;
        border: round $secondary 60%;
    }
    """

    def show(self, main: Timeline, shown: int | None) -> None:
        """List ``main``'s lines, highlighting what-if number ``shown`` (None: the main line)."""
        variations = main.replay.variations
        self.display = bool(variations)
        self.clear_options()
        if not variations:
            return
        moves = len(main)
        said = ngettext("Main line: {n} move", "Main line: {n} moves", moves).format(n=moves)
        self.add_option(Option(Text(said), id="main"))
        for i, variation in enumerate(variations):
            label = Text.assemble((f"{variation.name}: ", "magenta"))
            label.append(moves_from(variation.from_ply, len(variation.moves)))
            self.add_option(Option(label, id=str(i)))
        self.highlighted = 0 if shown is None else shown + 1
