"""Every score sheet number opens what made it, in every game (issue 22).

Sakura's sheet said "16 shurikens on 15 trick cards" and no screen listed the cards;
Karesansui's said "click a number: its rocks light up" and nothing happened (its
demerits are rows of play, which opened nothing). Each number of the sheet, rows of
play included, now opens the Score events behind it: they add up to the number, and
the viewer's note lists each with its refs (Sakura's cards with their symbols).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.coordinate import Coordinate

from engine.registry import GAMES
from replays import replays_dir, save
from tests.replays.factory import random_game_replay
from tests.tutor.test_viewer import viewer, viewer_app
from tutor.widgets.score_sheet import ScoreSheet


def finished_game(game_id: str) -> Path:
    folder = replays_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return save(random_game_replay(game_id, seed=11), folder / f"{game_id}.niwa.json")


@pytest.mark.parametrize("game_id", sorted(GAMES))
async def test_every_number_of_the_sheet_opens_the_scores_behind_it(
    game_id: str, data_dir: Path
) -> None:
    path = finished_game(game_id)
    async with viewer_app(path).run_test(size=(120, 40)) as pilot:
        screen = viewer(pilot)
        screen.action_sheet()
        await pilot.pause()
        sheet = screen.query_one(ScoreSheet)
        sheet.focus()  # the sheet shown, the cursor on it (s, or a click)
        await pilot.pause()
        opened = 0
        for row in range(sheet.row_count):
            label = str(sheet.rows[sheet.ordered_rows[row].key].label)
            if label == "Total" or row >= sheet.row_count - 1 - bool(sheet.final.tiebreak_values):  # type: ignore[union-attr]
                continue
            for side in range(len(sheet.columns)):
                shown = str(sheet.get_cell_at(Coordinate(row, side))).strip()
                if not shown.isdigit():
                    continue  # "-": nothing to open
                made = sheet.made_of.get((row, side), ())
                if not made and shown == "0":
                    continue  # nothing scored there
                assert made, (label, side, shown)
                assert sum(line.points for line in made) == int(shown), (label, side)
                sheet.move_cursor(row=row, column=side)
                await pilot.pause()
                assert screen.sheet_lines == made
                note = str(screen.query_one("#sheet-note").render())
                for line in made:
                    assert line.detail in note
                    for ref in line.refs:
                        assert str(screen.ui.ref_text(screen.shown_state(), ref)) in note
                opened += 1
        assert opened
