"""Which lessons and steps a learner has done, kept between runs.

Stored as a small JSON file in niwa's data folder (``--data-dir``, else
NIWA_DATA_DIR, else the platform's user data dir: see replays.storage.data_dir).
A damaged file is set aside, never fatal: losing progress marks is better than
refusing to teach.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import msgspec

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


def progress_path(directory: Path | None = None) -> Path:
    return (directory or data_dir()) / "progress.json"


def load_progress(directory: Path | None = None) -> Progress:
    path = progress_path(directory)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return Progress()
    try:
        if len(data) > MAX_PROGRESS_BYTES:
            raise msgspec.DecodeError("progress file too large")
        return msgspec.json.decode(data, type=Progress)
    except (msgspec.DecodeError, msgspec.ValidationError):
        path.replace(path.with_suffix(".damaged.json"))
        return Progress()


def save_progress(progress: Progress, directory: Path | None = None) -> Path:
    """Write atomically: a crash mid-write leaves the old file whole."""
    path = progress_path(directory)
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("wb", dir=path.parent, delete=False, suffix=".tmp") as tmp:
        tmp.write(msgspec.json.format(msgspec.json.encode(progress), indent=2))
        tmp.flush()
        os.fsync(tmp.fileno())
    os.replace(tmp.name, path)
    return path
