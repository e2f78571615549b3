"""Texts that are said again in the language spoken when they are shown.

A move's texts (a Score's ``detail``, a Log's ``text`` and ``private``, an
``IllegalMove``'s reason) are made when the move is applied, but shown later, maybe
after the player switched language (``i`` on Home): a game in progress, a timeline
loaded before the switch. So a game's words (``engine.translations.Words``) return a
:class:`Said`: a ``str`` holding the text in the language spoken when it was made (so
every comparison, length and hash is the plain string's, and events stay plain values)
that remembers how it was made (the text's id and its fields, a closure over them) and
says itself again in the language spoken now wherever it is shown:

- ``str(said)``, ``f"{said}"`` and ``"{}".format(said)`` give the text in the language
  spoken now; :func:`now` does the same for any ``str`` (a plain one is returned as it is);
- ``said + other`` and ``other + said`` are Said again, and a field that is a Said is
  said again with the text it fills (``WORDS("score.row", flower=WORDS("flower.t"))``);
- :func:`said` makes one from any expression (a join of pieces, a sentence a helper
  builds): ``said(lambda: ", ".join(map(now, names)))``.

Nothing is stored on disk this way: replays hold moves, and events are recomputed from
them; an encoder that meets a Said writes the text in the language spoken now
(:func:`enc_hook`). A Said pickles as the plain text.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any


class Said(str):
    """A text in the language spoken when it was made, said again when shown."""

    _make: Callable[[], str]

    def __new__(cls, make: Callable[[], str]) -> Said:
        made = make()
        text = super().__new__(cls, made if type(made) is str else now(made))
        text._make = make
        return text

    def now(self) -> str:
        """The text in the language spoken now."""
        return now(self._make())

    def __str__(self) -> str:
        return self.now()

    def __format__(self, spec: str) -> str:
        return format(self.now(), spec)

    def __add__(self, other: str) -> Said:
        return Said(lambda: self.now() + now(other))

    def __radd__(self, other: str) -> Said:
        return Said(lambda: now(other) + self.now())

    def __reduce__(self) -> tuple[type[str], tuple[str]]:
        return (str, (self.now(),))


def now(text: str) -> str:
    """``text`` in the language spoken now: a Said said again, a plain ``str`` as it is."""
    return text.now() if isinstance(text, Said) else str.__str__(text)


def said(make: Callable[[], str]) -> Said:
    """The text ``make`` returns, made again by calling ``make`` whenever it is shown.

    ``make`` must depend only on values it was given (bind loop variables as defaults:
    ``lambda card=card: ...``), never on what changes after the move.
    """
    return Said(make)


def joined(separator: str, parts: Iterable[str]) -> Said:
    """``separator.join(parts)``, each part (and the separator) said again when shown."""
    kept = tuple(parts)
    return Said(lambda: now(separator).join(now(part) for part in kept))


def enc_hook(value: Any) -> Any:
    """For ``msgspec`` encoders of answers that may hold a game's texts: a Said is
    written as the text in the language spoken now."""
    if isinstance(value, Said):
        return value.now()
    raise NotImplementedError(f"cannot encode {type(value).__name__}")


class _Speaking(threading.local):
    """Per thread: whether its words are left unsaid (False until :func:`unsaid`)."""

    unsaid = False


_thread = _Speaking()


@contextmanager
def unsaid() -> Iterator[None]:
    """Inside, in this thread, a game's words are not made: each stands in as its id.

    A playout applies thousands of moves and reads only the positions and the points; the
    texts those moves made (what a bid did, which row scored) were about a tenth of the test
    suite's time and of every search, and nobody read them. The stand-in is the text's id:
    a plain, non-empty ``str``, so code that only asks whether a text was made (a refusal,
    say) reads the same. Other threads (the screen drawing while a worker searches) keep
    their words."""
    before = _thread.unsaid
    _thread.unsaid = True
    try:
        yield
    finally:
        _thread.unsaid = before


def is_unsaid() -> bool:
    """Whether this thread is inside :func:`unsaid`."""
    return _thread.unsaid
