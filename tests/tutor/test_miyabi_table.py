"""Miyabi at the table and between rounds: the reveal picker (table mode), the round's
summary, the final sheet by part, the players' names, and the offer and majority panel.

Every snapshot is paired with a Pilot test asserting the same state, and placing a
tile by keys and by mouse. Scoring tests state the position and the points computed
by hand from the rulebook, citing the rule.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from textual.pilot import Pilot
from textual.widgets import RichLog

from engine.miyabi import GAME, Options, Place, Reveal, State
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from engine.miyabi.game import round_tally
from replays import load
from tests.tutor.conftest import quiet_app
from tests.tutor.games import miyabi_game, miyabi_journal, miyabi_replay
from tutor.app import NiwaApp
from tutor.miyabi import panels as P
from tutor.miyabi.board import MiyabiBoard
from tutor.plugins import ui_for
from tutor.screens.play import PlayScreen
from tutor.screens.viewer import ViewerScreen
from tutor.session import COMPUTER, PERSON, Due, TablePlan
from tutor.widgets.score_sheet import ScoreSheet

SIZES = [(120, 40), (80, 24)]

TOWER = (
    "+A1,B1,S1,S1,M2,K2,B2,S2,AL,SR,MI,MI MI-a1E S1-a6 MI-c1W S1-b6 M2-b1E K2-c3E "
    "A1-d4 B2-d5E AL-e4N B1-e5 SR-f6W S2-f6N "
    "+M1,P1,K1,A1,M2,M2,P2,A2,PL,KR,PI,AI P1-a2 M2-c1W K1-b3"
)
"""Seat 1 to play in round 2 (as tests/tutor/test_miyabi_board.py)."""

LAST_TILE = (
    "+P1,A1,A1,B1,M2,P2,P2,S2,ML,AL,AI,BI B1-d5 S2-a6E AI-e4N AL-e4W P2-b2E M2-d1W "
    "A1-f4 A1-b4 P2-c2W P1-f2"
)
"""Round 1, seat 1 (Bob) to place its sixth tile: ML and BI are left on offer; only
column a has no lantern. Seat 2 (Ann) then has nothing that fits and passes."""


def _play(script: str, players: int = 2) -> State:
    state = GAME.new_game(Options(players=players))
    for text in script.split():
        state = GAME.apply(state, GAME.parse_move(state, text)).state
    return state


def _text(board: MiyabiBoard) -> str:
    assert board._picture is not None
    return "\n".join(line.plain for line in board._picture.lines)


async def _settle(pilot: Pilot[Any]) -> None:
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


# -- table mode: the reveal picker -------------------------------------------------------------


def test_the_picker_checks_counts_against_the_box_and_the_round() -> None:
    state = GAME.new_game(Options(players=2))
    tray = [0] * T.N_TYPES
    bl = T.BY_ID["BL"]
    # Ruling miyabi.setup.inventory: the box holds a single left-turning boxwood corner.
    assert state.box[bl] == 1 and P.can_pick(state, tray, bl)
    tray[bl] = 1
    assert not P.can_pick(state, tray, bl)  # no second one in the box
    # Rule miyabi.round.reveal: 2 players lay out 1 corner each, 2 in all.
    tray[T.BY_ID["KR"]] = 1
    assert not P.can_pick(state, tray, T.BY_ID["ML"])  # the corners are complete
    assert P.can_pick(state, tray, T.BY_ID["M1"])  # 0 of the 4 singles yet
    assert not P.complete(state, tray)
    for tile, n in (("M1", 4), ("K2", 4), ("SI", 2)):
        tray[T.BY_ID[tile]] = n
    assert P.complete(state, tray)
    assert P.reveal_text(tray) == "+M1,M1,M1,M1,K2,K2,K2,K2,BL,KR,SI,SI"


async def _table_game(pilot: Pilot[Any]) -> tuple[PlayScreen, MiyabiBoard]:
    app = pilot.app
    assert isinstance(app, NiwaApp)
    play = app.start_game(
        "miyabi", Options(players=2), ["Ann", "Bob"], TablePlan((PERSON, PERSON), "table")
    )
    await pilot.pause()
    assert isinstance(play, PlayScreen) and play.session.due() == Due.TABLE_DRAW
    board = play.query_one(MiyabiBoard)
    assert "Round 1: " in _text(board) and "the tiles laid out" in _text(board)
    await pilot.pause()  # the board's picker has the keys at once (issue 22)
    assert board.has_focus and board.cursor == "pick:M1"
    return play, board


async def _go(pilot: Pilot[Any], board: MiyabiBoard, ref: str) -> None:
    """Walk the picker's cursor to ``ref`` with the arrow keys (rows first)."""
    for _ in range(40):
        if board.cursor == ref:
            return
        assert board._picture is not None
        rows = board._picture.rows
        here = next(i for i, row in enumerate(rows) if board.cursor in row)
        there = next(i for i, row in enumerate(rows) if ref in row)
        if here != there:
            await pilot.press("down" if there > here else "up")
        else:
            row = rows[here]
            key = "right" if row.index(ref) > row.index(board.cursor or "") else "left"
            await pilot.press(key)
    raise AssertionError(f"the arrows never reached {ref}")


