"""Leaving when the terminal is gone.

A terminal that closes normally sends the app SIGHUP, and it ends. But where niwa is
not the terminal's controlling process (started by ``make run``, say), the hangup
reaches only the process that is: niwa is left reading a dead terminal, which Textual's
input thread takes for endless empty input, and it spins on the CPU for good. So the app
looks at its terminal now and then (:data:`CHECK_SECONDS`) and leaves when it is gone.
Every move is already in the journal, so leaving loses nothing.
"""

from __future__ import annotations

import os
import sys

CHECK_SECONDS = 2.0
"""How often the app asks whether its terminal is still there."""


def terminal_fd() -> int | None:
    """The file descriptor of the terminal the app reads keys from (None: not a terminal)."""
    stdin = sys.__stdin__
    if stdin is None:
        return None
    try:
        fd = stdin.fileno()
    except (OSError, ValueError):
        return None
    return fd if os.isatty(fd) else None


def terminal_gone(fd: int) -> bool:
    """Whether ``fd``, a terminal when the app started, has been hung up (or closed)."""
    return not os.isatty(fd)
