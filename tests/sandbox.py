"""The test code's own home: no test, no test helper and no process a test starts can
write in the user's folders.

niwa keeps its data in ``--data-dir``, else $NIWA_DATA_DIR, else the platform's user
data folder (platformdirs: $XDG_DATA_HOME or ~/.local/share on Linux, under ~ elsewhere),
and the browsers the browser test drives write to ~/.config, ~/.cache and ~. The user's
real ~/.local/share/niwa was found holding journals of the toy game (which exists only
in a test session) and replays of whole test games: written by test code that ran
outside a test's ``data_dir`` fixture. So the sandbox is entered when the test code is
first imported (``tests/__init__.py``), before any test module is collected or any
helper is used, by pytest, each xdist worker or a script that borrows a helper; every
variable those folders derive from then points into one temporary folder, and every
process started from there inherits it (and reuses it, never making its own).
``tests/conftest.py`` checks after each test that it is still in force.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

MARK = "NIWA_TEST_SANDBOX"
"""The sandbox's folder, in the environment: a process that finds it is inside already."""
USERS_DATA = "NIWA_TEST_USERS_DATA_DIR"
"""Where niwa would have kept its data for the user running the tests (for the checks)."""

_PLACES = {
    "HOME": "home",
    "XDG_DATA_HOME": "home/.local/share",
    "XDG_CONFIG_HOME": "home/.config",
    "XDG_STATE_HOME": "home/.local/state",
    "XDG_CACHE_HOME": "home/.cache",
    "NIWA_DATA_DIR": "niwa-data",
}
"""Each variable a user's folder is found from, and its place in the sandbox."""


def variables(root: Path) -> dict[str, str]:
    """What each of those variables says inside the sandbox at ``root``."""
    return {name: str(root / place) for name, place in _PLACES.items()}


def _users_data_dir() -> str:
    """niwa's data folder for the user, as the environment says before the sandbox."""
    import platformdirs

    return os.environ.get("NIWA_DATA_DIR") or platformdirs.user_data_dir("niwa", appauthor=False)


def enter() -> Path:
    """Point every user folder into the sandbox (made once, removed when the process that
    made it ends); a process already inside keeps the one it was given."""
    inherited = os.environ.get(MARK)
    if inherited and Path(inherited).is_dir():
        # what the parent set wins (a test's own data folder, passed to the niwa it starts)
        for name, value in variables(Path(inherited)).items():
            os.environ.setdefault(name, value)
        return Path(inherited)
    users_data = _users_data_dir()
    users_cache = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    root = Path(tempfile.mkdtemp(prefix="niwa-tests-")).resolve()
    for folder in variables(root).values():
        Path(folder).mkdir(parents=True, exist_ok=True)
    atexit.register(shutil.rmtree, root, True)
    # Playwright finds the browsers it downloaded under the user's cache: read, not written.
    os.environ.setdefault("PLAYWRIGHT_BROWSERS_PATH", os.path.join(users_cache, "ms-playwright"))
    os.environ[USERS_DATA] = users_data
    os.environ[MARK] = str(root)
    os.environ.update(variables(root))
    return root


def root() -> Path:
    """The sandbox this process is in (KeyError: none)."""
    return Path(os.environ[MARK])


def users_data_dir() -> Path:
    """Where niwa keeps the data of the user who runs the tests: never to be written."""
    return Path(os.environ[USERS_DATA])


def strayed() -> dict[str, str | None]:
    """The variables no longer pointing into the sandbox, each put back as it was meant
    to be; what each said instead (None: removed). Empty when all is in order."""
    wrong: dict[str, str | None] = {}
    for name, value in variables(root()).items():
        if os.environ.get(name) != value:
            wrong[name] = os.environ.get(name)
            os.environ[name] = value
    return wrong
