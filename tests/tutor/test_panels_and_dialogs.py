"""What a side panel or a dialog must never hide (issue 22): the player to move while the
standings (`o`) or the legend (`k`) is open, at 120x40 and 80x24, in every game; and every
dialog's buttons, each read whole whichever has the focus ("n/Esc" drawn clipped)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from textual.screen import Screen
from textual.widgets import Button, Static

from engine.core import Score
from engine.playout import random_moves
from engine.registry import GAMES
from replays.explain import hidden_from
from tests.tutor.conftest import quiet_app, settle
from tests.tutor.fit import drawn_text, solid, unfit
from tests.tutor.test_board_drawings import board_text
from tutor.screens.dialogs import AskText, ChooseOne, Confirm, PassDevice, TurnDone
from tutor.screens.play import PlayScreen
from tutor.session import COMPUTER, PERSON, TablePlan
from tutor.ui import HandOver

SIZES = [(120, 40), (80, 24)]
PANELS = ("standings", "legend")


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game_id", list(GAMES))
async def test_an_open_side_panel_leaves_the_player_to_move_in_view(
    game_id: str, size: tuple[int, int]
) -> None:
    game = GAMES[game_id]
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    names = ["Ann", *(f"Computer {s + 1}" for s in range(1, seats))]
    app = quiet_app()
    async with app.run_test(size=size) as pilot:
        screen: Any = app.start_game(
            game_id, options, names, TablePlan((PERSON,) + (COMPUTER,) * (seats - 1))
        )
        assert isinstance(screen, PlayScreen)
        await settle(pilot, app)
        seats_box = screen.query_one("#seats", Static)
        for panel in PANELS:
            if not screen.desk.has_panel(panel):
                continue
            screen.action_panel(panel)
            await pilot.pause()
            # the seats mark the player to move; where a narrow panel leaves them out
            # because the board lists every player (Sakura), the board marks them
            shown = drawn_text(seats_box) if seats_box.display else board_text(screen.board())
            turn = [line for line in shown.splitlines() if line.strip().startswith(">")]
            assert turn and "Ann" in turn[0], f"{panel}: no player to move in {shown!r}"
            screen.action_panel(panel)
            await pilot.pause()


def dialogs() -> list[tuple[str, Screen[Any]]]:
    """Every dialog the app asks with, with the longest words it is given."""
    return [
        (
            "leave a game",
            Confirm(
                "Leave this game? Every move so far is saved: resume it from Home.",
                yes="Leave",
                no="Keep playing",
            ),
        ),
        (
            "leave a lesson",
            Confirm(
                "Leave this lesson? The steps you did are saved.", yes="Leave", no="Keep learning"
            ),
        ),
        (
            "review again",
            Confirm(
                "Computer 2's moves are reviewed already (the marks are in the move list). "
                "Review them again?",
                yes="Review again",
                no="Keep",
            ),
        ),
        ("pass the device", PassDevice("Bartholomew Longname", HandOver())),
        ("turn done", TurnDone("Bartholomew Longname", [])),
        ("choose one", ChooseOne("Which way does your Cook count?", [])),
        ("ask text", AskText("Go to ply (0 to 173):")),
    ]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
async def test_every_dialog_button_reads_whole_whichever_has_the_focus(
    size: tuple[int, int],
) -> None:
    app = quiet_app()
    found: list[str] = []
    async with app.run_test(size=size) as pilot:
        for where, dialog in dialogs():
            await app.push_screen(dialog)
            await pilot.pause()
            buttons = list(dialog.query(Button))
            for focused in buttons or [None]:
                if focused is not None:
                    focused.focus()
                    await pilot.pause()
                found.extend(f"{where}: {problem}" for problem in unfit(dialog))
                for button in buttons:
                    label = solid(str(button.label))
                    drawn = solid(drawn_text(button))
                    if label not in drawn:
                        state = "focused" if button is focused else "unfocused"
                        found.append(f"{where}: {state} {label!r} drawn {drawn!r}")
            dialog.dismiss(None)
            await pilot.pause()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game_id", list(GAMES))
async def test_the_row_of_pieces_shows_every_piece_to_pick(
    game_id: str, size: tuple[int, int]
) -> None:
    """Sakura's row showed 4 of a 10-card hand (and none of the row places): every piece
    the player may pick is in the row, drawn whole, within the side panel."""
    game = GAMES[game_id]
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    names = ["Ann", *(f"Computer {s + 1}" for s in range(1, seats))]
    app = quiet_app()
    async with app.run_test(size=size) as pilot:
        screen: Any = app.start_game(
            game_id, options, names, TablePlan((PERSON,) + (COMPUTER,) * (seats - 1))
        )
        await settle(pilot, app)
        codes = screen.desk.entry_codes()
        shown = [
            solid(drawn_text(button))
            for button in screen.query(".hand-piece").results(Button)
            if button.display and button.region.area
        ]
        assert len(shown) == len(codes), f"{len(shown)} of {len(codes)} pieces shown"
        for code, drawn in zip(codes, shown, strict=True):
            assert solid(screen.ui.piece_text(code).plain) in drawn, (code, drawn)
        assert not [p for p in unfit(screen) if p.startswith(("Button", "Horizontal#hand"))]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_view_as_any_seat_keeps_every_point_the_table_shows(game_id: str) -> None:
    """ "View as" showed "? demerits" for a player holding no demerit card (issue 22): a
    side's total is hidden from a seat only while some of its points are private to it
    (face-down cards); every other total is public and reads the same from every seat."""
    game = GAMES[game_id]
    players = game.declaration.players
    for count in (players.least, players.most):
        options = game.options_type(players=count)
        state = game.new_game(options)
        private: set[tuple[int, int]] = set()  # (side, seat it is hidden from)
        for move in random_moves(game, options, random.Random(22)):
            step = game.apply(state, move)
            state = step.state
            seats = game.seats(state)
            for event in step.events:
                if isinstance(event, Score):
                    for seat in range(seats):
                        if hidden_from(game, state, event, seat):
                            private.add((event.side, seat))
            true = game.scores(state)
            for seat in range(seats):
                seen = game.scores(game.view(state, seat))
                hidden = [
                    side
                    for side, points in enumerate(seen)
                    if points != true[side] and (side, seat) not in private
                ]
                assert not hidden, f"{count} players, seat {seat + 1} cannot see sides {hidden}"
