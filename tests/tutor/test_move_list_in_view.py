"""The viewer's move list always shows the ply it stands on, in every game (issue 22).

A reviewed game at 80x24 showed plies 0 to 9 with the cursor on ply 10, the blunder ``n``
had gone to, out of sight; a loaded run of the suite showed ply 10, as the refreshes
fell. The list scrolled to its cursor against the height it had then, and the ply's
explanation below it grew afterwards and shrank it. Every table now scrolls its cursor
back into view when it is resized (``tutor/widgets/settled_table.py``). Walked here for
every game at both sizes: each ply stepped to, the end (where the score sheet takes room
from the list), the start, and a ply asked for by number.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.widgets import DataTable

from engine.registry import GAMES
from tests.tutor.test_sheet_cells import finished_game
from tests.tutor.test_viewer import viewer, viewer_app

SIZES = [(120, 40), (80, 24)]
STEPS = 24
"""Plies stepped through one by one from the start (the list scrolls from about 10)."""
SHRINK = 3
"""Rows the terminal loses after each move through the list."""


def cursor_row_shown(table: DataTable[Any]) -> bool:
    """Whether the cursor's row lies wholly among the rows the table shows now."""
    rows = table.ordered_rows
    top = sum(row.height for row in rows[: table.cursor_row])
    header = table.header_height if table.show_header else 0
    window = table.scrollable_content_region.height - header
    bottom = top + rows[table.cursor_row].height
    return table.scroll_y <= top and bottom <= table.scroll_y + window


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game_id", sorted(GAMES))
async def test_the_move_list_shows_the_ply_it_stands_on(
    game_id: str, size: tuple[int, int], data_dir: Path
) -> None:
    path = finished_game(game_id)
    async with viewer_app(path).run_test(size=size) as pilot:
        screen = viewer(pilot)
        table = screen.query_one("#moves", DataTable)
        last = len(screen.line)

        async def assert_shown(how: str) -> None:
            """In sight after ``how``, and still after the terminal loses rows (the list
            shrinks after it scrolled, as when the panel below it grows) and gets them back."""
            await pilot.pause()
            assert table.cursor_row == screen.ply, how
            assert cursor_row_shown(table), f"{how}: ply {screen.ply} is out of sight"
            for height in (size[1] - SHRINK, size[1]):
                await pilot.resize_terminal(size[0], height)
                await pilot.pause()
                shown = cursor_row_shown(table)
                assert shown, f"{how}, then {height} rows: ply {screen.ply} is out of sight"

        for _ in range(min(STEPS, last)):
            screen.nav.action_step(1)
            await assert_shown("Right")
        screen.nav.action_last()
        await assert_shown("End")
        assert screen.ply == last
        screen.nav.action_first()
        await assert_shown("Home")
        screen.nav.go_to(str(last // 2))
        await assert_shown("g")
        assert screen.ply == last // 2
