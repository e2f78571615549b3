"""Saves that merge rather than clobber, and the fields of a newer minor version kept
(issue 17, item 6)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec
import pytest

from replays import ReplayError, load, save
from replays.rewrite import save_variations
from tests.replays.factory import random_replay, with_variation


def branch(path: Path, from_ply: int, seed: int) -> Any:
    """The variation ``with_variation`` would add to the file's game at ``from_ply``."""
    replay = with_variation(load(path).replay, from_ply, seed)
    return replay.variations[-1]


def test_two_viewers_saving_what_ifs_keep_both(tmp_path: Path) -> None:
    path = save(random_replay(31), tmp_path / "g.niwa.json")
    first, second = load(path), load(path)  # two viewers open the same file
    base: list[Any] = []
    one = first.with_variation(branch(path, 12, 1))
    two = second.with_variation(branch(path, 20, 2))
    save_variations(path, one, base)
    merged = save_variations(path, two, base)
    on_disk = load(path).replay.variations
    assert [v.from_ply for v in on_disk] == [12, 20]
    assert merged.replay.variations == on_disk


def test_a_replaced_what_if_is_not_brought_back_by_the_merge(tmp_path: Path) -> None:
    path = save(with_variation(random_replay(31), 12, 1), tmp_path / "g.niwa.json")
    viewer = load(path)
    base = list(viewer.replay.variations)
    longer = branch(path, 12, 5)
    edited = viewer.without_variation(0).with_variation(longer)
    save_variations(path, edited, base)
    assert load(path).replay.variations == [longer]


def test_a_changed_main_line_is_refused(tmp_path: Path) -> None:
    path = save(random_replay(31), tmp_path / "g.niwa.json")
    viewer = load(path).with_variation(branch(path, 10, 1))
    save(random_replay(32), path, overwrite=True)  # someone rewrote the game meanwhile
    with pytest.raises(ReplayError, match="changed on disk since it was opened"):
        save_variations(path, viewer, [])
    assert load(path).replay.variations == []


@pytest.mark.parametrize("suffix", [".niwa.json", ".niwa"])
def test_a_what_if_saved_into_a_1_1_file_keeps_its_new_fields(tmp_path: Path, suffix: str) -> None:
    tree: Any = msgspec.to_builtins(random_replay(31))
    tree["version"] = "1.1"
    tree["rating"] = {"elo": [1500, 1480, 1490]}
    tree["moves"][3]["clock"] = 41
    path = tmp_path / f"new{suffix}"
    encode = msgspec.json.encode if suffix == ".niwa.json" else msgspec.msgpack.encode
    path.write_bytes(encode(tree))
    viewer = load(path)
    save_variations(path, viewer.with_variation(branch(path, 12, 1)), [])
    decode = msgspec.json.decode if suffix == ".niwa.json" else msgspec.msgpack.decode
    back: Any = decode(path.read_bytes())
    assert back["version"] == "1.1"
    assert back["rating"] == {"elo": [1500, 1480, 1490]}
    assert back["moves"][3]["clock"] == 41
    assert len(back["variations"]) == 1
