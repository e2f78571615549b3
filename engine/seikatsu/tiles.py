"""Seikatsu's tiles: 4 birds x 4 flowers, two copies of each, and 4 koi tiles.

A tile type is a small int: ``bird * 4 + flower`` for garden tiles, :data:`KOI` for
a koi tile and :data:`HIDDEN` for a tile another seat may not see. People read and
type tiles by a two-letter code: the bird's capital then the flower's small letter
(``Tp`` is a Scarlet Tanager with a Primrose); a koi tile is ``K``.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from engine.seikatsu.words import WORDS


class Kind(NamedTuple):
    code: str
    name: str
    colour: str


BIRDS: Final = (
    Kind("T", "Scarlet Tanager", "red"),
    Kind("W", "Japanese Waxwing", "grey"),
    Kind("E", "Japanese White-eye", "green"),
    Kind("F", "Paradise Flycatcher", "dark blue"),
)
FLOWERS: Final = (
    Kind("p", "Primrose", "purple"),
    Kind("m", "Plumeria", "pink"),
    Kind("t", "Tulip", "orange"),
    Kind("b", "Bluebell", "blue"),
)
COPIES: Final = 2
"""Copies of each bird/flower face in the box."""
KOI_COUNT: Final = 4

GARDEN_TYPES: Final = len(BIRDS) * len(FLOWERS)
KOI: Final = GARDEN_TYPES
HIDDEN: Final = GARDEN_TYPES + 1
N_TYPES: Final = GARDEN_TYPES + 1
"""Tile types that exist in the box (garden faces and the koi)."""


def bird_of(tile: int) -> int:
    return tile // len(FLOWERS)


def flower_of(tile: int) -> int:
    return tile % len(FLOWERS)


def is_garden(tile: int) -> bool:
    return 0 <= tile < GARDEN_TYPES


def _code(tile: int) -> str:
    if tile == KOI:
        return "K"
    if tile == HIDDEN:
        return "?"
    return BIRDS[bird_of(tile)].code + FLOWERS[flower_of(tile)].code


CODES: Final[tuple[str, ...]] = tuple(_code(t) for t in range(HIDDEN + 1))
BY_CODE: Final[dict[str, int]] = {code: t for t, code in enumerate(CODES) if t != HIDDEN}
BIRD_BY_CODE: Final[dict[str, int]] = {kind.code: i for i, kind in enumerate(BIRDS)}


def bird_name(bird: int) -> str:
    """A bird's name in the language spoken now (``Kind.name`` is the English one)."""
    return WORDS(f"bird.{BIRDS[bird].code}")


def flower_name(flower: int) -> str:
    """A flower's name in the language spoken now."""
    return WORDS(f"flower.{FLOWERS[flower].code}")


def colour_name(kind: Kind) -> str:
    """A bird's or flower's colour in the language spoken now."""
    return WORDS(f"colour.{kind.colour}")


def tile_name(tile: int) -> str:
    """A tile in words, e.g. 'Scarlet Tanager / Primrose'."""
    if tile == KOI:
        return WORDS("tile.koi")
    if tile == HIDDEN:
        return WORDS("tile.hidden")
    return WORDS("tile.garden", bird=bird_name(bird_of(tile)), flower=flower_name(flower_of(tile)))


def full_bag() -> tuple[int, ...]:
    """Counts per tile type of the garden tiles (the koi join the bag after setup)."""
    return (COPIES,) * GARDEN_TYPES + (0,)
