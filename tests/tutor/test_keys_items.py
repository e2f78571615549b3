"""Issue 22, section 1: each key that went to the wrong place, as its own test (the rule
itself is walked on every screen by ``test_keys_rule.py``)."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import Button, OptionList

from engine.core import CHANCE
from engine.registry import GAMES
from lessons.course import course
from tests.tutor.conftest import quiet_app, settle
from tests.tutor.games import unfinished_game
from tests.tutor.test_hints import start_vs_computer
from tutor.plugins import ui_for
from tutor.screens.dialogs import Confirm
from tutor.screens.help import HelpScreen, sections
from tutor.screens.home import HomeScreen
from tutor.screens.lesson import LessonScreen
from tutor.screens.play import PlayScreen
from tutor.screens.setup import SetupScreen
from tutor.session import Due

GAME_IDS = sorted(GAMES)


async def test_the_focused_button_of_a_question_is_the_bright_one_and_names_its_key() -> None:
    """ "Leave" was drawn bright (primary) while "Keep playing" had the focus."""
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(Confirm("Leave this game?", yes="Leave", no="Keep playing"))
        await pilot.pause()
        dialog = app.screen
        yes, no = dialog.query_one("#yes", Button), dialog.query_one("#no", Button)
        assert no.has_focus
        assert "y" in str(yes.label).split() and "n/Esc" in str(no.label).split()
        assert no.styles.background != yes.styles.background
        bright = no.styles.background
        await pilot.press("right")
        assert yes.has_focus and yes.styles.background == bright != no.styles.background


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_esc_with_a_panel_open_closes_the_panel_first(game_id: str) -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = start_vs_computer(app, game_id)
        await settle(pilot, app)
        panels = [
            (n, k) for n, k in (("legend", "k"), ("standings", "o")) if screen.desk.has_panel(n)
        ]
        if not panels:
            pytest.skip(f"{game_id} has no side panel")
        name, key = panels[0]
        await pilot.press(key)
        assert screen.desk.panel == name
        await pilot.press("escape")
        await pilot.pause()
        assert screen.desk.panel is None and app.screen is screen
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, Confirm)


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_moves_without_a_place_have_keys_in_the_key_bar_and_help(game_id: str) -> None:
    """Miyabi's pass was in neither the footer nor ``?``; every pass, done and end of turn
    has a key, and pressing it plays the move where it is legal."""
    ui = ui_for(game_id)
    game = GAMES[game_id]
    texts = {str(game.move_text(m)) for m in _placeless_moves(game_id)}
    assert texts <= {m.text for m in ui.action_moves}, f"{game_id}: no key for {texts}"
    # The board's section of ``?``: other screens (the editor's x Trash) reuse letters.
    board = next(bindings for heading, bindings in sections(ui) if ui.game.title in heading)
    help_keys = {b.key: b.description for b in board}
    for move in ui.action_moves:
        assert help_keys.get(move.key) == move.label
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = start_vs_computer(app, game_id)
        await settle(pilot, app)
        for move in ui.action_moves:
            bound = screen.active_bindings.get(move.key)
            assert bound is not None and bound.binding.description == move.label
            assert bound.binding.show


def _placeless_moves(game_id: str) -> list[Any]:
    """The moves of a random game whose notation is a plain word (pass, done, end)."""
    import random

    from engine.playout import random_moves

    game = GAMES[game_id]
    options = game.options_type()
    found = []
    state = game.new_game(options)
    for move in random_moves(game, options, random.Random(3)):
        if game.to_move(state) != CHANCE and str(game.move_text(move)).isalpha():
            found.append(move)
        state = game.apply(state, move).state
    return found


async def test_a_move_made_by_itself_says_so_on_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    """A forced pass played itself with nothing on screen but a log line."""
    game_id = "miyabi"
    ui = ui_for(game_id)
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = start_vs_computer(app, game_id)
        await settle(pilot, app)
        pass_move = GAMES[game_id].parse_move(screen.session.state, "pass")
        monkeypatch.setattr(ui, "forced_move", lambda state: (pass_move, "nothing fits"))
        screen.advance()
        await pilot.pause()
        said = [n.message for n in app._notifications]
        assert any("nothing fits" in m and "by itself" in m for m in said), said


@pytest.mark.parametrize(
    ("start", "heading"),
    [
        (lambda: HomeScreen(), "Home"),
        (lambda: SetupScreen("seikatsu"), "Setting up a game"),
    ],
)
async def test_help_opens_at_the_keys_of_the_screen_it_was_asked_from(
    start: Any, heading: str
) -> None:
    app = quiet_app(start=lambda app: start())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        assert sections(help_screen.ui, help_screen.here)[0][0] == heading


async def test_help_in_play_opens_at_playing_then_the_board() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = start_vs_computer(app, "seikatsu")
        await settle(pilot, app)
        await pilot.press("question_mark")
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        headings = [h for h, _ in sections(help_screen.ui, help_screen.here)]
        assert headings[0] == "Playing" and headings[1].startswith("Seikatsu board")
        assert screen is not help_screen


async def test_setup_opens_on_its_first_field_and_the_arrows_go_field_to_field() -> None:
    """Setup began with the focus on the Start button below the fold: Enter started a
    default game, and Up/Down only scrolled the page."""
    app = quiet_app(start=lambda app: SetupScreen("seikatsu"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        first = setup.focused
        assert first is not None and first.id != "start"
        assert first.region.y < 24
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is setup, "Enter started a game"
        name = setup.query_one("#name-0")
        name.focus()
        await pilot.press("down")
        assert setup.focused is setup.query_one("#kind-0")
        name.focus()
        await pilot.press("up")
        assert setup.focused is not name and setup.focused is not None
        keys = {
            b.key
            for heading, bs in sections(None, setup)
            if heading == "Setting up a game"
            for b in bs
        }
        assert "ctrl+s" in keys


async def test_continue_with_several_unfinished_games_lets_the_player_choose() -> None:
    unfinished_game(plies=10, seed=9)
    unfinished_game(plies=12, seed=10)
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        home = app.screen
        assert isinstance(home, HomeScreen)
        resume = home.query_one("#resume-list", OptionList)
        assert resume.option_count == 2
        await pilot.press("c")
        await pilot.pause()
        assert app.screen is home and resume.has_focus
        await pilot.press("down")
        chosen = resume.get_option_at_index(1).id
        assert resume.highlighted == 1
        await pilot.press("enter")
        await settle(pilot, app)
        play = app.screen
        assert isinstance(play, PlayScreen)
        assert chosen is not None and play.session.log is not None
        assert str(play.session.log.path) == chosen


async def test_a_do_step_keeps_the_cursor_where_the_learner_put_it_and_may_be_retried() -> None:
    """Seikatsu lesson 3 step 3 invites trying a cell: picking Tm moved the cursor to b2,
    Enter played there, and the step could not be tried again."""
    lessons = course("seikatsu")
    index = (
        [item.id for item in lessons].index("03-placement")
        if any(item.id == "03-placement" for item in lessons)
        else 2
    )
    app = quiet_app(start=lambda app: LessonScreen("seikatsu", lessons, index, step=2))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        await pilot.pause()
        board = screen.board()
        board.cursor = "e3"
        codes = screen.desk.entry_codes()
        await pilot.press(str(codes.index("Tm") + 1))
        assert screen.desk.piece == "Tm" and board.cursor == "e3"
        await pilot.press("enter")
        await pilot.pause()
        verdict = screen.feedback[2]
        assert not verdict.correct  # e3 is refused, with its rule: what the step invited
        target = sorted(ui_for("seikatsu").targets(screen.entry_state(), "Tm"))[0]
        screen.desk.take_piece("Tm")
        board.cursor = target
        await pilot.press("enter")
        await pilot.pause()
        assert screen.feedback[2].correct and not screen.entry_open()
        await pilot.press("a")
        await pilot.pause()
        assert screen.entry_open(), "a solved step could not be tried again"


async def test_a_takeback_never_reshuffles_what_was_drawn() -> None:
    """After u, replaying the same Seikatsu move drew a different tile."""
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = start_vs_computer(app, "seikatsu")
        await settle(pilot, app)
        session = screen.session
        game = session.game
        ply = len(session.moves)
        move = game.legal_moves(session.state)[0]
        screen.submit(move)
        await settle(pilot, app)
        assert session.due() == Due.PERSON
        first = session.moves[ply + 1]  # the tile drawn for the person after the move
        assert game.to_move(session.log.timeline.state_at(ply + 1)) == CHANCE  # type: ignore[union-attr]
        await pilot.press("u")
        await settle(pilot, app)
        assert len(session.moves) == ply
        log = " ".join(line.text for line in screen.query_one("#log").lines)  # type: ignore[attr-defined]
        assert "reshuffle the bag" in " ".join(log.split())
        screen.submit(move)
        await settle(pilot, app)
        assert session.moves[ply + 1] == first


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_move_on_a_key_of_its_own_takes_no_key_a_screen_binds(game_id: str) -> None:
    """A pass on `x` while the screens exported pictures on `x` too: one key, one meaning."""
    from tutor.screens.viewer import ViewerScreen

    for screen in (PlayScreen, LessonScreen, ViewerScreen):
        taken = {key for key in screen._merge_bindings().key_to_bindings}
        for move in ui_for(game_id).action_moves:
            assert move.key not in taken, (screen.__name__, move.key)


async def test_a_games_move_keys_stay_on_its_own_screens() -> None:
    """The keys one game binds to its moves (Miyabi's `x` pass) are bound on its screen
    only: a later screen of another game (Seikatsu has none) does not inherit them."""
    with_keys = next(g for g in GAME_IDS if ui_for(g).action_moves)
    without = next((g for g in GAME_IDS if not ui_for(g).action_moves), None)
    if without is None:
        pytest.skip("every registered game has moves on keys of their own")
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        start_vs_computer(app, with_keys)
        await settle(pilot, app)
        await app.pop_screen()
        screen = start_vs_computer(app, without)
        await settle(pilot, app)
        actions = [b.action for bs in screen._bindings.key_to_bindings.values() for b in bs]
        assert not [a for a in actions if a.startswith("game_move")], actions
