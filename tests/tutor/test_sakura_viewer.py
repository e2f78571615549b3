"""Sakura in the replay viewer: every move told with why it was allowed (the engine's
Log words and the rule they cite), other hands as backs when seen as one seat, faces
when everything is open. The game is tests/tutor/test_sakura_table.py's START deal
(seat 1 Ann, seat 2 Bob), then L:B9 R:G2 end xL:P2.
"""

from __future__ import annotations

from pathlib import Path

import msgspec
from textual.widgets import Static

from engine.sakura import GAME, Options
from replays import MoveRecord, load, new_replay, replays_dir, save
from tests.tutor.conftest import quiet_app
from tests.tutor.test_sakura_table import START
from tutor.app import NiwaApp
from tutor.sakura.board import SakuraBoard
from tutor.screens.viewer import ViewerScreen

SCRIPT = [START, "L:B9", "R:G2", "end", "xL:P2"]


def saved() -> Path:
    state = GAME.new_game(Options(players=2))
    moves = []
    for text in SCRIPT:
        move = GAME.parse_move(state, text)
        state = GAME.apply(state, move).state
        moves.append(MoveRecord(move))
    replay = new_replay(GAME.id, Options(players=2), ["Ann", "Bob"])
    replay = msgspec.structs.replace(replay, moves=moves, created_at="2026-03-01T14:05:09Z")
    folder = replays_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return save(replay, folder / "sakura.niwa.json")


def viewer_app() -> NiwaApp:
    """The app opened on the saved game's replay."""
    path = saved()
    return quiet_app(start=lambda app: ViewerScreen(load(path), path))


def viewer(app: NiwaApp) -> ViewerScreen:
    screen = app.screen
    assert isinstance(screen, ViewerScreen)
    return screen


def explanation(screen: ViewerScreen) -> str:
    return str(screen.query_one("#explain", Static).render())


async def test_every_move_is_told_with_its_rule() -> None:
    app = viewer_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = viewer(app)
        await pilot.press("right", "right")  # ply 2: L:B9
        said = explanation(screen)
        assert "Ann covered the left pile's B7 with B9: a blue 9 is higher than 7 on the" in said
        assert "Rule: Higher on +, lower on -" in said  # sakura.play.direction
        await pilot.press("right", "right", "right")  # ply 5: Bob takes the left pile
        said = " ".join(explanation(screen).split())
        assert (
            "Bob could not cover the left pile's B9 (no card in hand is a higher blue or a "
            "9): took its 2 cards, B7 B9, with 2 shurikens, and started it again with P2."
        ) in said
        assert "Rule: Taking a pile" in said and "Rule: Coins for tricks" in said
        assert "No points for this move" not in said


async def test_other_hands_are_backs_as_one_seat_and_faces_all_open() -> None:
    app = viewer_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = viewer(app)
        await pilot.press("end")
        board = screen.query_one(SakuraBoard)
        lines = [line.plain for line in board.picture(board.size.width).lines]
        # all open: the hand on turn (Bob's: 14 - P2 = 13) drawn above, Ann's 12 left
        # (B9 and G2 played) as faces under her line
        ann = next(i for i, line in enumerate(lines) if line.startswith(" Ann"))
        assert "hand 12" in lines[ann]
        assert lines[ann + 1].split() == [
            "P1",
            "P4",
            "P7",
            "P8",
            "P9",
            "P10",
            "P11",
            "P12",
            "B1",
            "B5",
            "B12",
            "G6",
        ]
        await pilot.press("v")  # seen as Ann: Bob's 13 cards are backs, the count beside
        await pilot.pause()
        lines = [line.plain for line in board.picture(board.size.width).lines]
        bob = next(i for i, line in enumerate(lines) if line.startswith(">Bob"))
        assert "hand 13" in lines[bob]
        assert lines[bob + 1].split() == ["##"] * 13
        assert "Ann's hand  12 cards" in lines
