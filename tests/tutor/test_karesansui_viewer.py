"""Karesansui in the viewer: every move explained with the players' names and the rule,
the bidding board with standing bids, a garden with its forbidden sets, demerit values
face down in a seat's view while the game lasts; the whole table reachable at 80x24.

The game is the three-player start of tests/engine/karesansui_script.py with Ann, Bob
and Cy: Ann 2W@1, Bob 1W@1 (undercutting Ann), Cy -@2, Ann -@1 (undercutting Bob), Bob
passes and draws 1Y; Bob and Cy are clean, Ann holds the rulebook's 1 2222 333 and hands
in the Straight Flush 1R 2R 3R.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec
from textual.pilot import Pilot

from engine.karesansui import GAME, Options
from replays import MoveRecord, load, new_replay, replays_dir, save
from tests.engine.karesansui_script import START_3P
from tests.tutor.conftest import quiet_app
from tutor.app import NiwaApp
from tutor.karesansui.board import KaresansuiBoard
from tutor.screens.viewer import ViewerScreen

SCRIPT = f"{START_3P} 2W@1 1W@1 -@2 -@1 pass +1Y done done S:1R2R3R"
SETUP_PLIES = len(START_3P.split())
UNDERCUT = SETUP_PLIES + 2
"""Bob's 1W@1, undercutting Ann's 2W."""
SETS = SETUP_PLIES + 8
"""After Cy's done: Ann to hand in a set from 1 2222 333."""
HANDED_IN = SETS + 1


def game_file() -> Path:
    state = GAME.new_game(Options(players=3))
    moves = []
    for text in SCRIPT.split():
        move = GAME.parse_move(state, text)
        state = GAME.apply(state, move).state
        moves.append(MoveRecord(move))
    record = new_replay("karesansui", Options(players=3), ["Ann", "Bob", "Cy"])
    record = msgspec.structs.replace(record, moves=moves)
    replays_dir().mkdir(parents=True, exist_ok=True)
    return save(record, replays_dir() / "undercut.niwa.json")


def viewer_app(path: Path) -> NiwaApp:
    return quiet_app(start=lambda app: ViewerScreen(load(path), path))


def at(ply: int) -> Any:
    async def run(pilot: Pilot[None]) -> None:
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, ViewerScreen)
        screen.seek(ply)
        await pilot.pause()

    return run


async def shown_at(pilot: Pilot[None], ply: int) -> ViewerScreen:
    await at(ply)(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, ViewerScreen)
    return screen


def board_text(screen: ViewerScreen) -> str:
    board = screen.query_one(KaresansuiBoard)
    return "\n".join(line.plain for line in board._picture.lines)  # type: ignore[union-attr]


def explanation(screen: ViewerScreen) -> str:
    return screen.explanation().plain


async def test_the_undercut_is_explained_with_names_and_the_rule(data_dir: Path) -> None:
    async with viewer_app(game_file()).run_test(size=(120, 40)) as pilot:
        screen = await shown_at(pilot, UNDERCUT)
        said = explanation(screen)
        assert said.startswith(f"Ply {UNDERCUT}, round 1: Bob played 1W@1.")
        # karesansui.bid.lower, then karesansui.bid.displaced
        assert (
            "Bob bids 1W (value 1, 1 rock) on pile 1, undercutting Ann's 2W (value 2, 1 rock): "
            "a lower value.\nRule: Beating a bid means offering less." in said
        )
        assert "Ann takes 2W back into the garden, free to bid again.\nRule: A beaten bid" in said
        assert "seat 1" not in said and "seat 2" not in said
        # the bidding board: each pile, its value and the standing bid, by name
        board = board_text(screen)
        assert "Piles (made by Ann):" in board
        assert "Pile 1: 1R 3R 3R = 7   Bob bids 1W (1 in 1 rock)" in board
        assert "Pile 2: 3B 3W = 6   no bid" in board
        assert "seat " not in board


