"""The final score sheet: rows (points during play, each end-of-game line, total) x players.

The rows are the game's (``GameUI.sheet_row``). Every number can be opened: moving the
cursor onto it tells the screen the Score events that made it (``LineChosen.lines``),
so the screen can list them (their detail and refs, in the game's words:
``GameUI.ref_text``) and the board can light up what they counted (issue 22). An
end-of-game line is made of the events of play with its side and subject where there
are such (Sakura's round lines: the round's trick cards), else of itself; a row of
play of the events ``GameUI.play_row_of`` puts in it (Karesansui's demerit decks,
Miyabi's building rounds).
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
GIVEN_LABEL = "Given at start"
"""The row of a game that starts from a position: points it was given, not played here
(included in the rows above it and in the total)."""
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

    def show(
        self,
        game: Game[Any, Any, Any],
        ui: GameUI,
        state: Any,
        names: Sequence[str],
        events: Sequence[tuple[int, Score]] = (),
        given: Sequence[int] = (),
    ) -> None:
        """The sheet of the finished ``state``; ``events`` are the game's Score events with
        the round each was scored in (a screen without the moves passes none); ``given`` are
        the points a start position gave each side (not played here), shown under the
        total where any."""
        final = game.final_scoring(state)
        self.final = final
        self.clear(columns=True)
        self.lines_at = {}
        self.made_of = {}
        play = [(r, e) for r, e in events if e not in final.lines]
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
        for r, (label, points) in enumerate(play_rows):
            for side in range(n):
                made = tuple(
                    e for rnd, e in play if e.side == side and ui.play_row_of(e, rnd) == label
                )
                if made:
                    self.made_of[(r, side)] = made
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
                    behind = tuple(
                        e for _, e in play if e.side == side and cell.subject == e.subject
                    )
                    self.made_of[(r, side)] = behind if cell.subject and behind else (cell,)
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
        if any(given):
            of_which = [Text(str(points), justify="right", style="italic") for points in given]
            self.add_row(*of_which, label=row_label(GIVEN_LABEL, narrow, "italic"))

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
