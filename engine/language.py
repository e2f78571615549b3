"""The language niwa speaks: one process-wide choice, read by every text that has two.

niwa speaks English and Spanish (issue 29). The choice is made once at start (the
``--lang`` option, then the saved setting, then ``LC_ALL``/``LC_MESSAGES``/``LANG``)
and may change while the app runs; whatever words a text in two languages picks
asks :func:`current_language` at the moment it is drawn, never at import, so a
switch redraws in the new language without a restart.

This module only holds the choice; the words live with what they describe (a
game's rules and course in the game's folders, the interface's in its catalogue).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Final, Literal, TypeGuard, get_args

Language = Literal["en", "es"]
"""The languages niwa speaks, by their ISO 639-1 codes."""

LANGUAGES: Final[tuple[Language, ...]] = get_args(Language)
DEFAULT: Final[Language] = "en"

_ENVIRONMENT_ORDER: Final = ("LC_ALL", "LC_MESSAGES", "LANG")
"""POSIX's precedence: the first of these that is set and not empty decides."""

_current: Language = DEFAULT


def is_language(code: str) -> TypeGuard[Language]:
    """Whether ``code`` names a language niwa speaks."""
    return code in LANGUAGES


def current_language() -> Language:
    """The language texts are written in now."""
    return _current


def use_language(code: Language) -> None:
    """Speak ``code`` from now on (the caller redraws what is on screen)."""
    global _current
    if not is_language(code):
        raise ValueError(f"niwa speaks {', '.join(LANGUAGES)}, not {code!r}")
    _current = code


def language_from_environment(environ: Mapping[str, str] | None = None) -> Language:
    """The language the locale variables ask for, or English.

    ``es_ES.UTF-8``, ``es_AR`` and ``es`` all ask for Spanish; ``C``, ``POSIX`` and any
    language niwa does not speak fall back to English rather than failing.
    """
    environ = os.environ if environ is None else environ
    for name in _ENVIRONMENT_ORDER:
        value = environ.get(name, "")
        if value:
            code = value.split(".", 1)[0].split("_", 1)[0].split("@", 1)[0].lower()
            return code if is_language(code) else DEFAULT
    return DEFAULT
