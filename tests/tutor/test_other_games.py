"""Games without a board widget of their own play and replay through the generic look:
the engine's text board, the legal moves as a list, typed notation, hidden scores."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import msgspec
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, Static

from engine.core import Score
from engine.playout import random_moves
from engine.registry import GAMES, get_game
from replays import MoveRecord, load, new_replay, replays_dir, save
from tests.tutor.conftest import quiet_app
from tutor.plugins import ui_for
from tutor.screens.play import PlayScreen
from tutor.screens.viewer import ViewerScreen
from tutor.session import COMPUTER, PERSON, Due, TablePlan
from tutor.ui import GamePlugin


def test_every_registered_game_has_a_look() -> None:
    for game_id in GAMES:
        assert isinstance(ui_for(game_id), GamePlugin)


def test_a_game_that_lists_its_moves_offers_them_beside_its_board(snap_compare: Any) -> None:
    # Sakura draws its own table and still lists its moves (ending the turn, a new row).
    async def check(pilot: Pilot[None]) -> None:
        game = get_game("sakura")
        options = game.options_type()
        seats = game.seats(game.new_game(options))
        plan = TablePlan((PERSON,) + (COMPUTER,) * (seats - 1))
        names = ["Ann", "Bob", "Cy", "Dee"][:seats]
        screen = pilot.app.start_game("sakura", options, names, plan)  # type: ignore[attr-defined]
        await pilot.pause()
        assert ui_for("sakura").lists_moves
        assert isinstance(screen, PlayScreen) and screen.session.due() == Due.PERSON
        choices = screen.query_one("#choices", OptionList)
        legal = [game.move_text(m) for m in game.legal_moves(screen.session.state)]
        shown = [str(choices.get_option_at_index(i).prompt) for i in range(choices.option_count)]
        assert shown == legal[: len(shown)]
        assert screen.board().has_focus  # issue 22: the board (with places) has the keys
        field = screen.query_one("#move-input", Input)
        field.value = legal[-1]
        await pilot.pause()
        narrowed = [str(choices.get_option_at_index(i).prompt) for i in range(choices.option_count)]
        assert legal[-1] in narrowed and all(legal[-1] in text for text in narrowed)
        field.value = ""
        await pilot.pause()
        before = len(screen.session.moves)
        first = game.legal_moves(screen.session.state)[0]
        choices.focus()
        await pilot.press("enter")  # the highlighted (first) move
        assert screen.session.moves[before] == first

    assert snap_compare(quiet_app(), terminal_size=(120, 40), run_before=check)


def karesansui_game(data_dir: Path) -> Path:
    game = get_game("karesansui")
    options = game.options_type()
    names = ["Aki", "Ben", "Chie", "Dai", "Eri", "Fumi"][: game.seats(game.new_game(options))]
    moves = random_moves(game, options, random.Random(1))
    replay = new_replay("karesansui", options, names)
    replay = msgspec.structs.replace(replay, moves=[MoveRecord(m) for m in moves])
    replays_dir().mkdir(parents=True, exist_ok=True)
    return save(replay, replays_dir() / "rocks.niwa.json")


async def test_seen_as_a_seat_the_others_face_down_demerits_stay_hidden(data_dir: Path) -> None:
    path = karesansui_game(data_dir)
    timeline = load(path)
    ply = next(
        p
        for p in range(1, len(timeline) + 1)
        if any(isinstance(e, Score) and e.private and e.side == 0 for e in timeline.events_at(p))
    )
    app = quiet_app(start=lambda app: ViewerScreen(load(path), path))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, ViewerScreen)
        screen.seek(ply)
        screen.perspective = 1  # Ben looks
        screen.refresh_view()
        await pilot.pause()
        text = str(screen.query_one("#explain", Static).render())
        assert "Aki scored demerits: how much is hidden from you." in text
        assert "(seat 1)" not in text  # never "Aki (seat 1)": the seat says nothing more
        seats = str(screen.query_one("#seats", Static).render())
        assert "Aki ? demerits" in seats and "Ben ? demerits" not in seats
        screen.perspective = 0  # Aki sees her own
        screen.refresh_view()
        text = str(screen.query_one("#explain", Static).render())
        assert "how much is hidden" not in text
