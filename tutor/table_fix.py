"""Corrections in table mode: the words and the dialog for undoing and fixing a draw.

A table's record meets typos. ``u`` undoes the last entry (``PlaySession.take_back``);
``F`` fixes a draw entered wrongly where it stands ("entry 12 was +B9"), and every later
entry is re-checked (``replays.correction``). The play screen only binds the keys; what
is said and asked lives here, so the screen's own code stays a hook.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual import work

from engine.core import CHANCE, IllegalMove
from engine.i18n import N_, _, ngettext
from replays.correction import FIX_USAGE, Correction, parse_fix
from replays.errors import ReplayError
from replays.explain import moves_from
from replays.recorder import Recorder
from tutor.session import Due, PlaySession

if TYPE_CHECKING:
    from tutor.screens.base import TableScreen
    from tutor.ui import GamePlugin


FIX_A_DRAW = N_("Fix a draw")


def draws_entered(session: PlaySession) -> list[int]:
    """The plies of the main line that were the dealer's (draws the table entered)."""
    if not isinstance(session.log, Recorder):
        return []
    timeline = session.log.timeline
    game = session.game
    last = len(timeline)
    return [p for p in range(1, last + 1) if game.to_move(timeline.state_at(p - 1)) == CHANCE]


def why_no_fix(session: PlaySession) -> str | None:
    """Why no draw can be fixed now, in words (None: one can)."""
    if not session.table_mode:
        return _("Only a table's record has draws to fix: here the computer deals.")
    if not isinstance(session.log, Recorder):
        return _("This game is not recorded.")
    if session.due() == Due.OVER:
        return _("The game is over and saved: nothing can be fixed.")
    if not draws_entered(session):
        return _("No draw has been entered yet.")
    return None


def can_fix(session: PlaySession) -> bool | None:
    """The binding's state: hidden away from a table, greyed while there is nothing to fix."""
    if not session.table_mode:
        return False
    return why_no_fix(session) is None or None


def taken_back_text(session: PlaySession, ui: GamePlugin, ply: int, taken: int) -> str:
    """What the log says after a takeback (a table's undo, or a move against the computer)."""
    kept = _("{moves} (kept in the replay as a variation).").format(moves=moves_from(ply, taken))
    if session.table_mode:
        return _("Undone: {kept} Enter the right one.").format(kept=kept)
    return _(
        "Taken back: {kept} A takeback does not reshuffle {dealer}: what was drawn "
        "comes again, in the same order."
    ).format(kept=kept, dealer=ui.dealer.noun)


def fixed_text(ply: int, fixed: Correction) -> str:
    """What the log says after a draw was fixed: what still held, what must be entered again."""
    said = _("Entry {ply} fixed; the old line is kept in the replay as a variation.")
    said = said.format(ply=ply)
    if fixed.replayed:
        later = ngettext(
            " {count} later entry re-checked and kept.",
            " {count} later entries re-checked and kept.",
            fixed.replayed,
        )
        said += later.format(count=fixed.replayed)
    if fixed.broken is not None:
        stopped = _(" Stopped there: {problem}. Enter the game again from that entry.")
        said += stopped.format(problem=fixed.broken)
    return said


def fix_from_text(session: PlaySession, text: str) -> tuple[int, Correction]:
    """Parse ``12 +B9`` and make the correction (ValueError, IllegalMove, ReplayError)."""
    assert isinstance(session.log, Recorder)
    ply, move = parse_fix(session.log.timeline, text)
    return ply, session.correct_draw(ply, move)


@work(exclusive=True, group="fix-draw")
async def _ask(screen: TableScreen) -> None:
    from tutor.screens.dialogs import AskText

    session = screen.session
    draws = draws_entered(session)
    answer: Any = await screen.app.push_screen_wait(
        AskText(
            _("Which draw was wrong? Write {usage}. The latest draw was entry {ply}.").format(
                usage=FIX_USAGE, ply=draws[-1]
            ),
            placeholder=f"{draws[-1]} ",
        )
    )
    if not answer:
        return
    try:
        ply, fixed = fix_from_text(session, str(answer))
    except (ValueError, IllegalMove, ReplayError) as err:
        reason = (
            err.reason
            if isinstance(err, IllegalMove)
            else err.problem
            if isinstance(err, ReplayError)
            else str(err)
        )
        screen.notify(
            _("Not fixed: {reason}").format(reason=reason),
            title=_(FIX_A_DRAW),
            severity="warning",
            markup=False,
        )
        return
    screen.after_correction(fixed_text(ply, fixed))


def ask_fix(screen: TableScreen) -> None:
    """Ask which entry was wrong and what it was; fix it, or say why not."""
    why = why_no_fix(screen.session)
    if why is not None:
        screen.notify(why, title=_(FIX_A_DRAW), severity="warning", markup=False)
        return
    _ask(screen)
