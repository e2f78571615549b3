"""The board contract (tutor/board.py): state flows down, messages flow up, for any board."""

from __future__ import annotations

from typing import Any

import pytest
from rich.text import Text
from textual.app import App, ComposeResult
from textual.message import Message

from engine.registry import GAMES, get_game
from engine.seikatsu import Options
from tests.tutor.conftest import quiet_app
from tutor.board import LAST, Board, TextBoard
from tutor.plugins import ui_for
from tutor.screens.play import PlayScreen
from tutor.session import COMPUTER, PERSON, Due, TablePlan

ROWS = "abc"


class GridBoard(Board):
    """A 3 x 3 grid of places a1..c3 (one character each, a row per line) and, on the
    fourth line, the pieces P and Q to pick."""

    def render(self) -> Text:
        marks = self.marks()
        lines = ["".join(marks.get(f"{r}{c}", ".")[0] for c in "123") for r in ROWS]
        return Text("\n".join([*lines, "PQ"]))

    def home_ref(self) -> str:
        return "a1"

    def ref_at(self, x: int, y: int) -> str | None:
        return f"{ROWS[y]}{x + 1}" if y < 3 and x < 3 else None

    def piece_at(self, x: int, y: int) -> str | None:
        return "PQ"[x] if y == 3 and x < 2 else None

    def step(self, ref: str, dx: int, dy: int) -> str:
        row = min(2, max(0, ROWS.index(ref[0]) + dy))
        col = min(2, max(0, int(ref[1]) - 1 + dx))
        return f"{ROWS[row]}{col + 1}"


class BoardApp(App[None]):
    def __init__(self) -> None:
        super().__init__()
        self.heard: list[Message] = []

    def compose(self) -> ComposeResult:
        yield GridBoard(get_game("seikatsu"), id="board", show_cursor=True)

    def on_mount(self) -> None:
        self.query_one(GridBoard).focus()

    def on_board_piece_picked(self, message: Board.PiecePicked) -> None:
        self.heard.append(message)

    def on_board_target_chosen(self, message: Board.TargetChosen) -> None:
        self.heard.append(message)

    def on_board_cursor_moved(self, message: Board.CursorMoved) -> None:
        self.heard.append(message)


def heard(app: BoardApp) -> list[tuple[str, str]]:
    out = []
    for m in app.heard:
        if isinstance(m, Board.PiecePicked):
            out.append(("picked", m.code))
        elif isinstance(m, Board.TargetChosen):
            out.append(("chosen", m.ref))
        elif isinstance(m, Board.CursorMoved):
            out.append(("moved", m.ref))
    return out


async def test_arrows_move_the_cursor_and_enter_chooses_the_place() -> None:
    app = BoardApp()
    async with app.run_test(size=(20, 8)) as pilot:
        await pilot.press("right", "down", "down", "down", "enter", "space")
        assert heard(app) == [
            ("moved", "a2"),
            ("moved", "b2"),
            ("moved", "c2"),
            ("moved", "c2"),  # the edge: the cursor stays
            ("chosen", "c2"),
            ("chosen", "c2"),
        ]
        assert app.query_one(GridBoard).cursor == "c2"


async def test_a_click_chooses_a_place_or_picks_a_piece() -> None:
    app = BoardApp()
    async with app.run_test(size=(20, 8)) as pilot:
        await pilot.click(GridBoard, offset=(2, 1))
        await pilot.click(GridBoard, offset=(1, 3))
        await pilot.click(GridBoard, offset=(5, 5))  # nothing drawn there
        assert heard(app) == [("chosen", "b3"), ("picked", "Q")]
        assert app.query_one(GridBoard).cursor == "b3"


async def test_lit_refs_draw_over_the_last_move_and_aim_finds_a_target() -> None:
    app = BoardApp()
    async with app.run_test(size=(20, 8)) as pilot:
        board = app.query_one(GridBoard)
        board.show("a state", viewer=1, lit={"a1": "score", "b2": "target"}, last=("a1", "a3"))
        await pilot.pause()
        assert board.marks() == {"a1": "score", "a3": LAST, "b2": "target"}
        assert str(board.render()).splitlines()[:2] == ["s.l", ".t."]
        assert board.state == "a state" and board.viewer == 1
        board.aim({"c3", "b2"})
        assert board.cursor == "b2"  # the first target in ref order
        board.aim({"c3", "b2"})
        assert board.cursor == "b2"  # already on one: it stays


