"""Headless browsers for the ``niwa serve`` test, behind one small interface.

Chromium is driven by Playwright (Debian's ``chromium`` by ``executable_path``: Playwright's
own browser download is not reachable). Firefox is driven by its own WebDriver BiDi server
(``firefox-esr --remote-debugging-port``, built into Firefox) through a minimal client here,
over aiohttp's websocket (aiohttp comes with textual-serve). Playwright cannot drive a stock
Firefox older than 143 (its ``moz-firefox`` channel asks for ``network.addDataCollector``),
and Debian 12's firefox-esr is 140; the BiDi commands used here (``session.new``,
``browsingContext.create/setViewport/navigate/captureScreenshot``, ``script.evaluate``,
``input.performActions``) are all in Firefox 140.

A browser that is missing, or cannot be driven, is a ``pytest.skip`` that says which and why.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Coroutine, Iterator
from pathlib import Path
from typing import Any, Protocol, TypeVar

import pytest

CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome")
FIREFOX_NAMES = ("firefox-esr", "firefox")
BROWSERS = ("chromium", "firefox")
COMMAND_SECONDS = 300.0
"""How long one browser command may hang before the test gives up on it (a bound against
a browser that died, not a measurement: the machine may be busy)."""
READY_SCRIPT = "document.body !== null && document.body.classList.contains('-first-byte')"
"""textual-serve marks the page's body once the app's first bytes arrive."""

T = TypeVar("T")


class Tab(Protocol):
    """One page of a browser, as the test uses it."""

    def ready(self) -> bool:
        """Whether the app's first bytes have reached the page."""

    def screenshot(self) -> bytes:
        """The page as a PNG."""

    def click(self, x: int, y: int) -> None: ...

    def type(self, text: str) -> None:
        """Each character of ``text`` as a key, as fast as keys come."""

    def press(self, key: str) -> None:
        """One key: a character, ``Escape``, ``Enter``, or ``Control+<letter>``."""

    def close(self) -> None: ...


class Window(Protocol):
    """A running browser: tabs to open."""

    def open(self, url: str, width: int, height: int) -> Tab: ...


def found(names: tuple[str, ...]) -> str | None:
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    return None


@contextlib.contextmanager
def launched(browser: str, scratch: Path) -> Iterator[Window]:
    """The browser ``browser`` headless, or a skip that says why it cannot be had here."""
    if browser == "chromium":
        with _chromium() as window:
            yield window
    elif browser == "firefox":
        with _firefox(scratch) as window:
            yield window
    else:
        raise ValueError(browser)


# -- Chromium, through Playwright -----------------------------------------------------------


class _PlaywrightTab:
    def __init__(self, page: Any) -> None:
        self.page = page

    def ready(self) -> bool:
        return bool(self.page.evaluate(READY_SCRIPT))

    def screenshot(self) -> bytes:
        return bytes(self.page.screenshot())

    def click(self, x: int, y: int) -> None:
        self.page.mouse.click(x, y)

    def type(self, text: str) -> None:
        self.page.keyboard.type(text)

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)

    def close(self) -> None:
        self.page.close()


class _PlaywrightWindow:
    def __init__(self, browser: Any) -> None:
        self.browser = browser

    def open(self, url: str, width: int, height: int) -> Tab:
        page = self.browser.new_page(viewport={"width": width, "height": height})
        page.goto(url)
        return _PlaywrightTab(page)


@contextlib.contextmanager
def _chromium() -> Iterator[Window]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("Playwright is not installed (pip install -e '.[test]'): Chromium not driven")
    path = found(CHROMIUM_NAMES)
    if path is None:
        pytest.skip("no Chromium on this machine (apt-get install chromium; .ci/run does it)")
    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=path, args=["--no-sandbox"])
        try:
            yield _PlaywrightWindow(browser)
        finally:
            browser.close()


# -- Firefox, through its own WebDriver BiDi server ------------------------------------------

LISTENING = re.compile(r"WebDriver BiDi listening on (ws://\S+)")
KEYS = {"Escape": "\ue00c", "Enter": "\ue007", "Control": "\ue009"}
"""WebDriver's key values for the named keys the test presses."""


class BidiError(Exception):
    """The browser refused a command (its error and message)."""


