"""Every round closed: Play stops on a round's result before the next round (issue 22).

Sakura went from one round straight into the next deal. Now, in every game scored by
round (``GamePlugin.round_result``), when the engine's ``round_of`` moves on, Play shows
each side's points of the round and in all, and waits for ``n`` before the dealer
(or anyone) opens the next round. A game without such rounds (Seikatsu, whose rounds
are turns of the table) never stops.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.app import App
from textual.pilot import Pilot

from engine.registry import GAMES
from replays.explain import score_text
from tests.tutor.conftest import quiet_app
from tutor.plugins import ui_for
from tutor.screens.play import PlayScreen
from tutor.session import COMPUTER, PERSON, Due, TablePlan, new_session


def playing(game_id: str) -> App[None]:
    game = GAMES[game_id]
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    names = ["Ann", *[f"Computer {s + 1}" for s in range(1, seats)]]
    plan = TablePlan((PERSON,) + (COMPUTER,) * (seats - 1), levels=("easy",) * seats)
    return quiet_app(
        start=lambda app: PlayScreen(
            new_session(game_id, options, names, plan, seed=app.settings.seed)
        )
    )


async def until_a_round_ends(pilot: Pilot[None], play: PlayScreen, limit: int = 3000) -> bool:
    """Ann plays her first legal move, the computer its own, until Play stops on a
    round's result (True) or the game ends (False)."""
    for _ in range(limit):
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        if play.turns.holding_round is not None:
            return True
        due = play.session.due()
        if due == Due.OVER:
            return False
        if due == Due.PERSON:
            assert play.submit(play.game.legal_moves(play.session.state)[0])
        else:
            play.turns._think()
    raise AssertionError("neither a round's end nor the game's")


@pytest.mark.parametrize("game_id", sorted(GAMES))
async def test_play_stops_on_each_rounds_result_until_n(game_id: str, data_dir: Path) -> None:
    app = playing(game_id)
    async with app.run_test(size=(120, 40)) as pilot:
        play = pilot.app.screen
        assert isinstance(play, PlayScreen)
        stopped = await until_a_round_ends(pilot, play)
        assert stopped == ui_for(game_id).round_result
        if not stopped:
            return
        game, session = play.game, play.session
        assert game.round_of(session.state) == play.turns.round_seen == 2
        prompt = str(play.query_one("#prompt").render())
        assert "Round 1 is over." in prompt and "Press n to go on to round 2." in prompt
        totals = game.scores(play.shown_state())
        for seat, name in enumerate(session.names):
            side = game.side_of(session.state, seat)
            assert f"{name}: " in prompt
            assert f"{score_text(game, totals[side])} in all" in prompt
        for note in play.ui.round_notes(play.shown_state(), session.names):  # Sakura's coins
            assert str(note) in prompt
        if game_id == "sakura":
            assert "Coins: Ann " in prompt
        moves = len(session.moves)
        play.turns._think()  # a timer or a takeback asking: the next round still waits
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        assert len(session.moves) == moves and play.turns.holding_round is not None
        assert not play.entry_open()
        await pilot.press("n")
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        assert play.turns.holding_round is None
        if session.due() in (Due.COMPUTER, Due.DEAL):
            play.turns._think()
            await pilot.app.workers.wait_for_complete()
            await pilot.pause()
        next_round = len(session.moves) > moves or (
            session.due() == Due.PERSON and play.entry_open()
        )
        assert next_round  # the next round has begun, or waits for Ann's move
