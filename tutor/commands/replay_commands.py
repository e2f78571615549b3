"""``niwa verify | score | show | convert | selfplay``: replay files at the command line.

Every bad file is reported as the one line its ReplayError carries, on stderr,
with a non-zero exit; a traceback would be a bug.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

import msgspec

from engine.core import HIDDEN_SCORE, Log, Score
from engine.players.levels import Level, Player, player_for
from engine.players.match import play_match
from engine.players.search import Budget
from engine.registry import GAMES, get_game
from engine.safe_text import shown, text_problem
from replays import (
    MoveRecord,
    ReplayError,
    Timeline,
    explain,
    load,
    new_replay,
    rule_title,
    save,
    score_report,
    seat_name,
    side_names,
)
from replays.explain import round_caption
from replays.format import MAX_NAME
from replays.opening import Opened, open_game
from replays.rewrite import convert
from replays.timeline import move_label

_JSON = msgspec.json.Encoder()


def register(sub: Any) -> None:
    p = sub.add_parser("verify", help="check replay files move by move (exit 1 if any is bad)")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("-q", "--quiet", action="store_true", help="print only the bad files")
    p.set_defaults(run=run_verify)

    p = sub.add_parser("score", help="a replay's scoring, every point with its rule")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--json", action="store_true", help="machine-readable (docs/replay-format.md)")
    p.set_defaults(run=run_score)

    p = sub.add_parser("show", help="the position at a ply of a replay, and what that move did")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--ply", type=int, help="0 = before the first move (default: the last ply)")
    p.add_argument("--seat", type=int, help="hide what seat S (1, 2, ...) may not see")
    p.set_defaults(run=run_show)

    p = sub.add_parser(
        "convert", help="rewrite a replay as JSON (.niwa.json) or MessagePack (.niwa)"
    )
    p.add_argument("file", metavar="FILE")
    p.add_argument("out", metavar="OUT", help="the new file; its suffix picks the encoding")
    p.add_argument("--force", action="store_true", help="overwrite OUT if it exists")
    p.set_defaults(run=run_convert)

    p = sub.add_parser(
        "selfplay", help="write a complete game to a replay file: random moves, or --level players"
    )
    p.add_argument("game", choices=sorted(GAMES))
    p.add_argument("out", metavar="OUT", help="a .niwa.json or .niwa file")
    p.add_argument("--players", type=int, help="how many players (the game's default if left out)")
    p.add_argument("--seed", type=int, help="random seed (default: a fresh one, printed)")
    p.add_argument(
        "--level",
        default="random",
        metavar="LEVEL[,LEVEL...]",
        help="who plays: random, easy, medium or hard; one for every seat or one per seat",
    )
    p.add_argument(
        "--seconds", type=float, help="CPU seconds per decision for medium and hard (their own)"
    )
    p.add_argument(
        "--playouts", type=int, help="simulations per decision instead of a time (repeatable)"
    )
    add_game_options(p)
    p.add_argument("--force", action="store_true", help="overwrite OUT if it exists")
    p.set_defaults(run=run_selfplay)


def add_game_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--names", help="players' names, comma separated (default Player 1, ...)")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option, e.g. tournament=true (repeatable)",
    )


def fail(err: Exception | str) -> int:
    print(f"niwa: {err}", file=sys.stderr)
    return 1


def game_options(game: Any, players: int | None, pairs: list[str]) -> Any:
    """The game's options Struct from --players and KEY=VALUE pairs (values read as JSON)."""
    values: dict[str, Any] = {}
    if players is not None:
        values["players"] = players
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or not key:
            raise ValueError(f"--option wants KEY=VALUE, not {pair!r}")
        try:
            values[key.strip()] = json.loads(text)
        except json.JSONDecodeError:
            values[key.strip()] = text
    try:
        return msgspec.convert(values, game.options_type)
    except msgspec.ValidationError as err:
        raise ValueError(f"bad {game.title} options: {err}") from None


