"""``niwa record GAME`` and ``niwa resume [JOURNAL]``: a game typed in at the table.

Moves are read from stdin in the game's notation, one per line (draws included:
type what was drawn or dealt at the table), each recorded to a crash-safe journal
as soon as it is accepted. ``quit`` or the end of input keeps the journal for
later; the move that ends the game saves the replay file.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import IO, Any

from engine.ask import refusal as position_refusal
from engine.core import CHANCE, IllegalMove, PositionError
from engine.i18n import N_, _
from engine.position_fields import has_unknowns
from engine.registry import get_game
from engine.safe_text import escaped, shown, shown_path
from replays import (
    Recorder,
    ReplayError,
    journals,
    journals_dir,
    seat_name,
    set_data_dir,
)
from replays.correction import correct_chance, parse_fix, undo_ply, variation_name
from replays.errors import MAX_MESSAGE, StorageError, one_line
from replays.explain import explain, moves_from
from replays.one_seat import UNKNOWN, enter_move, enter_unseen, recorder_of, unknowns_text
from replays.recorder import JOURNAL_SUFFIX, inspect_journal
from replays.timeline import move_label
from tutor.commands.app import UNKNOWNS_REFUSED
from tutor.commands.recording_args import HELP
from tutor.commands.replay_commands import (
    fail,
    game_options,
    player_names,
    plies,
    scores_line,
)
from tutor.first_player import seat_first


def _with_data_dir(args: argparse.Namespace, body: Any) -> int:
    """Run ``body`` with ``--data-dir`` in force, and undo it after (tests share a process)."""
    if args.data_dir is None:
        code: int = body()
        return code
    set_data_dir(args.data_dir)
    try:
        code = body()
    finally:
        set_data_dir(None)
    return code


def run_record(args: argparse.Namespace) -> int:
    def body() -> int:
        game = get_game(args.game)
        try:
            position: str | None = None
            if args.start is not None:  # the options are the position's own
                start = game.parse_position(args.start)
                if has_unknowns(args.start):
                    print(_(UNKNOWNS_REFUSED), file=sys.stderr)
                    return 2
                options = start.options
                position = game.position_text(start)  # as niwa writes it
            else:
                options = game_options(game, args.players, args.option)
                start = game.new_game(options)
            names = player_names(args.names, game.seats(start))
            if args.first is not None:
                if position is not None:
                    raise ValueError(_("--first: a position already says who is to play"))
                options, (names,) = seat_first(game, options, int(args.first) - 1, names)
            seat = None if args.as_seat is None else int(args.as_seat) - 1
            if seat is not None and seat >= len(names):
                raise ValueError(
                    _("--as {seat}: the game has {seats} seats").format(
                        seat=seat + 1, seats=len(names)
                    )
                )
            if seat is not None and args.deal:
                raise ValueError(_("--as records a real table, whose draws are its own: no --deal"))
            recorder = Recorder(game.id, options, names, start=position, recorded_by=seat)
        except PositionError as err:
            said = _("niwa: bad {game} position: {problem}")
            print(
                said.format(game=game.title, problem=shown(position_refusal(game, err))),
                file=sys.stderr,
            )
            return 2
        except (ValueError, ReplayError) as err:
            return fail(err)
        print(_("recording to {file}").format(file=shown_path(recorder.path)))
        for problem in game.check_position(recorder.timeline.state_at(0)):
            said = _("niwa: note, the start breaks a rule: {problem}")
            print(said.format(problem=shown(problem.text)), file=sys.stderr)
        return play_on(recorder, sys.stdin, args.out, args.deal, args.seed)

    return _with_data_dir(args, body)


def run_resume(args: argparse.Namespace) -> int:
    def body() -> int:
        if args.journal is None:
            return list_journals()
        path = find_journal(args.journal)
        from tutor.session import plan_path

        if plan_path(path).is_file():  # a game started in the app: its seats go on there
            from tutor.commands.app import resume_in_app

            return resume_in_app(path, args.seed)
        try:
            recorder = Recorder.resume(path)
        except ReplayError as err:
            return fail(err)
        said = _("resuming {file} at ply {ply}")
        print(said.format(file=shown_path(recorder.path), ply=len(recorder.timeline)))
        if recorder.dropped:
            print(
                f"niwa: {shown_path(recorder.path.name)}: {shown(recorder.dropped)}",
                file=sys.stderr,
            )
        return play_on(recorder, sys.stdin, args.out, args.deal, args.seed)

    return _with_data_dir(args, body)


def find_journal(text: str) -> Path:
    """A journal of that name (with or without suffix) in the journals folder, else the path.

    The journals folder comes first: ``niwa resume NAME`` names one of the games it
    listed, even when a file of that name happens to be in the current directory.
    """
    path = Path(text)
    if path.name == text:  # a bare name, not a path
        for name in (text, text + JOURNAL_SUFFIX):
            candidate = journals_dir() / name
            if candidate.exists():
                return candidate
    return path  # resume reports it missing


def list_journals() -> int:
    found = journals()
    if not found:
        print(_("no interrupted games in {folder}").format(folder=shown_path(journals_dir())))
        return 0
    said = _("interrupted games in {folder} (newest first):")
    print(said.format(folder=shown_path(journals_dir())))
    for path in found:
        try:
            timeline, _seats, dropped = inspect_journal(path)
        except ReplayError as err:
            print(_("  {file}: damaged: {error}").format(file=shown_path(path.name), error=err))
            continue
        players = escaped(", ".join(timeline.replay.players))
        name = shown_path(path.name)
        print(f"  {name}: {timeline.game.title}, {players}, {plies(len(timeline))}")
        if dropped:
            print(_("    resuming drops the rest: {dropped}").format(dropped=shown(dropped)))
    print(_("continue one with: niwa resume NAME"))
    return 0


def play_on(
    recorder: Recorder, stdin: IO[str], out: Path | None, deal: bool, seed: int | None = None
) -> int:
    """Read and record moves until the game ends (save it) or input stops (keep the journal).

    niwa's deals (``deal``) and the draws it fills in for a seat that did not see them
    come from ``seed`` where one is given (a test's game is the same in every run), else
    from the system's randomness. A failure of the machine (a full disk) stops with one
    line and the journal kept.
    """
    interactive = stdin.isatty()
    rng = random.Random(seed) if seed is not None else random.SystemRandom()
    try:
        return _play_on(recorder, stdin, out, deal, rng, interactive=interactive)
    except StorageError as err:  # the disk, not the move: stop, keeping every move so far
        recorder.close()
        said = _("journal kept: niwa resume {file}")
        print(said.format(file=shown_path(recorder.path.name)), file=sys.stderr)
        return fail(err)


def _play_on(
    recorder: Recorder,
    stdin: IO[str],
    out: Path | None,
    deal: bool,
    rng: random.Random,
    *,
    interactive: bool,
) -> int:
    game = recorder.timeline.game
    rejected = 0
    seat = recorder_of(recorder.timeline)  # recording as one seat: what it sees only
    if interactive:
        print(_(HELP) if seat is None else _(HELP) + _(SEAT_HELP) + "\n" + _(PART_HELP))
        print(_describe(recorder.timeline, seat))
    while not recorder.timeline.is_over:
        timeline = recorder.timeline
        state = timeline.final_state()
        actor = game.to_move(state)
        ply = len(timeline) + 1
        if deal and actor == CHANCE:
            _record(recorder, game.sample_chance(state, rng), None)
            continue
        prompt = ""
        if interactive:
            who = seat_name(timeline, actor)
            if actor == CHANCE:
                who = (
                    _("{dealer} (type the draw)")
                    if seat is None
                    else _("{dealer} (the draw, or ? if not seen)")
                ).format(dealer=who)
            prompt = _("ply {ply}, {player}> ").format(ply=ply, player=who)
        shown_state = state if seat is None else game.view(state, seat)
        line = read_line(stdin, prompt, partial(_move_words, game, shown_state))
        if not line:
            break
        if len(line) > MAX_LINE:
            rejected += 1
            print(
                refusal(
                    ply, line, _("a line of {count} characters is no move").format(count=len(line))
                ),
                file=sys.stderr,
            )
            continue
        text, _hash, comment_text = line.partition("#")
        text = text.strip()
        if not text:
            continue
        if text in ("quit", "q"):
            break
        if text == "show":
            print(_describe(timeline, seat))
            continue
        if seat is not None and text == UNKNOWN:
            try:
                _commit(recorder, enter_unseen(timeline, rng, comment_text.strip() or None), seat)
            except ValueError as err:
                rejected += 1
                print(refusal(ply, text, err), file=sys.stderr)
            continue
        if text == "undo" or text.startswith("fix ") or text == "fix":
            if not _correct(recorder, text, deal):
                rejected += 1
            continue
        if text in ("moves", "help", "?"):
            print(_(HELP) if seat is None else _(HELP) + _(SEAT_HELP) + "\n" + _(PART_HELP))
            print(_legal_text(game, state, seat))
            continue
        try:
            move = game.parse_move(state, text)
            if seat is None:
                _record(recorder, move, comment_text.strip() or None)
            else:
                entered = enter_move(timeline, move, rng, comment_text.strip() or None)
                _commit(recorder, entered.timeline, seat)
        except StorageError:
            raise
        except (ValueError, IllegalMove, ReplayError) as err:
            rejected += 1
            print(refusal(ply, text, err), file=sys.stderr)
    if not recorder.timeline.is_over:
        recorder.close()
        said = _("journal kept ({plies}): niwa resume {file}")
        print(said.format(plies=plies(len(recorder.timeline)), file=shown_path(recorder.path.name)))
        return 1 if rejected else 0
    try:
        saved = recorder.finish(out)
    except ReplayError as err:
        recorder.close()
        said = _("journal kept: niwa resume {file}")
        print(said.format(file=shown_path(recorder.path.name)), file=sys.stderr)
        return fail(err)
    timeline = recorder.timeline
    print(_("game over: saved {file}").format(file=shown_path(saved)))
    print(scores_line(timeline, len(timeline)))
    note = unknowns_text(timeline)
    if note is not None:
        print(escaped(note))
    return 1 if rejected else 0


MAX_LINE = 4096
"""Longer input lines are refused unread: no move or comment is that long."""
ECHO = 40
"""How much of a refused line is quoted back."""


def refusal(ply: int, text: str, why: object) -> str:
    """``niwa: ply 12 (Tp-d9): ...``: the line quoted short and escaped, the reason bounded.

    A moves file may come from someone else: what it holds reaches the terminal only
    escaped (``one_line``), and a multi-megabyte line is quoted by its first characters.
    """
    quoted = text.strip()
    if len(quoted) > ECHO:
        quoted = quoted[:ECHO] + "..."
    reason = str(why)
    if len(reason) > 2 * MAX_MESSAGE:
        reason = reason[: 2 * MAX_MESSAGE]
    return one_line(
        _("niwa: ply {ply} ({line}): {reason}").format(ply=ply, line=quoted, reason=reason)
    )


def read_line(stdin: IO[str], prompt: str, words: Callable[[], list[str]]) -> str:
    """One line of input ('' at its end); at a terminal with line editing and history.

    ``input`` gives the arrow keys, history and Tab completion (of ``words()``, the
    legal moves, listed only when Tab is pressed) once :mod:`readline` is loaded;
    piped input is read as it comes.
    """
    if not (prompt and stdin is sys.stdin and stdin.isatty()):
        print(prompt, end="", flush=True)
        return stdin.readline()
    try:
        import readline
    except ImportError:  # pragma: no cover - Python built without readline
        pass
    else:
        readline.set_completer(_completer(words))
        readline.parse_and_bind("tab: complete")
    try:
        return input(prompt) + "\n"
    except EOFError:
        print()
        return ""


def _move_words(game: Any, state: Any) -> list[str]:
    return [move_label(game, move) for move in game.legal_moves(state)]


def _completer(words: Callable[[], list[str]]) -> Any:
    listed: list[str] = []

    def complete(text: str, index: int) -> str | None:
        if not listed:
            listed.extend(words())
        found = [word for word in listed if word.startswith(text)]
        return found[index] if index < len(found) else None

    return complete


def _record(recorder: Recorder, move: Any, comment: str | None) -> None:
    step = recorder.record(move, comment)
    timeline = recorder.timeline
    ply = len(timeline)
    print(_("ply {ply}: {move}").format(ply=ply, move=move_label(timeline.game, move)))
    for event in step.events:
        print(f"  - {explain(timeline, ply, event)}")


def _correct(recorder: Recorder, text: str, deal: bool) -> bool:
    """``undo`` or ``fix PLY DRAW``: made and said (True), or refused with why (False).

    With ``--deal`` an undo also takes back niwa's draws after the last typed entry, so
    the entry undone is the one the person typed.
    """
    timeline = recorder.timeline
    game = timeline.game
    try:
        if text == "undo":
            ply = undo_ply(timeline)
            while (
                deal
                and ply is not None
                and ply > 0
                and game.to_move(timeline.state_at(ply)) == CHANCE
            ):
                ply -= 1
            if ply is None:
                raise ValueError(_("nothing has been entered yet: nothing to undo"))
            name = variation_name(timeline, _("undone at ply {ply}").format(ply=ply))
            undone = len(timeline) - ply
            recorder.take_back(ply, name)
            print(
                _("undone: {moves} (kept in the replay as {name})").format(
                    moves=moves_from(ply + 1, undone), name=repr(name)
                )
            )
            return True
        ply, move = parse_fix(timeline, text.removeprefix("fix"))
        fixed = correct_chance(timeline, ply, move)
        recorder.rewrite(fixed.timeline)
    except StorageError:
        raise
    except IllegalMove as err:
        print(refusal(len(timeline) + 1, text, err.reason), file=sys.stderr)
        return False
    except (ValueError, ReplayError) as err:
        print(refusal(len(timeline) + 1, text, err), file=sys.stderr)
        return False
    print(
        _("ply {ply} is now {move}; {plies} after it still hold").format(
            ply=ply, move=move_label(game, move), plies=plies(fixed.replayed)
        )
    )
    if fixed.broken is not None:
        print(
            _("niwa: {problem}: type the game again from there").format(
                problem=shown(fixed.broken)
            ),
            file=sys.stderr,
        )
    return True


SEAT_HELP = N_(
    "\nRecording as one seat: type ? for a draw you did not see (another player's);\n"
    "niwa fills it in consistently and never shows it. A move resting on a hand you\n"
    "cannot see is checked as far as you can see, and marked so in the replay."
)
PART_HELP = N_(
    "A deal you see only in part is typed with ? for what you did not see, e.g.\n"
    "another player's hand (deal:?/B1,B2,..): it stays unknown, never guessed, and each\n"
    "card is checked against everything seen so far when it is played."
)


def _describe(timeline: Any, seat: int | None) -> str:
    """The position as the recording seat sees it (everything, for an observer)."""
    game = timeline.game
    state = timeline.final_state()
    return str(game.describe(state if seat is None else game.view(state, seat), seat))


def _legal_text(game: Any, state: Any, seat: int | None) -> str:
    """The legal moves, as far as the recorder may know them."""
    actor = game.to_move(state)
    if seat is not None and actor >= 0 and actor != seat:
        return _("legal: what this player may do rests on a hand you cannot see")
    shown_state = state if seat is None else game.view(state, seat)
    legal = [move_label(game, move) for move in game.legal_moves(shown_state)]
    more = " ..." if len(legal) > 60 else ""
    return _("legal: {moves}").format(moves=" ".join(legal[:60]) + more)


def _commit(recorder: Recorder, timeline: Any, seat: int) -> None:
    """A record from one seat goes on with ``timeline``; said as the seat sees it."""
    recorder.commit(timeline)
    ply = len(timeline)
    record = timeline.replay.moves[-1]
    game = timeline.game
    label = _("? (a draw you did not see)") if record.unseen else move_label(game, record.move)
    print(_("ply {ply}: {move}").format(ply=ply, move=label))
    for event in timeline.events_at(ply):
        print(f"  - {explain(timeline, ply, event, seat)}")
    if record.unchecked is not None:
        print(
            _("  (checked as far as you can see: {rule} rests on a hidden hand)").format(
                rule=record.unchecked
            )
        )
