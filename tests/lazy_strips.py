"""Textual's line caches made when first used, in the test processes (issue 24, the
suite's time).

Every line Textual draws is a ``Strip``, and Textual's ``Strip.__init__`` makes seven
small ``FIFOCache`` objects for it (divide, crop, style, filter, line length, crop-extend,
offsets) whether or not the line is ever divided, cropped or styled again. Most lines are
drawn once and dropped: in a profile of the whole suite, ``Strip.__init__`` and
``FIFOCache.__init__`` were 7% of all the CPU time, on their own lines alone. (Textual
8.2.8, the newest release, still does this.)

:func:`install` gives ``Strip`` an ``__init__`` that sets everything else Textual's sets,
and makes each cache, of Textual's own size, the first time a method asks for it. What a
strip holds, returns and caches is unchanged; ``tests/test_lazy_strips.py`` checks that
against Textual's own ``__init__``, so a Textual release that adds or resizes a cache
fails there, by name, instead of running with a cache left out.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rich.segment import Segment
from textual.cache import FIFOCache
from textual.strip import Strip

CACHES = {
    "_divide_cache": 4,
    "_crop_cache": 16,
    "_style_cache": 16,
    "_filter_cache": 4,
    "_line_length_cache": 4,
    "_crop_extend_cache": 4,
    "_offsets_cache": 4,
}
"""Each cache Textual's ``Strip.__init__`` makes, and its size."""

textual_init = Strip.__init__


def _init(self: Strip, segments: Iterable[Segment], cell_length: int | None = None) -> None:
    """Textual's ``Strip.__init__`` without the caches (:data:`CACHES`)."""
    self._segments = list(segments)
    self._cell_length = cell_length
    self._render_cache = None
    self._link_ids = None
    self._cell_count = None


def _cache_when_asked(self: Strip, name: str) -> Any:
    """A cache not made yet (Python asks here only for an attribute not set): made now,
    and kept, so it is asked for here once."""
    size = CACHES.get(name)
    if size is None:
        raise AttributeError(f"'Strip' object has no attribute {name!r}")
    cache: FIFOCache[Any, Any] = FIFOCache(size)
    setattr(self, name, cache)
    return cache


def install() -> None:
    """Every strip of the test session makes its caches when first used."""
    Strip.__init__ = _init  # type: ignore[method-assign]
    Strip.__getattr__ = _cache_when_asked  # type: ignore[attr-defined]