def player_names(names: str | None, seats: int) -> list[str]:
    """``--names`` split at commas, each checked like a name in a file (ValueError if not)."""
    if names is None:
        return [f"Player {seat + 1}" for seat in range(seats)]
    found = [name.strip() for name in names.split(",")]
    if len(found) != seats:
        raise ValueError(f"{seats} players need {seats} names, got {len(found)}")
    for seat, name in enumerate(found):
        problem = text_problem(name, f"--names: player {seat + 1}'s name", MAX_NAME)
        if problem:
            raise ValueError(problem)
    return found


def scores_line(timeline: Timeline, ply: int, seat: int | None = None) -> str:
    """Each side's score as ``seat`` may know it ('?' where the view hides it)."""
    game = timeline.game
    names = side_names(timeline, ply)
    scores = game.scores(game.view(timeline.state_at(ply), seat))
    shown = ("?" if p == HIDDEN_SCORE else str(p) for p in scores)
    label = "scores"
    if game.score_unit != "points" or game.lower_wins:
        label = f"scores ({game.score_unit}, {'fewest' if game.lower_wins else 'most'} wins)"
    return f"{label}: " + ", ".join(f"{n} {p}" for n, p in zip(names, shown, strict=True))


def status(timeline: Timeline, journal: bool = False) -> str:
    if journal:
        return "a journal: the game is being played or was left unfinished"
    return "finished" if timeline.is_over else "unfinished"


def opened(name: str) -> Opened:
    """The game in ``name`` (a replay or a journal); a damaged journal's loss said on stderr."""
    game = open_game(name)
    if game.dropped:
        print(f"niwa: {name}: {game.dropped}", file=sys.stderr)
    return game


# -- verify ---------------------------------------------------------------------


def run_verify(args: argparse.Namespace) -> int:
    bad = 0
    for name in args.files:
        try:
            timeline, journal, dropped = open_game(name)
        except ReplayError as err:
            bad += 1
            print(err, file=sys.stderr)
            continue
        if dropped:  # a journal damaged past its torn last line
            bad += 1
            print(f"{name}: {dropped}", file=sys.stderr)
            continue
        if not args.quiet:
            game = timeline.game.title
            print(f"{name}: ok ({game}, {len(timeline)} plies, {status(timeline, journal)})")
    return 1 if bad else 0


# -- score ------------------------------------------------------------------------


def run_score(args: argparse.Namespace) -> int:
    try:
        timeline = opened(args.file).timeline
    except ReplayError as err:
        return fail(err)
    report = score_report(timeline)
    if not timeline.is_over:
        print(
            f"niwa: {args.file} is unfinished ({len(timeline)} plies): scores so far, no winner",
            file=sys.stderr,
        )
    if args.json:
        print(_JSON.encode(report).decode())
        return 0
    by_side: list[list[tuple[int, Score]]] = [[] for _ in report.players]
    for ply, event in timeline.all_events():
        if isinstance(event, Score):
            by_side[event.side].append((ply, event))
    header = "finished" if timeline.is_over else "UNFINISHED: scores so far, no winner yet"
    print(f"{timeline.game.title}, {len(timeline)} plies, {header}")
    for side, lines in zip(report.players, by_side, strict=True):
        print(f"\n{side.name}: {side.score}")
        for ply, line in lines:
            title = rule_title(timeline.game, line.rule)
            when = f"{round_caption(timeline.round_at(ply)).lower()}, ply {ply}"
            print(f"  {line.points:+3d}  {when:>15}  {title}: {line.detail}")
    if report.winners:
        won = " and ".join(report.winners)
        print(f"\nwinner: {won}")
        if report.tiebreak:
            title = rule_title(timeline.game, report.tiebreak)
            print(f"tie broken by: {title} ({report.tiebreak})")
    return 0


# -- show -------------------------------------------------------------------------


