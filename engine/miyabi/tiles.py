"""Miyabi's objects and garden tiles, as data.

The numbers here are niwa's rulings (``shared/rules-facts.md``): a player whose
copy of the game differs changes these tables and nothing else.

A tile type is an int (its index in :data:`TILES`); people read and type it by a
two-character id, the object's letter then the shape's::

    M1  a single maple             1 square, 1 maple
    K2  a double koi pond          2 squares, 2 fish on one of them
    PI  a straight pagoda tile     3 squares in a line, 3 pagodas on an end
    AL  a corner azalea tile       3 squares in an L, 3 azaleas on an end;
    AR                             L and R are the two mirror images (see below)

Shapes are named by the way the tile runs from its object square: a double and
a straight run one way; a corner runs one square and then turns Left (``L``) or
Right (``R``). Tiles turn but never flip, so L and R tiles are different tiles.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from engine.miyabi.words import WORDS


class GardenObject(NamedTuple):
    """One of the six things a garden holds, with the values the rulings give it."""

    code: str
    name: str
    unit: str
    """What is counted: one maple, one fish (a pond shows fish, each counts)."""
    units: str
    bonus: int
    """The 5th-layer bonus tile (rule miyabi.score.bonus)."""
    most: int
    """End scoring, most visible objects in its row (rule miyabi.end.rows)."""
    second: int
    """End scoring, second most."""


OBJECTS: Final = (
    GardenObject("M", "maple", "maple", "maples", bonus=10, most=12, second=6),
    GardenObject("P", "pagoda", "pagoda", "pagodas", bonus=9, most=10, second=5),
    GardenObject("K", "koi pond", "fish", "fish", bonus=8, most=8, second=4),
    GardenObject("A", "azalea", "azalea", "azaleas", bonus=7, most=6, second=3),
    GardenObject("B", "boxwood", "boxwood", "boxwoods", bonus=6, most=4, second=2),
    GardenObject("S", "stone", "stone", "stones", bonus=5, most=2, second=1),
)
"""The objects in the order of the garden's rows, top (row 1) to bottom (row 6)."""


class Shape(NamedTuple):
    code: str
    name: str
    squares: int
    group: str
    """Shapes of one group are revealed together (rule miyabi.round.reveal)."""


SHAPES: Final = (
    Shape("1", "single", 1, "single"),
    Shape("2", "double", 2, "double"),
    Shape("L", "corner turning left", 3, "corner"),
    Shape("R", "corner turning right", 3, "corner"),
    Shape("I", "straight", 3, "straight"),
)

INVENTORY: Final[dict[str, tuple[int, ...]]] = {
    # shape: copies per object   M  P  K  A  B  S
    "1": (5, 5, 5, 5, 6, 6),
    "2": (5, 5, 5, 5, 6, 6),
    # Corners: 3 of each of the first four objects and 2 of the last two, the two
    # mirror images alternating within an object, left-turning first.
    "L": (2, 2, 2, 2, 1, 1),
    "R": (1, 1, 1, 1, 1, 1),
    "I": (3, 3, 3, 3, 2, 2),
}
"""The 96 tiles in the box (ruling miyabi.setup.inventory)."""

REVEAL_PER_PLAYER: Final[dict[str, int]] = {"single": 2, "double": 2, "corner": 1, "straight": 1}
"""Tiles of each group put on offer per player and building round (rule miyabi.round.reveal)."""

ROUNDS: Final[dict[int, int]] = {2: 6, 3: 5, 4: 4}
"""Building rounds by player count (rule miyabi.round.count)."""

BONUS_LAYER: Final = 5
"""An object placed on this layer or higher may take its bonus (ruling miyabi.score.bonus)."""

COLOURFUL_POINTS: Final = 1
"""Colourful garden: points per object of the largest group (rule miyabi.variant.colourful)."""
MEADOW_POINTS: Final = 2
"""Big meadow: points per green square of the largest group (rule miyabi.variant.meadow)."""


class TileType(NamedTuple):
    id: str
    object: int
    """Index in OBJECTS, which is also the row its object square must lie in."""
    shape: str
    squares: int
    group: str


TILES: Final = tuple(
    TileType(obj.code + shape.code, o, shape.code, shape.squares, shape.group)
    for shape in SHAPES
    for o, obj in enumerate(OBJECTS)
)
"""Every tile type, singles first, in the order niwa lists tiles."""
BY_ID: Final[dict[str, int]] = {tile.id: t for t, tile in enumerate(TILES)}
N_TYPES: Final = len(TILES)
GROUPS: Final = tuple(REVEAL_PER_PLAYER)


def full_box(changes: tuple[tuple[str, int], ...] = ()) -> tuple[int, ...]:
    """Copies of each tile type in a new box: niwa's ruling, with a table's own counts
    (``Options.box``: tile id, copies) in place of the ruling's where given."""
    box = [INVENTORY[tile.shape][tile.object] for tile in TILES]
    for tile_id, copies in changes:
        box[BY_ID[tile_id]] = copies
    return tuple(box)


RIGHT_CORNERS_FIRST: Final = tuple(
    (obj.code + turn, INVENTORY[other][o])
    for turn, other in (("L", "R"), ("R", "L"))
    for o, obj in enumerate(OBJECTS)
    if INVENTORY[turn][o] != INVENTORY[other][o]
)
"""A box whose corners alternate right-turning first: the ruling's L and R counts swapped
(``Options.box``), for a table whose copy has more right-turning corners."""


def box_mix_problem(changes: tuple[tuple[str, int], ...]) -> str | None:
    """Why a table's box mix is no Miyabi box (None: it is one): unknown or repeated
    tile ids, or a kind whose total differs from the published one."""
    seen: set[str] = set()
    if len(changes) > N_TYPES:
        return f"{len(changes)} tile types changed: the box has {N_TYPES}"
    for tile_id, copies in changes:
        if not 0 <= copies <= 9:
            return f"{copies} copies of one tile: a Miyabi box holds at most 9"
        if tile_id not in BY_ID:
            return f"there is no tile '{tile_id}' (ids are like M1, K2, PL, AR or SI)"
        if tile_id in seen:
            return f"{tile_id} is counted twice"
        seen.add(tile_id)
    ruling, table = full_box(), full_box(changes)
    for group in REVEAL_PER_PLAYER:
        want = sum(n for t, n in enumerate(ruling) if TILES[t].group == group)
        got = sum(n for t, n in enumerate(table) if TILES[t].group == group)
        if got != want:
            return f"the box holds {want} {group} tiles, not {got}: only the mix may differ"
    return None


def tile_name(tile: int) -> str:
    """A tile in words, e.g. 'double koi pond (2 fish)', in the language spoken now."""
    kind = TILES[tile]
    return WORDS(
        "tile",
        shape=WORDS(f"shape.{kind.shape}"),
        object=object_name(kind.object),
        count=count_text(kind.object, kind.squares),
    )


def count_text(obj: int, count: int) -> str:
    """'3 pagodas', '1 fish', in the language spoken now."""
    return WORDS.count(count, OBJECTS[obj].code)


def object_name(obj: int) -> str:
    """'koi pond': an object's name in the language spoken now (``name`` is the English)."""
    return WORDS(f"object.{OBJECTS[obj].code}")


def object_units(obj: int) -> str:
    """'fish', 'maples': what is counted of an object, many of them."""
    return WORDS(f"units.{OBJECTS[obj].code}")


def object_unit(obj: int) -> str:
    """'fish', 'maple': what is counted of an object, one of them."""
    return WORDS(f"unit.{OBJECTS[obj].code}")
