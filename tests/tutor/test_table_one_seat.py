"""Table mode recorded from one seat, in the app (issue 28): a whole selfplay game fed as
that seat sees it (its own draws typed, `d` for a draw it did not see); the screen never
shows what the seat cannot see, the saved replay verifies with the true final scores.
Snapshots of the one-seat table view at both sizes."""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot

from engine.registry import GAMES
from replays import load, recent_replays
from tests.replays.one_seat_feed import seat_feed
from tests.replays.test_one_seat import WHOLE_GAMES, true_states
from tests.tutor.conftest import quiet_app
from tutor.screens.play import PlayScreen
from tutor.session import PERSON, Due, TablePlan

SEAT = 1


def one_seat_plan(game_id: str) -> tuple[Any, list[str], TablePlan]:
    game = GAMES[game_id]
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    plan = TablePlan((PERSON,) * seats, "table", recorded_by=SEAT)
    return options, [f"N{s + 1}" for s in range(seats)], plan


async def feed(pilot: Pilot[Any], play: PlayScreen, game_id: str, plies: int | None) -> None:
    """The selfplay game as seat ``SEAT`` sees it, ``plies`` of it (None: all)."""
    game = GAMES[game_id]
    options = game.options_type()
    truth = true_states(game, options, 11)
    pressed = False
    for ply, (_, move) in enumerate(seat_feed(game, options, SEAT, 11), start=1):
        if plies is not None and ply > plies:
            return
        session = play.session
        if len(session.moves) >= ply:  # a forced move the screen made by itself
            assert move is not None and session.moves[ply - 1] == move
            continue
        if move is None:
            assert session.due() == Due.TABLE_DRAW
            if not pressed:  # the key once, the action after (a press costs time)
                await pilot.press("d")
                pressed = True
            else:
                play.action_unseen_draw()
        else:
            assert play.submit(move), f"ply {ply}: {game.move_text(move)} refused"
        assert len(session.moves) >= ply
        if session.due() != Due.OVER and len(session.moves) == ply:
            # The screen shows the seat's view of the true game, nothing more: the board
            # and the seats, and the hand offered to whoever moves.
            seen = game.view(truth[ply], SEAT)
            assert play.shown_state() == seen and play.entry_state() == seen, f"ply {ply}"
    await pilot.pause()


@pytest.mark.parametrize("game_id", WHOLE_GAMES)
async def test_a_whole_game_recorded_from_one_seat_in_the_app(game_id: str) -> None:
    options, names, plan = one_seat_plan(game_id)
    game = GAMES[game_id]
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        play = app.start_game(game_id, options, names, plan)
        assert isinstance(play, PlayScreen)
        await pilot.pause()
        await feed(pilot, play, game_id, None)
        assert play.session.due() == Due.OVER
        [saved] = recent_replays()
        record = load(saved)
        assert record.replay.recorded_by == SEAT
        truth = true_states(game, options, 11)
        assert game.scores(record.final_state()) == game.scores(truth[-1])


PLIES_SHOWN = 10
"""Seikatsu, 3 players, seat 2 recording: setup, the deal (seat 2's own two tiles typed,
the others' four unseen), then seat 1's first play, taken from a hand seat 2 never saw;
seat 1's draw (unseen: d) is due."""


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
def test_snapshot_one_seat_table_view(snap_compare: Any, size: tuple[int, int]) -> None:
    # Paired with test_a_whole_game_recorded_from_one_seat_in_the_app.
    async def run(pilot: Pilot[Any]) -> None:
        options, names, plan = one_seat_plan("seikatsu")
        app = pilot.app
        play = app.start_game("seikatsu", options, names, plan)  # type: ignore[attr-defined]
        assert isinstance(play, PlayScreen)
        await pilot.pause()
        await feed(pilot, play, "seikatsu", PLIES_SHOWN)
        assert play.seeing.view_seat == SEAT
        assert play.session.due() == Due.TABLE_DRAW
        assert play.check_action("unseen_draw", ())
        # What may still be drawn is every tile seat 2 has not seen (the others' hands
        # included), never niwa's fill-in of them.
        prompt = " ".join(str(play.query_one("#prompt").render()).split())
        seen = GAMES["seikatsu"].view(play.session.state, SEAT)
        pool = " ".join(play.ui.supply_text(seen).plain.split())
        assert pool in prompt and sum(seen.bag) == 30  # 27 in the bag, 3 in hidden hands

    assert snap_compare(quiet_app(), terminal_size=size, run_before=run)


async def test_a_hint_is_for_the_recording_seats_own_moves() -> None:
    """Another player's move rests on a hand the recorder never saw: no hint for it (it
    crashed, trying the fill-in), and the palette says why."""
    from tutor.action_refusal import refusal_of

    options, names, plan = one_seat_plan("seikatsu")
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        play = app.start_game("seikatsu", options, names, plan)
        assert isinstance(play, PlayScreen)
        await pilot.pause()
        await feed(pilot, play, "seikatsu", 9)
        assert play.session.due() == Due.PERSON and play.session.actor != SEAT
        assert not play.check_action("hint", ())
        await pilot.press("h")
        await pilot.pause()
        why = refusal_of(play, "hint", "Hint")
        assert why is not None and "your own moves" in why