async def _picked_by_keys(pilot: Pilot[Any]) -> tuple[PlayScreen, MiyabiBoard]:
    """Two M1 and two P1, a P2 taken back, then the doubles and a corner by keys."""
    play, board = await _table_game(pilot)
    await pilot.press("enter", "enter")
    await _go(pilot, board, "pick:P1")
    await pilot.press("enter", "enter", "enter")
    m1, p1 = T.BY_ID["M1"], T.BY_ID["P1"]
    # Rule miyabi.round.reveal: 4 singles with 2 players; a fifth Enter adds nothing.
    assert board.tray[m1] == 2 and board.tray[p1] == 2
    await _go(pilot, board, "pick:P2")
    await pilot.press("enter", "enter", "enter", "backspace")
    assert board.tray[T.BY_ID["P2"]] == 2  # three picked, one taken back
    await _go(pilot, board, "pick:K2")
    await pilot.press("enter", "enter")
    await _go(pilot, board, "pick:KL")
    await pilot.press("enter")
    assert board.tray[T.BY_ID["KL"]] == 1
    text = " ".join(_text(board).split())
    assert "Doubles 4 of 4:" in text and "Corners 1 of 2:" in text
    return play, board


async def test_the_reveal_is_picked_by_kind_and_object_with_the_keys() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        play, board = await _picked_by_keys(pilot)
        await _go(pilot, board, "pick:AL")
        await pilot.press("enter")
        await _go(pilot, board, "pick:AI")
        await pilot.press("enter", "enter")
        # Corners and straights complete: the cursor waits on 'lay out'.
        assert board.cursor == P.DONE
        await pilot.press("enter")
        await _settle(pilot)
        reveal = play.session.moves[0]
        assert reveal == Reveal(
            ("M1", "M1", "P1", "P1", "P2", "P2", "K2", "K2", "KL", "AL", "AI", "AI")
        )
        # miyabi.round.reveal: the box gives up what was laid out (5 M1 - 2 = 3).
        assert play.session.state.box[T.BY_ID["M1"]] == 3
        assert play.session.due() == Due.PERSON and board.cursor is not None
        assert not board.cursor.startswith(("pick:", "reveal:"))  # back on the garden


@pytest.mark.parametrize("size", SIZES)
def test_snapshot_picker(snap_compare: Any, size: tuple[int, int]) -> None:
    # Paired with test_the_reveal_is_picked_by_kind_and_object_with_the_keys.
    async def run(pilot: Pilot[Any]) -> None:
        await _picked_by_keys(pilot)

    assert snap_compare(quiet_app(), terminal_size=size, run_before=run)


# -- between rounds ------------------------------------------------------------------------------


