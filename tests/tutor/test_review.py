"""R in the viewer reviews a seat's game, for every game: the marks in the move list, n / p
between them, the review of the selected move in the panel, all saved in the replay so a
second viewer shows it without computing it again. The review runs in a worker; tests
wait for it explicitly and its budget is the quiet app's fixed 30 simulations.

Thirty paired endings are too few for a review to be sure of much, so it marks little;
the screens are tested on the engine's review with its first two judged moves that have
a better move made blunders (``with_two_blunders``), so there are always marks to show.
The engine's own judging is tested in tests/engine/test_review_judge.py."""

from __future__ import annotations

import asyncio
import random
import threading
from pathlib import Path
from typing import Any

import msgspec
import pytest
from textual.pilot import Pilot
from textual.widgets import DataTable, OptionList

import tutor.widgets.review_panel
from engine.core import CHANCE
from engine.players.review import MARKS, Review
from engine.players.search import Budget
from engine.registry import GAMES
from replays import MoveRecord, load, new_replay, replays_dir, save
from replays.annotations import ReviewNote, read_review, read_reviews
from replays.rewrite import save_review
from tests.tutor.reviews import review_once
from tests.tutor.test_move_list_in_view import cursor_row_shown
from tests.tutor.test_rules_help import help_text
from tests.tutor.test_viewer import text_of, viewer, viewer_app
from tutor.explain import seat_label
from tutor.plugins import PLUGINS
from tutor.review_view import mark_label
from tutor.screens.dialogs import ChooseOne, Confirm
from tutor.screens.help import HelpScreen
from tutor.screens.viewer import ViewerScreen

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
QUIET_PLAYOUTS = 30
QUIET_SEED = 7


def with_two_blunders(done: Review) -> Review:
    """``done`` with its first two judged moves that had a better move found made blunders:
    a loss, and an interval, beyond the blunder's threshold (consistent, so it is saved
    and read back as a review)."""
    least = MARKS[done.unit][0][1]
    worse = [m.ply for m in done.moves if m.best != m.move][:2]
    assert len(worse) == 2, "the review found a better move twice"
    moves = tuple(
        m._replace(mark="blunder", loss=least + 1, low=least + 0.5, high=least + 1.5)
        if m.ply in worse
        else m
        for m in done.moves
    )
    return done._replace(moves=moves)


@pytest.fixture(autouse=True)
def two_blunders(monkeypatch: pytest.MonkeyPatch) -> None:
    """The viewer's review is the engine's (made once for the same inputs,
    ``tests/tutor/reviews.py``) with two blunders made."""

    def marked(*args: Any, **kwargs: Any) -> Review:
        return with_two_blunders(review_once(*args, **kwargs))

    monkeypatch.setattr(tutor.widgets.review_panel, "review_timeline", marked)


def short_game(game_id: str, name: str = "short.niwa.json", seed: int = 4) -> Path:
    """The first moves of a game played at random, until seat 1 has made ten choices
    (so the review finds better moves), saved in the replays
    folder."""
    game = GAMES[game_id]
    options = game.options_type()
    state = game.new_game(options)
    rng = random.Random(seed)
    moves: list[Any] = []
    choices = 0
    while not game.is_over(state) and choices < 10:
        actor = game.to_move(state)
        if actor == CHANCE:
            move = game.sample_chance(state, rng)
        else:
            legal = game.legal_moves(state)
            choices += actor == 0 and len(legal) > 1
            move = rng.choice(legal)
        moves.append(move)
        state = game.apply(state, move).state
    replay = new_replay(game_id, options, NAMES[: game.seats(state)])
    replay = msgspec.structs.replace(replay, moves=[MoveRecord(m) for m in moves])
    replays_dir().mkdir(parents=True, exist_ok=True)
    return save(replay, replays_dir() / name)


def reviewable_game(game_id: str, review_seed: int = QUIET_SEED) -> tuple[Path, Review]:
    """:func:`short_game` and the engine's review of seat 1 in it (the quiet app's budget,
    generator ``review_seed``), two blunders made: a game too short for the review to find
    a better move twice (a tic-tac-toe of a few moves a side) is played with the next seed."""
    for seed in range(4, 40):
        path = short_game(
            game_id, f"short-{seed}.niwa.json" if seed != 4 else "short.niwa.json", seed
        )
        budget = Budget.fixed(QUIET_PLAYOUTS)
        done = review_once(load(path), 0, budget, random.Random(review_seed))
        if sum(m.best != m.move for m in done.moves) >= 2:
            return path, with_two_blunders(done)
    raise AssertionError(f"no short {game_id} game the review finds better moves in twice")


