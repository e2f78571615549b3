"""A move typed fast lands whole in the move box, on every game (issue 30, ``niwa serve``).

Over a browser's websocket (or from a fast typist) the keys of a move arrive together:
``t``, the move's characters and Enter are all waiting before the app handles the first.
The box takes the focus only after the keys already waiting (Textual moves focus with
``call_later``), so a character that is also a board command (``t``, a digit picking a
piece, ``b``) was eaten by the board and Enter went to the board: the move came out
mangled ("Wt-a1" typed, "W-a" refused) or another move was played. Here every key is
posted before any is handled, and the move typed must be the move played.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual import events
from textual.keys import _character_to_key
from textual.widgets import Input

from engine.registry import GAMES
from tests.tutor.conftest import settle
from tests.tutor.test_move_entry import person_to_move, slow_app
from tutor.plugins import PLUGINS
from tutor.screens.play import PlayScreen
from tutor.widgets.move_input import MOVES_READ, joins_command_key


def burst(app: object, keys: list[tuple[str, str | None]]) -> None:
    """Post every key at once, as a browser's burst arrives: none handled before the next."""
    for key, character in keys:
        app.post_message(events.Key(key, character))  # type: ignore[attr-defined]


@pytest.mark.parametrize("game_id", PLUGINS)
@pytest.mark.parametrize("opener", ["t", "typing"])
async def test_a_move_typed_in_one_burst_is_the_move_played(game_id: str, opener: str) -> None:
    app = slow_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await person_to_move(app, pilot, game_id)
        game = GAMES[game_id]
        for _ in range(2):  # the second move typed as fast as the first
            moves = list(game.legal_moves(screen.session.state))
            # The longest notation: the most characters that could be taken for commands.
            move = max(moves[:200], key=lambda m: len(game.move_text(m)))
            text = game.move_text(move)
            ply = len(screen.session.log.timeline.replay.moves)
            keys = [("t", "t")] if opener == "t" else []
            keys += [(_character_to_key(c), c) for c in text]
            keys.append(("enter", "\r"))
            burst(app, keys)
            await pilot.pause()
            await pilot.pause()
            played = screen.session.log.timeline.replay.moves
            assert len(played) > ply and played[ply].move == move, (text, played[ply:])
            # Played: the keys are the board's again, as after any typed move.
            assert not isinstance(app.focused, Input), app.focused
            await settle(pilot, app)


def longest_move(screen: PlayScreen) -> tuple[Any, str]:
    """A legal move with the longest notation (of the first 200), and that notation: the
    most keys that could go astray."""
    game = screen.game
    move = max(
        list(game.legal_moves(screen.session.state))[:200], key=lambda m: len(game.move_text(m))
    )
    return move, str(game.move_text(move))


def command_letters(screen: PlayScreen) -> list[str]:
    """The characters whose keys run a command on ``screen`` now (``t`` and ``:`` aside)."""
    letters = []
    for key, bound in screen.active_bindings.items():
        character = key if len(key) == 1 and key.isprintable() else None
        if character and bound.enabled and bound.binding.action != "type_move":
            letters.append(character)
    return sorted(letters)


@pytest.mark.parametrize("game_id", PLUGINS)
async def test_after_t_in_one_burst_every_key_is_the_box_s(game_id: str) -> None:
    """``t`` then a command's letter, both waiting before the first is handled: the letter
    is typed, not run (the screen sees both keys before ``t``'s binding would run)."""
    app = slow_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await person_to_move(app, pilot, game_id)
        letters = command_letters(screen)
        assert letters, "Play binds command letters"
        box = screen.query_one("#move-input", Input)
        position = screen.session.state
        for letter in letters:
            burst(app, [("t", "t"), (_character_to_key(letter), letter)])
            await pilot.pause()
            await pilot.pause()
            assert (box.value, app.focused) == (letter, box), letter
            burst(app, [("escape", None)])  # out of the box: emptied, keys to the board
            await pilot.pause()
            assert box.value == "" and app.focused is not box
        assert screen.session.state == position  # no command ran


@pytest.mark.parametrize(
    ("command", "character", "texts", "joined"),
    [
        ("b", "1", ["a1", "b1", "c1"], True),  # the toy's b1: b is Board, 1 begins nothing
        ("b", "2", ["a1", "b1"], False),  # b2 begins no move: 2 is typed alone
        ("b", "1", ["1b", "b1"], False),  # 1 begins a move on its own: typed alone
        ("E", "N", ["end"], True),  # without case, as the list narrows
        ("x", "1", [], False),  # no legal move: nothing to begin
    ],
)
def test_a_command_key_joins_the_next_only_where_they_begin_a_move(
    command: str, character: str, texts: list[str], joined: bool
) -> None:
    assert joins_command_key(command, character, texts) is joined


def test_past_the_moves_read_nothing_is_joined() -> None:
    """Work is bounded: a list longer than MOVES_READ is not read to its end."""
    many = ["zz"] * MOVES_READ + ["b1"]
    assert not joins_command_key("b", "1", iter(many))
    assert joins_command_key("b", "1", iter(many[1:]))


async def test_a_command_key_typed_alone_still_runs_its_command() -> None:
    """The toy's ``b`` (Board) alone runs its command: the board takes the keys, the box
    stays empty (issue 22's rule kept). A key after it that begins no move alone but does
    after b ("1": b1) was typed with it; one that begins a move alone ("a") is typed alone."""
    app = slow_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await person_to_move(app, pilot, "tictactoe")
        box = screen.query_one("#move-input", Input)
        for after, typed in (("1", "b1"), ("a", "a")):
            screen.set_focus(None)
            await pilot.pause()
            burst(app, [("b", "b")])
            await pilot.pause()
            await pilot.pause()
            assert (app.focused, box.value) == (screen.board(), "")
            burst(app, [(after, after)])
            await pilot.pause()
            assert (app.focused, box.value) == (box, typed)
            burst(app, [("escape", None)])
            await pilot.pause()


