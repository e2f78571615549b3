"""Issue 24: the start shows Home's lists of every game's files without loading any game's
rules, and keeps what its imports made from the garbage collector while it runs. Home
lists what a replay or a journal says of itself (who, what, when, how many moves); the
moves are decoded and played when the file is opened or the game resumed. ``niwa`` with
no arguments builds its whole command line but loads no sub-command's handler."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.registry import GAMES, TITLES
from replays import Recorder, replays_dir, save
from replays.recorder import inspect_journal
from tests.replays.factory import random_game_replay
from tutor.library import unfinished

ROOT = Path(__file__).resolve().parents[2]

HOME_CHILD = """
import gc, sys
import tests.conftest  # the test session's games (the toy game) join the registry
from textual.widgets import OptionList
from tutor.app import NiwaApp
from tutor.screens.home import HomeScreen

frozen = []  # the objects kept from the collector while Home is built
mount = HomeScreen.on_mount
HomeScreen.on_mount = lambda screen: frozen.append(gc.get_freeze_count()) or mount(screen)

async def ready(pilot):
    await pilot.pause()
    for name in ("#resume-list", "#recent-list"):
        listed = pilot.app.screen.query_one(name, OptionList)
        for i in range(listed.option_count):
            print("LINE", str(listed.get_option_at_index(i).prompt))
    print("MODULES", " ".join(sorted(sys.modules)))
    print("FROZEN AT HOME", *frozen)
    pilot.app.exit()

NiwaApp().run(headless=True, auto_pilot=ready, size=(160, 60))
print("FROZEN AFTER", gc.get_freeze_count())
"""

RULES = ("contract", "game", "rules")
"""A game's modules that hold its rules (the contract loads them; the declaration and the
options do not)."""


def every_games_files() -> dict[str, tuple[str, int, int]]:
    """A finished game and an unfinished one of every registered game, in the data folder:
    game id -> (its players as listed, the replay's moves, the journal's)."""
    folder = replays_dir()
    folder.mkdir(parents=True, exist_ok=True)
    made = {}
    for game_id in GAMES:
        replay = random_game_replay(game_id, seed=4)
        save(replay, folder / f"{game_id}.niwa.json")
        recorder = Recorder(game_id, replay.options, list(replay.players))
        played = min(3, len(replay.moves))
        for record in replay.moves[:played]:
            recorder.record(record.move)
        recorder.close()
        made[game_id] = (", ".join(replay.players), len(replay.moves), played)
    return made


def test_home_lists_every_games_files_without_loading_a_games_rules() -> None:
    made = every_games_files()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("NO_COLOR", None)
    out = subprocess.run(
        [sys.executable, "-c", HOME_CHILD], env=env, cwd=ROOT, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    lines = [line for line in out.stdout.splitlines() if line.startswith("LINE ")]
    for game_id, (players, moves, played) in made.items():
        for count in (moves, played):
            wanted = f"  {TITLES[game_id]}  {players}  ({count} move"
            assert any(wanted in line for line in lines), (wanted, lines)
    [loaded] = [line.split()[1:] for line in out.stdout.splitlines() if line.startswith("MODULES")]
    rules = [name for name in loaded if name.rpartition(".")[2] in RULES]
    assert rules == []
    # What the imports made is kept from the collector while the app runs (NiwaApp.run):
    # a full collection while Home is built walks only what the start made, never every
    # module; once the app ends the collector has everything back.
    [frozen] = [line.split()[3:] for line in out.stdout.splitlines() if "AT HOME" in line]
    assert int(frozen[0]) > 10_000, frozen
    assert "FROZEN AFTER 0" in out.stdout


def test_a_listed_journal_counts_the_moves_resuming_would_read() -> None:
    """Home's count of a journal's moves, read without the rules, is what resuming reads
    (``inspect_journal``): every move of a sound journal, and those before the first line
    that does not decode in a damaged one (a torn last write counts as nothing)."""
    every_games_files()
    listed = {item.path: item for item in unfinished()}
    for path, item in listed.items():
        assert not item.problem and item.moves == len(inspect_journal(path).timeline) > 0
        path.write_bytes(path.read_bytes() + b'{"move": [1, 2\n{"move": {}}\n{"mo')
    for item in unfinished():
        assert not item.problem and item.moves == listed[item.path].moves
        assert item.moves == len(inspect_journal(item.path).timeline)


CLI_CHILD = """
import sys
from textual.app import App

