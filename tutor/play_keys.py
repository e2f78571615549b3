"""Which of Play's keys act now, and why one does not (said when chosen from the palette)."""

from __future__ import annotations

from collections.abc import Callable

from tutor import table_fix, table_seat
from tutor.session import PlaySession
from tutor.widgets.move_desk import MoveDesk


def key_allowed(
    action: str, parameters: tuple[object, ...], session: PlaySession, desk: MoveDesk, holding: bool
) -> bool | None:
    """Keys for picking pieces on a board only where the game has such a board; a
    takeback only against the computer (see ``PlaySession.offers_take_back``); a panel
    key only where the game fills that panel; ``n`` only on a round's result
    (``holding``). None greys a key out; False hides it."""
    if action == "game_move":
        return desk.moves_allowed(int(str(parameters[0])))
    if action == "take_back":
        if not session.offers_take_back:
            return False
        return session.take_back_ply() is not None or None
    if action == "hint" and table_seat.why_no_hint(session) is not None:
        return None  # recording from one seat: another player's hand is not known
    rules: dict[str, Callable[[], bool | None]] = {
        "fix_draw": lambda: table_fix.can_fix(session),
        "unseen_draw": lambda: table_seat.can_enter_unseen(session),
        "panel": lambda: desk.has_panel(str(parameters[0])),
        "next_round": lambda: holding,
        "pick": desk.picks_pieces,
        "focus_board": lambda: desk.ui.board_type.has_places,
    }
    allowed = rules.get(action)
    return True if allowed is None else allowed()


def key_refusal(action: str, session: PlaySession) -> str | None:
    """Why the key for ``action`` cannot act now (None: it can, or nothing to say)."""
    reasons: dict[str, Callable[[], str | None]] = {
        "take_back": session.why_no_take_back,
        "fix_draw": lambda: table_fix.why_no_fix(session),
        "unseen_draw": lambda: table_seat.why_no_unseen(session),
        "hint": lambda: table_seat.why_no_hint(session),
    }
    why = reasons.get(action)
    return None if why is None else why()
