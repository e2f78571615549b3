"""Takeback against the computer: your move and its replies go, and stay in the record."""

from __future__ import annotations

import pytest

from engine.registry import GAMES
from replays import Recorder
from tests.tutor.conftest import quiet_app
from tutor.screens.play import PlayScreen
from tutor.session import COMPUTER, PERSON, Due, TablePlan, close_session, resume_session
from tutor.widgets.keybar import KeyBar


def plan_for(game_id: str, person_seats: int) -> tuple[object, list[str], TablePlan]:
    game = GAMES[game_id]
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    kinds = (PERSON,) * person_seats + (COMPUTER,) * (seats - person_seats)
    return options, [f"P{s + 1}" for s in range(seats)], TablePlan(kinds)


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_u_takes_back_the_persons_move_and_the_replies_kept_as_a_variation(
    game_id: str,
) -> None:
    options, names, plan = plan_for(game_id, 1)
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game(game_id, options, names, plan)
        assert isinstance(screen, PlayScreen)
        await pilot.pause()
        session = screen.session
        assert session.due() == Due.PERSON and session.take_back_ply() is None
        before = list(session.moves)
        state = session.state
        assert screen.submit(session.game.legal_moves(state)[0])
        await pilot.pause()
        after = list(session.moves)
        assert "u Take back" in str(screen.query_one(KeyBar).render())
        await pilot.press("u")
        await pilot.pause()
        assert session.moves == before and session.state == state
        assert session.due() == Due.PERSON
        recorder = session.log
        assert isinstance(recorder, Recorder)
        [variation] = recorder.timeline.variations
        assert variation.from_ply == len(before)
        assert [r.move for r in variation.moves] == after[len(before) :]
        # The journal says the same: a resumed game is the one after the takeback.
        journal = recorder.path
        close_session(session)
        again = resume_session(journal)
        assert again.moves == before and again.state == state
        assert isinstance(again.log, Recorder)
        assert [r.move for r in again.log.timeline.variations[0].moves] == after[len(before) :]
        close_session(again)


async def test_no_takeback_in_hot_seat() -> None:
    """Two people at one screen: undoing would take back the other person's move."""
    options, names, plan = plan_for("seikatsu", 2)
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game("seikatsu", options, names, plan)
        assert isinstance(screen, PlayScreen)
        await pilot.pause()
        assert not screen.session.offers_take_back
        assert not screen.check_action("take_back", ())
