"""``niwa serve`` in a real browser (issue 30): a headless browser plays a few moves.

The test starts ``niwa serve`` on a free port, opens it in a browser through Playwright
(Debian's Chromium by ``executable_path``: Playwright's own browser download is not
reachable), clicks into the terminal, starts a game of Seikatsu from the home screen,
plays moves by typing each in one go, as fast as keys come (``t``, the move, Enter: a
legal move the engine lists for the position the journal on disk holds), takes a
screenshot, and leaves by closing the tab. Then the disk says what happened: the journal
holds every move, typed once (a key lost on the way would refuse or change the move),
and the app let go of it; the screenshot is the page's size and not blank. A second browser
session on the same data folder starts its own game meanwhile: both journals are there.

Each browser found runs it: Chromium, and Firefox where Playwright can drive the one
installed. A stock Firefox needs Playwright's ``moz-firefox`` channel (WebDriver BiDi),
which needs Firefox 143 or later; older ones (Debian 12's firefox-esr 140) are skipped
with Playwright's own error (README, "In a browser at the table").

Nothing is timed: each step waits for a condition (a file on disk, a page element)
under one generous overall deadline. Where Playwright or a browser is missing the test
is skipped and says which (``.ci/run`` installs Chromium with apt-get).
"""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest

from engine.registry import GAMES
from replays import journals, read_journal
from replays.fsio import try_lock

CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome")
FIREFOX_NAMES = ("firefox", "firefox-esr")
OVERALL = 900.0
"""Seconds the whole test may take before it gives up (a deadline, not a measurement:
the computer players think on a busy machine)."""
VIEWPORT = {"width": 1280, "height": 800}
MOVES = 5

T = TypeVar("T")


def found(names: tuple[str, ...]) -> str | None:
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    return None


def _skip_reason() -> str | None:
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright is not installed (pip install -e '.[test]')"
    return None


def launch(driver: Any, browser: str) -> Any:
    """The browser, headless, or a skip that says why it cannot be driven here."""
    from playwright.sync_api import Error

    if browser == "chromium":
        path = found(CHROMIUM_NAMES)
        if path is None:
            pytest.skip("no Chromium on this machine (apt-get install chromium; .ci/run does it)")
        return driver.chromium.launch(executable_path=path, args=["--no-sandbox"])
    path = found(FIREFOX_NAMES)
    if path is None:
        pytest.skip("no Firefox on this machine (apt-get install firefox-esr)")
    try:  # a stock Firefox: Playwright's WebDriver BiDi channel, not its patched build's
        return driver.firefox.launch(channel="moz-firefox", executable_path=path)
    except Error as err:
        first = str(err).strip().splitlines()[0]
        pytest.skip(f"Playwright cannot drive {path} (WebDriver BiDi; needs Firefox 143+): {first}")


pytestmark = pytest.mark.skipif(_skip_reason() is not None, reason=str(_skip_reason()))


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

    def within(self, seconds: float, check: Callable[[], object]) -> bool:
        """Poll ``check`` for a while (never past the deadline): whether it came true. For
        keys that may have come too early for the screen they were meant for, to be
        pressed again: the seconds are a polling interval, never a measurement."""
        until = min(self.end, time.monotonic() + seconds)
        while time.monotonic() <= until:
            if check():
                return True
            time.sleep(0.2)
        if time.monotonic() > self.end:
            raise AssertionError("gave up: the overall deadline passed")
        return False


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


def drawn(page: Any) -> bool:
    """Whether the app has drawn a screen in the page (not the blank page before)."""
    return _colours(page.screenshot()) > 8


def open_session(browser: Any, url: str, deadline: Deadline) -> Any:
    page = browser.new_page(viewport=VIEWPORT)
    page.goto(url)
    # textual-serve marks the page once the app's first bytes arrive; then Home is drawn,
    # and from then on the app takes every key, in order: each is pressed once.
    deadline.until("the app in the page", lambda: page.query_selector("body.-first-byte"))
    deadline.until("the home screen drawn", lambda: drawn(page))
    page.mouse.click(400, 700)  # into the terminal, on the empty end of the games list
    return page


def start_a_game(page: Any, before: set[Path], deadline: Deadline) -> Path:
    """From the home screen: Play (p) the first game, Ctrl+S to start; its journal. Each
    key once: a key pressed again would reach the game (a ``p`` typed into the move box)."""

    def new_journal() -> Path | None:
        return next(iter(set(journals()) - before), None)

    page.keyboard.press("p")
    page.keyboard.press("Control+s")
    return deadline.until("the game's journal", new_journal)


def play(page: Any, journal: Path, move: str, deadline: Deadline, shots: Path) -> None:
    """Type ``move`` as fast as keys come, once: ``t``, the move, Enter."""
    before = seat_1_moves(journal)
    page.keyboard.type("t" + move)
    page.keyboard.press("Enter")
    try:
        deadline.until(
            f"{move} typed once to be played (a key lost: refused, or another move)",
            lambda: seat_1_moves(journal) != before or None,
        )
    except AssertionError:
        page.screenshot(path=str(shots / "gave-up.png"))
        raise
    assert seat_1_moves(journal) == [*before, move], "the move typed is the move played"


def leave(page: Any, journal: Path, deadline: Deadline) -> None:
    """Leave by closing the tab: textual-serve ends that visitor's niwa, which lets go of
    the journal (the game stays on disk, unfinished, to be continued from Home). Not by
    Esc then ``y``: sent at once, the terminal reads the two as Alt+Y (an Esc byte is
    the start of a key sequence), and waiting for the dialog would be a timed step."""
    page.close()
    deadline.until("the app to let go of its journal", lambda: let_go(journal))


@pytest.mark.parametrize("browser", ["chromium", "firefox"])
def test_a_browser_plays_a_game_served_by_niwa_serve(
    tmp_path: Path, data_dir: Path, browser: str
) -> None:
    from playwright.sync_api import sync_playwright

    game = GAMES["seikatsu"]
    deadline = Deadline(OVERALL)
    port = free_port()
    with serving(port, tmp_path / "serve.log"), sync_playwright() as driver:
        deadline.until("niwa serve to listen", lambda: listening(port))
        window = launch(driver, browser)
        try:
            url = f"http://127.0.0.1:{port}"
            page = open_session(window, url, deadline)
            mine = start_a_game(page, set(), deadline)
            other = open_session(window, url, deadline)  # a second visitor, same folder
            theirs = start_a_game(other, {mine}, deadline)
            for _ in range(MOVES):
                state = deadline.until("seat 1's turn", lambda: seat_1_to_move(mine))
                play(page, mine, game.move_text(game.legal_moves(state)[0]), deadline, tmp_path)
            shot = page.screenshot()
            assert not let_go(mine)  # the game is on: its niwa holds the journal
            leave(page, mine, deadline)
        finally:
            window.close()
    assert len(seat_1_moves(mine)) == MOVES
    assert read_journal(mine).replay.players[0] == "You"
    assert read_journal(theirs).replay.game == "seikatsu"  # the other visitor's game
    _assert_a_picture(shot)


def _colours(png: bytes) -> int:
    from PIL import Image

    colours = Image.open(io.BytesIO(png)).convert("RGB").getcolors(maxcolors=1 << 16)
    return 1 << 16 if colours is None else len(colours)


def _assert_a_picture(png: bytes) -> None:
    from PIL import Image

    assert Image.open(io.BytesIO(png)).size == (VIEWPORT["width"], VIEWPORT["height"])
    assert _colours(png) > 8  # a drawn board, not a blank page
