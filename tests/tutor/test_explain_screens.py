"""What the screens say with the explanation layer: the viewer's rounds and dealer,
the score sheet's rows by subject and the tie-break where it decides."""

from __future__ import annotations

import random

import msgspec
from textual.widgets import DataTable

from engine.core import Score
from engine.miyabi import GAME as MIYABI
from engine.miyabi import Options as MiyabiOptions
from engine.playout import random_moves
from engine.sakura import GAME as SAKURA
from engine.sakura import Options as SakuraOptions
from engine.seikatsu import Options as SeikatsuOptions
from replays import MoveRecord, new_replay, verify
from tests.engine.test_sakura_end import chain
from tests.tutor.conftest import quiet_app
from tutor.plugins import ui_for
from tutor.screens.play import PlayScreen
from tutor.screens.viewer import ViewerScreen
from tutor.session import COMPUTER, PERSON, Due, TablePlan
from tutor.widgets.score_sheet import ScoreSheet


def sakura_tie_on_shurikens() -> list[object]:
    """Rounds 1 and 2 leave 13 shurikens each; in round 3 seat 1 hires the Samurai
    twice (1 + 4 coins), so seat 2 has more money: 5 against 10 (test_sakura_end)."""
    state = SAKURA.new_game(SakuraOptions(players=2))
    moves = []
    rounds = [(chain(0), ""), (chain(1), ""), (chain(0, False), "$1=S $4=S")]
    for (deal_text, played), extra in rounds:
        for text in [deal_text, *extra.split(), *played]:
            move = SAKURA.parse_move(state, text)
            state = SAKURA.apply(state, move).state
            moves.append(move)
    assert SAKURA.is_over(state)
    return moves


async def test_the_sakura_viewer_counts_rounds_and_shows_the_coins_that_decided() -> None:
    replay = new_replay("sakura", SakuraOptions(players=2), ["You", "Ann"])
    moves = sakura_tie_on_shurikens()
    line = verify(msgspec.structs.replace(replay, moves=[MoveRecord(m) for m in moves]))
    app = quiet_app(start=lambda app: ViewerScreen(line))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, ViewerScreen)
        table = screen.query_one("#moves", DataTable)
        # Ply 1 is the deck's deal, never "1 You round 1: 14 cards each".
        assert str(table.get_row_at(1)[1]) == "the deck"
        move_at = table.get_column_index("move")
        assert str(table.get_row_at(1)[move_at]).startswith("round 1: ")
        screen.seek(9)
        await pilot.pause()
        assert "Round 1" in str(screen.query_one("#scrubber").render())
        await pilot.press("pagedown")  # to the next round's deal
        assert screen.ply == line.round_starts()[1] and isinstance(
            line.move_at(screen.ply), type(moves[0])
        )
        assert "Round 2" in str(screen.query_one("#scrubber").render())
        screen.action_sheet()
        await pilot.pause()
        sheet = screen.query_one(ScoreSheet)
        labels = [str(sheet.rows[key].label) for key in sheet.rows]
        # A row per round (sakura.round.score), then the total and the coins that
        # broke the tie on 13 shurikens (sakura.end.tiebreak: most money wins).
        assert labels[:3] == ["round 1", "round 2", "round 3"]
        assert labels[-2:] == ["Total", SAKURA.rules["sakura.end.tiebreak"].title]
        assert [str(c) for c in sheet.get_row_at(len(labels) - 1)] == ["5", "10"]
        explained = str(screen.query_one("#explain").render())
        assert "You and Ann tied on 13 shurikens; Ties: most money: You 5, Ann 10." in explained
        assert "Ann wins" in explained


def test_miyabi_variant_points_are_named_on_the_sheet() -> None:
    options = MiyabiOptions(players=2, colourful_garden=True, big_meadow=True)
    state = MIYABI.new_game(options)
    for move in random_moves(MIYABI, options, random.Random(3)):
        state = MIYABI.apply(state, move).state
    final = MIYABI.final_scoring(state)
    ui = ui_for("miyabi")
    rows = {ui.sheet_row(line, i) for i, line in enumerate(final.lines)}
    assert {"Colourful garden", "Big meadow"} <= rows  # never "line 14", "line 15"
    assert not any(row.startswith("line ") for row in rows)
    assert all(isinstance(line, Score) and line.subject for line in final.lines)


async def test_the_play_screen_names_each_seat_once() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        names = ["You", "Computer 2", "Ann"]
        plan = TablePlan((PERSON, COMPUTER, COMPUTER))
        screen = app.start_game("seikatsu", SeikatsuOptions(players=3), names, plan)
        assert isinstance(screen, PlayScreen)
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.session.due() == Due.PERSON
        seats = str(screen.query_one("#seats").render())
        # Never "Computer 2 (blue) computer 0 points": the name says it already.
        assert "Computer 2 (blue)  0 bird points" in seats
        assert (
            "Ann (green, computer)  0 bird points" in seats and "You (pink)  0 bird points" in seats
        )
        prompt = str(screen.query_one("#prompt").render())
        assert prompt.startswith("Your turn. ")  # never "Your turn, You."


def test_sheet_columns_name_the_side_only_where_it_says_more() -> None:
    from tutor.widgets.score_sheet import column_label

    seikatsu, sakura = ui_for("seikatsu").game, SAKURA
    state = seikatsu.new_game(SeikatsuOptions(players=2))
    assert column_label(seikatsu, state, ["Ann", "Bob"], 1).plain == "Bob\nblue"
    state = sakura.new_game(SakuraOptions(players=2))
    assert column_label(sakura, state, ["Ann", "Bob"], 1).plain == "Bob\n"  # not "seat 2"
