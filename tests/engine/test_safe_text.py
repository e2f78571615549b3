"""The one rule for shown free texts (engine/safe_text.py), and deck data held to it."""

from __future__ import annotations

import pytest

from engine.safe_text import bad_character, is_visible, shown, text_problem
from engine.sakura.deck import load_deck


@pytest.mark.parametrize(
    "name",
    ["Ann", "Zoë", "李雷", "مریم", "می\u200cخواهم", "👩\u200d👩\u200d👧", "[/]", "x [/]", "a b"],
)
def test_real_names_are_accepted(name: str) -> None:
    assert text_problem(name, "name", 24) is None


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("", "1 to 24 characters"),
        ("x" * 25, "1 to 24 characters"),
        ("B\x1bn", "U+001B"),
        ("\x9b2J", "U+009B"),
        ("evil\u202eexe", "U+202E"),
        ("A\u200fB", "U+200F"),
        ("A\u061cB", "U+061C"),
        ("\u200b", "U+200B"),
        ("\ufeffAnn", "U+FEFF"),
        ("Ann\u3164", "U+3164"),
        ("\u2800", "U+2800"),
        ("a\u2028b", "U+2028"),
        ("   ", "shows nothing"),
        ("\u200d", "shows nothing"),
        ("\u0301\u0301", "shows nothing"),
    ],
)
def test_control_bidi_and_invisible_names_are_refused(name: str, why: str) -> None:
    problem = text_problem(name, "name", 24)
    assert problem is not None and why in problem


def test_comments_may_hold_newlines_and_tabs_only() -> None:
    assert bad_character("one\n\ttwo", multiline=True) is None
    assert bad_character("one\ntwo") == "\n"
    assert not is_visible("\u3164\u2800 ")


def test_shown_escapes_what_a_terminal_would_obey() -> None:
    assert shown("a\x1b]52;c;x\x07b\nc") == "a\\x1b]52;c;x\\x07b\nc"
    assert shown("Zoë [/]") == "Zoë [/]"


def test_a_deck_file_with_an_escape_in_a_name_or_nested_too_deep_is_refused() -> None:
    with pytest.raises(ValueError, match="nested too deep"):
        load_deck(b"a = " + b"[" * 5000 + b"]" * 5000)
    deck = b'name = "x\\u001b[2J"\nshurikens = [1,1,1,1,1,1,1,1,1,1,1,1,1]\n'
    deck += b"coins = [0,0,0,0,0,0,0,0,0,0,0,0,0]\n"
    deck += b'[[characters]]\ncode = "S"\nname = "Samurai"\npower = "flip"\ncount = 5\n'
    with pytest.raises(ValueError, match="the deck's name holds the control"):
        load_deck(deck)
