"""The app against hostile files and a hostile machine (issue 17): names shown as
text in the palette, a replays folder holding anything, full disks, crashes that
exit non-zero, large files loading in a worker that can be cancelled."""

from __future__ import annotations

import asyncio
import errno
import os
import random
import threading
import time
from pathlib import Path
from typing import Any

import msgspec
import pytest
from textual.command import CommandList, CommandPalette
from textual.content import Content
from textual.screen import Screen

from engine.seikatsu import GAME, Options
from replays import MoveRecord, ReplayError, journals, journals_dir, replays_dir, save
from replays.errors import StorageError
from tests.tutor.conftest import quiet_app
from tests.tutor.games import greedy_moves, greedy_replay, saved_game, unfinished_game
from tutor.app import NiwaApp
from tutor.commands.app import exit_code
from tutor.screens.game_over import GameOverScreen
from tutor.screens.home import HomeScreen
from tutor.screens.loading import BACKGROUND_BYTES, LoadingScreen
from tutor.screens.play import PlayScreen
from tutor.screens.viewer import ViewerScreen
from tutor.session import DEALER_TABLE, PERSON, TablePlan

CLICK = "[@click=app.screenshot('x.svg','/tmp')]"


def palette_texts(app: NiwaApp) -> list[str]:
    palette = app.screen
    assert isinstance(palette, CommandPalette)
    results = palette.query_one(CommandList)
    prompts = [results.get_option_at_index(i).prompt for i in range(results.option_count)]
    assert all(isinstance(p, Content) for p in prompts)
    return [p.plain for p in prompts if isinstance(p, Content)]


async def test_markup_in_names_shows_as_text_in_the_palette() -> None:
    unfinished_game(plies=4, names=["[/]", "x [/]", "Chie"])
    saved_game("click.niwa.json", names=(CLICK, "Ben", "Chie"))
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("ctrl+p")
        await app.workers.wait_for_complete()
        await pilot.pause()
        texts = palette_texts(app)
        assert any("Resume Seikatsu: [/], x [/], Chie" in t for t in texts), texts
        await pilot.press(*"click")
        await app.workers.wait_for_complete()
        await pilot.pause()
        texts = palette_texts(app)
        assert any(f"Replay Seikatsu: {CLICK}, Ben, Chie" in t for t in texts), texts
        assert any("click.niwa.json" in t for t in texts)  # the help line, as written
        await pilot.press("escape")
        assert app.return_code is None  # still running: no crash


def nested_file(depth: int = 1_000) -> bytes:
    head = b'{"format": "niwa-replay", "version": "1.0", "game": "seikatsu", "x": '
    return head + b"[" * depth + b"]" * depth + b"}"


async def test_the_home_screen_starts_whatever_is_in_the_replays_folder() -> None:
    folder = replays_dir()
    journals_dir().mkdir(parents=True)
    (folder / "deep.niwa.json").write_bytes(nested_file())
    (journals_dir() / "deep.niwa-journal").write_bytes(nested_file() + b"\n")
    os.mkfifo(folder / "pipe.niwa.json")
    os.mkfifo(journals_dir() / "pipe.niwa-journal")
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        recent = app.screen.query_one("#recent-list")
        labels = [str(recent.get_option_at_index(i).prompt) for i in range(recent.option_count)]  # type: ignore[attr-defined]
        assert any("deep.niwa.json" in t and "nested too deep" in t for t in labels), labels


async def test_an_unreadable_progress_file_does_not_stop_the_app(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data_dir.mkdir(parents=True)
    progress = data_dir / "progress.json"
    progress.write_text('{"games": {}}')
    real = Path.read_bytes

    def unreadable(self: Path) -> bytes:
        if self == progress:
            raise PermissionError(errno.EACCES, "Permission denied")
        return real(self)

    monkeypatch.setattr(Path, "read_bytes", unreadable)
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)


class Crashing(Screen[None]):
    def on_mount(self) -> None:
        raise RuntimeError("a bug in a screen")


def test_a_crash_in_the_app_exits_non_zero() -> None:
    assert exit_code(quiet_app(start=lambda app: Crashing()), headless=True) == 1


def table_game(app: NiwaApp) -> PlayScreen:
    plan = TablePlan((PERSON, PERSON, PERSON), DEALER_TABLE)
    screen = app.start_game("seikatsu", Options(players=3), ["Aki", "Ben", "Chie"], plan)
    assert isinstance(screen, PlayScreen)
    return screen


def full_disk(*args: Any, **kwargs: Any) -> Any:
    raise StorageError("journal", "the move could not be recorded: the disk is full")