def expected_review(path: Path, seat: int) -> dict[int, ReviewNote]:
    """The review the engine makes with the quiet app's budget and seed."""
    done = with_two_blunders(
        review_once(load(path), seat, Budget.fixed(QUIET_PLAYOUTS), random.Random(QUIET_SEED))
    )
    return review_notes(done)


def review_notes(done: Review) -> dict[int, ReviewNote]:
    """A review's notes by ply, as the viewer keeps them and the replay saves them."""
    seat, unit = done.seat, done.unit
    return {
        m.ply: ReviewNote(
            *(seat, m.mark, m.loss, unit, m.best_text, m.endings),
            *((m.low, m.high, m.pairs) if m.pairs else ()),
        )
        for m in done.moves
    }


async def review_first_seat(pilot: Pilot[None]) -> ViewerScreen:
    """R, the first player in the dialog, and the worker waited for."""
    screen = viewer(pilot)
    await pilot.press("R")
    dialog = pilot.app.screen
    assert isinstance(dialog, ChooseOne)
    options = dialog.query_one(OptionList)
    shown = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
    state = screen.main.state_at(0)
    assert shown == [seat_label(screen.game, state, screen.names, s) for s in range(len(shown))]
    await pilot.press("enter")
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    assert pilot.app.screen is screen and screen.review.reviewing is None
    return screen


def marks_in_list(screen: ViewerScreen) -> dict[int, str]:
    table = screen.query_one("#moves", DataTable)
    return {
        ply: str(table.get_cell(str(ply), "review"))
        for ply in range(1, len(screen.main) + 1)
        if str(table.get_cell(str(ply), "review"))
    }


@pytest.mark.parametrize("game_id", PLUGINS)
async def test_r_reviews_a_seat_marks_its_moves_and_saves_them_with_the_replay(
    game_id: str, data_dir: Path
) -> None:
    path, done = reviewable_game(game_id)
    expected = review_notes(done)
    marked = sorted(ply for ply, note in expected.items() if note.mark)
    assert len(marked) == 2
    before = load(path)
    async with viewer_app(path).run_test(size=(120, 40)) as pilot:
        screen = await review_first_seat(pilot)
        assert screen.review.notes == expected
        assert marks_in_list(screen) == {
            ply: mark_label(note.mark) for ply, note in expected.items() if note.mark
        }
        assert "Review: Ann" in text_of(screen, "#review-status")

        await pilot.press("n")
        assert screen.ply == marked[0]
        explained = text_of(screen, "#explain")
        note = expected[marked[0]]
        assert f"Review: best was {note.best}: Ann" in explained
        assert f"a {note.mark} " in explained and "over 30 paired endings" in explained
        await pilot.press("n")
        assert screen.ply == marked[1]
        await pilot.press("p")
        assert screen.ply == marked[0]
        await pilot.press("p")  # nothing before the first: it stays, and says so
        assert screen.ply == marked[0]
        assert any("No marked move before" in n.message for n in pilot.app._notifications)

    after = load(path)
    assert read_review(after, 0) == expected
    assert [r.move for r in after.replay.moves] == [r.move for r in before.replay.moves]
    assert after.replay.players == before.replay.players


