"""Miyabi's gardens, offer and majorities on a character grid, at a few sizes.

Pure drawing, no Textual: the widget asks for a picture that fits its size and
gets lines of rich Text plus where each square, each tile on offer and each
small garden was drawn (for the mouse).

The garden in focus is drawn large: the column letters, the lantern fields (L
lit), each row's number, object (letter and colour) and end values, and every
square as its layer's number and shade with its visible objects (one letter
each, fish counted). Grid lines run between squares of different tiles and are
left out inside a tile, so each tile's extent shows. The other gardens are
drawn small beside it when there is room. Under the garden: the tiles on offer
drawn as their shapes (``M`` the object square, ``o`` a green one) with how
many lie on offer and how many are left in the box, then the majority race.

Only ASCII is drawn, so columns line up in every terminal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final, NamedTuple, TypeVar

from rich.style import Style
from rich.text import Text

from engine.core import name_of
from engine.i18n import _, ngettext
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from engine.miyabi.scoring import placings, row_counts
from engine.miyabi.state import OVER, PLAY, REVEAL, State
from tutor.fitting import shortened, wrap
from tutor.miyabi import look
from tutor.miyabi import panels as P


@dataclass(frozen=True)
class Frame:
    """A drawing size for the garden in focus, and what else fits beside and under it."""

    name: str
    cell: int
    """Characters of a square's content."""
    long_labels: bool
    others: bool
    """Draw the other gardens (small) beside the one in focus."""
    majority: bool
    """Draw the majority panel under the offer."""
    shapes: bool = True
    """Draw the offer as tile shapes (else as a line of tile ids)."""

    @property
    def label_width(self) -> int:
        return 13 if self.long_labels else 3

    @property
    def garden_width(self) -> int:
        return self.label_width + 1 + G.SIZE * (self.cell + 1)

    @property
    def garden_height(self) -> int:
        return 3 + 2 * G.SIZE + 1  # title, columns, lanterns, rows with grid lines


FRAMES: Final = (
    Frame("large", cell=4, long_labels=True, others=True, majority=True),
    Frame("medium", cell=4, long_labels=True, others=False, majority=True),
    Frame("small", cell=4, long_labels=False, others=False, majority=False, shapes=False),
    Frame("tiny", cell=3, long_labels=False, others=False, majority=False, shapes=False),
)
"""Largest first: the widget draws the largest that fits."""

MINI_CELL: Final = 4
MINI_WIDTH: Final = 2 + G.SIZE * MINI_CELL
MINI_HEIGHT: Final = 2 + G.SIZE
LEAD_WIDTH: Final = 5
"""The column beside the garden saying who leads each row, where the panel does not fit."""
ENTRY_HEIGHT: Final = 3
"""An offered tile: two lines of shape, one of words."""


class Ghost(NamedTuple):
    """The held tile under the cursor: the squares it would cover, and what it would do."""

    tile: int
    cells: tuple[int, ...]
    """Object square first; squares off the grid are left out."""
    layer: int
    legal: bool


@dataclass
class Picture:
    """Lines of styled text, and the boxes (x, y, w, h) of what a click may hit."""

    lines: list[Text]
    cells: dict[str, tuple[int, int, int, int]] = field(default_factory=dict)
    pieces: dict[str, tuple[int, int, int, int]] = field(default_factory=dict)
    places: dict[str, tuple[int, int, int, int]] = field(default_factory=dict)
    """The reveal picker's places (``pick:M1``, ``reveal:done``), in table mode."""
    rows: list[list[str]] = field(default_factory=list)
    """The picker's places by row, for the arrows."""
    gardens: dict[int, tuple[int, int, int, int]] = field(default_factory=dict)
    garden_height: int = 0
    """Lines the gardens take, the one in focus and the small ones beside it (what is
    drawn under them starts below)."""

    def cell_at(self, x: int, y: int) -> str | None:
        return _hit(self.cells, x, y)

    def piece_at(self, x: int, y: int) -> str | None:
        return _hit(self.pieces, x, y)

    def garden_at(self, x: int, y: int) -> int | None:
        return _hit(self.gardens, x, y)

    def place_at(self, x: int, y: int) -> str | None:
        return _hit(self.places, x, y)


