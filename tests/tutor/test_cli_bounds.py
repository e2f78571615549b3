"""Issue 23: every value the ``niwa`` command line takes is bounded, and every refusal is
one escaped line with a non-zero exit (never a traceback, never a hang)."""

from __future__ import annotations

import argparse
import io
import os
import sys
from pathlib import Path

import pytest

from engine.registry import GAMES
from tutor.cli import build_parser, main
from tutor.commands.arguments import Bounded

Capture = pytest.CaptureFixture[str]
CONTROL = [chr(c) for c in (*range(0x20), 0x7F, 0x9B)] + ["\u202e", "\u2066", "\u200f"]


def parsers(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    """``parser`` and every sub-command's parser, however deep."""
    found = [parser]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for child in dict.fromkeys(action.choices.values()):
                found += parsers(child)
    return found


def numeric_actions() -> list[tuple[str, argparse.Action]]:
    return [
        (f"{p.prog} {a.dest}", a)
        for p in parsers(build_parser())
        for a in p._actions
        if a.type is not None
    ]


def test_no_number_is_taken_without_bounds() -> None:
    """Walk every parser: a bare int or float type would take nan, inf, 10**23, -1."""
    loose = [name for name, action in numeric_actions() if action.type in (int, float)]
    assert loose == []
    assert sum(isinstance(a.type, Bounded) for _, a in numeric_actions()) >= 6


@pytest.mark.parametrize(
    "name", [name for name, a in numeric_actions() if isinstance(a.type, Bounded)]
)
def test_every_bounded_number_refuses_what_has_no_meaning(name: str) -> None:
    bounded = dict(numeric_actions())[name].type
    assert isinstance(bounded, Bounded)
    for text in (
        "nan",
        "inf",
        "-inf",
        "1e308",
        "1e23",
        "x",
        str(bounded.low - 1),
        str(bounded.high + 1),
        "9" * 400,
    ):
        with pytest.raises(argparse.ArgumentTypeError):
            bounded(text)
    assert bounded(str(bounded.low)) == bounded.low
    assert bounded(str(bounded.high)) == bounded.high


def one_line_refusal(capsys: Capture, code: int) -> str:
    err = capsys.readouterr().err
    assert code != 0, err
    assert "Traceback" not in err
    assert len(err.splitlines()) == 1, err
    assert not any(ch in err.rstrip("\n") for ch in CONTROL)
    return err


def run(argv: list[str]) -> int:
    try:
        return main(argv)
    except SystemExit as done:
        return int(done.code or 0)


@pytest.mark.parametrize(
    "extra",
    [
        ["--seconds", "nan"],
        ["--seconds", "inf"],
        ["--seconds", "1e308"],
        ["--seconds", "-1"],
        ["--seconds", "0"],
        ["--playouts", "1e23"],
        ["--playouts", "100000000000000000000000"],
        ["--playouts", "0"],
        ["--playouts", "-5"],
        ["--players", "-1"],
        ["--seed", "-1"],
        ["--option", "deck=" + "[" * 5000],
        ["--option", "players=" + "[" * 5000 + "]" * 5000],
    ],
)
def test_selfplay_refuses_numbers_and_options_with_no_meaning(
    extra: list[str], tmp_path: Path, capsys: Capture
) -> None:
    code = run(["selfplay", "seikatsu", str(tmp_path / "x.niwa"), "--level", "hard", *extra])
    one_line_refusal(capsys, code)
    assert not (tmp_path / "x.niwa").exists()


@pytest.mark.parametrize(
    "argv", [["show", "x.niwa", "--ply", "-1"], ["show", "x.niwa", "--seat", "1e9"]]
)
def test_show_refuses_plies_and_seats_out_of_range(argv: list[str], capsys: Capture) -> None:
    one_line_refusal(capsys, run(argv))


@pytest.mark.parametrize("action", ["list", "check"])
def test_lessons_for_an_unknown_game_is_a_refusal(action: str, capsys: Capture) -> None:
    one_line_refusal(capsys, run(["lessons", action, "go"]))


@pytest.mark.parametrize(
    "argv",
    [
        ["record", "seikatsu", "--data-dir", ""],
        ["resume", "--data-dir", ""],
        ["--data-dir", "", "lessons", "list"],
    ],
)
def test_an_empty_data_folder_is_refused_not_taken_for_here(
    argv: list[str], tmp_path: Path, capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    one_line_refusal(capsys, run(argv))
    assert list(tmp_path.iterdir()) == []


def test_a_refused_choice_is_echoed_escaped(capsys: Capture) -> None:
    one_line_refusal(capsys, run(["rules", "\x1b]0;owned\x07"]))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_record_echoes_a_refused_line_short_and_escaped(
    game_id: str, tmp_path: Path, capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    hostile = "\x1b]52;c;b3duZWQ=\x07\x1b[2J\u202eevil"
    huge = "\x1b[31m" + "x" * 3_000_000
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"{hostile}\n{huge}\nquit\n"))
    code = main(["record", game_id, "--data-dir", str(tmp_path)])
    captured = capsys.readouterr()
    refusals = [line for line in captured.err.splitlines() if line.startswith("niwa: ply")]
    assert code == 1 and len(refusals) == 2, captured.err[:2000]
    for line in refusals:
        assert not any(ch in line for ch in CONTROL), line
        assert len(line) <= 400
    assert "\\x1b" in refusals[0]
    assert len(captured.err) < 2000


@pytest.mark.parametrize("special", ["fifo", "dev-zero"])
def test_lessons_list_with_a_special_progress_file_is_one_line(
    special: str, tmp_path: Path, capsys: Capture
) -> None:
    """Issue 23: it used to hang on a FIFO and read /dev/zero until memory ran out."""
    path = tmp_path / "progress.json"
    if special == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")
    err = one_line_refusal(capsys, run(["--data-dir", str(tmp_path), "lessons", "list"]))
    assert "progress.json" in err
