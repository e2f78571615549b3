"""A whole game against the computer, played through the app, saved, and reviewed.

The scores the viewer shows must be exactly those of ``niwa score --json``.
"""

from __future__ import annotations

import contextlib
import io
import json
import re

from textual.widgets import Static

from engine.seikatsu import Options, Play
from tests.tutor.conftest import quiet_app
from tutor.cli import main
from tutor.screens.dialogs import ChooseOne
from tutor.screens.game_over import GameOverScreen
from tutor.screens.play import PlayScreen
from tutor.screens.viewer import ViewerScreen
from tutor.session import COMPUTER, PERSON, Due, TablePlan
from tutor.widgets.score_sheet import ScoreSheet


def shown_scores(screen: ViewerScreen) -> list[int]:
    seats = str(screen.query_one("#seats", Static).render())
    return [int(points) for points in re.findall(r"(\d+) (?:bird )?points", seats)]


async def test_a_three_player_game_against_the_computer_end_to_end() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        play = app.start_game(
            "seikatsu",
            Options(players=3),
            ["Ann", "Bob", "Cy"],
            TablePlan((PERSON, COMPUTER, COMPUTER)),
        )
        assert isinstance(play, PlayScreen)
        await pilot.pause()
        turns = 0
        while play.session.due() == Due.PERSON:
            # Ann plays the first legal move, as a person would: pick the tile, then the cell.
            move = play.game.legal_moves(play.session.state)[0]
            assert isinstance(move, Play)
            play.action_pick(play.ui.hand_codes(play.session.state, 0).index(move.tile))
            play.desk.place(move.cell)
            await pilot.pause()
            if isinstance(app.screen, ChooseOne):  # a koi: which bird
                app.screen.dismiss(0)
                await pilot.pause()
            turns += 1
        assert turns == 11  # rule seikatsu.turn.order: 11 turns each with three players
        over = app.screen
        assert isinstance(over, GameOverScreen) and over.saved is not None
        saved = over.saved
        over.action_choose("review")
        await pilot.pause()

        viewer = app.screen
        assert isinstance(viewer, ViewerScreen) and viewer.path == saved
        assert len(viewer.line) == 69
        out = io.StringIO()
        with contextlib.redirect_stdout(out):  # the app holds sys.stdout while it runs
            assert main(["score", str(saved), "--json"]) == 0
        report = json.loads(out.getvalue())
        expected = [side["score"] for side in report["players"]]

        await pilot.press("end")
        assert shown_scores(viewer) == expected
        sheet = viewer.query_one(ScoreSheet)
        totals = [int(str(c)) for c in sheet.get_row_at(sheet.row_count - 1)]
        assert totals == expected
        await pilot.press("left", "left", "right")
        assert viewer.ply == 68 and shown_scores(viewer) == list(viewer.line.scores_at(68))
        await pilot.press("home")
        assert viewer.ply == 0 and shown_scores(viewer) == [0, 0, 0]
        for ply in range(1, 70):  # stepping through shows each ply's running scores
            viewer.nav.action_step(1)
            assert shown_scores(viewer) == list(viewer.line.scores_at(ply))
        assert viewer.ply == 69 and shown_scores(viewer) == expected
        assert report["winners"] == [
            report["players"][s]["name"]
            for s in viewer.game.final_scoring(viewer.line.final_state()).winners
        ]
