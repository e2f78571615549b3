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


from collections.abc import Iterator  # noqa: E402

import pytest  # noqa: E402

from engine.language import use_language  # noqa: E402


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
