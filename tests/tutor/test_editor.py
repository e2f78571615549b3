"""The position editor (issue 27), for every registered game (the toy game too): the
line and its fields edited by keys, undo and redo, the status, Ask, and each game's
pieces put on the board by keys and by mouse; Continue from here to the end of a game,
saved as a replay that starts from the edited position."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, OptionList

from engine.registry import GAMES
from replays import load
from tests.engine.test_contract import play
from tests.tutor.conftest import quiet_app, settle
from tests.tutor.fit import drawn_text
from tutor.board import Board
from tutor.editing import setup_line
from tutor.piece_editing import Piece
from tutor.plugins import PLUGINS, editor_for
from tutor.screens.editor import ASK, EditorScreen
from tutor.widgets.piece_palette import PiecePalette


def mid_game(game_id: str, seed: int = 3) -> str:
    """The line of a random game's middle, a seat to move."""
    game = GAMES[game_id]
    states, moves, _ = play(game, game.options_type(), seed)
    cut = len(moves) // 2
    while game.to_move(states[cut]) < 0:
        cut += 1
    return game.position_text(states[cut])


def editor(app: Any) -> EditorScreen:
    screen = app.screen
    assert isinstance(screen, EditorScreen)
    return screen


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_the_line_and_its_fields_are_edited_by_keys_with_undo(game_id: str) -> None:
    app = quiet_app(start=lambda app: EditorScreen(game_id))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = editor(app)
        game = GAMES[game_id]
        start = setup_line(game, game.options_type())
        assert screen.session.text == start
        assert screen.session.status().playable
        assert screen.check_action("continue", ()) is True
        first = game.position_fields[0]
        await pilot.press("f")  # the fields: the first box has the keys, its text selected
        assert isinstance(screen.focused, Input) and screen.focused.id == f"field-{first}"
        await pilot.press("9", "9", "9", "9")
        await pilot.pause()
        assert screen.session.fields()[0] == (first, "9999")
        assert screen.session.text.partition(":")[2].split(" ")[0] == "9999"
        status = screen.session.status()
        assert not status.playable  # a bad field: said, and Continue greyed
        assert screen.check_action("continue", ()) is None
        await pilot.press("escape", "ctrl+z")
        assert screen.session.text == start
        await pilot.press("ctrl+y")
        assert screen.session.fields()[0] == (first, "9999")
        await pilot.press("ctrl+z")
        # The line itself, typed: what does not parse says where.
        await pilot.press("l", "x", "enter")
        await pilot.pause()
        assert screen.session.text == "x"
        status = screen.session.status()
        assert not status.parses and status.error is not None
        assert "does not parse" in str(screen.query_one("#position-status").render())
        await pilot.press("escape", "ctrl+z")
        assert screen.session.text == start


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_ask_answers_a_legal_and_a_refused_move_side_by_side(game_id: str) -> None:
    line = mid_game(game_id)
    app = quiet_app(start=lambda app: EditorScreen(game_id, line))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = editor(app)
        game = GAMES[game_id]
        legal = game.move_text(game.legal_moves(screen.session.state)[0])
        await pilot.press("a")
        assert screen.pane() == ASK
        await pilot.press(*legal, "enter", *"zz9", "enter")
        await pilot.pause()
        answers = [asked.answer for asked in screen.session.asked]
        assert [(a.move, a.legal) for a in answers] == [(legal, True), ("zz9", False)]
        assert answers[1].reason
        shown = drawn_text(screen.query_one("#ask-answers"))
        assert "LEGAL" in shown and "REFUSED" in shown
        assert screen.session.text == line  # asking changes nothing


def _piece(screen: EditorScreen, skip: int = 0) -> Piece:
    """A piece the box still has (the ``skip``-th such), near the top of the palette."""
    state = screen.session.state
    return [p for p in screen.editor.pieces(state) if p.left != 0][skip]


def _empty_place(screen: EditorScreen, board: Board) -> tuple[int, int, str]:
    """A point of the board a click puts a piece on (an empty place)."""
    state = screen.session.state
    for y in range(board.size.height):
        for x in range(board.size.width):
            ref = board.ref_at(x, y)
            if ref is not None and screen.editor.piece_on(state, ref) is None:
                try:
                    screen.editor.put(state, screen.held or "", ref)
                except Exception:
                    continue
                return x, y, ref
    raise AssertionError("no empty place on the board")


