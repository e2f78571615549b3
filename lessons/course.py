"""Finding the lessons of a game: one folder per game, files in the order to take them.

A shipped game's course is the package ``lessons/<game>/``; :func:`register` gives a
game a course kept elsewhere (the test session's toy game keeps its course in tests/,
beside its engine and plug-in), so the shipped app never lists it. The package holds
the lesson files and, optionally, the game's own question and goal kinds
(lessons/kinds.py).
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable

import msgspec

from engine.language import DEFAULT, Language, current_language
from lessons.format import Lesson, decode_lesson
from lessons.translation import translate


class CourseLesson(msgspec.Struct, frozen=True):
    id: str
    """The file name without .toml, e.g. '03-placement'; sorts in course order."""
    lesson: Lesson


_REGISTERED: dict[str, str] = {}
"""Game id -> the package of a course added by :func:`register`."""


def register(game_id: str, package: str) -> None:
    """Give ``game_id`` the course kept in ``package`` (its lesson files and kinds)."""
    if not resources.files(package).is_dir():
        raise ValueError(f"{package} is not a folder of lessons for {game_id!r}")  # a bug
    _REGISTERED[game_id] = package


def unregister(game_id: str) -> None:
    """Forget a course added by :func:`register` (a test's clean-up)."""
    _REGISTERED.pop(game_id, None)


def course_package(game_id: str) -> str:
    """The package holding ``game_id``'s course: registered, or ``lessons.<game>``."""
    return _REGISTERED.get(game_id, f"lessons.{game_id}")


def course_folder(game_id: str) -> Traversable:
    """Where ``game_id``'s course files are: its registered package, or ``lessons/<game>/``."""
    registered = _REGISTERED.get(game_id)
    return resources.files(registered) if registered else resources.files("lessons") / game_id


def _lesson_files(game_id: str) -> list[Traversable]:
    folder = course_folder(game_id)
    if not folder.is_dir():
        return []
    return sorted(
        (entry for entry in folder.iterdir() if entry.name.endswith(".toml")),
        key=lambda entry: entry.name,
    )


def lesson_ids(game_id: str) -> list[str]:
    """The course's lesson ids in order, without reading the files (for progress counts)."""
    return [entry.name.removesuffix(".toml") for entry in _lesson_files(game_id)]


def course(game_id: str, language: Language | None = None) -> list[CourseLesson]:
    """The game's lessons in order; an empty list for a game with no course yet.

    In ``language`` (by default the one spoken now) where the course has it: the words
    of ``lessons/<game>/<language>/<file>`` over the English lesson of the same name
    (``lessons.translation``); a lesson not translated yet stays English.
    """
    language = current_language() if language is None else language
    folder = course_folder(game_id)
    lessons = []
    for entry in _lesson_files(game_id):
        # Read whole, without replays.fsio's checks: the lessons ship inside the
        # package (importlib.resources), they are niwa's own files, not the user's.
        lesson = decode_lesson(entry.read_bytes(), f"lessons/{game_id}/{entry.name}")
        words = folder / language / entry.name
        if language != DEFAULT and words.is_file():
            name = f"lessons/{game_id}/{language}/{entry.name}"
            lesson = translate(lesson, words.read_bytes(), name)
        lessons.append(CourseLesson(entry.name.removesuffix(".toml"), lesson))
    return lessons


def translated_lessons(game_id: str, language: Language) -> list[str]:
    """The ids of the lessons the course has in ``language`` (all of them in English)."""
    folder = course_folder(game_id) / language
    return [
        entry.name.removesuffix(".toml")
        for entry in _lesson_files(game_id)
        if language == DEFAULT or (folder / entry.name).is_file()
    ]


def games_with_courses() -> list[str]:
    """The games with a course: the shipped ones in name order, then the registered."""
    root = resources.files("lessons")
    shipped = sorted(
        entry.name
        for entry in root.iterdir()
        if entry.is_dir() and any(e.name.endswith(".toml") for e in entry.iterdir())
    )
    return shipped + [game_id for game_id in _REGISTERED if game_id not in shipped]