def test_a_rounds_tally_by_hand() -> None:
    # LAST_TILE, then BI-a5N and seat 2's pass end round 1. Rule miyabi.score.layer:
    # seat 1: B1-d5 1, AI-e4N 3, P2-b2E 2, A1-f4 1, P2-c2W on b2 c2 (layer 2) 2 x 2 = 4,
    # BI-a5N 3: 14 points from 6 tiles. Seat 2: S2-a6E 2, AL-e4W 3, M2-d1W 2, A1-b4 1,
    # P1-f2 1: 9 points from 5 tiles, and the pass (ruling miyabi.turn.pass).
    state = _play(LAST_TILE + " BI-a5N pass")
    assert round_tally(state, 0, 1) == (6, 14, ())
    assert round_tally(state, 1, 1) == (5, 9, ()) and round_tally(state, 1, 1).passed
    # Rule miyabi.round.end: the ML nobody took leaves the game.
    assert state.leaving[T.BY_ID["ML"]] == 1 and sum(state.leaving) == 1
    lines = [line.plain for line in P.round_summary(state, ["Bob", "Ann"])]
    assert lines[0] == "Round 1 of 6 is over"
    assert lines[2].split() == ["Points", "this", "round", "+14", "+9"]
    assert lines[5].split() == ["Passed", "no", "yes"]
    assert "Leaving the game: ML" in lines
    # miyabi.round.end: the bonsai passes clockwise, to seat 2.
    assert lines[-1] == "Next: Ann holds the bonsai and starts round 2."


async def _last_tile_game(pilot: Pilot[Any]) -> PlayScreen:
    journal = miyabi_journal(LAST_TILE, ["Bob", "Ann"], (PERSON, COMPUTER))
    app = pilot.app
    assert isinstance(app, NiwaApp)
    app.action_resume(str(journal))
    await _settle(pilot)
    screen = app.screen
    assert isinstance(screen, PlayScreen) and screen.session.due() == Due.PERSON
    return screen


def _log(screen: PlayScreen) -> str:
    lines = screen.query_one("#log", RichLog).lines
    return " ".join(" ".join(str(line.text) for line in lines).split())


async def _round_ended_by_keys(pilot: Pilot[Any]) -> PlayScreen:
    screen = await _last_tile_game(pilot)
    board = screen.query_one("#board", MiyabiBoard)
    await pilot.press("2")  # BI (the offer: ML, BI)
    assert board.held == "BI" and board.cursor == "a5E"
    await pilot.press("enter")
    await _settle(pilot)
    assert screen.session.moves[len(LAST_TILE.split())] == Place(0, "BI", "a5", "E")
    return screen


def _summary_logged(screen: PlayScreen) -> None:
    log = _log(screen)
    # Hand-counted as in test_a_rounds_tally_by_hand (BI-a5E also lies on layer 1).
    assert "Bob scored 14 points in round 1: 6 tiles placed, 6 lanterns used." in log
    assert "Ann scored 9 points in round 1: 5 tiles placed, 5 lanterns used, passed." in log
    assert "unused tiles leave the game: ML" in log
    assert "Ann receives the bonsai and starts the next round." in log


async def test_the_round_summary_is_logged_when_a_tile_placed_by_keys_ends_it() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        _summary_logged(await _round_ended_by_keys(pilot))


async def test_the_round_summary_is_logged_when_a_tile_placed_by_mouse_ends_it() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _last_tile_game(pilot)
        board = screen.query_one("#board", MiyabiBoard)
        x, y, _, _ = board._picture.pieces["BI"]  # type: ignore[union-attr]
        await pilot.click("#board", offset=(x, y + 1))
        await pilot.pause()
        x, y, _, _ = board._picture.cells["a5"]  # type: ignore[union-attr]
        await pilot.click("#board", offset=(x + 1, y))
        await _settle(pilot)
        assert screen.session.moves[len(LAST_TILE.split())] == Place(0, "BI", "a5", "E")
        _summary_logged(screen)


@pytest.mark.parametrize("size", SIZES)
def test_snapshot_round_end_in_play(snap_compare: Any, size: tuple[int, int]) -> None:
    # Paired with test_the_round_summary_is_logged_when_a_tile_placed_by_keys_ends_it.
    async def run(pilot: Pilot[Any]) -> None:
        await _round_ended_by_keys(pilot)

    assert snap_compare(quiet_app(), terminal_size=size, run_before=run)


def _round_end_viewer() -> NiwaApp:
    """The viewer on round 1 ended by BI-a5N and seat 2's pass."""
    path = miyabi_replay(LAST_TILE + " BI-a5N pass", ["Bob", "Ann"], "round-end.niwa.json")
    return quiet_app(start=lambda app: ViewerScreen(load(path), path))


