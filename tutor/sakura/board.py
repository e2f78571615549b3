"""The Sakura table as a :class:`tutor.board.Board`: piles, characters and the hand to click.

The hand's cards are pieces (a click or Enter on one picks it, as the contract's
``PiecePicked``); the piles ``L`` and ``R`` are the places a picked card goes to, and
the row places ``$1`` .. ``$5`` are places too (choosing one hires that character,
see :class:`tutor.sakura.ui.SakuraUI`). The arrows walk piles, row and hand.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.geometry import Size

from engine.sakura.game import State
from tutor.board import Board
from tutor.sakura.layout import NARROW, Picture, paint


class SakuraBoard(Board):
    """The table on the board contract."""

    _picture: Picture | None = None
    selected: str | None = None
    """The row place last picked here: choosing it again hires (a click, then a confirm)."""

    def picture(self, width: int) -> Picture:
        state: State | None = self.state
        return paint(
            state,
            max(NARROW, width),
            viewer=self.viewer,
            marks=self.marks(),
            cursor=self.shown_cursor(),
        )

    def render(self) -> Text:
        self._picture = self.picture(self.content_size.width)
        out = Text(no_wrap=True, overflow="crop", end="")
        for i, line in enumerate(self._picture.lines):
            if i:
                out.append("\n")
            out.append_text(line)
        return out

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.picture(width).lines)

    # -- places and pieces ----------------------------------------------------------

    def home_ref(self) -> str:
        return "L"

    def ref_at(self, x: int, y: int) -> str | None:
        return self._picture.place_at(x, y) if self._picture else None

    def piece_at(self, x: int, y: int) -> str | None:
        return self._picture.piece_at(x, y) if self._picture else None

    def rows(self) -> list[list[str]]:
        picture = self._picture or self.picture(self.content_size.width or NARROW)
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
        """A card in hand is picked; a pile is chosen; a row place is picked, then chosen."""
        if ref in {"L", "R"} or (ref.startswith("$") and ref == self.selected):
            self.post_message(self.TargetChosen(self, ref))
            return
        self.selected = ref
        self.post_message(self.PiecePicked(self, ref))

    def action_choose(self) -> None:
        if self.cursor is not None:
            self.choose(self.cursor)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or self._picture is None:
            return
        ref = self._picture.piece_at(offset.x, offset.y) or self._picture.place_at(
            offset.x, offset.y
        )
        if ref is not None:
            event.stop()
            self.cursor = ref
            self.choose(ref)
