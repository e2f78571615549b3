"""What the move box, the board's help and the seat panels say fits the position
(issue 22, section 3): the move box's example is a legal move there, the hand keys
are as many as the pieces in hand, a running score says what it counts."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from engine.registry import GAMES
from lessons.course import games_with_courses
from tests.engine.test_contract import play
from tests.replays.test_explain import smallest
from tutor.plugins import ui_for


def seat_positions(game_id: str) -> list[Any]:
    game, state = smallest(game_id)
    states, _, _ = play(game, state.options, 2)
    return [s for s in states if game.to_move(s) >= 0][:: max(1, len(states) // 12)]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_move_boxs_example_is_a_legal_move_there(game_id: str) -> None:
    game = GAMES[game_id]
    ui = ui_for(game_id)
    for state in seat_positions(game_id):
        said = ui.placeholder_for(state)
        example = said.rsplit("e.g. ", 1)[-1]
        game.apply(state, game.parse_move(state, example))  # raises if illegal


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_hand_keys_are_as_many_as_the_pieces_in_hand(game_id: str) -> None:
    ui = ui_for(game_id)
    for state in seat_positions(game_id):
        keys = re.search(r"your hand \(1-(\d+)\)", ui.help_for(state))
        if keys:
            seat = GAMES[game_id].to_move(state)
            assert int(keys.group(1)) <= len(state.hands[seat]), ui.help_for(state)


def test_seikatsus_running_score_says_it_is_birds() -> None:
    game = GAMES["seikatsu"]
    ui = ui_for("seikatsu")
    state = seat_positions("seikatsu")[0]
    assert ui.seat_score(state, 57) == "57 bird points"
    assert ui.seat_score(state, 1) == "1 bird point"
    rng = random.Random(1)
    while not game.is_over(state):
        moves = list(game.legal_moves(state))
        move = rng.choice(moves) if moves else game.sample_chance(state, rng)
        state = game.apply(state, move).state
    assert ui.seat_score(state, 77) == "77 points"  # the rows are in: the whole score


def test_miyabis_objects_keep_their_own_colours_in_256_colours() -> None:
    """Issue 22: the pagoda and the stone shared a colour in tmux (256 colours)."""
    from rich.color import Color, ColorSystem

    from tutor.miyabi import look

    shown = [Color.parse(c).downgrade(ColorSystem.EIGHT_BIT) for c in look.OBJECT_COLOURS]
    assert len({c.number for c in shown}) == len(look.OBJECT_COLOURS)


def test_miyabis_legend_explains_the_tile_codes() -> None:
    legend = " ".join(line.plain for line in ui_for("miyabi").pieces_legend())
    for code, word in (("1", "single"), ("2", "double"), ("L", "left"), ("R", "right")):
        assert f"{code} {word}" in legend or f"{code} a {word}" in legend or word in legend
    assert "I a straight" in legend and "L or R a corner" in legend


@pytest.mark.parametrize("game_id", games_with_courses())
async def test_a_move_steps_keys_mean_one_thing(game_id: str) -> None:
    """Issue 22: in Miyabi's move steps `?` listed `r Rules` while r turned the tile.
    A key the game's board binds is not also offered as the lesson's key there."""
    from lessons.course import course
    from lessons.format import DoStep
    from tests.tutor.conftest import quiet_app
    from tutor.screens.lesson import LessonScreen

    lessons = course(game_id)
    index, step = next(
        (i, n)
        for i, item in enumerate(lessons)
        for n, s in enumerate(item.lesson.steps)
        if isinstance(s, DoStep)
    )
    app = quiet_app(start=lambda app: LessonScreen(game_id, lessons, index, step=step))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        board_keys = {
            key
            for binding in getattr(screen.ui.board_type, "BINDINGS", [])
            for key in str(getattr(binding, "key", "")).split(",")
        }
        offered = {
            binding.key
            for binding in screen.BINDINGS
            if hasattr(binding, "key")
            and screen.check_action(binding.action.split("(")[0], ()) is not False
        }
        assert not (board_keys & offered) - {"escape", "enter", "space", "up", "down"}, (
            board_keys & offered
        )


@pytest.mark.parametrize("step", [0, 2])
async def test_no_draw_picker_in_miyabis_lessons(step: int) -> None:
    """Issue 22: the table mode's reveal picker showed from lesson 1, unexplained: in
    a lesson the course deals, so the board offers no picker for a draw."""
    from lessons.course import course
    from tests.tutor.conftest import quiet_app
    from tutor.miyabi.board import MiyabiBoard
    from tutor.screens.lesson import LessonScreen

    lessons = course("miyabi")
    app = quiet_app(start=lambda app: LessonScreen("miyabi", lessons, 0, step=step))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(MiyabiBoard)
        assert board.state is not None
        assert not board.picking()


@pytest.mark.parametrize("game_id", games_with_courses())
async def test_a_guided_games_players_have_names_of_their_own(game_id: str) -> None:
    """Issue 22: two players both named "Computer" in Karesansui's lesson 12 ("Computer
    wins"): the lessons name seats as Play does (tutor.names.default_name)."""
    from lessons.course import course
    from lessons.format import PlayStep
    from tests.tutor.conftest import quiet_app
    from tutor.screens.lesson import LessonScreen

    lessons = course(game_id)
    index, step = next(
        (i, n)
        for i, item in enumerate(lessons)
        for n, s in enumerate(item.lesson.steps)
        if isinstance(s, PlayStep)
    )
    app = quiet_app(start=lambda app: LessonScreen(game_id, lessons, index, step=step))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        names = screen.names()
        assert len(set(names)) == len(names) and "You" in names, names


