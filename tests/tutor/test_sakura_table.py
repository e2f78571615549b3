"""Sakura's table in the app: cards played by keys and by mouse, a Cook's direction
chosen on the card, a take offered with its price, a character hired from the row.

The game is two people at a table (table mode: the deal is typed, so it is known):
seat 1 holds B9 B5 G2 G6 P7 B12 B1 and unnamed cards, seat 2 cannot cover a blue 9
(tests/engine/sakura_script.py). Left pile B7 on the + side, right pile G4 on -;
the row is 1:S 2:C1 3:C2 4:C3 5:S. Every screen the issue lists (the hand, the piles,
a Cook's choice, a take, the character row, a round's summary, the final sheet) is a
snapshot at 120x40 played by keys and at 80x24 played by mouse, and its run_before
asserts the state.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList, Static

import tutor.sakura.board
from engine.core import CHANCE
from engine.language import use_language
from engine.sakura import GAME, Options, Play, Take
from lessons.course import course
from tests.engine.sakura_script import deal
from tests.tutor.conftest import count_calls, quiet_app
from tutor.sakura.board import SakuraBoard
from tutor.sakura.layout import paint
from tutor.screens.dialogs import ChooseOne
from tutor.screens.game_over import GameOverScreen
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


BY_KEYS = ((120, 40), "keys")
BY_MOUSE = ((80, 24), "mouse")
WAYS = pytest.mark.parametrize(
    ("size", "way"), [BY_KEYS, BY_MOUSE], ids=["keys-120x40", "mouse-80x24"]
)


async def choose(pilot: Pilot[None], screen: PlayScreen, ref: str, way: str) -> None:
    """Pick or choose ``ref`` on the board: the arrows and Enter, or a click."""
    if way == "keys":
        await walk_to(pilot, screen, ref)
        await pilot.press("enter")
    else:
        await pilot.click("#board", offset=spot(screen, ref))
    await pilot.pause()


async def end_turn(pilot: Pilot[None], screen: PlayScreen, way: str) -> None:
    """``end`` from the move list: typed in the move box (t, then Enter plays the one
    listed match), or clicked in the list."""
    if way == "keys":
        await pilot.press("t", "e", "n", "d", "enter")
    else:
        options = screen.query_one("#choices", OptionList)
        index = next(i for i, o in enumerate(options.options) if str(o.prompt) == "end")
        row = options.gutter.top + index - options.scroll_offset.y
        await pilot.click("#choices", offset=(options.gutter.left + 1, row))
    await pilot.pause()


def run(
    snap_compare: Any, size: tuple[int, int], check: Callable[[Pilot[None]], Awaitable[None]]
) -> None:
    assert snap_compare(quiet_app(), terminal_size=size, run_before=check)


@WAYS
def test_the_hand_picking_a_card_lights_its_piles(
    snap_compare: Any, size: tuple[int, int], way: str
) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = await table(pilot)
        assert board(screen).cursor == "L"
        await choose(pilot, screen, "B9", way)
        assert screen.desk.piece == "B9"
        # B9 may go on the left pile only (a higher blue on +); the cursor jumps there.
        lit = {ref for ref, kind in board(screen).marks().items() if kind == "target"}
        assert lit == {"L", "B9"} and board(screen).cursor == "L"
        assert "Ann's hand  13 cards" not in str(board(screen).drawing())  # nothing played yet
        assert "Ann's hand  14 cards" in str(board(screen).drawing())

    run(snap_compare, size, check)


@WAYS
def test_the_piles_a_card_played_and_what_each_pile_needs(
    snap_compare: Any, size: tuple[int, int], way: str
) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = await table(pilot)
        await choose(pilot, screen, "B9", way)
        await choose(pilot, screen, "L", way)
        assert screen.session.moves[-1] == Play(0, "L", "B9")
        drawn = str(board(screen).drawing())
        # the left pile is B7 B9 now: it needs a higher blue or a 9 (sakura.play.*)
        assert ("needs a higher blue, or any 9" if way == "keys" else "higher B, or 9") in drawn
        assert ("left pile, 2 cards" if way == "keys" else "2 cards") in drawn
        await choose(pilot, screen, "G6", way)
        await choose(pilot, screen, "R", way)  # G6 is higher than G4 on -: refused
        assert screen.session.moves[-1] == Play(0, "L", "B9")
        assert "Refused: green 6 on green 4" in prompt(screen)
        assert board(screen).marks()["R"] == "refused"

    run(snap_compare, size, check)


@WAYS
def test_a_cooks_direction_is_chosen_on_the_card(
    snap_compare: Any, size: tuple[int, int], way: str
) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = await table(pilot)
        # The Cook 2 at place 3: picked, then chosen again, hires it (3 coins).
        await choose(pilot, screen, "$3", way)
        assert screen.desk.piece == "$3" and "Cook 2 (3 coins)" in prompt(screen)
        await choose(pilot, screen, "$3", way)
        state = screen.session.state
        assert state.cook == 2 and state.coins[0] == 2
        # B9 counts 11 (higher) or 7 (the same value): both cover B7, so niwa asks which.
        await choose(pilot, screen, "B9", way)
        await choose(pilot, screen, "L", way)
        assert isinstance(pilot.app.screen, ChooseOne)
        labels = [str(o.prompt) for o in pilot.app.screen.query_one(OptionList).options]
        assert labels == ["B9 +2: counts as 11", "B9 -2: counts as 7"]

    run(snap_compare, size, check)


@WAYS
def test_a_take_is_offered_with_its_price(
    snap_compare: Any, size: tuple[int, int], way: str
) -> None:
    async def check(pilot: Pilot[None]) -> None:
        # Seat 2 (Bob) has no blue above 9 and no 9 for the left pile's B9.
        screen = await table(pilot, "L:B9", "R:G2", "end")
        await choose(pilot, screen, "P2", way)
        assert "L" in board(screen).marks()  # the stuck pile is a target: it is taken
        if way == "keys":
            await walk_to(pilot, screen, "L")
            assert (
                "No card fits the left pile: it needs a higher blue, or any 9. Take its 2 "
                "cards (2 shurikens, 2 coins) and restart it with P2." in prompt(screen)
            )
            await pilot.press("enter")
        else:
            await pilot.click("#board", offset=spot(screen, "L"))
        await pilot.pause()
        assert screen.session.moves[-1] == Take(1, "L", "P2")
        state = screen.session.state
        # B7 and B9: a shuriken and a coin each (niwa's card symbols): 5 + 2 coins
        assert state.coins[1] == 7 and len(state.tricks[1]) == 2
        assert "Bob 7$" in str(board(screen).drawing()).replace("  ", " ")

    run(snap_compare, size, check)


@WAYS
def test_the_character_row_a_samurai_hired(
    snap_compare: Any, size: tuple[int, int], way: str
) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = await table(pilot)
        await choose(pilot, screen, "$1", way)
        assert screen.desk.piece == "$1" and "Samurai (1 coin)" in prompt(screen)
        await choose(pilot, screen, "$1", way)
        state = screen.session.state
        # sakura.character.samurai: + faces the right pile; the row slides, S refills 5
        assert not state.plus_left and state.coins[0] == 4
        assert [state.deck.codes[k] for k in state.row] == ["C1", "C2", "C3", "S", "S"]
        assert "<(-) yin-yang (+)>" in str(board(screen).drawing())

    run(snap_compare, size, check)


def whole_game() -> list[str]:
    """The two-player game of the course's lesson 12, every move (3 rounds)."""
    lesson = next(item.lesson for item in course("sakura") if item.id == "12-winner")
    return lesson.start.split()


