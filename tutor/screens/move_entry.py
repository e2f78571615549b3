"""Making a move with the keyboard, the mouse or notation: shared by Play and What-if.

A screen using :class:`MoveEntry` says where moves are made (``entry_state``),
whether a person may move now (``entry_open``) and what to do with a move
(``submit``). The mixin handles the rest: picking a piece from the hand (keys 1-4
or a click), showing where it may go, previewing the points under the cursor,
asking which bird a koi is, refusing an illegal move with its rule, and typed
notation for any game.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on, work
from textual.screen import Screen
from textual.widgets import Button, Input, OptionList
from textual.widgets.option_list import Option

from engine.core import IllegalMove
from tutor.explain import rule_line
from tutor.screens.dialogs import ChooseOne
from tutor.seikatsu.board import SeikatsuBoard
from tutor.ui import GameUI

MAX_HAND = 4
MAX_CHOICES = 200
"""Moves listed at most; typing narrows the list (Karesansui has thousands of bids)."""


def hand_buttons() -> list[Button]:
    return [Button("", id=f"hand-{i}", compact=True, classes="hand-tile") for i in range(MAX_HAND)]


def refusal_text(rules: Any, err: IllegalMove) -> Text:
    """ "Refused: <reason>" and the rule it comes from, with our paraphrase."""
    text = Text.assemble(("Refused: ", "bold red"))
    text.append(err.reason)
    if err.rule in rules:
        text.append("\n")
        text.append_text(rule_line(rules[err.rule]))
    return text


class MoveEntry(Screen[Any]):
    """Base for screens where a person makes moves on the board."""

    ui: GameUI
    _choice_moves: list[Any]
    piece: str | None = None
    refused: str | None = None

    # -- what the screen provides ----------------------------------------------------------

    def entry_state(self) -> Any:
        raise NotImplementedError

    def entry_open(self) -> bool:
        """A person may pick pieces and place them now."""
        raise NotImplementedError

    def submit(self, move: Any) -> bool:
        raise NotImplementedError

    def show_prompt(self, text: Text) -> None:
        raise NotImplementedError

    def default_prompt(self) -> Text:
        raise NotImplementedError

    def draw_board(self) -> None:
        raise NotImplementedError

    def previews_points(self) -> bool:
        """Whether the cursor over a cell shows what the picked piece would score there."""
        return True

    # -- the hand ---------------------------------------------------------------------------

    def entry_codes(self) -> list[str]:
        if not self.entry_open():
            return []
        state = self.entry_state()
        seat = self.ui.game.to_move(state)
        return self.ui.hand_codes(state, seat) if seat >= 0 else []

    def draw_hand(self) -> None:
        codes = self.entry_codes()
        for i in range(MAX_HAND):
            button = self.query_one(f"#hand-{i}", Button)
            button.display = i < len(codes)
            if i < len(codes):
                label = Text(f"{i + 1} ")
                label.append_text(self.ui.piece_text(codes[i]))
                button.label = label
                button.set_class(codes[i] == self.piece, "-picked")
        self.query_one("#hand").display = bool(codes)

    def entry_marks(self) -> dict[str, str]:
        """Highlights for the piece being placed: where it may go, and a refused cell."""
        marks: dict[str, str] = {}
        if self.piece is not None and self.entry_open():
            marks.update(
                {cell: "target" for cell in self.ui.targets(self.entry_state(), self.piece)}
            )
        if self.refused:
            marks[self.refused] = "refused"
        return marks

    def action_pick(self, index: int) -> None:
        codes = self.entry_codes()
        if index >= len(codes):
            return
        self.piece = codes[index]
        self.refused = None
        self.ui.aim(self.query_one("#board"), self.ui.targets(self.entry_state(), self.piece))
        self.draw_hand()
        self.draw_board()
        self.show_prompt(self.default_prompt())
        self.action_focus_board()

    @on(Button.Pressed, ".hand-tile")
    def _hand_pressed(self, event: Button.Pressed) -> None:
        self.action_pick(int((event.button.id or "hand-0").split("-")[1]))

    def action_focus_board(self) -> None:
        board = self.query_one("#board")
        if board.can_focus:
            board.focus()

    def action_type_move(self) -> None:
        self.query_one("#move-input").focus()

    # -- the board ----------------------------------------------------------------------------

    @on(SeikatsuBoard.CursorMoved)
    def _preview(self, event: SeikatsuBoard.CursorMoved) -> None:
        if self.piece is None or not self.entry_open():
            return
        state = self.entry_state()
        moves = self.ui.moves_for(state, self.piece, event.cell)
        if not moves:
            self.show_prompt(self.default_prompt())
            return
        if not self.previews_points():
            where = Text.assemble((f"{self.piece} on {event.cell}.", "bold"))
            where.append("   Enter to place it.", style="dim")
            self.show_prompt(where)
            return
        best = max(self.gain(state, m) for m in moves)
        text = Text.assemble((f"{self.piece} on {event.cell}: ", "bold"))
        text.append(f"+{best}" if best else "no points now", style="bold green" if best else "")
        if len(moves) > 1:
            text.append(" (with the best bird)", style="dim")
        text.append("   Enter to place it.", style="dim")
        self.show_prompt(text)

    def gain(self, state: Any, move: Any) -> int:
        game = self.ui.game
        side = game.side_of(state, game.to_move(state))
        after = game.apply(state, move).state
        return int(game.scores(after)[side] - game.scores(state)[side])

    @on(SeikatsuBoard.CellChosen)
    def _cell_chosen(self, event: SeikatsuBoard.CellChosen) -> None:
        self.place(event.cell)

    def place(self, cell: str) -> None:
        """Put the picked piece on ``cell`` (asking which bird for a koi)."""
        if not self.entry_open():
            return
        if self.piece is None:
            self.show_prompt(Text("Pick a tile from the hand first (keys 1-4).", "bold"))
            return
        state = self.entry_state()
        moves = self.ui.moves_for(state, self.piece, cell)
        if len(moves) == 1:
            self.submit(moves[0])
        elif moves:
            self.choose_among(moves)
        else:
            raw = self.ui.raw_move(state, self.piece, cell)
            if raw is not None:
                self.submit(raw)

    @work(exclusive=True, group="choose")
    async def choose_among(self, moves: list[Any]) -> None:
        state = self.entry_state()
        labels = [self.ui.choice_label(state, m) for m in moves]
        note = "A koi counts as the bird you choose, this turn only."
        index = await self.app.push_screen_wait(ChooseOne("Which bird is the koi?", labels, note))
        if index is not None:
            self.submit(moves[index])

    def refuse(self, err: IllegalMove, refs: list[str]) -> None:
        self.refused = refs[0] if refs else None
        self.show_prompt(refusal_text(self.ui.game.rules, err))
        self.draw_board()

    # -- the list of moves (games without pieces to click) --------------------------------------

    def draw_choices(self) -> None:
        """Fill the move list from the legal moves that contain what is typed so far."""
        choices = self.query_one("#choices", OptionList)
        shown = self.ui.lists_moves and self.entry_open()
        choices.display = shown
        if not shown:
            return
        typed = self.query_one("#move-input", Input).value.strip().casefold()
        game = self.ui.game
        state = self.entry_state()
        options: list[Option] = []
        self._choice_moves: list[Any] = []
        for move in game.legal_moves(state):
            text = str(game.move_text(move))
            if typed and typed not in text.casefold():
                continue
            if len(options) == MAX_CHOICES:
                options.append(
                    Option(Text("... type to narrow the list", style="dim"), disabled=True)
                )
                break
            options.append(Option(Text(text), id=str(len(self._choice_moves))))
            self._choice_moves.append(move)
        choices.clear_options()
        choices.add_options(options)
        if self._choice_moves:
            choices.highlighted = 0

    @on(OptionList.OptionSelected, "#choices")
    def _choice(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self.submit(self._choice_moves[int(event.option.id)])

    @on(Input.Changed, "#move-input")
    def _narrow(self) -> None:
        if self.ui.lists_moves:
            self.draw_choices()

    # -- typed notation ------------------------------------------------------------------------

    @on(Input.Submitted, "#move-input")
    def _typed(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if not text:
            return
        try:
            move = self.ui.game.parse_move(self.entry_state(), text)
        except ValueError as err:
            self.show_prompt(Text(str(err), style="bold red"))
            return
        if self.submit(move):
            event.input.value = ""