async def _round_end_shown(pilot: Pilot[Any]) -> None:
    screen = pilot.app.screen
    assert isinstance(screen, ViewerScreen)
    screen.seek(len(screen.line))  # the pass that ends round 1
    await pilot.pause()
    text = " ".join(_text(screen.query_one("#board", MiyabiBoard)).split())  # lines wrap
    assert "Round 1 of 6 is over" in text
    assert "Next: Ann holds the bonsai and starts round 2." in text
    assert "Leaving the game: ML" in text


@pytest.mark.parametrize("size", SIZES)
async def test_the_viewer_shows_the_round_summary_at_the_rounds_last_ply(
    size: tuple[int, int],
) -> None:
    app = _round_end_viewer()
    async with app.run_test(size=size) as pilot:
        await _round_end_shown(pilot)


@pytest.mark.parametrize("size", SIZES)
def test_snapshot_round_end_in_the_viewer(snap_compare: Any, size: tuple[int, int]) -> None:
    # Paired with test_the_viewer_shows_the_round_summary_at_the_rounds_last_ply.
    assert snap_compare(_round_end_viewer(), terminal_size=size, run_before=_round_end_shown)


# -- the final sheet by part ----------------------------------------------------------------------


def _with_objects(rows: dict[int, tuple[int, ...]], players: int = 3) -> State:
    """A new garden whose visible objects in each row are given by seat (one square each)."""
    state = GAME.new_game(Options(players=players))
    objects = [[0] * G.N_CELLS for _ in range(players)]
    for row, counts in rows.items():
        for seat, count in enumerate(counts):
            objects[seat][row * G.SIZE] = count
    return msgspec.structs.replace(state, objects=tuple(tuple(o) for o in objects))


def test_each_rows_majority_is_worded_with_the_counts_and_the_tie_rule() -> None:
    names = ["Ann", "Ben", "Cy"]
    state = _with_objects({0: (4, 2, 2), 1: (3, 0, 0), 2: (5, 5, 2), 3: (1, 2, 3)})
    # Rule miyabi.end.tie_second: maple 4 / 2 / 2: Ann takes 12, Ben and Cy 6 each.
    assert P.row_counts_text(state, 0, names) == "1 M maple 12/6: Ann 4, Ben 2, Cy 2"
    assert P.row_outcome(state, 0, names) == (
        "Ann has the most: 12; Ben and Cy tie for second: each takes 6"
    )
    # Rule miyabi.end.rows, ruling: nobody else shows a pagoda, nobody takes the 5.
    assert P.row_outcome(state, 1, names) == "Ann has the most: 10; nobody else shows one"
    # Rule miyabi.end.tie_first: fish 5 / 5 / 2: Ann and Ben 8 each, nobody the 4
    # (Cy's 2 fish score nothing).
    assert P.row_outcome(state, 2, names) == (
        "Ann and Ben tie for the most: each takes 8, and nobody takes 4"
    )
    # Rule miyabi.end.rows: azaleas 1 / 2 / 3: Cy 6, Ben 3, Ann nothing.
    assert P.row_outcome(state, 3, names) == "Cy has the most: 6; Ben second: 3"
    assert P.row_outcome(state, 5, names) == "nobody shows one: no points"
    # The engine's lines agree with the words: Ann 12 + 10 + 8, Ben 6 + 8 + 3, Cy 6 + 6.
    lines = GAME.final_scoring(msgspec.structs.replace(state, phase=2)).lines
    assert [sum(x.points for x in lines if x.side == s) for s in range(3)] == [30, 17, 12]


def test_the_variants_go_by_name_with_each_players_group() -> None:
    # Rule miyabi.variant.colourful: Ann's visible objects joined side by side: a1 (2
    # maples) and a2 (1 pagoda) touch: a group of 3, 1 point each; Ben shows none.
    state = _with_objects({0: (2, 0), 1: (1, 0)}, players=2)
    state = msgspec.structs.replace(state, options=Options(players=2, colourful_garden=True))
    [line] = P.variant_words(state, ["Ann", "Ben"])
    assert line == (
        "Colourful garden (1 point per object): Ann a group of 3 (+3), Ben a group of 0 (+0)"
    )


