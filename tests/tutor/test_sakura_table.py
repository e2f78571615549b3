"""Sakura's table in the app: cards played by keys and by mouse, a Cook's direction
chosen on the card, a take offered with its price, a character hired from the row.

The game is two people at a table (table mode: the deal is typed, so it is known):
seat 1 holds B9 B5 G2 G6 P7 B12 B1 and unnamed cards, seat 2 cannot cover a blue 9
(tests/engine/sakura_script.py). Left pile B7 on the + side, right pile G4 on -;
the row is 1:S 2:C1 3:C2 4:C3 5:S. Each snapshot's run_before asserts the state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual.pilot import Pilot
from textual.widgets import OptionList, Static

from engine.core import CHANCE
from engine.sakura import GAME, Options, Play, Take
from lessons.course import course
from tests.engine.sakura_script import deal
from tests.tutor.conftest import quiet_app
from tutor.sakura.board import SakuraBoard
from tutor.sakura.layout import paint
from tutor.screens.dialogs import ChooseOne
from tutor.screens.play import PlayScreen
from tutor.session import PERSON, TablePlan

START = deal(["B9 B5 G2 G6 P7 B12 B1", "G1 B2 B3 B4 B6 P2 P3 P5 P6 Y4 Y5 G3"], "B7 G4")


async def table(
    pilot: Pilot[None], *script: str, deal_text: str = START, moves: Sequence[str] = ()
) -> PlayScreen:
    """A two-person table game, dealt ``deal_text``, after the moves; the board focused."""
    plan = TablePlan((PERSON, PERSON), dealer="table")
    screen = pilot.app.start_game("sakura", Options(players=2), ["Ann", "Bob"], plan)  # type: ignore[attr-defined]
    await pilot.pause()
    assert isinstance(screen, PlayScreen)
    for text in (deal_text, *script, *moves):
        assert screen.submit(GAME.parse_move(screen.session.state, text))
    await pilot.pause()
    screen.action_focus_board()  # "b" (the move list has the focus and keeps letters)
    await pilot.pause()
    assert isinstance(screen.board(), SakuraBoard) and screen.board().has_focus
    return screen


def board(screen: PlayScreen) -> SakuraBoard:
    found = screen.board()
    assert isinstance(found, SakuraBoard)
    return found


def spot(screen: PlayScreen, ref: str) -> tuple[int, int]:
    """Where ``ref`` (a pile, a row place or a card) is drawn on the board."""
    picture = board(screen)._picture
    assert picture is not None
    for spans in (picture.places, picture.pieces):
        for y, row in spans.items():
            for x0, _x1, name in row:
                if name == ref:
                    return x0 + 1, y
    raise AssertionError(f"{ref} is not drawn")


def prompt(screen: PlayScreen) -> str:
    return str(screen.query_one("#prompt", Static).render())


async def walk_to(pilot: Pilot[None], screen: PlayScreen, ref: str) -> None:
    """Move the board's cursor to ``ref`` with the arrow keys (the board focused first:
    after a move the move list takes the focus back)."""
    screen.action_focus_board()
    await pilot.pause()
    rows = board(screen).rows()
    target = next(r for r, row in enumerate(rows) if ref in row)
    for _ in range(len(rows)):
        here = next(r for r, row in enumerate(rows) if board(screen).cursor in row)
        if here == target:
            break
        await pilot.press("down" if target > here else "up")
    row = rows[target]
    for _ in range(len(row)):
        i = row.index(board(screen).cursor or "")
        if row[i] == ref:
            break
        await pilot.press("right" if row.index(ref) > i else "left")
    assert board(screen).cursor == ref


def test_a_card_played_by_keys(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = await table(pilot)
        assert board(screen).cursor == "L"
        await walk_to(pilot, screen, "B9")
        await pilot.press("enter")  # picks the card
        assert screen.piece == "B9"
        # B9 may go on the left pile only (a higher blue on +); the cursor jumps there.
        assert {ref for ref, kind in board(screen).marks().items() if kind == "target"} == {
            "L",
            "B9",
        }
        assert board(screen).cursor == "L"
        await pilot.press("enter")
        assert screen.session.moves[-1] == Play(0, "L", "B9")
        await walk_to(pilot, screen, "G2")
        await pilot.press("enter", "right")  # the arrow over the right pile previews it
        assert "G2 on the right pile: ...higher on +, lower on -" in prompt(screen)

    assert snap_compare(quiet_app(), terminal_size=(120, 40), run_before=check)


def test_a_card_played_by_mouse_at_80x24(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = await table(pilot)
        await pilot.click("#board", offset=spot(screen, "P7"))
        assert screen.piece == "P7"
        await pilot.click("#board", offset=spot(screen, "L"))  # P7 on B7: the same value
        assert screen.session.moves[-1] == Play(0, "L", "P7")
        await pilot.click("#board", offset=spot(screen, "G6"))
        await pilot.click("#board", offset=spot(screen, "R"))  # G6 is higher: refused
        assert screen.session.moves[-1] == Play(0, "L", "P7")
        assert "Refused: green 6 on green 4" in prompt(screen)
        assert board(screen).marks()["R"] == "refused"

    assert snap_compare(quiet_app(), terminal_size=(80, 24), run_before=check)


def test_a_cooks_direction_is_chosen_on_the_card(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = await table(pilot)
        # The Cook 2 at place 3: picked, then chosen again, hires it (3 coins).
        await walk_to(pilot, screen, "$3")
        await pilot.press("enter")
        assert screen.piece == "$3" and "Cook 2 (3 coins)" in prompt(screen)
        await pilot.press("enter")
        state = screen.session.state
        assert state.cook == 2 and state.coins[0] == 2
        # B9 counts 11 (higher) or 7 (the same value): both cover B7, so niwa asks which.
        await pilot.click("#board", offset=spot(screen, "B9"))
        await pilot.click("#board", offset=spot(screen, "L"))
        await pilot.pause()
        assert isinstance(pilot.app.screen, ChooseOne)
        labels = [str(o.prompt) for o in pilot.app.screen.query_one(OptionList).options]
        assert labels == ["B9 +2: counts as 11", "B9 -2: counts as 7"]

    assert snap_compare(quiet_app(), terminal_size=(120, 40), run_before=check)


async def test_choosing_the_cooks_direction_plays_the_card() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await table(pilot, "$3=C2")
        screen.take_piece("B9")
        screen.place("L")
        await pilot.pause()
        await pilot.press("down", "enter")  # the second choice: -2
        await pilot.pause()
        assert screen.session.moves[-1] == Play(0, "L", "B9", -2)


def test_a_take_is_offered_with_its_price(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        # Seat 2 (Bob) has no blue above 9 and no 9 for the left pile's B9.
        screen = await table(pilot, "L:B9", "R:G2", "end")
        await walk_to(pilot, screen, "P2")
        await pilot.press("enter")
        assert "L" in board(screen).marks()  # the stuck pile is a target: it is taken
        await pilot.press("up", "up")  # the cursor to the left pile
        assert board(screen).cursor == "L"
        assert (
            "No card fits the left pile: it needs a higher blue, or any 9. Take its 2 cards "
            "(2 shurikens, 2 coins) and restart it with P2." in prompt(screen)
        )
        await pilot.press("enter")
        assert screen.session.moves[-1] == Take(1, "L", "P2")
        assert screen.session.state.coins[1] == 7

    assert snap_compare(quiet_app(), terminal_size=(80, 24), run_before=check)


async def test_a_samurai_hired_by_mouse_turns_the_yin_yang_card() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await table(pilot)
        await pilot.click("#board", offset=spot(screen, "$1"))
        assert screen.piece == "$1" and "Samurai (1 coin)" in prompt(screen)
        await pilot.click("#board", offset=spot(screen, "$1"))
        assert not screen.session.state.plus_left
        assert "<(-) yin-yang (+)>" in str(board(screen).render())


def whole_game() -> list[str]:
    """The two-player game of the course's lesson 12, every move (3 rounds)."""
    lesson = next(item.lesson for item in course("sakura") if item.id == "12-winner")
    return lesson.start.split()


