"""Miyabi's options: their own module, light, so the declaration can be read without the rules."""

from __future__ import annotations

from typing import Annotated

import msgspec

MAX_BOX_CHANGES = 30
"""The tile types there are: no box changes more."""
BoxCount = tuple[
    Annotated[str, msgspec.Meta(min_length=2, max_length=2)],
    Annotated[int, msgspec.Meta(ge=0, le=9)],
]
"""A tile id and how many copies the table's box holds."""


class Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """2 to 4 players, and the published variants that add end scoring."""

    players: Annotated[int, msgspec.Meta(ge=2, le=4)] = 2
    colourful_garden: bool = False
    big_meadow: bool = False
    box: Annotated[tuple[BoxCount, ...], msgspec.Meta(max_length=MAX_BOX_CHANGES)] = ()
    """The table's own box where its mix differs from niwa's ruling (miyabi.setup.inventory):
    each tile id with its copies, e.g. ``(("ML", 1), ("MR", 2))``; () keeps the ruling.
    The kinds' totals are the published ones (32 singles, 32 doubles, 16 corners, 16
    straights): only how they split into objects and mirror images may differ."""
