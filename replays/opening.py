"""One loader for every command that reads a game: a replay file or a journal.

A finished game is a replay file (one JSON document or MessagePack); a game still
being played, or left unfinished, is a journal (JSON lines: the envelope, then one
move a line; see replays.recorder). ``niwa resume`` reads journals; ``verify``,
``score``, ``show``, ``convert``, ``replay`` and the app's viewer read both through
:func:`open_game`, which tells them apart by content, never by name, so a journal
is never reported as "malformed: trailing characters".

A journal is opened read-only: its moves are verified as ``resume`` would keep them
(a torn last line dropped silently, any other damage said in ``dropped``), and it
is never rewritten by what opens it (what-ifs and reviews are saved with replays).
"""

from __future__ import annotations

import os
from typing import NamedTuple

import msgspec

from replays.errors import ReplayError
from replays.recorder import parse_journal
from replays.storage import loads, read_limited
from replays.timeline import Cancelled, Timeline


class Opened(NamedTuple):
    """A game as read from a file."""

    timeline: Timeline
    journal: bool
    """An unfinished game's journal (its moves so far), not a replay file."""
    dropped: str | None = None
    """A journal's damage: what was left out and why, in a sentence (None: nothing)."""


def looks_like_journal(data: bytes) -> bool:
    """Whether ``data`` is JSON lines: a first line that is a whole JSON object on its own,
    then more. A replay file is one document (its first line alone is not, when it
    spans lines) or MessagePack."""
    first, newline, _ = data.partition(b"\n")
    if not newline or not first.lstrip().startswith(b"{"):
        return False
    try:
        msgspec.json.decode(first)
    except (msgspec.DecodeError, RecursionError):
        return False
    return True


def open_bytes(data: bytes, name: str, cancelled: Cancelled | None = None) -> Opened:
    """``data`` verified as a replay, or, where it is not one, as a journal."""
    try:
        return Opened(loads(data, name, cancelled), journal=False)
    except ReplayError as err:
        if err.ply is not None or not looks_like_journal(data):
            raise
    reading = parse_journal(data, name)
    return Opened(reading.timeline, journal=True, dropped=reading.dropped)


def open_game(path: str | os.PathLike[str], cancelled: Cancelled | None = None) -> Opened:
    """The game in the file at ``path``: a replay or a journal (ReplayError if neither)."""
    return open_bytes(read_limited(path), os.fspath(path), cancelled)
