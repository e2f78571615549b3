"""`niwa record` at a terminal edits lines (arrows, history) and completes moves with Tab."""

from __future__ import annotations

import io
import readline
import sys

import pytest

from tutor.commands.recording_commands import read_line


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_at_a_terminal_lines_go_through_input_with_move_completion(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    terminal = FakeTerminal()
    monkeypatch.setattr(sys, "stdin", terminal)
    prompts: list[str] = []

    def fake_input(prompt: str) -> str:
        prompts.append(prompt)
        return "Tp-c4"

    monkeypatch.setattr("builtins.input", fake_input)
    assert read_line(terminal, "ply 7, Ann> ", lambda: ["Tp-c4", "Tp-c5", "Wb-a1"]) == "Tp-c4\n"
    assert prompts == ["ply 7, Ann> "]
    complete = readline.get_completer()
    assert complete is not None
    assert [complete("Tp", 0), complete("Tp", 1), complete("Tp", 2)] == ["Tp-c4", "Tp-c5", None]


def test_end_of_input_at_a_terminal_is_an_empty_line(monkeypatch: pytest.MonkeyPatch) -> None:
    terminal = FakeTerminal()
    monkeypatch.setattr(sys, "stdin", terminal)

    def no_more(prompt: str) -> str:
        raise EOFError

    monkeypatch.setattr("builtins.input", no_more)
    assert read_line(terminal, "ply 1> ", list) == ""


def test_piped_input_is_read_as_it_comes() -> None:
    piped = io.StringIO("+Tp\n")
    assert read_line(piped, "", list) == "+Tp\n"