async def _choose_by_mouse(pilot: Pilot[Any], palette: PiecePalette, option_id: str) -> None:
    index = next(
        i for i in range(palette.option_count) if palette.get_option_at_index(i).id == option_id
    )
    palette.highlighted = index
    await pilot.pause()
    await pilot.click(PiecePalette, offset=(4, 1 + index - int(palette.scroll_offset.y)))
    await pilot.pause()


@pytest.mark.parametrize("game_id", PLUGINS)
async def test_pieces_are_put_by_keys(game_id: str) -> None:
    app = quiet_app(start=lambda app: EditorScreen(game_id, mid_game(game_id)))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = editor(app)
        piece = _piece(screen)
        await pilot.press("p", *piece.code, "enter")
        assert screen.held == piece.code
        places = screen.editor.places(screen.session.state)
        if places:
            await pilot.press("enter")  # the first place listed
            ref = places[0][0]
        else:
            board = screen.board()
            assert screen.focused is board
            for key in ("right", "down", "right", "down", "left"):
                await pilot.press(key)
                if screen.editor.piece_on(screen.session.state, board.cursor or "") is None:
                    break
            await pilot.press("enter")
            ref = board.cursor or ""
        await pilot.pause()
        state = screen.session.state
        assert screen.session.index == 1, screen.session.text
        if not places:
            assert screen.editor.piece_on(state, ref) == piece.code, screen.session.text
        left = {p.code: p.left for p in screen.editor.pieces(state)}
        assert left[piece.code] == (piece.left or 0) - 1  # out of the box
        line = screen.session.text
        assert GAMES[game_id].position_text(GAMES[game_id].parse_position(line)) == line
        # Undo takes it back; redo puts it again.
        await pilot.press("ctrl+z")
        assert screen.session.index == 0
        await pilot.press("ctrl+y")
        assert screen.session.text == line


@pytest.mark.parametrize("game_id", PLUGINS)
async def test_pieces_are_put_and_taken_off_by_mouse(game_id: str) -> None:
    app = quiet_app(start=lambda app: EditorScreen(game_id, mid_game(game_id)))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = editor(app)
        piece = _piece(screen, 1)
        palette = screen.query_one(PiecePalette)
        await _choose_by_mouse(pilot, palette, f"piece-{piece.code}")
        assert screen.held == piece.code
        places = screen.editor.places(screen.session.state)
        if places:
            ref = places[-1][0]
            await _choose_by_mouse(pilot, palette, f"place-{ref}")
        else:
            x, y, ref = _empty_place(screen, screen.board())
            await pilot.click(Board, offset=(x, y))
        await pilot.pause()
        assert screen.session.index == 1
        left = {p.code: p.left for p in screen.editor.pieces(screen.session.state)}
        assert left[piece.code] == (piece.left or 0) - 1
        if not places:
            assert screen.editor.piece_on(screen.session.state, ref) == piece.code
        # The trash, then the same place: taken off again.
        await _choose_by_mouse(pilot, palette, "trash")
        assert screen.trash
        if places:
            await _choose_by_mouse(pilot, palette, f"place-{ref}")
        else:
            await pilot.click(Board, offset=(x, y))
        await pilot.pause()
        assert screen.session.index == 2
        assert screen.editor.piece_on(screen.session.state, ref) != piece.code or places