K = TypeVar("K")


def _hit(boxes: Mapping[K, tuple[int, int, int, int]], x: int, y: int) -> K | None:
    for key, (bx, by, bw, bh) in boxes.items():
        if bx <= x < bx + bw and by <= y < by + bh:
            return key
    return None


class Canvas:
    """A grid of characters and styles, turned into Text lines at the end."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.chars = [[" "] * width for _ in range(height)]
        self.styles: list[list[Style | None]] = [[None] * width for _ in range(height)]

    def put(self, x: int, y: int, text: str, style: Style | None = None) -> None:
        if not 0 <= y < self.height:
            return
        for i, char in enumerate(text):
            if 0 <= x + i < self.width:
                self.chars[y][x + i] = char
                self.styles[y][x + i] = style

    def put_text(self, x: int, y: int, text: Text) -> None:
        """Styled text at (x, y), its spans kept (one Style object per look, as ``put``)."""
        plain = text.plain
        base = _as_style(text.style)
        styles: list[Style | None] = [base] * len(plain)
        for span in text.spans:
            extra = _as_style(span.style)
            for i in range(span.start, min(span.end, len(plain))):
                current = styles[i]
                styles[i] = extra if current is None else current + extra
        shared: dict[Style | None, Style | None] = {}
        for i, char in enumerate(plain):
            style = shared.setdefault(styles[i], styles[i])
            self.put(x + i, y, char, style)

    def lines(self) -> list[Text]:
        out = []
        for chars, styles in zip(self.chars, self.styles, strict=True):
            line = Text(no_wrap=True, overflow="crop", end="")
            start = 0
            for i in range(1, len(chars) + 1):
                if i == len(chars) or styles[i] is not styles[start]:
                    line.append("".join(chars[start:i]), styles[start])
                    start = i
            line.rstrip()
            out.append(line)
        while out and not out[-1].plain:
            out.pop()
        return out


def _as_style(style: str | Style) -> Style | None:
    if isinstance(style, Style):
        return style
    return Style.parse(style) if style else None


def top_tiles(state: State, seat: int) -> tuple[int, ...]:
    """For each square, the index in the seat's stack of the tile on top (-1: bare board)."""
    top = [-1] * G.N_CELLS
    for i, placed in enumerate(state.stacks[seat]):
        shape = T.TILES[T.BY_ID[placed.tile]].shape
        for cell in G.FOOTPRINT[shape, G.BY_NAME[placed.cell], placed.facing] or ():
            top[cell] = i
    return tuple(top)


def title_text(state: State, seat: int, name: str) -> tuple[str, Style]:
    marks = []
    if state.phase == PLAY and state.seat == seat:
        marks.append(_("to move"))
    if state.phase != 2 and seat == state.start_seat:
        marks.append(_("bonsai"))
    if state.passed >> seat & 1:
        marks.append(_("passed"))
    extra = f" ({', '.join(marks)})" if marks else ""
    points = state.scores[seat]
    said = ngettext("{count} point", "{count} points", points).format(count=points)
    return f"{name}: {said}{extra}", look.LABEL


def put_title(canvas: Canvas, x: int, y: int, room: int, state: State, seat: int, name: str) -> int:
    """A garden's title at (x, y), wrapped to ``room`` columns (a long name, or "to move,
    bonsai" beside a small garden, never runs into what is drawn beside it): its lines."""
    text, style = title_text(state, seat, name)
    lines = wrap(Text(text, style), room)
    for i, line in enumerate(lines):
        canvas.put_text(x, y + i, line)
    return len(lines)


