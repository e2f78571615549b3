"""Updating one slot of a tuple: how every engine state changes, immutably.

Tuple slicing and concatenation is the fastest pure-Python way to do it, and it
keeps states hashable values.
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


def put(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``values`` with ``values[index]`` replaced."""
    return values[:index] + (value,) + values[index + 1 :]


def add(values: tuple[int, ...], index: int, amount: int) -> tuple[int, ...]:
    """``values`` with ``amount`` added to ``values[index]``."""
    return values[:index] + (values[index] + amount,) + values[index + 1 :]
