"""Which lessons and steps a learner has done, kept between runs.

Stored as a small JSON file in niwa's data folder (``--data-dir``, else
NIWA_DATA_DIR, else the platform's user data dir: see replays.storage.data_dir).
It is read like every file niwa did not ship (``replays.fsio.read_regular``): a
regular file only, at most ``MAX_PROGRESS_BYTES``, so a FIFO or a link to
/dev/zero can neither hang nor exhaust the app.

Three ways a file can disappoint, three answers (issue 23):

- **unreadable** (permission denied, a FIFO, too large, a file where the folder
  should be): the app teaches on with no marks shown, ``niwa lessons list`` says so
  in one line, and saving *refuses* (``ProgressUnreadable``): a file niwa could not
  read is never written over, since the marks in it would be lost.
- **damaged** (does not decode): reads as no progress; the first save keeps the
  damaged bytes as ``progress.damaged.json`` before writing, so nothing is lost.
  Reading alone never moves the file (``niwa lessons list`` is read-only).
- **newer** (fields a later niwa added): read, and kept on saving: the file is
  rewritten from its plain-data tree with only this niwa's marks changed, as
  ``replays/rewrite.py`` keeps a newer replay's fields.

Saving merges: the file is re-read under a lock and the marks on disk are kept
beside this session's, so two lesson sessions never erase each other's progress.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import msgspec

from engine.i18n import _
from replays.errors import ReplayError
from replays.fsio import locked, make_folder, read_if_present
from replays.storage import data_dir, write_atomic

MAX_PROGRESS_BYTES = 1024 * 1024
MAX_STEPS = 1000
"""More steps than any lesson has: a list longer than this is not progress."""
DAMAGED_NAME = "progress.damaged.json"


class ProgressUnreadable(OSError):
    """The progress file exists but cannot be read: it is shown as none and never overwritten."""


class LessonProgress(msgspec.Struct):
    steps_done: Annotated[
        list[Annotated[int, msgspec.Meta(ge=0)]], msgspec.Meta(max_length=MAX_STEPS)
    ] = []
    completed: bool = False


class Progress(msgspec.Struct):
    """Per game, per lesson id. Fields a newer niwa added are ignored here, kept on disk."""

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


class _Reading(msgspec.Struct):
    """What the file holds: its marks, its plain-data tree (None: damaged), its bytes."""

    progress: Progress
    tree: dict[str, Any] | None
    damaged: bytes | None


def progress_path(directory: Path | None = None) -> Path:
    return (directory or data_dir()) / "progress.json"


def _read(path: Path) -> _Reading:
    """The file's marks and tree; ProgressUnreadable when it cannot be read at all."""
    try:
        data = read_if_present(path, MAX_PROGRESS_BYTES)
    except ReplayError as err:  # not a regular file, too large, permission denied...
        raise ProgressUnreadable(err.problem) from None
    if data is None:
        return _Reading(Progress(), {}, None)
    try:
        tree = msgspec.json.decode(data)
        progress = msgspec.convert(tree, Progress)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        return _Reading(Progress(), None, data)
    if not isinstance(tree, dict):  # pragma: no cover - convert refuses a non-object
        return _Reading(Progress(), None, data)
    return _Reading(progress, tree, None)


def read_progress(directory: Path | None = None) -> Progress:
    """The saved progress (none when missing or damaged); ProgressUnreadable when unreadable.

    Reading changes nothing on disk.
    """
    return _read(progress_path(directory)).progress


def load_progress(directory: Path | None = None) -> Progress:
    """The saved progress, or none at all if it cannot be read: the app starts regardless."""
    try:
        return read_progress(directory)
    except OSError:
        return Progress()


def save_progress(progress: Progress, directory: Path | None = None) -> Path:
    """Merge ``progress`` with the file's and write atomically (OSError if the disk says no).

    ``progress`` takes in the marks found on disk, so the caller shows them too. A file
    that cannot be read is not overwritten (ProgressUnreadable, saying why); a damaged
    one is first kept as ``progress.damaged.json``.
    """
    path = progress_path(directory)
    try:
        make_folder(path.parent)
        with locked(path):
            try:
                found = _read(path)
            except ProgressUnreadable as err:
                said = _(
                    "{file} cannot be read ({why}): your progress was not saved, "
                    "so that the marks in it are not lost"
                )
                raise ProgressUnreadable(said.format(file=path.name, why=err)) from None
            if found.damaged is not None:
                write_atomic(found.damaged, path.with_name(DAMAGED_NAME), overwrite=True)
            progress.merge(found.progress)
            tree = _with_marks(found.tree or {}, progress)
            write_atomic(
                msgspec.json.format(msgspec.json.encode(tree), indent=2), path, overwrite=True
            )
    except ReplayError as err:  # the lock, the folder or the write: say it as the OSError it is
        raise OSError(err.problem) from None
    return path


def _with_marks(tree: dict[str, Any], progress: Progress) -> dict[str, Any]:
    """``tree`` (the file as plain data) with ``progress``'s marks written in, nothing else
    changed: fields and lesson entries' fields of a newer niwa stay as they were."""
    out = dict(tree)
    games = dict(out.get("games") or {})
    for game_id, lessons in progress.games.items():
        entries = dict(games.get(game_id) or {})
        for lesson_id, entry in lessons.items():
            record = dict(entries.get(lesson_id) or {})
            record["steps_done"] = list(entry.steps_done)
            record["completed"] = entry.completed
            entries[lesson_id] = record
        games[game_id] = entries
    out["games"] = games
    return out
