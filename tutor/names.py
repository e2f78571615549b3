"""Player names typed by people: trimmed, visible, short. Shown as plain text always.

What a name may hold is engine.safe_text's rule, the one replay files are checked
against; here a typed name is cleaned rather than refused (the setup screen).
"""

from __future__ import annotations

from typing import Final

from engine.i18n import _
from engine.safe_text import bad_character, is_visible

MAX_NAME: Final = 24


def clean_name(raw: str, fallback: str) -> str:
    """Keep printable characters, collapse spaces, cut at MAX_NAME; blank -> ``fallback``."""
    printable = "".join(" " if not ch.isprintable() or bad_character(ch) else ch for ch in raw)
    name = " ".join(printable.split())[:MAX_NAME].strip()
    return name if is_visible(name) else fallback


def default_name(seat: int, computer: bool, people: int) -> str:
    """The one rule for a seat nobody named, unique at any table: "Computer 2" for a
    computer (numbered by its seat), "You" where one person plays, else "Player 3".

    Setup, the lessons and the command line all name seats through it, so two
    seats never share a name ("Computer wins" could be either).
    """
    if computer:
        return _("Computer {number}").format(number=seat + 1)
    return _("You") if people == 1 else _("Player {number}").format(number=seat + 1)
