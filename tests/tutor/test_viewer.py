"""The replay viewer: stepping, every point explained, the score sheet, perspectives, what if."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import DataTable, OptionList, Static

from engine.core import CHANCE, GameOver, Score
from engine.seikatsu import board as B
from replays import load
from tests.tutor.conftest import quiet_app
from tests.tutor.games import saved_game
from tutor.app import NiwaApp
from tutor.screens.dialogs import AskText
from tutor.screens.viewer import ViewerScreen
from tutor.widgets.keybar import KeyBar
from tutor.widgets.score_sheet import ScoreSheet
from tutor.widgets.scrubber import Scrubber


@pytest.fixture
def game(data_dir: Path) -> Path:
    return saved_game("evening.niwa.json", seed=5)


def viewer_app(path: Path) -> NiwaApp:
    return quiet_app(start=lambda app: ViewerScreen(load(path), path))


def viewer(pilot: Pilot[None]) -> ViewerScreen:
    screen = pilot.app.screen
    assert isinstance(screen, ViewerScreen)
    return screen


def text_of(screen: Any, selector: str) -> str:
    return str(screen.query_one(selector, Static).render())


def first_scoring_ply(screen: ViewerScreen, after: int = 0) -> int:
    return next(
        p
        for p in range(after + 1, len(screen.line) + 1)
        if any(isinstance(e, Score) for e in screen.line.events_at(p))
    )


def person_ply(screen: ViewerScreen, after: int) -> int:
    """A position (after ``after``) where a seat, not the bag, is to move."""
    return next(
        p
        for p in range(after, len(screen.line))
        if screen.game.to_move(screen.line.state_at(p)) >= 0
    )


def test_the_selected_move_is_explained_with_its_rule_and_cells(
    game: Path, snap_compare: Any
) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = viewer(pilot)
        ply = first_scoring_ply(screen)
        screen.seek(ply)
        await pilot.pause()
        [score] = [e for e in screen.line.events_at(ply) if isinstance(e, Score)]
        text = text_of(screen, "#explain")
        turn = screen.line.round_at(ply)  # a play: in a turn of the table, never setup
        assert turn >= 1 and f"Ply {ply}, round {turn}: " in text
        assert f"+{score.points} " in text and score.detail in text
        assert f"Rule: {screen.game.rules[score.rule].title}." in text
        assert {ref for ref, kind in screen.highlights_shown.items() if kind == "score"} == set(
            score.refs
        )
        assert screen.query_one("#moves", DataTable).cursor_row == ply
        assert f"Ply {ply} of {len(screen.line)}" in str(screen.query_one("#scrubber").render())

    assert snap_compare(viewer_app(game), terminal_size=(120, 40), run_before=check)


async def test_keys_step_jump_by_round_and_go_to_a_ply(game: Path) -> None:
    app = viewer_app(game)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, ViewerScreen)
        await pilot.press("right", "right", "left")
        assert screen.ply == 1
        await pilot.press("end")
        assert screen.ply == len(screen.line) == 69
        await pilot.press("home", "pagedown")
        first_round = screen.ply
        # The first turn of the table is seat 1's first play, after 3 setup tiles and 6
        # dealt (seikatsu.turn.order): ply 10.
        assert first_round == 10 and screen.game.to_move(screen.line.state_at(9)) == 0
        assert "Round 1" in str(screen.query_one("#scrubber").render())
        await pilot.press("pagedown")
        assert screen.ply == 10 + 6  # a turn of three players, each a play and a draw
        assert "Round 2" in str(screen.query_one("#scrubber").render())
        await pilot.press("pageup")
        assert screen.ply == 10
        await pilot.press("pageup")
        assert screen.ply == 0  # before the first turn: the start
        assert "Setup" in str(screen.query_one("#scrubber").render())
        await pilot.press("g")
        assert isinstance(app.screen, AskText)
        await pilot.press("1", "2", "enter")
        assert screen.ply == 12


async def test_with_nothing_focused_the_keys_still_step_and_the_key_bar_names_them(
    game: Path,
) -> None:
    """The arrows, End and the rest are ReplayNav's, around every widget that takes the
    focus; with nothing focused Textual asks the screen alone, which hands them on and
    puts the focus back on the timeline (so the key bar names them again)."""
    app = viewer_app(game)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = viewer(pilot)
        screen.set_focus(None)
        await pilot.pause()
        assert "Forward" not in str(screen.query_one(KeyBar).render())
        await pilot.press("right")
        assert screen.ply == 1 and screen.focused is screen.query_one(Scrubber)
        assert "Forward" in str(screen.query_one(KeyBar).render())
        screen.set_focus(None)
        await pilot.press("end")
        assert screen.ply == len(screen.line)


def test_the_score_sheet_lights_up_a_row_and_its_flowers(game: Path, snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = viewer(pilot)
        screen.action_sheet()  # to the end, the sheet focused
        await pilot.pause()
        sheet = screen.query_one(ScoreSheet)
        assert sheet.display and sheet.has_focus
        final = screen.game.final_scoring(screen.line.final_state())
        labels = [str(sheet.get_row_at(r)) for r in range(sheet.row_count)]
        assert len(labels) == 1 + 7 + 1  # birds, seven rows, total
        totals = [int(str(cell)) for cell in sheet.get_row_at(sheet.row_count - 1)]
        assert totals == list(final.totals) == list(screen.line.scores_at(69))
        sheet.move_cursor(row=4, column=1)  # row 4 of the second player (blue)
        await pilot.pause()
        line = screen.sheet_line
        assert line is not None and line.side == 1 and line.detail.startswith("row B4:")
        row = {B.NAMES[c] for c in B.PAGODA_ROWS["blue"][3]}
        marks = screen.highlights_shown
        assert {c for c, k in marks.items() if k == "score"} == set(line.refs)
        assert {c for c, k in marks.items() if k in ("row", "score")} == row
        assert line.detail in text_of(screen, "#sheet-note")
        assert any(isinstance(e, GameOver) for e in screen.line.events_at(69))

    assert snap_compare(viewer_app(game), terminal_size=(120, 40), run_before=check)


def test_seen_as_a_seat_hides_the_others_hands_and_draws(game: Path, snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = viewer(pilot)
        screen.seek(30)
        await pilot.press("v", "v")
        assert screen.perspective == 1
        seats = text_of(screen, "#seats")
        assert "seen as: Ben (blue)" in str(screen.query_one("#scrubber").render())
        assert seats.count("??") == 4  # Aki's and Chie's two tiles each
        table = screen.query_one("#moves", DataTable)
        move_at = table.get_column_index("move")
        moves = [str(table.get_row_at(r)[move_at]) for r in range(table.row_count)]
        assert moves[4] == "Aki drew a starting tile"  # Aki's: hidden from Ben
        assert moves[6].startswith("Ben drew ") and moves[6] != "Ben drew a starting tile"
        who = [str(table.get_row_at(r)[1]) for r in range(table.row_count)]
        assert who[4] == who[6] == "the bag"  # the dealer's moves, never a player's
        await pilot.pause()  # let the move list settle its scroll before the snapshot

    assert snap_compare(viewer_app(game), terminal_size=(120, 40), run_before=check)


def test_what_if_refuses_an_illegal_move_with_its_rule(game: Path, snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = viewer(pilot)
        ply = person_ply(screen, 20)
        screen.seek(ply)
        await pilot.press("w")
        assert screen.entering and screen.query_one("#board").has_focus
        screen.action_pick(0)
        occupied = next(n for n in ("d5", "c3", "e3"))  # setup tiles: never empty
        screen.desk.place(occupied)
        await pilot.pause()
        text = text_of(screen, "#explain")
        assert f"Refused: {occupied} already holds a tile" in text
        assert "Rule: An empty cell." in text
        assert screen.highlights_shown[occupied] == "refused"
        assert screen.main.replay.variations == [] and screen.ply == ply

    assert snap_compare(viewer_app(game), terminal_size=(120, 40), run_before=check)


def test_what_if_opens_a_branch_kept_and_saved_beside_the_main_line(
    game: Path, snap_compare: Any
) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = viewer(pilot)
        ply = person_ply(screen, 20)
        screen.seek(ply)
        screen.action_what_if()
        played = screen.main.move_at(ply + 1)
        other = next(m for m in screen.game.legal_moves(screen.entry_state()) if m != played)
        assert screen.what_if.submit(other)
        await pilot.pause()
        assert screen.var_index == 0 and screen.ply == ply + 1
        assert screen.line.move_at(ply + 1) == other
        # The next move is the bag's: d draws at random, and the branch grows.
        assert screen.game.to_move(screen.entry_state()) == CHANCE
        await pilot.press("d")
        assert len(screen.line) == ply + 2
        saved = load(game)
        [variation] = saved.replay.variations
        assert (variation.name, variation.from_ply) == (f"what if {ply}", ply)
        assert [r.move for r in variation.moves] == [other, screen.line.move_at(ply + 2)]
        assert len(saved) == 69  # the main line is untouched
        lines = screen.query_one("#lines", OptionList)
        assert lines.display and lines.option_count == 2
        await pilot.press("m")
        assert screen.var_index is None and screen.line is screen.main

    assert snap_compare(viewer_app(game), terminal_size=(120, 40), run_before=check)


def test_the_viewer_fits_80_by_24(game: Path, snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = viewer(pilot)
        screen.seek(first_scoring_ply(screen, 30))
        await pilot.pause()
        board = screen.query_one("#board")
        assert board.size.width >= 38 and board.size.height >= 15  # the compact drawing fits

    assert snap_compare(viewer_app(game), terminal_size=(80, 24), run_before=check)


async def test_a_bad_file_gives_one_line_and_no_viewer(tmp_path: Path) -> None:
    bad = tmp_path / "broken.niwa.json"
    bad.write_text('{"format": "niwa-replay", "version": "1.0", "game": "go"}')
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        assert app.open_replay(bad) is None
        await pilot.pause()
        assert type(app.screen).__name__ == "HomeScreen"
        [note] = list(app._notifications)
        assert "broken.niwa.json" in note.message and "\n" not in note.message


def test_go_to_a_ply_asks_for_the_number(game: Path, snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = viewer(pilot)
        await pilot.press("g")
        dialog = pilot.app.screen
        assert isinstance(dialog, AskText) and "Go to ply (0 to 69):" in dialog.question
        await pilot.press("x", "enter")
        assert pilot.app.screen is screen and screen.ply == 0  # not a number: nothing moves

    assert snap_compare(viewer_app(game), terminal_size=(120, 40), run_before=check)


async def test_the_timeline_seeks_on_click_and_follows_a_drag(game: Path) -> None:
    async with viewer_app(game).run_test(size=(120, 40)) as pilot:
        screen = viewer(pilot)
        scrubber = screen.query_one("#scrubber")
        left, top = scrubber.gutter.left, scrubber.gutter.top
        bar = top + scrubber.content_size.height - 1  # the bar's row, in widget cells
        width = scrubber.content_size.width
        total = len(screen.line)

        def ply_at(x: int) -> int:  # content column -> ply, as the bar is drawn
            return round(x * total / (width - 1))

        await pilot.click("#scrubber", offset=(left + width // 2, bar))
        assert screen.ply == ply_at(width // 2)
        await pilot.mouse_down("#scrubber", offset=(left + 2, bar))
        assert screen.ply == ply_at(2)
        await pilot.hover("#scrubber", offset=(left + width - 1, top))  # off the bar's row
        await pilot.pause()
        assert screen.ply == total
        await pilot.mouse_up("#scrubber", offset=(left + width - 1, bar))
        await pilot.hover("#scrubber", offset=(left, bar))  # released: no more seeking
        await pilot.pause()
        assert screen.ply == total
