"""``niwa`` (the app), ``niwa play GAME`` and ``niwa replay FILE``: the app's entry points.

Textual is imported only when the app really starts, so the scripted commands
stay quick.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from engine.i18n import N_, _
from engine.registry import GAMES
from engine.safe_text import shown_path


def register(sub: Any) -> None:
    play = sub.add_parser("play", help=_("open the app on a new game of GAME"))
    play.add_argument("game", choices=sorted(GAMES))
    play.add_argument(
        "--from",
        dest="start",
        metavar="POSITION",
        help=_(
            "continue from a position line (niwa position prints one); saved as a replay "
            "that starts there"
        ),
    )
    play.set_defaults(run=run_play)
    dispute = sub.add_parser(
        "dispute",
        help=_(
            "settle a dispute: open the position editor of GAME (its set-up, or POSITION), "
            "ask about moves, continue from it"
        ),
    )
    dispute.add_argument("game", choices=sorted(GAMES))
    dispute.add_argument(
        "position", nargs="?", help=_("a position line to start from (niwa position prints one)")
    )
    dispute.set_defaults(run=run_dispute)
    replay = sub.add_parser("replay", help=_("open the app's replay viewer on FILE"))
    replay.add_argument("file", type=Path)
    replay.set_defaults(run=run_replay)


def exit_code(app: Any, **run: Any) -> int:
    """Run ``app``; its crash (Textual prints the traceback) exits non-zero, never 0."""
    app.run(**run)
    code = app.return_code
    return int(code or 0)


def run_home(args: argparse.Namespace) -> int:
    from tutor.app import NiwaApp

    return exit_code(NiwaApp())


def run_play(args: argparse.Namespace) -> int:
    from tutor.app import NiwaApp
    from tutor.screens.setup import SetupScreen

    if args.start is not None and (problem := position_problem(args.game, args.start)):
        print(problem, file=sys.stderr)
        return 2
    return exit_code(NiwaApp(start=lambda app: SetupScreen(args.game, args.start)))


def run_dispute(args: argparse.Namespace) -> int:
    """The editor opens on any line that parses (an inconsistent one too: it says what is
    wrong, and the dispute may be exactly that); a line that does not parse is refused."""
    from engine.ask import refusal
    from engine.core import PositionError
    from engine.registry import get_game
    from engine.safe_text import shown
    from tutor.app import NiwaApp
    from tutor.screens.editor import EditorScreen

    if args.position is not None:
        game = get_game(args.game)
        try:
            game.parse_position(args.position)
        except PositionError as err:
            print(
                _("niwa: bad {game} position: {problem}").format(
                    game=game.title, problem=shown(refusal(game, err))
                ),
                file=sys.stderr,
            )
            return 2
    return exit_code(NiwaApp(start=lambda app: EditorScreen(args.game, args.position)))


def position_problem(game_id: str, text: str) -> str | None:
    """One line saying why ``text`` is no position of the game (None: it parses)."""
    from engine.ask import refusal
    from engine.core import PositionError
    from engine.position_fields import has_unknowns
    from engine.registry import get_game
    from engine.safe_text import shown

    game = get_game(game_id)
    try:
        game.parse_position(text)
    except PositionError as err:
        said = _("niwa: bad {game} position: {problem}")
        return said.format(game=game.title, problem=shown(refusal(game, err)))
    if has_unknowns(text):
        return _(UNKNOWNS_REFUSED)
    return None


UNKNOWNS_REFUSED = N_(
    "niwa: --from needs a whole position, and this one writes some things as unknown (?N): "
    "write them in to play on, or ask about it with niwa ask"
)


def run_replay(args: argparse.Namespace) -> int:
    from replays import ReplayError
    from replays.opening import open_game
    from tutor.app import NiwaApp
    from tutor.screens.viewer import ViewerScreen

    try:
        timeline, journal, dropped = open_game(args.file)
    except ReplayError as err:
        print(f"niwa: {err}", file=sys.stderr)
        return 2
    except OSError as err:
        print(f"niwa: {shown_path(args.file)}: {err.strerror or err}", file=sys.stderr)
        return 2
    if dropped:
        print(f"niwa: {args.file}: {dropped}", file=sys.stderr)
    path = Path(args.file)
    return exit_code(NiwaApp(start=lambda app: ViewerScreen(timeline, path, journal=journal)))


def resume_in_app(journal: Path, seed: int | None = None) -> int:
    """Continue a game started in the app as Home's ``c`` does: the computer plays its
    seats and deals (from ``seed`` where one is given), hands stay hidden behind the
    screen's rules (``niwa resume`` of such a game; a game typed at the table goes on as
    typed lines)."""
    from replays import ReplayError
    from tutor.app import NiwaApp
    from tutor.screens.play import PlayScreen
    from tutor.session import resume_session

    try:
        session = resume_session(journal, seed=seed)
    except ReplayError as err:
        print(f"niwa: {err}", file=sys.stderr)
        return 2
    dropped = getattr(session.log, "dropped", None)
    if dropped:
        print(f"niwa: {journal.name}: {dropped}", file=sys.stderr)
    return exit_code(NiwaApp(start=lambda app: PlayScreen(session)))
