"""The Miyabi gardens as a :class:`tutor.board.Board`: a ghost tile to place by hand.

Refs are the engine's cell names. A plain ``c3`` is a square of the garden in
focus (a lesson's highlight, a target), except score refs, which belong to the
garden of the last move; ``c3@2`` names seat 2's garden (the UI's move refs and
score-sheet highlights). While a tile other than a single is held, the cursor ref
also carries the way the tile runs from its object square: ``c3E``.

Keys (when the board has the focus): arrows move the held tile, ``r`` turns it,
Enter or a click places it; ``[`` and ``]`` take the previous or next tile on
offer (or click it); ``g`` shows the next garden large.

In table mode, when the round's tiles must be entered, the board draws the
reveal picker (:mod:`tutor.miyabi.panels`): the box by kind and object. Enter or
a click on a tile (``pick:K2``) adds one to the *tray*, Backspace takes one back;
the tray never holds more of a tile than the box, nor more of a kind than the
round lays out. Enter on ``reveal:done`` sends the tray as the reveal in notation
(``+M1,M1,...``), which the plug-in reads as the move, as the Karesansui bag does.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, Final

from rich.text import Text
from textual.binding import Binding, BindingType

from engine.core import IllegalMove
from engine.i18n import N_
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from engine.miyabi.placement import check
from engine.miyabi.state import OVER, PLAY, REVEAL, Place, State
from engine.tuples import add
from tutor.board import Board, ScrollingBoard
from tutor.fitting import wrap
from tutor.miyabi import panels as P
from tutor.miyabi.layout import Extras, Ghost, Picture, offer_entries, paint

REF: Final = re.compile(r"^(?P<cell>[a-f][1-6])(?P<facing>[NESW]?)(@(?P<seat>[1-9]))?$")
"""A square, a tile's way (while one is held) and a garden: ``c3``, ``c3E``, ``c3@2``."""


def parse_ref(ref: str) -> tuple[int, str, int | None] | None:
    """(cell, facing, seat) of a ref; facing '' and seat None when not given."""
    m = REF.match(ref)
    if m is None:
        return None
    seat = int(m["seat"]) - 1 if m["seat"] else None
    return G.BY_NAME[m["cell"]], m["facing"], seat


def seat_ref(cell: int, seat: int) -> str:
    """A square of one seat's garden: ``c3@2``."""
    return f"{G.NAMES[cell]}@{seat + 1}"


def held_shape(held: str | None) -> str | None:
    tile = T.BY_ID.get(held or "")
    return None if tile is None else T.TILES[tile].shape