async def test_the_pass_the_draw_and_the_piles_taken(data_dir: Path) -> None:
    async with viewer_app(game_file()).run_test(size=(120, 40)) as pilot:
        screen = await shown_at(pilot, SETUP_PLIES + 5)  # Bob's pass
        said = explanation(screen)
        assert "Bob passes, which ends the bidding: every pile has a bid." in said
        assert "Bob takes a Pass card, worth 1." in said  # everything open
        screen.seek(SETUP_PLIES + 6)  # the bag gives Bob 1Y
        await pilot.pause()
        said = explanation(screen)
        assert said.startswith(
            f"Ply {SETUP_PLIES + 6}, round 1: The bag: Bob draws 1Y for passing."
        )
        assert "Ann takes pile 1 (1R 3R 3R) into the garden for an empty bid." in said
        assert "Cy takes pile 2 (3B 3W) into the garden for an empty bid." in said


async def test_a_set_handed_in_and_its_value_face_down_to_the_others(data_dir: Path) -> None:
    async with viewer_app(game_file()).run_test(size=(120, 40)) as pilot:
        screen = await shown_at(pilot, SETS)
        board = board_text(screen)
        # karesansui.sets.*: Ann's garden, each forbidden set outlined and named
        assert "! Trips: cell III rd" in board and "! Straight Flush: column rd" in board
        screen.seek(HANDED_IN)
        await pilot.pause()
        said = explanation(screen)
        assert "Ann hands in the Straight Flush 1R 2R 3R to the bag and takes a Straight" in said
        assert "worth 1" in said  # everything open
        screen.nav.action_perspective()  # seen as Ann
        screen.nav.action_perspective()  # seen as Bob: karesansui.demerits.hidden
        await pilot.pause()
        said = explanation(screen)
        assert "worth" not in said and "how much is hidden from you" in said
        assert "1S: ? demerits" in board_text(screen)


async def test_the_whole_table_scrolls_into_view_at_80x24(data_dir: Path) -> None:
    async with viewer_app(game_file()).run_test(size=(80, 24)) as pilot:
        screen = await shown_at(pilot, SETS)
        board = screen.query_one(KaresansuiBoard)
        lines = len(board._picture.lines)  # type: ignore[union-attr]
        assert lines > board.scrollable_content_region.height  # taller than the screen
        board.scroll_end(animate=False)
        await pilot.pause()
        assert board.scroll_y + board.scrollable_content_region.height >= lines


async def test_shift_arrows_scroll_the_gardens_a_page_at_a_time_at_80x24(data_dir: Path) -> None:
    async with viewer_app(game_file()).run_test(size=(80, 24)) as pilot:
        screen = await shown_at(pilot, SETS)
        board = screen.query_one(KaresansuiBoard)
        page = board.scrollable_content_region.height - 1
        end = board.max_scroll_y
        assert end > 0  # three gardens are taller than the board's panel
        await pilot.press("shift+down")
        assert board.scroll_y == min(page, end) and screen.ply == SETS
        await pilot.press("shift+down")
        assert board.scroll_y == min(2 * page, end)  # no further than the last garden
        await pilot.press("shift+up", "shift+up")
        assert board.scroll_y == 0 and screen.ply == SETS


def test_snapshot_the_bidding_board_and_an_undercut(snap_compare: Any, data_dir: Path) -> None:
    assert snap_compare(viewer_app(game_file()), terminal_size=(120, 40), run_before=at(UNDERCUT))


def test_snapshot_the_bidding_board_at_80x24(snap_compare: Any, data_dir: Path) -> None:
    assert snap_compare(viewer_app(game_file()), terminal_size=(80, 24), run_before=at(UNDERCUT))


def test_snapshot_a_garden_with_forbidden_sets(snap_compare: Any, data_dir: Path) -> None:
    assert snap_compare(viewer_app(game_file()), terminal_size=(120, 40), run_before=at(SETS))


def test_snapshot_a_garden_with_forbidden_sets_at_80x24(snap_compare: Any, data_dir: Path) -> None:
    assert snap_compare(viewer_app(game_file()), terminal_size=(80, 24), run_before=at(SETS))