class _Bidi:
    """A WebDriver BiDi session over one websocket, its asyncio loop in a thread of its own
    so that the test stays plain synchronous code."""

    def __init__(self, url: str) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.next_id = 0
        self.waiting: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.run(self._connect(url))

    def run(self, work: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(COMMAND_SECONDS)

    async def _connect(self, url: str) -> None:
        import aiohttp

        self.http = aiohttp.ClientSession()
        self.ws = await self.http.ws_connect(url, max_msg_size=0)
        self.reader = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        """Hand each answer to the command waiting for it (events are not asked for)."""
        async for message in self.ws:
            answer = message.json()
            waiter = self.waiting.pop(answer.get("id", -1), None)
            if waiter is not None and not waiter.done():
                waiter.set_result(answer)
        for waiter in self.waiting.values():  # the browser went away
            if not waiter.done():
                waiter.set_exception(BidiError("the browser closed the connection"))

    async def _command(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        self.next_id += 1
        waiter: asyncio.Future[dict[str, Any]] = self.loop.create_future()
        self.waiting[self.next_id] = waiter
        await self.ws.send_json({"id": self.next_id, "method": method, "params": params})
        answer = await waiter
        if answer.get("type") != "success":
            raise BidiError(f"{method}: {answer.get('error')}: {answer.get('message')}")
        result: dict[str, Any] = answer["result"]
        return result

    def command(self, method: str, **params: Any) -> dict[str, Any]:
        return self.run(self._command(method, params))

    async def _close(self) -> None:
        self.reader.cancel()
        await self.ws.close()
        await self.http.close()

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.run(self._close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(COMMAND_SECONDS)
        self.loop.close()


def _key_actions(key: str) -> list[dict[str, str]]:
    """``Control+s`` is Control down, s down and up, Control up; a named key or a character
    is down then up."""
    *held, last = key.split("+") if len(key) > 1 else [key]
    values = [KEYS[name] for name in held]
    value = KEYS.get(last, last)
    return [
        *({"type": "keyDown", "value": v} for v in values),
        {"type": "keyDown", "value": value},
        {"type": "keyUp", "value": value},
        *({"type": "keyUp", "value": v} for v in reversed(values)),
    ]


class _BidiTab:
    def __init__(self, bidi: _Bidi, context: str) -> None:
        self.bidi = bidi
        self.context = context

    def ready(self) -> bool:
        found = self.bidi.command(
            "script.evaluate",
            expression=READY_SCRIPT,
            target={"context": self.context},
            awaitPromise=False,
        )
        return found.get("type") == "success" and found["result"].get("value") is True

    def screenshot(self) -> bytes:
        shot = self.bidi.command("browsingContext.captureScreenshot", context=self.context)
        return base64.b64decode(shot["data"])

    def _keys(self, actions: list[dict[str, str]]) -> None:
        self.bidi.command(
            "input.performActions",
            context=self.context,
            actions=[{"type": "key", "id": "keyboard", "actions": actions}],
        )

    def click(self, x: int, y: int) -> None:
        pointer = [
            {"type": "pointerMove", "x": x, "y": y, "origin": "viewport"},
            {"type": "pointerDown", "button": 0},
            {"type": "pointerUp", "button": 0},
        ]
        self.bidi.command(
            "input.performActions",
            context=self.context,
            actions=[
                {
                    "type": "pointer",
                    "id": "mouse",
                    "parameters": {"pointerType": "mouse"},
                    "actions": pointer,
                }
            ],
        )

    def type(self, text: str) -> None:
        self._keys([action for character in text for action in _key_actions(character)])

    def press(self, key: str) -> None:
        self._keys(_key_actions(key))

    def close(self) -> None:
        self.bidi.command("browsingContext.close", context=self.context)


class _BidiWindow:
    def __init__(self, bidi: _Bidi) -> None:
        self.bidi = bidi

    def open(self, url: str, width: int, height: int) -> Tab:
        context = self.bidi.command("browsingContext.create", type="window")["context"]
        self.bidi.command(
            "browsingContext.setViewport",
            context=context,
            viewport={"width": width, "height": height},
        )
        self.bidi.command("browsingContext.navigate", context=context, url=url, wait="complete")
        return _BidiTab(self.bidi, context)


def _listening_at(log: Path, firefox: subprocess.Popen[bytes]) -> str:
    """The websocket address Firefox prints once its BiDi server listens (or a skip)."""
    end = time.monotonic() + COMMAND_SECONDS
    while time.monotonic() < end:
        said = log.read_text(errors="replace")
        if match := LISTENING.search(said):
            return match.group(1)
        if firefox.poll() is not None:
            last = said.strip().splitlines()[-1:] or ["(it said nothing)"]
            pytest.skip(
                f"Firefox exited ({firefox.returncode}) before its WebDriver BiDi server"
                f" listened: {last[0]}"
            )
        time.sleep(0.2)
    pytest.skip("Firefox never said its WebDriver BiDi server listens")


@contextlib.contextmanager
def _firefox(scratch: Path) -> Iterator[Window]:
    path = found(FIREFOX_NAMES)
    if path is None:
        pytest.skip("no Firefox on this machine (apt-get install firefox-esr; .ci/run does it)")
    try:
        import aiohttp  # noqa: F401
    except ImportError:
        pytest.skip("aiohttp (textual-serve's) is not installed: Firefox not driven")
    profile = Path(tempfile.mkdtemp(prefix="firefox-", dir=scratch))
    log = scratch / "firefox.log"
    with log.open("wb") as out:
        firefox = subprocess.Popen(
            [path, "--headless", "--no-remote", "--profile", str(profile)]
            + ["--remote-debugging-port", "0", "about:blank"],
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its content processes end with it
        )
    try:
        bidi = _Bidi(_listening_at(log, firefox) + "/session")
        try:
            try:
                bidi.command("session.new", capabilities={})
            except BidiError as err:
                pytest.skip(f"{path} refused a WebDriver BiDi session: {err}")
            yield _BidiWindow(bidi)
        finally:
            with contextlib.suppress(BidiError, TimeoutError):
                bidi.command("session.end")
            bidi.close()
    finally:
        _end(firefox)


def _end(process: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
