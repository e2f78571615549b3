"""The final score sheet: rows (points during play, each end-of-game line, total) x players.

The rows are the game's (``GameUI.sheet_row``). Moving the cursor onto a number
tells the screen which Score line it is, so the board can light up what it counted.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text
from textual.message import Message
from textual.widgets import DataTable

from engine.core import FinalScoring, Game, Score
from replays.explain import Table, rule_title
from tutor.ui import GameUI
from tutor.widgets.settled_table import SettledTable

NAME_WIDTH = 10
NARROW_NAME_WIDTH = 6
"""Below 100 columns the side panel is ~36 cells: three players must still fit."""
NARROW_LABEL_WIDTH = 12
"""Row labels are cut to this below 100 columns ("Ties: fewe."), for the same reason."""


def row_label(text: str, narrow: bool, style: str = "") -> Text:
    """A row's label, shortened below 100 columns so every player's column stays in view."""
    if narrow and len(text) > NARROW_LABEL_WIDTH:
        text = text[: NARROW_LABEL_WIDTH - 1] + "."
    return Text(text, style=style)


def column_label(
    game: Game[Any, Any, Any],
    state: Any,
    names: Sequence[str],
    side: int,
    width: int = NAME_WIDTH,
) -> Text:
    """Two short lines: the player (or team) and the side, so three columns fit 46 cells
    (36 at ``NARROW_NAME_WIDTH``)."""
    seats = [s for s in range(game.seats(state)) if game.side_of(state, s) == side]
    who = " & ".join(names[s] for s in seats)
    if len(who) > width:
        who = who[: width - 1] + "."
    note = Table(game, state, names).side_note(side)
    return Text(f"{who}\n{note}", style="bold", justify="right")


class ScoreSheet(SettledTable[Text]):
    """A DataTable of the end-of-game breakdown; each cell knows its Score line."""

    class LineChosen(Message):
        """The cursor is on ``line`` (None: a total or an empty cell)."""

        def __init__(self, sheet: ScoreSheet, line: Score | None) -> None:
            super().__init__()
            self.sheet = sheet
            self.line = line

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(
            id=id, classes=classes, cursor_type="cell", zebra_stripes=True, header_height=2
        )
        self.lines_at: dict[tuple[int, int], Score] = {}
        self.final: FinalScoring | None = None

    def show(self, game: Game[Any, Any, Any], ui: GameUI, state: Any, names: Sequence[str]) -> None:
        final = game.final_scoring(state)
        self.final = final
        self.clear(columns=True)
        self.lines_at = {}
        n = len(final.sides)
        narrow = self.app.has_class("-narrow")
        width = NARROW_NAME_WIDTH if narrow else NAME_WIDTH
        for side in range(n):
            self.add_column(column_label(game, state, names, side, width), key=f"side-{side}")
        rows: dict[str, list[Score | None]] = {}
        for index, line in enumerate(final.lines):
            row = rows.setdefault(ui.sheet_row(line, index), [None] * n)
            row[line.side] = line
        play_rows = ui.play_rows(state, final)
        for label, points in play_rows:
            self.add_row(
                *[Text("?" if p < 0 else str(p), justify="right") for p in points],
                label=row_label(label, narrow),
            )
        for r, (label, cells) in enumerate(rows.items(), start=len(play_rows)):
            values = []
            for side, cell in enumerate(cells):
                if cell is None:
                    values.append(Text("-", justify="right", style="dim"))
                else:
                    values.append(Text(str(cell.points), justify="right"))
                    self.lines_at[(r, side)] = cell
            self.add_row(*values, label=row_label(label, narrow))
        totals = []
        for side, total in enumerate(final.totals):
            style = "bold green" if side in final.winners else "bold"
            totals.append(Text(str(total), justify="right", style=style))
        self.add_row(*totals, label=Text("Total", style="bold"))
        if final.tiebreak and final.tiebreak_values:  # only where it decided
            counts = [Text(str(v), justify="right") for v in final.tiebreak_values]
            title = rule_title(game, final.tiebreak)
            self.add_row(*counts, label=row_label(title, narrow, "italic"))

    def on_data_table_cell_highlighted(self, event: DataTable.CellHighlighted) -> None:
        event.stop()
        line = self.lines_at.get((event.coordinate.row, event.coordinate.column))
        self.post_message(self.LineChosen(self, line))
