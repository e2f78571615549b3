"""The viewer's what-if lines: where a move tried at a ply goes, and saving them with the file.

A move tried on the main line opens a new line (a ``Variation``) from that ply; a move at
the end of a what-if grows it; a move inside a what-if opens a new line from the same
branch point with that line's moves up to there. Every change is merged into the file
under its lock (``replays.rewrite.save_variations``), so two viewers of one file keep
both their lines. No widget here: the viewer shows what this returns.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

from engine.i18n import _
from replays import MoveRecord, Timeline, Variation
from replays.rewrite import save_variations


class Tried(NamedTuple):
    """Where a tried move goes: a new or grown line, kept in place of ``replace``."""

    variation: Variation[Any]
    replace: int | None


def branch_name(main: Timeline, ply: int) -> str:
    """A what-if's name no other line of ``main`` has: "what if 12", "what if 12 (2)"."""
    taken = {v.name for v in main.replay.variations}
    name = _("what if {ply}").format(ply=ply)
    n = 2
    while name in taken:
        name, n = _("what if {ply} ({n})").format(ply=ply, n=n), n + 1
    return name


def tried(main: Timeline, var_index: int | None, ply: int, line_length: int, move: Any) -> Tried:
    """The line a legal ``move`` tried after ``ply`` makes (of line ``var_index``, None:
    the main line, ``line_length`` moves long)."""
    record = MoveRecord(move)
    if var_index is None:
        return Tried(Variation(branch_name(main, ply), ply, [record]), None)
    current = main.replay.variations[var_index]
    branch = current.from_ply
    if ply <= branch:
        return Tried(Variation(branch_name(main, ply), ply, [record]), None)
    kept = list(current.moves[: ply - branch])
    if ply == line_length:
        return Tried(Variation(current.name, branch, [*kept, record]), var_index)
    return Tried(Variation(branch_name(main, ply), branch, [*kept, record]), None)


class SavedLines:
    """The what-if lines as last read or written: what a merge with the file starts from."""

    def __init__(self, path: Path | None, journal: bool, main: Timeline) -> None:
        self.path = path
        self.journal = journal
        """``path`` is an unfinished game's journal: shown, never written."""
        self.last = list(main.replay.variations)
        self.saved_once = False

    @property
    def writable(self) -> bool:
        return self.path is not None and not self.journal

    def save(self, main: Timeline) -> Timeline:
        """Merge ``main``'s lines into the file; the main line as merged (another viewer's
        lines kept too). Raises what the file's reading or writing raises."""
        assert self.path is not None
        merged = save_variations(self.path, main, self.last)
        self.last = list(merged.replay.variations)
        return merged
