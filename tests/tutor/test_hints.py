"""h: the hard player's move for the person to move, and why, lit on the board (kind
"hint"), worked out in a worker from that seat's view; a stale hint is dropped."""

from __future__ import annotations

import random
import re
import threading
from typing import Any

import msgspec
import pytest
from textual.widgets import Static

import tutor.widgets.hint_advisor as hinting
from engine.core import Log, Score, Unseen
from engine.players.advice import Alternative, Hint, hint
from engine.players.search import Budget
from engine.playout import random_moves
from engine.registry import GAMES
from lessons.course import course, games_with_courses
from lessons.format import PlayStep
from replays import MoveRecord, new_replay, verify
from tests.tutor.conftest import quiet_app, settle
from tutor.app import NiwaApp
from tutor.hints import HINT, hint_text
from tutor.plugins import ui_for
from tutor.screens.lesson import LessonScreen
from tutor.screens.play import PlayScreen
from tutor.screens.viewer import ViewerScreen
from tutor.session import COMPUTER, PERSON, TablePlan

EntryScreen = PlayScreen | ViewerScreen | LessonScreen
"""The screens where moves are made on a MoveDesk, as these tests drive them."""

PLAYOUTS = 30  # quiet_app's fixed budget: the same hint on every machine
SEED = 7  # quiet_app's seed


def start_vs_computer(app: NiwaApp, game_id: str) -> PlayScreen:
    game = GAMES[game_id]
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    names = ["You", *(f"Computer {s + 1}" for s in range(1, seats))]
    screen = app.start_game(
        game_id, options, names, TablePlan((PERSON,) + (COMPUTER,) * (seats - 1))
    )
    assert isinstance(screen, PlayScreen)
    return screen


def prompt_of(screen: Any, where: str = "#prompt") -> str:
    return str(screen.query_one(where, Static).render())


def hint_refs(screen: EntryScreen) -> set[str]:
    return {ref for ref, kind in screen.board().marks().items() if kind == HINT}


def expected_hint(game_id: str, state: Any) -> Any:
    """What the hard player says for the seat to move (advice.hint sees only its view;
    the game's plug-in says which moves spend, as the screens pass it)."""
    game = GAMES[game_id]
    return hint(
        *(game, state, game.to_move(state), Budget.fixed(PLAYOUTS), random.Random(SEED)),
        spends=ui_for(game_id).spends,
    )


async def assert_hint_shown(
    screen: EntryScreen, game_id: str, state: Any, where: str = "#prompt"
) -> None:
    found = expected_hint(game_id, state)
    game = GAMES[game_id]
    assert found.move in list(game.legal_moves(state))
    shown = prompt_of(screen, where)
    names = screen.desk.source.hint_names()  # the other players, as the screen names them
    assert hint_text(game, found, state, game.to_move(state), names).plain in shown
    assert f"Hint: {game.move_text(found.move)}." in shown
    assert hint_refs(screen) == set(ui_for(game_id).move_refs(found.move))


@pytest.mark.parametrize("game_id", sorted(GAMES))
async def test_h_in_play_shows_the_hard_players_move_and_why_and_lights_it(game_id: str) -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = start_vs_computer(app, game_id)
        await settle(pilot, app)
        state = screen.session.state
        assert not hint_refs(screen)
        await pilot.press("h")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await assert_hint_shown(screen, game_id, state)
        screen.refresh_view()  # a redraw keeps the hint while the position stands
        await assert_hint_shown(screen, game_id, state)
        assert screen.submit(GAMES[game_id].legal_moves(state)[0])
        await settle(pilot, app)
        assert not hint_refs(screen) and "Hint:" not in prompt_of(screen)


