"""The Karesansui table as a :class:`tutor.board.Board`, with the bid builder in it.

The picture (:mod:`tutor.karesansui.layout`) is drawn into a child so the board
scrolls when the table is taller than the screen (six gardens at 80x24). On a
person's bid the board keeps the *rake*: Enter (or a click) on a rock of the
bidder's garden puts one more of it in the rake, taking them all back once every
copy is in; Enter on a pile sends the bid as a place ``<rocks>@<pile>`` in notation,
which the plug-in turns into the move (so the screens never learn what a rake is).
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.widgets import Static

from engine.i18n import N_
from engine.karesansui import rocks as R
from engine.karesansui.game import BID
from engine.karesansui.notation import rocks_text
from tutor.board import Board
from tutor.karesansui import layout as P

_EMPTY_RAKE = (0,) * R.N_TYPES


class KaresansuiBoard(Board):
    """Tracker, decks, piles, the bid builder and every garden; arrows walk the places."""

    DEFAULT_CSS = """
    KaresansuiBoard { overflow-y: auto; overflow-x: hidden; }
    KaresansuiBoard > #kz-picture { width: 100%; height: auto; text-wrap: nowrap; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        *Board.BINDINGS,  # the help screen lists a board's own BINDINGS
        Binding("pageup", "page(-1)", N_("Scroll the table up"), show=False),
        Binding("pagedown", "page(1)", N_("Scroll the table down"), show=False),
    ]

    _picture: P.Picture | None = None
    rake: tuple[int, ...] = _EMPTY_RAKE
    _rake_for: Any = None
    """The position the rake was built in: a new position empties it."""

    def compose(self) -> ComposeResult:
        yield Static(id="kz-picture")

    # -- drawing ----------------------------------------------------------------------

    def choosing(self) -> bool:
        """Whether a person makes moves on this board now (the viewer's board only while
        trying a what-if: it lets it take the focus then)."""
        return bool(self.show_cursor and self.can_focus)

    def redraw(self) -> None:
        if self.state is not self._rake_for:
            self.rake = _EMPTY_RAKE
            self._rake_for = self.state
        width = self.scrollable_content_region.width or 80
        marks = self.marks()
        lit = frozenset(marks)
        hints = frozenset(ref for ref, kind in marks.items() if kind == "hint")
        self._picture = P.draw(
            self.state,
            width=width,
            viewer=self.viewer,
            interactive=self.choosing(),
            rake=self.rake,
            cursor=self.shown_cursor(),
            lit=lit,
            name=self.seat_name,
            hints=hints,
        )
        out = Text("\n").join(self._picture.lines)
        out.no_wrap = True
        out.overflow = "crop"
        if self.is_mounted:
            self.query_one("#kz-picture", Static).update(out)
        self._keep_cursor_in_view()

    def _keep_cursor_in_view(self) -> None:
        cursor = self.shown_cursor()
        if self._picture is None or cursor not in self._picture.places:
            return
        line = self._picture.places[cursor].line
        height = self.scrollable_content_region.height
        if line < self.scroll_y or line >= self.scroll_y + height:
            self.scroll_to(y=max(0, line - height // 2), animate=False)

    def after_show(self) -> None:
        """Redrawn even when only the lit refs changed (a hint on the same position): the
        picture is drawn into a child, not by ``render``."""
        if self.is_mounted:
            self.redraw()

    def on_mount(self) -> None:
        self.redraw()

    def on_resize(self) -> None:
        self.redraw()

    def watch_state(self) -> None:
        if self.cursor is None or (self._picture and self.cursor not in self._picture.places):
            self.set_reactive(Board.cursor, None)
        self.redraw()
        if self.cursor is None or self._picture is None or self.cursor not in self._picture.places:
            self.set_reactive(Board.cursor, self.home_ref())
            self.redraw()

    def watch_cursor(self) -> None:
        self.redraw()

    def watch_show_cursor(self) -> None:
        self.redraw()

    def watch_lit(self) -> None:
        self.redraw()

    def on_focus(self) -> None:
        self.redraw()

    def on_blur(self) -> None:
        self.redraw()

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._picture.lines) if self._picture else 1

    # -- places -------------------------------------------------------------------------

    def home_ref(self) -> str | None:
        """The first place: the first rock of the bidder's garden, else the first place."""
        if self._picture is None or not self._picture.rows:
            return None
        for row in self._picture.rows:
            for ref in row:
                if ref.startswith(("rock:", "move:", "draw:")):
                    return ref
        return self._picture.rows[0][0]

    def ref_at(self, x: int, y: int) -> str | None:
        if self._picture is None:
            return None
        return self._picture.ref_at(x, y + int(self.scroll_y))

    def step(self, ref: str, dx: int, dy: int) -> str:
        rows = self._picture.rows if self._picture else []
        where = next(((r, row.index(ref)) for r, row in enumerate(rows) if ref in row), None)
        if where is None:
            return self.home_ref() or ref
        r, i = where
        if dx:
            row = rows[r]
            return row[max(0, min(len(row) - 1, i + dx))]
        new = max(0, min(len(rows) - 1, r + dy))
        if new == r:
            return ref
        # the place in the new row nearest the same column
        assert self._picture is not None
        x = self._picture.places[ref].start
        places = self._picture.places
        return min(rows[new], key=lambda other: abs(places[other].start - x))

    def ref_order(self, ref: str) -> Any:
        if self._picture is None:
            return 0
        place = self._picture.places.get(ref)
        return (place.line, place.start) if place else (10**6, 0)

    def action_move(self, dx: int, dy: int) -> None:
        """An arrow past the last place up or down scrolls on, so the whole table (the
        gardens below the last place, the tracker above) is reachable by keys."""
        before = self.cursor
        super().action_move(dx, dy)
        if dy and self.cursor == before:
            self.scroll_relative(y=dy * 3, animate=False)

    # -- the rake -------------------------------------------------------------------------

    def choose_ref(self, ref: str) -> str | None:
        """What choosing ``ref`` means: a rock goes into the rake (None: nothing to send);
        a pile becomes the bid in notation; other places are sent as they are."""
        state = self.state
        if ref.startswith("rock:") and state is not None and state.phase == BID:
            t = R.BY_CODE[ref.removeprefix("rock:")]
            have = state.gardens[state.seat][t]
            rake = list(self.rake)
            rake[t] = 0 if rake[t] >= have else rake[t] + 1
            self.rake = tuple(rake)
            self.redraw()
            return None
        if ref.startswith("pile:"):
            return f"{rocks_text(R.codes(R.types_of(self.rake)))}@{ref.removeprefix('pile:')}"
        if ref.startswith("draw:"):
            return f"+{ref.removeprefix('draw:')}"
        return ref.removeprefix("move:")

    def action_choose(self) -> None:
        if self.cursor is None:
            return
        sent = self.choose_ref(self.cursor)
        if sent is not None:
            self.post_message(self.TargetChosen(self, sent))

    def on_click(self, event: Any) -> None:
        # From the screen position: a click lands on the picture inside the scrolled
        # board, whose own offset already counts the scroll.
        region = self.content_region
        if event.screen_offset not in region:
            return
        offset = event.screen_offset - region.offset
        ref = self.ref_at(offset.x, offset.y)
        if ref is None:
            return
        event.stop()
        self.cursor = ref
        sent = self.choose_ref(ref)
        if sent is not None:
            self.post_message(self.TargetChosen(self, sent))
