"""Karesansui's board: the gardens with their forbidden sets, the bidding board, the bid
builder (by keys and by mouse), the surrender choice, and the sheet by deck.

Positions come from the three-player start of tests/engine/karesansui_script.py:
seat 1 holds 2W 2Y 2R 2G 3R (a Foursome already), seat 2 1W 1Y 1B 3G 3B, seat 3
1G 2B 3W 3Y 1R; pile 1 is 1R 3R 3R and pile 2 is 3B 3W.
"""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from engine.karesansui import rocks as R
from lessons.course import course
from tests.engine.karesansui_script import START_3P, build
from tests.tutor.conftest import quiet_app
from tutor.app import NiwaApp
from tutor.karesansui.board import KaresansuiBoard
from tutor.karesansui.layout import draw, pile_verdict, surrender_choices
from tutor.plugins import ui_for
from tutor.screens.lesson import LessonScreen

GAME_ID = "karesansui"
WORKED = f"{START_3P} 2W@1 1W@1 -@2 -@1 pass +1Y done done"
"""Seat 1 to surrender the rulebook's 1 2222 333 (1R, 2W 2Y 2R 2G, 3R 3R 3R)."""


def rake(*codes: str) -> tuple[int, ...]:
    counts = [0] * R.N_TYPES
    for code in codes:
        counts[R.BY_CODE[code]] += 1
    return tuple(counts)


def plain(lines: list[Any]) -> str:
    return "\n".join(line.plain for line in lines)


# -- the picture ---------------------------------------------------------------------------


def test_forbidden_sets_are_outlined_and_named_where_they_lie() -> None:
    state, _ = build(WORKED)
    text = plain(draw(state, width=80).lines)
    # karesansui.sets.*: Trips in a cell, a Foursome in a row, a Straight Flush in a column
    assert "! Trips: cell III rd" in text
    assert "! Foursome: row II" in text
    assert "! Straight Flush: column rd" in text
    assert text.count("! ") == 3  # seats 2 and 3 hold none
    garden = draw(state, width=30).lines
    row = next(line for line in garden if line.plain.startswith("  III"))
    outlined = [span for span in row.spans if "on #f5b041" in str(span.style)]
    assert len(outlined) == 1  # only the cell of the three 3R


def test_the_bidding_board_shows_each_pile_its_value_and_standing_bid() -> None:
    state, _ = build(f"{START_3P} 2W@1")
    text = plain(draw(state, width=80).lines)
    assert "Pile 1: 1R 3R 3R = 7   seat 1 bids 2W (2 in 1 rock)" in text
    assert "Pile 2: 3B 3W = 6   no bid" in text
    assert "Round 1  [1*][2][3][4][5] > bag   Bag: 55 rocks" in text
    assert "Next card: Pass 1  Trips 1  Foursome 1  Straight Flush 1" in text
    assert "wh  gy  rd  gn  bl" in text  # letters a player can guess, not Y for grey


def test_the_builder_says_whether_a_bid_is_legal_and_why_not() -> None:
    state, _ = build(f"{START_3P} 2W@1")  # seat 2 to bid
    # karesansui.bid.lower: 1W (1) beats 2W (2); 3G (3) does not
    assert plain(pile_verdict(state, rake("1W"), 0)) == "  -> pile 1: legal, beats seat 1"
    refused = plain(pile_verdict(state, rake("3G"), 0))
    assert refused.startswith("  -> pile 1: refused\n     the bid on pile 1 is 2W")
    assert "offer a lower value" in refused
    # karesansui.bid.rocks: a rock seat 2 does not have
    assert "not enough 2R" in plain(pile_verdict(state, rake("2R"), 1))