@pytest.mark.parametrize("game_id", sorted(GAMES))
async def test_at_80x24_the_hint_takes_the_board_helps_room_and_fits_the_prompt(
    game_id: str,
) -> None:
    app = quiet_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = start_vs_computer(app, game_id)
        await settle(pilot, app)
        help_line = screen.ui.help_for(screen.entry_state())
        assert help_line in prompt_of(screen)
        await pilot.press("h")
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen.refresh_view()  # the prompt as every redraw writes it: the turn, then the hint
        await pilot.pause()
        shown = prompt_of(screen)
        assert "Hint: " in shown and help_line not in shown
        prompt = screen.query_one("#prompt", Static)
        assert prompt.virtual_size.height <= prompt.content_size.height, "the hint scrolls"


async def test_a_hint_that_comes_after_the_move_is_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    gate = threading.Event()
    real = hinting.hint

    def held(*args: Any, **kwargs: Any) -> Any:
        gate.wait(timeout=30)
        return real(*args, **kwargs)

    monkeypatch.setattr(hinting, "hint", held)
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = start_vs_computer(app, "seikatsu")
        await settle(pilot, app)
        state = screen.session.state
        await pilot.press("h")
        assert "Thinking about a hint" in prompt_of(screen)
        assert screen.submit(GAMES["seikatsu"].legal_moves(state)[0])  # the person moves on
        gate.set()
        await settle(pilot, app)
        assert not hint_refs(screen) and "Hint:" not in prompt_of(screen)


def random_line(game_id: str) -> Any:
    """A whole random game of ``game_id`` as the viewer's timeline (fixed seed)."""
    game = GAMES[game_id]
    options = game.options_type()
    moves = random_moves(game, options, random.Random(3))
    seats = game.seats(game.new_game(options))
    replay = new_replay(game_id, options, [f"P{s + 1}" for s in range(seats)])
    return verify(msgspec.structs.replace(replay, moves=[MoveRecord(m) for m in moves]))


def seat_ply(line: Any, after: int = 5) -> int:
    """The first ply from ``after`` on where a seat (not the dealer) is to move."""
    game = line.game
    for ply in range(after, len(line)):
        if game.to_move(line.state_at(ply)) >= 0:
            return ply
    raise AssertionError("no seat to move")


@pytest.mark.parametrize("game_id", sorted(GAMES))
async def test_h_in_the_viewer_hints_for_the_seat_to_move_at_the_ply_and_in_what_if(
    game_id: str,
) -> None:
    line = random_line(game_id)
    app = quiet_app(start=lambda app: ViewerScreen(line))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, ViewerScreen)
        ply = seat_ply(line)
        screen.seek(ply)
        await pilot.pause()
        await pilot.press("h")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await assert_hint_shown(screen, game_id, line.state_at(ply), "#explain")
        screen.nav.action_step(1)  # another ply: the hint was for the one before
        await pilot.pause()
        assert not hint_refs(screen) and "Hint:" not in prompt_of(screen, "#explain")
        screen.seek(ply)
        screen.action_what_if()
        await pilot.pause()
        await pilot.press("h")  # in what-if: the ply's hint, already worked out, again
        await app.workers.wait_for_complete()
        await pilot.pause()
        await assert_hint_shown(screen, game_id, line.state_at(ply), "#explain")


def first_play_step(game_id: str) -> tuple[int, int]:
    """The first lesson of the course with a play step, and that step."""
    for index, item in enumerate(course(game_id)):
        for number, step in enumerate(item.lesson.steps):
            if isinstance(step, PlayStep):
                return index, number
    raise AssertionError(f"{game_id}'s course has no play step")


@pytest.mark.parametrize("game_id", games_with_courses())
async def test_h_in_a_lessons_game_hints_for_the_learner(game_id: str) -> None:
    lessons = course(game_id)
    index, number = first_play_step(game_id)
    app = quiet_app(start=lambda app: LessonScreen(game_id, lessons, index, step=number))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        await pilot.pause()
        assert screen.entry_open()
        state = screen.entry_state()
        await pilot.press("h")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await assert_hint_shown(screen, game_id, state)
        screen.go(number - 1 if number else number + 1)  # a step that is no game
        await pilot.pause()
        assert not screen.check_action("hint", ())


