"""Recording: every move durable when made, resumable after a kill, finished atomically."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from engine.core import IllegalMove
from engine.seikatsu import GAME, Draw, Options, Play
from replays import (
    Recorder,
    ReplayError,
    ReplayExistsError,
    journals,
    load,
    read_journal,
    recent_replays,
    replays_dir,
    save,
    set_data_dir,
)
from tests.replays.factory import random_replay

ROOT = Path(__file__).resolve().parents[2]
GAME_31 = [record.move for record in random_replay(31).moves]


def record_all(recorder: Recorder, moves: list[object]) -> None:
    for move in moves:
        recorder.record(move)


def test_each_move_is_on_disk_when_record_returns(tmp_path: Path) -> None:
    recorder = Recorder("seikatsu", Options(players=3), ["Aki", "Ben", "Chie"], directory=tmp_path)
    assert recorder.path.parent == tmp_path / "journals"
    assert journals(tmp_path) == [recorder.path]
    step = recorder.record(Draw("Tp"), "setup")
    assert step.state == recorder.timeline.final_state()
    assert read_journal(recorder.path).replay.moves == recorder.timeline.replay.moves
    record_all(recorder, GAME_31[1:20])
    assert len(read_journal(recorder.path)) == 20
    recorder.close()


def test_an_illegal_move_writes_nothing(tmp_path: Path) -> None:
    recorder = Recorder("seikatsu", Options(players=3), ["Aki", "Ben", "Chie"], directory=tmp_path)
    record_all(recorder, GAME_31[:9])
    size = recorder.path.stat().st_size
    with pytest.raises(IllegalMove):
        recorder.record(Play(0, "Tp", "d3"))  # Aki holds Ft and Wm
    assert recorder.path.stat().st_size == size and len(recorder.timeline) == 9
    recorder.close()


def test_finish_saves_atomically_never_over_another_file(tmp_path: Path) -> None:
    first = Recorder("seikatsu", Options(players=3), ["Aki", "Ben", "Chie"], directory=tmp_path)
    record_all(first, GAME_31)
    second = Recorder("seikatsu", Options(players=3), ["Aki", "Ben", "Chie"], directory=tmp_path)
    record_all(second, GAME_31[:30])
    path_1 = first.finish()
    assert path_1.parent == tmp_path and path_1.name.startswith("seikatsu-")
    assert path_1.name.endswith(".niwa.json") and not first.path.exists()
    assert load(path_1).replay == first.timeline.replay
    with pytest.raises(ReplayExistsError):
        second.finish(path_1)
    assert second.path.exists()  # refused: the journal stays
    path_2 = second.finish(tmp_path / "second.niwa")
    assert len(load(path_2)) == 30 and not second.path.exists()
    assert recent_replays(directory=tmp_path)[0] == path_2
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert journals(tmp_path) == []


def test_default_names_count_up_when_taken(tmp_path: Path) -> None:
    paths = []
    for _ in range(3):
        recorder = Recorder("seikatsu", Options(players=3), ["A", "B", "C"], directory=tmp_path)
        record_all(recorder, GAME_31[:3])
        paths.append(recorder.finish())
    stems = [p.name.removesuffix(".niwa.json") for p in paths]
    if len({s[:-2] if s.endswith(("-2", "-3")) else s for s in stems}) == 1:  # same minute
        assert stems[1] == stems[0] + "-2" and stems[2] == stems[0] + "-3"
    assert len(set(paths)) == 3


def test_save_refuses_to_overwrite_unless_asked(tmp_path: Path) -> None:
    replay = random_replay(1)
    target = save(replay, tmp_path / "g.niwa.json")
    with pytest.raises(ReplayExistsError, match="already exists"):
        save(random_replay(2), target)
    assert load(target).replay == replay
    save(random_replay(2), target, overwrite=True)
    assert load(target).replay.moves == random_replay(2).moves
    with pytest.raises(ReplayError, match=r"ends in \.niwa\.json or \.niwa"):
        save(replay, tmp_path / "g.txt")


def test_a_torn_last_line_is_dropped_and_cut_on_resume(tmp_path: Path) -> None:
    recorder = Recorder("seikatsu", Options(players=3), ["Aki", "Ben", "Chie"], directory=tmp_path)
    record_all(recorder, GAME_31[:12])
    recorder.close()
    with open(recorder.path, "ab") as handle:
        handle.write(b'{"move": {"type": "play", "se')  # the process died mid-write
    resumed = Recorder.resume(recorder.path)
    assert len(resumed.timeline) == 12
    resumed.record(GAME_31[12])
    resumed.close()
    assert read_journal(recorder.path).replay.moves[12].move == GAME_31[12]


def test_a_damaged_line_keeps_every_move_before_it_and_says_what_it_dropped(
    tmp_path: Path,
) -> None:
    recorder = Recorder("seikatsu", Options(players=3), ["Aki", "Ben", "Chie"], directory=tmp_path)
    record_all(recorder, GAME_31[:5])
    recorder.close()
    original = recorder.path.read_bytes()
    lines = original.split(b"\n")
    lines[3] = b"garbage"  # the third move's line
    recorder.path.write_bytes(b"\n".join(lines))
    resumed = Recorder.resume(recorder.path)
    assert [r.move for r in resumed.timeline.replay.moves] == GAME_31[:2]
    assert resumed.dropped is not None
    assert "line 4 is damaged" in resumed.dropped
    assert "kept the 2 moves before it, dropped it and the 2 lines after" in resumed.dropped
    backup = recorder.path.with_name(recorder.path.name + ".damaged")
    assert backup.read_bytes() == b"\n".join(lines)  # nothing is lost for good
    resumed.record(GAME_31[2])
    resumed.close()
    assert [r.move for r in read_journal(recorder.path).replay.moves] == GAME_31[:3]


def test_an_illegal_move_and_two_torn_fragments_keep_the_moves_before_them(
    tmp_path: Path,
) -> None:
    recorder = Recorder("seikatsu", Options(players=3), ["Aki", "Ben", "Chie"], directory=tmp_path)
    record_all(recorder, GAME_31[:6])
    recorder.close()
    lines = recorder.path.read_bytes().split(b"\n")
    lines[5] = b'{"move": {"type": "draw", "tile": "Zz"}}'  # move 5: no such tile
    recorder.path.write_bytes(b"\n".join(lines))
    reading = Recorder.resume(recorder.path)
    assert len(reading.timeline) == 4
    assert reading.dropped is not None and reading.dropped.startswith("ply 5 is refused")
    reading.close()
    torn = b'{"move": {"type": "dr\n{"move": {"ty'
    recorder.path.write_bytes(b"\n".join(lines[:4]) + b"\n" + torn)
    again = Recorder.resume(recorder.path)
    assert len(again.timeline) == 3
    assert again.dropped is not None and "line 5 is damaged" in again.dropped
    again.close()


def test_a_fifo_in_the_folders_is_refused_without_blocking(tmp_path: Path) -> None:
    folder = tmp_path / "journals"
    folder.mkdir()
    fifo = folder / "x.niwa-journal"
    os.mkfifo(fifo)
    os.mkfifo(tmp_path / "y.niwa.json")
    assert journals(tmp_path) == []
    assert recent_replays(directory=tmp_path) == []
    with pytest.raises(ReplayError, match="not a regular file"):
        read_journal(fifo)
    with pytest.raises(ReplayError, match="not a regular file"):
        Recorder.resume(fifo)
    with pytest.raises(ReplayError, match="not a regular file"):
        load(tmp_path / "y.niwa.json")


def test_a_journal_in_use_cannot_be_resumed_twice(tmp_path: Path) -> None:
    recorder = Recorder("seikatsu", Options(players=2), ["Aki", "Ben"], directory=tmp_path)
    with pytest.raises(ReplayError, match="being recorded by another niwa"):
        Recorder.resume(recorder.path)
    recorder.close()
    Recorder.resume(recorder.path).discard()
    assert not recorder.path.exists()


def test_the_data_dir_comes_from_the_flag_then_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NIWA_DATA_DIR", str(tmp_path / "env"))
    assert replays_dir() == tmp_path / "env" / "replays"
    set_data_dir(tmp_path / "flag")
    try:
        assert replays_dir() == tmp_path / "flag" / "replays"
    finally:
        set_data_dir(None)
    monkeypatch.delenv("NIWA_DATA_DIR")
    assert replays_dir().name == "replays" and "niwa" in str(replays_dir())


CHILD = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from engine.seikatsu import Options
    from replays import Recorder
    from tests.replays.factory import random_replay

    moves = [r.move for r in random_replay(31).moves]
    recorder = Recorder("seikatsu", Options(players=3), ["Aki", "Ben", "Chie"],
                        directory=Path(sys.argv[1]))
    for ply, move in enumerate(moves[: int(sys.argv[2])], start=1):
        recorder.record(move)
        print(ply, flush=True)
    print("waiting", flush=True)
    time.sleep(60)
    """
)


