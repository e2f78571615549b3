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
from engine.i18n import _, ngettext
from engine.options import convert_options
from engine.players.levels import Level, Player, player_for
from engine.players.match import play_match
from engine.players.search import Budget
from engine.registry import get_game
from engine.safe_text import escaped, shown, shown_path, text_problem
from engine.said import enc_hook
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
from replays.explain import explain, listed, round_caption
from replays.format import MAX_NAME
from replays.one_seat import unknowns_text
from replays.opening import Opened, open_game
from replays.rewrite import convert
from replays.timeline import move_label
from tutor.names import default_name

_JSON = msgspec.json.Encoder(enc_hook=enc_hook)
MAX_OPTION_TEXT = 16 * 1024
"""Longest ``--option`` value: the largest option a game takes is a few kilobytes of JSON."""


def plies(n: int) -> str:
    """``1 ply``, ``12 plies``: a stretch of a game's record, in the language spoken."""
    return ngettext("{count} ply", "{count} plies", n).format(count=n)


def fail(err: Exception | str) -> int:
    """One line on stderr, escaped and bounded whatever it quotes (``one_line``); exit 1."""
    print(one_line(f"niwa: {err}"), file=sys.stderr)
    return 1


def refused_save(err: ReplayError) -> int:
    """A save refused; where the file is only in the way, the way past it: --force."""
    if isinstance(err, ReplayExistsError):
        return fail(_("{error} — or add --force to overwrite it").format(error=err))
    return fail(err)


def game_options(game: Any, players: int | None, pairs: list[str]) -> Any:
    """The game's options Struct from --players and KEY=VALUE pairs (values read as JSON)."""
    values: dict[str, Any] = {}
    if players is not None:
        values["players"] = players
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or not key:
            raise ValueError(_("--option wants KEY=VALUE, not {pair}").format(pair=repr(pair[:40])))
        if len(text) > MAX_OPTION_TEXT:
            said = _("--option {key}: longer than {count} characters")
            raise ValueError(said.format(key=key[:40], count=MAX_OPTION_TEXT))
        try:
            values[key.strip()] = json.loads(text)
        except json.JSONDecodeError:
            values[key.strip()] = text
        except RecursionError:
            raise ValueError(_("--option {key}: nested too deep").format(key=key[:40])) from None
    try:
        return convert_options(game, values)
    except InvalidOptions as err:  # a player count the game cannot seat, in its words
        raise ValueError(str(err)) from None
    except msgspec.ValidationError as err:
        raise ValueError(
            _("bad {game} options: {error}").format(game=game.title, error=err)
        ) from None
    except RecursionError:
        said = _("bad {game} options: nested too deep")
        raise ValueError(said.format(game=game.title)) from None


def player_names(names: str | None, seats: int) -> list[str]:
    """``--names`` split at commas, each checked like a name in a file (ValueError if not)."""
    if names is None:
        return [default_name(seat, computer=False, people=seats) for seat in range(seats)]
    found = [name.strip() for name in names.split(",")]
    if len(found) != seats:
        said = ngettext(
            "{count} player needs {count} name, got {found}",
            "{count} players need {count} names, got {found}",
            seats,
        )
        raise ValueError(said.format(count=seats, found=len(found)))
    for seat, name in enumerate(found):
        what = _("--names: player {number}'s name").format(number=seat + 1)
        problem = text_problem(name, what, MAX_NAME)
        if problem:
            raise ValueError(problem)
    return found


def scores_line(timeline: Timeline, ply: int, seat: int | None = None) -> str:
    """Each side's score as ``seat`` may know it ('?' where the view hides it)."""
    game = timeline.game
    names = side_names(timeline, ply)
    scores = game.scores(game.view(timeline.state_at(ply), seat))
    shown = ("?" if p == HIDDEN_SCORE else str(p) for p in scores)
    label = _("scores")
    if game.lower_wins:
        label = _("scores ({unit}, fewest wins)").format(unit=game.score_unit)
    elif game.score_unit != "points":
        label = _("scores ({unit}, most wins)").format(unit=game.score_unit)
    return f"{label}: " + ", ".join(f"{n} {p}" for n, p in zip(names, shown, strict=True))