class MiyabiBoard(ScrollingBoard):
    """Your garden large, the others small beside it, the offer and the majorities under it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *Board.BINDINGS,
        Binding("r", "rotate", N_("Turn tile")),
        Binding("left_square_bracket", "cycle(-1)", N_("Previous tile"), key_display="["),
        Binding("right_square_bracket", "cycle(1)", N_("Next tile"), key_display="]"),
        Binding("g", "next_garden", N_("Next garden")),
        Binding("backspace", "unpick", N_("Take a picked tile back"), show=False),
    ]

    facing = "E"
    """Which way the held tile runs from its object square."""
    picked_seat: int | None = None
    """A garden the player asked to see large (g, or a click on it); None: the usual one."""
    _picture: Picture | None = None
    _preview_at: tuple[int, int] = (0, 0)
    """The line the preview was drawn at and the lines its wrapping added under it."""
    _shown: Any = None
    tray: tuple[int, ...] = (0,) * T.N_TYPES
    """Table mode: the tiles picked so far for the round's reveal, by tile type."""
    _tray_for: Any = None
    """The position the tray was filled in: a new position empties it."""

    # -- which garden, which marks ---------------------------------------------------

    def focus_seat(self) -> int:
        """The garden drawn large: the mover's while a tile is held, else the one asked
        for (g), else the mover's while a move is entered here (what-if: the move is judged
        in that garden, issue 22), else the viewer's, else the one the marks are about (the
        move or sheet line being explained), else the seat to move."""
        state: State = self.state
        if self.held is not None and state.phase == PLAY:
            return int(state.seat)
        if self.picked_seat is not None and self.picked_seat < state.players:
            return self.picked_seat
        if state.phase == PLAY and self.entering:
            return int(state.seat)
        if self.viewer is not None:
            return self.viewer
        mover = self.last_mover()
        if mover is not None:
            return mover
        return int(state.seat) if state.phase == PLAY else 0

    def last_mover(self) -> int | None:
        """The garden the marks are about: that of the last move's squares, else of any
        square named with its seat (a score-sheet line's)."""
        seats: dict[bool, int] = {}
        for ref, kind in self.marks().items():
            parsed = parse_ref(ref)
            if parsed is not None and parsed[2] is not None:
                seats.setdefault(kind == "last", parsed[2])
        return seats.get(True, seats.get(False))

    def seat_marks(self, focus: int) -> dict[tuple[int, int], str]:
        """Every mark by (seat, cell). Targets show only for the way the tile is turned."""
        mover = self.last_mover()
        out: dict[tuple[int, int], str] = {}
        for ref, kind in self.marks().items():
            parsed = parse_ref(ref)
            if parsed is None:
                continue
            cell, facing, seat = parsed
            if kind == "target" and facing and facing != self.facing:
                continue
            if seat is None:
                seat = mover if kind == "score" and mover is not None else focus
            out[seat, cell] = kind
        return out

    def ghost(self, focus: int) -> Ghost | None:
        """The held tile at the cursor, with the layer it would lie on and whether it may."""
        state: State = self.state
        tile = T.BY_ID.get(self.held or "")
        parsed = parse_ref(self.cursor or "")
        if tile is None or parsed is None or state.phase != PLAY or focus != state.seat:
            return None
        cell = parsed[0]
        facing = "" if T.TILES[tile].shape == "1" else self.facing
        cells = G.FOOTPRINT[T.TILES[tile].shape, cell, facing] or (cell,)
        try:
            placing = check(state, Place(state.seat, T.TILES[tile].id, G.NAMES[cell], facing))
        except IllegalMove:
            layer = max(state.heights[focus][c] for c in cells) + 1
            return Ghost(tile, cells, layer, legal=False)
        return Ghost(tile, placing.cells, placing.layer, legal=True)

    # -- drawing --------------------------------------------------------------------------

    def picking(self) -> bool:
        """Whether the reveal picker is drawn: the table enters the round's tiles here."""
        state = self.state
        return (
            state is not None
            and state.phase == REVEAL
            and self.enters_draws
            and bool(self.show_cursor and self.can_focus)
        )

    def panel_first(self) -> bool:
        """Where a panel and the garden do not both fit, the panel (the round's summary,
        the end in words), unless a garden was asked for (g, a click) or, at the end, a
        line of the score sheet lights one."""
        if self.picked_seat is not None:
            return False
        return not (self.state is not None and self.state.phase == OVER and self.lit)

    def _paint(self, width: int, height: int) -> Picture:
        state: State = self.state
        focus = self.focus_seat()
        parsed = parse_ref(self.shown_cursor() or "")
        names = tuple(self.seat_name(seat) for seat in range(state.players))
        extras = Extras(
            names=names,
            tray=self.tray if self.picking() else None,
            cursor_ref=self.shown_cursor(),
            panel_first=self.panel_first(),
        )
        marks, ghost = self.seat_marks(focus), self.ghost(focus)
        cursor = parsed[0] if parsed else None
        key = (focus, width, height, marks, cursor, ghost, self.held, extras)
        return self.painted(
            state,
            key,
            lambda: paint(state, focus, width, height, marks, cursor, ghost, self.held, extras),
        )

    def drawing(self) -> Text:
        state = self.state
        if state is None:
            return Text()
        if state is not self._shown:
            self._shown = state
            self.picked_seat = None
        if state is not self._tray_for:
            self._tray_for = state
            self.tray = (0,) * T.N_TYPES
        width, height = self.view_size()
        picture = self._paint(width, height)
        if self.picking() and picture.rows and self.cursor not in picture.places:
            self.set_reactive(Board.cursor, picture.rows[0][0])
            picture = self._paint(width, height)
        elif not self.picking() and parse_ref(self.cursor or "") is None:
            self.set_reactive(Board.cursor, self.home_ref())
        self._picture = picture
        lines = picture.lines
        self._preview_at = (len(lines), 0)
        if self.preview.plain:
            at = min(picture.garden_height, len(lines))
            preview = wrap(self.preview, max(1, width))  # whole, on as many lines as it needs
            lines = [*lines[:at], *preview, *lines[at + 1 :]]
            self._preview_at = (at, len(preview) - 1)
        out = Text(no_wrap=True, overflow="crop", end="")
        for i, line in enumerate(lines):
            if i:
                out.append("\n")
            out.append_text(line)
        return out

    def lines_for(self, width: int, height: int) -> int:
        if self.state is None:
            return 0
        return len(self._paint(width, height).lines) + (2 if self.preview.plain else 0)

    def drawing_height(self) -> int:
        return max(1, len(self.drawing().plain.split("\n")))

    # -- places -----------------------------------------------------------------------------

    def ref_for(self, cell: int) -> str:
        """The cursor's ref on ``cell``: with the tile's way while a tile (not a single) is held."""
        shape = held_shape(self.held)
        way = self.facing if shape is not None and shape != "1" else ""
        return G.NAMES[cell] + way

    def home_ref(self) -> str:
        return "c3"

    def picture_y(self, y: int) -> int:
        """The picture's line drawn at line ``y`` (a wrapped preview pushes lines down)."""
        at, extra = self._preview_at
        if y > at + extra:
            return y - extra
        return -1 if extra and y >= at else y

    def ref_at(self, x: int, y: int) -> str | None:
        if self._picture is None:
            return None
        name = self._picture.cell_at(x, self.picture_y(y))
        return None if name is None else self.ref_for(G.BY_NAME[name])

    def piece_at(self, x: int, y: int) -> str | None:
        return None if self._picture is None else self._picture.piece_at(x, self.picture_y(y))

    def step(self, ref: str, dx: int, dy: int) -> str:
        if self._picture is not None and ref in self._picture.places:
            return self._picker_step(ref, dx, dy)
        parsed = parse_ref(ref)
        cell = G.BY_NAME["c3"] if parsed is None else parsed[0]
        row = max(0, min(G.SIZE - 1, G.row_of(cell) + dy))
        col = max(0, min(G.SIZE - 1, G.column_of(cell) + dx))
        return self.ref_for(row * G.SIZE + col)

    def ref_order(self, ref: str) -> Any:
        parsed = parse_ref(ref)
        if parsed is None:
            return (2, ref)
        return (0 if parsed[1] in ("", self.facing) else 1, parsed[0])

    def aim(self, targets: set[str]) -> None:
        """Aim at the targets the way the tile is turned if it fits that way, else as it fits."""
        parsed = parse_ref(self.cursor or "")
        if parsed is not None and self.ref_for(parsed[0]) in targets:
            self.cursor = self.ref_for(parsed[0])
            return
        if targets:
            first = min(targets, key=self.ref_order)
            aimed = parse_ref(first)
            if aimed is not None and aimed[1]:
                self.facing = aimed[1]
            self.cursor = first

    def watch_held(self) -> None:
        if self.held is None:
            self.preview = Text()
        parsed = parse_ref(self.cursor or "")
        if parsed is not None:
            self.cursor = self.ref_for(parsed[0])
        self.refresh()

    def _picker_step(self, ref: str, dx: int, dy: int) -> str:
        """Arrows in the picker: along a kind's tiles, or to the nearest in the next kind."""
        assert self._picture is not None
        rows, places = self._picture.rows, self._picture.places
        r = next(i for i, row in enumerate(rows) if ref in row)
        i = rows[r].index(ref)
        if dx:
            return rows[r][max(0, min(len(rows[r]) - 1, i + dx))]
        new = max(0, min(len(rows) - 1, r + dy))
        if new == r:
            return ref
        x = places[ref][0]
        return min(rows[new], key=lambda other: abs(places[other][0] - x))

    # -- the reveal picker (table mode) --------------------------------------------------------

    def choose_place(self, ref: str) -> None:
        """A picker place chosen: a tile goes into the tray (if the box and its kind allow
        one more), 'lay out' sends the tray once complete, 'put back' empties it."""
        state: State = self.state
        if ref.startswith(P.PICK):
            tile = T.BY_ID.get(ref.removeprefix(P.PICK))
            if tile is not None and P.can_pick(state, self.tray, tile):
                self.tray = add(self.tray, tile, 1)
                if P.complete(state, self.tray) and self._picture is not None:
                    self.cursor = P.DONE  # all there: Enter lays them out
        elif ref == P.CLEAR:
            self.tray = (0,) * T.N_TYPES
        elif ref == P.DONE and P.complete(state, self.tray):
            self.post_message(self.TargetChosen(self, P.reveal_text(self.tray)))
        self.refresh()

    def action_unpick(self) -> None:
        """Backspace on a tile of the picker: one fewer of it in the tray."""
        tile = T.BY_ID.get((self.cursor or "").removeprefix(P.PICK))
        if self.picking() and tile is not None and self.tray[tile]:
            self.tray = add(self.tray, tile, -1)
            self.refresh()

    def action_choose(self) -> None:
        if self.picking() and self._picture is not None and self.cursor in self._picture.places:
            self.choose_place(self.cursor or "")
            return
        super().action_choose()

    # -- keys and clicks ------------------------------------------------------------------------

    def action_rotate(self) -> None:
        """Turn the held tile a quarter clockwise (a single looks the same every way)."""
        self.facing = G.FACINGS[(G.FACINGS.index(self.facing) + 1) % len(G.FACINGS)]
        parsed = parse_ref(self.cursor or self.home_ref())
        if parsed is not None:
            self.cursor = self.ref_for(parsed[0])
            self.post_message(self.CursorMoved(self, self.cursor))
        self.refresh()

    def action_cycle(self, delta: int) -> None:
        """Take the previous or next tile type on offer."""
        if self.state is None:
            return
        codes = [T.TILES[tile].id for tile, _ in offer_entries(self.state)]
        if not codes:
            return
        at = codes.index(self.held) if self.held in codes else (-1 if delta > 0 else 0)
        self.post_message(self.PiecePicked(self, codes[(at + delta) % len(codes)]))

    def action_next_garden(self) -> None:
        if self.state is None:
            return
        self.picked_seat = (self.focus_seat() + 1) % self.state.players
        self.refresh()

    def on_click(self, event: Any) -> None:
        offset = self.click_offset(event)
        if offset is not None and self._picture is not None and self.picking():
            place = self._picture.place_at(offset.x, self.picture_y(offset.y))
            if place is not None:
                event.stop()
                self.cursor = place
                self.choose_place(place)
                return
        if offset is not None and self._picture is not None:
            seat = self._picture.garden_at(offset.x, self.picture_y(offset.y))
            if seat is not None:
                event.stop()
                self.picked_seat = seat
                self.refresh()
                return
        super().on_click(event)
