"""What the position editor does with the position as a whole (issue 27): continue a
game from it, save it as a replay that starts there, copy its line, draw it, and leave
(asking first once something was edited). A base of :class:`EditorScreen`, which
holds the session and the board; kept apart so the screen stays about editing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.screen import Screen
from textual.widgets import Input

from engine.core import Game
from engine.i18n import _
from engine.safe_text import escaped
from tutor.editing import EditSession


class PositionFiles(Screen[None]):
    """The editor's actions on the whole position (its bindings are the screen's)."""

    session: EditSession
    game: Game[Any, Any, Any]
    saved: Path | None

    def names(self, state: Any) -> list[str]:
        raise NotImplementedError

    def keys_to_board(self) -> None:
        raise NotImplementedError

    def action_continue(self) -> None:
        """A new game from this position: the setup screen asks who sits where and who
        deals (computer, hot seat, or a real table), and the game is saved as a replay
        that starts here."""
        from tutor.screens.setup import SetupScreen

        if self.session.status().playable:
            self.app.push_screen(SetupScreen(self.game.id, self.session.text))

    def action_save(self) -> None:
        """Save the position as a replay with no moves yet, starting here (the viewer
        opens it, ``niwa play --from`` and the what-if go on from it)."""
        from replays import ReplayError, replays_dir
        from replays.format import new_replay
        from replays.storage import save_new

        state = self.session.state
        if state is None or not self.session.status().playable:
            return
        try:
            replay = new_replay(self.game.id, state.options, self.names(state), self.session.text)
            path = save_new(replay, replays_dir(), f"{self.game.id}-position")
        except (ReplayError, OSError, ValueError) as err:
            self.app.notify(str(err), title=_("Not saved"), severity="error", markup=False)
            return
        self.saved = path
        self.app.notify(
            _("Saved: {file}").format(file=path),
            title=_("Position saved as a replay"),
            markup=False,
        )

    def action_copy(self) -> None:
        self.app.copy_to_clipboard(self.session.text)
        self.app.notify(escaped(self.session.text), title=_("Position line copied"), markup=False)

    def action_export_picture(self) -> None:
        from tutor.export import export_action

        state = self.session.state
        if state is not None:
            export_action(self, self.game.id, state, self.names(state))

    def action_leave(self) -> None:
        """Esc in a box gives the keys back to the board; on the board it leaves, asking
        first once something was edited (the position would be lost)."""
        if isinstance(self.focused, Input):
            self.keys_to_board()
            return
        if self.session.index == 0:
            self.app.pop_screen()
            return
        from tutor.screens.dialogs import Confirm

        def answered(leave: bool | None) -> None:
            if leave:
                self.app.pop_screen()

        self.app.push_screen(
            Confirm(
                _(
                    "Leave the editor? The position is not kept (w saves it as a replay, "
                    "y copies its line)."
                ),
                yes=_("Leave"),
                no=_("Stay"),
            ),
            answered,
        )
