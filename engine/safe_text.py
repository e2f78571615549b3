"""Which free texts niwa accepts: the one rule for names, deck data and ids in moves.

Texts from files and people end up in terminals and file lists. A control
character can move the cursor, clear the screen or write the clipboard (ESC,
OSC 52); a bidirectional override makes ``evil.exe`` read as ``exe.live``; a name
made only of invisible characters (U+200B, U+3164, U+2800...) looks like no name
at all, or like someone else's. So a name is one line of visible text: no control
or format character (bidi marks included), no line separator, at least one
visible character, and a bounded length. Zero-width joiners stay allowed, as
scripts and emoji need them.

It lives in the engine because game data carries names too (Sakura's deck and
characters); replays and the tutor use the same rule.
"""

from __future__ import annotations

import os
import re
import unicodedata
from typing import Final

from engine.i18n import _

JOINERS: Final = frozenset("\u200c\u200d")
"""Zero-width (non-)joiners: format characters that real names need (Persian, emoji)."""
BLANKS: Final = frozenset("\u115f\u1160\u3164\uffa0\u2800")
"""Printable characters that draw a blank the width of a letter (Hangul fillers, the
empty Braille pattern): refused anywhere in a name, where they only serve to fake one."""
FILLERS: Final = BLANKS | frozenset(
    "\u034f\u180b\u180c\u180d\u200c\u200d"
    "\ufe00\ufe01\ufe02\ufe03\ufe04\ufe05\ufe06\ufe07\ufe08\ufe09\ufe0a\ufe0b\ufe0c\ufe0d\ufe0e\ufe0f"
)
"""Characters that are printable but draw nothing: Hangul fillers, the blank Braille
pattern, joiners and variation selectors. A name of only these is invisible."""
_REFUSED_CATEGORIES: Final = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
_BIDI: Final = "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"
UNSAFE_IN_LINES: Final = re.compile(f"[\\x00-\\x08\\x0b-\\x1f\\x7f-\\x9f{_BIDI}]")
"""What a multi-line text (a comment) may not hold: controls but newline and tab, bidi marks."""


def bad_character(text: str, *, multiline: bool = False) -> str | None:
    """The first character a shown text may not hold, or None.

    Control, format (but the joiners), surrogate and line/paragraph separators and
    the letter-wide blanks are refused; a multi-line text may hold newlines and tabs.
    """
    if text.isprintable() and (text.isascii() or BLANKS.isdisjoint(text)):
        return None  # the common case at C speed: no Cc, Cf, Cs, Zl or Zp anywhere
    for ch in text:
        if multiline and ch in "\n\t":
            continue
        if ch in JOINERS:
            continue
        if ch in BLANKS or unicodedata.category(ch) in _REFUSED_CATEGORIES:
            return ch
    return None


def is_visible(text: str) -> bool:
    """Whether ``text`` draws anything: a character that is no space, filler or mark."""
    return any(
        not ch.isspace() and ch not in FILLERS and unicodedata.category(ch) not in ("Mn", "Me")
        for ch in text
    )


def text_problem(text: str, what: str, max_length: int, *, min_length: int = 1) -> str | None:
    """Why ``text`` cannot be a name (``what`` names the field), or None when it can.

    A name is ``min_length`` to ``max_length`` characters of one visible line.
    """
    if not min_length <= len(text) <= max_length:
        said = _("{what} must be {least} to {most} characters, not {length}")
        return said.format(what=what, least=min_length, most=max_length, length=len(text))
    bad = bad_character(text)
    if bad is not None:
        said = _("{what} holds the control or invisible character {code}")
        return said.format(what=what, code=f"U+{ord(bad):04X}")
    if text and not is_visible(text):
        said = _("{what} shows nothing: it holds only blank or invisible characters")
        return said.format(what=what)
    return None


def escaped(text: str, *, multiline: bool = False) -> str:
    """``text`` with every character :func:`bad_character` refuses escaped (``\\x1b``).

    Escaping, not dropping: a hostile text stays recognisable but harmless. One line
    unless ``multiline`` (then newlines and tabs stay as they are).
    """
    if bad_character(text, multiline=multiline) is None:
        return text
    return "".join(ascii(ch)[1:-1] if bad_character(ch, multiline=multiline) else ch for ch in text)


def shown(text: str) -> str:
    """``text`` escaped for a terminal, lines kept (:func:`escaped` with ``multiline``).

    For printing what came from a file on a terminal when it was not checked
    (messages, ``niwa show``): a hostile text stays recognisable but harmless.
    """
    return escaped(text, multiline=True)


def shown_path(path: str | os.PathLike[str]) -> str:
    """A file's path or name as shown anywhere (screens, palette, command output).

    File names are chosen by whoever made the file: they may hold escapes, bidi
    overrides, newlines or undecodable bytes (surrogate escapes). A path is never
    refused for that, only shown escaped, on one line; every place a path is shown
    goes through here.
    """
    return escaped(os.fspath(path))
