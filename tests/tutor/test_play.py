"""Play: setup, a person's turn, pass the device, refusals, table mode, koi, the end."""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot
from textual.widgets import Input, OptionList, RadioButton, Static

from engine.core import CHANCE
from engine.seikatsu import Options, Play
from engine.seikatsu import board as B
from engine.seikatsu import tiles as T
from replays import journals, load
from tests.tutor.conftest import quiet_app
from tutor.app import NiwaApp
from tutor.screens.dialogs import ChooseOne, Confirm, PassDevice, TurnDone
from tutor.screens.game_over import GameOverScreen
from tutor.screens.play import PlayScreen
from tutor.screens.setup import SetupScreen
from tutor.session import COMPUTER, DEALER_TABLE, PERSON, Due, TablePlan, load_plan

VS_COMPUTER = TablePlan((PERSON, COMPUTER, COMPUTER))


def start(app: NiwaApp, options: Options, names: list[str], plan: TablePlan) -> PlayScreen:
    screen = app.start_game("seikatsu", options, names, plan)
    assert isinstance(screen, PlayScreen)
    return screen


def text_of(screen: Any, selector: str) -> str:
    return str(screen.query_one(selector, Static).render())


def test_setup_offers_player_counts_seats_and_table_mode(snap_compare: Any) -> None:
    app = quiet_app(start=lambda app: SetupScreen("seikatsu"))

    async def check(pilot: Pilot[None]) -> None:
        screen = pilot.app.screen
        assert isinstance(screen, SetupScreen)
        buttons = list(screen.query_one("#opt-players").query(RadioButton))
        buttons[2].value = True  # four players, in teams
        await pilot.pause()
        labels = [str(screen.query_one(f"#seat-label-{s}").render()) for s in range(4)]
        assert labels == [
            "Seat 1 (pink team)",
            "Seat 2 (blue team)",
            "Seat 3 (pink team)",
            "Seat 4 (blue team)",
        ]
        assert not screen.query("#seat-4")  # Seikatsu seats four at most: no fifth row
        names, plan = screen.names_and_plan()
        assert names == ["You", "Computer 2", "Computer 3", "Computer 4"]
        assert plan == TablePlan((PERSON, COMPUTER, COMPUTER, COMPUTER), levels=("medium",) * 4)

    assert snap_compare(app, terminal_size=(120, 40), run_before=check)


async def test_setup_starts_a_recorded_game_with_clean_names() -> None:
    app = quiet_app(start=lambda app: SetupScreen("seikatsu"))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        screen.query_one("#name-0", Input).value = "  Ann\x1b[31m  "
        screen.query_one("#deal-table", RadioButton).value = True
        screen.action_start()
        await pilot.pause()
        play = app.screen
        assert isinstance(play, PlayScreen)
        assert play.session.names == ["Ann [31m", "Computer 2", "Computer 3"]
        assert play.session.due() == Due.TABLE_DRAW  # table mode: the user types draws
        [journal] = journals()
        assert load_plan(journal, 3) == TablePlan(
            (PERSON, COMPUTER, COMPUTER), DEALER_TABLE, levels=("medium",) * 3
        )


