"""``niwa serve`` in a real browser (issue 30): a headless browser plays a few moves.

The test starts ``niwa serve`` on a free port and opens it in each browser it can drive
(``tests/tutor/browsers.py``): Chromium through Playwright (Debian's ``chromium`` by
``executable_path``), Firefox through its own WebDriver BiDi server (Debian's
``firefox-esr``). It clicks into the terminal, starts a game of Seikatsu from the home
screen, plays moves by typing each in one go, as fast as keys come (``t``, the move,
Enter: a legal move the engine lists for the position the journal on disk holds), takes
a screenshot, and leaves as a player does: Esc asks "Leave this game?", and ``y``
answers once the question is on screen. Then the disk says what happened: the journal
holds every move, typed once (a key lost on the way would refuse or change the move),
the app let go of it, and it waits under Unfinished games with no replay saved; the
screenshots are the page's size and not blank. A second browser session on the same
data folder starts its own game meanwhile: both journals are there.

Esc and ``y`` are not sent at once: a terminal reads an Esc followed within
``ESCDELAY`` (Textual's 100 ms) by a key as Alt+that key, the start of an escape
sequence, and niwa then saw Alt+Y, typed into the move box (the app's log shows
``Key(key='alt+y')``). A person's two key presses come further apart; the browser's
keys come as fast as the wire.

Nothing is timed: each step waits for a condition (a file on disk, the page, the
screen dimmed around a dialog) under one generous overall deadline. Where a browser,
or what drives it, is missing the test is skipped and says which (``.ci/run`` installs
Chromium and Firefox with apt-get).
"""

from __future__ import annotations

import contextlib
import io
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest

from engine.core import NOBODY
from engine.registry import GAMES
from replays import journals, read_journal, recent_replays
from replays.fsio import try_lock
from tests.tutor.browsers import BROWSERS, Tab, Window, launched

OVERALL = 900.0
"""Seconds the whole test may take before it gives up (a deadline, not a measurement:
the computer players think on a busy machine)."""
WIDTH, HEIGHT = 1280, 800
MOVES = 5
DIMMED = 0.1
"""A dialog dims the whole screen behind it (``background: $background 60%``): the
board's own background colour, most of the page before, is then under this share of it."""

T = TypeVar("T")


