"""The board widget contract: what every game's board shows and what it tells its screen.

Play, the viewer (and its what-if), and the lessons drive a board only through
:class:`Board`, so they work for every game the same way:

- **Down** (set by the screen with :meth:`Board.show`, read by ``render``): the
  ``state`` shown, the ``viewer`` seat it is shown to (``None``: everything open),
  ``lit`` refs by kind (``"score"``, ``"row"``, ``"target"``, ``"refused"``, from
  Score/Log refs and the move being made), the ``last`` move's refs, and a
  ``preview`` of the move under the cursor (the words :class:`tutor.ui.GamePlugin`
  computes), the piece ``held`` to place (set as the screen picks one), and the
  players' ``names`` by seat (a board says "Ana's garden", not "seat 1": use
  :meth:`Board.seat_name`, and draw names as ``Text``, never as markup).
- **Up** (Textual messages, bubbling to the screen): :class:`Board.PiecePicked`
  when a piece drawn on the board is clicked, :class:`Board.TargetChosen` when a
  place is chosen (Enter or Space on the cursor, or a click), :class:`Board.CursorMoved`
  when the arrows move the cursor.

A game's board overrides ``render`` and, if it has places to point at, ``ref_at``
(what a click hits), ``step`` (where an arrow goes), ``ref_order`` (which target the
cursor jumps to first) and ``piece_at`` (pieces drawn on the board). Refs are the
engine's own names (cells, piles), the same strings as ``Score.refs``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, TypeVar, cast

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.geometry import Offset, Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from engine.core import Game, name_of
from engine.i18n import N_
from engine.language import current_language

LAST = "last"
"""The kind of the last move's refs, under every other kind (``lit`` wins)."""


