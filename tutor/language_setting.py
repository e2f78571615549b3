"""The language a player chose in the app, remembered in niwa's data folder.

``settings.json`` holds ``{"language": "es"}`` (and whatever fields a newer niwa adds,
kept on saving). It is read like every file niwa did not ship: a regular file only,
at most :data:`MAX_SETTINGS_BYTES`; a file that cannot be read, does not decode or
names a language niwa does not speak reads as no choice, so the app always starts.

Which language a run speaks (:func:`choose_language`): the ``--lang`` option, then the
saved choice, then the locale variables (``engine.language``).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final

import msgspec

from engine.language import Language, is_language, language_from_environment
from replays.errors import ReplayError
from replays.fsio import locked, make_folder, read_if_present
from replays.storage import data_dir, write_atomic

SETTINGS_NAME: Final = "settings.json"
MAX_SETTINGS_BYTES: Final = 64 * 1024
"""Far more than a few settings need: a larger file is not ours."""


def settings_path(directory: Path | None = None) -> Path:
    return (directory or data_dir()) / SETTINGS_NAME


def _tree(path: Path) -> dict[str, Any] | None:
    """The file as plain data: {} when missing, None when unreadable or damaged."""
    try:
        data = read_if_present(path, MAX_SETTINGS_BYTES)
    except ReplayError:
        return None
    if data is None:
        return {}
    try:
        tree = msgspec.json.decode(data)
    except (msgspec.DecodeError, RecursionError):
        return None
    return tree if isinstance(tree, dict) else None


def saved_language(directory: Path | None = None) -> Language | None:
    """The language saved in the app, or None (none saved, or a file niwa cannot use)."""
    tree = _tree(settings_path(directory))
    code = (tree or {}).get("language")
    return code if isinstance(code, str) and is_language(code) else None


def save_language(code: Language, directory: Path | None = None) -> Path:
    """Remember ``code`` (OSError when the disk says no). Other fields stay; a file that
    cannot be read or decoded is replaced, since it held no setting niwa could use."""
    path = settings_path(directory)
    try:
        make_folder(path.parent)
        with locked(path):
            tree = dict(_tree(path) or {})
            tree["language"] = code
            write_atomic(msgspec.json.format(msgspec.json.encode(tree)), path, overwrite=True)
    except ReplayError as err:
        raise OSError(err.problem) from None
    return path


def choose_language(option: str | None, environ: Mapping[str, str] | None = None) -> Language:
    """The language of this run: ``--lang``, else the saved choice, else the environment."""
    if option is not None and is_language(option):
        return option
    return saved_language() or language_from_environment(environ)