async def test_a_do_step_lists_no_moves_where_the_board_makes_them() -> None:
    """Issue 22: in Sakura's do steps the list of every legal move gave the answer
    away. The exercise is made on the board (or typed); the guided game keeps the list."""
    from lessons.course import course
    from lessons.format import DoStep
    from tests.tutor.conftest import quiet_app
    from tutor.screens.lesson import LessonScreen

    lessons = course("sakura")
    index, step = next(
        (i, n)
        for i, item in enumerate(lessons)
        for n, s in enumerate(item.lesson.steps)
        if isinstance(s, DoStep)
    )
    app = quiet_app(start=lambda app: LessonScreen("sakura", lessons, index, step=step))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        assert not screen.query_one("#choices").display
        assert screen.check_action("focus_board", ())
        right = screen.runner.right_moves(step)[0]
        assert screen.submit(right)
        await pilot.pause()
        assert screen.step_index in screen.solved


def test_karesansuis_rake_is_named_as_its_bidders() -> None:
    """Issue 22: "Your rake ... beats you" was said to the wrong seat. The rake is the
    bidder's: "Your rake" only where the bidder is You; else "Ann's rake", and the
    standing bid it beats is named from the table ("beats you")."""
    from engine.karesansui.game import BID
    from tutor.karesansui.layout import draw

    game = GAMES["karesansui"]
    state = game.new_game(game.options_type(players=3))
    rng = random.Random(2)
    while not (state.phase == BID and any(b >= 0 for b in state.bidders)):
        moves = list(game.legal_moves(state)) if game.to_move(state) >= 0 else []
        bids = [m for m in moves if game.move_text(m).startswith("-@")]
        move = bids[0] if bids else game.sample_chance(state, rng)
        state = game.apply(state, move).state
    names = ["You", "Ann", "Bob"]
    bidder = names[state.seat]
    lines = [t.plain for t in draw(state, interactive=True, name=lambda s: names[s]).lines]
    rake = next(line for line in lines if "rake:" in line)
    expected = "Your rake:" if bidder == "You" else f"{bidder}'s rake:"
    assert rake.startswith(expected), rake
    assert not any("beats " + bidder.lower() in line.lower() for line in lines if bidder != "You")