async def test_continue_from_an_edited_position_to_the_end_saves_a_replay_from_it() -> None:
    """Seikatsu, one tile left: the editor swaps two garden tiles (the line stays
    consistent), Continue from here opens setup on the line, the computer and the person
    play to the end, and the saved replay starts from the edited line."""
    from tutor.screens.game_over import GameOverScreen
    from tutor.screens.play import PlayScreen
    from tutor.screens.setup import SetupScreen
    from tutor.session import Due

    line = (
        "seikatsu/1:2 TbTtTmTp,KWbWtWmWp,KFbEbEtEmEp,TbWbEb*FtFmFp,TtWtEtFt1K,TmWmEmFmK,"
        "TpWpEpFp -,Fb rest 2 20,15"
    )
    app = quiet_app(start=lambda app: EditorScreen("seikatsu", line))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = editor(app)
        assert screen.session.status().playable, screen.session.status().words()
        screen.pick_up("g1")  # the Tp on g1 is moved to a1, over the Tb there
        assert screen.held == "Tp"
        screen.edit_place("a1")
        screen.held = "Tb"  # and the Tb goes to g1: the two tiles swapped
        screen.edit_place("g1")
        edited = screen.session.text
        assert edited == line.replace("TbTtTmTp,", "TpTtTmTp,").replace(",TpWpEpFp", ",TbWpEpFp")
        assert screen.session.status().playable, screen.session.status().words()
        await pilot.press("c")
        setup = app.screen
        assert isinstance(setup, SetupScreen) and setup.start == edited
        setup.action_start()
        await settle(pilot, app)
        for _ in range(10):
            playing = app.screen
            if not isinstance(playing, PlayScreen) or playing.session.due() != Due.PERSON:
                break
            assert playing.submit(playing.game.legal_moves(playing.session.state)[0])
            await settle(pilot, app)
        for _ in range(20):
            await app.workers.wait_for_complete()
            await pilot.pause()
            if isinstance(app.screen, GameOverScreen):
                break
        over = app.screen
        assert isinstance(over, GameOverScreen) and over.saved is not None
        saved = load(over.saved)
        assert saved.replay.start == edited
        assert GAMES["seikatsu"].is_over(saved.state_at(len(saved)))


async def test_save_as_replay_writes_a_replay_that_starts_there(data_dir: Path) -> None:
    line = mid_game("miyabi")
    app = quiet_app(start=lambda app: EditorScreen("miyabi", line))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("w")
        saved = editor(app).saved
        assert saved is not None
        timeline = load(saved)
        assert timeline.replay.start == line and len(timeline) == 0


async def test_an_inconsistent_position_greys_continue_and_names_the_rule() -> None:
    game = GAMES["seikatsu"]
    line = setup_line(game, game.options_type()).replace(" 0,0,0", " 5,0,0")
    app = quiet_app(start=lambda app: EditorScreen("seikatsu", line))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = editor(app)
        status = screen.session.status()
        assert status.parses and not status.consistent
        assert screen.check_action("continue", ()) is None
        shown = str(screen.query_one("#position-status").render())
        assert "inconsistent" in shown and "Rulebook" in shown
        await pilot.press("c")
        assert app.screen is screen  # greyed: nothing happens


def test_every_palette_option_names_a_piece_of_the_game() -> None:
    for game_id in PLUGINS:
        game = GAMES[game_id]
        state = game.parse_position(setup_line(game, game.options_type()))
        pieces = editor_for(game_id).pieces(state)
        assert pieces and len({p.code for p in pieces}) == len(pieces)
        assert OptionList  # the palette is an OptionList: one entry per piece


