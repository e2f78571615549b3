"""The games played in the app: opened, resumed, saved at the end or kept for a resume, and
the toast that says why when the disk refuses.

The app's doors for a game (``NiwaApp.start_game``, ``game_finished`` ...) decide which
screen comes next; the work with the session and its files, and the words for each way it
can fail, are here. The session module (the engines, the computer players) is imported when
a game starts, never for Home (issue 24).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import App

from engine.i18n import _
from tutor.settings import Settings

if TYPE_CHECKING:
    from tutor.session import PlaySession, TablePlan


def open_game(
    app: App[Any],
    settings: Settings,
    game_id: str,
    options: Any,
    names: list[str],
    plan: TablePlan,
    start: str | None,
) -> PlaySession | None:
    """A new game's session, recorded move by move (None, said in a toast, when its
    journal cannot be made)."""
    from replays import ReplayError
    from tutor.session import new_session

    try:
        return new_session(
            game_id,
            options,
            names,
            plan,
            seed=settings.seed,
            playouts=settings.playouts,
            start=start,
        )
    except (ReplayError, OSError) as err:
        _refused(app, err, _("Cannot start recording"))
        return None


def resume_game(app: App[Any], settings: Settings, journal: Path) -> PlaySession | None:
    """An interrupted game's session from its journal (None, said in a toast, when it
    cannot be read); a damaged journal goes on from every move before the damage."""
    from replays import ReplayError
    from tutor.session import resume_session

    try:
        session = resume_session(journal, seed=settings.seed, playouts=settings.playouts)
    except ReplayError as err:
        _refused(app, err, _("Cannot resume this game"))
        return None
    dropped = getattr(session.log, "dropped", None)
    if dropped:
        app.notify(
            dropped, title=_("Part of this game was damaged"), severity="warning", markup=False
        )
    return session


def recording_failed(app: App[Any], session: PlaySession, err: Exception) -> None:
    """A move could not reach the disk: the game stops there, resumable."""
    from tutor.session import close_session

    close_session(session)
    app.notify(
        _(
            "{error}. The game is kept up to the last move recorded: resume it from Home, "
            "under Unfinished games."
        ).format(error=err),
        title=_("Could not record the move"),
        severity="error",
        timeout=12,
        markup=False,
    )


def leave_game(session: PlaySession) -> None:
    """The players left mid-game: the journal stays, for a resume."""
    from tutor.session import close_session

    close_session(session)


def save_finished(app: App[Any], session: PlaySession) -> Path | None:
    """The finished game saved as a replay (where it went); None, said in a toast, when it
    could not be written (a full disk, a read-only folder: the journal stays)."""
    from replays import ReplayError
    from tutor.session import close_session, finish_session

    try:
        return finish_session(session)
    except ReplayError as err:
        close_session(session)
        app.notify(
            _("{error}. The game is kept: resume it from Home, under Unfinished games.").format(
                error=err
            ),
            title=_("Could not save the finished game"),
            severity="error",
            timeout=12,
            markup=False,
        )
        return None


def _refused(app: App[Any], err: Exception, title: str) -> None:
    app.notify(str(err), title=title, severity="error", timeout=8, markup=False)