class Deadline:
    """One overall deadline for every wait of the test."""

    def __init__(self, seconds: float) -> None:
        self.end = time.monotonic() + seconds

    def until(self, what: str, check: Callable[[], T | None]) -> T:
        """Poll ``check`` until it gives something (not None or False)."""
        while True:
            found = check()
            if found is not None and found is not False:
                return found
            if time.monotonic() > self.end:
                raise AssertionError(f"gave up waiting for {what}")
            time.sleep(0.2)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def listening(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


@contextlib.contextmanager
def serving(port: int, log: Path) -> Iterator[subprocess.Popen[bytes]]:
    """``niwa serve`` on ``port`` (its own process group: the visitors' niwas die with it)."""
    with log.open("wb") as out:
        server = subprocess.Popen(
            [sys.executable, "-m", "tutor.cli", "serve", "--port", str(port)],
            stdout=out,
            stderr=subprocess.STDOUT,
            env={k: v for k, v in os.environ.items() if k != "NO_COLOR"},
            start_new_session=True,
        )
        try:
            yield server
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(server.pid, signal.SIGTERM)
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(server.pid, signal.SIGKILL)
                server.wait()


def last_state(path: Path) -> Any:
    """The position the game a journal on disk holds has reached."""
    timeline = read_journal(path)
    return timeline.state_at(len(timeline.replay.moves))


def let_go(journal: Path) -> bool:
    """Whether no niwa holds ``journal`` open for writing (a recorder keeps it locked)."""
    fd = os.open(journal, os.O_RDONLY)
    try:
        return try_lock(fd)
    finally:
        os.close(fd)


def seat_1_to_move(path: Path) -> Any:
    """The journal's position where seat 1 (the browser's player) is to move, else None."""
    state = last_state(path)
    return state if GAMES["seikatsu"].to_move(state) == 0 else None


def seat_1_moves(path: Path) -> list[str]:
    """The moves seat 1 (the browser's player) made in the journal's game."""
    timeline = read_journal(path)
    game = GAMES[timeline.replay.game]
    return [
        game.move_text(record.move)
        for ply, record in enumerate(timeline.replay.moves)
        if game.to_move(timeline.state_at(ply)) == 0
    ]


def drawn(tab: Tab) -> bool:
    """Whether the app has drawn a screen in the page (not the blank page before)."""
    return _colours(tab.screenshot()) > 8


def open_session(window: Window, url: str, deadline: Deadline) -> Tab:
    tab = window.open(url, WIDTH, HEIGHT)
    # textual-serve marks the page once the app's first bytes arrive; then Home is drawn,
    # and from then on the app takes every key, in order: each is pressed once.
    deadline.until("the app in the page", tab.ready)
    deadline.until("the home screen drawn", lambda: drawn(tab))
    tab.click(400, 700)  # into the terminal, on the empty end of the games list
    return tab


def start_a_game(tab: Tab, before: set[Path], deadline: Deadline) -> Path:
    """From the home screen: Play (p) the first game, Ctrl+S to start; its journal. Each
    key once: a key pressed again would reach the game (a ``p`` typed into the move box)."""

    def new_journal() -> Path | None:
        return next(iter(set(journals()) - before), None)

    tab.press("p")
    tab.press("Control+s")
    return deadline.until("the game's journal", new_journal)


def play(tab: Tab, journal: Path, move: str, deadline: Deadline, shots: Path) -> None:
    """Type ``move`` as fast as keys come, once: ``t``, the move, Enter."""
    before = seat_1_moves(journal)
    tab.type("t" + move)
    tab.press("Enter")
    try:
        deadline.until(
            f"{move} typed once to be played (a key lost: refused, or another move)",
            lambda: seat_1_moves(journal) != before or None,
        )
    except AssertionError:
        (shots / "gave-up.png").write_bytes(tab.screenshot())
        raise
    assert seat_1_moves(journal) == [*before, move], "the move typed is the move played"


def leave(tab: Tab, journal: Path, deadline: Deadline, shots: Path) -> bytes:
    """Leave as a player does, on the board between moves: Esc asks "Leave this game?",
    ``y`` answers once the question is on screen (the screen dims around it); the app
    then lets go of the journal. The screenshot of the question."""
    board = _most_common(tab.screenshot())
    tab.press("Escape")

    def asked() -> bytes | None:
        shot = tab.screenshot()
        return shot if _share(shot, board) < DIMMED else None

    try:
        question = deadline.until("Esc to ask whether to leave (the screen dimmed)", asked)
        tab.press("y")
        deadline.until(
            "y to leave the game: the app lets go of its journal", lambda: let_go(journal)
        )
    except AssertionError:
        (shots / "gave-up.png").write_bytes(tab.screenshot())
        raise
    return question


@pytest.mark.parametrize("browser", BROWSERS)
def test_a_browser_plays_a_game_served_by_niwa_serve(
    tmp_path: Path, data_dir: Path, browser: str
) -> None:
    from tutor.library import unfinished

    game = GAMES["seikatsu"]
    deadline = Deadline(OVERALL)
    port = free_port()
    with serving(port, tmp_path / "serve.log"), launched(browser, tmp_path) as window:
        deadline.until("niwa serve to listen", lambda: listening(port))
        url = f"http://127.0.0.1:{port}"
        tab = open_session(window, url, deadline)
        mine = start_a_game(tab, set(), deadline)
        other = open_session(window, url, deadline)  # a second visitor, same folder
        theirs = start_a_game(other, {mine}, deadline)
        for _ in range(MOVES):
            state = deadline.until("seat 1's turn", lambda: seat_1_to_move(mine))
            play(tab, mine, game.move_text(game.legal_moves(state)[0]), deadline, tmp_path)
        deadline.until("seat 1's turn, to leave on the board", lambda: seat_1_to_move(mine))
        shot = tab.screenshot()
        assert not let_go(mine)  # the game is on: its niwa holds the journal
        question = leave(tab, mine, deadline, tmp_path)
    assert len(seat_1_moves(mine)) == MOVES
    assert read_journal(mine).replay.players[0] == "You"
    # Left as the question says: every move saved, to resume from Home; nothing finished.
    assert game.to_move(last_state(mine)) != NOBODY
    assert mine in [item.path for item in unfinished()]
    assert recent_replays() == []
    assert read_journal(theirs).replay.game == "seikatsu"  # the other visitor's game
    for name, png in (("board", shot), ("leave-question", question)):
        (tmp_path / f"{name}.png").write_bytes(png)  # kept by pytest, to look at
        _assert_a_picture(png)


def _colour_counts(png: bytes) -> list[tuple[int, Any]]:
    from PIL import Image

    picture = Image.open(io.BytesIO(png)).convert("RGB")
    return picture.getcolors(maxcolors=WIDTH * HEIGHT) or []


def _most_common(png: bytes) -> Any:
    return max(_colour_counts(png), key=lambda counted: counted[0])[1]


def _share(png: bytes, colour: Any) -> float:
    """How much of the page is ``colour``."""
    return sum(n for n, c in _colour_counts(png) if c == colour) / (WIDTH * HEIGHT)


def _colours(png: bytes) -> int:
    return len(_colour_counts(png))


def _assert_a_picture(png: bytes) -> None:
    from PIL import Image

    assert Image.open(io.BytesIO(png)).size == (WIDTH, HEIGHT)
    assert _colours(png) > 8  # a drawn board, not a blank page
