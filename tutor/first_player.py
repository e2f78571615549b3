"""Any first player: the table chooses who starts (every rulebook lets it), niwa records it.

Where the seats are not alike (a seat is a colour on the board its player faces, and the
tie-break follows the turn order), the game's options say who starts: a field named
``first`` (the seat, from 0), read from the options Struct as the player count is, so no
generic code names a game. Where the seats are alike (the game's rules call the first
player seat 1 and number the others clockwise), the table's seats are turned instead: the
chosen player becomes seat 1, the clockwise order kept.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, TypeVar

import msgspec

from engine.core import Game

FIRST_FIELD: Final = "first"
"""The options field that names the first player, in a game whose seats differ."""

T = TypeVar("T")


def first_by_option(game: Game[Any, Any, Any]) -> bool:
    """Whether ``game``'s options name the first player (else seat 1 starts, by seating)."""
    return FIRST_FIELD in game.options_type.__struct_fields__


def turned(items: Sequence[T], first: int) -> list[T]:
    """``items`` (one per seat, clockwise) starting from seat ``first``."""
    return [*items[first:], *items[:first]]


def seat_first(
    game: Game[Any, Any, Any], options: Any, first: int, *per_seat: Sequence[T]
) -> tuple[Any, list[list[T]]]:
    """The options and each per-seat list (names, kinds...) with seat ``first`` (from 0)
    playing first. ValueError if there is no such seat."""
    seats = game.seats(game.new_game(options))
    if not 0 <= first < seats:
        raise ValueError(f"the first player is one of the {seats} seats, not seat {first + 1}")
    if first_by_option(game):
        return msgspec.structs.replace(options, **{FIRST_FIELD: first}), [
            list(items) for items in per_seat
        ]
    return options, [turned(items, first) for items in per_seat]