def test_the_builder_warns_of_the_forbidden_sets_a_won_pile_brings() -> None:
    state, _ = build(START_3P)  # seat 1: 2W 2Y 2R 2G 3R
    # pile 1 adds 1R 3R 3R: keeping 2R and 3R makes Trips, a Straight Flush and the Foursome
    warned = plain(pile_verdict(state, rake(), 0))
    assert "if won: Trips (next card 1), Foursome (next card 1), Straight Flush" in warned
    # 2R 3R offered: 1R 2W 2Y 2G 3R 3R is clean
    assert "if won" not in plain(pile_verdict(state, rake("2R", "3R"), 0))


def test_the_surrender_choice_is_orders_with_their_demerits() -> None:
    state, _ = build(WORKED)
    # karesansui.surrender.order, fresh decks: the Straight Flush alone costs 1, the others 2
    choices = {move.rocks: (rest, total) for move, rest, total in surrender_choices(state)}
    assert choices[("1R", "2R", "3R")] == ((), 1)
    assert choices[("2W", "2Y", "2R", "2G")] == (("T:3R3R3R",), 2)
    assert choices[("3R", "3R", "3R")] == (("F:2W2Y2R2G",), 2)
    picture = draw(state, width=80, interactive=True)
    assert "  [S:1R2R3R] alone: 1 demerit" in plain(picture.lines)
    assert [row[0] for row in picture.rows[:3]] == [
        "move:T:3R3R3R",
        "move:F:2W2Y2R2G",
        "move:S:1R2R3R",
    ]


def test_others_demerit_values_stay_face_down() -> None:
    from engine.karesansui import GAME

    state, _ = build(f"{WORKED} S:1R2R3R done")
    text = plain(draw(GAME.view(state, 1), width=80).lines)
    # karesansui.demerits.hidden: which deck is public, the values are face down
    assert "  1S: ? demerits" in text  # seat 1's Straight Flush card, seen by seat 2
    assert "  1P: 1 demerit" in text  # seat 2's own Pass card
    assert "  no demerit cards" in text  # seat 3


# -- the bid builder in the app -------------------------------------------------------------


def lesson_at(lesson_id: str, title: str) -> NiwaApp:
    lessons = course(GAME_ID)
    index = [item.id for item in lessons].index(lesson_id)
    step = [s.title for s in lessons[index].lesson.steps].index(title)
    return quiet_app(start=lambda app: LessonScreen(GAME_ID, lessons, index, step=step))


def builder_app() -> NiwaApp:
    """06-forbidden-sets, 'Bid with the sets in mind': seat 1 bids, a Foursome in its garden."""
    return lesson_at("06-forbidden-sets", "Bid with the sets in mind")


def surrender_app() -> NiwaApp:
    return lesson_at("07-choosing", "The cheapest order")


async def _board(pilot: Pilot[None]) -> tuple[LessonScreen, KaresansuiBoard]:
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, LessonScreen)
    board = screen.query_one(KaresansuiBoard)
    board.focus()
    await pilot.pause()
    return screen, board


async def test_a_bid_built_by_keys() -> None:
    app = builder_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen, board = await _board(pilot)
        assert board.cursor == "rock:2W"  # the first rock of the bidder's garden
        await pilot.press("enter")
        assert board.rake == rake("2W")
        assert "Your rake: 2W  value 2, 1 rock" in plain(board._picture.lines)  # type: ignore[union-attr]
        await pilot.press("right", "enter", "enter")  # 2Y in, then out again (one copy)
        assert board.rake == rake("2W")
        await pilot.press("up")  # from row II to the last pile
        assert board.cursor == "pile:2"
        await pilot.press("enter")
        await pilot.pause()
        verdict = screen.feedback[screen.step_index]
        assert verdict.correct  # 2W@2 leaves 2Y 2R 2G 3R 3B 3W: no forbidden set
        assert screen.moves_made[screen.step_index].rocks == ("2W",)