def test_a_picked_tile_shows_where_it_may_go_and_what_it_would_score(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = start(pilot.app, Options(players=3), ["Ann", "Bob", "Cy"], VS_COMPUTER)  # type: ignore[arg-type]
        await pilot.pause()
        assert screen.session.due() == Due.PERSON and screen.session.actor == 0
        hand = screen.ui.hand_codes(screen.session.state, 0)
        screen.action_pick(0)
        await pilot.pause()
        targets = screen.ui.targets(screen.session.state, hand[0])
        assert targets and {c for c, k in screen.highlights.items() if k == "target"} == targets
        await pilot.press("right")  # the board has the focus: the cursor moves, a preview shows
        prompt = text_of(screen, "#prompt")
        assert prompt.startswith(f"{hand[0]} on ")

    assert snap_compare(quiet_app(), terminal_size=(120, 40), run_before=check)


def test_hot_seat_hides_hands_behind_a_pass_the_device_screen(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        app = pilot.app
        screen = start(app, Options(players=2), ["Ann", "Bob"], TablePlan((PERSON, PERSON)))  # type: ignore[arg-type]
        await pilot.pause()
        assert isinstance(app.screen, PassDevice)
        assert "to Ann (pink)" in str(app.screen.query_one("#pass-who", Static).render())
        seats = text_of(screen, "#seats")
        assert seats.count("?? ??") == 2  # behind the pass screen, every hand is hidden

    assert snap_compare(quiet_app(), terminal_size=(120, 40), run_before=check)


async def test_after_passing_only_the_player_on_turn_sees_their_hand() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = start(app, Options(players=2), ["Ann", "Bob"], TablePlan((PERSON, PERSON)))
        await pilot.pause()
        await pilot.press("enter")
        assert app.screen is screen and screen.seeing.revealed == 0
        seats = text_of(screen, "#seats")
        own = " ".join(screen.ui.hand_codes(screen.session.state, 0))
        assert own in seats and seats.count("?? ??") == 1
        move = screen.game.legal_moves(screen.session.state)[0]
        assert screen.submit(move)
        await pilot.pause()
        assert isinstance(app.screen, TurnDone)  # Ann reads what her turn did, then ...
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PassDevice)  # ... Bob's turn: pass the device again
        assert text_of(screen, "#seats").count("?? ??") == 2
        log = "\n".join(str(line) for line in screen.query_one("#log").lines)
        assert "Ann drew a tile." in log  # nobody learns another's draw


def test_an_illegal_placement_is_refused_with_its_rule(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = start(pilot.app, Options(players=3), ["Ann", "Bob", "Cy"], VS_COMPUTER)  # type: ignore[arg-type]
        await pilot.pause()
        moves_before = len(screen.session.moves)
        screen.action_pick(0)
        screen.desk.place("a1")  # far from every tile
        await pilot.pause()
        prompt = text_of(screen, "#prompt")
        assert "Refused: a1 is not next to any tile" in prompt
        assert "Rule: Next to a tile." in prompt and "1. Jugar una ficha, regla 2" in prompt
        assert screen.highlights["a1"] == "refused"
        assert len(screen.session.moves) == moves_before

    assert snap_compare(quiet_app(), terminal_size=(120, 40), run_before=check)


def test_table_mode_takes_the_draws_typed_at_the_table(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        plan = TablePlan((PERSON, PERSON, PERSON), DEALER_TABLE)
        screen = start(pilot.app, Options(players=3), ["Ann", "Bob", "Cy"], plan)  # type: ignore[arg-type]
        await pilot.pause()
        assert not isinstance(pilot.app.screen, PassDevice)  # the typist knows every hand
        prompt = text_of(screen, "#prompt")
        assert prompt.startswith("Table mode: draw a setup tile for d5. Type the tile drawn")
        field = screen.query_one("#move-input", Input)
        assert not field.has_focus  # issue 22: the box has the focus only while typed in
        await pilot.press("T")  # a key that is no command starts typing the draw
        assert field.has_focus and field.value == "T"
        for code in ("Tp", "+Wm", "zz", "Eb"):
            field.value = code
            await field.action_submit()
        await pilot.pause()
        state = screen.session.state
        setup = [T.CODES[state.tile_at(c)] for c in ("d5", "c3", "e3")]
        assert setup == ["Tp", "Wm", "Eb"]  # 'zz' was refused and changed nothing
        assert screen.game.to_move(state) == CHANCE  # the hands are dealt next

    assert snap_compare(quiet_app(), terminal_size=(120, 40), run_before=check)


def test_a_koi_asks_which_bird_it_is(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        options = Options(players=3, tournament=True)  # the koi are dealt face up
        screen = start(pilot.app, options, ["Ann", "Bob", "Cy"], VS_COMPUTER)  # type: ignore[arg-type]
        await pilot.pause()
        hand = screen.ui.hand_codes(screen.session.state, 0)
        screen.action_pick(hand.index("K"))
        screen.desk.place("d6")  # beside the setup tile on d5
        await pilot.pause()
        dialog = pilot.app.screen
        assert isinstance(dialog, ChooseOne)
        choices = dialog.query_one(OptionList)
        assert choices.option_count == 4
        first = str(choices.get_option_at_index(0).prompt)
        assert "+2" in first  # the bird of the d5 tile, best first

    assert snap_compare(quiet_app(), terminal_size=(120, 40), run_before=check)


def test_the_end_shows_the_score_sheet_and_saves_the_game(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        plan = TablePlan((COMPUTER, COMPUTER, COMPUTER))
        screen = start(pilot.app, Options(players=3), ["Aki", "Ben", "Chie"], plan)  # type: ignore[arg-type]
        await pilot.pause()
        over = pilot.app.screen
        assert isinstance(over, GameOverScreen)
        assert over.saved is not None and over.saved.name == "seikatsu-2026-03-01-1405.niwa.json"
        assert journals() == []  # finished: the journal is gone
        saved = load(over.saved)
        assert saved.is_over and len(saved) == len(screen.session.moves) == 69
        final = screen.game.final_scoring(screen.session.state)
        winner = text_of(over, "#winner")
        assert winner.startswith(["Aki", "Ben", "Chie"][final.winners[0]])

    assert snap_compare(quiet_app(), terminal_size=(120, 40), run_before=check)


async def test_leaving_keeps_the_journal_and_home_offers_to_resume() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = start(app, Options(players=3), ["Ann", "Bob", "Cy"], VS_COMPUTER)
        await pilot.pause()
        move = screen.game.legal_moves(screen.session.state)[0]
        screen.submit(move)
        played = len(screen.session.moves)
        screen.action_leave()
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        home = app.screen
        resume = home.query_one("#resume-list", OptionList)
        assert resume.option_count == 1
        journal = str(resume.get_option_at_index(0).id)
        app.action_resume(journal)
        await pilot.pause()
        again = app.screen
        assert isinstance(again, PlayScreen)
        assert again.session.moves == screen.session.moves and len(again.session.moves) == played
        assert again.session.plan == VS_COMPUTER  # the seats came back too
        assert isinstance(again.session.moves[-1], Play) or played > 0
        assert B.N_CELLS == 37


def test_leaving_asks_first_and_says_the_game_is_kept(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = start(pilot.app, Options(players=3), ["Ann", "Bob", "Cy"], VS_COMPUTER)  # type: ignore[arg-type]
        await pilot.pause()
        await pilot.press("escape")
        dialog = pilot.app.screen
        assert isinstance(dialog, Confirm) and "resume it from Home" in dialog.question
        assert pilot.app.screen_stack[-2] is screen

    assert snap_compare(quiet_app(), terminal_size=(120, 40), run_before=check)
