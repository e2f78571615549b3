"""Crash-safe recording: a journal that every move reaches before the game goes on.

A journal is a text file of JSON lines: the first holds the replay's envelope
(game, options, players, created-at) with no moves, each further line one
MoveRecord. A move is appended and fsynced as it is made, so a killed process
loses at most the move being written; a torn last line is dropped on resume.
Finishing writes the replay file atomically and only then removes the journal.

While a Recorder is open it holds an exclusive lock on its journal (where the
platform has ``fcntl``), so the app and ``niwa resume`` cannot both extend it.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import tempfile
import time
from pathlib import Path
from typing import Any, NamedTuple

import msgspec

from engine.core import Step
from engine.i18n import N_, _, ngettext
from replays.codec import bounded_decode, decode, decode_envelope, record_decoder
from replays.errors import ReplayError
from replays.format import MAX_FILE_BYTES, AnyReplay, MoveRecord, new_replay
from replays.fsio import (
    clean_stale_temporaries,
    failure,
    fsync_dir,
    make_folder,
    open_regular,
    read_fd,
    try_lock,
)
from replays.storage import Header, replays_dir, save, save_new, write_atomic
from replays.timeline import Timeline

JOURNAL_SUFFIX = ".niwa-journal"
DAMAGED_SUFFIX = ".damaged"
"""A damaged journal's copy, kept beside it when resuming cuts its tail."""
JOURNALS = "journals"
TAKEBACK_PREFIX = ".takeback-"
NEW_JOURNAL_PREFIX = ".new-"
_ENCODER = msgspec.json.Encoder()


def journals_dir(directory: Path | None = None) -> Path:
    """Where journals wait: ``journals`` inside the replays directory."""
    return (directory if directory is not None else replays_dir()) / JOURNALS


