"""What Play says: the seats box and the prompt, worded from the session and who sees what."""

from __future__ import annotations

from rich.text import Text

from engine.i18n import _
from tutor.explain import Table, seat_label, turn_text
from tutor.play_seeing import Seeing
from tutor.session import COMPUTER, Due
from tutor.ui import GamePlugin


def seats_text(seeing: Seeing, ui: GamePlugin, narrow: bool) -> Text:
    """Every seat: whose turn, name and kind, score and hand where this screen may know
    them, and the game's status line."""
    session = seeing.session
    game = session.game
    state = seeing.shown_state()
    scores = game.scores(state)  # what this table may know
    hiding_all, viewer = seeing.hiding_all, seeing.viewer
    out = Text()
    for seat in range(game.seats(state)):
        if seat:
            out.append("\n")
        turn = session.actor == seat
        out.append("> " if turn else "  ", style="bold yellow")
        side = game.side_of(state, seat)
        computer = session.plan.kinds[seat] == COMPUTER
        label = Table(game, state, session.names).with_kind(seat, computer)
        out.append(label, style="bold" if turn else "")
        if not (hiding_all and scores[side] < 0):
            out.append(f"  {ui.seat_score(state, scores[side])}")
        visible = not hiding_all and (viewer is None or viewer == seat)
        hand = ui.seat_hand_text(narrow, state, seat, visible)
        if hand.plain:  # a game without hands draws no empty line under each seat
            out.append("\n    ")
            out.append_text(hand)
    status = ui.status_text(seeing.entry_state())
    if status.plain:
        out.append("\n")
        out.append_text(status)
    return out


def waiting_prompt(seeing: Seeing, ui: GamePlugin) -> Text | None:
    """The prompt while no person moves on the board (the end, a draw at the table, the
    computer, a hidden hand); None while one does."""
    session = seeing.session
    due = session.due()
    state = seeing.entry_state()  # as the screen may know it (one seat: its view)
    if due == Due.OVER:
        return Text(_("The game is over."), style="bold")
    if due == Due.TABLE_DRAW:
        text = Text.assemble((_("Table mode: "), "bold"))
        purpose = ui.draw_purpose(state, session.names)
        if purpose:
            text.append(_("draw {purpose}. ").format(purpose=purpose), style="bold")
        text.append(ui.table_draw_prompt)
        left = ui.supply_text(state)
        if left.plain:
            text.append(f"\n{ui.still_to_draw}")
            text.append_text(left)
        return text
    if due in (Due.COMPUTER, Due.DEAL):
        who = seat_label(session.game, state, session.names, session.actor)
        return Text(_("{player} is thinking...").format(player=who), style="italic")
    if seeing.hiding_all:
        return Text(_("Waiting for the next player."), style="italic")
    return None


def move_prompt(seeing: Seeing, ui: GamePlugin, piece: str | None, board_help: str) -> Text:
    """The prompt of a person's move: whose turn, and the board's help or the piece held."""
    session = seeing.session
    turn = turn_text(session.game, seeing.entry_state(), session.names, session.actor)
    text = Text.assemble((f"{turn} ", "bold"))
    if piece is None:
        text.append(board_help)
    else:
        said = _("{piece} picked: choose a {place}. ")
        text.append(said.format(piece=piece, place=ui.place_word))
        text.append(_("Enter or click to place it."), style="dim")
    return text
