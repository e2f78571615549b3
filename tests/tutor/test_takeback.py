"""Takeback against the computer: your move and its replies go, and stay in the record."""

from __future__ import annotations

import threading
from types import SimpleNamespace
from typing import Any

import pytest
from textual.widgets import RichLog

from engine.registry import GAMES
from replays import Recorder
from replays.explain import moves_from
from tests.tutor.conftest import quiet_app, settle
from tutor.screens.play import PlayScreen
from tutor.session import (
    COMPUTER,
    PERSON,
    Due,
    PlaySession,
    TablePlan,
    close_session,
    resume_session,
)
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
        # One count, one word: the game says what the viewer's list of lines says.
        log = "\n".join(str(line) for line in screen.query_one("#log", RichLog).lines)
        said = moves_from(variation.from_ply, len(variation.moves))
        assert f"Taken back: {said}" in " ".join(log.split())
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


async def test_takeback_while_the_computer_thinks_cancels_it_and_answers_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The computer's thinking is held (a gate) while u is pressed: the takeback is made at
    once, the worker is cancelled, and its choice, once it comes, is never played."""
    options, names, _ = plan_for("seikatsu", 1)
    plan = TablePlan((PERSON, COMPUTER, COMPUTER), levels=("easy", "hard", "hard"))
    gate, started = threading.Event(), threading.Event()
    real = PlaySession.computer_choice

    def held(session: PlaySession, cancelled: Any = None, **where: Any) -> Any:
        if session.due(where.get("state")) == Due.COMPUTER:  # draws are made at once
            started.set()
            gate.wait(timeout=30)
        return real(session, cancelled, **where)

    monkeypatch.setattr(PlaySession, "computer_choice", held)
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game("seikatsu", options, names, plan)
        assert isinstance(screen, PlayScreen)
        await pilot.pause()
        session = screen.session
        before, state = list(session.moves), session.state
        assert screen.submit(session.game.legal_moves(state)[0])
        await pilot.pause()
        assert started.wait(timeout=30)  # the worker is thinking (held at the gate)
        [worker] = [w for w in app.workers if w.group == "computer"]
        assert session.due() == Due.COMPUTER and not worker.is_finished
        await pilot.press("u")
        assert session.moves == before and session.state == state  # while it still thinks
        assert worker.is_cancelled  # (its thread is still held at the gate)
        gate.set()
        await settle(pilot, app)
        assert session.moves == before and session.due() == Due.PERSON  # its move was dropped


async def test_a_choice_made_for_another_position_is_never_played() -> None:
    """A late worker, not cancelled, chose for the position after move A; the person took A
    back and played B: the game is as long as it was then, but its choice is dropped."""
    options, names, plan = plan_for("seikatsu", 1)
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game("seikatsu", options, names, plan)
        assert isinstance(screen, PlayScreen)
        await settle(pilot, app)
        session = screen.session
        game = session.game
        first, second = game.legal_moves(session.state)[:2]
        after_first = game.apply(session.state, first).state  # what the worker thought about
        session.play(second)  # the game instead went on with B (as long as after A)
        assert session.due() in (Due.COMPUTER, Due.DEAL)
        moves = list(session.moves)
        stale = game.legal_moves(session.state)[0]  # legal now, so only the check refuses it
        live = SimpleNamespace(is_cancelled=False)
        screen.turns._computer_chose(after_first, stale, live)  # type: ignore[arg-type]
        assert session.moves == moves