class Board(Widget, can_focus=True):
    """The base of every game's board. Arrows move the cursor; Enter, Space or a click choose."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1, 0)", N_("Cursor left"), show=False),
        Binding("right", "move(1, 0)", N_("Cursor right"), show=False),
        Binding("up", "move(0, -1)", N_("Cursor up"), show=False),
        Binding("down", "move(0, 1)", N_("Cursor down"), show=False),
        Binding("enter,space", "choose", N_("Choose the place under the cursor"), show=False),
    ]

    has_places: ClassVar[bool] = True
    """Whether the board has places to point at (a cursor, targets); the text board has none."""

    class PiecePicked(Message):
        """A piece drawn on the board was picked (its code, as ``GamePlugin.hand_codes``)."""

        def __init__(self, board: Board, code: str) -> None:
            super().__init__()
            self.board = board
            self.code = code

    class TargetChosen(Message):
        """The player chose a place (a ref) for the piece in hand."""

        def __init__(self, board: Board, ref: str) -> None:
            super().__init__()
            self.board = board
            self.ref = ref

    class CursorMoved(Message):
        """The cursor is on a new place: the screen may preview the move there."""

        def __init__(self, board: Board, ref: str) -> None:
            super().__init__()
            self.board = board
            self.ref = ref

    state: reactive[Any] = reactive[Any](None, layout=True)
    viewer: reactive[int | None] = reactive[int | None](None)
    lit: reactive[Mapping[str, str]] = reactive[Mapping[str, str]](dict)
    last: reactive[tuple[str, ...]] = reactive[tuple[str, ...]](tuple)
    preview: reactive[Text] = reactive[Text](Text)
    held: reactive[str | None] = reactive[str | None](None)
    """The piece the player holds to place (a code of ``GamePlugin.hand_codes``), or None.

    Set by the move-entry screens whenever they pick or drop a piece, so a board can
    draw it under its cursor (a ghost of it where it would go)."""
    names: reactive[tuple[str, ...]] = reactive[tuple[str, ...]](tuple)
    """The players' names by seat, as the screen knows them (empty: none known)."""
    cursor: reactive[str | None] = reactive[str | None](None)
    show_cursor: reactive[bool] = reactive(False)
    table_draw: bool = False
    """Whether the people at a real table are to enter the draw just made (Play in table
    mode, ``Due.TABLE_DRAW``; set before :meth:`show`): a board may draw a picker for it
    and send the draw as a place, which ``GamePlugin.raw_move`` reads."""
    enters_draws: bool = True
    """Whether a person may enter a draw on this board at all (Play at the table, the
    viewer's what-if); False in the lessons, where the course deals: no draw picker."""
    entering: bool = False
    """Whether a person enters the move of the seat to move on this board now (set by the
    move-entry screens before :meth:`show`): a board of several gardens draws that seat's,
    where the move is judged (the viewer's what-if looked at the last mover's)."""

    def __init__(
        self,
        game: Game[Any, Any, Any],
        *,
        id: str | None = None,
        classes: str | None = None,
        show_cursor: bool = False,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.game = game
        self.set_reactive(Board.show_cursor, show_cursor)
        self.set_reactive(Board.cursor, self.home_ref())

    # -- down: what to show ------------------------------------------------------------

    def show(
        self,
        state: Any,
        *,
        viewer: int | None = None,
        lit: Mapping[str, str] | None = None,
        last: tuple[str, ...] = (),
        names: Sequence[str] | None = None,
    ) -> None:
        """Show ``state`` to ``viewer`` with ``lit`` refs and the ``last`` move marked.

        ``names`` (by seat) replaces the names shown; None keeps the ones already set."""
        if names is not None:
            self.set_reactive(Board.names, tuple(names))
        self.set_reactive(Board.viewer, viewer)
        self.set_reactive(Board.lit, dict(lit or {}))
        self.set_reactive(Board.last, tuple(last))
        self.state = state
        self.refresh(layout=True)
        self.after_show()

    def after_show(self) -> None:
        """Called once ``show`` has set everything: a board that draws into a child widget
        rather than by ``render`` redraws here, since ``lit`` alone may have changed."""

    def seat_name(self, seat: int) -> str:
        """The name of ``seat`` as the table knows it, or "seat N" where no name is known."""
        return name_of(self.names, seat)

    def marks(self) -> dict[str, str]:
        """Every lit ref and its kind: the last move's refs under the ``lit`` ones."""
        out = {ref: LAST for ref in self.last}
        out.update(self.lit)
        return out

    def watch_cursor(self) -> None:
        self.refresh()

    def watch_show_cursor(self) -> None:
        self.refresh()

    def watch_preview(self) -> None:
        self.refresh()

    def watch_held(self) -> None:
        self.refresh()

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def shown_cursor(self) -> str | None:
        """The cursor to draw: only on a board that shows one and has the focus."""
        return self.cursor if self.show_cursor and self.has_focus else None

    def aim(self, targets: set[str]) -> None:
        """Put the cursor on one of ``targets`` (a piece was just picked), if not on one."""
        if targets and self.cursor not in targets:
            self.cursor = min(targets, key=self.ref_order)

    # -- what a game's board overrides ---------------------------------------------------

    def offers_draw(self) -> bool:
        """Whether the board draws a picker for the table's draw now (``table_draw``):
        Play then gives it the focus, and ``t`` still types the draw instead."""
        return False

    def home_ref(self) -> str | None:
        """Where the cursor starts (None: the board has no places to point at)."""
        return None

    def ref_at(self, x: int, y: int) -> str | None:
        """The place drawn at content offset (x, y), if any."""
        return None

    def piece_at(self, x: int, y: int) -> str | None:
        """The code of a piece drawn at content offset (x, y), if the board draws pieces."""
        return None

    def step(self, ref: str, dx: int, dy: int) -> str:
        """The place an arrow leads to from ``ref`` (``ref`` itself at an edge)."""
        return ref

    def ref_order(self, ref: str) -> Any:
        """Sort key of places: the cursor jumps to the first target."""
        return ref

    # -- up: input ----------------------------------------------------------------------

    def click_offset(self, event: events.Click) -> Offset | None:
        """Where a click landed in what the board drew (None: outside its content), the
        scroll counted: a click lands on a drawing that scrolls inside the board."""
        region = self.content_region
        if not region.contains_point(event.screen_offset):
            return None
        return event.screen_offset - region.offset + self.scroll_offset

    def on_click(self, event: events.Click) -> None:
        offset = self.click_offset(event)
        if offset is None:
            return
        piece = self.piece_at(offset.x, offset.y)
        if piece is not None:
            event.stop()
            self.post_message(self.PiecePicked(self, piece))
            return
        ref = self.ref_at(offset.x, offset.y)
        if ref is not None:
            event.stop()
            self.cursor = ref
            self.post_message(self.TargetChosen(self, ref))

    def action_page(self, direction: int) -> None:
        """Scroll a page, one line kept: for a board taller than its panel (a game's
        own Page keys, the viewer's Shift+arrows); one that fits stays put."""
        height = max(1, self.scrollable_content_region.height - 1)
        self.scroll_relative(y=direction * height, animate=False)

    def action_move(self, dx: int, dy: int) -> None:
        start = self.cursor or self.home_ref()
        if start is None:
            return
        self.cursor = self.step(start, dx, dy)
        self.post_message(self.CursorMoved(self, self.cursor))

    def action_choose(self) -> None:
        if self.cursor is not None:
            self.post_message(self.TargetChosen(self, self.cursor))


class BoardDrawing(Widget):
    """What a :class:`ScrollingBoard` draws, as tall as it is: the board scrolls it."""

    DEFAULT_CSS = """
    BoardDrawing { width: 100%; height: auto; }
    """

    def __init__(self, board: ScrollingBoard) -> None:
        super().__init__()
        self.board = board

    def render(self) -> Text:
        return self.board.drawing()

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self.board.drawing_height()


P = TypeVar("P")
"""A board's picture: each game paints its own kind."""


class ScrollingBoard(Board):
    """A board whose drawing may be taller than its panel (every seat's hand, the gardens
    and the offer at 80x24): drawn into a child, so the board scrolls it (its screen's
    page keys, the viewer's Shift+arrows) and nothing is cut off (issue 22).

    A game's board overrides :meth:`drawing` (the lines for the board's width and visible
    height) in place of ``render``; every ``refresh`` of the board redraws the child."""

    DEFAULT_CSS = """
    ScrollingBoard { overflow-y: auto; overflow-x: hidden; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("pageup", "page(-1)", N_("Scroll the board up"), show=False),
        Binding("pagedown", "page(1)", N_("Scroll the board down"), show=False),
    ]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The page keys only while the drawing is taller than the board: else they are
        the screen's (a lesson's next step)."""
        if action == "page":
            return self.max_scroll_y > 0
        return True

    def compose(self) -> ComposeResult:
        yield BoardDrawing(self)

    def drawing(self) -> Text:
        """The whole drawing, for :meth:`view_size` (lines longer than its height scroll)."""
        raise NotImplementedError

    def drawing_height(self) -> int:
        return len(self.drawing().plain.split("\n")) if self.state is not None else 1

    _painted: tuple[object, tuple[object, ...], object] | None = None

    def painted(self, state: object, key: tuple[object, ...], paint: Callable[[], P]) -> P:
        """The picture ``paint`` makes, painted once while ``state`` (the same object:
        positions are frozen), ``key`` (what else the picture is painted from) and the
        language stay the same. One refresh asks for the drawing four times: twice for
        the board's height and its scrollbar, twice to draw it."""
        key = (current_language(), *key)
        if self._painted is not None:
            last_state, last_key, picture = self._painted
            if last_state is state and last_key == key:
                return cast(P, picture)
        made = paint()
        self._painted = (state, key, made)
        return made

    def view_size(self) -> Size:
        """The width to draw at and the height the board shows at once: the width left
        by the scrollbar where the drawing is taller than the board. Worked out from the
        board's box alone, never from whether a scrollbar shows now: a drawing that
        followed the scrollbar could grow it and lose it in turn, for ever."""
        outer, gutter = self.outer_size, self.styles.gutter
        width = max(0, outer.width - gutter.width)  # the size set by the last layout: asking
        height = max(0, outer.height - gutter.height)  # for the region would lay out again
        if width and height and self.lines_for(width, height) > height:
            width = max(1, width - self.styles.scrollbar_size_vertical)
        return Size(width, height)

    def lines_for(self, width: int, height: int) -> int:
        """How many lines the drawing takes at ``width`` for a board ``height`` high."""
        raise NotImplementedError

    def render(self) -> Text:
        return Text()

    def refresh(
        self, *regions: Region, repaint: bool = True, layout: bool = False, recompose: bool = False
    ) -> ScrollingBoard:
        super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)
        for child in self.children:
            if isinstance(child, BoardDrawing):
                child.refresh(layout=True)
        return self


class TextBoard(Board, can_focus=False):
    """Any game's position as the engine describes it, in plain text (no places to point at)."""

    DEFAULT_CSS = """
    TextBoard { height: auto; text-wrap: nowrap; text-overflow: clip; padding: 1 2; }
    """
    has_places = False

    def render(self) -> Text:
        """The engine's lines as they are: never wrapped (a wrapped row of a garden reads
        as two rows); what is wider than the panel is cut at its edge."""
        if self.state is None:
            return Text()
        return Text(self.game.describe(self.state, self.viewer), no_wrap=True, overflow="crop")