async def test_a_bid_built_by_mouse_and_an_illegal_one_refused() -> None:
    app = builder_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen, board = await _board(pilot)

        async def click(ref: str) -> None:
            assert board._picture is not None
            place = board._picture.places[ref]
            y = place.line - int(board.scroll_y)
            await pilot.click(board, offset=(board.gutter.left + place.start + 1, y))
            await pilot.pause()

        await click("rock:3R")
        await click("rock:2R")
        assert board.rake == rake("2R", "3R")
        await click("pile:1")  # 2R3R@1: clean, right
        assert screen.feedback[screen.step_index].correct
        assert screen.moves_made[screen.step_index].rocks == ("2R", "3R")


async def test_a_losing_bid_is_explained_with_its_rule() -> None:
    app = builder_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen, _board_widget = await _board(pilot)
        await pilot.press("up", "enter")  # the empty rake for pile 2: the Foursome stays
        await pilot.pause()
        verdict = screen.feedback[screen.step_index]
        assert not verdict.correct and "winning leaves no forbidden set" in verdict.message


async def test_the_surrender_choice_by_keys() -> None:
    app = surrender_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen, board = await _board(pilot)
        assert board.cursor == "move:T:3R3R3R"
        await pilot.press("down", "down", "enter")
        await pilot.pause()
        assert screen.feedback[screen.step_index].correct
        assert screen.moves_made[screen.step_index].rocks == ("1R", "2R", "3R")


# -- snapshots (each paired with the Pilot tests above) ---------------------------------------


async def _with_rake(pilot: Pilot[None]) -> None:
    await _board(pilot)
    await pilot.press("right", "right", "enter")  # 2R in the rake: pile 1 now warns of Trips
    await pilot.pause()


def test_snapshot_the_builder_with_a_forbidden_set_and_a_warning(snap_compare: Any) -> None:
    assert snap_compare(builder_app(), terminal_size=(120, 40), run_before=_with_rake)


def test_snapshot_the_builder_at_80x24(snap_compare: Any) -> None:
    assert snap_compare(builder_app(), terminal_size=(80, 24), run_before=_with_rake)


async def _surrender(pilot: Pilot[None]) -> None:
    await _board(pilot)


def test_snapshot_the_surrender_choice(snap_compare: Any) -> None:
    assert snap_compare(surrender_app(), terminal_size=(120, 40), run_before=_surrender)


def test_snapshot_the_surrender_choice_at_80x24(snap_compare: Any) -> None:
    assert snap_compare(surrender_app(), terminal_size=(80, 24), run_before=_surrender)


def beat_app() -> NiwaApp:
    """03-bidding, 'Beat seat 1': seat 2 (1W 1Y 1B 3G 3B) against seat 1's 2W on pile 1."""
    return lesson_at("03-bidding", "Beat seat 1")


async def _illegal_rake(pilot: Pilot[None]) -> None:
    await _board(pilot)
    await pilot.press("down", "enter")  # 3G into the rake: worth more than the 2W it must beat
    await pilot.pause()


async def test_an_illegal_rake_shows_the_engines_reason_before_bidding() -> None:
    app = beat_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await _illegal_rake(pilot)
        board = pilot.app.screen.query_one(KaresansuiBoard)
        assert board.rake == rake("3G")
        text = plain(board._picture.lines)  # type: ignore[union-attr]
        assert "-> pile 1: refused" in text and "offer a lower value" in text
        assert "-> pile 2: legal" in text


def test_snapshot_the_builder_with_an_illegal_bid(snap_compare: Any) -> None:
    assert snap_compare(beat_app(), terminal_size=(120, 40), run_before=_illegal_rake)


async def _scrolled_to_the_rake(pilot: Pilot[None]) -> None:
    """At 80x24 the verdicts lie above the garden being raked: scroll up to them."""
    board = pilot.app.screen.query_one(KaresansuiBoard)
    assert board._picture is not None
    line = next(i for i, t in enumerate(board._picture.lines) if t.plain.startswith("Your rake"))
    board.scroll_to(y=line, animate=False)
    await pilot.pause()


