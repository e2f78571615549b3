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
from engine.karesansui.words import WORDS

N_COLOURS: Final = len(COLOURS)
N_TYPES: Final = len(VALUES) * N_COLOURS

VALUE_OF: Final = tuple(VALUES[t // N_COLOURS] for t in range(N_TYPES))
COLOUR_OF: Final = tuple(t % N_COLOURS for t in range(N_TYPES))
CODES: Final = tuple(f"{VALUE_OF[t]}{COLOURS[COLOUR_OF[t]].code}" for t in range(N_TYPES))
BY_CODE: Final[dict[str, int]] = {code: t for t, code in enumerate(CODES)}

Counts = tuple[int, ...]
"""Rocks per type, indexed by rock type (a garden, the bag)."""


def rock_name(t: int) -> str:
    """A rock in words, e.g. 'red II', in the language spoken now."""
    colour = WORDS(f"colour.{COLOURS[COLOUR_OF[t]].code}")
    return WORDS("rock", colour=colour, numeral=NUMERALS[VALUES.index(VALUE_OF[t])])


def types_of(counts: Counts) -> tuple[int, ...]:
    """The rocks of a count vector as a sorted tuple of types (niwa order)."""
    out: list[int] = []
    for t, n in enumerate(counts):
        out.extend([t] * n)
    return tuple(out)


_CODE: Final = CODES.__getitem__
_VALUE: Final = VALUE_OF.__getitem__


def codes(types: tuple[int, ...] | list[int]) -> tuple[str, ...]:
    return tuple(map(_CODE, types))


def text(types: tuple[int, ...] | list[int], empty: str = "-") -> str:
    """Rocks for a sentence: '1R 1R 2W'."""
    return " ".join(map(_CODE, types)) or empty


def value(types: tuple[int, ...] | list[int]) -> int:
    return sum(map(_VALUE, types))


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


_DIGIT: Final = b"0" + b"1" * 255
"""A byte translation table: a count of 0 becomes the digit 0, any other count 1."""
_ROW_SHIFTS: Final = tuple(row * N_COLOURS for row in range(len(VALUES)))


def _presence(garden: Counts) -> int:
    """A bitmask of the rock types present (bit t for type t).

    Made without a Python loop: the counts, highest type first, as bytes, each
    turned into a binary digit (a count never exceeds COPIES, so fits a byte).
    """
    return int(bytes(garden[::-1]).translate(_DIGIT), 2)


def _columns(mask: int) -> int:
    """Colours present in every row (bit c for colour c): the Straight Flushes."""
    full = _ROW_MASK
    for shift in _ROW_SHIFTS:
        full &= mask >> shift
    return full


def _sets_of_mask(mask: int) -> tuple[KindSet, ...]:
    """The Foursomes, then the Straight Flushes, that the rock types of ``mask`` offer."""
    found: list[KindSet] = []
    for shift, sets in zip(_ROW_SHIFTS, _ROW_SETS, strict=True):
        found.extend(sets[mask >> shift & _ROW_MASK])
    columns = _columns(mask)
    found.extend(flush for c, flush in enumerate(_FLUSHES) if columns >> c & 1)
    return tuple(found)


_by_mask: dict[int, tuple[KindSet, ...]] = {}
"""_sets_of_mask, kept: there are only 2^15 masks, and far fewer come up."""


def _sets_of(garden: Counts) -> tuple[KindSet, ...]:
    mask = _presence(garden)
    found = _by_mask.get(mask)
    if found is None:
        found = _by_mask[mask] = _sets_of_mask(mask)
    return found


def has_forbidden(garden: Counts) -> bool:
    """Whether a garden holds at least one forbidden set (called often: kept cheap)."""
    return max(garden) >= 3 or bool(_sets_of(garden))


def forbidden_sets(garden: Counts) -> list[KindSet]:
    """Every forbidden set a garden could surrender now: Trips, then Foursomes (a row
    of five colours offers five: which colour stays), then Straight Flushes, each in
    niwa order."""
    if max(garden) < 3:
        return list(_sets_of(garden))
    found: list[KindSet] = [_TRIPS[t] for t, count in enumerate(garden) if count >= 3]
    found.extend(_sets_of(garden))
    return found
