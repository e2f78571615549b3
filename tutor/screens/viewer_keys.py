"""The viewer's keys, and which of them act now (like ``tutor/play_keys.py`` for Play).

The keys are the screen's own (its ``BINDINGS``): they act whatever is focused, or
nothing. The keys that move through the game are :class:`ReplayNav`'s
(``tutor/screens/viewer_nav.py``), around every widget that takes the focus. The
review's keys are its panel's (``REVIEW_BINDINGS``), spliced in before Esc.
"""

from __future__ import annotations

from textual.binding import Binding, BindingType

from engine.i18n import N_
from tutor.widgets.move_desk import MoveDesk
from tutor.widgets.review_panel import REVIEW_ACTIONS, REVIEW_BINDINGS, ReviewPanel

VIEWER_BINDINGS: list[BindingType] = [
    Binding("X", "export_picture", N_("Export picture"), show=False),
    Binding("ctrl+e", "edit_here", N_("Edit from here"), show=False),
    Binding("w", "what_if", N_("What if")),
    Binding("h", "hint", N_("Hint")),
    Binding("s", "sheet", N_("Score sheet"), show=False),
    Binding("o", "panel('standings')", N_("Standings"), show=False),
    Binding("k", "panel('legend')", N_("Legend"), show=False),
    Binding("d", "deal", N_("Draw at random (what if)"), show=False),
    Binding("t,colon", "type_move", N_("Type a move (what if)"), key_display="t", show=False),
    Binding("1", "pick(0)", N_("Piece 1 (what if)"), show=False),
    Binding("2", "pick(1)", N_("Piece 2 (what if)"), show=False),
    Binding("3", "pick(2)", N_("Piece 3 (what if)"), show=False),
    Binding("4", "pick(3)", N_("Piece 4 (what if)"), show=False),
    *REVIEW_BINDINGS,
    Binding("escape", "back", N_("Back")),
]


def key_allowed(
    action: str,
    parameters: tuple[object, ...],
    entering: bool,
    desk: MoveDesk,
    review: ReviewPanel,
) -> bool | None:
    """The keys that make a move only while trying moves (``entering``, what-if); a panel
    key only where the game fills that panel; the review's keys as its panel says."""
    if action == "game_move":
        return entering and desk.moves_allowed(int(str(parameters[0])))
    if action == "panel":
        return desk.has_panel(str(parameters[0]))
    if action in REVIEW_ACTIONS:
        return review.allows(action)
    if action == "pick":
        return entering and desk.picks_pieces()
    return True