def test_the_sheet_gives_placements_by_round_and_each_bonus_its_row() -> None:
    # TOWER, rule miyabi.score.layer. Round 1, seat 1: MI-a1E 3, MI-c1W (layer 2) 6,
    # M2-b1E (layer 3) 6, A1-d4 1, AL-e4N 3, SR-f6W 3 = 22; seat 2: S1-a6 1, S1-b6 1,
    # K2-c3E 2, B2-d5E 2, B1-e5 (layer 2) 2, S2-f6N 2 = 10. Round 2 so far: seat 1
    # M2-c1W (layer 4) 8; seat 2 P1-a2 1, K1-b3 1 = 2.
    state = _play(TOWER)
    ui = ui_for("miyabi")
    rows = ui.play_rows(state, GAME.final_scoring(msgspec.structs.replace(state, phase=2)))
    assert rows[:3] == [("Round 1", [22, 10]), ("Round 2", [8, 2]), ("Round 3", [0, 0])]
    assert len(rows) == 6  # six rounds with two players, no bonus taken yet
    # Rule miyabi.score.bonus: the first maple on layer 5 takes the maple bonus, 10.
    taken = msgspec.structs.replace(state, bonuses=(1, -1, -1, -1, -1, -1))
    assert ui.play_rows(taken, GAME.final_scoring(msgspec.structs.replace(state, phase=2)))[-1] == (
        "Maple bonus",
        [0, 10],
    )


def _final_viewer() -> NiwaApp:
    path = miyabi_game("garden.niwa.json")
    return quiet_app(start=lambda app: ViewerScreen(load(path), path))


async def _final_shown(pilot: Pilot[Any]) -> None:
    screen = pilot.app.screen
    assert isinstance(screen, ViewerScreen)
    screen.seek(len(screen.line))
    await pilot.pause()
    state = screen.line.state_at(len(screen.line))
    board = screen.query_one("#board", MiyabiBoard)
    text = _text(board)
    assert "The end, row by row" in text
    names = [board.seat_name(s) for s in range(2)]
    for row in range(G.SIZE):
        assert P.row_counts_text(state, row, names) in text
    sheet = screen.query_one(ScoreSheet)
    labels = [str(row.label) for row in sheet.ordered_rows]
    assert labels[:6] == [f"Round {n}" for n in range(1, 7)]
    final = sheet.final
    assert final is not None
    rows = screen.ui.play_rows(state, final)
    # The rows of play add up to the points of play, seat by seat.
    assert [sum(v[s] for _, v in rows) for s in range(2)] == list(final.during_play)


@pytest.mark.parametrize("size", SIZES)
async def test_the_final_sheet_by_part_in_the_viewer(size: tuple[int, int]) -> None:
    app = _final_viewer()
    async with app.run_test(size=size) as pilot:
        await _final_shown(pilot)


@pytest.mark.parametrize("size", SIZES)
def test_snapshot_final_sheet(snap_compare: Any, size: tuple[int, int]) -> None:
    # Paired with test_the_final_sheet_by_part_in_the_viewer.
    assert snap_compare(_final_viewer(), terminal_size=size, run_before=_final_shown)


# -- names, the offer and the majority panel ------------------------------------------------------


async def _offer_picked_by_mouse(pilot: Pilot[Any]) -> PlayScreen:
    screen = await _last_tile_game(pilot)
    board = screen.query_one("#board", MiyabiBoard)
    x, y, _, _ = board._picture.pieces["BI"]  # type: ignore[union-attr]
    await pilot.click("#board", offset=(x, y))
    await pilot.pause()
    assert screen.desk.piece == board.held == "BI"
    return screen


async def test_the_board_names_the_players_in_titles_and_panels() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _offer_picked_by_mouse(pilot)
        text = _text(screen.query_one("#board", MiyabiBoard))
        assert text.startswith("Bob: ")  # the mover's garden, by name
        assert "Ann: " in text  # the other garden
        assert "Rows now  Bob Ann most / second" in text
        assert "seat 1" not in text.lower() and "seat 2" not in text.lower()
        assert "s1" not in text.split() and "s2" not in text.split()
        prompt = str(screen.query_one("#prompt").render())
        assert "seat" not in prompt.lower()