@pytest.mark.parametrize("game_id", PLUGINS)
async def test_a_reopened_replay_shows_its_review_at_once_and_r_asks_before_recomputing(
    game_id: str, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, done = reviewable_game(game_id, review_seed=1)
    timeline = load(path)
    save_review(path, timeline, done)
    saved = read_reviews(load(path))
    calls: list[int] = []
    real = tutor.widgets.review_panel.review_timeline

    def counted(timeline: Any, seat: int, *args: Any, **kwargs: Any) -> Review:
        calls.append(seat)
        return real(timeline, seat, *args, **kwargs)

    monkeypatch.setattr(tutor.widgets.review_panel, "review_timeline", counted)
    async with viewer_app(path).run_test(size=(120, 40)) as pilot:
        screen = viewer(pilot)
        await pilot.pause()
        assert screen.review.notes == saved
        assert set(marks_in_list(screen)) == {ply for ply, note in saved.items() if note.mark}
        await pilot.press("n")
        assert screen.ply == min(ply for ply, note in saved.items() if note.mark)

        await pilot.press("R", "enter")  # Ann again: asked first, and kept
        assert isinstance(pilot.app.screen, Confirm)
        await pilot.press("n")
        await pilot.app.workers.wait_for_complete()
        assert calls == [] and pilot.app.screen is screen

        await pilot.press("R", "enter", "y")  # this time, computed again
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        assert calls == [0]
        assert screen.review.notes == expected_review(path, 0)


async def test_the_review_shows_its_progress_and_r_stops_it_keeping_nothing(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seen as Bob, R reviews Bob's moves without asking. The review is held after its
    first move until R stops it, so the progress line can be read; nothing is saved."""
    path = short_game("seikatsu")
    before = path.read_bytes()
    progressed = threading.Event()

    def held(timeline: Any, seat: int, *args: Any, **kwargs: Any) -> Review:
        kwargs["progress"](1, 3)  # returns once the screen has drawn it
        progressed.set()
        while not kwargs["cancelled"]():
            threading.Event().wait(0.01)
        return Review(seat, "points", (), QUIET_PLAYOUTS, complete=False)

    monkeypatch.setattr(tutor.widgets.review_panel, "review_timeline", held)
    async with viewer_app(path).run_test(size=(120, 40)) as pilot:
        screen = viewer(pilot)
        await pilot.press("v", "v")  # seen as Ann, then as Bob
        assert screen.perspective == 1
        await pilot.press("R")
        assert await asyncio.to_thread(progressed.wait, 60)
        await pilot.pause()
        assert screen.review.reviewing == 1
        status = text_of(screen, "#review-status")
        assert "Reviewing Bob (blue)'s moves: move 1 of 3... (R stops)" in status
        await pilot.press("R")
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.review.reviewing is None and screen.review.notes == {}
        assert not screen.query_one("#review-status").display
        assert any("Review stopped" in n.message for n in pilot.app._notifications)
    assert path.read_bytes() == before


async def test_the_help_and_the_legend_state_the_thresholds(data_dir: Path) -> None:
    path = short_game("sakura")
    async with viewer_app(path).run_test(size=(120, 40)) as pilot:
        screen = await review_first_seat(pilot)
        await pilot.press("k")
        legend = " ".join(str(line.text) for line in screen.desk.panel_lines("legend")[1])
        assert "by the loss it is sure of" in legend and "?! slip: 1 shuriken or more" in legend
        assert "?? blunder: 6 shurikens or more" in legend
        await pilot.press("question_mark")
        assert isinstance(pilot.app.screen, HelpScreen)
        text = help_text(pilot.app.screen, width=120)
        assert "R  Review this game" in text and "n  Next mark" in text
        assert "?  mistake: surely 3 shurikens or more lost" in text


def reviewed_snapshot(size: tuple[int, int], snap_compare: Any, data_dir: Path) -> None:
    path = short_game("seikatsu", name="reviewed.niwa.json")
    expected = expected_review(path, 0)

    async def check(pilot: Pilot[None]) -> None:
        screen = await review_first_seat(pilot)
        await pilot.press("n")
        first = min(ply for ply, note in expected.items() if note.mark)
        assert screen.ply == first and screen.review.notes == expected
        table = screen.query_one("#moves", DataTable)
        label = str(table.get_cell(str(first), "move"))
        if size[0] < 100:  # no room for a column: the sign follows the move
            assert "review" not in [str(c.label) for c in table.columns.values()]
            assert label.endswith(f" {mark_label(expected[first].mark or '').split()[0]}")
        else:
            assert str(table.get_cell(str(first), "review")) == mark_label(
                expected[first].mark or ""
            )
        pilot.app.clear_notifications()  # the toast would hide the review in the panel
        await pilot.pause()
        assert cursor_row_shown(table), f"ply {first} is out of sight in the move list"

    assert snap_compare(viewer_app(path), terminal_size=size, run_before=check)


def test_a_reviewed_game_at_120x40(snap_compare: Any, data_dir: Path) -> None:
    reviewed_snapshot((120, 40), snap_compare, data_dir)


def test_a_reviewed_game_at_80x24(snap_compare: Any, data_dir: Path) -> None:
    reviewed_snapshot((80, 24), snap_compare, data_dir)
