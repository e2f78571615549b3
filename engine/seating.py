"""The table as most games seat it, written once: one side per seat, named "seat N"
(:func:`engine.core.seat_word`), the number of seats in the state's ``players`` and the
points so far kept in its ``scores``. A game's rule module takes what fits
(``from engine.seating import sides as sides``) and writes its own where it differs
(Seikatsu's teams, Sakura's scores summed over its rounds)."""

from __future__ import annotations

from typing import Protocol

from engine.core import seat_word


class Seated(Protocol):
    @property
    def players(self) -> int: ...


class Scored(Seated, Protocol):
    @property
    def scores(self) -> tuple[int, ...]: ...


def seats(state: Seated) -> int:
    """How many players sit at the table."""
    return state.players


def sides(state: Seated) -> tuple[str, ...]:
    """Every seat scores for itself: "seat 1", "seat 2" ..."""
    return tuple(seat_word(seat) for seat in range(state.players))


def side_of(state: Seated, seat: int) -> int:
    """Every seat scores for itself."""
    return seat


def scores(state: Scored) -> tuple[int, ...]:
    """Each side's points so far (the sum of its Score events, kept as play goes)."""
    return state.scores
