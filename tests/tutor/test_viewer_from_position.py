"""A replay that starts from a position (format 2.0, issue 26) in the viewer, for every
game: ply 0 is the position, the end shows the score sheet with what the position gave
("Given at start", not played), what-if and hints work from the start, and a review
judges the moves played from there."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec
import pytest
from textual.widgets import Static

from engine.registry import GAMES
from replays import MoveRecord, load, new_replay, save
from tests.engine.test_contract import play
from tests.tutor.conftest import quiet_app
from tutor.plugins import PLUGINS
from tutor.screens.viewer import ViewerScreen
from tutor.widgets.score_sheet import GIVEN_LABEL, ScoreSheet


def from_the_middle(game_id: str, folder: Path, seed: int = 6) -> tuple[Path, Any]:
    """A random game's second half, saved as a replay that starts where the first ended."""
    game = GAMES[game_id]
    states, moves, _ = play(game, game.options_type(), seed)
    # A seat to move, and some points already given where the game gives any before its
    # end (a tic-tac-toe scores only its last move).
    cuts = [cut for cut in range(len(moves) // 2, len(moves)) if game.to_move(states[cut]) >= 0]
    cut = next((cut for cut in cuts if any(game.scores(states[cut]))), cuts[0])
    names = [f"P{i + 1}" for i in range(game.seats(states[0]))]
    replay = new_replay(game_id, states[0].options, names, game.position_text(states[cut]))
    replay = msgspec.structs.replace(replay, moves=[MoveRecord(m) for m in moves[cut:]])
    return save(replay, folder / f"{game_id}-from.niwa.json"), states[cut]


@pytest.mark.parametrize("game_id", PLUGINS)
async def test_the_viewer_plays_a_replay_from_a_position(game_id: str, tmp_path: Path) -> None:
    path, start = from_the_middle(game_id, tmp_path)
    timeline = load(path)
    app = quiet_app(start=lambda app: ViewerScreen(timeline, path))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, ViewerScreen)
        screen.seek(0)
        await pilot.pause()
        assert screen.line.state_at(0) == start
        said = str(screen.query_one("#explain", Static).render())
        assert "a given position" in said and "given, not played" in said
        # What if, from the start position itself; and a hint there.
        screen.action_what_if()
        await pilot.pause()
        assert screen.entering
        await pilot.press("h")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert "Hint:" in str(screen.query_one("#explain", Static).render())
        await pilot.press("escape")
        await pilot.pause()
        # The end: the sheet says what the start gave, not played.
        screen.seek(len(screen.line))
        await pilot.pause()
        sheet = screen.query_one(ScoreSheet)
        assert sheet.display
        labels = [str(row.label) for row in sheet.rows.values()]
        if not any(timeline.given_scores()):  # a game that scores only at its end
            assert GIVEN_LABEL not in labels
        else:
            assert GIVEN_LABEL in labels
            given = sheet.get_row_at(labels.index(GIVEN_LABEL))
            assert [int(str(cell)) for cell in given] == list(timeline.given_scores())
        # A review judges the moves played from the position.
        screen.review.start(0)
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.review.notes
        assert all(1 <= ply <= len(screen.line) for ply in screen.review.notes)


# The last play of a two-player game (tests/engine/test_seikatsu_positions.py works it by
# hand): blue plays Fb on e5 for 5 bird points, and the tie at 76 goes to blue.
LAST_PLAY = (
    "seikatsu/1:2 TbTtTmTp,KWbWtWmWp,KFbEbEtEmEp,TbWbEb*FtFmFp,TtWtEtFt1K,TmWmEmFmK,"
    "TpWpEpFp -,Fb rest 2 20,15"
)


async def test_play_from_a_position_asks_only_for_seats_and_saves_a_replay_from_it(
    data_dir: Path,
) -> None:
    from tutor.screens.game_over import GameOverScreen
    from tutor.screens.setup import SetupScreen

    app = quiet_app(start=lambda app: SetupScreen("seikatsu", LAST_PLAY))
    async with app.run_test(size=(120, 40)) as pilot:
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert "continued from a position" in str(setup.query_one("#setup-title").render())
        assert not setup.query(".option")  # the options are the position's own
        setup.action_start()  # seat 2, the computer, plays the last tile
        for _ in range(50):
            await app.workers.wait_for_complete()
            await pilot.pause()
            if isinstance(app.screen, GameOverScreen):
                break
        over = app.screen
        assert isinstance(over, GameOverScreen) and over.saved is not None
        saved = load(over.saved)
        assert saved.replay.start == LAST_PLAY and len(saved) == 1
        sheet = over.query_one(ScoreSheet)
        labels = [str(row.label) for row in sheet.rows.values()]
        given = sheet.get_row_at(labels.index(GIVEN_LABEL))
        assert [int(str(cell)) for cell in given] == [20, 15]
        assert sheet.final is not None and sheet.final.totals == (76, 76)
