"""The rule catalogue against rules-facts.md: every [ruling] there is a ruling here."""

from __future__ import annotations

from engine.seikatsu.rules import RULES


def test_which_flower_spaces_two_players_use_is_stated_as_a_ruling() -> None:
    # rules-facts, Board: "[ruling] ... 2 players use pink and blue (their flower
    # spaces get the setup tiles ...)". The rulebook (Preparar, paso 4) only says
    # "the two flower spaces next to the pond", so the choice must sit in a rule
    # marked ruling=True, not in the rule that paraphrases paso 4.
    ruling = RULES["seikatsu.setup.flower_spaces"]
    assert ruling.ruling
    assert "two players" in ruling.text.lower()
    assert "pink" in ruling.text and "blue" in ruling.text
    rulebook = RULES["seikatsu.setup.tiles"]
    assert not rulebook.ruling
    assert "pink" not in rulebook.text and "blue" not in rulebook.text


def test_tournament_mode_is_a_ruling() -> None:
    # rules-facts, Scoring: "[ruling] Tournament mode ...".
    assert RULES["seikatsu.variant.tournament"].ruling
