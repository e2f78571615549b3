"""Move entry never guesses: typed text reaches only the move box, for every game.

The computer is given an hour's delay (``computer_delay``) so that it thinks only when a
test says so (``settle``, standing in for the timer): the order of events is the test's,
never a timer's.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, OptionList

from engine.core import IllegalMove
from engine.registry import GAMES
from tests.tutor.conftest import settle
from tutor.app import NiwaApp, Settings
from tutor.plugins import ui_for
from tutor.screens.dialogs import Confirm
from tutor.screens.play import PlayScreen
from tutor.session import COMPUTER, PERSON, Due, TablePlan


def slow_app() -> NiwaApp:
    """The computer waits an hour before each move: the test makes its moves happen."""
    settings = Settings(
        seed=7, computer_delay=3600, cursor_blink=False, animations=False, notification_seconds=3600
    )
    return NiwaApp(settings)


def start_vs_computer(app: NiwaApp, game_id: str) -> PlayScreen:
    """``game_id`` with its default options: a person in seat 1, the computer elsewhere."""
    game = GAMES[game_id]
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    names = ["You", *(f"Computer {s + 1}" for s in range(1, seats))]
    plan = TablePlan((PERSON,) + (COMPUTER,) * (seats - 1))
    screen = app.start_game(game_id, options, names, plan)
    assert isinstance(screen, PlayScreen)
    return screen


async def person_to_move(app: NiwaApp, pilot: Pilot[None], game_id: str) -> PlayScreen:
    """A game of ``game_id`` started, and the computers moved until the person is due."""
    screen = start_vs_computer(app, game_id)
    await settle(pilot, app)
    return screen


def fragment_here(screen: PlayScreen) -> tuple[Any, str] | None:
    """A legal move and a piece of its notation that no other legal move contains,
    and that is not itself a legal move (so only the narrowed list makes sense of it)."""
    game = screen.game
    state = screen.session.state
    moves = list(game.legal_moves(state))[:200]
    texts = [str(game.move_text(m)) for m in moves]
    for move, text in zip(moves, texts, strict=True):
        for size in range(1, len(text)):
            for start in range(0, len(text) - size + 1):
                piece = text[start : start + size]
                if sum(piece.casefold() in t.casefold() for t in texts) != 1:
                    continue
                try:
                    game.apply(state, game.parse_move(state, piece))
                except (ValueError, IllegalMove):
                    return move, piece
    return None


async def unique_fragment(pilot: Pilot[None], screen: PlayScreen) -> tuple[Any, str]:
    """The first turn of the person's with such a fragment (a few turns are played to find
    one: at Seikatsu's first turn every piece of 'Tm-d6' is either shared or a move)."""
    for _ in range(10):
        found = fragment_here(screen)
        if found is not None:
            return found
        screen.submit(screen.game.legal_moves(screen.session.state)[0])
        await settle(pilot, screen.app)
    raise AssertionError("no turn had a fragment that only the list makes sense of")


async def test_the_move_box_keeps_the_focus_while_the_computers_move() -> None:
    """Issue 11: after the computers moved, typed 'Ep-b2' reached the board's keys and
    '2', Enter played another tile. The box the player is in keeps the focus."""
    app = slow_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = start_vs_computer(app, "seikatsu")
        await pilot.pause()
        assert screen.session.due() == Due.PERSON
        first = screen.game.legal_moves(screen.session.state)[0]
        screen.submit(first)
        await pilot.pause()
        assert screen.session.due() == Due.COMPUTER
        await pilot.press("t")  # the player starts typing while the computers think
        field = screen.query_one("#move-input", Input)
        assert field.has_focus
        await settle(pilot, app)
        assert screen.session.due() == Due.PERSON
        assert field.has_focus
        move = screen.game.legal_moves(screen.session.state)[0]
        text = str(screen.game.move_text(move))
        before = len(screen.session.moves)
        await pilot.press(*text, "enter")
        await pilot.pause()
        assert screen.session.moves[before] == move
        assert field.value == ""


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_enter_plays_the_one_move_the_list_narrowed_to(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ui_for(game_id), "lists_moves", True)  # every game can list its moves
    app = slow_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await person_to_move(app, pilot, game_id)
        assert screen.session.due() == Due.PERSON
        move, fragment = await unique_fragment(pilot, screen)
        screen.action_type_move()
        field = screen.query_one("#move-input", Input)
        field.value = fragment
        await pilot.pause()
        assert screen.query_one("#choices", OptionList).option_count == 1
        before = len(screen.session.moves)
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.session.moves) > before, str(screen.query_one("#prompt").render())
        assert screen.session.moves[before] == move


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_the_filter_clears_after_a_move_from_the_list(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ui_for(game_id), "lists_moves", True)
    app = slow_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await person_to_move(app, pilot, game_id)
        move, fragment = await unique_fragment(pilot, screen)
        field = screen.query_one("#move-input", Input)
        field.value = fragment
        await pilot.pause()
        choices = screen.query_one("#choices", OptionList)
        choices.focus()
        before = len(screen.session.moves)
        await pilot.press("enter")  # the highlighted, and only, move of the list
        await pilot.pause()
        assert screen.session.moves[before] == move
        assert field.value == ""
        await settle(pilot, app)
        if screen.session.due() == Due.PERSON:  # the next list is whole again
            legal = len(list(screen.game.legal_moves(screen.session.state))[:201])
            assert choices.option_count == min(legal, 201)


async def test_down_enters_the_list_and_esc_only_leaves_the_box(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 22: Esc in the box empties it and gives the keys back to the board; it never
    asks to leave. Esc with the board's keys asks."""
    monkeypatch.setattr(ui_for("seikatsu"), "lists_moves", True)
    app = slow_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = start_vs_computer(app, "seikatsu")
        await pilot.pause()
        await pilot.press("t", "x")
        field = screen.query_one("#move-input", Input)
        assert field.has_focus and field.value == "x"
        await pilot.press("escape")
        assert field.value == "" and app.screen is screen  # cleared, still playing
        assert not field.has_focus and screen.board().has_focus
        await pilot.press("t", "down")
        assert screen.query_one("#choices", OptionList).has_focus
        await pilot.press("t", "escape")  # an empty box: Esc leaves the box, not the game
        await pilot.pause()
        assert app.screen is screen and not field.has_focus
        await pilot.press("escape")  # the board's Esc: leave, which asks
        await pilot.pause()
        assert isinstance(app.screen, Confirm)
