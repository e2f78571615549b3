"""The viewer's move list: one row per ply of the line shown, the points before the move.

State flows down in one call, :meth:`MoveList.show` (the line, the main line it may
branch from, the perspective, the names and the review panel that adds its marks);
choosing a row is DataTable's own ``RowSelected``, which the viewer answers by going to
that ply. A move longer than the list's room wraps onto more lines of its row: no
column runs out of view (issue 22: "the black stone is drawn f", the points column lost).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from engine.core import CHANCE, GameOver
from engine.i18n import _
from replays import Timeline
from tutor.explain import Table, move_label, shown_points
from tutor.widgets.review_panel import ReviewPanel
from tutor.widgets.settled_table import SettledTable

WHO_WIDTH = 12
MAIN_WIDTH = 12
"""The main line's move beside a what-if's, cut to this width if need be."""
MIN_MOVE_ROOM = 8
"""The least room a move wraps into; with less, the review's column gives way to a sign
after each move (its words, "?? error grave", run longer in some languages)."""


class MoveList(SettledTable[Text]):
    """The plies of a line, with the review's marks and, in a what-if, the main line's move."""

    DEFAULT_CSS = """
    MoveList {
        height: 1fr;
        min-height: 5;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="row", zebra_stripes=True)
        self.laid_out_for = 0
        """The width the list was laid out for (it is filled again when that changes)."""
        self._shown: tuple[Timeline, Timeline, int | None, int | None, list[str]] | None = None
        self._review: ReviewPanel | None = None

    def show(
        self,
        line: Timeline,
        main: Timeline,
        branch: int | None,
        perspective: int | None,
        names: list[str],
        review: ReviewPanel,
    ) -> None:
        """Fill the list with ``line`` (a what-if from ``branch`` of ``main``, or the main line)."""
        self._shown = (line, main, branch, perspective, names)
        self._review = review
        self.clear(columns=True)
        room = self.scrollable_content_region.width
        self.laid_out_for = room
        start = [Text("0"), Text(""), *review.cells(0, branch), Text(""), Text(_("start"), "dim")]
        if branch is not None:
            start.append(Text(""))
        rows = [start, *(self.row(ply) for ply in range(1, len(line) + 1))]
        heads = ["#", _("who"), *([_("review")] if review.column else []), _("pts"), _("move")]
        at = len(heads) - 1
        widths = [max([len(heads[i])] + [row[i].cell_len for row in rows]) for i in range(at)]
        pad = 2 * self.cell_padding
        main_room = MAIN_WIDTH + pad if branch is not None else 0
        move_room = room - sum(w + pad for w in widths) - pad - main_room
        longest = max(row[at].cell_len for row in rows)
        if review.column and room > 0 and longest > move_room and move_room < MIN_MOVE_ROOM:
            review.narrow = True  # no room for the marks' words: each move gets its sign
            self.show(line, main, branch, perspective, names, review)
            return
        wrap = room > 0 and longest > move_room >= MIN_MOVE_ROOM
        self.add_column("#", key="ply")
        self.add_column(_("who"), key="who")
        review.add_column(self)  # before the move: a dealer's long move may run off
        self.add_column(_("pts"), key="pts")
        self.add_column(_("move"), key="move", width=move_room if wrap else None)
        if branch is not None:
            self.add_column(_("main line"), key="main", width=MAIN_WIDTH if wrap else None)
        for ply, row in enumerate(rows):
            self.add_row(*row, key=str(ply), height=None if wrap else 1)

    def needs_layout(self) -> bool:
        """Whether the list's width changed since it was filled (it was filled before layout)."""
        return self.scrollable_content_region.width != self.laid_out_for

    def row(self, ply: int) -> list[Text]:
        assert self._shown is not None and self._review is not None
        line, main, branch, perspective, names = self._shown
        game = line.game
        before = line.state_at(ply - 1)
        actor = game.to_move(before)
        events = line.events_at(ply)
        label = move_label(game, before, line.move_at(ply), events, perspective, names)
        who = Table(game, before, names).name(actor)  # the dealer by its engine name
        points = shown_points(game, before, events, perspective)
        if any(isinstance(e, GameOver) for e in events):
            pts = Text(_("end"), style="bold")
        elif points is None:
            pts = Text("+?", style="green")
        else:
            pts = Text(f"+{points}" if points else "", style="green")
        in_branch = branch is not None and ply > branch
        style = "magenta" if in_branch else ""
        row: list[Any] = [
            Text(f"{'*' if in_branch else ''}{ply}", style=style),
            Text(who[:WHO_WIDTH], style=style or ("dim" if actor == CHANCE else "")),
            *self._review.cells(ply, branch),
            pts,
            self._review.marked_label(ply, branch, Text(label, style=style)),
        ]
        if branch is not None:
            played = ""
            if in_branch and ply <= len(main):
                played = move_label(
                    game,
                    main.state_at(ply - 1),
                    main.move_at(ply),
                    main.events_at(ply),
                    perspective,
                )
            row.append(Text(played, style="dim"))
        return row
