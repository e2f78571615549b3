"""Table mode's card picker: a deal made with real cards entered card by card on the
board (each hand seat by seat, the two pile cards, the characters in order), a card
already dealt greyed and refused, a pick taken back; the whole deal sent as one move.
The snapshots are the picker at 120x40 played by keys and at 80x24 played by mouse.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input

from engine.core import CHANCE
from engine.sakura import GAME, Options
from engine.sakura.game import Deal
from tests.engine.sakura_script import build
from tests.engine.test_sakura_characters import SMALL, SMALL_DEAL
from tests.tutor.conftest import quiet_app
from tests.tutor.test_sakura_table import START, board, choose, spot, walk_to
from tutor.sakura import deal_picker as D
from tutor.sakura.layout import Picture
from tutor.screens.play import PlayScreen
from tutor.session import PERSON, Due, TablePlan


def parsed_deal(text: str) -> Deal:
    move = GAME.parse_move(GAME.new_game(Options(players=2)), text)
    assert isinstance(move, Deal)
    return move


DEALT = parsed_deal(START)
CARDS = [*DEALT.hands[0], *DEALT.hands[1], *DEALT.piles]
"""START's cards in the order the picker takes them: Ann's hand, Bob's, the piles."""


async def at_the_table(pilot: Pilot[None]) -> PlayScreen:
    """Two people at a table, the deck in their hands: the deal is due, the board focused."""
    plan = TablePlan((PERSON, PERSON), dealer="table")
    screen = pilot.app.start_game("sakura", Options(players=2), ["Ann", "Bob"], plan)  # type: ignore[attr-defined]
    await pilot.pause()
    assert isinstance(screen, PlayScreen) and screen.session.due() == Due.TABLE_DRAW
    # the board offers the picker, so it has the focus (t would type the deal instead)
    assert board(screen).has_focus and board(screen).picks_shown()
    return screen


def drawn(screen: PlayScreen) -> str:
    return "\n".join(line.plain for line in board(screen).picture(board(screen).size.width).lines)


def test_the_picker_by_keys(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = await at_the_table(pilot)
        assert board(screen).cursor == "card:P1"  # the first card of the grid
        await walk_to(pilot, screen, "card:B9")
        await pilot.press("enter")
        await walk_to(pilot, screen, "card:B5")
        await pilot.press("enter")
        assert board(screen).picks.cards == ("B9", "B5")
        await walk_to(pilot, screen, "card:B9")
        await pilot.press("enter")  # dealt already: greyed and refused
        assert board(screen).picks.cards == ("B9", "B5")
        assert "B9 is already dealt, to Ann's hand" in drawn(screen)
        await pilot.press("backspace")  # B5 taken back
        assert board(screen).picks.cards == ("B9",)
        await walk_to(pilot, screen, "card:G2")
        await pilot.press("enter")
        assert board(screen).picks.cards == ("B9", "G2")
        assert ">Ann         2/14 B9 G2" in drawn(screen)  # the label column fits "Characters"
        assert screen.session.moves == []  # nothing dealt until every card is in

    assert snap_compare(quiet_app(), terminal_size=(120, 40), run_before=check)


def test_the_picker_by_mouse(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = await at_the_table(pilot)
        for code in ("B9", "B5", "G2"):
            await pilot.click("#board", offset=spot(screen, f"card:{code}"))
        await pilot.click("#board", offset=spot(screen, "card:B5"))  # refused
        assert "B5 is already dealt" in drawn(screen)
        await pilot.click("#board", offset=spot(screen, D.BACK))
        await pilot.pause()
        assert board(screen).picks.cards == ("B9", "B5")
        assert screen.session.moves == []

    assert snap_compare(quiet_app(), terminal_size=(80, 24), run_before=check)


@pytest.mark.parametrize("way", ["keys", "mouse"])
async def test_a_whole_deal_entered_on_the_board(way: str) -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40) if way == "keys" else (80, 24)) as pilot:
        screen = await at_the_table(pilot)
        for code in CARDS[:-1]:  # the bulk through the board's own pick
            board(screen).enter_pick(D.CARD + code)
        await pilot.pause()
        assert "Pick the card for the right pile:" in drawn(screen)
        for ref in (D.CARD + CARDS[-1], "char:S", "char:C1", D.REST):
            await choose(pilot, screen, ref, way)
            if ref == "char:S":
                assert "Pick a character for row place 2:" in drawn(screen)
        # The deal is made: the hands and piles as picked, the row S C1 then the rest
        # of the deck's characters in its order (S S S S C1 C1 C1 C2 C2 C2 C2 C3 C3).
        [move] = screen.session.moves
        assert isinstance(move, Deal)
        assert move.hands == DEALT.hands and move.piles == ("B7", "G4")
        assert move.characters == (
            "S",
            "C1",
            *["S", "S", "S", "S", "C1", "C1", "C1", "C2", "C2", "C2", "C2", "C3", "C3"],
        )
        assert screen.session.due() == Due.PERSON and not board(screen).picks_shown()


async def test_the_deal_may_still_be_typed() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await at_the_table(pilot)
        field = screen.query_one("#move-input", Input)
        await pilot.press("t")  # from the board's picker to the move box
        assert field.has_focus
        field.value = START
        await pilot.press("enter")
        await pilot.pause()
        assert screen.session.moves == [DEALT]


def test_the_picker_refuses_what_cannot_be_dealt() -> None:
    state = GAME.new_game(Options(players=2))
    picks = D.Picks()
    picks, note = D.pick(state, picks, "char:S")
    assert note == "First the cards: every hand, then the two piles."
    for code in CARDS:
        picks, note = D.pick(state, picks, D.CARD + code)
        assert note is None
    picks, note = D.pick(state, picks, "card:Y13")  # 30 cards are in: 14 + 14 + 2
    assert note == "Every card is in: now the characters."
    for _ in range(2):  # niwa's deck has 2 Cooks of 3 (deck.toml)
        picks, note = D.pick(state, picks, "char:C3")
    picks, note = D.pick(state, picks, "char:C3")
    assert note == "No C3 is left to place: each character card is placed once."
    assert not D.complete(state, picks)
    picks, _ = D.pick(state, picks, D.REST)
    assert D.complete(state, picks) and len(picks.characters) == 15
    assert parsed_deal(D.notation(state, picks)).hands == DEALT.hands


def test_a_reshuffle_is_picked_as_characters_only() -> None:
    # The six-character deck: after two hires the draw pile is empty and the discard
    # pile (S S) waits for the dealer (sakura.characters.reshuffle).
    state, _ = build("$1=S $1=S", SMALL_DEAL, deck=SMALL)
    assert GAME.to_move(state) == CHANCE and D.cards_needed(state) == 0
    picks, note = D.pick(state, D.Picks(), "char:C1")
    assert note == "No C1 is left to place: each character card is placed once."
    picks, _ = D.pick(state, picks, "char:S")
    picks, _ = D.pick(state, picks, "char:S")
    assert D.complete(state, picks) and D.notation(state, picks) == "shuffle:S,S"
    GAME.apply(state, GAME.parse_move(state, D.notation(state, picks)))


def test_six_players_picker_fits_the_narrow_board() -> None:
    state = GAME.new_game(Options(players=6))
    pic = Picture()
    D.draw(pic, state, D.Picks(), 40)
    assert max(len(line) for line in pic.lines) <= 40
    assert sum(1 for line in pic.lines if line.plain.startswith(("P ", "B ", "G ", "Y "))) == 4
