"""Snapshots of every game's position editor (issue 27): an empty board, a mid-game
position, an inconsistent position with its problem, and an Ask with a legal and a
refused move, at 120x40 and 80x24. Each snapshot's run asserts the state and the line
it shows (a crashed app would still give a picture); tests/tutor/test_editor.py builds
positions by keys and by mouse."""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot

from bench.dispute import SITUATIONS
from engine.registry import GAMES
from tests.tutor.conftest import quiet_app
from tests.tutor.test_editor import mid_game
from tutor.editing import setup_line
from tutor.plugins import PLUGINS, editor_for
from tutor.screens.editor import ASK, EditorScreen

SIZES = ((120, 40), (80, 24))
KINDS = ("empty", "mid-game", "inconsistent", "ask")

INCONSISTENT = {
    "seikatsu": ("scores", "5,0,0"),
    "miyabi": ("scores", "5,0"),
    "sakura": ("coins", "90/5/5/5"),
    "karesansui": ("start", "2"),
    "tictactoe": ("grid", "xx.,...,..."),  # two x and no o: x moves first, in turn
}
"""A field of the set-up changed so that the position is one no game reaches."""


REFUSED = {"tictactoe": "d4"}
"""A refused move asked from the set-up, for a game with no rulebook disputes in the
bench (the toy game: there is no cell d4)."""


def refused_move(game_id: str) -> str:
    """The first bench situation of the game asked straight from the set-up: refused."""
    return next(
        (
            s.move
            for s in SITUATIONS
            if s.game == game_id and s.legal is False and not s.puts and not s.fields
        ),
        REFUSED.get(game_id, ""),
    )


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("game_id", PLUGINS)
def test_the_editor(snap_compare: Any, game_id: str, kind: str, size: tuple[int, int]) -> None:
    game = GAMES[game_id]
    start = mid_game(game_id) if kind == "mid-game" else None
    app = quiet_app(start=lambda app: EditorScreen(game_id, start))

    async def check(pilot: Pilot[None]) -> None:
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, EditorScreen)
        session = screen.session
        if kind == "empty":
            await pilot.press("e")
            opening = game.parse_position(session.history[0])
            empty = editor_for(game_id).empty(opening)
            assert session.text == (empty or game.position_text(game.new_game(opening.options)))
        elif kind == "mid-game":
            assert session.text == start and session.status().playable
        elif kind == "inconsistent":
            name, value = INCONSISTENT[game_id]
            session.set_field(name, value)
            screen.redraw()
            status = session.status()
            assert status.parses and not status.consistent
            assert screen.check_action("continue", ()) is None
        else:
            legal = game.move_text(game.legal_moves(session.state)[0])
            refused = refused_move(game_id)
            await pilot.press("a", *legal, "enter", *refused, "enter")
            assert screen.pane() == ASK
            assert [(a.answer.move, a.answer.legal) for a in session.asked] == [
                (legal, True),
                (refused, False),
            ]
            assert session.text == setup_line(game, game.options_type())
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=check)


def test_the_miyabi_editor_at_80x24_fields_and_side_to_move(snap_compare: Any) -> None:
    """Issue 27: at 80x24 beside the fields, nothing cut (the box's title whole), and the
    side-to-move selector after t: seat 2 on turn."""
    from tutor.widgets.side_to_move import SideToMove

    app = quiet_app(start=lambda app: EditorScreen("miyabi"))

    async def check(pilot: Pilot[None]) -> None:
        screen = pilot.app.screen
        assert isinstance(screen, EditorScreen)
        await pilot.press("t", "f")
        await pilot.pause()
        assert GAMES["miyabi"].to_move(screen.session.state) == 1
        assert "[2]" in str(screen.query_one(SideToMove).render())
        assert screen.pane() == "editor-fields"

    assert snap_compare(app, terminal_size=(80, 24), run_before=check)


def test_the_side_to_move_selector_of_four_seats(snap_compare: Any) -> None:
    """Four seats of Karesansui, seat 4 put on turn by a click."""
    from tutor.widgets.side_to_move import SideToMove

    app = quiet_app(start=lambda app: EditorScreen("karesansui"))

    async def check(pilot: Pilot[None]) -> None:
        screen = pilot.app.screen
        assert isinstance(screen, EditorScreen)
        widget = screen.query_one(SideToMove)
        _, begin, _ = widget._spots[3]
        await pilot.click(SideToMove, offset=(1 + begin + 1, 1))
        await pilot.pause()
        assert "bid:4" in screen.session.text and "[4]" in str(widget.render())

    assert snap_compare(app, terminal_size=(120, 40), run_before=check)
