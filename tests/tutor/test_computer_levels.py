"""Computer seats at a level: chosen in setup, kept in the plan, thought out in a worker
from the seat's view, and Leave answers while the computer thinks."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from textual.widgets import Input, Select

from engine.registry import GAMES
from tests.tutor.conftest import quiet_app, settle
from tutor.screens.play import PlayScreen
from tutor.screens.setup import SetupScreen
from tutor.session import COMPUTER, PERSON, Due, PlaySession, TablePlan, load_plan


def _seats(game_id: str) -> int:
    game = GAMES[game_id]
    return game.seats(game.new_game(game.options_type()))


def _names(game_id: str) -> list[str]:
    return [f"P{seat + 1}" for seat in range(_seats(game_id))]


def _plan(game_id: str, level: str) -> TablePlan:
    seats = _seats(game_id)
    return TablePlan(
        (COMPUTER,) + (PERSON,) * (seats - 1), levels=(level,) + ("easy",) * (seats - 1)
    )


def test_a_plan_without_levels_keeps_the_greedy_computer_and_levels_are_checked() -> None:
    assert TablePlan((PERSON, COMPUTER)).level_of(1) == "easy"
    assert TablePlan((PERSON, COMPUTER), levels=("easy", "hard")).level_of(1) == "hard"
    with pytest.raises(ValueError):
        TablePlan((PERSON, COMPUTER), levels=("easy", "genius"))
    with pytest.raises(ValueError):
        TablePlan((PERSON, COMPUTER), levels=("easy",))


async def test_setup_gives_each_computer_seat_a_level_and_the_hard_time() -> None:
    app = quiet_app(start=lambda app: SetupScreen("seikatsu"))
    async with app.run_test(size=(120, 40)) as pilot:
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert setup.query_one("#level-1", Select).value == "medium"  # the default
        assert not setup.query_one("#level-0", Select).display  # a person has none
        setup.query_one("#level-2", Select).value = "hard"
        setup.query_one("#hard-seconds", Input).value = "2.5"
        _, plan = setup.names_and_plan()
        assert plan.levels[1:] == ("medium", "hard") and plan.hard_seconds == 2.5
        setup.action_start()
        await settle(pilot, app)  # the computers' first moves made before the app closes
        play = app.screen
        assert isinstance(play, PlayScreen)
        journal = play.session.log.path  # type: ignore[union-attr]
        kept = load_plan(journal, 3)
        assert kept.levels[1:] == ("medium", "hard") and kept.hard_seconds == 2.5


@pytest.mark.parametrize("game_id", sorted(GAMES))
async def test_a_searching_computer_thinks_in_a_worker_then_moves(game_id: str) -> None:
    """Every seat but the last a medium computer: each of their moves is a worker's, made
    by the screen's own loop, until the person is due. (Computers in every seat would play
    the whole game out while the test closed the app.)"""
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        game = GAMES[game_id]
        seats = _seats(game_id)
        computers = seats - 1
        plan = TablePlan(
            (COMPUTER,) * computers + (PERSON,), levels=("medium",) * computers + ("easy",)
        )
        screen = app.start_game(game_id, game.options_type(), _names(game_id), plan)
        assert isinstance(screen, PlayScreen)
        session = screen.session
        await settle(pilot, app)
        assert session.due() == Due.PERSON and session.actor == computers
        actors = {game.to_move(state) for state in _states(session)[:-1]}
        assert set(range(computers)) <= actors  # every computer seat has moved


async def test_the_screen_says_who_is_thinking_until_the_worker_answers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        game = GAMES["seikatsu"]
        plan = TablePlan((COMPUTER, PERSON, PERSON), levels=("hard", "easy", "easy"))
        gate = threading.Event()
        real = PlaySession.computer_choice

        def held(session: PlaySession, cancelled: Any = None, **where: Any) -> Any:
            if session.due(where.get("state")) == Due.COMPUTER:  # draws are made at once
                gate.wait(timeout=30)
            return real(session, cancelled, **where)

        monkeypatch.setattr(PlaySession, "computer_choice", held)
        screen = app.start_game("seikatsu", game.options_type(), ["Ai", "Bo", "Cy"], plan)
        assert isinstance(screen, PlayScreen)
        await pilot.pause()
        assert "Ai (pink) is thinking..." in str(screen.query_one("#prompt").render())
        assert screen.session.due() == Due.COMPUTER
        gate.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.session.due() == Due.PERSON
        assert "thinking" not in str(screen.query_one("#prompt").render())


def _states(session: Any) -> list[Any]:
    """Every position of the game so far."""
    game = session.game
    state = game.new_game(session.state.options)
    out = [state]
    for move in session.moves:
        state = game.apply(state, move).state
        out.append(state)
    return out


async def test_leave_answers_while_the_computer_thinks_and_cancels_it() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        game = GAMES["seikatsu"]
        screen = app.start_game(
            "seikatsu", game.options_type(), _names("seikatsu"), _plan("seikatsu", "hard")
        )
        assert isinstance(screen, PlayScreen)
        screen.session.playouts = None  # think for the hard time: Leave must not wait for it
        screen.session.plan = TablePlan(
            screen.session.plan.kinds, levels=screen.session.plan.levels, hard_seconds=60
        )
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen.turns._think()
        await pilot.press("escape")
        await pilot.press("y")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.screen is not screen


async def test_a_computer_answering_while_the_app_closes_changes_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # An answer arriving once the app has begun to shut down (it stops running first,
    # then drops its widgets one by one) is dropped: it must not look for a panel that
    # may be gone already (a worker once failed on NoMatches('#seats') this way).
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        game = GAMES["seikatsu"]
        plan = TablePlan((COMPUTER, PERSON, PERSON), levels=("medium", "easy", "easy"))
        screen = app.start_game("seikatsu", game.options_type(), ["Ai", "Bo", "Cy"], plan)
        assert isinstance(screen, PlayScreen)
        screen.turns.stop_thinking()
        await app.workers.wait_for_complete()
        await pilot.pause()
        session = screen.session  # whoever is to move: the answer is for this position
        state, moves = session.state, len(session.moves)
        move = next(iter(game.legal_moves(state)))

        class Answered:
            is_cancelled = False

        monkeypatch.setattr(type(app), "is_running", property(lambda self: False))
        screen.turns._computer_chose(state, move, Answered())  # type: ignore[arg-type]
        monkeypatch.undo()
        assert session.state is state and len(session.moves) == moves
