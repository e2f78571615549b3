"""Practise your mistakes (issue 25), for every registered game: a puzzle from a review's
mark is shown as its seat saw it, the move played is a miss, the hint comes after a miss,
the answer is judged as the review judges, and FSRS's new schedule is saved. Reachable from
Home (m), the palette, and the viewer's review (P)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.containers import VerticalScroll
from textual.pilot import Pilot

import tutor.widgets.review_panel
from engine.players.review import Review
from engine.registry import GAMES
from lessons.practice import Grade, add_puzzles, read_deck
from tests.lessons.test_practice import puzzle_of
from tests.tutor.conftest import quiet_app
from tests.tutor.test_review import review_first_seat, short_game, with_two_blunders
from tests.tutor.test_rules_help import help_text
from tests.tutor.test_viewer import text_of, viewer_app
from tutor.app import NiwaApp
from tutor.screens.help import HelpScreen
from tutor.screens.home import HomeScreen
from tutor.screens.practice import PracticeScreen


def practice_app(game_id: str) -> NiwaApp:
    return quiet_app(start=lambda app: PracticeScreen(game_id))


def practising(pilot: Pilot[None]) -> PracticeScreen:
    screen = pilot.app.screen
    assert isinstance(screen, PracticeScreen)
    return screen


async def answered(pilot: Pilot[None], screen: PracticeScreen, move: Any) -> None:
    screen.desk.enter(move)
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


@pytest.mark.parametrize("game_id", GAMES)
async def test_a_puzzle_is_missed_hinted_solved_and_rescheduled(
    game_id: str, data_dir: Path
) -> None:
    puzzle, played, best = puzzle_of(game_id)
    add_puzzles([puzzle])
    async with practice_app(game_id).run_test(size=(120, 40)) as pilot:
        screen = practising(pilot)
        assert screen.puzzle == puzzle
        assert f"You played {puzzle.played} here" in text_of(screen, "#puzzle-text")
        assert screen.board().state == GAMES[game_id].parse_position(puzzle.position)

        await pilot.press("h")  # no hint before a first try
        assert screen.desk.current_hint() is None and not screen.hinted
        await answered(pilot, screen, played)
        assert screen.misses == 1 and screen.finished is None
        assert "the move you played" in text_of(screen, "#feedback")

        await pilot.press("h")
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.hinted and screen.desk.current_hint() is not None
        await answered(pilot, screen, best)
        assert screen.finished is Grade.AGAIN  # solved, but with the hint
        feedback = text_of(screen, "#feedback")
        assert feedback.startswith("Right:") and "It comes back in" in feedback

        saved = read_deck().of_game(game_id)[0].schedule
        assert (saved.reviews, saved.lapses) == (1, 1)
        await pilot.press("n")
        assert screen.puzzle is None
        assert "That was the last one due" in text_of(screen, "#puzzle-text")


@pytest.mark.parametrize("game_id", GAMES)
async def test_s_shows_the_answer_and_the_puzzle_comes_back_soon(
    game_id: str, data_dir: Path
) -> None:
    puzzle, _, best = puzzle_of(game_id)
    add_puzzles([puzzle])
    async with practice_app(game_id).run_test(size=(80, 24)) as pilot:
        screen = practising(pilot)
        await pilot.press("s")
        assert screen.finished is Grade.AGAIN
        assert f"The review's move: {puzzle.best}" in text_of(screen, "#feedback")
        lit = screen.board().lit
        refs = screen.ui.move_refs(best)
        assert all(lit.get(ref) == "hint" for ref in refs)
        assert read_deck().of_game(game_id)[0].schedule.lapses == 1
        scroll = screen.query_one("#puzzle-scroll", VerticalScroll)
        await pilot.press("shift+down")  # the words scroll where they run long
        assert scroll.scroll_y == min(3, scroll.max_scroll_y)
        await pilot.press("shift+up")
        assert scroll.scroll_y == 0


async def test_no_puzzle_due_says_where_puzzles_come_from(data_dir: Path) -> None:
    async with practice_app("seikatsu").run_test(size=(120, 40)) as pilot:
        screen = practising(pilot)
        assert screen.puzzle is None
        assert "Review a game in the replay viewer (R)" in text_of(screen, "#puzzle-text")
        await pilot.press("escape")
        assert not isinstance(pilot.app.screen, PracticeScreen)


async def test_home_m_and_the_palette_open_practice(data_dir: Path) -> None:
    async with quiet_app().run_test(size=(120, 40)) as pilot:
        home = pilot.app.screen
        assert isinstance(home, HomeScreen)
        await pilot.press("m")
        screen = practising(pilot)
        assert screen.game_id == home.entry.id
        titles = {c.title for c in pilot.app.get_system_commands(screen)}
        assert {f"Practise {GAMES[g].title}" for g in GAMES} <= titles


async def test_a_review_keeps_its_marks_as_puzzles_and_p_practises_them(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = tutor.widgets.review_panel.review_timeline

    def marked(*args: Any, **kwargs: Any) -> Review:
        return with_two_blunders(real(*args, **kwargs))

    monkeypatch.setattr(tutor.widgets.review_panel, "review_timeline", marked)
    path = short_game("seikatsu")
    async with viewer_app(path).run_test(size=(120, 40)) as pilot:
        viewer = await review_first_seat(pilot)
        marks = sorted(p for p, n in viewer.review.notes.items() if n.mark)
        deck = read_deck().of_game("seikatsu")
        assert [p.source for p in deck] == [f"{path.name}, move {ply}" for ply in marks]
        assert any("2 new puzzles to practise (P)" in n.message for n in pilot.app._notifications)
        await pilot.press("P")
        screen = practising(pilot)
        assert [p.id for p in screen.queue] == [p.id for p in deck]


def test_a_practice_puzzle_after_a_miss(snap_compare: Any, data_dir: Path) -> None:
    puzzle, played, _ = puzzle_of("seikatsu")
    add_puzzles([puzzle])

    async def check(pilot: Pilot[None]) -> None:
        screen = practising(pilot)
        await answered(pilot, screen, played)
        assert screen.misses == 1 and "the move you played" in text_of(screen, "#feedback")

    assert snap_compare(practice_app("seikatsu"), terminal_size=(120, 40), run_before=check)


async def test_help_opens_at_the_practice_keys(data_dir: Path) -> None:
    async with practice_app("seikatsu").run_test(size=(120, 40)) as pilot:
        await pilot.press("question_mark")
        assert isinstance(pilot.app.screen, HelpScreen)
        text = help_text(pilot.app.screen)
        assert text.index("Practising your mistakes") < text.index("Home")
        assert "Show the answer" in text and "Hint (after a miss)" in text
