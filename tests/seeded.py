"""Every game a test plays is seeded by the test: niwa's code never draws from randomness
nobody chose (issue 22: a walk whose outcome varies between runs is a flaky test waiting
to happen).

niwa takes its randomness from a seed where one is given (``Settings.seed``, ``--seed``)
and from the system's randomness otherwise. In the test session every random generator
niwa's own code makes is watched: one made without a seed (``random.Random()`` not
seeded since, ``random.SystemRandom()``) and drawn from is reported against the test
(tests/conftest.py fails it). Generators made by the standard library or
Textual for their own ends (temporary names, ``secrets``) are not niwa's draws.
"""

from __future__ import annotations

import random
import sys
from typing import Any

NIWA_PACKAGES = ("engine", "replays", "lessons", "tutor")
"""The packages whose randomness must come from a seed."""

_unseeded: dict[int, str] = {}
"""Generator id -> where niwa's code made it without a seed (file:line), once drawn from."""
_watched: dict[int, tuple[random.Random, Any, str]] = {}
"""Generators niwa made without a seed, each with its state then: drawn from if it moved."""
_system_made: dict[int, tuple[random.SystemRandom, str]] = {}
"""SystemRandoms niwa's code made, each held with where it was made: an id is then only
ever that generator's (a freed one's id, reused by a test's own, once blamed the test)."""


def _niwa_caller() -> str | None:
    """The first frame outside ``random`` that asked: where, if it is niwa's code."""
    frame = sys._getframe(2)
    while frame is not None and frame.f_globals.get("__name__") == "random":
        frame = frame.f_back  # type: ignore[assignment]
    if frame is None:
        return None
    module = str(frame.f_globals.get("__name__", ""))
    if module.split(".")[0] not in NIWA_PACKAGES:
        return None
    return f"{frame.f_code.co_filename}:{frame.f_lineno}"


def _watch_seeding() -> None:
    """``random.Random``: made without a seed by niwa's code, never seeded since, and
    drawn from (its state moved: a generator made and never used is no harm)."""
    original = random.Random.seed

    def seed(self: random.Random, a: Any = None, *args: Any, **kwargs: Any) -> None:
        original(self, a, *args, **kwargs)
        if a is None:
            where = _niwa_caller()
            if where is not None:
                _watched[id(self)] = (self, self.getstate(), where)
        else:
            _watched.pop(id(self), None)

    random.Random.seed = seed  # type: ignore[method-assign]


def _watch_system() -> None:
    """``random.SystemRandom``: made by niwa's code and drawn from (making one that is
    never drawn from, where no draw was due, is no harm)."""

    def seed(self: random.SystemRandom, *args: Any, **kwargs: Any) -> None:
        where = _niwa_caller()
        if where is not None:
            _system_made[id(self)] = (self, where)  # held: its id is not reused while watched

    def drawing(name: str) -> None:
        original = getattr(random.SystemRandom, name)

        def draw(self: random.SystemRandom, *args: Any) -> Any:
            made = _system_made.get(id(self))
            if made is not None and made[0] is self:
                _unseeded[id(self)] = made[1]
            return original(self, *args)

        setattr(random.SystemRandom, name, draw)

    random.SystemRandom.seed = seed  # type: ignore[method-assign]
    drawing("random")
    drawing("getrandbits")


def install() -> None:
    """Watch every generator made from now on (once per process)."""
    if getattr(random.Random.seed, "__module__", None) == __name__:
        return
    _watch_seeding()
    _watch_system()


def unseeded() -> list[str]:
    """Where niwa's code made a generator nobody seeded and drew from it, since the last
    call (then forgotten)."""
    for generator, state, where in _watched.values():
        if generator.getstate() != state:
            _unseeded[id(generator)] = where
    found = sorted(set(_unseeded.values()))
    _unseeded.clear()
    _watched.clear()
    return found
