"""Play's side panels: Seikatsu's rows as they stand (o) and the legend (k), for every game.

The rows panel reads engine/seikatsu/rows.py, the same standings the end scores;
choosing or pointing at a row's line lights the row on the board. Each snapshot is
paired with a Pilot test asserting the same state.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import RichLog

from engine.greedy import greedy_move
from engine.registry import GAMES, get_game
from engine.seikatsu import Options
from engine.seikatsu import board as B
from engine.seikatsu.rows import side_rows
from replays import load
from tests.tutor.conftest import quiet_app
from tests.tutor.games import saved_game
from tutor.app import NiwaApp
from tutor.plugins import ui_for
from tutor.screens.play import PlayScreen
from tutor.screens.viewer import ViewerScreen
from tutor.seikatsu.board import SeikatsuBoard
from tutor.session import COMPUTER, PERSON, TablePlan, new_session
from tutor.widgets.info_panel import InfoPanel

TURNS = 6


def play_screen(app: NiwaApp, game_id: str, options: Any) -> PlayScreen:
    """A new game for one person against the computer, recorded like any other."""
    seats = get_game(game_id).seats(get_game(game_id).new_game(options))
    names = ["You", *(f"Computer {i + 1}" for i in range(1, seats))]
    plan = TablePlan((PERSON,) + (COMPUTER,) * (seats - 1))
    return PlayScreen(new_session(game_id, options, names, plan, seed=app.settings.seed))


def mid_game(app: NiwaApp) -> PlayScreen:
    """Three players, you (pink) against two computers."""
    return play_screen(app, "seikatsu", Options(players=3))


def play_turns(screen: PlayScreen, turns: int = TURNS) -> None:
    for _ in range(turns):
        assert screen.entry_open()
        assert screen.submit(greedy_move(screen.game, screen.entry_state()))


def line_texts(panel: InfoPanel) -> list[str]:
    return [str(panel.get_option_at_index(i).prompt) for i in range(panel.option_count)]


def _playing(app: NiwaApp) -> PlayScreen:
    screen = app.screen
    assert isinstance(screen, PlayScreen)
    return screen


async def _open_rows(pilot: Pilot[None]) -> PlayScreen:
    screen = _playing(pilot.app)  # type: ignore[arg-type]
    play_turns(screen)
    await pilot.pause()
    await pilot.press("o")
    await pilot.pause()
    return screen


async def test_the_rows_panel_shows_each_sides_rows_as_they_stand() -> None:
    app = quiet_app(start=mid_game)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _open_rows(pilot)
        panel = screen.query_one("#info", InfoPanel)
        assert panel.display and not screen.query_one("#log", RichLog).display
        state = screen.session.state
        texts = line_texts(panel)
        # A heading and seven rows per side, the numbers the engine's standings give.
        assert len(texts) == 3 * 8
        for side, name in enumerate(("Pink", "Blue", "Green")):
            rows = side_rows(state.board, side)
            total = sum(row.points for row in rows)
            assert texts[8 * side] == f"{name}: {total} flower points now"
            for row, text in zip(rows, texts[8 * side + 1 : 8 * side + 8], strict=True):
                assert text.startswith(f"{row.label}  ")
                assert f"{row.points} pt" in text
        # Choosing pink's P4 lights row d on the board: its cells, the set that scores.
        panel.highlighted = 4
        await pilot.pause()
        p4 = side_rows(state.board, 0)[3]
        lit = screen.board().lit
        assert {cell for cell in p4.cells} <= set(lit)
        assert all(lit[cell] == "score" for cell in p4.flowers + p4.koi)
        # The mouse over blue's B2 lights that row instead, and only while it points.
        panel._mouse_hovering_over = 10
        await pilot.pause()
        b2 = {B.NAMES[c] for c in B.PAGODA_ROWS["blue"][1]}
        assert b2 <= set(screen.board().lit)
        panel._mouse_hovering_over = None
        await pilot.pause()
        assert set(screen.board().lit) >= set(p4.cells)
        await pilot.press("o")  # the same key puts the log back, and the board's lights go
        await pilot.pause()
        assert not panel.display and screen.query_one("#log", RichLog).display
        assert not set(p4.cells) & {
            ref for ref, kind in screen.board().lit.items() if kind == "row"
        }


async def test_a_row_label_on_the_board_lights_its_row() -> None:
    app = quiet_app(start=mid_game)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = _playing(app)
        await pilot.pause()
        board = screen.board()
        assert isinstance(board, SeikatsuBoard) and board._picture is not None
        g3 = {B.NAMES[c] for c in B.PAGODA_ROWS["green"][2]}  # g2 f3 e4 d5 c5 b5
        x, y, _, _ = board._picture.labels["G3"]
        spot = (x + board._offset[0], y + board._offset[1])
        await pilot.hover("#board", offset=spot)
        assert {c for c, kind in board.marks().items() if kind == "row"} >= g3 - {"d5"}
        await pilot.hover("#board", offset=(0, 0))  # off the label: the row goes dark
        assert not g3 & {c for c, kind in board.marks().items() if kind == "row"}
        await pilot.click("#board", offset=spot)  # a click keeps it lit
        await pilot.hover("#board", offset=(0, 0))
        assert board.chosen_row == "G3"
        assert {c for c, kind in board.marks().items() if kind == "row"} >= g3 - {"d5"}
        assert screen.desk.piece is None  # a label is no cell: nothing was placed or picked
        await pilot.click("#board", offset=spot)  # the same label again: off
        assert board.chosen_row is None


async def test_the_legend_explains_codes_rows_and_turn_order() -> None:
    app = quiet_app(start=mid_game)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = _playing(app)
        await pilot.press("k")
        await pilot.pause()
        panel = screen.query_one("#info", InfoPanel)
        texts = line_texts(panel)
        assert panel.display and str(panel.border_title) == "Legend"
        assert any("Scarlet Tanager (red)" in t for t in texts)
        assert any("Bluebell (blue)" in t for t in texts)
        assert any(t.startswith(" G  green rows G1..G7; G1 = g4 f5 e6 d7") for t in texts)
        assert any("runs anticlockwise" in t for t in texts)  # why the seats go so on screen
        await pilot.press("o")  # another panel's key swaps the panel
        await pilot.pause()
        assert str(panel.border_title) == "Rows if the game ended now"


async def test_the_preview_shows_the_change_to_the_movers_rows() -> None:
    app = quiet_app(start=mid_game)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = _playing(app)
        state = screen.session.state
        changed = unchanged = 0
        for piece in screen.ui.hand_codes(state, 0):
            for cell in sorted(screen.ui.targets(state, piece)):
                text = screen.ui.preview(state, piece, cell, points=True)
                assert text is not None
                after = screen.game.apply(state, screen.ui.moves_for(state, piece, cell)[0]).state
                # Pink's rows before and after, from the engine's standings.
                moves = [
                    f"{a.label} {a.points}->{b.points}"
                    for a, b in zip(
                        side_rows(state.board, 0), side_rows(after.board, 0), strict=True
                    )
                    if a.points != b.points
                ]
                if moves:
                    changed += 1
                    assert text.plain.endswith("your rows: " + ", ".join(moves))
                else:
                    unchanged += 1
                    assert text.plain.endswith("your rows: no change")
                # A lesson's do step keeps points to itself, rows included.
                hidden = screen.ui.preview(state, piece, cell, points=False)
                assert hidden is not None and "rows" not in hidden.plain
        assert changed and unchanged  # a first tile next to one setup tile: some rows grow
        await pilot.pause()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_offers_the_panels_it_fills(game_id: str) -> None:
    ui = ui_for(game_id)
    game = get_game(game_id)
    state = game.new_game(game.options_type())
    # A game either has a standings panel with lines, or none and no lines; the legend
    # starts with the pieces' key.
    if ui.standings_title:
        assert ui.standings(state)
    else:
        assert ui.standings(state) == []
    assert [line.text for line in ui.legend()][: len(ui.pieces_legend())] == ui.pieces_legend()


@pytest.mark.parametrize("game_id", GAMES)
async def test_the_panel_keys_follow_what_each_game_fills(game_id: str) -> None:
    options = get_game(game_id).options_type()
    app = quiet_app(start=lambda app: play_screen(app, game_id, options))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = _playing(app)
        ui = screen.ui
        assert screen.check_action("panel", ("standings",)) == bool(ui.standings_title)
        assert screen.check_action("panel", ("legend",)) == bool(ui.legend())
        await pilot.press("k")
        await pilot.pause()
        assert screen.query_one("#info", InfoPanel).display == bool(ui.legend())


def _snap_rows(size: tuple[int, int]) -> tuple[NiwaApp, Any]:
    async def check(pilot: Pilot[None]) -> None:
        screen = await _open_rows(pilot)
        panel = screen.query_one("#info", InfoPanel)
        panel.highlighted = 4  # pink's P4, lit on the board
        await pilot.pause()
        assert panel.display and line_texts(panel)[4].startswith("P4  ")

    return quiet_app(start=mid_game), check


def test_rows_panel_at_120_by_40(snap_compare: Any) -> None:
    app, check = _snap_rows((120, 40))
    assert snap_compare(app, terminal_size=(120, 40), run_before=check)


def test_rows_panel_at_80_by_24(snap_compare: Any) -> None:
    app, check = _snap_rows((80, 24))
    assert snap_compare(app, terminal_size=(80, 24), run_before=check)


def _legend_check() -> Any:
    async def check(pilot: Pilot[None]) -> None:
        await pilot.press("k")
        await pilot.pause()
        panel = _playing(pilot.app).query_one("#info", InfoPanel)  # type: ignore[arg-type]
        assert panel.display and str(panel.border_title) == "Legend"

    return check


def test_legend_at_120_by_40(snap_compare: Any) -> None:
    assert snap_compare(
        quiet_app(start=mid_game), terminal_size=(120, 40), run_before=_legend_check()
    )


def test_legend_at_80_by_24(snap_compare: Any) -> None:
    assert snap_compare(
        quiet_app(start=mid_game), terminal_size=(80, 24), run_before=_legend_check()
    )


async def test_the_viewer_shows_the_rows_as_they_stood_at_the_ply(data_dir: Any) -> None:
    path = saved_game("evening.niwa.json", seed=5)
    app = quiet_app(start=lambda app: ViewerScreen(load(path), path))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, ViewerScreen)
        screen.seek(30)
        await pilot.press("o")
        await pilot.pause()
        panel = screen.query_one("#info", InfoPanel)
        assert panel.display and not screen.query_one("#moves").display
        state = screen.line.state_at(30)
        total = sum(row.points for row in side_rows(state.board, 0))
        assert line_texts(panel)[0] == f"Pink: {total} flower points now"
        screen.seek(60)  # stepping on refreshes the standings
        await pilot.pause()
        later = sum(row.points for row in side_rows(screen.line.state_at(60).board, 0))
        assert line_texts(panel)[0] == f"Pink: {later} flower points now"
        await pilot.press("k")
        await pilot.pause()
        assert str(panel.border_title) == "Legend"
        await pilot.press("k")
        await pilot.pause()
        assert not panel.display and screen.query_one("#moves").display