def test_each_games_look_gives_the_hint_its_own_colour() -> None:
    """The hint's ground is none of the score's, the targets' or the last move's (and each
    board adds a mark too: stars or underline, so colour is never the only sign)."""
    from tutor.karesansui import look as karesansui
    from tutor.miyabi import look as miyabi
    from tutor.sakura import look as sakura
    from tutor.seikatsu import look as seikatsu

    for table in (seikatsu.HIGHLIGHT_BG, sakura.HIGHLIGHT_BG, miyabi.MARK_BG):
        assert table["hint"] not in {table["score"], table["target"], table["last"]}
    others = (karesansui.FORBIDDEN, karesansui.RAKE, karesansui.CURSOR)
    assert karesansui.HINT.bgcolor not in {style.bgcolor for style in others}
    assert karesansui.HINT.underline and miyabi.mark_style("hint", None).underline


async def test_help_and_the_palette_list_the_hint_key() -> None:
    from tutor.screens.help import sections

    keys = {heading: {b.key for b in bindings} for heading, bindings in sections()}
    assert all("h" in keys[where] for where in ("Playing", "Lesson", "Replay viewer"))
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = start_vs_computer(app, "seikatsu")
        await settle(pilot, app)
        [command] = [c for c in app.get_system_commands(screen) if c.title == "Hint"]
        await command.callback()
        await app.workers.wait_for_complete()
        await pilot.pause()
        await assert_hint_shown(screen, "seikatsu", screen.session.state)


async def test_karesansuis_board_stars_the_hinted_pile() -> None:
    """The picture is redrawn for a hint on the same position: the bid's pile is starred."""
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = start_vs_computer(app, "karesansui")
        await settle(pilot, app)
        await pilot.press("h")
        await app.workers.wait_for_complete()
        await pilot.pause()
        found = expected_hint("karesansui", screen.session.state)
        picture = str(screen.query_one("#kz-picture", Static).render())
        assert f"* Pile {found.move.pile + 1}:" in picture


@pytest.mark.parametrize(
    ("game_id", "now", "said"),
    [
        ("seikatsu", 3, "+3 points now"),
        ("seikatsu", 0, "No points now"),  # never "+0 points now"
        ("sakura", 0, "No shurikens now"),
        ("karesansui", 2, "2 demerits now (fewer is better)"),
    ],
)
def test_the_hints_words_from_its_numbers(game_id: str, now: int, said: str) -> None:
    game = GAMES[game_id]
    unit = {"seikatsu": "points", "sakura": "shurikens", "karesansui": "demerits"}[game_id]
    other = Alternative(None, "X-b2", 0, 1.0, 150, 4.1)
    given = Hint(None, "X-a1", now, 5.1, 250, 400, unit, (other,))
    assert hint_text(game, given).plain == (
        f"Hint: X-a1. {said}; in 400 simulated endings it finishes 4.1 {unit} better"
        " on average than X-b2."
    )


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_hints_now_is_what_the_move_does_now(game_id: str) -> None:
    """Issue 22: "Hint: xL:B8. No shurikens now" for a take of 9 shurikens. Where points
    come at the round's end, a move that scores nothing at once but does something says
    what it does, never "no ... now"; elsewhere "no points now" is true and stays."""
    game = GAMES[game_id]
    rng = random.Random(3)
    checked = 0
    for seed in range(6):
        state = game.new_game(game.options_type())
        for move in random_moves(game, state.options, random.Random(seed)):
            seat = game.to_move(state)
            step = game.apply(state, move)
            scored = any(isinstance(e, Score) and e.points for e in step.events)
            acts = [e for e in step.events if isinstance(e, Log) and e.seat == seat]
            if seat >= 0 and acts and not scored and rng.random() < 0.3:
                given = Hint(move, game.move_text(move), 0, 0.0, 1, 1, game.score_unit, ())
                said = hint_text(game, given, state, seat).plain
                if game.declaration.scores_by_round:  # its points come at the round's end
                    assert f"No {game.score_unit} now" not in said, said
                    assert said.startswith(f"Hint: {game.move_text(move)}. You "), said
                else:  # no points now is what the move does now; its log words would
                    # only repeat it in the past tense ("You played Tm on c2")
                    assert said.startswith(f"Hint: {game.move_text(move)}. No "), said
                checked += 1
            state = step.state
    assert checked > 0