def run_child(directory: Path, moves: int) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, str(directory), str(moves)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )


def kill_after(child: subprocess.Popen[str], last_line: str) -> int:
    """SIGKILL the child once it prints ``last_line``; the last ply it reported done."""
    done = 0
    try:
        assert child.stdout is not None
        for line in child.stdout:
            if line.strip().isdigit():
                done = int(line)
            if line.strip() == last_line:
                os.kill(child.pid, signal.SIGKILL)
                break
        else:
            pytest.fail("the recording process ended early")
    finally:
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    return done


@pytest.mark.parametrize("completed", [0, 1, 33])
def test_a_killed_recording_resumes_with_every_completed_move(
    tmp_path: Path, completed: int
) -> None:
    assert kill_after(run_child(tmp_path, completed), "waiting") == completed
    [journal] = journals(tmp_path)
    recorder = Recorder.resume(journal)
    assert [r.move for r in recorder.timeline.replay.moves] == GAME_31[:completed]
    record_all(recorder, GAME_31[completed:])
    assert recorder.timeline.is_over
    saved = recorder.finish()
    assert [r.move for r in load(saved).replay.moves] == GAME_31
    assert GAME.is_over(load(saved).final_state())


def test_a_recording_killed_while_writing_keeps_a_sound_prefix(tmp_path: Path) -> None:
    # Killed as soon as ply 20 is reported: the child is busy recording ply 21 or later.
    done = kill_after(run_child(tmp_path, len(GAME_31)), "20")
    [journal] = journals(tmp_path)
    recorder = Recorder.resume(journal)
    kept = [r.move for r in recorder.timeline.replay.moves]
    assert len(kept) >= done == 20
    assert kept == GAME_31[: len(kept)]
    record_all(recorder, GAME_31[len(kept) :])
    assert recorder.timeline.is_over
    recorder.close()
