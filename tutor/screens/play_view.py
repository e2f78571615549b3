"""What Play shows of its game: the seats, the board with its marks, the prompt, the log of
what moves did, and where the focus waits for the turn.

:class:`PlayView` is an invisible widget Play composes, as it does :class:`PlayTurns`: the
screen keeps the keys and the moves, and asks the view to draw whatever changed. What it
reads of the screen goes through :class:`PlayShown`.
"""

from __future__ import annotations

from typing import Any, Protocol

from rich.text import Text
from textual.widget import Widget
from textual.widgets import Input, OptionList, Static

from engine.core import Score
from tutor.board import Board
from tutor.explain import event_texts
from tutor.play_words import move_prompt, seats_text, waiting_prompt
from tutor.screens.play_hand_over import PlayTable
from tutor.screens.play_turns import PlayTurns
from tutor.session import Due


class PlayShown(PlayTable, Protocol):
    """What the view reads of the screen: the table, and where people move."""

    highlights: dict[str, str]

    def board(self) -> Board: ...
    def entry_open(self) -> bool: ...
    def draw_due(self) -> bool: ...
    def entry_state(self) -> Any: ...
    def shown_state(self) -> Any: ...
    def action_focus_board(self) -> None: ...


class PlayView(Widget):
    """Draws Play's panels afresh (mounted with Play, invisible)."""

    DEFAULT_CSS = """
    PlayView { display: none; }
    """

    def __init__(self, table: PlayShown, turns: PlayTurns) -> None:
        super().__init__()
        self.table = table
        self.turns = turns

    def redraw(self) -> None:
        table = self.table
        table.refresh_bindings()  # a takeback becomes possible once the person has moved
        self.screen.query_one("#seats", Static).update(
            seats_text(table.seeing, table.ui, self.app.has_class("-narrow"))
        )
        table.desk.draw_hand()
        table.desk.draw_choices()
        table.desk.draw_panel()
        self.draw_board()
        table.show_prompt(self.default_prompt())
        self.focus_for_turn()

    def focus_for_turn(self) -> None:
        """Typing for a draw at the table; the board (and keys 1-4) for a person's move.

        The move box, once the player is in it, keeps the focus whatever the other
        seats do meanwhile: what they type must never reach the board's keys.
        """
        table, screen = self.table, self.screen
        field = screen.query_one("#move-input", Input)
        due = table.session.due()
        if self.turns.holding_round is not None:
            screen.set_focus(None)  # a round's result: n goes on, nothing is typed meanwhile
            return
        if due == Due.TABLE_DRAW:
            field.placeholder = table.ui.table_draw_placeholder
            if screen.focused is field:
                return
            if table.board().offers_draw():
                table.action_focus_board()  # the board's picker; t types the draw instead
            elif isinstance(screen.focused, OptionList | Board):
                screen.set_focus(None)  # the screen's keys; typing the draw starts the box
        elif due == Due.PERSON and not table.seeing.hiding_all:
            field.placeholder = table.ui.placeholder_for(table.entry_state())
            if screen.focused is field:
                return
            self.focus_between_moves()

    def focus_between_moves(self) -> None:
        if self.table.draw_due():
            self.focus_for_turn()
        else:
            self.table.desk.focus_default()

    def draw_board(self) -> None:
        table = self.table
        session = table.session
        lit: dict[str, str] = {}
        last: tuple[str, ...] = ()
        if session.last_play is not None:
            move, events = session.last_play
            for event in events:
                if isinstance(event, Score) and not table.game.is_over(session.state):
                    lit.update({ref: "score" for ref in event.refs})
            last = tuple(table.ui.move_refs(move))
        lit.update(table.desk.entry_marks())
        board = table.board()
        board.table_draw = table.draw_due()
        board.entering = table.entry_open()
        viewer = table.seeing.viewer
        board.show(table.shown_state(), viewer=viewer, lit=lit, last=last, names=session.names)
        table.highlights = board.marks()

    def default_prompt(self) -> Text:
        table = self.table
        if self.turns.holding_round is not None and table.session.due() != Due.OVER:
            return self.turns.round_result_text()
        waiting = waiting_prompt(table.seeing, table.ui)
        if waiting is not None:
            return waiting
        piece = table.desk.piece
        help_line = table.desk.board_help() if piece is None else ""
        return table.desk.with_hint(move_prompt(table.seeing, table.ui, piece, help_line))

    def log_events(self, events: Any) -> None:
        """Write what a move did to the log (draws as this table may know them)."""
        table = self.table
        game, state, names, seeing = (
            table.game,
            table.session.state,
            table.session.names,
            table.seeing,
        )
        for text in event_texts(
            game, state, names, events, seeing.log_perspective, with_rules=False
        ):
            table.log_line(text)
        if seeing.hot_seat and seeing.revealed is not None:  # the turn as its player sees it
            self.turns.hand_over.turn_lines.extend(
                event_texts(game, state, names, events, seeing.revealed, with_rules=False)
            )