def status(timeline: Timeline, journal: bool = False) -> str:
    """``finished`` or ``unfinished`` (a journal says so), and where the game starts if not
    from its set-up."""
    if journal:
        done = _("a journal: the game is being played or was left unfinished")
    else:
        done = _("finished") if timeline.is_over else _("unfinished")
    if not timeline.starts_from_position:
        return done
    if timeline.start_problems():
        return _("{status}, from a position, an inconsistent one").format(status=done)
    return _("{status}, from a position").format(status=done)


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
            said = _("{file}: ok ({game}, {plies}, {status})")
            print(
                said.format(
                    file=shown_path(name),
                    game=game,
                    plies=plies(len(timeline)),
                    status=status(timeline, journal),
                )
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
        said = _("niwa: {file} is unfinished ({plies}): scores so far, no winner")
        print(said.format(file=shown_path(args.file), plies=plies(len(timeline))), file=sys.stderr)
    if args.json:
        print(_JSON.encode(report).decode())
        return 0
    by_side: list[list[tuple[int, Score]]] = [[] for _side in report.players]
    for ply, event in timeline.all_events():
        if isinstance(event, Score):
            by_side[event.side].append((ply, event))
    header = _("finished") if timeline.is_over else _("UNFINISHED: scores so far, no winner yet")
    print(f"{timeline.game.title}, {plies(len(timeline))}, {header}")
    if timeline.starts_from_position:
        print(_("from the position {position}").format(position=shown(timeline.replay.start or "")))
    for side, lines in zip(report.players, by_side, strict=True):
        print(f"\n{side.name}: {side.score}")
        if side.given:
            given = _("given by the position, not played")
            print(f"  {side.given:+3d}  {_('at the start'):>15}  {given}")
        for ply, line in lines:
            title = rule_title(timeline.game, line.rule)
            when = _("{round}, ply {ply}").format(
                round=round_caption(timeline.round_at(ply)).lower(), ply=ply
            )
            print(f"  {line.points:+3d}  {when:>15}  {title}: {line.detail}")
    if report.winners:
        print("\n" + _("winner: {players}").format(players=listed(report.winners)))
        if report.tiebreak:
            title = rule_title(timeline.game, report.tiebreak)
            print(_("tie broken by: {rule} ({id})").format(rule=title, id=report.tiebreak))
    return 0


# -- show -------------------------------------------------------------------------


def run_show(args: argparse.Namespace) -> int:
    try:
        timeline, journal, _dropped = opened(args.file)
    except ReplayError as err:
        return fail(err)
    ply = len(timeline) if args.ply is None else args.ply
    if not 0 <= ply <= len(timeline):
        said = _("{file}: --ply must be 0..{last}, not {ply}")
        return fail(said.format(file=shown_path(args.file), last=len(timeline), ply=ply))
    game = timeline.game
    seats = game.seats(timeline.state_at(0))
    seat: int | None = None
    if args.seat is not None:
        if not 1 <= args.seat <= seats:
            said = _("{file}: --seat must be 1..{seats}, not {seat}")
            return fail(said.format(file=shown_path(args.file), seats=seats, seat=args.seat))
        seat = args.seat - 1
    players = escaped(", ".join(timeline.replay.players))
    print(f"{game.title} — {players} — {plies(len(timeline))} ({status(timeline, journal)})")
    if ply == 0 and timeline.starts_from_position:
        said = _("ply 0: the start position {position}")
        print(said.format(position=shown(timeline.replay.start or "")))
        for problem in timeline.start_problems():
            said = _("  inconsistent: {problem} [{rule}]")
            print(said.format(problem=shown(problem.text), rule=problem.rule))
    elif ply == 0:
        print(_("ply 0: before the first move"))
    else:
        actor = game.to_move(timeline.state_at(ply - 1))
        who = seat_name(timeline, actor)  # the dealer's moves are its own (engine dealer_name)
        text = move_label(game, timeline.move_at(ply))
        if seat is not None and _hidden_from(timeline.events_at(ply), seat):
            text = _("a draw")
        when = round_caption(timeline.round_at(ply)).lower()
        said = _("ply {ply} of {last} ({round}): {player} — {move}")
        print(said.format(ply=ply, last=len(timeline), round=when, player=who, move=text))
        comment = timeline.comment_at(ply)
        if comment:
            print(_("comment: {comment}").format(comment=shown(comment)))
    print()
    state = timeline.state_at(ply)
    # shown(): whatever a file holds reaches the terminal escaped, never as a sequence
    print(shown(game.describe(game.view(state, seat), seat)))
    events = timeline.events_at(ply)
    if events:
        print("\n" + _("what happened:"))
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
    print(_("wrote {file} ({plies})").format(file=shown_path(out), plies=plies(len(timeline))))
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
        said = _("--level names one level or one per seat ({seats}), not {count}")
        raise ValueError(said.format(seats=seats, count=len(names)))
    known = ["random", *(level.value for level in Level)]
    for name in names:
        if name not in known:
            said = _("unknown level {level} (known: {levels})")
            raise ValueError(said.format(level=repr(name), levels=", ".join(known)))
    if seconds is not None and playouts is not None:
        raise ValueError(_("--seconds or --playouts, not both"))
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
    said = _("wrote {file}: {plies}, seed {seed}; {scores}")
    print(
        said.format(
            file=shown_path(out),
            plies=plies(len(timeline)),
            seed=seed,
            scores=scores_line(timeline, len(timeline)),
        )
    )
    return 0
