"""Issue 23: at the variation limit and on a full disk the app says so in one line and
goes on, for every game (what-ifs in the viewer, takebacks in Play)."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import msgspec
import pytest
from textual.widgets import RichLog

from engine.registry import GAMES
from replays import Recorder, Variation, replays_dir, save
from replays.format import MAX_VARIATIONS
from tests.replays.factory import random_game_replay
from tests.tutor.conftest import quiet_app
from tutor.screens.play import PlayScreen
from tutor.screens.viewer import ViewerScreen
from tutor.session import (
    COMPUTER,
    DEALER_TABLE,
    PERSON,
    Due,
    TablePlan,
    close_session,
    load_plan,
    plan_path,
)


def full(replay: Any) -> Any:
    """``replay`` with as many (empty) what-ifs as a replay holds."""
    variations = [Variation(f"line {n}", 0, []) for n in range(MAX_VARIATIONS)]
    return msgspec.structs.replace(replay, variations=variations)


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_a_what_if_past_the_variation_limit_is_one_line_and_the_viewer_goes_on(
    game_id: str,
) -> None:
    path = save(full(random_game_replay(game_id, seed=3, plies=6)), replays_dir() / "full.niwa")
    before = path.read_bytes()
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        assert app.open_replay(path) is not None
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ViewerScreen)
        screen.seek(2)
        screen.action_what_if()
        state = screen.entry_state()
        game = screen.game
        played = screen.main.move_at(3)
        moves = [m for m in game.legal_moves(state) if m != played]
        move = moves[0] if moves else game.sample_chance(state, screen.rng)
        assert not screen.what_if.submit(move)
        await pilot.pause()
        assert app.return_code is None and app.screen is screen  # no traceback, still here
        assert len(screen.main.replay.variations) == MAX_VARIATIONS
        toasts = [n.message for n in app._notifications]
        assert any("No new what-if" in t and "\n" not in t for t in toasts), toasts
    assert path.read_bytes() == before


def log_tail(screen: PlayScreen) -> str:
    log = screen.query_one("#log", RichLog)
    return " ".join(strip.text.strip() for strip in log.lines[-4:])


def person_and_computer(game_id: str) -> tuple[Any, list[str], TablePlan]:
    game = GAMES[game_id]
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    return (
        options,
        [f"P{s + 1}" for s in range(seats)],
        TablePlan((PERSON,) + (COMPUTER,) * (seats - 1)),
    )


async def _played_once(app: Any, pilot: Any, game_id: str) -> PlayScreen:
    options, names, plan = person_and_computer(game_id)
    screen = app.start_game(game_id, options, names, plan)
    assert isinstance(screen, PlayScreen)
    await pilot.pause()
    session = screen.session
    assert screen.submit(session.game.legal_moves(session.state)[0])
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()
    return screen


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_a_takeback_past_the_variation_limit_leaves_the_game_as_it_was(game_id: str) -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _played_once(app, pilot, game_id)
        session = screen.session
        recorder = session.log
        assert isinstance(recorder, Recorder)
        timeline = recorder.timeline
        for n in range(MAX_VARIATIONS):
            timeline = timeline.with_variation(Variation(f"line {n}", 0, []))
        recorder.timeline = timeline
        moves, state, journal = list(session.moves), session.state, recorder.path.read_bytes()
        screen.action_take_back()
        await pilot.pause()
        assert app.return_code is None and app.screen is screen
        assert session.moves == moves and session.state == state
        assert recorder.timeline is timeline and recorder.path.read_bytes() == journal
        assert "Not taken back" in log_tail(screen)
        assert session.due() == Due.PERSON
        close_session(session)


async def test_a_takeback_on_a_full_disk_is_one_line_and_the_game_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import replays.recorder

    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _played_once(app, pilot, "seikatsu")
        session = screen.session
        recorder = session.log
        assert isinstance(recorder, Recorder)
        moves, state, journal = list(session.moves), session.state, recorder.path.read_bytes()

        def disk_full(fd: int, data: bytes) -> None:
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(replays.recorder, "_write_all", disk_full)
        screen.action_take_back()
        await pilot.pause()
        monkeypatch.undo()
        assert app.return_code is None and app.screen is screen
        assert session.moves == moves and session.state == state
        assert "Not taken back" in log_tail(screen) and "the disk is full" in log_tail(screen)
        assert recorder.path.read_bytes() == journal
        leftovers = [p.name for p in Path(recorder.path.parent).iterdir() if p.suffix == ".tmp"]
        assert leftovers == []
        # and the game goes on: the next move is recorded
        assert screen.submit(session.game.legal_moves(session.state)[0])
        assert len(session.moves) > len(moves)
        close_session(session)


@pytest.mark.parametrize("special", ["fifo", "dev-zero", "huge"])
def test_a_plan_that_is_no_regular_file_is_the_tables_at_once(special: str) -> None:
    """Issue 23: a FIFO plan blocked Continue; a link to /dev/zero ran out of memory."""
    journal = Path("seikatsu-1.niwa-journal")
    path = plan_path(journal)
    path.parent.mkdir(parents=True, exist_ok=True)
    if special == "fifo":
        os.mkfifo(path)
    elif special == "dev-zero":
        path.symlink_to("/dev/zero")
    else:
        with path.open("wb") as handle:
            handle.truncate(200 * 1024 * 1024)
    assert load_plan(journal, 2) == TablePlan((PERSON, PERSON), DEALER_TABLE)
