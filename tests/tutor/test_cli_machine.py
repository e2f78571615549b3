"""A hostile machine: full disks, read-only folders, files in the way, bad paths and
names. Every command answers with one line and a non-zero exit, and keeps the game
(issue 17, item 5)."""

from __future__ import annotations

import errno
import io
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from lessons.progress import load_progress, progress_path
from replays import journals, load, save
from tests.replays.factory import random_replay
from tutor.cli import main

Capture = pytest.CaptureFixture[str]
MOVES = "+Ft\n+Ep\n"  # two typed draws (seikatsu setup), then the input ends


def one_line_failure(capsys: Capture, code: int, *words: str) -> str:
    err = capsys.readouterr().err
    assert code != 0
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if not line.startswith("journal kept")]
    assert len(lines) == 1, err
    for word in words:
        assert word in lines[0], err
    return lines[0]


def raising(err: int, real: Callable[..., Any], when: Callable[..., bool]) -> Callable[..., Any]:
    def fake(*args: Any, **kwargs: Any) -> Any:
        if when(*args, **kwargs):
            raise OSError(err, os.strerror(err))
        return real(*args, **kwargs)

    return fake


def test_record_on_a_full_disk_stops_in_one_line_and_keeps_the_journal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    writes = {"n": 0}
    real_write = os.write

    def full_after_two(fd: int, data: Any) -> int:
        writes["n"] += 1
        if writes["n"] > 2:  # the header and the first move fit; then the disk is full
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr("replays.recorder.os.write", full_after_two)
    monkeypatch.setattr("sys.stdin", io.StringIO(MOVES))
    code = main(["record", "seikatsu", "--data-dir", str(tmp_path)])
    one_line_failure(capsys, code, "the disk is full")
    monkeypatch.undo()
    (journal,) = journals(tmp_path / "replays")
    assert journal.read_bytes().count(b"\n") == 2  # the header and the one move, whole


def test_record_with_the_data_folder_a_file_or_read_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    a_file = tmp_path / "data"
    a_file.write_text("not a folder")
    monkeypatch.setattr("sys.stdin", io.StringIO(MOVES))
    one_line_failure(capsys, main(["record", "seikatsu", "--data-dir", str(a_file)]), "a folder")
    read_only = tmp_path / "ro"
    real_mkdir = Path.mkdir
    monkeypatch.setattr(
        Path,
        "mkdir",
        raising(
            errno.EROFS, real_mkdir, lambda self, *a, **k: str(self).startswith(str(read_only))
        ),
    )
    code = main(["record", "seikatsu", "--data-dir", str(read_only)])
    one_line_failure(capsys, code, "read-only")


def test_a_full_disk_at_the_save_keeps_the_journal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    moves = [r.move for r in random_replay(31).moves]
    from engine.seikatsu import GAME

    typed = "\n".join(GAME.move_text(m) for m in moves) + "\n"
    monkeypatch.setattr(  # the save's temporary file only
        "replays.storage._write_all", raising(errno.ENOSPC, os.write, lambda *a, **k: True)
    )
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    code = main(["record", "seikatsu", "--data-dir", str(tmp_path)])
    one_line_failure(capsys, code, "the disk is full")
    monkeypatch.undo()
    (journal,) = journals(tmp_path / "replays")
    assert journal.exists()
    assert not list((tmp_path / "replays").glob("*.niwa.json"))


def test_selfplay_and_convert_on_bad_paths(tmp_path: Path, capsys: Capture) -> None:
    code = main(["selfplay", "seikatsu", "/proc/x.niwa.json", "--seed", "1"])
    one_line_failure(capsys, code, "/proc")
    folder = tmp_path / "folder.niwa.json"
    folder.mkdir()
    source = save(random_replay(3), tmp_path / "g.niwa.json")
    code = main(["convert", str(source), str(folder), "--force"])
    one_line_failure(capsys, code, "folder")
    a_file = tmp_path / "file"
    a_file.write_text("x")
    code = main(["convert", str(source), str(a_file / "out.niwa")])
    one_line_failure(capsys, code, "in the way")


def test_selfplay_and_convert_on_a_read_only_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    source = save(random_replay(3), tmp_path / "g.niwa.json")
    real = __import__("tempfile").mkstemp
    monkeypatch.setattr(
        "replays.storage.tempfile.mkstemp", raising(errno.EROFS, real, lambda *a, **k: True)
    )
    code = main(["selfplay", "seikatsu", str(tmp_path / "s.niwa.json"), "--seed", "1"])
    one_line_failure(capsys, code, "read-only")
    code = main(["convert", str(source), str(tmp_path / "c.niwa")])
    one_line_failure(capsys, code, "read-only")


@pytest.mark.parametrize("names", [",Ben,Chie", "Ann,B\x1bn,Chie", f"{'x' * 81},Ben,Chie"])
def test_selfplay_refuses_bad_names_in_one_line(
    names: str, tmp_path: Path, capsys: Capture
) -> None:
    code = main(["selfplay", "seikatsu", str(tmp_path / "s.niwa.json"), "--names", names])
    one_line_failure(capsys, code, "--names")
    assert not (tmp_path / "s.niwa.json").exists()


def test_lessons_list_with_the_data_folder_a_file(tmp_path: Path, capsys: Capture) -> None:
    a_file = tmp_path / "data"
    a_file.write_text("x")
    code = main(["--data-dir", str(a_file), "lessons", "list"])
    one_line_failure(capsys, code, "progress.json")


def test_an_unreadable_progress_file_reads_as_no_progress(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = progress_path(tmp_path)
    path.write_text('{"games": {}}')
    real = os.open
    monkeypatch.setattr(
        os, "open", raising(errno.EACCES, real, lambda name, *_: os.fspath(name) == str(path))
    )
    assert load_progress(tmp_path).games == {}


def test_convert_keeps_the_fields_of_a_newer_minor_version(tmp_path: Path, capsys: Capture) -> None:
    import msgspec

    tree: Any = msgspec.to_builtins(random_replay(3))
    tree["version"] = "1.1"
    tree["rating"] = {"elo": [1500, 1480]}
    tree["moves"][0]["clock"] = 12
    source = tmp_path / "new.niwa.json"
    source.write_bytes(msgspec.json.encode(tree))
    assert main(["convert", str(source), str(tmp_path / "new.niwa")]) == 0
    back: Any = msgspec.msgpack.decode((tmp_path / "new.niwa").read_bytes())
    assert back["version"] == "1.1"
    assert back["rating"] == {"elo": [1500, 1480]}
    assert back["moves"][0]["clock"] == 12
    assert load(tmp_path / "new.niwa").replay.moves == load(source).replay.moves
