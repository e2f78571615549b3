"""The Miyabi gardens as a :class:`tutor.board.Board`: a ghost tile to place by hand.

Refs are the engine's cell names. A plain ``c3`` is a square of the garden in
focus (a lesson's highlight, a target), except score refs, which belong to the
garden of the last move; ``c3@2`` names seat 2's garden (the UI's move refs and
score-sheet highlights). While a tile other than a single is held, the cursor ref
also carries the way the tile runs from its object square: ``c3E``.

Keys (when the board has the focus): arrows move the held tile, ``r`` turns it,
Enter or a click places it; ``[`` and ``]`` take the previous or next tile on
offer (or click it); ``g`` shows the next garden large.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, Final

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.geometry import Size

from engine.core import IllegalMove
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from engine.miyabi.placement import check
from engine.miyabi.state import PLAY, Place, State
from tutor.board import Board
from tutor.miyabi.layout import Ghost, Picture, offer_entries, paint

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


class MiyabiBoard(Board):
    """Your garden large, the others small beside it, the offer and the majorities under it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *Board.BINDINGS,
        Binding("r", "rotate", "Turn tile"),
        Binding("left_square_bracket", "cycle(-1)", "Previous tile", key_display="["),
        Binding("right_square_bracket", "cycle(1)", "Next tile", key_display="]"),
        Binding("g", "next_garden", "Next garden"),
    ]

    facing = "E"
    """Which way the held tile runs from its object square."""
    picked_seat: int | None = None
    """A garden the player asked to see large (g, or a click on it); None: the usual one."""
    _picture: Picture | None = None
    _shown: Any = None

    # -- which garden, which marks ---------------------------------------------------

    def focus_seat(self) -> int:
        """The garden drawn large: the mover's while a tile is held, else the one asked
        for (g), else the viewer's, else the one the marks are about (the move or sheet
        line being explained), else the seat to move."""
        state: State = self.state
        if self.held is not None and state.phase == PLAY:
            return int(state.seat)
        if self.picked_seat is not None and self.picked_seat < state.players:
            return self.picked_seat
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

    def render(self) -> Text:
        state = self.state
        if state is None:
            return Text()
        if state is not self._shown:
            self._shown = state
            self.picked_seat = None
        width, height = self.content_size
        focus = self.focus_seat()
        parsed = parse_ref(self.shown_cursor() or "")
        picture = paint(
            state,
            focus,
            width,
            height,
            self.seat_marks(focus),
            parsed[0] if parsed else None,
            self.ghost(focus),
            self.held,
        )
        self._picture = picture
        lines = picture.lines
        if self.preview.plain:
            at = min(picture.garden_height, len(lines))
            preview = self.preview.copy()
            preview.truncate(width, overflow="ellipsis")
            lines = [*lines[:at], preview, *lines[at + 1 :]]
        out = Text(no_wrap=True, overflow="crop", end="")
        for i, line in enumerate(lines):
            if i:
                out.append("\n")
            out.append_text(line)
        return out

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return container.height

    # -- places -----------------------------------------------------------------------------

    def ref_for(self, cell: int) -> str:
        """The cursor's ref on ``cell``: with the tile's way while a tile (not a single) is held."""
        shape = held_shape(self.held)
        way = self.facing if shape is not None and shape != "1" else ""
        return G.NAMES[cell] + way

    def home_ref(self) -> str:
        return "c3"

    def ref_at(self, x: int, y: int) -> str | None:
        if self._picture is None:
            return None
        name = self._picture.cell_at(x, y)
        return None if name is None else self.ref_for(G.BY_NAME[name])

    def piece_at(self, x: int, y: int) -> str | None:
        return None if self._picture is None else self._picture.piece_at(x, y)

    def step(self, ref: str, dx: int, dy: int) -> str:
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
        offset = event.get_content_offset(self)
        if offset is not None and self._picture is not None:
            seat = self._picture.garden_at(offset.x, offset.y)
            if seat is not None:
                event.stop()
                self.picked_seat = seat
                self.refresh()
                return
        super().on_click(event)
