"""Issue 23: replays and journals whose player names and file names hold terminal escapes
and bidi controls, walked through every screen that lists or shows them, for every game:
Home (recent replays, unfinished games), the palette's Replay and Resume entries, the
Replays screen (its list and its folder tree), the viewer (title, move list, explanation),
its score sheet, the position editor opened from it (a hostile line pasted and a hostile
move asked, at 120x40 and 80x24, where nothing may be cut either), a refused file's
message, and the command line (``niwa resume``'s
listing, ``niwa verify``'s lines). No control, bidi or other refused character may reach
what is drawn or printed: names a file may not hold are refused (one header reader),
file names are shown escaped (``shown_path``)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import msgspec
import pytest
from textual.app import App
from textual.command import CommandInput, CommandPalette
from textual.widgets import DirectoryTree, Input

from engine.registry import GAMES
from engine.safe_text import bad_character
from replays import Recorder, encode, journals_dir, replays_dir, save
from tests.replays.factory import random_game_replay
from tests.tutor.conftest import quiet_app
from tests.tutor.fit import unfit
from tests.tutor.screen_words import screen_text
from tutor.cli import main
from tutor.screens.editor import ASK, FIELDS, EditorScreen
from tutor.screens.home import HomeScreen
from tutor.screens.picker import ReplayPicker
from tutor.screens.viewer import ViewerScreen

HOSTILE = "\x1b]0;owned\x07\x1b[2J\x1b]52;c;b3duZWQ=\x07\u202eevil\u2066\u200f"


def refused_characters(text: str) -> list[str]:
    """Every character of ``text`` that the safe-text rule refuses (lines may break)."""
    return sorted({ch for ch in text if bad_character(ch, multiline=True) is not None})


def check(app: App[Any], where: str) -> str:
    text = screen_text(app)
    assert refused_characters(text) == [], f"{where}: {refused_characters(text)!r}"
    if where in {"home", "replays"}:
        assert "\\x1b]0;owned" in text, f"{where}: the files are listed, escaped"
    toasts = "".join(f"{n.title}{n.message}" for n in app._notifications)
    assert refused_characters(toasts) == [], f"{where}, a message: {toasts!r}"
    return text


def hostile_files(game_id: str) -> dict[str, Path]:
    """For ``game_id``: a sound replay and a journal under hostile file names, and a replay
    and a journal whose player names are hostile (written raw: niwa would not save them)."""
    folder = replays_dir()
    folder.mkdir(parents=True, exist_ok=True)
    sound = random_game_replay(game_id, seed=2)
    names = [f"{HOSTILE}{seat}" for seat in range(len(sound.players))]
    files = {"sound": save(sound, folder / f"{HOSTILE}{game_id}.niwa.json")}
    files["named"] = folder / f"names-{HOSTILE}{game_id}.niwa.json"
    files["named"].write_bytes(encode(msgspec.structs.replace(sound, players=names), "json"))
    recorder = Recorder(game_id, sound.options, list(sound.players))
    for record in sound.moves[:3]:
        recorder.record(record.move)
    recorder.close()
    files["journal"] = journals_dir() / f"{HOSTILE}{game_id}.niwa-journal"
    os.rename(recorder.path, files["journal"])
    header = msgspec.structs.replace(sound, players=names, moves=[])
    files["named journal"] = journals_dir() / f"names-{HOSTILE}.niwa-journal"
    files["named journal"].write_bytes(msgspec.json.encode(header) + b"\n")
    return files


async def palette_for(app: App[Any], pilot: Any, query: str) -> str:
    await pilot.press("ctrl+p")
    await app.workers.wait_for_complete()
    await pilot.pause()
    palette = app.screen
    assert isinstance(palette, CommandPalette)
    palette.query_one(CommandInput).value = query  # at once: a key press costs 60 ms
    await app.workers.wait_for_complete()
    await pilot.pause()
    text = check(app, f"palette '{query}'")
    await pilot.press("escape")
    await pilot.pause()
    return text


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_hostile_names_and_file_names_reach_no_screen(game_id: str) -> None:
    files = hostile_files(game_id)
    app = quiet_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        home = check(app, "home")
        assert "\\x1b" in home  # the file names are there, escaped
        await palette_for(app, pilot, "Replay")
        await palette_for(app, pilot, "Resume")
        app.action_pick_replay(game_id)
        await pilot.pause()
        picker = app.screen
        assert isinstance(picker, ReplayPicker)
        tree = picker.query_one(DirectoryTree)
        await tree.reload()
        await pilot.pause()
        check(app, "replays")
        picker.open(files["named"])  # refused: one message naming the file, escaped
        await pilot.pause()
        assert app.screen is picker
        assert "\\x1b]0;owned" in check(app, "a refused file")
        app.clear_notifications()
        picker.open(files["sound"])
        await pilot.pause()
        viewer = app.screen
        assert isinstance(viewer, ViewerScreen)
        check(app, "viewer")
        viewer.action_sheet()
        await pilot.pause()
        check(app, "score sheet")
        app.action_resume(str(files["named journal"]))  # refused: one message
        await pilot.pause()
        check(app, "a refused journal")
        assert app.return_code is None


SIZES = [(120, 40), (80, 24)]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game_id", list(GAMES))
async def test_the_editor_shows_hostile_lines_and_moves_escaped_and_whole(
    game_id: str, size: tuple[int, int]
) -> None:
    """The editor is one of the walk's screens: opened from the viewer of a replay with
    hostile names and file name, a hostile line pasted (refused, named escaped), then
    a hostile move asked; nothing refused reaches the screen, and nothing is cut."""
    files = hostile_files(game_id)
    app = quiet_app()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.action_pick_replay(game_id)
        await pilot.pause()
        picker = app.screen
        assert isinstance(picker, ReplayPicker)
        picker.open(files["sound"])
        await pilot.pause()
        viewer = app.screen
        assert isinstance(viewer, ViewerScreen)
        await pilot.press("right", "ctrl+e")
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, EditorScreen)
        good = editor.session.text

        async def look(where: str) -> None:
            await pilot.pause()
            check(app, where)
            assert unfit(app.screen) == [], f"{where}: {unfit(app.screen)}"

        await look("editor")
        editor.edited(good + HOSTILE)  # refused: the line and its error shown escaped
        assert not editor.session.status().parses
        await look("editor, a hostile line")
        editor.action_pane(FIELDS)
        await look("editor, the fields of a hostile line")
        editor.action_undo()
        editor.action_pane(ASK)
        editor.query_one("#ask-input", Input).value = HOSTILE
        await pilot.press("enter")
        assert [a.answer.legal for a in editor.session.asked] == [False]
        await look("editor, a hostile move asked")


def test_the_command_line_prints_hostile_file_names_escaped(
    capsys: pytest.CaptureFixture[str],
) -> None:
    files = {}
    for game_id in GAMES:
        files.update({f"{game_id} {k}": v for k, v in hostile_files(game_id).items()})
    assert main(["resume"]) == 0
    sound = files["seikatsu sound"]
    assert main(["convert", str(sound), str(sound.with_name(f"{HOSTILE}copy.niwa"))]) == 0
    assert main(["verify", *(str(p) for p in files.values() if p.suffix == ".json")]) == 1
    out = capsys.readouterr()
    printed = out.out + out.err
    assert refused_characters(printed) == [], refused_characters(printed)
    assert printed.count("\\x1b]0;owned") >= 3 * len(GAMES)