@pytest.mark.parametrize("game_id", sorted(g for g in GAMES if GAMES[g].declaration.has_chance))
async def test_no_hint_at_a_draw_says_why(game_id: str) -> None:
    """Issue 22: "No hint here: it is nobody's move you make" at a bag ply."""
    line = random_line(game_id)
    app = quiet_app(start=lambda app: ViewerScreen(line))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, ViewerScreen)
        screen.seek(0)  # every game opens with the dealer's move
        await pilot.pause()
        assert line.game.to_move(line.state_at(0)) < 0
        await pilot.press("h")
        await pilot.pause()
        dealer = line.game.dealer_name
        assert f"the next move is {dealer}'s draw" in prompt_of(screen, "#explain")


def standing_of(game: Any, state: Any, side: int) -> int:
    return sum(line.points for line in game.standing(state).lines if line.side == side)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_says_what_its_move_changes_in_the_standing(game_id: str) -> None:
    """Issue 25: a hint says why in the game's terms: the score lines (rows, majorities)
    its move changes, as the game would score them if it ended now, with the change for
    you adding up to the change in your standing (from the seat's view)."""
    game = GAMES[game_id]
    rng = random.Random(25)
    said = 0
    positions = []
    state = game.new_game(game.options_type())
    for ply, played in enumerate(random_moves(game, game.options_type(), rng)):
        if game.to_move(state) >= 0 and ply % 3 == 0:
            positions.append(state)
        state = game.apply(state, played).state
    for state in positions:
        seat = game.to_move(state)
        view = game.view(state, seat)
        side = game.side_of(view, seat)
        for move in list(game.legal_moves(state))[:6]:
            found = Hint(move, game.move_text(move), 0, 0.0, 1, 1, game.score_unit, ())
            text = hint_text(game, found, state, seat).plain
            try:
                after = game.apply(view, move).state
            except Exception:
                continue
            try:
                changed = game.standing(after).lines != game.standing(view).lines
            except Unseen:  # the standing rests on what the seat cannot see: no words
                assert "If the game ended now" not in text
                continue
            mine = standing_of(game, after, side) - standing_of(game, view, side)
            if not changed:
                assert "If the game ended now" not in text
                continue
            said += "If the game ended now" in text
            stated = [int(n) for n in re.findall(r"\(([+-]\d+) [^()]* for you\)", text)]
            if "more." not in text:
                assert sum(stated) == mine, (text, mine)
    if game_id in {"seikatsu", "miyabi"}:
        assert said, "rows and majorities change as tiles are placed"


def test_a_hints_standing_words_name_the_other_players() -> None:
    """Miyabi: a tile that takes a row's majority from the other player says so by name."""
    game = GAMES["miyabi"]
    rng = random.Random(25)
    state = game.new_game(game.options_type())
    for played in random_moves(game, game.options_type(), rng):
        seat = game.to_move(state)
        if seat >= 0:
            for move in list(game.legal_moves(state))[:40]:
                found = Hint(move, game.move_text(move), 0, 0.0, 1, 1, game.score_unit, ())
                named = hint_text(game, found, state, seat, ["Ann", "Bob"]).plain
                if "for Ann" in named or "for Bob" in named:
                    assert "seat" not in named.split("If the game ended now")[1]
                    return
        state = game.apply(state, played).state
    raise AssertionError("no move changed the other player's standing")


@pytest.mark.parametrize("game_id", ["seikatsu"])
async def test_play_gives_the_hint_the_players_names(game_id: str) -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = start_vs_computer(app, game_id)
        await settle(pilot, app)
        assert screen.hint_names() == list(screen.session.names)
