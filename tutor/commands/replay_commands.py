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

from engine.core import HIDDEN_SCORE, InvalidOptions, Log, Score
from engine.options import convert_options
from engine.players.levels import Level, Player, player_for
from engine.players.match import play_match
from engine.players.search import Budget
from engine.registry import GAMES, get_game
from engine.safe_text import escaped, shown, shown_path, text_problem
from engine.words import plies
from replays import (
    MoveRecord,
    ReplayError,
    Timeline,
    load,
    new_replay,
    rule_title,
    save,
    score_report,
    seat_name,
    side_names,
)
from replays.errors import ReplayExistsError, one_line
from replays.explain import explain, round_caption
from replays.format import MAX_MOVES, MAX_NAME, MAX_PLAYERS
from replays.one_seat import unknowns_text
from replays.opening import Opened, open_game
from replays.rewrite import convert
from replays.timeline import move_label
from tutor.commands.arguments import Bounded
from tutor.names import default_name

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
    p.add_argument("--ply", type=PLY, help="0 = before the first move (default: the last ply)")
    p.add_argument("--seat", type=SEAT, help="hide what seat S (1, 2, ...) may not see")
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
    p.add_argument(
        "--players", type=PLAYERS, help="how many players (the game's default if left out)"
    )
    p.add_argument("--seed", type=SEED, help="random seed (default: a fresh one, printed)")
    p.add_argument(
        "--level",
        default="random",
        metavar="LEVEL[,LEVEL...]",
        help="who plays: random, easy, medium or hard; one for every seat or one per seat",
    )
    p.add_argument(
        "--seconds", type=SECONDS, help="CPU seconds per decision for medium and hard (their own)"
    )
    p.add_argument(
        "--playouts", type=PLAYOUTS, help="simulations per decision instead of a time (repeatable)"
    )
    add_game_options(p)
    p.add_argument("--force", action="store_true", help="overwrite OUT if it exists")
    p.set_defaults(run=run_selfplay)


PLAYERS = Bounded(1, MAX_PLAYERS)
PLY = Bounded(0, MAX_MOVES)
SEAT = Bounded(1, MAX_PLAYERS)
SEED = Bounded(0, 2**64 - 1)
SECONDS = Bounded(0.01, 3600, integer=False)
PLAYOUTS = Bounded(1, 1_000_000)
MAX_OPTION_TEXT = 16 * 1024
"""Longest ``--option`` value: the largest option a game takes is a few kilobytes of JSON."""


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
    """One line on stderr, escaped and bounded whatever it quotes (``one_line``); exit 1."""
    print(one_line(f"niwa: {err}"), file=sys.stderr)
    return 1


def refused_save(err: ReplayError) -> int:
    """A save refused; where the file is only in the way, the way past it: --force."""
    if isinstance(err, ReplayExistsError):
        return fail(f"{err} — or add --force to overwrite it")
    return fail(err)


def game_options(game: Any, players: int | None, pairs: list[str]) -> Any:
    """The game's options Struct from --players and KEY=VALUE pairs (values read as JSON)."""
    values: dict[str, Any] = {}
    if players is not None:
        values["players"] = players
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or not key:
            raise ValueError(f"--option wants KEY=VALUE, not {pair[:40]!r}")
        if len(text) > MAX_OPTION_TEXT:
            raise ValueError(f"--option {key[:40]}: longer than {MAX_OPTION_TEXT} characters")
        try:
            values[key.strip()] = json.loads(text)
        except json.JSONDecodeError:
            values[key.strip()] = text
        except RecursionError:
            raise ValueError(f"--option {key[:40]}: nested too deep") from None
    try:
        return convert_options(game, values)
    except InvalidOptions as err:  # a player count the game cannot seat, in its words
        raise ValueError(str(err)) from None
    except msgspec.ValidationError as err:
        raise ValueError(f"bad {game.title} options: {err}") from None
    except RecursionError:
        raise ValueError(f"bad {game.title} options: nested too deep") from None


def player_names(names: str | None, seats: int) -> list[str]:
    """``--names`` split at commas, each checked like a name in a file (ValueError if not)."""
    if names is None:
        return [default_name(seat, computer=False, people=seats) for seat in range(seats)]
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
    """``finished`` or ``unfinished`` (a journal says so), and where the game starts if not
    from its set-up."""
    if journal:
        done = "a journal: the game is being played or was left unfinished"
    else:
        done = "finished" if timeline.is_over else "unfinished"
    if not timeline.starts_from_position:
        return done
    odd = ", an inconsistent one" if timeline.start_problems() else ""
    return f"{done}, from a position{odd}"


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
            print(
                f"{shown_path(name)}: ok ({game}, {plies(len(timeline))}, "
                f"{status(timeline, journal)})"
            )
            seat_note = unknowns_text(timeline)  # a record from one seat: what was not seen
            if seat_note is not None:
                print(f"  {escaped(seat_note)}")
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
            f"niwa: {shown_path(args.file)} is unfinished ({plies(len(timeline))}): "
            "scores so far, no winner",
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
    print(f"{timeline.game.title}, {plies(len(timeline))}, {header}")
    if timeline.starts_from_position:
        print(f"from the position {shown(timeline.replay.start or '')}")
    for side, lines in zip(report.players, by_side, strict=True):
        print(f"\n{side.name}: {side.score}")
        if side.given:
            print(f"  {side.given:+3d}  {'at the start':>15}  given by the position, not played")
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
        return fail(f"{shown_path(args.file)}: --ply must be 0..{len(timeline)}, not {ply}")
    game = timeline.game
    seats = game.seats(timeline.state_at(0))
    seat: int | None = None
    if args.seat is not None:
        if not 1 <= args.seat <= seats:
            return fail(f"{shown_path(args.file)}: --seat must be 1..{seats}, not {args.seat}")
        seat = args.seat - 1
    players = escaped(", ".join(timeline.replay.players))
    print(f"{game.title} — {players} — {plies(len(timeline))} ({status(timeline, journal)})")
    if ply == 0 and timeline.starts_from_position:
        print(f"ply 0: the start position {shown(timeline.replay.start or '')}")
        for problem in timeline.start_problems():
            print(f"  inconsistent: {shown(problem.text)} [{problem.rule}]")
    elif ply == 0:
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
        return refused_save(err)
    print(f"wrote {shown_path(out)} ({plies(len(timeline))})")
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
        return refused_save(err)
    timeline = load(out)
    print(
        f"wrote {shown_path(out)}: {plies(len(timeline))}, seed {seed}; "
        f"{scores_line(timeline, len(timeline))}"
    )
    return 0