run = App.run

def home_then_exit(self, *args, **kwargs):  # the app niwa starts, headless, until Home is up
    return run(self, headless=True, auto_pilot=ready, size=(120, 40))

async def ready(pilot):
    await pilot.pause()
    print("SCREEN", type(pilot.app.screen).__name__)
    print("MODULES", " ".join(sorted(sys.modules)))
    pilot.app.exit()

App.run = home_then_exit
from tutor.cli import main
sys.exit(main())
"""

HANDLERS = (
    "tutor.commands.export",
    "tutor.commands.lessons",
    "tutor.commands.positions",
    "tutor.commands.recording_commands",
    "tutor.commands.replay_commands",
    "tutor.commands.review",
)
"""The sub-commands' handler modules: ``niwa`` with no arguments runs none of them."""

NOT_AT_HOME = (
    "engine.players",  # the computer players and the review's search
    "lessons.check",  # the courses' checker (niwa lessons check)
    "lessons.runner",
    "replays.explain",  # the explanations of moves (the viewer, the scripts)
    "replays.one_seat",
    "replays.rewrite",
    "readline",  # niwa record's line editing
    "textual.widgets._text_area",  # the editor's text box, its documents and syntax trees
    "textual.document",
)
"""Modules (and packages, with everything under them) Home neither shows nor needs."""


def test_the_plain_start_loads_no_sub_command_and_nothing_home_does_not_show() -> None:
    """``niwa`` as a user runs it (``tutor.cli:main``, no arguments) up to Home: no
    sub-command's parser is built, and none of their handlers is imported (the parsers name
    them: each is imported only when its sub-command runs)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("NO_COLOR", None)
    out = subprocess.run(
        [sys.executable, "-c", CLI_CHILD], env=env, cwd=ROOT, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    assert "SCREEN HomeScreen" in out.stdout
    [loaded] = [line.split()[1:] for line in out.stdout.splitlines() if line.startswith("MODULES")]
    assert "tutor.cli" in loaded
    assert [name for name in HANDLERS if name in loaded] == []
    commands = [name for name in loaded if name.startswith("tutor.commands.")]
    assert sorted(commands) == ["tutor.commands.app", "tutor.commands.arguments"]  # no parser
    unwanted = [
        name for name in loaded for top in NOT_AT_HOME if name == top or name.startswith(top + ".")
    ]
    assert unwanted == []


def test_a_start_with_only_global_options_skips_the_parser_but_not_its_refusals(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``niwa --lang en`` goes to Home as ``niwa`` does, no parser built; a value the whole
    parser refuses (an unknown language, an empty folder) is still refused by it, in one
    line, and the app never starts; what only the whole parser reads (an abbreviated
    option) is read by it."""
    from tutor import cli
    from tutor.app import NiwaApp

    started: list[NiwaApp] = []
    built: list[argparse.ArgumentParser] = []
    build = cli.build_parser

    def run(app: NiwaApp, *args: object, **kwargs: object) -> None:
        started.append(app)

    def counted_build() -> argparse.ArgumentParser:
        built.append(build())
        return built[-1]

    monkeypatch.setattr(NiwaApp, "run", run)
    monkeypatch.setattr(cli, "build_parser", counted_build)
    assert cli.main(["--lang", "en"]) == 0
    assert len(started) == 1 and built == []
    for refused in (["--lang", "fr"], ["--data-dir", ""]):
        with pytest.raises(SystemExit) as exit_:
            cli.main(refused)
        assert exit_.value.code == 2
        assert capsys.readouterr().err.count("\n") == 1
    assert len(started) == 1 and len(built) == 2
    assert cli.main(["--lan", "en"]) == 0  # the parser's abbreviation: it reads it, as before
    assert len(started) == 2 and len(built) == 3
