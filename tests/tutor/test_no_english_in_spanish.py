"""Every screen of every game in Spanish shows no English word of the interface (issue 29).

The Spanish fit walk (tests/tutor/test_fit.py, ``SpanishTour``) reads every screen it
reaches for the words of :mod:`tests.tutor.screen_words`: home, setup, play and its
panels, a choice, game over, the viewer, its score sheet and review, a practice puzzle,
the course and every step of every lesson and its end. One walk serves both rules. Here:
the list itself catches an English line and lets a Spanish one through.
"""

from __future__ import annotations

from tests.tutor.screen_words import english_words


def test_the_list_catches_an_english_line_and_not_a_spanish_one() -> None:
    assert english_words("Press p to play\nPulsa p para jugar\nTp-d5 pass done") == [
        "Press p to play"
    ]


def test_a_rulebook_heading_quoted_as_printed_is_its_own_words() -> None:
    assert english_words("Lee «Edificio Round End» en el reglamento") == []
