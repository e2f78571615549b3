"""Corrections in table mode, for every game: u undoes the last entry (kept as a
variation), F fixes a wrong draw in place, and the palette's "Take back" never silently
does nothing."""

from __future__ import annotations

import random

import pytest

from engine.core import CHANCE
from engine.registry import GAMES
from replays import Recorder
from tests.replays.test_correction import other_outcome
from tests.tutor.conftest import quiet_app
from tutor.action_refusal import refusal_of, run_or_say
from tutor.screens.play import PlayScreen
from tutor.session import COMPUTER, DEALER_TABLE, PERSON, Due, PlaySession, TablePlan
from tutor.table_fix import fix_from_text

ENTRIES = 12


def table_plan(game_id: str) -> tuple[object, list[str], TablePlan]:
    game = GAMES[game_id]
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    return options, [f"P{s + 1}" for s in range(seats)], TablePlan((PERSON,) * seats, DEALER_TABLE)


def enter(session: PlaySession, n: int, seed: int = 3) -> None:
    """Up to ``n`` entries as a table would type them (draws and moves), the game kept open."""
    rng = random.Random(seed)
    for _ in range(n):
        state = session.state
        if session.due() == Due.OVER:
            return
        game = session.game
        if game.to_move(state) == CHANCE:
            move = game.sample_chance(state, rng)
        else:
            move = rng.choice(list(game.legal_moves(state)))
        if game.is_over(game.apply(state, move).state):
            return  # the game stays open: an ended one is saved, and nothing is undone
        session.play(move)


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_u_at_a_table_undoes_the_last_entry_kept_as_a_variation(game_id: str) -> None:
    options, names, plan = table_plan(game_id)
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game(game_id, options, names, plan)
        assert isinstance(screen, PlayScreen)
        await pilot.pause()
        session = screen.session
        assert session.why_no_take_back() is not None  # nothing entered yet
        enter(session, ENTRIES)
        screen.refresh_view()
        await pilot.pause()
        before = list(session.moves)
        await pilot.press("u")
        await pilot.pause()
        assert session.moves == before[:-1]
        recorder = session.log
        assert isinstance(recorder, Recorder)
        [variation] = recorder.timeline.variations
        assert [r.move for r in variation.moves] == before[-1:]
        assert session.state == recorder.timeline.final_state()


@pytest.mark.parametrize("game_id", [g for g in GAMES if GAMES[g].declaration.has_chance])
async def test_a_wrong_draw_is_fixed_where_it_stands(game_id: str) -> None:
    options, names, plan = table_plan(game_id)
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game(game_id, options, names, plan)
        assert isinstance(screen, PlayScreen)
        await pilot.pause()
        session = screen.session
        enter(session, ENTRIES)
        recorder = session.log
        assert isinstance(recorder, Recorder)
        timeline = recorder.timeline
        game = session.game
        draws = [
            p
            for p in range(1, len(timeline) + 1)
            if game.to_move(timeline.state_at(p - 1)) == CHANCE
        ]
        ply = next(p for p in reversed(draws) if other_outcome(timeline, p) is not None)
        right = other_outcome(timeline, ply)
        ply_fixed, fixed = fix_from_text(session, f"{ply} {game.move_text(right)}")
        assert ply_fixed == ply
        assert session.moves[ply - 1] == right
        assert session.state == recorder.timeline.final_state()
        assert len(session.moves) == ply + fixed.replayed
        assert recorder.timeline.variations[-1].from_ply == ply - 1


async def test_the_palettes_take_back_says_why_it_cannot() -> None:
    """Two people at one screen: no takeback; chosen from the palette, it says why."""
    game = GAMES["seikatsu"]
    options = game.options_type(players=2)
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game("seikatsu", options, ["A", "B"], TablePlan((PERSON, PERSON)))
        assert isinstance(screen, PlayScreen)
        await pilot.pause()
        why = refusal_of(screen, "take_back", "Take back")
        assert why is not None and "another person's move" in why
        await run_or_say(screen, "take_back", "Take back")
        await pilot.pause()
        assert any("another person's move" in str(n.message) for n in app._notifications)


async def test_against_the_computer_before_moving_the_take_back_says_so() -> None:
    game = GAMES["seikatsu"]
    options = game.options_type(players=2)
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game("seikatsu", options, ["A", "B"], TablePlan((PERSON, COMPUTER)))
        assert isinstance(screen, PlayScreen)
        await pilot.pause()
        assert refusal_of(screen, "take_back", "Take back") == (
            "Nothing to take back yet: you have not moved."
        )
