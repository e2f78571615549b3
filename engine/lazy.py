"""Lazy attributes for a game's package, so reading its declaration loads none of its rules.

``engine/<game>/__init__.py`` holds the declaration (cheap: the home screen lists every
game's title and player counts from it) and names the rest, ``GAME`` and the rules'
types, as attributes loaded from its ``contract`` module on first use (PEP 562).
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Collection
from typing import Any


def lazy_attributes(package: str, home: str, names: Collection[str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package`` that loads ``names`` from the module
    ``home``; once loaded, a name is kept in the package like any other. Any other name
    is missing at once (a submodule is then imported as usual), loading nothing."""

    def __getattr__(name: str) -> Any:
        if name not in names:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(home), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__