def test_between_rounds_the_table_sums_the_round_up(snap_compare: Any) -> None:
    # Round 1 of lesson 12's game: seat 1 noted 9 shurikens, seat 2 19 (sakura.round.score);
    # seat 2 starts round 2 (sakura.setup.start). The table waits for the deal.
    async def check(pilot: Pilot[None]) -> None:
        moves = whole_game()
        end = next(i for i, text in enumerate(moves) if text.startswith("deal:") and i)
        screen = await table(pilot, deal_text=moves[0], moves=moves[1:end])
        state = screen.session.state
        assert state.rounds == ((9, 19),) and GAME.to_move(state) == CHANCE
        drawn = str(board(screen).render())
        assert "Round 1 is over" in drawn
        assert "seat 2  19   19    6" in drawn and "Seat 2 starts round 2." in drawn

    assert snap_compare(quiet_app(), terminal_size=(80, 24), run_before=check)


def test_the_final_sheet_by_round_with_totals_and_coins() -> None:
    # Lesson 12's game: 9 + 17 + 14 = 40 against 19 + 9 + 10 = 38: seat 2 wins on
    # shurikens alone (sakura.end.winner), whatever the coins (16 and 14).
    state = GAME.new_game(Options(players=2))
    for text in whole_game():
        state = GAME.apply(state, GAME.parse_move(state, text)).state
    lines = [line.plain for line in paint(state, 40).lines]
    assert "        r1   r2   r3   total coins" in lines
    assert "seat 1  9    17   14   40    16" in lines
    assert "seat 2  19   9    10   38    14" in lines
    assert "seat 2 wins (fewest shurikens)" in lines
    assert max(len(line) for line in lines) <= 40
