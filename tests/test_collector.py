"""The test processes' garbage collector is set as ``tests/collector.py`` says: what
collection imported is frozen, and stays so when a snapshot runs an app (``App.run``),
the young generation is larger, and the line caches of finished apps are let go."""

from __future__ import annotations

import gc

from textual._styles_cache import StylesCache
from textual.pilot import Pilot

from tests import collector
from tests.tutor.conftest import quiet_app


def test_what_collection_imported_is_frozen_and_the_young_generation_is_larger() -> None:
    assert gc.get_freeze_count() > 10_000  # Textual, niwa and the test modules
    assert gc.get_threshold()[0] == collector.YOUNG


async def test_the_line_caches_of_a_finished_app_are_let_go() -> None:
    app = quiet_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
    assert StylesCache.get_inner_outer.cache_info().currsize > 0  # the app drew: Textual kept them
    collector.forget_dead_widgets()
    assert StylesCache.get_inner_outer.cache_info().currsize == 0


def test_an_app_run_as_a_snapshot_runs_it_leaves_the_freeze_as_it_was() -> None:
    """``NiwaApp.run`` freezes what its imports made, and gives it back when it ends;
    in a process that froze its own first, it does neither."""
    frozen = gc.get_freeze_count()
    seen: list[int] = []

    async def leave(pilot: Pilot[None]) -> None:
        seen.append(gc.get_freeze_count())
        pilot.app.exit()

    quiet_app().run(headless=True, auto_pilot=leave, size=(80, 24))
    # A frozen object may still be freed when its last reference goes (the count drops a
    # little); an unfreeze empties it.
    assert seen and gc.get_freeze_count() > frozen // 2
