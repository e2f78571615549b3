"""Karesansui played in the app through its board: bids sent as places, forced ``done``
played for the person; and the two contract hooks it added, checked for every game."""

from __future__ import annotations

import random

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from engine.karesansui import Done, Options
from engine.karesansui import rocks as R
from engine.karesansui.game import BID, SURRENDER
from engine.playout import random_moves
from engine.registry import GAMES, get_game
from tests.engine.karesansui_script import SETUP_3P
from tests.tutor.conftest import quiet_app
from tutor.app import NiwaApp
from tutor.karesansui.board import KaresansuiBoard
from tutor.plugins import ui_for
from tutor.screens.play import PlayScreen
from tutor.session import COMPUTER, PERSON, Due, TablePlan


async def test_a_whole_game_by_places_with_done_played_for_the_person() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        play = app.start_game(
            "karesansui",
            Options(players=3),
            ["Ann", "Bob", "Cy"],
            TablePlan((PERSON, COMPUTER, COMPUTER)),
        )
        assert isinstance(play, PlayScreen)
        await pilot.pause()
        made = 0
        while play.session.due() == Due.PERSON or play.turns.holding_round is not None:
            if play.turns.holding_round is not None:  # a round's result: Ann reads it, goes on
                play.action_next_round()
                await pilot.pause()
                continue
            state = play.session.state
            # karesansui.surrender.all: a clean garden's done is never asked of the person
            assert state.phase in (BID, SURRENDER)
            legal = play.game.legal_moves(state)
            assert not (len(legal) == 1 and isinstance(legal[0], Done))
            before = len(play.session.moves)
            if state.phase == BID:
                unbid = [p for p, b in enumerate(state.bidders) if b < 0]
                play.desk.place(f"-@{unbid[0] + 1}" if unbid else "pass")  # as the board sends it
            else:
                play.desk.place(play.game.move_text(legal[0]))
            await pilot.pause()
            assert len(play.session.moves) > before
            made += 1
        assert play.game.is_over(play.session.state) and made > 5
        dones = [m for m in play.session.moves if isinstance(m, Done) and m.seat == 0]
        assert dones  # made for Ann, and recorded like any move


async def test_an_illegal_place_is_refused_with_the_engines_rule() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        play = app.start_game(
            "karesansui",
            Options(players=3),
            ["Ann", "Bob", "Cy"],
            TablePlan((PERSON, COMPUTER, COMPUTER)),
        )
        await pilot.pause()
        assert isinstance(play, PlayScreen) and play.session.state.phase == BID
        play.desk.place("pass")  # karesansui.pass.when: no pile has a bid yet
        await pilot.pause()
        prompt = str(play.query_one("#prompt", Static).render())
        assert "Refused" in prompt and "No passing while a pile is unclaimed" in prompt


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_forced_move_is_only_ever_the_single_legal_move(game_id: str) -> None:
    game = get_game(game_id)
    ui = ui_for(game_id)
    options = game.options_type()
    state = game.new_game(options)
    forced = 0
    for move in random_moves(game, options, random.Random(2)):
        found = ui.forced_move(state)
        if found is not None:
            assert list(game.legal_moves(state)) == [found[0]] and found[1]
            forced += 1
        state = game.apply(state, move).state
    if game_id == "karesansui":  # every surrender phase of a clean garden ends with done
        assert forced > 0


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_a_place_without_a_piece_is_asked_for_only_where_pieces_are_picked(
    game_id: str,
) -> None:
    game = get_game(game_id)
    ui = ui_for(game_id)
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        play = app.start_game(
            game_id,
            options,
            [f"P{i}" for i in range(seats)],
            TablePlan((PERSON,) + (COMPUTER,) * (seats - 1)),
        )
        await pilot.pause()
        assert isinstance(play, PlayScreen) and play.session.due() == Due.PERSON
        before = len(play.session.moves)
        play.desk.place("no-such-place")
        await pilot.pause()
        prompt = str(play.query_one("#prompt", Static).render())
        assert (ui.pick_first in prompt) == ui.needs_piece
        assert len(play.session.moves) == before  # nothing was played


def board_text(board: KaresansuiBoard) -> str:
    return "\n".join(line.plain for line in board._picture.lines)  # type: ignore[union-attr]


async def at_the_table(app: NiwaApp, pilot: Pilot[None]) -> PlayScreen:
    """Ann, Bob and Cy at a real table: every rock drawn is typed or picked in the app."""
    play = app.start_game(
        "karesansui", Options(players=3), ["Ann", "Bob", "Cy"], TablePlan((PERSON,) * 3, "table")
    )
    await pilot.pause()
    assert isinstance(play, PlayScreen)
    return play


