"""A lesson's prompt under the step: what to do now, in words (and why no hint here).

The step's view says its own (read on, answer, done, game over); where it leaves the
prompt to the move, it is the learner's move as Play words it (the piece picked, the
board's help, the hint once asked), or the computer's turn in a play step's game.
"""

from __future__ import annotations

from rich.text import Text

from engine.i18n import _
from tutor.lesson_view_base import StepView
from tutor.widgets.move_desk import MoveDesk


def lesson_prompt(view: StepView, desk: MoveDesk, *, last: bool, moving: bool) -> Text:
    """The prompt on the step ``view`` shows (``last``: the lesson's last step; ``moving``:
    the learner may move now)."""
    onward = _("n: finish the lesson.") if last else _("n: next step.")
    told = view.prompt(onward)
    if told is not None:
        return told
    if not moving:
        return Text(_("The computer is moving..."), style="italic")
    text = Text.assemble((_("Your move. "), "bold"))
    piece = desk.piece
    if piece is None:
        text.append(desk.board_help())
    else:
        said = _("{piece} picked: choose a {place}. ")
        text.append(said.format(piece=piece, place=desk.ui.place_word))
        text.append(_("Enter or click to place it."), style="dim")
    return desk.with_hint(text)


def no_hint_words(view: StepView, desk: MoveDesk) -> Text:
    """Why ``h`` gives nothing: outside the guided game the move or the answer is the
    learner's to find; in it, the desk's usual words."""
    if not view.hints:
        return Text(_("No hints in this step: finding it is the exercise."), "italic")
    return desk.no_hint_here()
