"""The final score sheet: rows (points during play, each end-of-game line, total) x players.

The rows are the game's (``GamePlugin.sheet_row``). Every number can be opened: moving the
cursor onto it tells the screen the Score events that made it (``LineChosen.lines``),
so the screen can list them (their detail and refs, in the game's words:
``GamePlugin.ref_text``) and the board can light up what they counted (issue 22). An
end-of-game line is made of the events of play with its side and subject where there
are such (a round's line: what was taken in that round), else of itself; a row of
play of the events ``GamePlugin.play_row_of`` puts in it (a game's own grouping of what
was scored during play, by round or by kind).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text
from textual.message import Message
from textual.widgets import DataTable

from engine.core import FinalScoring, Game, Score
from engine.i18n import N_, _
from replays.explain import Table, rule_title
from tutor.fitting import shortened
from tutor.ui import GamePlugin
from tutor.widgets.settled_table import SettledTable

NAME_WIDTH = 10
NARROW_NAME_WIDTH = 6
"""Below 100 columns the side panel is ~36 cells: three players must still fit."""
GIVEN_LABEL = N_("Given at start")
"""The row of a game that starts from a position: points it was given, not played here
(included in the rows above it and in the total)."""
NARROW_LABEL_WIDTH = 12
MIN_LABEL_WIDTH = 6
"""Row labels are cut to this below 100 columns ("Ties: fewe."), for the same reason."""


def row_label(text: str, narrow: bool, style: str = "", width: int = NARROW_LABEL_WIDTH) -> Text:
    """A row's label, shortened where the sheet lacks the room, so every player's column
    stays in view."""
    if narrow and len(text) > width:
        text = text[: width - 1].rstrip() + "."
    return Text(text, style=style)


def side_names(game: Game[Any, Any, Any], state: Any, names: Sequence[str], side: int) -> str:
    """The player (or the team's players) of a side, as a column's head names them."""
    seats = [s for s in range(game.seats(state)) if game.side_of(state, s) == side]
    return " & ".join(names[s] for s in seats)


def column_label(
    game: Game[Any, Any, Any],
    state: Any,
    names: Sequence[str],
    side: int,
    width: int = NAME_WIDTH,
) -> Text:
    """Two short lines: the player (or team) and the side, so three columns fit 46 cells
    (36 at ``NARROW_NAME_WIDTH``)."""
    who = side_names(game, state, names, side)
    who = shortened(who, width)
    note = Table(game, state, names).side_note(side)
    return Text(f"{who}\n{note}", style="bold", justify="right")


_Shown = tuple[
    "Game[Any, Any, Any]",
    GamePlugin,
    Any,
    Sequence[str],
    Sequence[tuple[int, Score]],
    Sequence[int],
]
"""What the sheet was last shown (``show``'s arguments), to lay it out again on a resize."""


class ScoreSheet(SettledTable[Text]):
    """A DataTable of the end-of-game breakdown; each cell knows its Score line."""

    class LineChosen(Message):
        """The cursor is on a number made by ``lines`` (none: a total or an empty cell);
        ``line`` is the first of them."""

        def __init__(
            self, sheet: ScoreSheet, line: Score | None, lines: tuple[Score, ...] = ()
        ) -> None:
            super().__init__()
            self.sheet = sheet
            self.lines = lines or ((line,) if line is not None else ())
            self.line = line

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(
            id=id, classes=classes, cursor_type="cell", zebra_stripes=True, header_height=2
        )
        self.lines_at: dict[tuple[int, int], Score] = {}
        self.made_of: dict[tuple[int, int], tuple[Score, ...]] = {}
        """Each number's Score events: what made it."""
        self.final: FinalScoring | None = None
        self._shown: _Shown | None = None
        self._fitted = 0
        self._widths = (0, 0)
        self._labels: list[str] = []
        """The width the sheet was laid out for: another width lays it out again."""

    def fitted_widths(self, whos: Sequence[str], labels: Sequence[str]) -> tuple[int, int]:
        """The widths of the players' heads and of the row labels: whole where the sheet has
        the room (issue 22: "Compu." with width to spare), else labels down to
        NARROW_LABEL_WIDTH first, then names as far as NARROW_NAME_WIDTH."""
        room = self.scrollable_content_region.width
        if not room:  # not laid out yet: by the screen's class, as before
            narrow = self.app.has_class("-narrow")
            wide = NARROW_NAME_WIDTH if narrow else NAME_WIDTH
            return wide, NARROW_LABEL_WIDTH if narrow else max(map(len, labels), default=0)
        pad = 2 * self.cell_padding
        name = max(max(map(len, whos), default=0), 4)  # 4: room for a total, "-12"
        label = max(map(len, labels), default=0)

        def needed(name_width: int, label_width: int) -> int:
            return label_width + pad + len(whos) * (name_width + pad)

        if needed(name, label) > room:
            label = min(label, max(NARROW_LABEL_WIDTH, room - len(whos) * (name + pad) - pad))
        while needed(name, label) > room and name > NARROW_NAME_WIDTH:
            name -= 1
        while needed(name, label) > room and label > MIN_LABEL_WIDTH:
            label -= 1  # the last resort: every player's column stays in view
        return name, label

    def on_resize(self) -> None:
        """Lay the sheet out again where its new width changes what its heads may show,
        the cursor kept where it was."""
        if self._shown is None or self.scrollable_content_region.width == self._fitted:
            return
        game, _ui, state, names, _events, _given = self._shown
        table = Table(game, state, names)
        whos = [
            max(side_names(game, state, names, side), table.side_note(side), key=len)
            for side in range(len(self.columns))
        ]
        if self.fitted_widths(whos, self._labels) == self._widths:
            self._fitted = self.scrollable_content_region.width
            return
        here = self.cursor_coordinate
        self.show(*self._shown)
        if self.is_valid_coordinate(here):
            self.move_cursor(row=here.row, column=here.column, animate=False, scroll=False)

    def show(
        self,
        game: Game[Any, Any, Any],
        ui: GamePlugin,
        state: Any,
        names: Sequence[str],
        events: Sequence[tuple[int, Score]] = (),
        given: Sequence[int] = (),
    ) -> None:
        """The sheet of the finished ``state``; ``events`` are the game's Score events with
        the round each was scored in (a screen without the moves passes none); ``given`` are
        the points a start position gave each side (not played here), shown under the
        total where any."""
        self._shown = (game, ui, state, names, events, given)
        self._fitted = self.scrollable_content_region.width
        final = game.final_scoring(state)
        self.final = final
        self.clear(columns=True)
        self.lines_at = {}
        self.made_of = {}
        play = [(r, e) for r, e in events if e not in final.lines]
        n = len(final.sides)
        rows: dict[str, list[Score | None]] = {}
        for index, line in enumerate(final.lines):
            row = rows.setdefault(ui.sheet_row(line, index), [None] * n)
            row[line.side] = line
        play_rows = ui.play_rows(state, final)
        labels = [label for label, _points in play_rows] + list(rows)
        if final.tiebreak and final.tiebreak_values:
            labels.append(rule_title(game, final.tiebreak))
        if any(given):
            labels.append(_(GIVEN_LABEL))
        table = Table(game, state, names)
        whos = [
            max(side_names(game, state, names, side), table.side_note(side), key=len)
            for side in range(n)
        ]  # a head's longer line: the name, or the side's note under it ("pink")
        width, label_width = self.fitted_widths(whos, labels)
        self._widths = (width, label_width)
        self._labels = labels
        narrow = label_width < max(map(len, labels), default=0)
        for side in range(n):
            self.add_column(column_label(game, state, names, side, width), key=f"side-{side}")
        for r, (label, points) in enumerate(play_rows):
            for side in range(n):
                made = tuple(
                    e for rnd, e in play if e.side == side and ui.play_row_of(e, rnd) == label
                )
                if made:
                    self.made_of[(r, side)] = made
            self.add_row(
                *[Text("?" if p < 0 else str(p), justify="right") for p in points],
                label=row_label(label, narrow, width=label_width),
            )
        for r, (label, cells) in enumerate(rows.items(), start=len(play_rows)):
            values = []
            for side, cell in enumerate(cells):
                if cell is None:
                    values.append(Text("-", justify="right", style="dim"))
                else:
                    values.append(Text(str(cell.points), justify="right"))
                    self.lines_at[(r, side)] = cell
                    behind = tuple(
                        e for _, e in play if e.side == side and cell.subject == e.subject
                    )
                    self.made_of[(r, side)] = behind if cell.subject and behind else (cell,)
            self.add_row(*values, label=row_label(label, narrow, width=label_width))
        totals = []
        for side, total in enumerate(final.totals):
            style = "bold green" if side in final.winners else "bold"
            totals.append(Text(str(total), justify="right", style=style))
        self.add_row(*totals, label=Text(_("Total"), style="bold"))
        if final.tiebreak and final.tiebreak_values:  # only where it decided
            counts = [Text(str(v), justify="right") for v in final.tiebreak_values]
            title = rule_title(game, final.tiebreak)
            self.add_row(*counts, label=row_label(title, narrow, "italic", label_width))
        if any(given):
            of_which = [Text(str(points), justify="right", style="italic") for points in given]
            self.add_row(*of_which, label=row_label(_(GIVEN_LABEL), narrow, "italic", label_width))

    def on_data_table_cell_highlighted(self, event: DataTable.CellHighlighted) -> None:
        event.stop()
        if not self.has_focus:  # the cursor set when the sheet is filled: nothing chosen
            self.post_message(self.LineChosen(self, None))
            return
        self.choose(event.coordinate.row, event.coordinate.column)

    def on_focus(self) -> None:
        """The number under the cursor is chosen as the sheet takes the keys."""
        self.choose(self.cursor_coordinate.row, self.cursor_coordinate.column)

    def choose(self, row: int, column: int) -> None:
        """Tell the screen the Score events behind the number at ``row``, ``column``."""
        made = self.made_of.get((row, column), ())
        line = self.lines_at.get((row, column), made[0] if made else None)
        self.post_message(self.LineChosen(self, line, made))