@pytest.mark.parametrize("size", SIZES)
def test_snapshot_offer_and_majority(snap_compare: Any, size: tuple[int, int]) -> None:
    # Paired with test_the_board_names_the_players_in_titles_and_panels and the mouse
    # test above (the same flow: BI picked from the offer by a click).
    async def run(pilot: Pilot[Any]) -> None:
        await _offer_picked_by_mouse(pilot)

    assert snap_compare(quiet_app(), terminal_size=size, run_before=run)


def test_no_miyabi_board_text_says_seat_n_when_names_are_known() -> None:
    # Every panel of the board, drawn with names: the garden titles, the majority race,
    # the round summary and the end in words.
    from tutor.miyabi.layout import Extras, paint

    names = ("Ann", "Ben")
    for state in (_play(TOWER), _play(LAST_TILE + " BI-a5N pass")):
        for width, height in ((74, 34), (40, 18)):
            picture = paint(state, 0, width, height, {}, None, None, None, Extras(names=names))
            text = "\n".join(line.plain for line in picture.lines).lower()
            assert "seat" not in text and "ann" in text


async def test_the_picker_lays_out_a_what_if_reveal_in_the_viewer() -> None:
    app = _round_end_viewer()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, ViewerScreen)
        screen.seek(len(screen.line))  # round 1 over: round 2's tiles are due
        await pilot.pause()
        await pilot.press("w")
        await pilot.pause()
        board = screen.query_one("#board", MiyabiBoard)
        assert board.picking() and board.has_focus and board.cursor == "pick:M1"
        for tile in ("M1", "M1", "P1", "P1", "M2", "M2", "K2", "K2", "KL", "PR", "MI", "SI"):
            board.choose_place(P.PICK + tile)
        assert board.cursor == P.DONE
        await pilot.press("enter")
        await _settle(pilot)
        # A variation from the ply: round 2's tiles laid out, Ann (the bonsai) to play.
        state = screen.line.state_at(screen.ply)
        assert state.round == 1 and state.seat == 1 and state.offer[T.BY_ID["M1"]] == 2


@pytest.mark.parametrize("size", SIZES)
async def test_the_picker_names_and_draws_each_corners_turn(size: tuple[int, int]) -> None:
    """Issue 28: a corner tile in the hand is matched to L or R by words and a picture.
    From the object square (#) a left-turning corner runs east then up, a right-turning
    one east then down (engine/miyabi/tiles.py)."""
    app = quiet_app()
    async with app.run_test(size=size) as pilot:
        _, board = await _table_game(pilot)
        lines = [line.rstrip() for line in _text(board).splitlines()]
        at = next(i for i, line in enumerate(lines) if "L turns left:" in line)
        top, bottom = lines[at], lines[at + 1] + " " * 80
        assert "R turns right:" in top and "Corners 0 of 2:" in " ".join(lines[:at])
        left = top.index("L turns left: ") + len("L turns left: ")
        right = top.index("R turns right: ") + len("R turns right: ")
        assert (top[left : left + 2], bottom[left : left + 2]) == (" o", "#o")
        assert (top[right : right + 2], bottom[right : right + 2]) == ("#o", " o")


async def test_setup_declares_the_tables_box_mix() -> None:
    """Issue 28: a box whose mix differs from niwa's ruling is chosen in setup and kept in
    the replay's options; the picker counts from it."""
    from textual.widgets import RadioButton

    from tutor.screens.setup import SetupScreen

    app = quiet_app(start=lambda app: SetupScreen("miyabi"))
    async with app.run_test(size=(120, 40)) as pilot:
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        [other] = [
            b
            for b in setup.query("#opt-box RadioButton").results(RadioButton)
            if "right-turning" in str(b.label)
        ]
        other.value = True
        await pilot.pause()
        assert setup.options().box == T.RIGHT_CORNERS_FIRST
        setup.query_one("#deal-table", RadioButton).value = True
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        play = app.screen
        assert isinstance(play, PlayScreen)
        assert play.session.log.timeline.replay.options.box == T.RIGHT_CORNERS_FIRST  # type: ignore[union-attr]
        board = play.query_one(MiyabiBoard)
        assert "MR 0/2" in _text(board) and "ML 0/1" in _text(board)
