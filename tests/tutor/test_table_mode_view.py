"""A real table's shared screen shows what the table shows (issue 22).

Karesansui's table mode showed every player's demerit total, which lie face down in
the box. In table mode the screen now draws the engine's ``view`` of no seat — of the
person entering their move while they do — so whatever a game hides (Score.private
points, hands) stays hidden, for every game.
"""

from __future__ import annotations

import random

import pytest

from engine.core import HIDDEN_SCORE
from engine.registry import GAMES
from tests.tutor.conftest import quiet_app
from tutor.play_seeing import NO_SEAT
from tutor.screens.play import PlayScreen
from tutor.session import PERSON, Due, TablePlan

PLIES = 160


@pytest.mark.parametrize("game_id", sorted(GAMES))
async def test_the_table_screen_shows_no_seats_private_points(game_id: str) -> None:
    game = GAMES[game_id]
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    names = [f"P{s + 1}" for s in range(seats)]
    rng = random.Random(7)
    hidden_seen = 0
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        play = app.start_game(game_id, options, names, TablePlan((PERSON,) * seats, "table"))
        assert isinstance(play, PlayScreen)
        for _ in range(PLIES):
            await pilot.pause()
            session = play.session
            state, due = session.state, session.due()
            if due == Due.OVER:
                break
            mover = due == Due.PERSON and play.ui.moves_from_own_view
            seat = session.actor if mover else NO_SEAT
            assert play.shown_state() == game.view(state, seat)
            shown = game.scores(play.shown_state())
            seats_text = str(play.query_one("#seats").render())
            for points in shown:
                if points == HIDDEN_SCORE:  # face down: the screen says so, not the value
                    hidden_seen += 1
                    assert "?" in seats_text
            if play.turns.holding_round is not None:
                play.action_next_round()
                continue
            if due == Due.TABLE_DRAW:
                move = game.sample_chance(state, rng)
            else:
                move = game.legal_moves(state)[0]
            assert play.submit(move)
        if game_id == "karesansui":
            assert hidden_seen  # demerit cards were taken and stayed face down


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_mover_is_shown_their_own_view_only_where_their_move_needs_it(
    game_id: str,
) -> None:
    """Issue 28: a real table's shared screen shows the mover what only their seat may
    see only where their moves rest on it (a hand to play from). Where a seat's secret is
    only its points (Karesansui's face-down demerit cards), every move is one the table's
    view allows, so the screen keeps even the mover's total face down."""
    from engine.core import CHANCE
    from tutor.plugins import ui_for

    game = GAMES[game_id]
    state = game.new_game(game.options_type())
    rng = random.Random(3)
    hides = needs = False
    checked = 0
    while not game.is_over(state) and checked < 60:
        if game.to_move(state) == CHANCE:
            move = game.sample_chance(state, rng)
        else:
            table = game.view(state, NO_SEAT)
            hides = hides or table != state
            moves = list(game.legal_moves(state))
            if len(list(game.legal_moves(table))) != len(moves):
                needs = True
            for move in moves[:20]:
                try:
                    game.apply(table, move)
                except Exception:
                    needs = True
            checked += 1
            move = rng.choice(moves)
        state = game.apply(state, move).state
    assert checked
    if hides:  # a game that hides nothing shows the same either way
        assert ui_for(game_id).moves_from_own_view == needs
