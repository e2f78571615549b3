"""Issue 22: the board owns the keys between moves, on every screen with a move box, for
every game.

The rule, walked through Play, the viewer's what-if, a lesson's do and play steps and
table mode: a move typed in the box and submitted (played, or refused) empties the box
and gives the keys back, so the next command key (``h``, ``u``, ``?``) runs; Esc in the
box only leaves the box; Esc on the board leaves, and leaving asks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Static

from engine.core import IllegalMove
from engine.registry import GAMES
from lessons.course import course, games_with_courses
from lessons.format import DoStep, PlayStep
from tests.tutor.conftest import quiet_app, settle
from tests.tutor.test_hints import random_line, seat_ply, start_vs_computer
from tutor.app import NiwaApp
from tutor.screens.dialogs import Confirm
from tutor.screens.help import HelpScreen
from tutor.screens.lesson import LessonScreen
from tutor.screens.play import PlayScreen
from tutor.screens.viewer import ViewerScreen
from tutor.session import PERSON, Due, TablePlan

EntryScreen = PlayScreen | ViewerScreen | LessonScreen
"""The screens where moves are made on a MoveDesk, as these tests drive them."""

GAME_IDS = sorted(GAMES)


def box(screen: EntryScreen) -> Input:
    return screen.query_one("#move-input", Input)


def refused_text(game: Any, state: Any, pool: list[Any]) -> str:
    """A move written in notation that the game reads but refuses here (one of ``pool``,
    the moves of an earlier position), else text that is no move at all."""
    for move in pool:
        text = str(game.move_text(move))
        try:
            game.apply(state, game.parse_move(state, text))
        except IllegalMove:
            return text
        except ValueError:
            continue
    return "zz"


async def type_move(pilot: Pilot[None], text: str) -> None:
    """``t``, the text, Enter: a move typed in the box as a player does."""
    await pilot.press("t", *text, "enter")
    await pilot.pause()


def assert_keys_with_the_board(screen: EntryScreen) -> None:
    field = box(screen)
    assert field.value == "", f"the box kept {field.value!r}"
    assert not field.has_focus, "the box kept the focus"


async def assert_help_opens(pilot: Pilot[None], app: NiwaApp) -> None:
    await pilot.press("question_mark")
    await pilot.pause()
    assert isinstance(app.screen, HelpScreen)
    await pilot.press("escape")
    await pilot.pause()


async def assert_hint_runs(pilot: Pilot[None], app: NiwaApp, screen: EntryScreen) -> None:
    await pilot.press("h")
    await app.workers.wait_for_complete()
    await pilot.pause()
    assert screen.desk.current_hint() is not None, f"h gave no hint (focus: {screen.focused})"
    assert_keys_with_the_board(screen)


async def assert_esc_leaves_only_the_box(
    pilot: Pilot[None], app: NiwaApp, screen: EntryScreen, leaving_asks: bool
) -> None:
    """Esc in the (empty) box leaves the box; Esc again, with the board's keys, asks to
    leave (``leaving_asks``), and "n" stays."""
    await pilot.press("t")
    assert box(screen).has_focus
    await pilot.press("escape")
    await pilot.pause()
    assert app.screen is screen, "Esc on the empty box left the screen"
    assert_keys_with_the_board(screen)
    if leaving_asks:
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, Confirm), "leaving did not ask"
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is screen


async def prove_typed_moves_give_the_keys_back(
    pilot: Pilot[None],
    app: NiwaApp,
    screen: EntryScreen,
    made: Callable[[], int],
) -> list[Any]:
    """A legal typed move is made and a refused one is not; after each the box is empty
    and has no focus. ``made`` counts the moves made so far. The legal moves before the
    move are returned (a pool of moves refused later)."""
    game = screen.ui.game
    state = screen.entry_state()
    pool = list(game.legal_moves(state))[:300]
    before = made()
    await type_move(pilot, str(game.move_text(pool[0])))
    await settle(pilot, app)
    assert made() > before, str(screen.query_one("#prompt", Static).render())
    assert_keys_with_the_board(screen)
    if screen.desk.source.entry_open():
        before = made()
        await type_move(pilot, refused_text(game, screen.entry_state(), pool))
        assert made() == before
        assert_keys_with_the_board(screen)
    return pool


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_play_typed_moves_then_commands(game_id: str) -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = start_vs_computer(app, game_id)
        await settle(pilot, app)
        session = screen.session
        await prove_typed_moves_give_the_keys_back(pilot, app, screen, lambda: len(session.moves))
        await settle(pilot, app)
        await assert_hint_runs(pilot, app, screen)
        moves = len(session.moves)
        await pilot.press("u")
        await settle(pilot, app)
        assert len(session.moves) < moves, "u took nothing back"
        assert_keys_with_the_board(screen)
        await assert_help_opens(pilot, app)
        await assert_esc_leaves_only_the_box(pilot, app, screen, leaving_asks=True)


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_table_mode_typed_moves_then_commands(game_id: str) -> None:
    """At a real table every seat is a person and the draws are typed: a typed move, then
    the draw typed (the box starts with the first character), then the commands."""
    game = GAMES[game_id]
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game(
            game_id,
            options,
            [f"P{s + 1}" for s in range(seats)],
            TablePlan((PERSON,) * seats, dealer="table"),
        )
        assert isinstance(screen, PlayScreen)
        await pilot.pause()
        session = screen.session
        rng = screen.session.rng
        for _ in range(200):  # the draws typed, as at the table, until a person moves
            if session.due() != Due.TABLE_DRAW:
                break
            draw = game.sample_chance(session.state, rng)
            assert not box(screen).has_focus
            start = ("t",) if screen.board().offers_draw() else ()  # else typing starts it
            await pilot.press(*start, *str(game.move_text(draw)), "enter")
            await pilot.pause()
            assert_keys_with_the_board(screen)
        assert session.due() == Due.PERSON
        await prove_typed_moves_give_the_keys_back(pilot, app, screen, lambda: len(session.moves))
        if screen.entry_open():
            await assert_hint_runs(pilot, app, screen)
        await assert_help_opens(pilot, app)
        await assert_esc_leaves_only_the_box(pilot, app, screen, leaving_asks=True)


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_what_if_typed_moves_then_commands(game_id: str) -> None:
    """In the viewer a move typed on the board starts the box (no viewer key runs: ``g``
    opened Go to ply), and the rule holds in what-if."""
    line = random_line(game_id)
    app = quiet_app(start=lambda app: ViewerScreen(line))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, ViewerScreen)
        screen.seek(seat_ply(line))
        screen.action_what_if()
        await pilot.pause()
        game = screen.ui.game
        text = str(game.move_text(game.legal_moves(screen.entry_state())[0]))
        ply = screen.ply
        await pilot.press(text[0].upper() if text[0].isalpha() else text[0])
        assert box(screen).has_focus, "the first character of a move did not start the box"
        await pilot.press("escape")
        assert_keys_with_the_board(screen)
        assert screen.entering and app.screen is screen
        await prove_typed_moves_give_the_keys_back(pilot, app, screen, lambda: screen.ply - ply)
        if screen.what_if.hint_position() is not None:
            await assert_hint_runs(pilot, app, screen)
        await assert_help_opens(pilot, app)
        await assert_esc_leaves_only_the_box(pilot, app, screen, leaving_asks=False)
        assert screen.entering, "Esc on the empty box stopped the what-if"


def first_step(game_id: str, kind: type) -> tuple[int, int]:
    for index, item in enumerate(course(game_id)):
        for number, step in enumerate(item.lesson.steps):
            if isinstance(step, kind):
                return index, number
    raise AssertionError(f"{game_id}'s course has no {kind.__name__}")


@pytest.mark.parametrize("kind", [DoStep, PlayStep], ids=["do", "play"])
@pytest.mark.parametrize("game_id", games_with_courses())
async def test_lesson_typed_moves_then_commands(game_id: str, kind: type) -> None:
    lessons = course(game_id)
    index, number = first_step(game_id, kind)
    app = quiet_app(start=lambda app: LessonScreen(game_id, lessons, index, step=number))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        await pilot.pause()
        assert screen.entry_open()
        if kind is DoStep:
            judged: list[int] = []
            check = screen.runner.check_move

            def counted(i: int, move: Any) -> Any:
                judged.append(i)
                return check(i, move)

            screen.runner.check_move = counted  # type: ignore[method-assign]
            pool = list(screen.game.legal_moves(screen.entry_state()))[:300]
            await type_move(pilot, str(screen.game.move_text(pool[-1])))
            assert judged == [number]
            assert_keys_with_the_board(screen)
            await type_move(pilot, "zz")
            assert_keys_with_the_board(screen)
        else:
            guided = screen.guided()
            states: list[Any] = []

            def made() -> int:
                if not states or states[-1] is not guided.state:
                    states.append(guided.state)
                return len(states) - 1

            made()
            await prove_typed_moves_give_the_keys_back(pilot, app, screen, made)
            if screen.entry_open():
                await assert_hint_runs(pilot, app, screen)
        await assert_help_opens(pilot, app)
        await assert_esc_leaves_only_the_box(pilot, app, screen, leaving_asks=True)
        await pilot.press("escape", "y")  # leaving, once asked, goes
        await pilot.pause()
        assert app.screen is not screen
