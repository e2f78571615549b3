"""The test session's set-up: the toy fifth game joins the registry, so every test that
iterates over ``engine.registry.GAMES`` proves the generic code on a game with no chance,
nothing hidden and its own score unit; its plug-in and course join the app's and the
lessons' lists the same way. The shipped app never registers them."""

from engine.registry import register
from lessons.course import register as register_course
from tutor.plugins import register as register_plugin

register("tictactoe", "tests.toygame")
register_plugin("tictactoe", "tests.toygame_tutor")
register_course("tictactoe", "tests.toygame_lessons")

from tests.steady_pilot import install as steady_pauses  # noqa: E402

steady_pauses()  # pauses wait for events, never for a machine that looks idle

from tests import seeded  # noqa: E402

seeded.install()  # niwa's random generators watched: each test seeds the games it plays

from tests import lazy_strips  # noqa: E402

lazy_strips.install()  # a drawn line makes its seven caches when first used, not all at once

from tests import shared_css  # noqa: E402

shared_css.install()  # an app's CSS is parsed once per test process, not once per app


import os  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from engine.language import use_language  # noqa: E402
from replays.storage import data_dir as niwa_data_dir  # noqa: E402
from replays.storage import set_data_dir  # noqa: E402
from tests import collector, sandbox  # noqa: E402


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection imported is kept out of the garbage collector's walks
    (``tests/collector.py``: a quarter of a worker's time went to them)."""
    collector.set_after_collection()


@pytest.fixture(autouse=True)
def dead_widgets_forgotten() -> Iterator[None]:
    """After each test, Textual lets go of the line caches of the apps it ran
    (``tests/collector.py``)."""
    yield
    collector.forget_dead_widgets()


@pytest.fixture(scope="session", autouse=True)
def sandboxed() -> Path:
    """The session's home (tests/sandbox.py, entered when the tests were imported): HOME,
    the XDG folders and NIWA_DATA_DIR point into it, so no test reaches the user's."""
    return sandbox.root()


@pytest.fixture
def stays_sandboxed(sandboxed: Path) -> Iterator[None]:
    """After each test (and after its monkeypatch is undone, being set up before it: see
    ``data_dir``, which every test has): the sandbox still holds. A
    test that changed HOME, an XDG folder or NIWA_DATA_DIR and left it so, or left a
    ``--data-dir`` set, is failed by name, and the sandbox is put back for the next."""
    yield
    wrong = sandbox.strayed()
    if niwa_data_dir() != Path(os.environ["NIWA_DATA_DIR"]):
        wrong["--data-dir"] = str(niwa_data_dir())
        set_data_dir(None)
    assert not wrong, f"the test left the sandbox (put back now): {wrong}"


@pytest.fixture(autouse=True)
def data_dir(
    stays_sandboxed: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """Every test gets a data directory of its own (NIWA_DATA_DIR, no ``--data-dir``).
    ``stays_sandboxed`` comes first, so that its check runs after every monkeypatch is undone
    (pytest sets autouse fixtures up by name: this one is the first)."""
    folder = tmp_path / "niwa-data"
    monkeypatch.setenv("NIWA_DATA_DIR", str(folder))
    set_data_dir(None)
    yield folder
    set_data_dir(None)


@pytest.fixture(autouse=True)
def games_seeded_by_the_test() -> Iterator[None]:
    """A test whose run made niwa draw from randomness nobody seeded fails, naming where
    (tests/seeded.py): its games would differ from run to run."""
    seeded.unseeded()  # what came before the test (collection, another test's leftovers)
    yield
    found = seeded.unseeded()
    assert not found, f"niwa drew randomness the test did not seed, made at: {found}"


@pytest.fixture(autouse=True)
def english_unless_asked(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every test starts in English whatever the machine's locale says (``niwa``'s CLI reads
    LC_ALL/LC_MESSAGES/LANG), and a test that switches to Spanish leaves English behind."""
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.setenv("LC_MESSAGES", "C")
    use_language("en")
    yield
    use_language("en")


@pytest.fixture
def spanish() -> Iterator[None]:
    """Speak Spanish for one test (``english_unless_asked`` brings English back after)."""
    use_language("es")
    yield
