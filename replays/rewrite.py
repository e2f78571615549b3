"""Rewriting a replay that exists: nothing another niwa wrote is lost.

Two ways a rewrite used to lose work: two viewers on one replay each saving a
what-if (the second save erased the first's branch), and a file of a newer minor
version (1.1) written back without the fields this niwa does not know while still
calling itself 1.1. So a rewrite works on the file's plain-data tree (every field
kept) and, for what-ifs, re-reads the file under a lock and merges the variations
on disk with this viewer's, refusing when the main line itself changed. A game
review (``replays/annotations.py``) is merged the same way: under the lock, into the
comments on disk, each judged move's line of that seat replaced and nothing else.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import msgspec

from engine.i18n import _
from engine.players.review import Review
from replays.annotations import annotate, fitting_lines, with_review_line
from replays.codec import encode_tree, raw_tree
from replays.errors import ReplayError
from replays.format import MAX_VARIATIONS, AnyReplay, Variation
from replays.fsio import locked
from replays.storage import encoding_for, loads, read_limited, save, write_atomic
from replays.timeline import Timeline


def convert(source: str | os.PathLike[str], out: Path, *, overwrite: bool = False) -> Timeline:
    """``source`` verified and rewritten to ``out`` (encoding by its suffix), every field kept."""
    name = os.fspath(source)
    data = read_limited(source)
    timeline = loads(data, name)
    encoded = encode_tree(raw_tree(data, name), encoding_for(out))
    loads(encoded, os.fspath(out))  # what is written must load again
    write_atomic(encoded, out, overwrite=overwrite)
    return timeline


def _main_line(replay: AnyReplay) -> tuple[Any, ...]:
    """What a merge may not change: the game, its players and its moves (not their
    comments, which a review on the other side may have added)."""
    return (replay.game, replay.options, replay.players, [r.move for r in replay.moves])


def save_variations(path: Path, timeline: Timeline, base: list[Variation[Any]]) -> Timeline:
    """Save ``timeline``'s what-ifs into ``path``, merged with what is there now.

    ``base`` are the variations as this viewer last read or wrote them: those it
    no longer has were removed (or replaced) here; those on disk but not in
    ``base`` were added by someone else and are kept. The merged timeline is
    returned (it shows the others' branches too). A file whose main line changed
    meanwhile is refused with a clear ReplayError, and nothing is written.
    """
    name = os.fspath(path)
    mine = timeline.replay
    if not path.exists():
        save(mine, path)
        return timeline
    with locked(path):
        data = read_limited(path)
        disk = loads(data, name)
        if _main_line(disk.replay) != _main_line(mine):
            raise ReplayError(
                name,
                _(
                    "changed on disk since it was opened (its moves are not the same): "
                    "the what-if was not saved; open the file again"
                ),
            )
        removed = [v for v in base if v not in mine.variations]
        added = [v for v in mine.variations if v not in base]
        on_disk = disk.replay.variations
        tree = raw_tree(data, name)
        raw_variations: list[Any] = tree.get("variations", [])
        kept = [raw_variations[i] for i, v in enumerate(on_disk) if v not in removed]
        new = [msgspec.to_builtins(v) for v in added if v not in on_disk]
        if len(kept) + len(new) > MAX_VARIATIONS:
            said = _("more than {most} variations: not saved").format(most=MAX_VARIATIONS)
            raise ReplayError(name, said)
        tree["variations"] = kept + new
        encoded = encode_tree(tree, encoding_for(path))
        merged = loads(encoded, name)
        write_atomic(encoded, path, overwrite=True)
    return merged


def save_review(path: Path, timeline: Timeline, done: Review) -> Timeline:
    """Save the review ``done`` into the comments of ``path``, merged with what is there now.

    Under the lock the file is read again: its what-ifs, the players' comments, other
    seats' reviews and any field of a newer minor version stay as they are on disk;
    only ``done.seat``'s line of each judged move is replaced. The merged timeline is
    returned. A file whose main line changed meanwhile is refused (ReplayError), and
    nothing is written; a move whose comment has no room for its line keeps its comment
    and goes without (``annotations.fitting_lines``, which the caller asks to say so).
    """
    name = os.fspath(path)
    if not path.exists():
        annotated = annotate(timeline, done)
        save(annotated.replay, path)
        return annotated
    with locked(path):
        data = read_limited(path)
        disk = loads(data, name)
        if _main_line(disk.replay) != _main_line(timeline.replay):
            raise ReplayError(
                name,
                _(
                    "changed on disk since it was opened (its moves are not the same): "
                    "the review was not saved; open the file again"
                ),
            )
        lines, _left_out = fitting_lines(disk, done)  # a line that has no room is left out
        annotate(disk, done)  # every new comment checked (length, characters) before writing
        tree = raw_tree(data, name)
        records: list[Any] = tree["moves"]
        for ply, line in lines.items():
            record = records[ply - 1]
            record["comment"] = with_review_line(record.get("comment"), done.seat, line)
        encoded = encode_tree(tree, encoding_for(path))
        merged = loads(encoded, name)
        write_atomic(encoded, path, overwrite=True)
    return merged
