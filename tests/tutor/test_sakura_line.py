"""Sakura's table lines put each pile's words at the pile's column; where the left pile's
words run past the right pile's column (Spanish runs longer), a space still parts them
(seen: "cualquier 7necesita un ..." at 120x40 in Spanish)."""

from __future__ import annotations

from tutor.sakura.layout import Line


def test_words_that_reach_the_next_column_are_parted_by_a_space() -> None:
    line = Line()
    assert line.at(0, "needs a higher yellow, or any 7") == 0
    assert line.at(20, "necesita un azul menor") == 32
    assert line.text.plain == "needs a higher yellow, or any 7 necesita un azul menor"


def test_words_that_end_before_the_column_wait_for_it() -> None:
    line = Line()
    line.at(0, "short")
    assert line.at(10, "next") == 10
    assert line.text.plain == "short     next"
    exact = Line()
    exact.at(0, "12345")
    assert exact.at(5, "x") == 6  # ends on the column: still a space between
