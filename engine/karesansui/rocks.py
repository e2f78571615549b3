"""Rocks, their codes, and the three forbidden sets.

A rock type is a small int, ``(value - 1) * 5 + colour``: the player-aid grid read
row by row (value I first, colours in :data:`components.COLOURS` order). A garden,
the bag and a bid are counts per rock type, or sorted tuples of types; sorted
order is "niwa order": by value, then by colour.

People read and type a rock as its value digit and colour letter: ``2R`` is a red
II. The rulebook's own example ("1 2222 333") counts values the same way.
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from engine.karesansui.components import COLOURS, FLUSH, FOURSOME, NUMERALS, TRIPS, VALUES

N_COLOURS: Final = len(COLOURS)
N_TYPES: Final = len(VALUES) * N_COLOURS

VALUE_OF: Final = tuple(VALUES[t // N_COLOURS] for t in range(N_TYPES))
COLOUR_OF: Final = tuple(t % N_COLOURS for t in range(N_TYPES))
CODES: Final = tuple(f"{VALUE_OF[t]}{COLOURS[COLOUR_OF[t]].code}" for t in range(N_TYPES))
BY_CODE: Final[dict[str, int]] = {code: t for t, code in enumerate(CODES)}

Counts = tuple[int, ...]
"""Rocks per type, indexed by rock type (a garden, the bag)."""


def rock_type(value: int, colour: int) -> int:
    return VALUES.index(value) * N_COLOURS + colour


def rock_name(t: int) -> str:
    """A rock in words, e.g. 'red II'."""
    return f"{COLOURS[COLOUR_OF[t]].name} {NUMERALS[VALUES.index(VALUE_OF[t])]}"


def counts_of(types: tuple[int, ...] | list[int]) -> Counts:
    counts = [0] * N_TYPES
    for t in types:
        counts[t] += 1
    return tuple(counts)


def types_of(counts: Counts) -> tuple[int, ...]:
    """The rocks of a count vector as a sorted tuple of types (niwa order)."""
    out: list[int] = []
    for t, n in enumerate(counts):
        out.extend([t] * n)
    return tuple(out)


def codes(types: tuple[int, ...] | list[int]) -> tuple[str, ...]:
    return tuple(CODES[t] for t in types)


def text(types: tuple[int, ...] | list[int], empty: str = "-") -> str:
    """Rocks for a sentence: '1R 1R 2W'."""
    return " ".join(CODES[t] for t in types) or empty


def value(types: tuple[int, ...] | list[int]) -> int:
    return sum(VALUE_OF[t] for t in types)


# -- forbidden sets (rules karesansui.sets.*) ------------------------------------


def kind_of(types: tuple[int, ...]) -> int | None:
    """Which forbidden set these exact rocks (sorted) form, or None.

    Trips: three identical rocks (one grid cell). Foursome: four rocks of one
    value in four different colours (one grid row). Straight Flush: I, II and III
    of one colour (one grid column).
    """
    if len(types) == 3 and types[0] == types[1] == types[2]:
        return TRIPS
    if len(types) == 3 and types == (types[0], types[0] + N_COLOURS, types[0] + 2 * N_COLOURS):
        return FLUSH
    if (
        len(types) == 4
        and len({VALUE_OF[t] for t in types}) == 1
        and len({COLOUR_OF[t] for t in types}) == 4
    ):
        return FOURSOME
    return None


def _row_or_column_set(mask: int) -> bool:
    """Whether the rock types present (a bitmask) hold a Foursome or Straight Flush."""
    for row in range(len(VALUES)):
        if (mask >> row * N_COLOURS & (1 << N_COLOURS) - 1).bit_count() >= 4:
            return True
    return any(mask & column == column for column in _COLUMN_MASKS)


_COLUMN_MASKS: Final = tuple(
    sum(1 << (c + row * N_COLOURS) for row in range(len(VALUES))) for c in range(N_COLOURS)
)
_SET_BY_MASK: dict[int, bool] = {}


def has_forbidden(garden: Counts) -> bool:
    """Whether a garden holds at least one forbidden set (called often: kept cheap)."""
    mask = 0
    bit = 1
    for count in garden:
        if count:
            if count >= 3:
                return True
            mask |= bit
        bit <<= 1
    found = _SET_BY_MASK.get(mask)
    if found is None:
        found = _SET_BY_MASK[mask] = _row_or_column_set(mask)
    return found


def forbidden_sets(garden: Counts) -> list[tuple[int, tuple[int, ...]]]:
    """Every forbidden set a garden could surrender now, as (kind, sorted types).

    A Foursome row holding five colours offers five choices (which colour stays).
    """
    found: list[tuple[int, tuple[int, ...]]] = []
    for t in range(N_TYPES):
        if garden[t] >= 3:
            found.append((TRIPS, (t, t, t)))
    for row in range(len(VALUES)):
        base = row * N_COLOURS
        present = [base + c for c in range(N_COLOURS) if garden[base + c]]
        found.extend((FOURSOME, combo) for combo in combinations(present, 4))
    for c in range(N_COLOURS):
        column = tuple(c + row * N_COLOURS for row in range(len(VALUES)))
        if all(garden[t] for t in column):
            found.append((FLUSH, column))
    return found
