"""The test processes' garbage collector, set for a process that starts thousands of apps
(issue 24, the suite's time).

Measured on a worker running the editor, hints and type-ahead tests (user CPU time; the
collector's own time from ``gc.callbacks``): 67.6 s, of which the collector 19.9 s; with
this module 50.5 s, of which 4.4 s. Two causes, each answered here:

- **Everything collection imported was walked again at every full collection**: the test
  modules, Textual, niwa, hypothesis. :func:`set_after_collection` freezes it (``gc.freeze``:
  those objects live as long as the process) and lets the youngest generation grow to
  ``YOUNG`` objects before it is collected: a test's app makes and drops tens of thousands
  of objects a second (each line Textual draws is a ``Strip``, with up to seven small
  caches: ``tests/lazy_strips.py`` makes them when first used).
- **Textual keeps up to 1,024 dead widgets' line caches alive** across apps:
  ``StylesCache.get_inner_outer`` is an ``lru_cache`` on a method, so its keys hold the
  ``StylesCache`` objects and every ``Strip`` they cached (Textual issue #6665, open).
  After 90 app tests a worker held 33,000 such strips, which every full collection walked.
  :func:`forget_dead_widgets` empties that cache after each test; Textual fills it again
  as it draws, so what a test sees is unchanged.

Nothing here changes what a test checks: a collection still runs, only less often, and
what is unreachable is still freed. The shipped app freezes what it imported in
``NiwaApp.run`` for the same reason, and leaves a freeze made before it alone: a snapshot
test runs its app with ``App.run``, whose unfreeze used to hand all of this back.
"""

from __future__ import annotations

import gc

from textual._styles_cache import StylesCache

YOUNG = 25_000
"""Allocations (less deallocations) before the youngest generation is collected. Python's
default is 700; between 25,000 and 100,000 the worker above took the same time, and
25,000 keeps its memory lowest (about 200 MB at its peak)."""


def set_after_collection() -> None:
    """Freeze what collecting the tests made and let the young generation grow."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG, 20, 20)


def forget_dead_widgets() -> None:
    """Let go of the line caches of the apps a test has finished with."""
    StylesCache.get_inner_outer.cache_clear()