async def test_the_text_board_is_a_board_showing_the_engines_text() -> None:
    for game_id in GAMES:
        game = get_game(game_id)
        board = ui_for(game_id).make_board(interactive=True)
        if not isinstance(board, TextBoard):
            continue
        state = game.new_game(game.options_type())
        board.show(state, viewer=0)
        assert str(board.render()) == game.describe(state, 0)
        assert not board.can_focus and board.home_ref() is None


async def test_play_drives_the_seikatsu_board_through_the_contract() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        plan = TablePlan((PERSON, COMPUTER, COMPUTER))
        screen: Any = app.start_game("seikatsu", Options(players=3), ["Ann", "Bob", "Cy"], plan)
        await pilot.pause()
        assert isinstance(screen, PlayScreen) and screen.session.due() == Due.PERSON
        board = screen.query_one("#board", Board)
        hand = screen.ui.hand_codes(screen.session.state, 0)
        board.post_message(Board.PiecePicked(board, hand[1]))  # a piece picked on a board
        await pilot.pause()
        assert screen.desk.piece == hand[1]
        assert board.cursor in screen.ui.targets(screen.session.state, hand[1])
        assert {r for r, k in board.marks().items() if k == "target"} == screen.ui.targets(
            screen.session.state, hand[1]
        )
        await pilot.press("1")  # keys pick from the hand too
        assert screen.desk.piece == hand[0]
        target = sorted(screen.ui.targets(screen.session.state, hand[0]))[0]
        board.post_message(Board.CursorMoved(board, target))
        await pilot.pause()
        assert board.preview.plain.startswith(f"{hand[0]} on {target}")
        before = len(screen.session.moves)
        board.post_message(Board.TargetChosen(board, target))
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        placed = screen.session.moves[before]
        assert (placed.tile, placed.cell) == (hand[0], target)  # seed 7: not a koi, no question


async def test_help_from_a_game_lists_that_games_board_keys() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        game = get_game("sakura")
        options = game.options_type()
        seats = game.seats(game.new_game(options))
        plan = TablePlan((PERSON,) + (COMPUTER,) * (seats - 1))
        app.start_game("sakura", options, ["Ann", "Bob", "Cy", "Dee"][:seats], plan)
        await pilot.pause()
        app.action_help()
        await pilot.pause()
        screen: Any = app.screen
        assert screen.ui is ui_for("sakura")
        from tutor.screens.help import sections

        headings = [heading for heading, _ in sections(screen.ui)]
        assert "Sakura board (when it has the focus)" in headings  # its own board
        assert not any("Seikatsu" in heading for heading in headings)


@pytest.mark.parametrize("game_id", GAMES)
async def test_every_board_is_told_the_piece_held(game_id: str) -> None:
    # Board.held follows the move-entry screen's piece, for every game's board.
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        game = get_game(game_id)
        options = game.options_type()
        seats = game.seats(game.new_game(options))
        plan = TablePlan((PERSON,) + (COMPUTER,) * (seats - 1))
        screen: Any = app.start_game(game_id, options, ["Ann", "Bob", "Cy", "Dee"][:seats], plan)
        await pilot.pause()
        board = screen.query_one("#board", Board)
        assert board.held is None
        screen.desk.piece = "X1"
        assert board.held == "X1"
        screen.desk.piece = None
        assert board.held is None


@pytest.mark.parametrize("game_id", GAMES)
async def test_every_board_is_told_the_players_names(game_id: str) -> None:
    # A board names seats as the table does ("Ann"), not "seat 1"; names stay text.
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        game = get_game(game_id)
        options = game.options_type()
        seats = game.seats(game.new_game(options))
        names = ["Ann", "[b]Bob[/b]", "Cy", "Dee"][:seats]
        plan = TablePlan((PERSON,) + (COMPUTER,) * (seats - 1))
        screen: Any = app.start_game(game_id, options, names, plan)
        await pilot.pause()
        board = screen.query_one("#board", Board)
        assert board.names == tuple(names)
        assert [board.seat_name(seat) for seat in range(seats)] == names


async def test_a_board_without_names_says_seat_n() -> None:
    app = BoardApp()
    async with app.run_test() as pilot:
        board = app.query_one(GridBoard)
        board.show(None)
        await pilot.pause()
        assert (board.seat_name(0), board.seat_name(2)) == ("seat 1", "seat 3")
        board.show(None, names=["Ann", ""])
        assert (board.seat_name(0), board.seat_name(1)) == ("Ann", "seat 2")
