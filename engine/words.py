"""Counted nouns for sentences: ``1 card``, ``3 cards``, ``1 shuriken``.

One helper for every game's texts and for the explanation layer in ``replays``,
so no sentence says "1 cards". English plurals of the words niwa counts all add
an ``s``; a word that does not passes its plural.
"""

from __future__ import annotations


def count(n: int, one: str, many: str | None = None) -> str:
    """``n`` and the noun agreeing with it: ``count(1, "card") == "1 card"``."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def singular(plural: str) -> str:
    """The one-of form of a game's score unit ('shurikens' -> 'shuriken')."""
    return plural.removesuffix("s")


def units(n: int, unit: str) -> str:
    """``n`` of a game's plural score unit, agreeing: ``units(1, "demerits") == "1 demerit"``."""
    return count(n, singular(unit), unit)


def plies(n: int) -> str:
    """``1 ply``, ``12 plies``: a stretch of a game's record."""
    return count(n, "ply", "plies")
