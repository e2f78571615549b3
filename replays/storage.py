"""Where replays live and how they reach the disk: atomically, never over another file.

A saved file is written to a temporary file beside it, flushed to disk, then
linked into place. Linking fails if the name is taken, so "never overwrite" holds
even against another process saving at the same moment; ``overwrite=True`` uses
``os.replace`` instead. Either way a reader never sees half a file.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from engine.i18n import N_, _
from replays.codec import Encoding, decode, decode_envelope, encode
from replays.errors import ReplayError, ReplayExistsError
from replays.format import MAX_FILE_BYTES, AnyReplay
from replays.fsio import (
    clean_stale_temporaries,
    failure,
    fsync_dir,
    is_regular,
    lock_temporary,
    make_folder,
    read_regular,
)
from replays.timeline import Cancelled, Timeline

ENV_DATA_DIR = "NIWA_DATA_DIR"
JSON_SUFFIX = ".niwa.json"
MSGPACK_SUFFIX = ".niwa"

_data_dir_override: Path | None = None


CANNOT_BE_WRITTEN = N_("cannot be written")
ALREADY_EXISTS = N_("already exists; niwa does not overwrite it (choose another name)")


def set_data_dir(path: str | os.PathLike[str] | None) -> None:
    """Use ``path`` as niwa's data directory (the ``--data-dir`` flag); None undoes it."""
    global _data_dir_override
    _data_dir_override = Path(path).expanduser() if path is not None else None


def data_dir() -> Path:
    """``--data-dir``, else $NIWA_DATA_DIR, else the platform's user data dir for niwa."""
    if _data_dir_override is not None:
        return _data_dir_override
    env = os.environ.get(ENV_DATA_DIR)
    if env:
        return Path(env).expanduser()
    return Path(platformdirs.user_data_dir("niwa", appauthor=False))


def replays_dir() -> Path:
    """Finished games are saved here; interrupted ones wait in its ``journals`` folder."""
    return data_dir() / "replays"


def encoding_for(path: str | os.PathLike[str]) -> Encoding:
    """The encoding a name asks for: ``.niwa.json`` (or ``.json``) JSON, ``.niwa`` MessagePack."""
    name = os.fspath(path)
    if name.endswith(".json"):
        return "json"
    if name.endswith(MSGPACK_SUFFIX):
        return "msgpack"
    said = _("a replay file name ends in {json} or {msgpack}")
    raise ReplayError(name, said.format(json=JSON_SUFFIX, msgpack=MSGPACK_SUFFIX))


def is_replay_name(path: Path) -> bool:
    return path.name.endswith((JSON_SUFFIX, MSGPACK_SUFFIX))


# -- reading --------------------------------------------------------------------------


def read_limited(path: str | os.PathLike[str]) -> bytes:
    """A regular file's bytes, refusing anything larger than a replay can be (ReplayError).

    A FIFO or device with a replay's name is refused without blocking (replays.fsio).
    """
    return read_regular(path, MAX_FILE_BYTES)


@dataclass(frozen=True)
class Header:
    """What a replay file says about itself, every text checked: enough to list it."""

    game: str
    players: tuple[str, ...]
    created_at: str
    moves: int
    variations: int


def read_header(path: str | os.PathLike[str]) -> Header:
    """The one way to describe a replay file without playing its moves (ReplayError if bad).

    Bounded and regular-file-only (``read_limited``), decoded by ``codec.decode_envelope``
    with every check of the format's texts: a name ``niwa verify`` refuses never reaches a
    list (the home screen, the palette, the Replays screen). The moves are counted, not
    typed: no game's rules are loaded to list a file (issue 24).
    """
    replay = decode_envelope(read_limited(path), os.fspath(path))
    return Header(
        replay.game,
        tuple(replay.players),
        replay.created_at,
        len(replay.moves),
        len(replay.variations),
    )


