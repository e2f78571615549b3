"""``niwa export``: a position as a picture to share (issue 30), SVG and/or PNG.

Two sources: a replay at a ply (``niwa export FILE --ply N``, as ``--seat S`` sees it
if asked) or a position line (``niwa export GAME POSITION``). ``--move`` asks about a
move there and puts the rules' verdict in the caption. A line that does not parse is
one line naming the field and column, and a non-zero exit, as ``niwa ask`` says it.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from engine.ask import refusal
from engine.core import PositionError
from engine.i18n import _
from engine.registry import GAMES, get_game
from engine.safe_text import shown
from replays import ReplayError, load
from tutor.commands.positions import BAD_POSITION
from tutor.commands.replay_commands import fail


def _from_file(args: argparse.Namespace) -> tuple[Any, Any, list[str]] | int:
    try:
        timeline = load(args.source)
    except ReplayError as err:
        return fail(err)
    ply = len(timeline) if args.ply is None else args.ply
    if not 0 <= ply <= len(timeline):
        said = _("{file}: --ply must be 0..{last}, not {ply}")
        return fail(said.format(file=shown(args.source), last=len(timeline), ply=ply))
    game, state = timeline.game, timeline.state_at(ply)
    if args.seat is not None:
        seats = game.seats(state)
        if not 1 <= args.seat <= seats:
            said = _("{file}: --seat must be 1..{seats}, not {seat}")
            return fail(said.format(file=shown(args.source), seats=seats, seat=args.seat))
        state = game.view(state, args.seat - 1)
    return game, state, list(timeline.replay.players)


def _from_position(args: argparse.Namespace) -> tuple[Any, Any, list[str]] | int:
    if args.source not in GAMES:
        said = _("unknown game {game}: one of {games}")
        return fail(said.format(game=repr(shown(args.source)), games=", ".join(sorted(GAMES))))
    if args.ply is not None or args.seat is not None:
        return fail(_("--ply and --seat belong to a replay FILE, not to a position line"))
    game = get_game(args.source)
    try:
        state = game.parse_position(args.position)
    except PositionError as err:
        said = _("niwa: bad {game} position: {problem}")
        print(said.format(game=game.title, problem=shown(refusal(game, err))), file=sys.stderr)
        return BAD_POSITION
    return game, state, []


def run_export(args: argparse.Namespace) -> int:
    from tutor.export import picture_of, write_picture

    if args.svg is None and args.png is None:
        return fail(_("say where to write the picture: --svg OUT.svg and/or --png OUT.png"))
    found = _from_file(args) if args.position is None else _from_position(args)
    if isinstance(found, int):
        return found
    game, state, names = found
    picture = picture_of(game, state, names=names, move=args.move)
    try:
        written = write_picture(picture, args.svg, args.png)
    except ReplayError as err:
        return fail(err)
    for path in written:
        print(_("wrote {file}").format(file=shown(str(path))))
    return 0
