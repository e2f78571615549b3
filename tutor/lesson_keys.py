"""A lesson's keys, and which of them act on the step shown (``LessonScreen.check_action``).

The keys stay the screen's (they work while nothing has the focus, and the key bar keeps
their order); their actions are the screen's, most of them one line asking the
:class:`MoveDesk` or the screen's parts. Move keys only on steps with moves, a hint only
in a play step's game; Previous greyed out on the first step (and when practising one
step); "Try again" on a solved do step; "More text" only while the step's text runs past
its box (issue 22). None greys a key out; False hides it.
"""

from __future__ import annotations

from typing import Final, Protocol

from textual.binding import Binding, BindingType
from textual.widget import Widget

from engine.i18n import N_
from lessons.runner import Feedback
from tutor.keys import declared_keys
from tutor.lesson_view_base import StepView
from tutor.lesson_views import DoStepView
from tutor.widgets.lesson_side import LessonSide
from tutor.widgets.move_desk import MoveDesk

LESSON_BINDINGS: Final[list[BindingType]] = [
    Binding("n,pagedown", "next", N_("Next step")),
    Binding("p,pageup", "previous", N_("Previous step")),
    Binding("1", "pick(0)", N_("Piece 1"), show=False),
    Binding("2", "pick(1)", N_("Piece 2"), show=False),
    Binding("3", "pick(2)", N_("Piece 3"), show=False),
    Binding("4", "pick(3)", N_("Piece 4"), show=False),
    Binding("b", "focus_board", N_("Board"), show=False),
    Binding("t,colon", "type_move", N_("Type a move"), key_display="t"),
    Binding("h", "hint", N_("Hint")),  # offered in a game only (key_allowed)
    Binding("r", "rules", N_("Rules")),
    Binding("a", "again", N_("Try the step again")),
    Binding("shift+down", "scroll_text(1)", N_("More text")),
    Binding("shift+up", "scroll_text(-1)", N_("Text back"), show=False),
    Binding("escape", "leave", N_("Leave (asks)")),
]
"""The lesson screen's ``BINDINGS``, in the key bar's order."""


def board_owns(desk: MoveDesk, key: str) -> bool:
    """Whether the game's board binds ``key`` itself (its meaning wins on a move step)."""
    return any(key in binding.key.split(",") for binding in declared_keys(desk.ui.board_type))


def text_scrolls(box: Widget | None, parameters: tuple[object, ...]) -> bool | None:
    """Whether the step's text can scroll the way asked (asked without one: down); None
    when it runs past its box but not that way, False when it fits."""
    if box is None or not box.max_scroll_y:
        return False
    down = not parameters or parameters[0] == 1
    more = box.scroll_y < box.max_scroll_y if down else box.scroll_y > 0
    return more or None


class KeyedLesson(Protocol):
    """What the keys' rule reads of the lesson screen."""

    desk: MoveDesk
    side: LessonSide
    step_index: int
    practising: bool
    solved: dict[int, Feedback]

    @property
    def view(self) -> StepView: ...


def key_allowed(action: str, parameters: tuple[object, ...], lesson: KeyedLesson) -> bool | None:
    """Whether ``action`` acts on the step the lesson shows."""
    if action == "game_move":
        return lesson.desk.moves_allowed(int(str(parameters[0])))
    view, desk = lesson.view, lesson.desk
    moving = view.moves
    if action == "pick":
        return moving and desk.picks_pieces()
    if action == "focus_board":
        return moving and desk.ui.board_type.has_places
    if action == "type_move":
        return moving
    if action == "hint":
        return view.hints
    if action == "rules" and moving and board_owns(desk, "r"):
        return False  # the board's own r (a game's board may bind it); rules: palette
    if action == "previous":  # none before the first step, nor when practising one step
        return None if lesson.step_index == 0 or lesson.practising else True
    if action == "again":
        return isinstance(view, DoStepView) and lesson.step_index in lesson.solved
    if action == "scroll_text":  # offered only where the step's text runs past its box
        return text_scrolls(lesson.side.text_box(), parameters)
    return True
