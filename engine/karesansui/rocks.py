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


def rock_name(t: int) -> str:
    """A rock in words, e.g. 'red II'."""
    return f"{COLOURS[COLOUR_OF[t]].name} {NUMERALS[VALUES.index(VALUE_OF[t])]}"


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


KindSet = tuple[int, tuple[int, ...]]
"""A forbidden set: its kind (the deck it draws from) and its rock types, sorted."""

_TRIPS: Final = tuple((TRIPS, (t, t, t)) for t in range(N_TYPES))
_ROW_MASK: Final = (1 << N_COLOURS) - 1
_ROW_SETS: Final = tuple(
    tuple(
        tuple(
            (FOURSOME, combo)
            for combo in combinations(
                [row * N_COLOURS + c for c in range(N_COLOURS) if present >> c & 1], 4
            )
        )
        for present in range(1 << N_COLOURS)
    )
    for row in range(len(VALUES))
)
"""Per grid row, per 5-bit mask of the colours present: the Foursomes it offers."""
_FLUSHES: Final = tuple(
    (FLUSH, tuple(c + row * N_COLOURS for row in range(len(VALUES)))) for c in range(N_COLOURS)
)


def _presence(garden: Counts) -> tuple[int, bool]:
    """A bitmask of the rock types present, and whether any type has three copies."""
    mask = 0
    bit = 1
    trips = False
    for count in garden:
        if count:
            if count >= 3:
                trips = True
            mask |= bit
        bit <<= 1
    return mask, trips


def _columns(mask: int) -> int:
    """Colours present in every row (bit c for colour c): the Straight Flushes."""
    full = _ROW_MASK
    for row in range(len(VALUES)):
        full &= mask >> row * N_COLOURS
    return full


def has_forbidden(garden: Counts) -> bool:
    """Whether a garden holds at least one forbidden set (called often: kept cheap)."""
    mask, trips = _presence(garden)
    if trips or _columns(mask):
        return True
    return any((mask >> row * N_COLOURS & _ROW_MASK).bit_count() >= 4 for row in range(len(VALUES)))


def forbidden_sets(garden: Counts) -> list[KindSet]:
    """Every forbidden set a garden could surrender now: Trips, then Foursomes (a row
    of five colours offers five: which colour stays), then Straight Flushes, each in
    niwa order."""
    found: list[KindSet] = [_TRIPS[t] for t, count in enumerate(garden) if count >= 3]
    mask, _ = _presence(garden)
    for row, sets in enumerate(_ROW_SETS):
        found.extend(sets[mask >> row * N_COLOURS & _ROW_MASK])
    columns = _columns(mask)
    found.extend(flush for c, flush in enumerate(_FLUSHES) if columns >> c & 1)
    return found
