"""The final score sheet by deck, with the rocks tie-break only where it decides; and the
rows of points during play adding up to them for every game."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import msgspec
import pytest
from textual.pilot import Pilot

from engine.playout import random_moves, replay
from engine.registry import GAMES, get_game
from replays import MoveRecord, load, new_replay, replays_dir, save
from tests.tutor.conftest import quiet_app
from tutor.app import NiwaApp
from tutor.plugins import ui_for
from tutor.screens.viewer import ViewerScreen
from tutor.widgets.score_sheet import ScoreSheet

TIED = 15
"""Three players, random seed 15: seats 1 and 3 tie on 18 demerits, 4 rocks to 10."""
UNTIED = 3


def finished(players: int, seed: int) -> Path:
    game = get_game("karesansui")
    options = game.options_type(players=players)
    moves = random_moves(game, options, random.Random(seed))
    record = new_replay("karesansui", options, ["Aki", "Ben", "Chie", "Dai"][:players])
    record = msgspec.structs.replace(record, moves=[MoveRecord(m) for m in moves])
    replays_dir().mkdir(parents=True, exist_ok=True)
    return save(record, replays_dir() / f"rocks-{seed}.niwa.json")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_rows_of_play_add_up_and_a_tiebreak_row_only_where_one_decides(game_id: str) -> None:
    game = get_game(game_id)
    options = game.options_type()
    for seed in range(4):
        state, _ = replay(game, options, random_moves(game, options, random.Random(seed)))
        final = game.final_scoring(state)
        rows = ui_for(game_id).play_rows(state, final)
        sums = [sum(column) for column in zip(*(v for _, v in rows), strict=True)]
        assert (sums or [0] * len(final.during_play)) == list(final.during_play)
        if final.tiebreak is None:
            assert final.tiebreak_values == ()


def sheet_rows(sheet: ScoreSheet) -> dict[str, list[str]]:
    out = {}
    for key in sheet.rows:
        label = sheet.rows[key].label
        out[str(label)] = [str(cell) for cell in sheet.get_row(key)]
    return out


def viewer_at_end(path: Path) -> NiwaApp:
    return quiet_app(start=lambda app: ViewerScreen(load(path), path))


async def _end(pilot: Pilot[None]) -> ScoreSheet:
    await pilot.pause()
    await pilot.press("end")
    await pilot.pause()
    return pilot.app.screen.query_one(ScoreSheet)


async def test_the_sheet_by_deck_with_the_tiebreak_that_decided(data_dir: Path) -> None:
    path = finished(3, TIED)
    final_state = load(path).final_state()
    async with viewer_at_end(path).run_test(size=(120, 40)) as pilot:
        rows = sheet_rows(await _end(pilot))
        assert list(rows) == ["Pass", "Trips", "Foursome", "Flush", "Total", "Ties: fewest rocks"]
        for seat in range(3):  # each deck row is the sum of that deck's cards
            for deck, label in enumerate(["Pass", "Trips", "Foursome", "Flush"]):
                cards = [v for d, v in final_state.cards[seat] if d == deck]
                assert rows[label][seat] == str(sum(cards))
        assert rows["Total"] == ["18", "26", "18"]
        assert rows["Ties: fewest rocks"] == [
            "4",
            "5",
            "10",
        ]  # karesansui.end.tiebreak: seat 1 wins


async def test_no_tiebreak_is_invented(data_dir: Path) -> None:
    path = finished(3, UNTIED)
    async with viewer_at_end(path).run_test(size=(120, 40)) as pilot:
        rows = sheet_rows(await _end(pilot))
        assert "Ties: fewest rocks" not in rows and list(rows)[-1] == "Total"


def test_snapshot_the_final_sheet(snap_compare: Any, data_dir: Path) -> None:
    path = finished(3, TIED)
    assert snap_compare(viewer_at_end(path), terminal_size=(120, 40), run_before=_end)


def test_snapshot_the_final_sheet_at_80x24(snap_compare: Any, data_dir: Path) -> None:
    path = finished(3, TIED)
    assert snap_compare(viewer_at_end(path), terminal_size=(80, 24), run_before=_end)