def run_show(args: argparse.Namespace) -> int:
    try:
        timeline, journal, _ = opened(args.file)
    except ReplayError as err:
        return fail(err)
    ply = len(timeline) if args.ply is None else args.ply
    if not 0 <= ply <= len(timeline):
        return fail(f"{args.file}: --ply must be 0..{len(timeline)}, not {ply}")
    game = timeline.game
    seats = game.seats(timeline.state_at(0))
    seat: int | None = None
    if args.seat is not None:
        if not 1 <= args.seat <= seats:
            return fail(f"{args.file}: --seat must be 1..{seats}, not {args.seat}")
        seat = args.seat - 1
    players = ", ".join(timeline.replay.players)
    print(f"{game.title} — {players} — {len(timeline)} plies ({status(timeline, journal)})")
    if ply == 0:
        print("ply 0: before the first move")
    else:
        actor = game.to_move(timeline.state_at(ply - 1))
        who = seat_name(timeline, actor)  # the dealer's moves are its own (engine dealer_name)
        text = move_label(game, timeline.move_at(ply))
        if seat is not None and _hidden_from(timeline.events_at(ply), seat):
            text = "a draw"
        when = round_caption(timeline.round_at(ply)).lower()
        print(f"ply {ply} of {len(timeline)} ({when}): {who} — {text}")
        comment = timeline.comment_at(ply)
        if comment:
            print(f"comment: {shown(comment)}")
    print()
    state = timeline.state_at(ply)
    # shown(): whatever a file holds reaches the terminal escaped, never as a sequence
    print(shown(game.describe(game.view(state, seat), seat)))
    events = timeline.events_at(ply)
    if events:
        print("\nwhat happened:")
        for event in events:
            print(f"  - {shown(explain(timeline, ply, event, seat))}")
    print("\n" + scores_line(timeline, ply, seat))
    return 0


def _hidden_from(events: tuple[Any, ...], seat: int) -> bool:
    """Whether a move told only privately (what was drawn into a hand) is hidden from ``seat``."""
    return any(
        isinstance(event, Log) and event.private is not None and event.seat != seat
        for event in events
    )


# -- convert ----------------------------------------------------------------------


def run_convert(args: argparse.Namespace) -> int:
    out = Path(args.out)
    try:
        game = opened(args.file)
        if game.journal:  # an unfinished game: its moves so far, as a replay
            timeline = game.timeline
            save(timeline.replay, out, overwrite=args.force)
        else:
            timeline = convert(args.file, out, overwrite=args.force)
    except ReplayError as err:
        return fail(err)
    print(f"wrote {out} ({len(timeline)} plies)")
    return 0


# -- selfplay ---------------------------------------------------------------------


def seat_players(
    levels: str, seats: int, seconds: float | None, playouts: int | None
) -> list[Player | None]:
    """The player of each seat from ``--level`` (None: random moves)."""
    names = [name.strip().lower() for name in levels.split(",")]
    if len(names) == 1:
        names *= seats
    if len(names) != seats:
        raise ValueError(f"--level names one level or one per seat ({seats}), not {len(names)}")
    known = ["random", *(level.value for level in Level)]
    for name in names:
        if name not in known:
            raise ValueError(f"unknown level {name!r} (known: {', '.join(known)})")
    if seconds is not None and playouts is not None:
        raise ValueError("--seconds or --playouts, not both")
    budget = None
    if playouts is not None:
        budget = Budget.fixed(playouts)
    elif seconds is not None:
        budget = Budget(seconds=seconds)
    return [None if name == "random" else player_for(name, budget) for name in names]


def run_selfplay(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    try:
        options = game_options(game, args.players, args.option)
        seats = game.seats(game.new_game(options))
        names = player_names(args.names, seats)
        players = seat_players(args.level, seats, args.seconds, args.playouts)
    except ValueError as err:  # InvalidOptions is a ValueError too
        return fail(err)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    moves = play_match(game, options, players, random.Random(seed))
    replay = new_replay(game.id, options, names)
    replay = msgspec.structs.replace(replay, moves=[MoveRecord(move) for move in moves])
    try:
        out = save(replay, Path(args.out), overwrite=args.force)
    except ReplayError as err:
        return fail(err)
    timeline = load(out)
    print(
        f"wrote {out}: {len(timeline)} plies, seed {seed}; {scores_line(timeline, len(timeline))}"
    )
    return 0