async def test_leaving_after_an_edit_asks_first() -> None:
    from tutor.screens.dialogs import Confirm

    app = quiet_app(start=lambda app: EditorScreen("seikatsu"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = editor(app)
        await pilot.press("e", "escape")
        assert isinstance(app.screen, Confirm)
        await pilot.press("n")
        assert app.screen is screen
        await pilot.press("escape", "y")
        assert app.screen is not screen


@pytest.mark.parametrize("game_id", PLUGINS)
async def test_the_viewer_edits_from_the_ply_shown(game_id: str, tmp_path: Path) -> None:
    from tests.tutor.test_viewer_from_position import from_the_middle
    from tutor.screens.viewer import ViewerScreen

    path, _ = from_the_middle(game_id, tmp_path)
    timeline = load(path)
    app = quiet_app(start=lambda app: ViewerScreen(timeline, path))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        viewer = app.screen
        assert isinstance(viewer, ViewerScreen)
        await pilot.press("right", "right", "ctrl+e")
        screen = editor(app)
        game = GAMES[game_id]
        assert screen.session.text == game.position_text(timeline.state_at(viewer.ply))
        assert viewer.ply == 2


async def test_the_palette_and_home_open_the_editor() -> None:
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("d")  # Home's key, on the selected game
        screen = editor(app)
        assert screen.game.id == next(iter(GAMES))
        app.pop_screen()
        await pilot.pause()
        titles = [c.title for c in app.niwa_commands(app.screen)]
        assert f"Settle a dispute in {GAMES['karesansui'].title}" in titles


def test_niwa_dispute_refuses_a_line_that_does_not_parse(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from tutor.cli import main

    assert main(["dispute", "seikatsu", "seikatsu/1:3 nonsense"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("niwa: bad Seikatsu position:") and err[-1] == "\n"
    assert err.count("\n") == 1


def test_niwa_dispute_opens_the_editor_on_the_line(monkeypatch: pytest.MonkeyPatch) -> None:
    from tutor.app import NiwaApp
    from tutor.cli import main

    opened: list[Any] = []

    def run(app: NiwaApp, **kwargs: Any) -> None:
        opened.append(app._start(app) if app._start else None)

    monkeypatch.setattr(NiwaApp, "run", run)
    line = mid_game("karesansui")
    assert main(["dispute", "karesansui", line]) == 0
    (screen,) = opened
    assert isinstance(screen, EditorScreen) and screen.session.text == line


async def test_a_move_made_on_the_board_is_asked_and_its_points_lit() -> None:
    """Ask, on the board as in Play: the piece chosen, then its place. The rulebook's
    flock (Una bandada ... puntúa inmediatamente): Tanagers on c3 and d5, pink's Tt on
    c4 scores 1 + 2 neighbours = 3 (seikatsu.birds.flock), c3 c4 d5 lit."""
    line = "seikatsu/1:2 4,5,2Tp3,3*Tm2,6,5,4 TtK,?2 rest 1 0,0"
    app = quiet_app(start=lambda app: EditorScreen("seikatsu", line))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = editor(app)
        board = screen.board()
        await pilot.press("p", "T", "t", "enter")  # the piece: the Tanager/Tulip
        await pilot.press("a", "escape")  # Ask, then the keys back to the board
        assert screen.focused is board and screen.pane() == ASK
        board.cursor = "c3"
        await pilot.press("right", "enter")
        (asked,) = screen.session.asked
        assert asked.answer.move == "Tt-c4" and asked.answer.legal
        assert [(p.points, p.rule.id) for p in asked.answer.points] == [(3, "seikatsu.birds.flock")]
        assert {ref for ref, kind in board.lit.items() if kind == "score"} >= {"c4"}
        assert screen.session.text == line


@pytest.mark.parametrize("game_id", PLUGINS)
async def test_continue_from_here_plays_to_the_end_for_every_game(game_id: str) -> None:
    """From a mid-game line: Continue from here, the person against easy computers, every
    move to the end; the saved replay starts from the line and ends the game."""
    from textual.widgets import Select

    from tutor.screens.dialogs import ChooseOne
    from tutor.screens.game_over import GameOverScreen
    from tutor.screens.play import PlayScreen
    from tutor.screens.setup import SetupScreen
    from tutor.session import Due

    line = mid_game(game_id)
    app = quiet_app(start=lambda app: EditorScreen(game_id, line))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("c")
        setup = app.screen
        assert isinstance(setup, SetupScreen) and setup.start == line
        for level in setup.query(".seat-level").results(Select):
            level.value = "easy"
        setup.action_start()
        await settle(pilot, app)
        for _ in range(500):
            playing = app.screen
            if not isinstance(playing, PlayScreen) or playing.session.due() != Due.PERSON:
                break
            assert playing.submit(playing.game.legal_moves(playing.session.state)[0])
            await settle(pilot, app)
        await pilot.pause()
        while isinstance(app.screen, ChooseOne):
            app.screen.dismiss(0)
            await pilot.pause()
        over = app.screen
        assert isinstance(over, GameOverScreen) and over.saved is not None
        saved = load(over.saved)
        assert saved.replay.start == line
        assert GAMES[game_id].is_over(saved.state_at(len(saved)))


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_page_down_scrolls_a_board_taller_than_its_panel(game_id: str) -> None:
    """At 80x24 a tall board (Karesansui's piles and gardens) scrolls by key with the
    board holding the keys: a game's own page keys, where its drawing fits the board,
    go on to the editor's board panel (they were eaten, and only the wheel scrolled)."""
    app = quiet_app(start=lambda app: EditorScreen(game_id, mid_game(game_id)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = editor(app)
        panel, board = screen.query_one("#editor-board"), screen.board()
        tall = panel.max_scroll_y > 0 or board.max_scroll_y > 0
        assert tall == (game_id in ("miyabi", "sakura", "karesansui"))
        await pilot.press("pagedown")
        await pilot.pause()
        assert (panel.scroll_y > 0 or board.scroll_y > 0) == tall


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_the_side_to_move_switches_by_key_and_by_mouse(game_id: str) -> None:
    """lichess's side-to-move selector, for every game: t and T step round the seats the
    position has, a click on a seat puts it on turn, each switch is one undo step, and
    what else the turn field says (a phase, piles done) is kept."""
    from tutor.widgets.side_to_move import SideToMove

    line = mid_game(game_id)
    app = quiet_app(start=lambda app: EditorScreen(game_id, line))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = editor(app)
        game = GAMES[game_id]
        seats = game.seats(screen.session.state)
        field = screen.editor.turn_field

        def on_turn() -> int | None:
            return screen.editor.turn_seat(dict(screen.session.fields())[field])

        start = on_turn()
        assert start is not None and start == game.to_move(screen.session.state)
        widget = screen.query_one(SideToMove)
        assert widget.seats == seats and f"[{start + 1}]" in str(widget.render())
        await pilot.press("t")
        assert on_turn() == (start + 1) % seats
        assert game.to_move(screen.session.state) == (start + 1) % seats
        assert f"[{(start + 1) % seats + 1}]" in str(widget.render())
        await pilot.press("T")
        assert on_turn() == start
        last = seats - 1 if start != seats - 1 else 0
        _, begin, _ = widget._spots[last]
        await pilot.click(SideToMove, offset=(widget.styles.gutter.left + begin + 1, 1))
        await pilot.pause()
        assert on_turn() == last
        prefix = line.partition(":")[0]
        assert screen.session.text.startswith(prefix)
        await pilot.press("ctrl+z")
        assert on_turn() == start
        await pilot.press("ctrl+z", "ctrl+z")
        assert screen.session.text == line
        assert any(b.key == "t" for b in screen.BINDINGS if hasattr(b, "key"))


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_the_editor_redraws_in_spanish_after_a_language_switch(game_id: str) -> None:
    """Issue 29: every word of the editor through the catalogue; switching language (as
    Home's i does) redraws it without losing the position being edited."""
    from engine.language import current_language
    from tests.tutor.test_spanish import key_bar_text
    from tutor.widgets.side_to_move import SideToMove

    app = quiet_app(start=lambda app: EditorScreen(game_id))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = editor(app)
        await pilot.press("t", "l", "x", "enter")
        await pilot.pause()
        text = screen.session.text
        await app.action_language("es")
        await pilot.pause()
        try:
            screen = editor(app)
            assert screen.session.text == text
            assert screen.title.startswith("Resolver una disputa: ")
            assert "Deshacer" in key_bar_text(pilot) and "Siguiente en jugar" in key_bar_text(pilot)
            status = str(screen.query_one("#position-status").render())
            rule = GAMES[game_id].rules[f"{game_id}.position"].title  # in Spanish where it is
            assert "no se puede leer" in status and rule in status
            assert "Juega:" in str(screen.query_one(SideToMove).render())
            assert screen.query_one(PiecePalette).border_title.startswith("Piezas")
            screen.action_pane(ASK)
            await pilot.pause()
            assert screen.query_one("#editor-ask").border_title == "Pregunta: ¿legal? ¿puntos?"
        finally:
            await app.action_language("en")
        assert current_language() == "en"


async def test_help_opens_at_the_editors_keys_with_the_side_to_move() -> None:
    """? on the editor lists its keys first (t and T, the side to move, among them)."""
    from tutor.screens.help import sections

    app = quiet_app(start=lambda app: EditorScreen("miyabi"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        heading, bindings = sections(None, editor(app))[0]
        assert "position editor" in heading
        keys = {b.key: b.description for b in bindings}
        assert keys["t"] == "Next to move" and keys["T"] == "Previous to move"
        await pilot.press("question_mark")
        await pilot.pause()
        assert type(app.screen).__name__ == "HelpScreen"