async def test_a_full_disk_mid_game_keeps_the_game_resumable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = table_game(app)
        await pilot.pause()
        session = screen.session
        draw = GAME.sample_chance(session.state, random.Random(1))
        assert screen.submit(draw)
        monkeypatch.setattr(session.log, "record", full_disk)
        assert not screen.submit(GAME.sample_chance(session.state, random.Random(2)))
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        [journal] = journals()
        assert journal.read_bytes().count(b"\n") == 2  # the header and the one draw
        notes = [n.message for n in app._notifications]
        assert any("the disk is full" in n and "kept" in n for n in notes), notes


async def test_a_full_disk_at_the_end_keeps_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    moves = greedy_moves(Options(players=3), seed=9)
    journal = unfinished_game(plies=len(moves) - 1, seed=9)
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.action_resume(str(journal))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PlayScreen)
        monkeypatch.setattr(screen.session.log, "finish", full_disk)
        assert screen.submit(moves[-1])  # the move that ends the game; then the save fails
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen) and app.screen.saved is None
        assert journals() == [journal]
        assert journal.read_bytes().count(b"\n") == len(moves) + 1  # every move kept
        notes = [n.message for n in app._notifications]
        assert any("the disk is full" in n and "kept" in n for n in notes), notes


def large_game() -> Path:
    """A real game padded with long comments to more than BACKGROUND_BYTES."""
    replay = greedy_replay(5)
    moves = [MoveRecord(r.move, "a long note " * 160) for r in replay.moves]
    path = save(msgspec.structs.replace(replay, moves=moves), replays_dir() / "big.niwa.json")
    assert path.stat().st_size > BACKGROUND_BYTES
    return path


async def test_a_large_file_loads_in_a_worker_then_opens() -> None:
    path = large_game()
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        assert isinstance(app.open_replay(path), LoadingScreen)
        await pilot.pause()  # mounted: its worker has started (none was before)
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, ViewerScreen)
        assert len(app.screen.main) == len(greedy_replay(5).moves)


async def test_escape_cancels_a_load_between_two_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    """The worker is cancelled at once, but its thread ends only when the loader next asks
    whether it was cancelled: the test waits for the thread itself (a cancelled worker is
    complete for ``wait_for_complete`` while its thread may still be asleep)."""
    path = large_game()
    asked: list[bool] = []
    ended = threading.Event()

    def slow_load(target: Path, cancelled: Any) -> Any:
        try:
            while not cancelled():  # a file that would take long: wait for the player
                asked.append(False)
                time.sleep(0.01)
            asked.append(True)
            raise ReplayError(str(target), "loading was cancelled")
        finally:
            ended.set()

    monkeypatch.setattr("tutor.screens.loading.open_game", slow_load)
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_replay(path)
        await pilot.pause()
        assert isinstance(app.screen, LoadingScreen)
        await pilot.press("escape")
        assert await asyncio.to_thread(ended.wait, 60)
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert asked[-1] is True
        assert not app._notifications  # a cancel is no error


async def test_resuming_a_damaged_journal_says_what_it_dropped() -> None:
    journal = unfinished_game(plies=8)
    lines = journal.read_bytes().split(b"\n")
    lines[5] = b"garbage"  # the fifth move
    journal.write_bytes(b"\n".join(lines))
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.action_resume(str(journal))
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)
        assert len(app.screen.session.moves) == 4
        notes = [n.message for n in app._notifications]
        assert any("line 6 is damaged" in n and "kept the 4 moves" in n for n in notes), notes


async def test_a_what_if_saved_beside_another_viewers_keeps_both() -> None:
    from engine.core import CHANCE
    from replays import Variation, load
    from replays.rewrite import save_variations

    path = saved_game("evening.niwa.json", seed=5)
    app = quiet_app(start=lambda app: ViewerScreen(load(path), path))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ViewerScreen)
        # Meanwhile another viewer on the same file saves its own what-if at ply 10.
        other = load(path)
        state = other.state_at(10)
        theirs = GAME.legal_moves(state)[-1] if GAME.to_move(state) != CHANCE else None
        if theirs is None:
            theirs = GAME.sample_chance(state, random.Random(3))
        elsewhere = Variation("their idea", 10, [MoveRecord(theirs)])
        save_variations(path, other.with_variation(elsewhere), [])
        # This viewer tries another move at a person's ply and saves.
        ply = next(
            p
            for p in range(20, len(screen.main))
            if GAME.to_move(screen.main.state_at(p)) != CHANCE
        )
        screen.seek(ply)
        screen.action_what_if()
        played = screen.main.move_at(ply + 1)
        mine = next(m for m in GAME.legal_moves(screen.entry_state()) if m != played)
        assert screen.what_if.submit(mine)
        await pilot.pause()
        on_disk = load(path).replay.variations
        assert [v.name for v in on_disk] == ["their idea", f"what if {ply}"]
        assert screen.main.replay.variations == on_disk  # the viewer shows theirs too
        assert screen.line.move_at(ply + 1) == mine  # and stays on its own branch
