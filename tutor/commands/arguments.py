"""What the ``niwa`` command line accepts: every number bounded, every refusal one line.

A number typed on the command line ends up as a loop bound or a time budget:
``--seconds nan`` or ``inf`` never ends a search, ``--playouts 10**23`` never ends a
game, ``--seconds -1`` and ``--playouts 0`` mean nothing. So every number the CLI
takes is a :class:`Bounded` (a test walks the parsers and refuses a bare ``int`` or
``float``), and ``argparse``'s two-line refusals (usage, then the error, echoing the
value as typed) become one escaped line (:class:`OneLineParser`).
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path
from typing import NoReturn

from replays.errors import one_line


class Bounded:
    """An argparse ``type``: an int (or a finite float) from ``low`` to ``high``."""

    def __init__(self, low: int | float, high: int | float, *, integer: bool = True) -> None:
        self.low = low
        self.high = high
        self.integer = integer
        self.__name__ = "whole number" if integer else "number"  # argparse's error names it

    def __call__(self, text: str) -> int | float:
        kind = "a whole number" if self.integer else "a number"
        span = f"from {self.low} to {self.high}"
        if len(text) > 40:
            raise argparse.ArgumentTypeError(f"wants {kind} {span}, not {len(text)} characters")
        try:
            value: int | float = int(text) if self.integer else float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"wants {kind} {span}, not {text!r}") from None
        if not (math.isfinite(value) and self.low <= value <= self.high):
            raise argparse.ArgumentTypeError(f"wants {kind} {span}, not {text!r}")
        return value


def folder(text: str) -> Path:
    """An argparse ``type`` for a folder: a name, never empty (``""`` is not "here")."""
    if not text.strip():
        raise argparse.ArgumentTypeError("wants a folder, not an empty name")
    return Path(text).expanduser()


class OneLineParser(argparse.ArgumentParser):
    """Refusals as one escaped line (``niwa selfplay: argument --seconds: ...``), exit 2."""

    def error(self, message: str) -> NoReturn:
        sys.stderr.write(one_line(f"{self.prog}: {message} (see {self.prog} --help)") + "\n")
        sys.exit(2)
