"""Miyabi's board: the gardens drawn with their layers and tiles, the offer, the
majorities, and a tile placed by hand (keys and mouse) with its ghost.

Every snapshot is paired with a Pilot test asserting the same state. Positions are
played through the engine; the computer deals with the app's fixed seed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import RichLog

import tutor.miyabi.board
from engine.core import Score
from engine.language import use_language
from engine.miyabi import GAME, Options, Pass, Place, State
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from replays import load
from tests.tutor.conftest import count_calls, quiet_app
from tests.tutor.games import miyabi_game, miyabi_journal
from tutor.app import NiwaApp
from tutor.miyabi.board import MiyabiBoard
from tutor.miyabi.layout import (
    Extras,
    majority_lines,
    offer_entries,
    paint,
    title_text,
    top_tiles,
)
from tutor.names import MAX_NAME
from tutor.plugins import ui_for
from tutor.screens.play import PlayScreen
from tutor.screens.viewer import ViewerScreen
from tutor.session import COMPUTER, PERSON, Due, TablePlan
from tutor.widgets.score_sheet import ScoreSheet

TOWER = (
    "+A1,B1,S1,S1,M2,K2,B2,S2,AL,SR,MI,MI MI-a1E S1-a6 MI-c1W S1-b6 M2-b1E K2-c3E "
    "A1-d4 B2-d5E AL-e4N B1-e5 SR-f6W S2-f6N "
    "+M1,P1,K1,A1,M2,M2,P2,A2,PL,KR,PI,AI P1-a2 M2-c1W K1-b3"
)
"""Seat 1 to play in round 2: b1 and c1 four tiles high (lessons/miyabi/06-bonus)."""


def _play(script: str, players: int = 2) -> State:
    state = GAME.new_game(Options(players=players))
    for text in script.split():
        state = GAME.apply(state, GAME.parse_move(state, text)).state
    return state


# -- drawing ---------------------------------------------------------------------------------


def test_the_garden_shows_layers_objects_and_each_tiles_extent() -> None:
    state = _play(TOWER)
    # MI-a1E, MI-c1W, M2-b1E (round 1) then M2-c1W: b1 and c1 lie under one tile,
    # 4 high, its two maples on c1; a1 is 2 high under the second straight.
    assert top_tiles(state, 0)[:3] == (1, 6, 6)
    extras = Extras(names=("Ann", "Ben"))
    lines = [line.plain for line in paint(state, 0, 74, 37, {}, None, None, None, extras).lines]
    row1 = next(line for line in lines if line.startswith("1 M maple"))
    assert "| 2  | 4   4MM | .  |" in row1  # no grid line inside the M2 tile
    # AL-e4N covers e4 e3 d3: no line between d3 and e3, nor between e3 and e4.
    row3 = next(line for line in lines if line.startswith("3 K koi pond"))
    assert "| 1    1  |" in row3
    assert lines[2][:45].split() == [
        "lanterns",
        ".",
        ".",
        "L",
        ".",
        ".",
        ".",
    ]  # c's lantern, round 2
    assert lines[0].startswith("Ann: ") and "(to move)" in lines[0]  # names, not seats
    assert any(line.startswith("Ben: 12 points (bonsai)", 46) for line in lines)


LONGEST = "M" * MAX_NAME


@pytest.mark.parametrize("height", [37, 60])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("width", [72, 73, 80, 90, 120])
def test_every_gardens_title_and_the_rows_panel_are_drawn_whole(
    players: int, width: int, height: int
) -> None:
    """A title ("name: N points (to move, bonsai)") wraps inside its room, never runs off
    the board nor into the small garden beside it; what is drawn under the gardens starts
    below the small ones too. The viewer at 120x40 drew its board 73 wide and cut
    "Player 2: 34 points (to move" above the small garden; with four players the rows
    panel ran into the third small garden ("most / second 0 points")."""
    state = _play(TOWER) if players == 2 else GAME.new_game(Options(players=players))
    names = tuple(f"{LONGEST[: MAX_NAME - 1]}{seat + 1}" for seat in range(players))
    for focus in range(players):
        picture = paint(state, focus, width, height, {}, None, None, None, Extras(names=names))
        lines = [line.plain for line in picture.lines]
        if any(line.startswith("Rows now") for line in lines):
            for text, _style in majority_lines(state, names):
                assert any(line.rstrip() == text.rstrip() for line in lines), (text, lines)
        assert max(len(line) for line in lines) <= width, (focus, lines)
        minis = {seat: box[:2] for seat, box in picture.gardens.items() if seat != focus}
        beside = min((x for x, _y in minis.values()), default=width + 1)
        for seat in [focus, *minis]:  # the others are drawn where there is room
            name = names[seat]
            x0, top = minis.get(seat, (0, 0))
            x1 = width if seat in minis else beside - 1
            block = " ".join(line[x0:x1] for line in lines[top : top + 4])  # title first
            title, _style = title_text(state, seat, name)  # wrapped at spaces: words kept
            assert title in " ".join(block.split()), (seat, focus, lines[top : top + 4])
    if players == 2:  # seat 1 to move in round 2; seat 2 has the bonsai
        assert "(to move)" in title_text(state, 0, "Ann")[0]
        assert "(bonsai)" in title_text(state, 1, "Ben")[0]


def test_the_offer_is_drawn_as_shapes_with_what_is_left_in_the_box() -> None:
    state = _play(TOWER)
    # Round 2 laid out two M2; seat 1 took one (M2-c1W). The box held 5, round 1
    # laid out one and round 2 two: 2 left.
    assert ("M2 (2)") in [words for _, words in offer_entries(state)]
    lines = [line.plain for line in paint(state, 0, 74, 37, {}, None, None, None).lines]
    at = lines.index("On offer (left in the box)")
    assert lines[at + 2].startswith("M       A        Mo       Po")  # single, single, doubles
    assert " o" in lines[at + 1] and "Ko" in lines[at + 1]  # PL turns left, KR right


def test_the_majority_panel_says_who_would_take_each_row_now() -> None:
    # Rule miyabi.end.rows on the tower position: maples 2 v 0 (seat 1 alone
    # scores), stones 3 v 4 (seat 2 most, seat 1 second).
    lines = [text for text, _ in majority_lines(_play(TOWER), ["Ann", "Ben"])]
    assert lines[0] == "Rows now  Ann Ben most / second"
    assert lines[1] == "1 M 12/6  2   0   Ann / -"
    assert lines[6] == "6 S  2/1  3   4   Ben / Ann"


def test_the_ui_names_the_squares_of_the_mover_and_the_score_sheet_rows() -> None:
    ui = ui_for("miyabi")
    assert ui.move_refs(Place(1, "KL", "c3", "E")) == ["c3@2", "d3@2", "d2@2"]
    line = Score(1, 8, "miyabi.end.rows", "row 3 (koi pond): 2 fish visible, the most", ("c3",))
    assert ui.sheet_row(line, 0) == "Row 3 (koi pond)"
    marks = ui.line_highlights(_play(TOWER), line)
    assert marks["c3@2"] == "score" and marks["a3@2"] == "row"
    colourful = Score(0, 6, "miyabi.variant.colourful", "6 objects joined on 3 squares", ())
    assert ui.sheet_row(colourful, 9) == "Colourful garden"


# -- placing by hand --------------------------------------------------------------------------

DEAL = ["M1", "P1", "B1", "M2", "P2", "B2", "ML", "AL", "MI", "KI"]
"""What the computer lays out first with the app's test seed (B1 and M2 twice)."""


