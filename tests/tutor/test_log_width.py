"""The game log wraps at its width now (issue 22): lines that arrive while a side panel
(the legend, `k`) stands in the log's place read whole once the panel is closed, and no
line keeps the width the log had when it was written."""

from __future__ import annotations

from typing import Any

import pytest
from rich.console import Console
from rich.text import Text
from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.widgets import RichLog, Static

from engine.registry import GAMES
from tests.tutor.conftest import quiet_app, settle
from tutor.screens.play import PlayScreen
from tutor.session import COMPUTER, PERSON, Due, TablePlan
from tutor.widgets.reflow_log import ReflowLog

SIZES = [(120, 40), (80, 24)]


def wrapped(texts: list[Text], width: int) -> list[str]:
    """The texts as a log ``width`` cells wide shows them."""
    console = Console(width=width, color_system=None, legacy_windows=False)
    lines = []
    for text in texts:
        with console.capture() as capture:
            console.print(text, width=width, end="\n", soft_wrap=False)
        lines.extend(line.rstrip() for line in capture.get().splitlines())
    return lines


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game_id", list(GAMES))
async def test_log_lines_written_behind_the_legend_read_whole_once_it_closes(
    game_id: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    written: list[Text] = []
    real = PlayScreen.log_line

    def kept(self: PlayScreen, text: Text) -> None:
        written.append(text.copy())
        real(self, text)

    monkeypatch.setattr(PlayScreen, "log_line", kept)
    game = GAMES[game_id]
    options = game.options_type()
    seats = game.seats(game.new_game(options))
    names = ["You", *(f"Computer {s + 1}" for s in range(1, seats))]
    app = quiet_app()
    async with app.run_test(size=size) as pilot:
        screen: Any = app.start_game(
            game_id, options, names, TablePlan((PERSON,) + (COMPUTER,) * (seats - 1))
        )
        assert isinstance(screen, PlayScreen)
        await settle(pilot, app)
        screen.action_panel("legend")
        await pilot.pause()
        before = len(written)
        for _ in range(2):  # two moves each: no game ends sooner (tic-tac-toe needs three)
            if screen.session.due() != Due.PERSON:
                break
            assert screen.submit(game.legal_moves(screen.session.state)[0])
            await settle(pilot, app)
        assert len(written) > before, "no line arrived while the legend was open"
        # Play must still be the screen on top: a game that ended (the toy game, in three
        # moves a side) put Game over above it, and a log under a dialog is laid out only
        # when the machine gets round to it (two loaded whole-suite runs read it 0 wide).
        assert app.screen is screen, f"the game ended: {type(app.screen).__name__} on top"
        screen.action_panel("legend")
        await pilot.pause()
        await pilot.pause()
        log = screen.query_one("#log", RichLog)
        width = log.scrollable_content_region.width
        assert width > 20
        shown = [strip.text.rstrip() for strip in log.lines]
        whole = wrapped(written, width)
        assert len(shown) == min(len(whole), log.max_lines or len(whole))
        assert shown == whole[len(whole) - len(shown) :]  # the log keeps its last lines


class _LogBeside(App[None]):
    """A log under a box whose height changes, as the side panel's parts do."""

    CSS = "#above { height: 3; } ReflowLog { height: 1fr; }"

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static("above", id="above")
            yield ReflowLog(id="log")


async def test_the_newest_log_lines_stay_in_view_when_a_panel_beside_it_grows() -> None:
    """A box above the log grew (a prompt's hint, a longer seat list): the log kept its
    scroll, and the move just made sat below its edge (issue 22)."""
    app = _LogBeside()
    async with app.run_test(size=(40, 20)) as pilot:
        log = app.query_one(ReflowLog)
        for n in range(30):
            log.write(Text(f"line {n}"))
        await pilot.pause()
        assert log.scroll_y == log.max_scroll_y > 0
        app.query_one("#above").styles.height = 9
        await pilot.pause()
        await pilot.pause()
        assert log.scroll_y == log.max_scroll_y, "the last line went out of view"
        log.scroll_home(animate=False)  # a reader scrolled back: a resize leaves them there
        await pilot.pause()
        app.query_one("#above").styles.height = 5
        await pilot.pause()
        assert log.scroll_y == 0


async def test_the_log_goes_to_its_end_before_a_layout_shows_its_scrollbar() -> None:
    """The computers played a game to its end and Game over came up over Play: the log
    behind the dialog showed its first lines. The log's lines came while no layout had
    run since (its screen under the dialog), so it had no scrollbar yet, and Textual
    scrolls only a box whose scrollbar is shown: the scroll to the end was dropped."""
    app = _LogBeside()
    async with app.run_test(size=(40, 20)) as pilot:
        log = app.query_one(ReflowLog)
        log.styles.overflow_y = "auto"  # as Play's: a scrollbar only once lines overflow
        await pilot.pause()
        assert not log.allow_vertical_scroll
        for n in range(30):
            log.write(Text(f"line {n}"), scroll_end=False)
        log.scroll_end(animate=False, immediate=True)  # before any layout
        assert log.scroll_y == log.max_scroll_y > 0, "the log did not go to its end"


class _LogInColumn(App[None]):
    """A log in a column whose width swings, as Play's side column does turn after turn
    (a hand shown for the person's move brings the column's scrollbar)."""

    CSS = "#column { width: 30; } ReflowLog { height: 1fr; }"

    def compose(self) -> ComposeResult:
        with Vertical(id="column"):
            yield ReflowLog(id="log", wrap=True, markup=False, max_lines=50, min_width=10)


async def test_a_log_swinging_between_two_widths_wraps_each_line_once_a_width(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Wrapping 200 lines again at every turn cost a Rich render each (a fifth of a whole
    game's time on screen): a width seen before is drawn from what was wrapped then, and
    reads exactly as a fresh wrap at that width."""
    renders = 0
    real = RichLog.write

    def counted(self: RichLog, *args: Any, **kwargs: Any) -> Any:
        nonlocal renders
        renders += 1
        return real(self, *args, **kwargs)

    monkeypatch.setattr(RichLog, "write", counted)
    texts = [Text(f"move {n}: a line long enough to wrap at thirty cells or so") for n in range(60)]
    app = _LogInColumn()
    async with app.run_test(size=(60, 20)) as pilot:
        log = app.query_one(ReflowLog)
        for text in texts:
            log.write(text)
        await pilot.pause()
        column = app.query_one("#column")
        wide = log.scrollable_content_region.width
        first = [strip.text for strip in log.lines]
        column.styles.width = 26
        await pilot.pause()
        narrow = log.scrollable_content_region.width
        assert narrow < wide
        assert [s.text.rstrip() for s in log.lines] == wrapped(texts, narrow)[-50:]
        renders = 0
        for width in (30, 26, 30):  # the swing: back, forth, back
            column.styles.width = width
            await pilot.pause()
        assert renders == 0, "a width seen before was wrapped again"
        assert [strip.text for strip in log.lines] == first
        assert log.scroll_y == log.max_scroll_y