def loads(data: bytes, name: str = "<bytes>", cancelled: Cancelled | None = None) -> Timeline:
    """Decode and verify ``data``; the Timeline, or ReplayError with one line."""
    return Timeline.verify(decode(bytes(data), name), name, cancelled)


def load(path: str | os.PathLike[str], cancelled: Cancelled | None = None) -> Timeline:
    """Decode and verify the replay at ``path`` (JSON or MessagePack, told by content).

    ``cancelled`` (asked between moves) lets a load in a worker stop early.
    """
    return loads(read_limited(path), os.fspath(path), cancelled)


# -- writing ----------------------------------------------------------------------------


def _write_all(fd: int, data: bytes) -> None:
    """Every byte of ``data`` to ``fd`` (``os.write`` may write less than asked)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def write_atomic(data: bytes, path: Path, *, overwrite: bool = False) -> Path:
    """Write ``data`` to ``path`` all at once; ReplayExistsError if taken and not ``overwrite``.

    Any failure of the machine (a full disk, a read-only folder, a folder in the
    way) is one ReplayError line, and leaves no temporary file behind.
    """
    make_folder(path.parent)
    clean_stale_temporaries(path.parent)  # what a killed niwa left here (issue 23)
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as err:
        raise failure(path, CANNOT_BE_WRITTEN, err) from None
    tmp = Path(tmp_name)
    try:
        lock_temporary(fd)  # held until the rename: no cleaner takes it meanwhile
        os.fchmod(fd, 0o644)  # mkstemp makes 0600; a replay is meant to be shared
        _write_all(fd, data)
        os.fsync(fd)
        if overwrite:
            os.replace(tmp, path)
        else:
            _link_no_clobber(tmp, path)
    except OSError as err:
        raise failure(path, CANNOT_BE_WRITTEN, err) from None
    finally:
        os.close(fd)
        with contextlib.suppress(OSError):
            tmp.unlink()
    fsync_dir(path.parent)
    return path


def _link_no_clobber(tmp: Path, path: Path) -> None:
    try:
        os.link(tmp, path)
    except FileExistsError:
        raise ReplayExistsError(os.fspath(path), _(ALREADY_EXISTS)) from None
    except OSError:  # a file system without hard links: check, then rename
        if path.exists():
            raise ReplayExistsError(os.fspath(path), _(ALREADY_EXISTS)) from None
        os.replace(tmp, path)


def save(replay: AnyReplay, path: str | os.PathLike[str], *, overwrite: bool = False) -> Path:
    """Write ``replay`` atomically, JSON or MessagePack by the name's suffix.

    The replay is verified first: niwa never writes a file it would refuse to read.
    """
    target = Path(path)
    fmt = encoding_for(target)
    Timeline.verify(replay, os.fspath(target))
    return write_atomic(encode(replay, fmt), target, overwrite=overwrite)


def unique_path(directory: Path, stem: str, suffix: str = JSON_SUFFIX) -> Path:
    """``stem + suffix`` in ``directory``, or ``stem-2``, ``stem-3``... if taken."""
    candidate = directory / f"{stem}{suffix}"
    number = 2
    while candidate.exists():
        candidate = directory / f"{stem}-{number}{suffix}"
        number += 1
    return candidate


def save_new(replay: AnyReplay, directory: Path, stem: str) -> Path:
    """Save under a fresh name in ``directory``: never over another file, even in a race."""
    while True:
        try:
            return save(replay, unique_path(directory, stem))
        except ReplayExistsError:
            continue  # someone took the name between the check and the link


def recent_replays(limit: int = 10, directory: Path | None = None) -> list[Path]:
    """The newest replay files of ``directory`` (default: replays_dir()), newest first."""
    folder = directory if directory is not None else replays_dir()
    try:
        found = [p for p in folder.iterdir() if is_replay_name(p) and is_regular(p)]
    except OSError:
        return []

    def modified(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(found, key=modified, reverse=True)[:limit]