async def _miyabi_game(pilot: Pilot[Any]) -> PlayScreen:
    app = pilot.app
    assert isinstance(app, NiwaApp)
    screen = app.start_game(
        "miyabi", Options(players=2), ["Ann", "Bob"], TablePlan((PERSON, COMPUTER))
    )
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()
    assert isinstance(screen, PlayScreen) and screen.session.due() == Due.PERSON
    assert screen.ui.hand_codes(screen.session.state, 0) == DEAL
    return screen


async def _placed(pilot: Pilot[Any]) -> None:
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def _ghost_on_b1(pilot: Pilot[Any]) -> PlayScreen:
    """Seat 1 holds the double maple (key 4), turned south (r), moved right: M2-b1S."""
    screen = await _miyabi_game(pilot)
    board = screen.query_one("#board", MiyabiBoard)
    await pilot.press("4")
    assert screen.desk.piece == board.held == "M2"
    assert board.cursor == "a1E"  # the first target, the way the tile lies
    await pilot.press("r", "right")
    assert board.facing == "S" and board.cursor == "b1S"
    preview = board.preview.plain
    assert preview.startswith("M2-b1S: covers b1 b2, layer 1, 2 maples x 1 = +2, lantern b.")
    ghost = board.ghost(0)
    assert ghost is not None and ghost.legal and ghost.cells == (1, 7) and ghost.layer == 1
    return screen


