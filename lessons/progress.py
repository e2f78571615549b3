"""Which lessons and steps a learner has done, kept between runs.

Stored as a small JSON file in niwa's data folder (``--data-dir``, else
NIWA_DATA_DIR, else the platform's user data dir: see replays.storage.data_dir).
A damaged file is set aside, never fatal: losing progress marks is better than
refusing to teach; an unreadable one (permissions, a file where the folder should
be) reads as no progress for the app, and as one clear line for ``niwa lessons``.

Saving merges: the file is re-read under a lock and the marks on disk are kept
beside this session's, so two lesson sessions never erase each other's progress.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

import msgspec

from replays.errors import ReplayError
from replays.fsio import locked
from replays.storage import data_dir

MAX_PROGRESS_BYTES = 1024 * 1024


class LessonProgress(msgspec.Struct, forbid_unknown_fields=True):
    steps_done: list[int] = []
    completed: bool = False


class Progress(msgspec.Struct, forbid_unknown_fields=True):
    """Per game, per lesson id."""

    games: dict[str, dict[str, LessonProgress]] = {}

    def lesson(self, game_id: str, lesson_id: str) -> LessonProgress:
        return self.games.setdefault(game_id, {}).setdefault(lesson_id, LessonProgress())

    def mark_step(self, game_id: str, lesson_id: str, step: int, steps_in_lesson: int) -> None:
        entry = self.lesson(game_id, lesson_id)
        if step not in entry.steps_done:
            entry.steps_done.append(step)
            entry.steps_done.sort()
        entry.completed = len(entry.steps_done) >= steps_in_lesson

    def completed(self, game_id: str) -> int:
        return sum(1 for entry in self.games.get(game_id, {}).values() if entry.completed)

    def merge(self, other: Progress) -> None:
        """Add ``other``'s marks to these: steps done by either, completed by either."""
        for game_id, lessons in other.games.items():
            for lesson_id, theirs in lessons.items():
                mine = self.lesson(game_id, lesson_id)
                mine.steps_done = sorted(set(mine.steps_done) | set(theirs.steps_done))
                mine.completed = mine.completed or theirs.completed


def progress_path(directory: Path | None = None) -> Path:
    return (directory or data_dir()) / "progress.json"


def read_progress(directory: Path | None = None) -> Progress:
    """The saved progress; OSError when the file cannot be read (not when it is missing)."""
    path = progress_path(directory)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return Progress()
    try:
        if len(data) > MAX_PROGRESS_BYTES:
            raise msgspec.DecodeError("progress file too large")
        return msgspec.json.decode(data, type=Progress)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        with contextlib.suppress(OSError):  # set aside if we may; read as empty either way
            path.replace(path.with_suffix(".damaged.json"))
        return Progress()


def load_progress(directory: Path | None = None) -> Progress:
    """The saved progress, or none at all if it cannot be read: the app starts regardless."""
    try:
        return read_progress(directory)
    except OSError:
        return Progress()


def save_progress(progress: Progress, directory: Path | None = None) -> Path:
    """Merge ``progress`` with the file's and write atomically (OSError if the disk says no).

    ``progress`` takes in the marks found on disk, so the caller shows them too.
    """
    path = progress_path(directory)
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        with locked(path):
            progress.merge(load_progress(directory))
            _write_atomic(msgspec.json.format(msgspec.json.encode(progress), indent=2), path)
    except ReplayError as err:  # the lock cannot be taken: say it as the OSError it is
        raise OSError(err.problem) from None
    return path


def _write_atomic(data: bytes, path: Path) -> None:
    """A crash mid-write leaves the old file whole; a failed write leaves no temporary file."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