async def _illegal_rake_in_view(pilot: Pilot[None]) -> None:
    await _illegal_rake(pilot)
    await _scrolled_to_the_rake(pilot)


def test_snapshot_the_builder_with_an_illegal_bid_at_80x24(snap_compare: Any) -> None:
    assert snap_compare(beat_app(), terminal_size=(80, 24), run_before=_illegal_rake_in_view)


async def _legal_rake(pilot: Pilot[None]) -> None:
    _screen, board = await _board(pilot)
    assert board.cursor == "rock:1W"  # the first rock of seat 2's garden
    await pilot.press("enter")  # 1W into the rake: worth 1, less than the 2W it must beat
    await pilot.pause()


async def test_a_legal_rake_by_keys_then_its_pile_by_mouse() -> None:
    app = beat_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _legal_rake(pilot)
        screen = pilot.app.screen
        assert isinstance(screen, LessonScreen)
        board = screen.query_one(KaresansuiBoard)
        assert board.rake == rake("1W")
        text = plain(board._picture.lines)  # type: ignore[union-attr]
        # karesansui.bid.lower: value 1 against seat 1's 2W (value 2); lessons name the
        # other seats by their side ("Seat 1") and the learner "You"
        assert "Your rake: 1W  value 1, 1 rock" in text
        assert "-> pile 1: legal, beats Seat 1" in text
        assert "Seat 1 bids 2W (2 in 1 rock)" in text
        assert "> You  5 rocks" in text  # the learner's garden, on turn
        await _scrolled_to_the_rake(pilot)  # the verdicts, above, are reachable at 80x24
        top = int(board.scroll_y)
        shown = board._picture.lines[top : top + board.scrollable_content_region.height]  # type: ignore[union-attr]
        assert any("-> pile 1: legal" in t.plain for t in shown)
        assert board._picture is not None
        place = board._picture.places["pile:1"]
        board.scroll_to(y=max(0, place.line - 2), animate=False)
        await pilot.pause()
        y = place.line - int(board.scroll_y)
        await pilot.click(board, offset=(board.gutter.left + place.start + 1, y))
        await pilot.pause()
        assert screen.feedback[screen.step_index].correct
        assert screen.moves_made[screen.step_index].rocks == ("1W",)


def test_snapshot_the_builder_with_a_legal_bid(snap_compare: Any) -> None:
    assert snap_compare(beat_app(), terminal_size=(120, 40), run_before=_legal_rake)


async def _legal_rake_in_view(pilot: Pilot[None]) -> None:
    await _legal_rake(pilot)
    await _scrolled_to_the_rake(pilot)


def test_snapshot_the_builder_with_a_legal_bid_at_80x24(snap_compare: Any) -> None:
    assert snap_compare(beat_app(), terminal_size=(80, 24), run_before=_legal_rake_in_view)


async def test_the_whole_table_is_reachable_by_keys_at_80x24() -> None:
    """Page Down / Page Up scroll the table; an arrow past the last place scrolls on."""
    app = builder_app()
    async with app.run_test(size=(80, 24)) as pilot:
        _screen, board = await _board(pilot)
        assert board._picture is not None
        lines = len(board._picture.lines)
        height = board.scrollable_content_region.height
        assert lines > height
        await pilot.press("pagedown", "pagedown", "pagedown", "pagedown")
        assert board.scroll_y + height >= lines  # the last garden and the legend in view
        await pilot.press("pageup", "pageup", "pageup", "pageup")
        assert board.scroll_y == 0  # the tracker and the piles
        for _ in range(12):  # down the bidder's garden rows, then on past them
            await pilot.press("down")
        assert board.scroll_y > 0 and board.cursor is not None
    keys = [b.key for b in ui_for(GAME_ID).help_lines()]
    assert "pagedown" in keys and "up" in keys  # the help screen lists both
