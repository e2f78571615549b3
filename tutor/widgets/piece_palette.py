"""The editor's palette: the game's pieces with how many are left in the box, and the
trash tool (lichess's board editor has both). Choosing an entry posts
:class:`PiecePalette.Chosen`; the screen then puts that piece on the places chosen on
the board (the trash takes pieces off)."""

from __future__ import annotations

from rich.text import Text
from textual import events, on
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from engine.i18n import _
from engine.safe_text import escaped
from tutor.piece_editing import Piece
from tutor.widgets.settled_options import SettledOptionList

TRASH = "trash"
"""The palette entry that takes pieces off the board (its option id)."""


class PiecePalette(SettledOptionList):
    """One line per kind of piece: code, name, left in the box; the trash first."""

    DEFAULT_CSS = """
    PiecePalette { height: 1fr; }
    """

    codes: tuple[str, ...] = ()
    typed = ""
    """The code typed so far (type-to-find)."""

    class Chosen(Message):
        """A palette entry was chosen: a piece's code, or None for the trash."""

        def __init__(self, code: str | None) -> None:
            super().__init__()
            self.code = code

    class PlaceChosen(Message):
        """A place listed under the pieces was chosen (its ref), as a board place is."""

        def __init__(self, ref: str) -> None:
            super().__init__()
            self.ref = ref

    def show(
        self,
        pieces: list[Piece],
        held: str | None,
        trash: bool,
        places: list[tuple[str, str]] | None = None,
    ) -> None:
        """Redraw the entries (the counts change with every edit), keeping the highlight."""
        highlighted = self.highlighted
        self.codes = tuple(piece.code for piece in pieces)
        self.clear_options()
        mark = "> " if trash else "  "
        self.add_option(Option(Text(mark + "x  " + _("trash: take a piece off")), id=TRASH))
        for piece in pieces:
            mark = "> " if piece.code == held and not trash else "  "
            left = "" if piece.left is None else "  " + _("{count} left").format(count=piece.left)
            line = Text(f"{mark}{escaped(piece.code):<4}{escaped(piece.label)}{left}")
            if piece.left == 0:
                line.stylize("dim")
            self.add_option(Option(line, id=f"piece-{piece.code}"))
        if places:
            self.add_option(Option(Text(_("Put it on (Enter):"), style="bold"), disabled=True))
            for ref, label in places:
                self.add_option(Option(Text(f"  @  {escaped(label)}"), id=f"place-{ref}"))
        if highlighted is not None and highlighted < self.option_count:
            self.highlighted = highlighted
        title = _("trash") if trash else (held or _("none"))
        self.border_title = _("Pieces (holding: {piece})").format(piece=title)

    def on_key(self, event: events.Key) -> None:
        """Type a piece's code to jump to it (``Ep``, ``K``, ``2W``): a key is taken only
        while it continues some code, so the screen's own letter keys still work."""
        char = event.character or ""
        if len(char) != 1 or not char.isprintable() or char == " ":
            self.typed = ""
            return
        typed = self.typed + char
        if not any(code.startswith(typed) for code in self.codes):
            typed = char
            if not any(code.startswith(typed) for code in self.codes):
                self.typed = ""
                return
        self.typed = typed
        event.stop()
        event.prevent_default()
        for index in range(self.option_count):
            option_id = self.get_option_at_index(index).id or ""
            if option_id.removeprefix("piece-").startswith(typed):
                self.highlighted = index
                return

    def highlight_places(self) -> None:
        """Put the highlight on the first place listed (a piece was just chosen)."""
        for index in range(self.option_count):
            if (self.get_option_at_index(index).id or "").startswith("place-"):
                self.highlighted = index
                return

    @on(OptionList.OptionSelected)
    def chosen(self, event: OptionList.OptionSelected) -> None:
        if event.option_list is not self:
            return
        event.stop()
        option_id = event.option.id or ""
        if option_id.startswith("place-"):
            self.post_message(self.PlaceChosen(option_id.removeprefix("place-")))
            return
        self.post_message(
            self.Chosen(None if option_id == TRASH else option_id.removeprefix("piece-"))
        )