@WAYS
def test_between_rounds_the_table_sums_the_round_up(
    snap_compare: Any, size: tuple[int, int], way: str
) -> None:
    # Round 1 of lesson 12's game: Ann noted 9 shurikens, Bob 19 (sakura.round.score);
    # Bob starts round 2 (sakura.setup.start). The table waits for the deal.
    async def check(pilot: Pilot[None]) -> None:
        moves = whole_game()
        end = next(i for i, text in enumerate(moves) if text.startswith("deal:") and i)
        assert moves[end - 1] == "end"
        screen = await table(pilot, deal_text=moves[0], moves=moves[1 : end - 1])
        await end_turn(pilot, screen, way)
        state = screen.session.state
        assert state.rounds == ((9, 19),) and GAME.to_move(state) == CHANCE
        drawn = str(board(screen).drawing())
        assert "Round 1 is over" in drawn
        assert "Bob     19   19    6" in drawn and "Round 2 starts with Bob." in drawn

    run(snap_compare, size, check)


@WAYS
def test_the_final_sheet_by_round(snap_compare: Any, size: tuple[int, int], way: str) -> None:
    # Lesson 12's game: 9 + 17 + 14 = 40 against 19 + 9 + 10 = 38: Bob wins on
    # shurikens alone (sakura.end.winner), whatever the coins (16 and 14).
    async def check(pilot: Pilot[None]) -> None:
        moves = whole_game()
        screen = await table(pilot, deal_text=moves[0], moves=moves[1:-1])
        await end_turn(pilot, screen, way)
        assert GAME.is_over(screen.session.state)
        assert isinstance(pilot.app.screen, GameOverScreen)
        said = str(pilot.app.screen.query_one("#winner", Static).render())
        assert "Bob wins" in said
        assert scores_of(screen) == (40, 38)

    run(snap_compare, size, check)


def scores_of(screen: PlayScreen) -> tuple[int, ...]:
    return tuple(GAME.scores(screen.session.state))


async def test_choosing_the_cooks_direction_plays_the_card() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await table(pilot, "$3=C2")
        screen.desk.take_piece("B9")
        screen.desk.place("L")
        await pilot.pause()
        await pilot.press("down", "enter")  # the second choice: -2
        await pilot.pause()
        assert screen.session.moves[-1] == Play(0, "L", "B9", -2)


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


async def test_the_table_paints_once_per_drawing_and_follows_every_change(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A drawing used to paint the table four times (the board's height and scrollbar,
    then the lines): the board keeps the last picture while what it is painted from is
    the same (issue 24). What changes it still shows at once: the cursor, a card picked,
    a card played, the language."""
    paints = count_calls(monkeypatch, tutor.sakura.board, "paint")
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await table(pilot)
        paints.count = 0
        board(screen).refresh()
        await pilot.pause()
        assert paints.count <= 1, f"painted {paints.count} times for one drawing"
        await walk_to(pilot, screen, "B9")
        drawn = board(screen).drawing().markup
        await pilot.press("enter")  # B9 picked: the left pile lights up, the cursor on it
        assert screen.desk.piece == "B9" and board(screen).cursor == "L"
        assert board(screen).drawing().markup != drawn  # the same words, lit otherwise
        await choose(pilot, screen, "L", "keys")  # played on the left pile
        assert screen.session.moves[-1] == Play(0, "L", "B9")
        english = board(screen).drawing().plain
        assert "left pile, 2 cards" in english  # B7 B9 now
        use_language("es")
        board(screen).refresh()
        await pilot.pause()
        assert board(screen).drawing().plain != english  # said again in Spanish