@pytest.mark.parametrize("game_id", PLUGINS)
async def test_keys_sent_round_the_box_as_it_takes_the_focus_are_the_box_s(game_id: str) -> None:
    """The browser's race (``niwa serve``): after ``t`` the app sent the move's keys to the
    board, then the box took the focus, then the screen saw the keys. They are the box's:
    the move typed is the move played (once they were dropped, and Enter sent the box's
    bare text: "'a1' is not a play" for "Fb-a1")."""
    app = slow_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await person_to_move(app, pilot, game_id)
        game = GAMES[game_id]
        move = game.legal_moves(screen.session.state)[0]
        text = game.move_text(move)
        ply = len(screen.session.log.timeline.replay.moves)
        screen.action_type_move()  # t
        board = screen.board()
        for character in text:  # on their way to the board, which had the focus
            board._forward_event(events.Key(_character_to_key(character), character))
        board._forward_event(events.Key("enter", "\r"))
        await pilot.pause()  # the box takes the focus before the board's queue is read
        await pilot.pause()
        played = screen.session.log.timeline.replay.moves
        assert len(played) > ply and played[ply].move == move, (text, played[ply:])
        assert not isinstance(app.focused, Input)


@pytest.mark.parametrize("game_id", PLUGINS)
async def test_keys_still_on_their_way_round_stay_before_the_keys_typed_after_them(
    game_id: str,
) -> None:
    """The browser's third race (seen in the ``niwa serve`` test, Firefox): after ``t`` the
    move's first letters were sent to the board, the box took the focus, and the last
    letter went straight to the box, ahead of the first ones still on their way round to
    it: "Em-b2" was typed, "2Em-b" was refused. Each key goes where the time it was typed
    puts it."""
    app = slow_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await person_to_move(app, pilot, game_id)
        move, text = longest_move(screen)
        ply = len(screen.session.log.timeline.replay.moves)
        screen.action_type_move()  # t
        await pilot.pause()
        box = screen.query_one("#move-input", Input)
        assert app.focused is box
        first = [events.Key(_character_to_key(c), c) for c in text[:-1]]  # typed first,
        last = events.Key(_character_to_key(text[-1]), text[-1])  # then the last one
        board = screen.board()
        for key in first:  # sent to the board before the focus moved, still on their way
            board._forward_event(key)
        box._forward_event(last)  # sent to the box, which has the focus now
        await pilot.pause()
        assert box.value == text
        await pilot.press("enter")
        played = screen.session.log.timeline.replay.moves
        assert len(played) > ply and played[ply].move == move, (text, played[ply:])


@pytest.mark.parametrize("game_id", PLUGINS)
async def test_a_key_typed_after_the_cursor_moved_goes_in_at_the_cursor(game_id: str) -> None:
    """Keys go in by the time they were typed only while the box holds nothing but keys
    typed one after another: once the cursor moved back, the box edits as any box does."""
    app = slow_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await person_to_move(app, pilot, game_id)
        screen.action_type_move()  # t
        await pilot.pause()
        box = screen.query_one("#move-input", Input)
        await pilot.press("a", "b", "left", "x")
        assert (box.value, box.cursor_position) == ("axb", 2)
        await pilot.press("end", "y", "backspace", "z")
        assert (box.value, box.cursor_position) == ("axbz", 4)


@pytest.mark.parametrize("game_id", PLUGINS)
async def test_letters_typed_before_the_box_has_the_focus_stay_when_it_does(game_id: str) -> None:
    """The browser's other race: after ``t`` the move's first letter reaches the screen
    before the box's focus (typed ahead into the box), the focus lands, the next letters
    go straight to the box. The first must stay: an Input selects its text as it takes
    the focus, and the next letter replaced it ("Em-a3" refused as "m-a3")."""
    app = slow_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await person_to_move(app, pilot, game_id)
        move, text = longest_move(screen)
        ply = len(screen.session.log.timeline.replay.moves)
        screen.action_type_move()  # t: the box's focus is on its way
        assert not isinstance(app.focused, Input)
        screen.desk.on_key(events.Key(_character_to_key(text[0]), text[0]))  # before it lands
        await pilot.pause()
        assert isinstance(app.focused, Input)
        await pilot.press(*(_character_to_key(c) for c in text[1:]), "enter")
        await pilot.pause()
        played = screen.session.log.timeline.replay.moves
        assert len(played) > ply and played[ply].move == move, (text, played[ply:])


@pytest.mark.parametrize("game_id", PLUGINS)
async def test_a_move_made_while_the_box_s_focus_is_on_its_way_gives_the_keys_back(
    game_id: str,
) -> None:
    """``t`` asks for the box's focus, and a move is made before it arrives (typed fast
    over a browser's websocket): the keys go back to the board all the same, and the
    focus asked for never lands in the emptied box (it did: Esc then emptied the box
    instead of asking to leave, and the dialog's ``y`` was typed into it)."""
    from tutor.screens.dialogs import Confirm

    app = slow_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await person_to_move(app, pilot, game_id)
        move = GAMES[game_id].legal_moves(screen.session.state)[0]
        screen.action_type_move()  # t: the focus is on its way
        screen.desk.enter(move)  # before it lands
        await pilot.pause()
        await pilot.pause()
        assert not isinstance(app.focused, Input)
        burst(app, [("escape", None)])
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, Confirm), app.focused