def _square(
    state: State, seat: int, cell: int, width: int, ghost: Ghost | None
) -> tuple[str, int | None, int]:
    """What a square shows: its text, the object shown (None: none), its height."""
    row = G.row_of(cell)
    if ghost is not None and cell in ghost.cells:
        count = T.TILES[ghost.tile].squares if cell == ghost.cells[0] else 0
        letter = T.OBJECTS[T.TILES[ghost.tile].object].code  # the tile's object, not the row's
        return _fit(f"{ghost.layer}", letter * count, width), None, ghost.layer
    height, count = state.heights[seat][cell], state.objects[seat][cell]
    if not height:
        return ".", None, 0
    return _fit(str(height), T.OBJECTS[row].code * count, width), row if count else None, height


def _fit(layer: str, letters: str, width: int) -> str:
    """The layer and the objects in ``width`` cells: "1MMM", or counted where the letters
    do not fit beside the layer ("1M3"), so the layer is never dropped (issue 22)."""
    text = layer + letters
    if len(text) <= width or not letters:
        return text
    counted = f"{layer}{letters[0]}{len(letters)}"
    return counted if len(counted) <= width else letters


def square_style(
    kind: str | None, obj: int | None, height: int, ghost: Ghost | None, on_ghost: bool
) -> Style:
    if on_ghost and ghost is not None:
        return look.mark_style("ghost" if ghost.legal else "ghost-bad", None)
    if kind is not None:
        return look.mark_style(kind, obj)
    if obj is not None:
        return look.object_style(obj)
    return look.green_style(height) if height else look.bare_style()


