"""Lazy attributes for a game's package, so reading its declaration loads none of its rules.

``engine/<game>/__init__.py`` holds the declaration (cheap: the home screen lists every
game's title and player counts from it) and names the rest, ``GAME`` and the rules'
types, as attributes loaded from their modules on first use (PEP 562).
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping
from typing import Any


def lazy_attributes(package: str, homes: Mapping[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package``: ``homes`` maps each name to the module
    that defines it; once loaded, the name is kept in the package like any other."""

    def __getattr__(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(home), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__