def journals(directory: Path | None = None) -> list[Path]:
    """Journals of interrupted games in ``directory`` (default replays_dir()), newest first."""
    folder = journals_dir(directory)
    try:
        found = [p for p in folder.iterdir() if p.name.endswith(JOURNAL_SUFFIX) and p.is_file()]
    except OSError:
        return []

    def modified(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(found, key=modified, reverse=True)


def _lock(fd: int, source: str) -> None:
    """Recordings are locked where the platform can (fsio.try_lock): one writer per journal."""
    try:
        taken = try_lock(fd)
    except OSError:  # a file system that cannot lock: as if another niwa held it
        taken = False
    if not taken:
        raise ReplayError(source, _("is being recorded by another niwa right now"))


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


class JournalReading(NamedTuple):
    """What a journal holds: the verified moves up to the first damage, and what was not kept."""

    timeline: Timeline
    sound: int
    """Bytes of the journal that hold those moves (the rest is cut on resume)."""
    dropped: str | None
    """What was left out and why, in a sentence; None when every line was kept."""


def _not_a_journal(data: bytes, source: str, why: str) -> ReplayError:
    """Say "this is a replay file" when it is one: resume was given a finished game."""
    try:
        decode(data, source)
    except ReplayError:
        return ReplayError(source, _("not a niwa journal ({why})").format(why=why))
    return ReplayError(
        source, _("is a finished replay file, not a journal: open it with `niwa replay` or the app")
    )


def _moves(n: int) -> str:
    return ngettext("{count} move", "{count} moves", n).format(count=n)


class _Lines(NamedTuple):
    """A journal's lines decoded up to the first damage, nothing played yet."""

    header: AnyReplay
    records: list[MoveRecord[Any]]
    ends: list[int]
    """``ends[k]``: bytes holding the header and ``k`` moves."""
    dropped: str | None


def _decoded_lines(data: bytes, source: str, *, moves: bool) -> _Lines:
    """The header and every record up to the first line that does not decode (with
    ``moves`` False each move is left ``msgspec.Raw``: no game's rules are loaded)."""
    lines = data.split(b"\n")
    if len(lines) < 2 or not lines[0].strip():
        raise _not_a_journal(data, source, _("no complete first line"))
    try:
        header = (decode if moves else decode_envelope)(lines[0], source)
    except ReplayError as err:
        said = _("its first line: {problem}").format(problem=err.problem)
        raise _not_a_journal(data, source, said) from None
    if header.moves:
        raise ReplayError(source, _("not a niwa journal (its first line holds moves)"))
    decoder = record_decoder(header.game, moves)
    complete, torn = lines[1:-1], lines[-1]
    records: list[MoveRecord[Any]] = []
    ends = [len(lines[0]) + 1]
    dropped: str | None = None
    for number, raw in enumerate(complete, start=2):
        try:
            records.append(bounded_decode(decoder, raw, source))
        except ReplayError as err:
            after = len(complete) - (number - 1)
            if after == 0 and not torn:
                break  # the very last write, damaged: treat it as torn
            after += 1 if torn else 0
            dropped = ngettext(
                "line {number} is damaged ({problem}): kept the {moves} before it, "
                "dropped it and the {count} line after",
                "line {number} is damaged ({problem}): kept the {moves} before it, "
                "dropped it and the {count} lines after",
                after,
            ).format(number=number, problem=err.problem, moves=_moves(len(records)), count=after)
            break
        ends.append(ends[-1] + len(raw) + 1)
    return _Lines(header, records, ends, dropped)


def parse_journal(data: bytes, source: str) -> JournalReading:
    """Every move of the journal up to the first damaged or refused one, verified.

    A torn last line (no newline: the write a crash interrupted) is dropped
    silently, as expected. Any other damage — a line that does not decode, a move
    the rules refuse — keeps every move before it and says what was dropped.
    """
    header, records, ends, dropped = _decoded_lines(data, source, moves=True)
    replay: AnyReplay = msgspec.structs.replace(header, moves=records)
    try:
        timeline = Timeline.verify(replay, source)
    except ReplayError as err:
        if err.ply is None:
            raise
        kept = err.ply - 1
        refused = len(records) - kept
        reason = err.problem + (f" [{err.rule}]" if err.rule else "")
        said = _("ply {ply} is refused ({reason}): kept the {kept} before it, dropped {refused}")
        also = _("; also {dropped}").format(dropped=dropped) if dropped else ""
        dropped = (
            said.format(ply=err.ply, reason=reason, kept=_moves(kept), refused=_moves(refused))
            + also
        )
        replay = msgspec.structs.replace(header, moves=records[:kept])
        timeline = Timeline.verify(replay, source)
        return JournalReading(timeline, ends[kept], dropped)
    return JournalReading(timeline, ends[len(records)], dropped)


def read_journal(path: Path) -> Timeline:
    """An interrupted game's every completed move, without taking the journal over."""
    return inspect_journal(path).timeline


def journal_header(path: Path) -> Header:
    """What a journal says of its game, to list it (the home screen, the palette) without
    playing it or loading its game's rules (issue 24): the header
    line checked as ``read_journal`` checks it, and the moves up to the first line that does
    not decode. A move the rules refuse is found, and said, when the game is resumed."""
    source = os.fspath(path)
    fd = open_regular(path)
    try:
        lines = _decoded_lines(read_fd(fd, source, MAX_FILE_BYTES), source, moves=False)
    finally:
        os.close(fd)
    replay = lines.header
    return Header(replay.game, tuple(replay.players), replay.created_at, len(lines.records), 0)


def inspect_journal(path: Path) -> JournalReading:
    """What ``path`` holds (moves kept, what would be dropped), without changing it."""
    source = os.fspath(path)
    fd = open_regular(path)
    try:
        return parse_journal(read_fd(fd, source, MAX_FILE_BYTES), source)
    finally:
        os.close(fd)


def _stem(replay: AnyReplay) -> str:
    """A default file name: the game and when it started, e.g. seikatsu-2026-03-01-1405."""
    stamp = re.sub(r"[^0-9]", "", replay.created_at)[:12]
    if len(stamp) < 12:
        stamp = time.strftime("%Y%m%d%H%M", time.gmtime())
    when = f"{stamp[:4]}-{stamp[4:6]}-{stamp[6:8]}-{stamp[8:12]}"
    return f"{re.sub(r'[^a-z0-9_-]', '', replay.game) or 'game'}-{when}"


class Recorder:
    """Crash-safe recording: each move reaches disk (flush + fsync) when made.

    ``directory`` is the replays directory (default replays_dir()): the journal
    goes into its ``journals`` folder and ``finish`` saves the game beside it.
    """

    path: Path
    timeline: Timeline
    directory: Path
    dropped: str | None = None
    """After ``resume``: what the journal held that could not be kept, in a sentence."""

    def __init__(
        self,
        game_id: str,
        options: Any,
        players: list[str],
        *,
        directory: Path | None = None,
        start: str | None = None,
        recorded_by: int | None = None,
    ) -> None:
        replay = new_replay(game_id, options, players, start, recorded_by)
        timeline = Timeline.verify(replay, _("new {game} game").format(game=game_id))
        self.directory = directory if directory is not None else replays_dir()
        folder = journals_dir(self.directory)
        make_folder(folder)
        clean_stale_temporaries(folder)  # what a killed niwa left here (issue 23)
        try:
            fd, tmp_name = tempfile.mkstemp(prefix=NEW_JOURNAL_PREFIX, suffix=".tmp", dir=folder)
        except OSError as err:
            raise failure(folder, N_("cannot hold a new journal"), err) from None
        tmp = Path(tmp_name)
        try:
            _lock(fd, tmp_name)
            _write_all(fd, _ENCODER.encode(replay) + b"\n")
            os.fsync(fd)
            self.path = self._link_fresh(tmp, folder, game_id)
        except OSError as err:
            os.close(fd)
            raise failure(folder, N_("cannot hold a new journal"), err) from None
        except BaseException:
            os.close(fd)
            raise
        finally:
            with contextlib.suppress(OSError):
                tmp.unlink()
        fsync_dir(folder)
        self._fd: int | None = fd
        self.timeline = timeline

    @staticmethod
    def _link_fresh(tmp: Path, folder: Path, game_id: str) -> Path:
        """Give the journal a name no other journal has (linking never replaces a file)."""
        safe = re.sub(r"[^a-z0-9_-]", "", game_id) or "game"
        while True:
            stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
            path = folder / f"{safe}-{stamp}-{secrets.token_hex(3)}{JOURNAL_SUFFIX}"
            try:
                os.link(tmp, path)
                return path
            except FileExistsError:
                continue

    @classmethod
    def resume(cls, journal: Path) -> Recorder:
        """Continue an interrupted game from every move up to the first damaged one.

        What was dropped is said in ``dropped``; the journal as it was is kept beside
        it (``<name>.damaged``) before the damaged tail is cut, so nothing is lost.
        """
        source = os.fspath(journal)
        fd = open_regular(journal, os.O_RDWR)
        try:
            _lock(fd, source)
            data = read_fd(fd, source, MAX_FILE_BYTES)
            timeline, sound, dropped = parse_journal(data, source)
            if dropped is not None:
                backup = Path(journal).with_name(Path(journal).name + DAMAGED_SUFFIX)
                write_atomic(data, backup, overwrite=True)
                kept = _(" (the journal as it was is kept as {file})")
                dropped += kept.format(file=backup.name)
            if sound < len(data):  # cut the damaged tail so the next move starts a clean line
                os.ftruncate(fd, sound)
                os.fsync(fd)
            os.lseek(fd, sound, os.SEEK_SET)
        except OSError as err:
            os.close(fd)
            raise failure(source, N_("cannot be resumed"), err) from None
        except BaseException:
            os.close(fd)
            raise
        recorder = cls.__new__(cls)
        recorder.path = Path(journal)
        folder = Path(journal).resolve().parent
        recorder.directory = folder.parent if folder.name == JOURNALS else folder
        recorder.timeline = timeline
        recorder.dropped = dropped
        recorder._fd = fd
        return recorder

    def _open_fd(self) -> int:
        if self._fd is None:
            raise ReplayError(os.fspath(self.path), _("this recording is closed"))
        return self._fd

    def record(self, move: Any, comment: str | None = None, *, unseen: bool = False) -> Step[Any]:
        """Play ``move`` (IllegalMove propagates, nothing written), then journal it durably;
        ``unseen``: a draw the recording seat did not see (``MoveRecord.unseen``)."""
        fd = self._open_fd()
        timeline = self.timeline.try_move(len(self.timeline), move, comment, unseen=unseen)
        try:
            end = os.lseek(fd, 0, os.SEEK_CUR)
            _write_all(fd, _ENCODER.encode(timeline.replay.moves[-1]) + b"\n")
            os.fsync(fd)
        except OSError as err:
            with contextlib.suppress(OSError):  # no half line left for the next move
                os.ftruncate(fd, end)
                os.lseek(fd, end, os.SEEK_SET)
            raise failure(self.path, N_("the move could not be recorded"), err) from None
        self.timeline = timeline
        return Step(timeline.final_state(), timeline.events_at(len(timeline)))

    def commit(self, timeline: Timeline) -> Timeline:
        """Go on with ``timeline``, a line built from this record (one entry more, or
        earlier fill-ins of a record from one seat changed): journalled by one more line
        where only an entry was added, else by a rewrite."""
        old = self.timeline.replay.moves
        new = timeline.replay.moves
        if len(new) == len(old) + 1 and new[: len(old)] == old:
            fd = self._open_fd()
            try:
                end = os.lseek(fd, 0, os.SEEK_CUR)
                _write_all(fd, _ENCODER.encode(new[-1]) + b"\n")
                os.fsync(fd)
            except OSError as err:
                with contextlib.suppress(OSError):
                    os.ftruncate(fd, end)
                    os.lseek(fd, end, os.SEEK_SET)
                raise failure(self.path, N_("the move could not be recorded"), err) from None
            self.timeline = timeline
            return timeline
        return self.rewrite(timeline, _("the record"))

    def take_back(self, ply: int, name: str) -> Timeline:
        """Cut the game back to its first ``ply`` moves; the moves after stay in the record
        as the variation ``name`` (see ``Timeline.taken_back``).

        The journal is rewritten whole (its first line then carries the variations) into
        a locked temporary file, fsynced, and renamed over the old one: a crash leaves
        either the journal before the takeback or the one after, never a mix.
        """
        self._open_fd()
        return self.rewrite(self.timeline.taken_back(ply, name), _("the takeback"))

    def rewrite(self, timeline: Timeline, what: str = "") -> Timeline:
        """Replace the journal by ``timeline`` (a takeback, an undo, a corrected draw: a
        line that keeps the old one as a variation), as ``take_back`` does.

        The journal is rewritten whole into a locked temporary file, fsynced, and renamed
        over the old one: a crash leaves the journal before or after, never a mix.
        """
        unwritten = _("{what} could not be written").format(what=what or _("the correction"))
        old_fd = self._open_fd()
        replay = timeline.replay
        header = msgspec.structs.replace(replay, moves=[])
        data = b"".join(
            [_ENCODER.encode(header) + b"\n", *(_ENCODER.encode(m) + b"\n" for m in replay.moves)]
        )
        folder = self.path.parent
        clean_stale_temporaries(folder)
        try:
            fd, tmp_name = tempfile.mkstemp(prefix=TAKEBACK_PREFIX, suffix=".tmp", dir=folder)
        except OSError as err:
            raise failure(self.path, unwritten, err) from None
        try:
            _lock(fd, tmp_name)
            _write_all(fd, data)
            os.fsync(fd)
            os.replace(tmp_name, self.path)
        except BaseException as err:
            os.close(fd)
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)
            if isinstance(err, OSError):  # a full disk: one line, the journal as it was
                raise failure(self.path, unwritten, err) from None
            raise
        fsync_dir(folder)
        os.close(old_fd)
        self._fd = fd
        self.timeline = timeline
        return timeline

    def finish(self, path: Path | None = None) -> Path:
        """Save the game atomically and remove the journal; the new file's path.

        Without ``path`` the file is named after the game and its start time in
        the replays directory (``-2``, ``-3``... when taken); an explicit ``path``
        that exists is refused (ReplayExistsError), never overwritten.
        """
        self._open_fd()
        replay = self.timeline.replay
        if path is None:
            out = save_new(replay, self.directory, _stem(replay))
        else:
            out = save(replay, path)
        self.close()
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()
        fsync_dir(self.path.parent)
        return out

    def close(self) -> None:
        """Stop recording, keeping the journal for a later resume."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def discard(self) -> None:
        """Stop recording and delete the journal (an abandoned game)."""
        self.close()
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

    @property
    def closed(self) -> bool:
        return self._fd is None

    def __enter__(self) -> Recorder:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self.close()
