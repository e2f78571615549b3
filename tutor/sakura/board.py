"""The Sakura table as a :class:`tutor.board.Board`: piles, characters and the hand to click.

The hand's cards are pieces (a click or Enter on one picks it, as the contract's
``PiecePicked``); the piles ``L`` and ``R`` are the places a picked card goes to, and
the row places ``$1`` .. ``$5`` are places too (choosing one hires that character,
see :class:`tutor.sakura.ui.SakuraPlugin`). The arrows walk piles, row and hand.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType

from engine.i18n import N_
from engine.sakura.game import DEAL, State
from tutor.board import Board, ScrollingBoard
from tutor.sakura import deal_picker as D
from tutor.sakura.layout import NARROW, WIDE, Picture, fit_lines, head, paint, summary


class SakuraBoard(ScrollingBoard):
    """The table on the board contract; at the table, the deal's card picker."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("backspace", "take_back_pick", N_("Take back the card picked"), show=False),
    ]

    _picture: Picture | None = None
    selected: str | None = None
    """The row place last picked here: choosing it again hires (a click, then a confirm)."""
    picks: D.Picks = D.Picks()
    """What the table has entered of the deal so far (table mode's picker)."""
    pick_note: str | None = None
    """Why the last pick was refused, shown under the picker."""
    _picks_for: State | None = None

    def picks_shown(self) -> bool:
        """Whether the board draws the deal's picker: a deal (or reshuffle) is due and
        the people at the table enter it here (``Board.table_draw``)."""
        return self.table_draw and D.picking(self.state)

    def offers_draw(self) -> bool:
        return self.picks_shown()

    def picture(self, width: int) -> Picture:
        state: State | None = self.state
        width = max(NARROW, width)
        if state is not None and self.picks_shown():
            if state != self._picks_for:  # a new deal to enter: start afresh
                self.picks, self.pick_note, self._picks_for = D.Picks(), None, state
            pic = Picture()
            head(pic, state, width >= WIDE, self.seat_name)
            if state.phase == DEAL and state.rounds:
                summary(pic, state, width, self.seat_name)
            D.draw(
                pic,
                state,
                self.picks,
                width,
                cursor=self.shown_cursor(),
                note=self.pick_note,
                name=self.seat_name,
                seat=self.viewer,
            )
            fit_lines(pic, width)
            return pic
        marks, cursor = self.marks(), self.shown_cursor()
        names = tuple(self.seat_name(seat) for seat in range(state.players)) if state else ()
        return self.painted(
            state,
            (width, self.viewer, marks, cursor, names),
            lambda: paint(
                state, width, viewer=self.viewer, marks=marks, cursor=cursor, name=self.seat_name
            ),
        )

    def drawing(self) -> Text:
        self._picture = self.picture(self.width_now())
        if self._picture.order and self.cursor != self.first_ref():
            # what is drawn changed (a deal to enter, the table again): the cursor follows
            self.set_reactive(Board.cursor, self.first_ref())
            self._picture = self.picture(self.width_now())
        out = Text(no_wrap=True, overflow="crop", end="")
        for i, line in enumerate(self._picture.lines):
            if i:
                out.append("\n")
            out.append_text(line)
        return out

    def drawing_height(self) -> int:
        return len(self.picture(self.width_now()).lines)

    def width_now(self) -> int:
        return self.view_size().width or NARROW

    def lines_for(self, width: int, height: int) -> int:
        return len(self.picture(width).lines)

    # -- places and pieces ----------------------------------------------------------

    def home_ref(self) -> str:
        return "L"

    def first_ref(self) -> str:
        """Where the cursor belongs in what is drawn: kept if drawn, else the first place."""
        rows = self.rows()
        if any(self.cursor in row for row in rows):
            return self.cursor or rows[0][0]
        return rows[0][0]

    def ref_at(self, x: int, y: int) -> str | None:
        return self._picture.place_at(x, y) if self._picture else None

    def piece_at(self, x: int, y: int) -> str | None:
        return self._picture.piece_at(x, y) if self._picture else None

    def rows(self) -> list[list[str]]:
        picture = self._picture or self.picture(self.width_now())
        return picture.order or [["L", "R"]]

    def step(self, ref: str, dx: int, dy: int) -> str:
        rows = self.rows()
        where = next(((r, row.index(ref)) for r, row in enumerate(rows) if ref in row), None)
        if where is None:
            return rows[0][0]
        r, i = where
        if dx:
            return rows[r][max(0, min(len(rows[r]) - 1, i + dx))]
        target = max(0, min(len(rows) - 1, r + dy))
        if target == r:
            return ref
        share = i / max(1, len(rows[r]) - 1)
        return rows[target][round(share * (len(rows[target]) - 1))]

    def ref_order(self, ref: str) -> int:
        return {"L": 0, "R": 1}.get(ref, 2)

    def aim(self, targets: set[str]) -> None:
        """After a pick, go to the first pile it may go to (the targets hold the picked
        card or character too, to light it), and say so: the screen previews the move."""
        if targets:
            self.cursor = min(targets, key=self.ref_order)
            self.post_message(self.CursorMoved(self, self.cursor))  # preview the move there

    def watch_state(self) -> None:
        self.selected = None

    def choose(self, ref: str) -> None:
        """A card in hand is picked; a pile is chosen; a row place is picked, then chosen;
        in the deal's picker a card or character is entered, and the whole deal sent as
        one place in notation once it is complete."""
        if self.picks_shown():
            self.enter_pick(ref)
            return
        if ref in {"L", "R"} or (ref.startswith("$") and ref == self.selected):
            self.post_message(self.TargetChosen(self, ref))
            return
        self.selected = ref
        self.post_message(self.PiecePicked(self, ref))

    def action_choose(self) -> None:
        if self.cursor is not None:
            self.choose(self.cursor)

    def on_click(self, event: events.Click) -> None:
        offset = self.click_offset(event)
        if offset is None or self._picture is None:
            return
        ref = self._picture.piece_at(offset.x, offset.y) or self._picture.place_at(
            offset.x, offset.y
        )
        if ref is not None:
            event.stop()
            self.cursor = ref
            self.choose(ref)

    # -- the deal's picker (table mode) ------------------------------------------------------

    def enter_pick(self, ref: str) -> None:
        state: State = self.state
        self.picks, self.pick_note = D.pick(state, self.picks, ref, self.seat_name, self.viewer)
        self._picture = self.picture(self.width_now())
        self.set_reactive(Board.cursor, self.first_ref())
        self.refresh(layout=True)
        if D.complete(state, self.picks, self.viewer):
            notation = D.notation(state, self.picks, self.viewer)
            self.post_message(self.TargetChosen(self, notation))

    def action_take_back_pick(self) -> None:
        if self.picks_shown():
            self.enter_pick(D.BACK)
