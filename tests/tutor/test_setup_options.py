"""Setup from the options Struct: every game starts with its defaults; each field is a control
that fits its type; each game with chance words its own dealer, one without is asked none."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Annotated, Literal

import msgspec
import pytest
from textual.widgets import Input, Label, RadioButton, RadioSet, Switch

from engine.registry import GAMES, get_game
from tests.tutor.conftest import quiet_app
from tutor.option_fields import DEFAULT_KEY, build_options, option_fields
from tutor.plugins import ui_for
from tutor.screens.play import PlayScreen
from tutor.screens.setup import SetupScreen
from tutor.ui import GamePlugin
from tutor.widgets.seat_row import SeatRow


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_every_game_starts_from_setup_with_its_defaults(game_id: str) -> None:
    app = quiet_app(start=lambda app: SetupScreen(game_id))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        labels = " ".join(str(label.render()) for label in screen.query(Label))
        ui = ui_for(game_id)
        # Who deals is asked where the game declares chance, and only there.
        has_chance = GAMES[game_id].declaration.has_chance
        assert (ui.dealer.question in labels) == has_chance, labels
        assert bool(screen.query("#dealer")) == has_chance
        others = [ui_for(g).dealer.question for g in GAMES if g != game_id]
        assert not any(question in labels for question in others)
        seat_labels = [str(label.render()) for label in screen.query(".seat-label")]
        assert seat_labels[0].startswith("Seat 1")
        assert not any("(seat" in label for label in seat_labels)  # never "Seat 1 (seat 1)"
        for field in screen.query(".option"):
            if isinstance(field, Input):  # only unbounded ints are typed
                assert field.value.lstrip("-").isdigit()
        await pilot.press("ctrl+s")
        await pilot.pause()
        play = app.screen
        assert isinstance(play, PlayScreen), str(screen.query_one("#setup-error").render())
        assert play.session.game.id == game_id
        assert play.session.state.options == get_game(game_id).options_type()


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_setup_has_a_row_per_seat_the_game_may_have(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 24: the seat rows come from the game's declared player counts (its options'
    ``players`` bounds), not from a number of seats written in the screen; each count the
    game allows shows that many rows."""
    counts = GAMES[game_id].declaration.players
    app = quiet_app(start=lambda app: SetupScreen(game_id))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        rows = list(screen.query(SeatRow).results(SeatRow))
        assert [row.seat for row in rows] == list(range(counts.most))
        assert [row.display for row in rows].count(True) == counts.default
        options_type = GAMES[game_id].options_type
        for n in counts:
            monkeypatch.setattr(screen, "options", lambda n=n: options_type(players=n))
            screen.refresh_seats()
            await pilot.pause()
            assert [row.display for row in rows] == [seat < n for seat in range(counts.most)]


async def test_structured_options_are_a_choice_of_named_data_sets() -> None:
    """Sakura's deck: a radio button named for the deck, never a repr in a number box."""
    app = quiet_app(start=lambda app: SetupScreen("sakura"))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        deck = screen.query_one("#opt-deck", RadioSet)
        [button] = deck.query(RadioButton)
        assert str(button.label) == "niwa standard" and button.value
        players = screen.query_one("#opt-players", RadioSet)
        players.query(RadioButton).first().value = True  # 2 players
        await pilot.pause()
        assert screen.options().players == 2
        assert screen.options().deck == get_game("sakura").options_type().deck


class Sample(msgspec.Struct, frozen=True):
    name: str = "x"


class SampleOptions(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    players: Annotated[int, msgspec.Meta(ge=2, le=5)] = 3
    fast: bool = False
    speed: Literal["slow", "quick"] = "slow"
    seed: int = 0
    data: Sample = Sample()
    many: Annotated[int, msgspec.Meta(ge=0, le=99)] = 1


class SamplePlugin(GamePlugin):
    def option_label(self, field: str) -> str:
        return "Seats" if field == "players" else super().option_label(field)


class SampleGame:
    options_type = SampleOptions
    declaration = SimpleNamespace(hides_information=False, has_chance=False)
    """What GamePlugin reads of a game's declaration (nothing hidden, no chance)."""


def test_fields_follow_their_types() -> None:
    ui = SamplePlugin(SampleGame())  # type: ignore[arg-type]
    fields = {f.name: f for f in option_fields(ui)}
    assert [c.value for c in fields["players"].choices] == [2, 3, 4, 5]  # Meta(ge=2, le=5)
    assert fields["players"].label == "Seats" and fields["players"].default_key() == "3"
    assert fields["fast"].kind == "switch"
    assert [c.value for c in fields["speed"].choices] == ["slow", "quick"]
    assert fields["seed"].kind == "number"  # unbounded
    assert fields["many"].kind == "number"  # 100 values: typed, not listed
    # Structured data without named sets: only the default, never typed.
    assert fields["data"].kind == "choice"
    assert [(c.key, c.value) for c in fields["data"].choices] == [(DEFAULT_KEY, Sample())]


def test_built_options_are_checked_by_msgspec() -> None:
    ui = SamplePlugin(SampleGame())  # type: ignore[arg-type]
    assert build_options(ui, {"players": 5, "speed": "quick"}) == SampleOptions(5, speed="quick")
    with pytest.raises(msgspec.ValidationError):
        build_options(ui, {"players": 9})
    with pytest.raises(msgspec.ValidationError):
        build_options(ui, {"speed": "sideways"})


async def test_a_switch_is_read_into_the_options() -> None:
    app = quiet_app(start=lambda app: SetupScreen("miyabi"))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        screen.query_one("#opt-big_meadow", Switch).value = True
        await pilot.pause()
        assert screen.options().big_meadow and not screen.options().colourful_garden


def test_options_fields_of_every_game_have_controls() -> None:
    for game_id in GAMES:
        ui = ui_for(game_id)
        for field in option_fields(ui):
            assert field.kind == "switch" or field.choices or field.kind == "number"
            if field.kind == "choice":
                assert field.default_key() is not None, (game_id, field.name)


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_setup_opens_at_its_top_at_80_by_24(game_id: str) -> None:
    """Issue 11: at 80x24 setup opened scrolled down to Start, past the players."""
    app = quiet_app(start=lambda app: SetupScreen(game_id))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        body = app.screen.query_one("#setup-body")
        assert body.scroll_y == 0
        focused = app.screen.focused  # issue 22: the first field, not Start below the fold
        assert focused is not None and focused.id != "start" and focused.region.bottom <= 24
