"""The test processes' garbage collector is set as ``tests/collector.py`` says: what
collection imported is frozen, the young generation is larger, and the line caches of
finished apps are let go."""

from __future__ import annotations

import gc

from textual._styles_cache import StylesCache

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