async def _ghost_off_the_grid(pilot: Pilot[Any]) -> PlayScreen:
    """The double maple turned north on a1 would stick out: the ghost says why."""
    screen = await _miyabi_game(pilot)
    board = screen.query_one("#board", MiyabiBoard)
    await pilot.press("4", "r", "r", "r")
    assert board.cursor == "a1N"
    # Rule miyabi.place.grid: from a1 running north the tile leaves the grid.
    assert "not here: M2 on a1 facing N would stick out of the grid" in board.preview.plain
    assert "(Inside the grid)" in board.preview.plain
    ghost = board.ghost(0)
    assert ghost is not None and not ghost.legal
    return screen


async def test_a_tile_is_picked_turned_moved_and_placed_by_keys() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _ghost_on_b1(pilot)
        await pilot.press("enter")
        await _placed(pilot)
        assert screen.session.moves[1] == Place(0, "M2", "b1", "S")
        # Rule miyabi.score.layer: 2 maples x layer 1; miyabi.lantern.place: column b.
        after = screen.session.state
        assert after.heights[0][1] == after.heights[0][7] == 1 and after.lanterns[0] == 0b10
        assert after.scores[0] == 2
        assert screen.query_one("#board", MiyabiBoard).held is None


async def test_an_illegal_spot_is_explained_before_enter_and_refused_after() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _ghost_off_the_grid(pilot)
        await pilot.press("enter")
        await _placed(pilot)
        assert len(screen.session.moves) == 1  # nothing placed
        assert "stick out of the grid" in str(screen.query_one("#prompt").render())


async def test_brackets_walk_the_offer_and_g_shows_the_other_garden() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _miyabi_game(pilot)
        board = screen.query_one("#board", MiyabiBoard)
        board.focus()
        await pilot.press("right_square_bracket", "right_square_bracket")
        assert screen.desk.piece == "P1"
        await pilot.press("left_square_bracket", "left_square_bracket")
        assert screen.desk.piece == "KI"  # round the offer
        assert board.focus_seat() == 0  # the mover's garden while a tile is held
        screen.desk.piece = None
        await pilot.press("g")
        assert board.focus_seat() == 1


