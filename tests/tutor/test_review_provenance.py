"""Issue 23: a review read from a file is whatever the file's writer wrote (consistent,
possibly untrue), so the viewer marks it as read from the file and not recomputed; a
review computed in the viewer is shown as niwa's own."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from textual.widgets import Static

from engine.players.search import Budget
from engine.registry import GAMES
from replays import load, replays_dir, save
from replays.annotations import read_reviews, review_timeline
from replays.rewrite import save_review
from tests.replays.factory import random_game_replay
from tests.tutor.conftest import quiet_app
from tutor.screens.viewer import ViewerScreen
from tutor.widgets.review_panel import FROM_FILE


def reviewed_file(game_id: str) -> Path:
    path = save(random_game_replay(game_id, seed=4, plies=40), replays_dir() / "r.niwa.json")
    timeline = load(path)
    seat = next(
        s for s in range(4) if review_timeline(timeline, s, Budget.fixed(2), random.Random(1)).moves
    )
    save_review(path, timeline, review_timeline(timeline, seat, Budget.fixed(2), random.Random(1)))
    assert read_reviews(load(path))
    return path


def shown(screen: ViewerScreen, selector: str) -> str:
    return str(screen.query_one(selector, Static).render())


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_a_review_read_from_a_file_is_marked_as_such(game_id: str, data_dir: Path) -> None:
    path = reviewed_file(game_id)
    app = quiet_app(start=lambda app: ViewerScreen(load(path), path))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ViewerScreen)
        assert FROM_FILE in shown(screen, "#review-status")
        ply = min(screen.review.notes)
        screen.seek(ply)
        await pilot.pause()
        assert FROM_FILE in shown(screen, "#explain")
        # computed here: niwa's own, no longer marked
        seat = screen.review.notes[ply].seat
        screen.review.start(seat)
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert seat in screen.review.reviewed_here
        assert FROM_FILE not in shown(screen, "#review-status")
        screen.seek(ply)
        await pilot.pause()
        assert FROM_FILE not in shown(screen, "#explain")
