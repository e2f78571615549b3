"""Corrections at the table: the last entry undone, or a wrong draw fixed where it stands.

A record typed at a real table meets typos. Undoing the last entry is a takeback of one
ply (``Timeline.taken_back``). A wrong *chance* entry deep in the game ("the draw was B9,
not B6") is fixed in place: the line is cut before it, the right draw put there, and every
later entry played again over it, each re-checked by the engine. Entries that no longer
hold (a tile played that was never drawn) stop the replaying: they and everything after
them stay in the record as the variation of the old line, and the correction says which
entry broke and why, so the table can enter the rest again. The old line is always kept
(the record stays honest), like a takeback's.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import msgspec

from engine.core import CHANCE, IllegalMove
from replays.errors import ReplayError
from replays.timeline import Timeline, move_label


class Correction(NamedTuple):
    """A corrected line: ``timeline`` the new main line (the old one a variation),
    ``replayed`` how many later entries still held, ``broken`` why the first entry that
    did not hold was refused (None: every later entry held)."""

    timeline: Timeline
    replayed: int
    broken: str | None


def variation_name(timeline: Timeline, base: str) -> str:
    """``base``, or ``base (2)``... : a name no variation of ``timeline`` has yet."""
    names = {v.name for v in timeline.variations}
    name, n = base, 2
    while name in names:
        name, n = f"{base} ({n})", n + 1
    return name


def undo_ply(timeline: Timeline) -> int | None:
    """The ply to cut back to for undoing the last entry (None: nothing entered yet)."""
    return len(timeline) - 1 if len(timeline) > 0 else None


def undo_last(timeline: Timeline) -> Timeline:
    """The last entry taken back, kept as a variation ("undone at ply N")."""
    ply = undo_ply(timeline)
    if ply is None:
        raise ReplayError(timeline.source, "nothing has been entered yet: nothing to undo")
    return timeline.taken_back(ply, variation_name(timeline, f"undone at ply {ply}"))


def correct_chance(timeline: Timeline, ply: int, move: Any) -> Correction:
    """Move ``ply`` (a chance entry: a draw, a deal) replaced by ``move``, every later
    entry re-played over it.

    ValueError when ``ply`` is no entry or not the dealer's; IllegalMove when ``move`` is
    not a legal outcome there. Later entries are kept while they hold; the first that does
    not hold, and all after it, stay in the old line's variation only.
    """
    game = timeline.game
    if not 1 <= ply <= len(timeline):
        raise ValueError(f"there is no entry {ply}: the record has {len(timeline)}")
    before = timeline.state_at(ply - 1)
    if game.to_move(before) != CHANCE:
        raise ValueError(
            f"entry {ply} ({move_label(game, timeline.move_at(ply))}) is a player's move, "
            "not a draw: undo back to it instead"
        )
    if move == timeline.move_at(ply):
        raise ValueError(f"entry {ply} is {move_label(game, move)} already")
    game.apply(before, move)  # IllegalMove: the corrected draw itself cannot be
    later = [timeline.replay.moves[at] for at in range(ply, len(timeline))]
    name = variation_name(timeline, f"corrected at ply {ply}")
    old = timeline.replay.moves[ply - 1]
    fixed = timeline.taken_back(ply - 1, name).append_record(
        msgspec.structs.replace(old, move=move, unseen=False)
    )
    replayed = 0
    broken: str | None = None
    for record in later:
        try:
            fixed = fixed.append_record(record)
        except IllegalMove as err:
            label = move_label(game, record.move)
            broken = f"entry {len(fixed) + 1} ({label}) no longer holds: {err.reason}"
            break
        replayed += 1
    return Correction(fixed, replayed, broken)


FIX_USAGE = "fix PLY DRAW, e.g. fix 12 +B9 (the draw of entry 12 was B9)"


def parse_fix(timeline: Timeline, text: str) -> tuple[int, Any]:
    """``12 +B9``: the entry's number and the draw it should have been, in the game's
    notation as read at that entry. ValueError (with how to write it) otherwise."""
    number, _, rest = text.strip().partition(" ")
    if not number.isdigit() or len(number) > 6 or not rest.strip():
        raise ValueError(f"write {FIX_USAGE}")
    ply = int(number)
    if not 1 <= ply <= len(timeline):
        raise ValueError(f"there is no entry {ply}: the record has {len(timeline)}")
    return ply, timeline.game.parse_move(timeline.state_at(ply - 1), rest.strip())