async def test_the_board_paints_once_per_change_and_follows_every_change(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A drawing used to paint its picture four times (the board's height and scrollbar,
    then the lines): the board keeps the last picture while what it is painted from is
    the same (issue 24). What changes the picture still shows at once: the cursor, the
    held tile's way, the position, the language."""
    paints = count_calls(monkeypatch, tutor.miyabi.board, "paint")
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _ghost_on_b1(pilot)
        board = screen.query_one("#board", MiyabiBoard)
        paints.count = 0
        board.refresh()
        await pilot.pause()
        assert paints.count <= 1, f"painted {paints.count} times for one drawing"
        await pilot.press("down")  # the ghost moves: b2, still facing south
        assert "M2-b2S" in board.drawing().plain and board.cursor == "b2S"
        await pilot.press("r")  # turned west
        assert "M2-b2W" in board.drawing().plain
        await pilot.press("r", "r", "r", "up", "enter")  # back to M2-b1S, placed
        await _placed(pilot)
        assert board.held is None and "M2-b" not in board.drawing().plain
        assert screen.session.moves[1] == Place(0, "M2", "b1", "S")
        english = board.drawing().plain
        use_language("es")
        board.refresh()
        await pilot.pause()
        assert board.drawing().plain != english  # said again in Spanish
        assert "puntos" in board.drawing().plain


async def test_a_tile_is_picked_and_placed_with_the_mouse() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _miyabi_game(pilot)
        board = screen.query_one("#board", MiyabiBoard)
        picture = board._picture
        assert picture is not None
        x, y, _, _ = picture.pieces["KI"]
        await pilot.click("#board", offset=(x, y + 1))
        await pilot.pause()
        assert screen.desk.piece == "KI"
        x, y, _, _ = board._picture.cells["c3"]  # type: ignore[union-attr]
        await pilot.click("#board", offset=(x + 1, y))
        await _placed(pilot)
        # KI-c3E: fish on c3, green d3 e3, layer 1 (rule miyabi.place.rotation).
        assert screen.session.moves[1] == Place(0, "KI", "c3", "E")
        assert screen.session.state.objects[0][14] == 3


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
@pytest.mark.parametrize("spot", ["legal", "illegal"])
def test_snapshot_ghost(snap_compare: Any, spot: str, size: tuple[int, int]) -> None:
    # Paired with the Pilot tests above: the same flows, asserted there.
    flow = _ghost_on_b1 if spot == "legal" else _ghost_off_the_grid

    async def check(pilot: Pilot[None]) -> None:
        await flow(pilot)

    assert snap_compare(quiet_app(), terminal_size=size, run_before=check)


PASS_POSITION = (
    "+P1,A1,A1,B1,M2,P2,P2,S2,ML,AL,AI,BI B1-d5 S2-a6E AI-e4N AL-e4W P2-b2E M2-d1W "
    "A1-f4 A1-b4 P2-c2W P1-f2 BI-a5N"
)
"""Seat 2 to play its last tile of round 1, ML, which fits nowhere (lessons/miyabi/07)."""


async def test_a_forced_pass_says_so_and_plays_itself() -> None:
    # Ruling miyabi.turn.pass: ML cannot lie flat from c1, seat 2's only free column.
    journal = miyabi_journal(PASS_POSITION, ["Bob", "Ann"], (COMPUTER, PERSON))
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.action_resume(str(journal))
        await _placed(pilot)
        screen = app.screen
        assert isinstance(screen, PlayScreen)
        moves = screen.session.moves
        assert moves[len(PASS_POSITION.split())] == Pass(1)
        assert screen.turns.holding_round is not None  # the round ended: its result first
        await pilot.press("n")
        await _placed(pilot)
        # The dealer laid out round 2 and seat 2 (the bonsai) is to play.
        assert screen.session.state.round == 1 and screen.session.due() == Due.PERSON
        log = " ".join(
            " ".join(str(ln.text) for ln in screen.query_one("#log", RichLog).lines).split()
        )
        assert "Ann: no tile on offer fits the garden: a forced pass for this round." in log


# -- the viewer and the score sheet -----------------------------------------------------------


def _viewer_app(data_dir: Path) -> NiwaApp:
    path = miyabi_game("garden.niwa.json")
    return quiet_app(start=lambda app: ViewerScreen(load(path), path))


def _first_stack(screen: ViewerScreen) -> int:
    """The first ply where a tile lies on another (layer 2 or more): seat and squares lit."""
    return next(
        p
        for p in range(1, len(screen.line) + 1)
        if any(isinstance(e, Score) and "layer 1" not in e.detail for e in screen.line.events_at(p))
    )


async def _explained_move(pilot: Pilot[Any]) -> None:
    screen = pilot.app.screen
    assert isinstance(screen, ViewerScreen)
    ply = _first_stack(screen)
    screen.seek(ply)
    await pilot.pause()
    move = screen.line.move_at(ply)
    assert isinstance(move, Place)
    [score] = [e for e in screen.line.events_at(ply) if isinstance(e, Score)]
    board = screen.query_one("#board", MiyabiBoard)
    # The mover's garden is drawn large, its tile's squares lit: the score's refs
    # (plain cells of the mover's garden) and the move's squares (c3@2).
    assert board.focus_seat() == move.seat
    lit = board.seat_marks(board.focus_seat())
    assert {cell for (seat, cell), kind in lit.items() if kind == "score"} == {
        G.BY_NAME[r] for r in score.refs
    }
    assert "Rule: Objects times layer." in str(screen.query_one("#explain").render())


async def _final_sheet(pilot: Pilot[Any]) -> None:
    screen = pilot.app.screen
    assert isinstance(screen, ViewerScreen)
    screen.action_sheet()
    await pilot.pause()
    sheet = screen.query_one(ScoreSheet)
    labels = [str(row.label) for row in sheet.ordered_rows]
    assert labels[:6] == [f"Round {n}" for n in range(1, 7)]  # placements by round
    first = labels.index("Row 1 (maple)")
    assert labels[first : first + 6] == [f"Row {n + 1} ({o.name})" for n, o in enumerate(T.OBJECTS)]
    sheet.move_cursor(row=first + 2, column=1)  # row 3, the fish of seat 2 (the most)
    await pilot.pause()
    await pilot.wait_for_scheduled_animations()
    # The screen scrolls the note into view after a refresh; ask it again so the
    # snapshot never catches the side panel half-way (the sheet is long now).
    screen.query_one("#sheet-note").scroll_visible(animate=False, immediate=True)
    await pilot.pause()
    line = screen.sheet_line
    assert line is not None and line.side == 1 and line.detail.startswith("row 3 (koi pond)")
    board = screen.query_one("#board", MiyabiBoard)
    marks = board.seat_marks(board.focus_seat())
    assert board.focus_seat() == 1  # the garden of the line's seat
    assert {c for (s, c), k in marks.items() if s == 1 and k in ("row", "score")} == set(
        range(12, 18)
    )


VIEWER_FLOWS = {"move": _explained_move, "sheet": _final_sheet}
"""A move explained with its squares lit; the final sheet with a row chosen."""


@pytest.mark.parametrize("flow", VIEWER_FLOWS)
async def test_the_viewer_lights_the_movers_or_the_lines_garden(data_dir: Path, flow: str) -> None:
    app = _viewer_app(data_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await VIEWER_FLOWS[flow](pilot)


@pytest.mark.parametrize("flow", VIEWER_FLOWS)
def test_snapshot_viewer(data_dir: Path, snap_compare: Any, flow: str) -> None:
    app = _viewer_app(data_dir)
    assert snap_compare(app, terminal_size=(120, 40), run_before=VIEWER_FLOWS[flow])


def test_a_narrow_board_says_beside_each_row_who_leads_it() -> None:
    # Rule miyabi.end.rows on the tower position: maples 2 v 0 -> seat 1; fish 0 v 3
    # -> seat 2; stones 3 v 4 -> seat 2 (the panel does not fit 34 columns).
    extras = Extras(names=("Ann", "Ben"))
    picture = paint(_play(TOWER), 0, 34, 21, {}, None, None, None, extras)
    lines = [line.plain for line in picture.lines]
    assert lines[2].endswith("most")
    leads = [lines[4 + 2 * r].split()[-1] for r in range(6)]
    assert leads == ["Ann", "Ben", "Ben", "Ann", "Ben", "Ben"]
    # No name known: the seat's number, short.
    lines = [line.plain for line in paint(_play(TOWER), 0, 34, 21, {}, None, None, None).lines]
    assert lines[4].split()[-1] == "s1"


def test_a_square_keeps_its_layer_where_its_objects_do_not_fit_beside_it() -> None:
    """Three fish on layer 1 in a square of three cells read "MMM" (the layer lost, issue
    22): the objects are counted instead, "1M3"; where they fit, "1MM" as before."""
    from tutor.miyabi.layout import _fit

    assert _fit("1", "MMM", 3) == "1M3"
    assert _fit("1", "MM", 3) == "1MM"
    assert _fit("2", "", 3) == "2"
