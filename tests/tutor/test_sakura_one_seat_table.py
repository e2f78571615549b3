"""Sakura's table mode recorded from one seat, in the app (issue 28): the deal picked as
that seat sees it (its own hand, the piles, the row; the other hands sent as ``?``), every
card played and every character turned up entered as the table shows them. The screen
never shows another hand's card, the saved replay verifies with the selfplay game's
scores. Snapshots of the one-seat table view at both sizes."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from textual.pilot import Pilot

from engine.sakura import cards as C
from engine.sakura.game import Deal, Refill
from replays import load, recent_replays
from replays.recorder import Recorder
from tests.replays.sakura_seat_feed import GAME, sakura_feed
from tests.tutor.conftest import quiet_app
from tutor.sakura import deal_picker as D
from tutor.sakura.board import SakuraBoard
from tutor.screens.play import PlayScreen
from tutor.session import PERSON, Due, TablePlan
from tutor.table_fix import fix_from_text

SEAT = 1
OPTIONS = GAME.options_type(players=3)
NAMES = ["Ann", "Bo", "Cy"]


def plan() -> TablePlan:
    return TablePlan((PERSON,) * OPTIONS.players, "table", recorded_by=SEAT)


async def pick_deal(pilot: Pilot[Any], play: PlayScreen, deal: Deal) -> None:
    """The seat's deal entered on the board's picker: its hand, the piles, the row."""
    board = play.query_one(SakuraBoard)
    assert board.picks_shown()
    [mine] = [hand for hand in deal.hands if "?" not in hand]
    for code in (*mine, *deal.piles):
        board.enter_pick(D.CARD + code)
    for code in deal.characters:
        board.enter_pick(D.CHARACTER + code)
    await pilot.pause()


async def pick_refill(pilot: Pilot[Any], play: PlayScreen, refill: Refill) -> None:
    """The characters turned up for the row, picked on the board (no deck-order rest)."""
    board = play.query_one(SakuraBoard)
    assert board.picks_shown()
    assert D.REST not in [ref for row in board.picture(120).order for ref in row]
    for code in refill.characters:
        board.enter_pick(D.CHARACTER + code)
    await pilot.pause()


async def feed(pilot: Pilot[Any], play: PlayScreen, plies: int | None) -> None:
    """The selfplay game as seat ``SEAT`` sees it, ``plies`` entries of it (None: all):
    the first deal and the first refill picked on the board, the rest submitted."""
    session = play.session
    picked = False
    for ply, (truth, entry) in enumerate(sakura_feed(OPTIONS, SEAT, 11), start=1):
        if plies is not None and ply > plies:
            return
        if len(session.moves) >= ply:  # a forced move the screen made by itself
            assert session.moves[ply - 1] == entry
            continue
        if isinstance(entry, Deal) and ply == 1:
            await pick_deal(pilot, play, entry)
        elif isinstance(entry, Refill) and not picked:
            await pick_refill(pilot, play, entry)
            picked = True
        else:
            assert play.submit(entry), f"ply {ply}: {GAME.move_text(entry)} refused"
        assert len(session.moves) >= ply, f"ply {ply}: {GAME.move_text(entry)}"
        shown = play.shown_state()
        for other, hand in enumerate(shown.hands):  # never another hand's card
            assert other == SEAT or set(hand) <= {C.HIDDEN}, f"ply {ply}"
        if shown.phase == truth.phase and session.due() != Due.OVER:
            seen = GAME.view(truth, SEAT)
            assert msgspec.structs.replace(shown, revealing=False) == seen, f"ply {ply}"
    await pilot.pause()


async def test_a_whole_sakura_game_recorded_from_one_seat_in_the_app() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        play = app.start_game("sakura", OPTIONS, NAMES, plan())
        assert isinstance(play, PlayScreen)
        await pilot.pause()
        await feed(pilot, play, None)
        assert play.session.due() == Due.OVER
        [saved] = recent_replays()
        record = load(saved)
        assert record.replay.recorded_by == SEAT
        *_, (truth, _) = sakura_feed(OPTIONS, SEAT, 11)
        assert GAME.scores(record.final_state()) == GAME.scores(truth)


PLIES_SHOWN = 4
"""Three players, Bo (seat 2) recording: the deal as Bo saw it, then Ann's Cook hired,
the character the table turned up, and Ann's first card, played from a hand Bo never
saw. The legend (k) stands in the log's place."""


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
def test_snapshot_sakura_one_seat_table_view(snap_compare: Any, size: tuple[int, int]) -> None:
    # Paired with test_a_whole_sakura_game_recorded_from_one_seat_in_the_app.
    async def run(pilot: Pilot[Any]) -> None:
        app = pilot.app
        play = app.start_game("sakura", OPTIONS, NAMES, plan())  # type: ignore[attr-defined]
        assert isinstance(play, PlayScreen)
        await pilot.pause()
        await feed(pilot, play, PLIES_SHOWN)
        assert play.seeing.view_seat == SEAT
        state = play.shown_state()
        assert set(state.hands[0]) == {C.HIDDEN} and len(state.hands[0]) < 12  # Ann played
        assert C.HIDDEN not in state.hands[SEAT]
        # Ann's cards cannot be picked from a hand Bo never saw: the prompt says to type them.
        prompt = " ".join(str(play.query_one("#prompt").render()).split())
        assert "This hand is hidden from you: press t and type each card" in prompt
        # The legend in the log's place: the log's wrapping depends on when its
        # scrollbar appears (a race), the legend's never does.
        await pilot.press("k")
        await pilot.pause()

    assert snap_compare(quiet_app(), terminal_size=size, run_before=run)


async def test_corrections_in_a_sakura_one_seat_record() -> None:
    """`u` undoes the last entry (the character turned up), and a character turned up
    typed wrong is fixed where it stands (`F`'s correction), later entries re-checked."""
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        play = app.start_game("sakura", OPTIONS, NAMES, plan())
        assert isinstance(play, PlayScreen)
        await pilot.pause()
        session = play.session
        fed = [entry for _, entry in sakura_feed(OPTIONS, SEAT, 11)]
        ply = next(p for p, e in enumerate(fed, start=1) if isinstance(e, Refill))
        for entry in fed[:ply]:
            assert play.submit(entry)
        play.refresh_view()
        await pilot.pause()
        await pilot.press("u")
        await pilot.pause()
        assert session.moves == fed[: ply - 1]  # the refill undone, the hire kept
        state = GAME.view(session.state, SEAT)
        wrong = next(m for m in GAME.legal_moves(state) if m != fed[ply - 1])
        assert play.submit(wrong) and play.submit(fed[ply])
        _, fixed = fix_from_text(session, f"{ply} {GAME.move_text(fed[ply - 1])}")
        assert session.moves == fed[: ply + 1] and fixed.broken is None
        recorder = session.log
        assert isinstance(recorder, Recorder)
        assert len(recorder.timeline.variations) == 2