async def test_table_mode_draws_are_picked_from_the_bag_by_keys_and_clicks() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        play = await at_the_table(app, pilot)
        assert play.session.due() == Due.TABLE_DRAW
        board = play.query_one(KaresansuiBoard)
        text = board_text(board)
        assert "Drawn from the bag for Ann's garden (rock 1 of 5):" in text
        play.action_focus_board()  # 'b', where the move box does not hold the focus
        await pilot.pause()
        assert board.has_focus and board.cursor == "draw:1W"  # the first rock in the bag
        await pilot.press("right", "enter")  # a grey I
        await pilot.pause()
        assert play.game.move_text(play.session.moves[-1]) == "+1Y"
        place = board._picture.places["draw:3B"]  # type: ignore[union-attr]
        await pilot.click(board, offset=(board.gutter.left + place.start + 1, place.line))
        await pilot.pause()
        assert play.game.move_text(play.session.moves[-1]) == "+3B"
        assert play.session.state.gardens[0][R.BY_CODE["3B"]] == 1
        bag_left = play.session.state.bag[R.BY_CODE["1Y"]]
        assert bag_left == 4  # karesansui.draw: counts checked against the bag (5 - 1)


async def test_table_mode_piles_and_the_passers_draw_by_keys_and_clicks() -> None:
    """The three-player start of karesansui_script.py at a real table: the gardens typed
    in, pile 1 (1R 3R 3R) picked by keys and clicks, pile 2 (3B 3W) by places; after the
    bids (2W@1 1W@1 -@2 -@1) Bob passes and his rock, 1Y, is clicked in the bag."""
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        play = await at_the_table(app, pilot)
        board = play.query_one(KaresansuiBoard)
        for draw in SETUP_3P.split():
            play.desk.place(draw)
        await pilot.pause()
        assert "Drawn from the bag for pile 1 (worth 0 so far):" in board_text(board)

        async def click(ref: str) -> None:
            place = board._picture.places[ref]  # type: ignore[union-attr]
            y = place.line - int(board.scroll_y)
            await pilot.click(board, offset=(board.gutter.left + place.start + 1, y))
            await pilot.pause()

        play.action_focus_board()
        await pilot.pause()
        assert board.cursor == "draw:1W"
        await pilot.press("right", "right", "enter")  # 1R, by keys
        await pilot.pause()
        assert R.text(play.session.state.piles[0]) == "1R"
        assert "Drawn from the bag for pile 1 (worth 1 so far):" in board_text(board)
        await click("draw:3R")
        await click("draw:3R")  # 1 + 3 + 3 = 7: pile 1 is made (karesansui.piles.fill)
        for draw in ("+3B", "+3W"):
            play.desk.place(draw)
        await pilot.pause()
        state = play.session.state
        assert [R.text(p) for p in state.piles] == ["1R 3R 3R", "3B 3W"]
        assert state.bag[R.BY_CODE["3R"]] == 5 - 1 - 2  # Ann drew one at setup
        for bid in ("2W@1", "1W@1", "-@2", "-@1", "pass"):
            play.desk.place(bid)
        await pilot.pause()
        assert play.session.due() == Due.TABLE_DRAW
        text = board_text(board)
        assert "Drawn from the bag for Bob, who passed:" in text
        before = len(play.session.moves)
        await click("draw:1Y")
        state = play.session.state
        made = [play.game.move_text(m) for m in play.session.moves[before:]]
        assert made == ["+1Y", "done", "done"]  # Bob's and Cy's clean gardens: done for them
        assert state.gardens[1][R.BY_CODE["1Y"]] == 2  # his setup 1Y and the one drawn
        assert (state.phase, state.seat) == (SURRENDER, 0)  # Ann holds 1 2222 333


@pytest.mark.parametrize("game_id", [g for g in GAMES if GAMES[g].declaration.has_chance])
async def test_a_place_at_the_table_is_a_draw_only_if_the_plug_in_reads_one(game_id: str) -> None:
    game = get_game(game_id)
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        play = app.start_game(
            game_id, options, [f"P{i}" for i in range(seats)], TablePlan((PERSON,) * seats, "table")
        )
        await pilot.pause()
        assert isinstance(play, PlayScreen) and play.session.due() == Due.TABLE_DRAW
        play.desk.place("no-such-place")
        await pilot.pause()
        assert play.session.moves == []  # nothing drawn, nothing broken