def draw_garden(
    canvas: Canvas,
    picture: Picture,
    x: int,
    y: int,
    state: State,
    seat: int,
    frame: Frame,
    marks: Mapping[int, str],
    cursor: int | None,
    ghost: Ghost | None,
    name: str,
    room: int,
) -> int:
    """The garden in focus at (x, y): title (wrapped to ``room``), columns, lanterns, rows
    with grid lines. Returns the lines its title took beyond one."""
    extra = put_title(canvas, x, y, room, state, seat, name) - 1
    y += extra
    lx = x + frame.label_width
    step = frame.cell + 1
    for col, letter in enumerate(G.COLUMNS):
        canvas.put(lx + 1 + col * step + frame.cell // 2, y + 1, letter, look.LABEL)
        lit = state.lanterns[seat] >> col & 1
        canvas.put(
            lx + 1 + col * step + frame.cell // 2,
            y + 2,
            "L" if lit else ".",
            Style(color="#f4d03f", bold=True) if lit else look.DIM,
        )
    canvas.put(x, y + 2, "lanterns" if frame.long_labels else "", look.DIM)
    top = top_tiles(state, seat)
    grid_y = y + 3
    for row in range(G.SIZE + 1):
        _grid_line(canvas, lx, grid_y + 2 * row, row, top, step, frame.cell, state, seat)
    for row, obj in enumerate(T.OBJECTS):
        line_y = grid_y + 2 * row + 1
        style = look.object_style(row, bg="default")
        if frame.long_labels:
            canvas.put(x, line_y, f"{row + 1} ", look.LABEL)
            canvas.put(x + 2, line_y, obj.code, style)
            canvas.put(x + 4, line_y, obj.name[: frame.label_width - 4])
            canvas.put(x + 4, line_y + 1, f"{obj.most}/{obj.second}", look.DIM)
        else:
            canvas.put(x, line_y, f"{row + 1}", look.LABEL)
            canvas.put(x + 1, line_y, obj.code, style)
        for col in range(G.SIZE):
            cell = row * G.SIZE + col
            text, shown, height = _square(state, seat, cell, frame.cell, ghost)
            on_ghost = ghost is not None and cell in ghost.cells
            cell_style = square_style(marks.get(cell), shown, height, ghost, on_ghost)
            if cell == cursor:
                cell_style = cell_style + Style(reverse=True)
            cx = lx + 1 + col * step
            canvas.put(cx, line_y, text.center(frame.cell), cell_style)
            picture.cells[G.NAMES[cell]] = (cx, line_y, frame.cell, 1)
            if col < G.SIZE - 1:
                right = cell + 1
                same = top[cell] >= 0 and top[cell] == top[right]
                sep_style = cell_style if same and cell not in marks else look.OUTLINE
                if same:
                    canvas.put(cx + frame.cell, line_y, " ", _fill(state, seat, cell, marks))
                else:
                    canvas.put(cx + frame.cell, line_y, "|", sep_style)
        canvas.put(lx, line_y, "|", look.OUTLINE)
        canvas.put(lx + G.SIZE * step, line_y, "|", look.OUTLINE)
    return extra


def _fill(state: State, seat: int, cell: int, marks: Mapping[int, str]) -> Style:
    """The background joining two squares of one tile: the tile's own colour."""
    height, count = state.heights[seat][cell], state.objects[seat][cell]
    if cell in marks:
        return look.mark_style(marks[cell], None)
    return Style(bgcolor=look.TILE_BG if count else look.layer_bg(height))


def _grid_line(
    canvas: Canvas,
    lx: int,
    y: int,
    row: int,
    top: tuple[int, ...],
    step: int,
    width: int,
    state: State,
    seat: int,
) -> None:
    """The line above ``row``: '-' between different tiles, the tile's colour inside one."""
    for col in range(G.SIZE):
        cx = lx + col * step
        canvas.put(cx, y, "+", look.OUTLINE)
        above = (row - 1) * G.SIZE + col if row > 0 else None
        below = row * G.SIZE + col if row < G.SIZE else None
        same = (
            above is not None and below is not None and top[above] >= 0 and top[above] == top[below]
        )
        if same and above is not None:
            canvas.put(cx + 1, y, " " * width, _fill(state, seat, above, {}))
        else:
            canvas.put(cx + 1, y, "-" * width, look.OUTLINE)
    canvas.put(lx + G.SIZE * step, y, "+", look.OUTLINE)


def draw_mini(
    canvas: Canvas,
    picture: Picture,
    x: int,
    y: int,
    room: int,
    state: State,
    seat: int,
    name: str,
) -> int:
    """Another garden, small: a letter per object, a layer number on green squares; its
    title wrapped to ``room``. Returns the lines it took."""
    top = y
    y += put_title(canvas, x, y, room, state, seat, name) - 1
    lanterns = "".join(
        ("L" if state.lanterns[seat] >> c & 1 else ".").center(MINI_CELL) for c in range(G.SIZE)
    )
    canvas.put(x + 2, y + 1, lanterns, look.DIM)
    for row, obj in enumerate(T.OBJECTS):
        canvas.put(x, y + 2 + row, obj.code, look.object_style(row, bg="default"))
        for col in range(G.SIZE):
            cell = row * G.SIZE + col
            text, shown, height = _square(state, seat, cell, MINI_CELL, None)
            canvas.put(
                x + 2 + col * MINI_CELL,
                y + 2 + row,
                text.center(MINI_CELL),
                square_style(None, shown, height, None, False),
            )
    picture.gardens[seat] = (x, top, MINI_WIDTH + 10, y - top + MINI_HEIGHT)
    return y - top + MINI_HEIGHT


# -- the offer ------------------------------------------------------------------------------


def shape_lines(tile: int) -> tuple[str, str]:
    """A tile drawn running east from its object square (``M``), green squares ``o``."""
    kind = T.TILES[tile]
    code = T.OBJECTS[kind.object].code
    if kind.shape == "1":
        return "", code
    if kind.shape == "2":
        return "", code + "o"
    if kind.shape == "I":
        return "", code + "oo"
    if kind.shape == "L":
        return " o", code + "o"
    return code + "o", " o"


def offer_entries(state: State) -> list[tuple[int, str]]:
    """The tile types on offer, in niwa's order, with their words: 'K2 x2 (3)'."""
    out = []
    for tile, count in enumerate(state.offer):
        if count:
            words = T.TILES[tile].id + (f" x{count}" if count > 1 else "")
            out.append((tile, f"{words} ({state.box[tile]})"))
    return out


def draw_offer_line(
    canvas: Canvas, picture: Picture, x: int, y: int, width: int, state: State, held: str | None
) -> int:
    """The offer as tile ids flowing over lines (small sizes); returns the lines used."""
    entries = offer_entries(state)
    if not entries:
        return 0
    label = _("On offer (in the box):")
    canvas.put(x, y, label, look.LABEL)
    cx, cy = x + len(label) + 1, y
    for tile, words in entries:
        kind = T.TILES[tile]
        if cx + len(words) - x > width and cx > x:
            cx, cy = x, cy + 1
        chosen = held == kind.id
        style = look.object_style(kind.object) + Style(reverse=chosen)
        canvas.put(cx, cy, kind.id, style)
        canvas.put(cx + 2, cy, words[2:], Style(reverse=True) if chosen else None)
        picture.pieces[kind.id] = (cx, cy, len(words), 1)
        cx += len(words) + 1
    return cy + 1 - y


def draw_offer(
    canvas: Canvas, picture: Picture, x: int, y: int, width: int, state: State, held: str | None
) -> int:
    """The offer as tile shapes, grouped by kind; returns the lines used."""
    entries = offer_entries(state)
    if not entries:
        return 0
    canvas.put(x, y, _("On offer (left in the box)"), look.LABEL)
    cx, cy = x, y + 1
    last_group = None
    for tile, words in entries:
        kind = T.TILES[tile]
        entry_w = max(len(words), 3) + 2
        if last_group is not None and kind.group != last_group:
            entry_w += 1
            cx += 1
        if cx + entry_w - x > width and cx > x:
            cx, cy = x, cy + ENTRY_HEIGHT
        last_group = kind.group
        upper, lower = shape_lines(tile)
        chosen = held == kind.id
        for line_y, shape in ((cy, upper), (cy + 1, lower)):
            for i, char in enumerate(shape):
                if char == " ":
                    continue
                style = (
                    look.object_style(kind.object)
                    if char != "o"
                    else Style(color="#e8f5e9", bgcolor=look.LAYER_BG[2])
                )
                canvas.put(cx + i, line_y, char, style)
        canvas.put(cx, cy + 2, words, Style(bold=True, reverse=True) if chosen else None)
        picture.pieces[kind.id] = (cx, cy, entry_w - 1, ENTRY_HEIGHT)
        cx += entry_w
    return cy + ENTRY_HEIGHT - y


# -- the majority race ------------------------------------------------------------------------


def short_name(name: str, width: int) -> str:
    """A name for a narrow column: shortened with a mark, its number kept ("Comp.2");
    "seat 2" (no name known) reads "s2"."""
    if name.startswith("seat ") and name[5:].isdigit():
        return f"s{name[5:]}"
    return shortened(name, width)


def majority_lines(state: State, names: Sequence[str]) -> list[tuple[str, Style | None]]:
    """Per row: each player's visible objects now and who would take its two values."""
    seats = range(state.players)
    width = max(4, min(8, max(len(short_name(n, 7)) for n in names) + 1))
    short = [short_name(n, width - 1) for n in names]
    rows_now = _("Rows now")
    lead = max(10, len(rows_now) + 1)  # "1 M 12/6 " and the heading's own width
    heading = rows_now.ljust(lead) + "".join(f"{short[s]:<{width}}" for s in seats)
    out: list[tuple[str, Style | None]] = [(heading + _("most / second"), look.LABEL)]
    for row, obj in enumerate(T.OBJECTS):
        counts = row_counts(state, row)
        taken = placings(counts)
        most = " ".join(short[s] for s, first, _ in taken if first) or "-"
        second = " ".join(short[s] for s, first, _ in taken if not first) or "-"
        cells = "".join(f"{c:<{width}}" for c in counts)
        row_head = f"{row + 1} {obj.code} {obj.most:>2}/{obj.second:<2}"
        out.append((f"{row_head:<{lead}}{cells}{most} / {second}", None))
    return out


def draw_leads(canvas: Canvas, x: int, y: int, state: State, names: Sequence[str]) -> None:
    """Where the majority panel does not fit: beside each row, who has the most now."""
    canvas.put(x, y + 2, _("most")[:LEAD_WIDTH], look.DIM)
    for row in range(G.SIZE):
        taken = placings(row_counts(state, row))
        firsts = [s for s, first, _ in taken if first]
        lead = short_name(names[firsts[0]], LEAD_WIDTH - 1) if len(firsts) == 1 else ""
        if len(firsts) > 1:
            lead = _("tie")[: LEAD_WIDTH - 1]
        canvas.put(x, y + 4 + 2 * row, lead or "-", look.LABEL)


def draw_majority(canvas: Canvas, x: int, y: int, state: State, names: Sequence[str]) -> int:
    lines = majority_lines(state, names)
    for i, (text, style) in enumerate(lines):
        canvas.put(x, y + i, text, style)
    return len(lines)


# -- the whole picture -------------------------------------------------------------------------


def choose_frame(width: int, height: int, players: int, offer_rows: int) -> Frame:
    """The largest frame whose garden, offer and panels fit ``width`` x ``height``."""
    for frame in FRAMES:
        need_w = frame.garden_width + (2 + MINI_WIDTH if frame.others else 0)
        if not frame.majority:
            need_w += LEAD_WIDTH  # who leads each row, beside it
        minis = (players - 1) * (MINI_HEIGHT + 1) - 1 if frame.others else 0
        top = max(frame.garden_height, minis)  # what is drawn under starts below both
        need_h = top + 1 + (1 + offer_rows * ENTRY_HEIGHT if frame.shapes else 3)
        if frame.majority:
            need_h += 1 + 1 + G.SIZE
        if need_w <= width and need_h <= height:
            return frame
    return FRAMES[-1]


@dataclass(frozen=True)
class Extras:
    """What the board adds to a position beyond marks and the ghost."""

    names: Sequence[str] = ()
    """The players' names by seat (the board's ``seat_name``)."""
    tray: Sequence[int] | None = None
    """Table mode, the tiles picked so far for the reveal (None: no picker shown)."""
    cursor_ref: str | None = None
    """The cursor, where it is on a picker place."""
    panel_first: bool = False
    """Where the garden and a panel (round summary, the end in words) do not both fit,
    draw the panel (else the garden: a line of the sheet or a garden asked for)."""


def seat_names(state: State, names: Sequence[str]) -> list[str]:
    """A name for every seat: the one given, else "seat N"."""
    return [name_of(names, seat) for seat in range(state.players)]


def panel_lines(state: State, names: Sequence[str], width: int) -> list[Text]:
    """The panel in place of the offer: the round just ended, or the end in words."""
    if state.phase == OVER:
        return P.final_words(state, names, long=width >= 60)
    if state.phase == REVEAL:
        return P.round_summary(state, names)
    return []


def draw_lines(canvas: Canvas, x: int, y: int, width: int, lines: Sequence[Text]) -> int:
    """``lines`` from (x, y), each wrapped to ``width``; returns the lines used."""
    row = y
    for line in lines:
        for part in wrap(line, width):
            canvas.put_text(x, row, part)
            row += 1
    return row - y


def draw_picker(
    canvas: Canvas,
    picture: Picture,
    x: int,
    y: int,
    width: int,
    state: State,
    tray: Sequence[int],
    cursor: str | None,
) -> int:
    """The reveal picker: each kind's label, then its tiles flowing over the lines."""
    canvas.put_text(x, y, P.picker_head(state, width))
    cy = y + 1
    for row in P.picker_rows(state, tray):
        refs: list[str] = []
        cx = x
        indent = x + 2
        for item in row:
            size = len(item.text.plain)
            if cx + size - x > width and cx > x:
                cx, cy = indent, cy + 1
                if refs:
                    picture.rows.append(refs)
                refs = []
            text = item.text.copy()
            if item.ref is not None and item.ref == cursor:
                text.stylize(Style(reverse=True))
            canvas.put_text(cx, cy, text)
            if item.ref is not None:
                picture.places[item.ref] = (cx, cy, size, 1)
                refs.append(item.ref)
            if item.ref is None and cx == x and width >= size + 3 * 8:
                indent = x + size + 1  # a kind's label: its tiles' later lines line up
            cx += size + (1 if item.ref is None else 2)
        if refs:
            picture.rows.append(refs)
        cy += 1
    canvas.put(x, cy, _(P.PICKER_HELP), look.DIM)
    return cy + 1 - y


def paint(
    state: State,
    focus: int,
    width: int,
    height: int,
    marks: Mapping[tuple[int, int], str],
    cursor: int | None,
    ghost: Ghost | None,
    held: str | None,
    extras: Extras = Extras(),
) -> Picture:
    """Everything the board shows, fitted to ``width`` x ``height``.

    ``marks`` are keyed by (seat, cell); ``cursor`` and ``ghost`` belong to the
    garden in focus. In table mode's reveal the picker takes the offer's place (and
    the garden's, where both do not fit); between rounds the round's summary, and at
    the end the scoring in words, do the same.
    """
    names = seat_names(state, extras.names)
    offer_rows = max(1, -(-len(offer_entries(state)) // 5))
    frame = choose_frame(width, height, state.players, offer_rows)
    canvas = Canvas(max(width, frame.garden_width), max(height, 48))
    picture = Picture([])
    panel = [] if extras.tray is not None else panel_lines(state, names, width)
    roomy = frame.majority  # the garden and a panel under it both fit
    if extras.tray is not None and not roomy:
        draw_picker(canvas, picture, 0, 0, width, state, extras.tray, extras.cursor_ref)
        picture.lines = canvas.lines()
        return picture
    if panel and not roomy and extras.panel_first:
        draw_lines(canvas, 0, 0, width, panel)
        picture.lines = canvas.lines()
        return picture
    own = {cell: kind for (seat, cell), kind in marks.items() if seat == focus}
    full = max(width, frame.garden_width)
    ox = frame.garden_width + 2  # the small gardens, where they are drawn
    room = ox - 1 if frame.others else full
    extra = draw_garden(
        canvas, picture, 0, 0, state, focus, frame, own, cursor, ghost, names[focus], room
    )
    bottom = frame.garden_height + extra
    if frame.others:
        oy, room_beside = 0, max(MINI_WIDTH, full - ox)
        for seat in range(state.players):
            if seat != focus:
                oy += draw_mini(canvas, picture, ox, oy, room_beside, state, seat, names[seat])
                oy += 1
        bottom = max(bottom, oy - 1)  # three small gardens reach below the large one
    picture.garden_height = bottom
    y = bottom + 1
    if extras.tray is not None:
        draw_picker(canvas, picture, 0, y, full, state, extras.tray, extras.cursor_ref)
    elif panel and roomy:
        y += draw_lines(canvas, 0, y, full, panel)
        if state.phase != OVER:
            draw_majority(canvas, 0, y, state, names)
    else:
        offer = draw_offer if frame.shapes else draw_offer_line
        y += offer(canvas, picture, 0, y, full, state, held) + 1
        if frame.majority:
            draw_majority(canvas, 0, y, state, names)
    if not frame.majority and width >= frame.garden_width + LEAD_WIDTH:
        draw_leads(canvas, frame.garden_width + 1, extra, state, names)  # beside its rows
    picture.lines = canvas.lines()
    return picture
