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

from engine.i18n import N_, _, ngettext
from replays.errors import one_line

ARGPARSE_WORDS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("not allowed with argument %s"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
)
"""argparse's own words that niwa's parsers can show, in the catalogue so that a Spanish
help reads "uso:" and "opciones" (argparse looks each up through its module's ``_``)."""


def speak_argparse() -> None:
    """argparse's words in niwa's language: its module-level ``_`` and ``ngettext`` are
    the ones it looks its messages up with (``from gettext import gettext as _``)."""
    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]


class Bounded:
    """An argparse ``type``: an int (or a finite float) from ``low`` to ``high``."""

    def __init__(self, low: int | float, high: int | float, *, integer: bool = True) -> None:
        self.low = low
        self.high = high
        self.integer = integer
        # argparse's error names it
        self.__name__ = _("whole number") if integer else _("number")

    def __call__(self, text: str) -> int | float:
        if len(text) > 40:
            size = ngettext("{count} character", "{count} characters", len(text))
            raise argparse.ArgumentTypeError(self._wants(size.format(count=len(text))))
        try:
            value: int | float = int(text) if self.integer else float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(self._wants(repr(text))) from None
        if not (math.isfinite(value) and self.low <= value <= self.high):
            raise argparse.ArgumentTypeError(self._wants(repr(text)))
        return value

    def _wants(self, given: str) -> str:
        if self.integer:
            said = _("wants a whole number from {low} to {high}, not {given}")
        else:
            said = _("wants a number from {low} to {high}, not {given}")
        return said.format(low=self.low, high=self.high, given=given)


def folder(text: str) -> Path:
    """An argparse ``type`` for a folder: a name, never empty (``""`` is not "here")."""
    if not text.strip():
        raise argparse.ArgumentTypeError(_("wants a folder, not an empty name"))
    return Path(text).expanduser()


class OneLineParser(argparse.ArgumentParser):
    """Refusals as one escaped line (``niwa selfplay: argument --seconds: ...``), exit 2."""

    def error(self, message: str) -> NoReturn:
        said = _("{prog}: {message} (see {prog} --help)").format(prog=self.prog, message=message)
        sys.stderr.write(one_line(said) + "\n")
        sys.exit(2)
