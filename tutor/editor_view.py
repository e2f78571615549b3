"""What the position editor shows of a position beside the board and the fields: the
hand of the seat to move, the seats' names, and who is on turn (for the side-to-move
selector). Plain functions over the game and its plug-ins; the screen draws them."""

from __future__ import annotations

from typing import Any, NamedTuple

from rich.text import Text

from engine.ask import actor_name
from engine.core import Game
from engine.i18n import _
from tutor.names import default_name
from tutor.piece_editing import BoardEditor
from tutor.ui import GamePlugin


def ask_placeholder(placeholder: str) -> str:
    """Play's move-box words without their "or type" (here typing is all the box does)."""
    if placeholder.startswith("type a move"):
        return _("a move")
    for lead in ("or type a move, ", "or type a move", "or type: ", "or type "):
        if placeholder.startswith(lead):
            return placeholder[len(lead) :]
    return placeholder


def hand_of_mover(game: Game[Any, Any, Any], ui: GamePlugin, state: Any) -> Text:
    """The hand of the seat to move, open (what Ask plays from; every hand is in the
    fields); whose turn it is shows in the side-to-move selector."""
    mover = game.to_move(state)
    text = Text()
    if mover >= 0:
        try:
            hand = ui.hand_text(state, mover, True)
        except Exception:  # an impossible position a game's words cannot draw
            hand = Text()
        if hand.plain:
            text.append(_("holding: "))
            text.append_text(hand)
    return text


def seat_names(game: Game[Any, Any, Any], state: Any) -> list[str]:
    """The seats as a position names them: "Player 1", "Player 2" ..."""
    seats = game.seats(state)
    return [default_name(seat, False, seats) for seat in range(seats)]


class Mover(NamedTuple):
    """The side-to-move selector's state: the seats, the one on turn, and the mover's name."""

    seats: int
    seat: int | None
    name: str


def mover(
    game: Game[Any, Any, Any], editor: BoardEditor, fields: dict[str, str], state: Any | None
) -> Mover:
    """The position's seats and the one its turn field names (none for a line that does
    not parse)."""
    if state is None:
        return Mover(0, None, "")
    turn = fields.get(editor.turn_field, "")
    name = actor_name(game, state, game.to_move(state))
    return Mover(game.seats(state), editor.turn_seat(turn), name)
