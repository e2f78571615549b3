"""The file system as niwa meets it: only regular files opened, every failure one line.

Replay folders are shared and disks fill up. A FIFO named ``x.niwa.json`` would
block a plain ``open`` forever, and a full disk, a read-only folder or a data
folder that is really a file must give the player one sentence they can act on,
never a traceback. Everything here turns ``OSError`` into ``ReplayError``.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import time
from collections.abc import Iterator
from pathlib import Path

from engine.i18n import N_, _
from replays.errors import ReplayError, StorageError

try:  # POSIX only; elsewhere nothing is locked (see try_lock)
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

_WHY: dict[int, str] = {
    errno.ENOSPC: N_("the disk is full"),
    errno.EDQUOT: N_("the disk quota is used up"),
    errno.EROFS: N_("the file system is read-only"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.ENOTDIR: N_("a folder on the way is a file"),
    errno.EISDIR: N_("it is a folder, not a file"),
    errno.ENOENT: N_("no such file or folder"),
    errno.EEXIST: N_("a file of that name is in the way"),
}


NOT_A_FILE = N_("is a directory, not a replay file")
CANNOT_BE_READ = N_("cannot be read")


def why(err: OSError) -> str:
    """An OSError in words a player understands (the system's own words otherwise)."""
    if err.errno is not None and err.errno in _WHY:
        return _(_WHY[err.errno])
    return err.strerror or str(err) or type(err).__name__


def failure(path: str | os.PathLike[str], doing: str, err: OSError) -> StorageError:
    """e.g. ``game.niwa.json: cannot be written: the disk is full``; ``doing`` is marked
    for the catalogue (``N_``) where it is written and said here in the language spoken."""
    return StorageError(os.fspath(path), _("{doing}: {why}").format(doing=_(doing), why=why(err)))


def open_regular(path: str | os.PathLike[str], flags: int = os.O_RDONLY) -> int:
    """A descriptor on ``path`` if it is a regular file; ReplayError otherwise.

    Opened with O_NONBLOCK so that a FIFO or device returns at once (then refused
    by its type) instead of waiting for a writer that never comes.
    """
    name = os.fspath(path)
    try:
        fd = os.open(path, flags | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise MissingFile(name, _("no such file")) from None
    except IsADirectoryError:
        raise ReplayError(name, _(NOT_A_FILE)) from None
    except OSError as err:
        raise failure(name, N_("cannot be opened"), err) from None
    try:
        mode = os.fstat(fd).st_mode
    except OSError as err:
        os.close(fd)
        raise failure(name, CANNOT_BE_READ, err) from None
    if stat.S_ISDIR(mode):
        os.close(fd)
        raise ReplayError(name, _(NOT_A_FILE))
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise ReplayError(name, _("is not a regular file (a pipe or a device?): not opened"))
    return fd


def read_fd(fd: int, source: str, limit: int) -> bytes:
    """Everything from ``fd``, refusing more than ``limit`` bytes (ReplayError)."""
    chunks: list[bytes] = []
    size = 0
    try:
        while chunk := os.read(fd, 1 << 16):
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                said = _("larger than {size} MiB").format(size=limit // (1024 * 1024))
                raise ReplayError(source, said)
    except BlockingIOError:  # pragma: no cover - regular files never block
        raise ReplayError(source, _("cannot be read now (it would block)")) from None
    except OSError as err:
        raise failure(source, CANNOT_BE_READ, err) from None
    return b"".join(chunks)


def read_regular(path: str | os.PathLike[str], limit: int) -> bytes:
    """A regular file's bytes, at most ``limit`` of them; ReplayError for anything else.

    The one reader of every file niwa did not ship itself: replays, journals, lesson
    progress, table plans. A FIFO, a device or a symlink to /dev/zero is refused at
    once, a file larger than ``limit`` after reading ``limit`` bytes (so a 200 MB
    file costs at most ``limit`` of memory), an OSError is one line (StorageError).
    """
    fd = open_regular(path)
    try:
        return read_fd(fd, os.fspath(path), limit)
    finally:
        os.close(fd)


def read_if_present(path: str | os.PathLike[str], limit: int) -> bytes | None:
    """:func:`read_regular`, or None when there is no such file (nothing saved yet)."""
    try:
        return read_regular(path, limit)
    except MissingFile:
        return None


class MissingFile(ReplayError):
    """There is no file at that path (a folder on the way may be missing too)."""


def is_regular(path: Path) -> bool:
    """Whether ``path`` is a regular file (not following a FIFO's promise to have data)."""
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except OSError:
        return False


def make_folder(folder: Path) -> None:
    """``mkdir -p``, as ReplayError: read-only disks and files in the way say so."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise failure(folder, N_("the folder cannot be made"), err) from None
    if not folder.is_dir():
        raise StorageError(os.fspath(folder), _("is a file, but niwa needs a folder there"))


TEMPORARY_NAMES = re.compile(
    r"^\.(?:.+\.(?:niwa\.json|niwa|niwa-journal\.json|niwa-journal\.damaged)"
    r"|(?:progress(?:\.damaged)?|settings)\.json)\.[a-z0-9_]{8}\.tmp$"
    r"|^\.(?:takeback|new)-[a-z0-9_]{8}\.tmp$"
)
"""The temporaries niwa itself makes (``tempfile.mkstemp``'s 8 characters): a save's
``.<file>.xxxxxxxx.tmp`` beside a replay, a progress, a settings or a plan file, and a journal's
``.takeback-``/``.new-`` ones. Nothing else is ever cleaned: not another program's."""
STALE_AFTER = 60.0
"""Seconds a temporary must have been left alone: longer than the moment between its
creation and its writer's lock (an hour where the platform has no locks)."""


def lock_temporary(fd: int) -> None:
    """Hold a temporary's lock while it is written: a cleaner leaves it alone meanwhile."""
    with contextlib.suppress(OSError):
        try_lock(fd)


def clean_stale_temporaries(folder: Path) -> list[str]:
    """Remove the temporaries of niwa's own naming that a killed niwa left in ``folder``.

    A save writes a hidden full copy first and renames it; a SIGKILL in between leaves it
    behind. Removed only when all holds: the name is niwa's (``TEMPORARY_NAMES``), it is
    a regular file older than ``STALE_AFTER``, and no one holds its lock (every writer
    holds it until the rename): a save in progress, here or in another niwa, is safe.
    Called whenever niwa writes into a folder; never fails (a folder it cannot list is
    left as it is). The names removed.
    """
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    now = time.time()
    wait = STALE_AFTER if fcntl is not None else 3600.0
    removed = []
    for entry in entries:
        if not TEMPORARY_NAMES.match(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < wait:
            continue
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0)
        try:
            fd = os.open(entry.path, flags)
        except OSError:
            continue
        try:
            if try_lock(fd) and os.fstat(fd).st_ino == info.st_ino:
                os.unlink(entry.path)
                removed.append(entry.name)
        except OSError:  # gone already
            pass
        finally:
            os.close(fd)
    return removed


LOCK_SUFFIX = ".lock"
LOCK_WAIT = 5.0
"""Seconds to wait for another niwa's save of the same file before giving up."""


def try_lock(fd: int) -> bool:
    """Take an exclusive lock on the open file ``fd`` without waiting: False when another
    process holds it. Where there is no ``fcntl`` (Windows) nothing is locked: True."""
    if fcntl is None:  # pragma: no cover - Windows
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def fsync_dir(directory: Path) -> None:
    """Make a rename or link durable (not possible on every platform; harmless to skip)."""
    with contextlib.suppress(OSError):
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


@contextlib.contextmanager
def locked(path: Path, wait: float = LOCK_WAIT) -> Iterator[None]:
    """Hold ``<path>.lock`` exclusively: a re-read-merge-write of ``path`` is not interleaved.

    Two viewers saving what-ifs to one replay, or two lesson sessions saving
    progress, each re-read the file under this lock and merge before writing, so
    neither erases the other's work. Where there is no ``fcntl`` (Windows) saves
    are merged without the lock. A lock held longer than ``wait`` is a StorageError.
    """
    lock = path.with_name(path.name + LOCK_SUFFIX)
    make_folder(lock.parent)
    try:
        fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as err:
        raise failure(path, N_("cannot be locked for saving"), err) from None
    try:
        deadline = time.monotonic() + wait
        while not try_lock(fd):
            if time.monotonic() > deadline:
                said = _("is being saved by another niwa: try again")
                raise StorageError(os.fspath(path), said)
            time.sleep(0.02)
        yield
    finally:
        os.close(fd)  # closing releases the lock
